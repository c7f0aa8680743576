import DumpModel
import Testing

/// `JSONWriter`, the one JSON writer (the dump's JSON and every `JSONText` output): its rules,
/// each worked out by hand.
@Suite struct JSONWriterTests {
  /// `{"a": 1, "b": [true, null], "c": {}}` as the writer lays it out.
  private func sample(_ style: JSONWriter.Style) -> String {
    var writer = JSONWriter(style: style)
    writer.beginObject()
    writer.key("a")
    writer.number(1)
    writer.key("b")
    writer.beginArray()
    writer.nextElement()
    writer.bool(true)
    writer.nextElement()
    writer.null()
    writer.end()
    writer.key("c")
    writer.beginObject()
    writer.end()
    writer.end()
    return writer.text
  }

  @Test func commasAfterEveryMemberButTheLastAndOneMemberALine() {
    #expect(
      sample(.indented) == """
        {
          "a": 1,
          "b": [
            true,
            null
          ],
          "c": {}
        }
        """)
  }

  @Test func oneLineHasTheSameTokensWithoutSpaces() {
    #expect(sample(.line) == #"{"a":1,"b":[true,null],"c":{}}"#)
  }

  @Test func nestingIndentsTwoSpacesALevel() {
    var writer = JSONWriter()
    writer.beginArray()
    writer.nextElement()
    writer.beginArray()
    writer.nextElement()
    writer.beginObject()
    writer.key("deep")
    writer.string("x")
    writer.end()
    writer.end()
    writer.end()
    writer.endLine()
    #expect(writer.text == "[\n  [\n    {\n      \"deep\": \"x\"\n    }\n  ]\n]\n")
  }

  @Test func emptyContainersCloseOnTheirOwnLine() {
    var writer = JSONWriter()
    writer.beginArray()
    writer.nextElement()
    writer.beginArray()
    writer.end()
    writer.nextElement()
    writer.beginObject()
    writer.end()
    writer.end()
    #expect(writer.text == "[\n  [],\n  {}\n]")
  }

  @Test func numbersAndWordsStayOnOneLine() {
    var writer = JSONWriter()
    writer.beginObject()
    writer.key("frame")
    writer.numbers([0, -0.5, 1e20, 1.0 / 3])
    writer.key("words")
    writer.words(["a", "b\"c"])
    writer.key("none")
    writer.numbers([])
    writer.end()
    #expect(
      writer.text == """
        {
          "frame": [0, -0.5, 1e20, 0.3333333333333333],
          "words": ["a", "b\\"c"],
          "none": []
        }
        """)
    var line = JSONWriter(style: .line)
    line.words(["a", "b"])
    line.numbers([1, 2.5])
    #expect(line.text == #"["a","b"][1,2.5]"#)
  }

  @Test func keysAndStringsAreEscaped() {
    var writer = JSONWriter(style: .line)
    writer.beginObject()
    writer.key("k\"\n")
    writer.string("\\\t\u{01}é")
    writer.end()
    #expect(writer.text == #"{"k\"\n":"\\\t\u0001é"}"#)
    #expect(writer.bytes == Array(writer.text.utf8))
  }

  /// `JSONText` is written by the writer: an array of numbers alone on one line, any other
  /// array one element a line (words too: only the dump asks for words on one line).
  @Test func jsonTextIsLaidOutByTheWriter() {
    let value = JSONText.object([
      ("frame", .rect(Rect(x: 1, y: 2, width: 3.5, height: 4))),
      ("names", .strings(["a"])), ("mixed", .array([.number(1), .null])),
    ])
    #expect(
      value.rendered == """
        {
          "frame": [1, 2, 3.5, 4],
          "names": [
            "a"
          ],
          "mixed": [
            1,
            null
          ]
        }

        """)
    #expect(value.line == #"{"frame":[1,2,3.5,4],"names":["a"],"mixed":[1,null]}"#)
  }
}
