import Foundation
import HierarchyIO
import TestSupport
import Testing

/// A small dump with a non-ASCII title and a bad frame on line 3, for locations.
private let dump = """
  <?xml version="1.0" encoding="ENCODING"?>
  <hierarchy format="1">
    <view class="UILabel" address="0x1" title="Café ✓" frame="a"/>
  </hierarchy>

  """

/// `dump` in an encoding; Latin-1 writes the check mark as `&#x2713;` (the same character).
private func encoded(_ name: String, _ encoding: String.Encoding, bom: [UInt8] = []) -> Data {
  var text = dump.replacingOccurrences(of: "ENCODING", with: name)
  if encoding == .isoLatin1 { text = text.replacingOccurrences(of: "✓", with: "&#x2713;") }
  return Data(bom) + text.data(using: encoding)!
}

/// What the reader, the reader by format and `validate` say of `data`: their first errors.
private func xmlErrors(_ data: Data) -> [String] {
  var warnings: [ReadWarning] = []
  var errors: [String] = []
  do { _ = try Document(xml: data, source: "nav.xml") } catch { errors.append(error.description) }
  do { _ = try Document(data: data, source: "nav.xml", warnings: &warnings) } catch {
    errors.append(error.description)
  }
  errors += validateAgainstSchema(xml: data, source: "nav.xml").map(\.description).prefix(1)
  return errors
}

struct TextEncodingTests {
  /// The frame's column is 54 (two spaces, `<view `, three attributes); Latin-1 writes the
  /// check mark as `&#x2713;`, 7 characters more.
  @Test(arguments: [
    ("UTF-8", encoded("UTF-8", .utf8), 54),
    ("UTF-8 with a byte order mark", encoded("UTF-8", .utf8, bom: [0xEF, 0xBB, 0xBF]), 54),
    (
      "UTF-16LE with a byte order mark", encoded("UTF-16", .utf16LittleEndian, bom: [0xFF, 0xFE]),
      54
    ),
    ("UTF-16BE with a byte order mark", encoded("UTF-16", .utf16BigEndian, bom: [0xFE, 0xFF]), 54),
    ("UTF-16BE without one", encoded("UTF-16", .utf16BigEndian), 54),
    ("UTF-16LE without one", encoded("UTF-16", .utf16LittleEndian), 54),
    (
      "UTF-32LE with a byte order mark",
      encoded("UTF-32", .utf32LittleEndian, bom: [0xFF, 0xFE, 0, 0]), 54
    ),
    ("ISO-8859-1", encoded("ISO-8859-1", .isoLatin1), 61),
  ])
  func everyEncodingIsReadAndLocatesTheSameError(_ name: String, _ data: Data, _ column: Int) {
    #expect(InputFormat.detect(data) == .xml, "\(name)")
    let reader =
      "nav.xml:3:\(column): error: view 'UILabel' attribute 'frame' has the value 'a'; expected 'x y; width height'"
    let schema = "nav.xml:3:\(column): error: invalid attribute frame for element view"
    #expect(xmlErrors(data) == [reader, reader, schema], "\(name)")
  }

