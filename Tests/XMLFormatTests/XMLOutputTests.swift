import DumpModel
import Foundation
import TestSupport
import Testing

@testable import XMLFormat

/// The writer's fast paths against what they stand for: a name's bytes made once per table
/// (`XMLAttributeNames`, `XMLTag`) and values written without looking for what to escape.
@Suite struct XMLOutputTests {
  /// Every view, guide and constraint of every fixture: the start tag the writer makes is
  /// ` name="text"` for each value the table writes, the name and the value's text as they
  /// are, whenever the text holds nothing to escape.
  @Test(arguments: Fixture.cases())
  func writesEachAttributeAsNameAndText(_ fixture: Fixture) throws {
    let document = try Document(xml: fixture.data("input.xml"), source: "input.xml")
    var checked = 0
    for view in document.viewIDs {
      checked += try expectTag(
        "view", ViewAttributeTable.table, .view, .view, document[view], fixture)
      var guide = document.firstGuide(of: view)
      while let id = guide {
        checked += try expectTag(
          "guide", GuideAttributeTable.table, .guide, .guide, document[id], fixture)
        guide = document.nextGuide(after: id)
      }
      var constraint = document.firstConstraint(heldBy: view)
      while let id = constraint {
        checked += try expectTag(
          "constraint", ConstraintAttributeTable.table, .constraint, .constraint,
          document.addressedConstraint(id), fixture)
        constraint = document.nextConstraint(after: id)
      }
    }
    #expect(checked > 0, "\(fixture): no element without anything to escape")
  }

  /// A number, a list of them, a frame and a boolean are written without looking for what
  /// to escape: their text never holds any of it, whatever the number (a finite one: no
  /// reader keeps another, and `formatNumber` refuses it).
  @Test func numbersNeverHoldWhatAnAttributeEscapes() {
    let numbers: [Double] = [
      0, -0.0, 1, -1, 0.1, 1.0 / 3.0, -2.5e-7, 1e21, 1e300, -1e-300, .greatestFiniteMagnitude,
      .leastNonzeroMagnitude, -.leastNormalMagnitude, 123_456_789.125, 1e15, 999_999_999_999_999,
    ]
    var values: [AttributeValue] = numbers.map { .number($0) } + [.bool(true), .bool(false)]
    values.append(.numbers(numbers))
    values.append(.rect(Rect(x: -1e-300, y: -0.0, width: 1e300, height: 0.5)))
    for value in values {
      let text = Array(value.text.utf8)
      #expect(!text.contains { $0 < 0x20 || Array("<>&\"".utf8).contains($0) }, "\(value)")
      var output = XMLOutput()
      output.attribute("a", value)
      #expect(output.finish() == Data(" a=\"".utf8 + text + "\"".utf8), "\(value)")
    }
  }

