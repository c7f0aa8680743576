import Foundation
import HierarchyIO
import TestSupport
import Testing

/// The format's elements are in no namespace, for the reader as for the schema; and an
/// element holds at most `ReadLimits.attributes` attributes, in every format.
struct NamespaceAndAttributeLimitTests {
  func read(_ text: String, _ format: InputFormat, source: String = "t") throws(ReadError)
    -> Document
  {
    var warnings: [ReadWarning] = []
    return try Document(data: Data(text.utf8), source: source, format: format, warnings: &warnings)
  }

  func error(_ text: String, _ format: InputFormat, source: String = "t") -> String? {
    do {
      _ = try read(text, format, source: source)
      return nil
    } catch {
      return error.description
    }
  }

  /// The probe's namespace-foreign-view.xml: a `view` in a default namespace is unknown
  /// content of its parent (as the schema has it), a prefixed one too; both are kept.
  @Test func aViewInANamespaceIsUnknownContent() throws {
    let xml = """
      <?xml version="1.0"?>
      <hierarchy format="1"><view class="UIView" address="0x1" xmlns:p="urn:p"><p:view class="UIButton" address="0x2"/><view xmlns="urn:q" class="UIButton" address="0x3"/><view xmlns="" class="UILabel" address="0x4"/></view></hierarchy>
      """
    let document = try read(xml, .xml)
    #expect(document.viewCount == 2)
    let root = try #require(document.roots.first)
    #expect(document[root].unknownElements.map(\.name) == ["p:view", "view"])
    #expect(document.subviews(of: root).map { document[$0].className } == ["UILabel"])
    #expect(validateAgainstSchema(xml: Data(xml.utf8), source: "t").isEmpty)
    let written = document.xmlData()
    #expect(try Document(xml: written, source: "w").xmlData() == written)
  }

  @Test func aRootInANamespaceIsRefused() {
    let xml =
      #"<hierarchy xmlns="urn:evil" format="1"><view class="UIView" address="0x1"/></hierarchy>"#
    #expect(
      error(xml, .xml, source: "ns.xml")
        == "ns.xml:1:1: error: the root element 'hierarchy' is in the namespace 'urn:evil'; a dump's elements are in no namespace"
    )
  }

  /// A JSON key `xmlns` would put its element in a namespace when written as XML.
  @Test func aDefaultNamespaceKeyIsRefusedInJSON() throws {
    let view = #"{"format": 1, "views": [{"class": "UIView", "address": "0x1", "xmlns": "#
    #expect(
      error(view + #""urn:q"}]}"#, .json, source: "ns.json")
        == "ns.json:1:25: error: view 'UIView' cannot be written as XML: it would be in the namespace 'urn:q', and a dump's elements are in none"
    )
    #expect(
      error(
        #"{"format": 1, "xmlns": "urn:q", "views": [{"class": "V", "address": "0x1"}]}"#, .json,
        source: "h.json")
        == "h.json:1:1: error: hierarchy cannot be written as XML: it would be in the namespace 'urn:q', and a dump's elements are in none"
    )
    // `xmlns=""` puts it in none.
    _ = try read(view + "\"\"}]}", .json)
  }

  func xmlView(attributes count: Int) -> String {
    #"<hierarchy format="1"><view class="V" address="0x1""#
      + (0..<count - 2).map { " a\($0)=\"x\"" }.joined() + "/></hierarchy>"
  }

  func jsonView(keys count: Int) -> String {
    #"{"format": 1, "views": [{"class": "V", "address": "0x1""#
      + (0..<count - 2).map { #", "a\#($0)": "x""# }.joined() + "}]}"
  }

  @Test func anElementHoldsAThousandAttributes() throws {
    #expect(try read(xmlView(attributes: 1000), .xml).viewCount == 1)
    #expect(
      error(xmlView(attributes: 1001), .xml, source: "m.xml")
        == "m.xml:1:23: error: the element 'view' has 1001 attributes; an element of a dump holds at most 1000 attributes"
    )
    let valid = xmlView(attributes: 1000)
    #expect(validateAgainstSchema(xml: Data(valid.utf8), source: "m.xml").isEmpty)
    #expect(
      validateAgainstSchema(xml: Data(xmlView(attributes: 1001).utf8), source: "m.xml").map(
        \.description)
        == [
          "m.xml:1:23: error: the element 'view' has 1001 attributes; an element of a dump holds at most 1000 attributes"
        ])
  }

  /// Quotes in comments, CDATA and processing instructions, and `>` in values, are not
  /// attributes.
  @Test func onlyAStartTagsQuotedValuesCount() throws {
    let quotes = String(repeating: "\"' ", count: 2000)
    let xml = """
      <?xml version="1.0"?><?pi \(quotes)?><!-- \(quotes) --><hierarchy format="1"><view class="V" address="0x1" title="a > b"><x><![CDATA[\(quotes)]]></x></view></hierarchy>
      """
    #expect(try read(xml, .xml).viewCount == 1)
  }

  @Test func aJSONObjectHoldsAThousandKeys() throws {
    #expect(try read(jsonView(keys: 1000), .json).viewCount == 1)
    #expect(
      error(jsonView(keys: 1001), .json, source: "k.json")
        == "k.json:1:25: error: the object has 1001 keys; an element of a dump holds at most 1000 attributes"
    )
  }
}
