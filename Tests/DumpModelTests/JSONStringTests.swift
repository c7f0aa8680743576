import DumpModel
import Foundation
import Testing

/// `jsonString(_:)`, the one JSON string writer (the dump's JSON, `layout --json`, patch
/// reports).
@Suite struct JSONStringTests {
  @Test func escapesWhatJSONRequiresAndNothingElse() {
    #expect(jsonString("") == #""""#)
    #expect(jsonString("UIButton:0x1'Back'") == #""UIButton:0x1'Back'""#)
    #expect(jsonString(#"say "hi" \ bye"#) == #""say \"hi\" \\ bye""#)
    #expect(jsonString("a\nb\rc\td") == #""a\nb\rc\td""#)
    #expect(jsonString("\u{08}\u{0C}") == #""\b\f""#)
    #expect(jsonString("\u{00}\u{01}\u{1B}\u{1F}") == #""\u0000\u0001\u001b\u001f""#)
    // DEL, non-ASCII and `/` are written as they are.
    #expect(jsonString("\u{7F}/Zurück ←") == "\"\u{7F}/Zurück ←\"")
  }

  @Test func everyControlCharacterReadsBackAsItself() throws {
    let text =
      String(String.UnicodeScalarView((0..<0x20).compactMap(Unicode.Scalar.init)))
      + "\"\\ end"
    let decoded =
      try JSONSerialization.jsonObject(
        with: Data("[\(jsonString(text))]".utf8)) as? [String]
    #expect(decoded == [text])
  }

  /// The text and the byte writers are one: the same literal, whatever the mix of escapes,
  /// non-ASCII and `\r\n` (one Character, cut by its escapes).
  @Test func bytesAndTextAgree() {
    for text in ["", "plain", "Zurück\n←\"x\"\u{01}", "\r\n", "e\u{301}\t", "\\", "a\u{1F}"] {
      var bytes: [UInt8] = [UInt8(ascii: "x")]
      JSONEscaping.append(text, to: &bytes)
      #expect(String(decoding: bytes, as: UTF8.self) == "x" + jsonString(text))
      var appended = "x"
      JSONEscaping.append(text, to: &appended)
      #expect(appended == "x" + jsonString(text))
    }
    #expect(jsonString("Zurück\r\n←") == #""Zurück\r\n←""#)
  }
}