  /// A word of eight bytes escapes when one of its bytes does, whichever byte and wherever
  /// it stands, among bytes that do not and bytes that do (`XMLOutput.escapes`, the test on
  /// the word as a whole, against `needsEscape`, a byte at a time); and on random words.
  @Test func aWordEscapesWhenOneOfItsBytesDoes() {
    let fillers: [UInt8] = [0x61, 0x30, 0x21, 0x23, 0x3D, 0x3F, 0x40, 0x7F, 0x80, 0xA2, 0xFF]
    let words = { (bytes: [UInt8]) -> UInt64 in
      bytes.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }
    }
    for filler in fillers {
      for byte in UInt8.min...UInt8.max {
        for position in 0..<8 {
          var bytes = [UInt8](repeating: filler, count: 8)
          bytes[position] = byte
          #expect(
            XMLOutput.escapes(words(bytes)) == XMLOutput.needsEscape(byte),
            "\(byte) at \(position) among \(filler)")
        }
      }
    }
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<100_000 {
      let word = generator.next() as UInt64
      let bytes = withUnsafeBytes(of: word) { Array($0) }
      #expect(XMLOutput.escapes(word) == bytes.contains(where: XMLOutput.needsEscape), "\(word)")
    }
  }

  /// A text of any length, with a byte to escape at any place or none, is written as libxml2
  /// escapes an attribute: the words of eight bytes, the last one overlapping, and the bytes
  /// of a text shorter than a word.
  @Test func escapesWhereverTheByteStands() {
    let escapes: [(UInt8, String)] = [
      (UInt8(ascii: "<"), "&lt;"), (UInt8(ascii: "&"), "&amp;"), (UInt8(ascii: ">"), "&gt;"),
      (UInt8(ascii: "\""), "&quot;"), (0x0A, "&#10;"), (0x09, "&#9;"),
    ]
    for length in 0...40 {
      let plain = (0..<length).map { UInt8(ascii: "a") + UInt8($0 % 26) }
      expectWritten(plain, as: String(decoding: plain, as: UTF8.self))
      for position in 0..<length {
        for (byte, escaped) in escapes {
          var text = plain
          text[position] = byte
          let expected =
            String(decoding: plain[..<position], as: UTF8.self) + escaped
            + String(decoding: plain[(position + 1)...], as: UTF8.self)
          expectWritten(text, as: expected)
        }
      }
    }
  }

  /// Text content is written as libxml2's `xmlEncodeSpecialChars` writes it (`<`, `>`, `&`,
  /// `"` and CR as references, the text ending at a NUL), whether it is copied as it is (no
  /// byte an attribute escapes) or goes through libxml2, whichever byte it holds and where.
  @Test func writesTextAsLibxml2EncodesIt() {
    let references: [UInt8: String] = [
      UInt8(ascii: "<"): "&lt;", UInt8(ascii: ">"): "&gt;", UInt8(ascii: "&"): "&amp;",
      UInt8(ascii: "\""): "&quot;", 0x0D: "&#13;",
    ]
    for byte in UInt8.min...0x7F {
      for (before, after) in [("", ""), ("abcdefghij", "k"), ("a", "bcdefghijklmnop")] {
        let text = before + String(decoding: [byte], as: UTF8.self) + after
        let expected =
          byte == 0
          ? before
          : before + (references[byte] ?? String(decoding: [byte], as: UTF8.self)) + after
        var output = XMLOutput()
        output.start(XMLTag.removed)
        output.text(text)
        output.end(full: true)
        #expect(
          String(decoding: output.finish(), as: UTF8.self)
            == "<removed>\(expected)</removed>", "\(byte)")
      }
    }
  }

  private func expectWritten(_ text: [UInt8], as expected: String) {
    var output = XMLOutput()
    output.attribute("a", .string(String(decoding: text, as: UTF8.self)))
    #expect(
      String(decoding: output.finish(), as: UTF8.self) == " a=\"\(expected)\"",
      "\(text)")
  }

  /// An element longer than the room the output starts with (a title of 300,000 bytes) is
  /// written as it is: the output grows under it.
  @Test func writesAnElementLongerThanTheRoomEstimated() throws {
    let title = String(repeating: "ab", count: 150_000)
    let document = try Document.build { b in
      try b.view(ViewAttributes("UILabel", "0x1") { $0.title = title })
    }
    #expect(
      String(decoding: document.xmlData(), as: UTF8.self) == """
        <?xml version="1.0" encoding="UTF-8"?>
        <hierarchy format="1">
          <view class="UILabel" address="0x1" title="\(title)"/>
        </hierarchy>

        """)
  }

  /// Writes one element's start tag and its end the writer's way, and compares it with the
  /// names and the values' text put together, when no value has anything to escape.
  /// - Returns: 1 when the element was compared, 0 when one of its values needs escaping.
  private func expectTag<Model>(
    _ name: String, _ table: AttributeTable<Model>, _ tag: XMLTag, _ names: XMLAttributeNames,
    _ value: Model, _ fixture: Fixture
  ) throws -> Int {
    var expected = "<\(name)"
    var plain = true
    table.forEachKnownValue(of: value) { position, value in
      let text = value.text
      if text.utf8.contains(where: { $0 < 0x20 || Array("<>&\"".utf8).contains($0) }) {
        plain = false
      }
      expected += " \(table.names[position])=\"\(text)\""
    }
    guard plain else { return 0 }
    var output = XMLOutput()
    output.start(tag)
    table.forEachKnownValue(of: value) { output.attribute($0, of: names, $1) }
    output.end(full: false)
    let written = String(decoding: output.finish(), as: UTF8.self)
    #expect(written == expected + "/>", "\(fixture): \(name)")
    return 1
  }
}