  @Test func aLatin1TitleReadsAsTheUTF8One() throws {
    let fixed = dump.replacingOccurrences(of: #"frame="a""#, with: #"frame="0 0; 1 1""#)
    let latin1 = encoded("ISO-8859-1", .isoLatin1).replacing(
      Data(#"frame="a""#.utf8), with: Data(#"frame="0 0; 1 1""#.utf8))
    let utf8 = Data(fixed.replacingOccurrences(of: "ENCODING", with: "UTF-8").utf8)
    let fromLatin1 = try Document(xml: latin1, source: "nav.xml")
    #expect(fromLatin1.rootViews.first?.title == "Café ✓")
    #expect(fromLatin1.xmlData() == (try Document(xml: utf8, source: "nav.xml")).xmlData())
  }

  @Test func anUnknownEncodingIsNamedAtTheDeclaration() {
    let data = Data(#"<?xml version="1.0" encoding="X-NONE"?><hierarchy format="1"/>"#.utf8)
    #expect(
      xmlErrors(data)
        == Array(
          repeating:
            "nav.xml:1:31: error: the XML declaration names the encoding 'X-NONE', which libxml2 cannot read",
          count: 3))
  }

  @Test func bytesNotInTheEncodingAreLocated() {
    var data = Data(#"<?xml version="1.0" encoding="US-ASCII"?>"#.utf8)
    data += Data("\n<hierarchy format=\"1\">\n  <view class=\"é\"".utf8)
    let message =
      "nav.xml:3:16: error: the bytes 0xC3 0xA9 0x22 are not US-ASCII (the encoding the XML declaration gives)"
    #expect(xmlErrors(data) == Array(repeating: message, count: 3))
    // In the middle of a longer document, and in a decoder that says so itself (UTF-16).
    let long = data + Data(repeating: UInt8(ascii: " "), count: 200_000)
    #expect(xmlErrors(long).first == message.replacingOccurrences(of: "0x22", with: "0x22 0x20"))
    var utf16 =
      Data([0xFF, 0xFE]) + "<hierarchy format=\"1\">\n  <".data(using: .utf16LittleEndian)!
    utf16 += Data([0x00, 0xD8]) + Data(repeating: 0x20, count: 200_000)
    #expect(
      xmlErrors(utf16).first
        == "nav.xml:2:4: error: the bytes 0x00 0xD8 0x20 0x20 are not UTF-16LE (the encoding its byte order mark gives)"
    )
  }

  @Test func aUTF16DocumentCutInACharacterIsLocated() {
    let data = Data([0xFF, 0xFE]) + "<h".data(using: .utf16LittleEndian)!.dropLast()
    #expect(
      xmlErrors(Data(data)).first
        == "nav.xml:1:2: error: the input ends inside a UTF-16LE character (the encoding its byte order mark gives)"
    )
  }

  @Test func jsonAndConsoleTextInUTF16AreReadToo() throws {
    var warnings: [ReadWarning] = []
    let json =
      Data([0xFF, 0xFE]) + #"{"format": 1, "views": [{"class": "UIView", "address": "0x1"}]}"#
      .data(using: .utf16LittleEndian)!
    #expect(InputFormat.detect(json) == .json)
    let fromJSON = try Document(data: json, source: "nav.json", warnings: &warnings)
    #expect(fromJSON.rootViews.first?.address == "0x1")
    let text =
      Data([0xFE, 0xFF]) + "<UIView: 0x1; frame = (0 0; 10 20)>\n".data(using: .utf16BigEndian)!
    #expect(InputFormat.detect(text) == .lldb)
    let fromText = try Document(data: text, source: "nav.txt", warnings: &warnings)
    #expect(fromText.rootViews.first?.frame?.width == 10)
    #expect(warnings.isEmpty)
  }

  @Test func contentAfterTheRootIsAnError() {
    let root = #"<hierarchy format="1"><view class="UIView" address="0x1"/></hierarchy>"#
    #expect(
      xmlErrors(Data((root + "\n\0<extra/>").utf8)).prefix(2) == [
        "nav.xml:2:1: error: content after the root element",
        "nav.xml:2:1: error: content after the root element",
      ])
    #expect(
      xmlErrors(Data((root + "\n<extra/>").utf8))
        == Array(
          repeating: "nav.xml:2:1: error: malformed XML: Extra content at the end of the document",
          count: 3))
    #expect(xmlErrors(Data((root + "\n<!-- a comment -->\n").utf8)).isEmpty)
  }

  /// A warning of libxml2 (an unknown XML version) does not stop `validate`'s parse.
  @Test func aLibxml2WarningIsNotAnError() {
    let data = Data(
      #"<?xml version="1."?><hierarchy format="1"><view class="UIView" address="0x1"/></hierarchy>"#
        .utf8)
    #expect(xmlErrors(data).isEmpty)
  }
}
