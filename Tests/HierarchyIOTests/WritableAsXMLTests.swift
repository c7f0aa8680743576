import Foundation
import HierarchyIO
import TestSupport
import Testing

/// Inspect never writes a dump it then refuses: what a reader accepts, the XML writer writes
/// and the XML reader reads back; what it could not write is refused when read, at its place.
struct WritableAsXMLTests {
  /// A view whose title is `count` times `unit` (JSON text), built as bytes: a debug build
  /// takes seconds to build such strings.
  func json(_ unit: String, count: Int, extra: String = "") -> Data {
    var data = Data(
      #"{"format": 1, "views": [{"class": "UIView", "address": "0x1", "title": ""#.utf8)
    let bytes = Array(unit.utf8)
    data.append(contentsOf: (0..<count * bytes.count).lazy.map { bytes[$0 % bytes.count] })
    return data + Data(#""\#(extra)}]}"#.utf8)
  }

  func xml(_ unit: UInt8, count: Int) -> Data {
    Data(#"<hierarchy format="1"><view class="UIView" address="0x1" title=""#.utf8)
      + Data(repeating: unit, count: count) + Data(#""/></hierarchy>"#.utf8)
  }

  func readJSON(_ data: Data) throws(ReadError) -> Document {
    var warnings: [ReadWarning] = []
    return try Document(data: data, source: "t.json", format: .json, warnings: &warnings)
  }

  func readsBack(_ hierarchy: Document) throws {
    let written = hierarchy.xmlData()
    #expect(try Document(xml: written, source: "written.xml").xmlData() == written)
  }

  /// 1,500,000 quotes are 9,000,000 bytes as `&quot;`: within libxml2's 10,000,000-byte tag.
  @Test func aLongTitleIsReadWhenItsTagFits() throws {
    let hierarchy = try readJSON(json(#"\""#, count: 1_500_000))
    try readsBack(hierarchy)
  }

  @Test func aTitleWhoseTagWouldPassLibxml2sLimitIsRefusedAtItsView() {
    let error = #expect(throws: ReadError.self) {
      try readJSON(json(#"\""#, count: 2_000_000))
    }
    #expect(
      error?.description
        == "t.json:1:25: error: view 'UIView' comes to 12000045 bytes of XML in one tag; libxml2 reads up to 10000000 without XML_PARSE_HUGE"
    )
  }

  @Test func aStringPastTenMillionBytesIsRefusedAtItsQuote() {
    let error = #expect(throws: ReadError.self) {
      try readJSON(json("a", count: 10_000_001))
    }
    #expect(
      error?.description
        == "t.json:1:72: error: a value of 10000001 bytes; a dump holds values up to 10000000 bytes, as libxml2 reads them without XML_PARSE_HUGE"
    )
  }

  /// `>` may stand in an XML attribute; the writer writes `&gt;`, four times as long.
  @Test func anXMLTitleTheWriterWouldMakeTooLongIsRefused() throws {
    try readsBack(try Document(xml: xml(UInt8(ascii: ">"), count: 2_000_000), source: "t.xml"))
    let error = #expect(throws: ReadError.self) {
      try Document(xml: xml(UInt8(ascii: ">"), count: 3_000_000), source: "t.xml")
    }
    #expect(error?.location.description == "t.xml:1:23")
  }

  @Test func libxml2sOwnLimitIsSaidPlainly() {
    let data = xml(UInt8(ascii: "a"), count: 10_000_001)
    let error = #expect(throws: ReadError.self) { try Document(xml: data, source: "t.xml") }
    #expect(
      error?.description
        == "t.xml:1:64: error: too long to read: libxml2 reads a tag or value of up to 10000000 bytes and a name of up to 50000 without XML_PARSE_HUGE, which inspect does not use (libxml2: 'AttValue length too long')"
    )
  }

  /// A prefix declared on an enclosing element, and unknown elements using it, are kept.
  @Test func unknownContentWithItsNamespacesReadsBack() throws {
    let text = """
      {"format": 1, "xmlns:a": "urn:a", "a:top": "1", "views": [{"class": "UIView", "address": "0x1",
       "a:mid": "2", "unknownElements": ["<a:note a:k=\\"v\\">x &amp; y</a:note>"],
       "subviews": [{"class": "UIView", "address": "0x2", "xmlns:b": "urn:b", "b:low": "3"}]}]}
      """
    let hierarchy = try readJSON(Data(text.utf8))
    try readsBack(hierarchy)
    #expect(String(decoding: hierarchy.xmlData(), as: UTF8.self).contains(#"<a:note a:k="v">"#))
  }

  @Test func aRepeatedKeyIsRefusedEvenInALargeObject() {
    let keys = (0..<100).map { #""k\#($0)": "\#($0)""# }.joined(separator: ", ")
    let error = #expect(throws: ReadError.self) {
      try readJSON(json("t", count: 1, extra: ", " + keys + #", "k64": "again""#))
    }
    #expect(error?.reason == .other("the key 'k64' is already in this object"))
  }
}
