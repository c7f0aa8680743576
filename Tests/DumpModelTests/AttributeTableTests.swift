import DumpModel
import Foundation
import HierarchyIO
import TestSupport
import Testing

/// `ViewAttributeTable` is the one list of `<view>`'s attributes: the model's fields, the XML
/// reader and writer, the JSON form and the RELAX NG schema each handle exactly its rows.
@Suite struct AttributeTableTests {
  /// A value of each attribute that is not its default, as the dump writes it.
  static func sample(_ attribute: ViewAttribute) -> String {
    switch attribute.kind {
    case .string:
      return ["class": "UIStackView"][attribute.name] ?? "text of \(attribute.name)"
    case .address: return "0x1"
    case .number: return "2.5"
    case .integer: return "7"
    case .bool: return attribute.defaultText == "YES" ? "NO" : "YES"
    case .rect: return "1 2; 3 4"
    case .numbers(let count): return (1...count).map(String.init).joined(separator: " ")
    case .choice(let values): return values.last!
    case .autoresizingMask: return "flexibleWidth|flexibleHeight"
    case .words: return "minX width"
    case .multiplier: return "2.5"
    case .positiveIntegers: return "1 4"
    }
  }

  static let everyAttributeXML: String = {
    let attributes = ViewAttributeTable.all.map { "\($0.name)=\"\(sample($0))\"" }
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <hierarchy format="1">
        <view \(attributes.joined(separator: " ")) later="kept"/>
      </hierarchy>

      """
  }()

  /// The names of the attributes on the `<view` line of an XML text, in order.
  static func viewAttributeNames(_ xml: String) -> [String] {
    guard let line = xml.split(separator: "\n").first(where: { $0.contains("<view ") }) else {
      return []
    }
    return line.split(separator: "\"").enumerated().compactMap { index, part in
      index % 2 == 0 && part.hasSuffix("=")
        ? String(part.dropLast().split(separator: " ").last ?? "") : nil
    }
  }

  @Test func everyFieldOfTheModelHasARow() {
    let fields = Mirror(reflecting: ViewAttributes(className: "V", address: "0x1")).children
      .compactMap(\.label)
      .filter { !["unknownAttributes", "unknownElements", "_location"].contains($0) }
      .map { $0 == "className" ? "class" : $0 }
    #expect(fields == ViewAttributeTable.names)
  }

  @Test func theXMLReaderAndWriterHandleExactlyTheTable() throws {
    let hierarchy = try Hierarchy(xml: Data(Self.everyAttributeXML.utf8), source: "all.xml")
    let view = try #require(hierarchy.views.first)
    // Every row was read as a known attribute, nothing else.
    #expect(view.unknownAttributes == [UnknownAttribute(name: "later", value: "kept")])
    for attribute in ViewAttributeTable.all {
      #expect(
        attribute.value(of: view.attributes)?.text == Self.sample(attribute), "\(attribute.name)")
    }
    let written = String(decoding: hierarchy.xmlData(), as: UTF8.self)
    #expect(Self.viewAttributeNames(written) == ViewAttributeTable.names + ["later"])
    #expect(written == Self.everyAttributeXML)
    // At their defaults, only the required ones are written.
    let plain = Hierarchy(views: [View(className: "UIView", address: "0x2")])
    #expect(
      Self.viewAttributeNames(String(decoding: plain.xmlData(), as: UTF8.self)) == [
        "class", "address",
      ])
  }

  @Test func theJSONFormHandlesExactlyTheTable() throws {
    let hierarchy = try Hierarchy(xml: Data(Self.everyAttributeXML.utf8), source: "all.xml")
    let json = String(decoding: hierarchy.jsonData(), as: UTF8.self)
    let keys = json.split(separator: "\n").compactMap { line -> String? in
      let trimmed = line.drop { $0 == " " }
      guard trimmed.hasPrefix("\""), let end = trimmed.dropFirst().firstIndex(of: "\"") else {
        return nil
      }
      return String(trimmed[trimmed.index(after: trimmed.startIndex)..<end])
    }
    let viewKeys = Array(keys.drop { $0 != "class" })
    #expect(viewKeys == ViewAttributeTable.names + ["later"])
    #expect(try Hierarchy(json: Data(json.utf8), source: "all.json") == hierarchy)
  }

  @Test func theSchemaHasExactlyTheTable() throws {
    let schema = HierarchySchema.relaxNG
    let start = try #require(schema.range(of: "<define name=\"view\">"))
    let end = try #require(schema.range(of: "</define>", range: start.upperBound..<schema.endIndex))
    let view = String(schema[start.upperBound..<end.lowerBound])
    let named = view.components(separatedBy: "<attribute name=\"").dropFirst()
      .map { String($0.prefix { $0 != "\"" }) }
    #expect(named == ViewAttributeTable.names)
    let excepted = view.components(separatedBy: "<name>").dropFirst()
      .map { String($0.prefix { $0 != "<" }) }
    #expect(excepted.prefix(ViewAttributeTable.names.count).elementsEqual(ViewAttributeTable.names))
    // The schema accepts what the writer writes with every attribute set.
    #expect(
      validateAgainstSchema(xml: Data(Self.everyAttributeXML.utf8), source: "all.xml").isEmpty)
  }

  /// Each attribute whose value has a shape is refused with a bad value, by the reader and
  /// by the schema alike.
  @Test func readerAndSchemaRefuseTheSameBadValues() {
    for attribute in ViewAttributeTable.all {
      switch attribute.kind {
      case .string, .address, .words: continue
      default: break
      }
      let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <hierarchy format="1">
          <view class="V" address="0x1" \(attribute.name == "class" || attribute.name == "address" ? "" : "\(attribute.name)=\"bogus\"")/>
        </hierarchy>
        """
      #expect(throws: ReadError.self, "\(attribute.name)") {
        try Hierarchy(xml: Data(xml.utf8), source: "bad.xml")
      }
      #expect(
        !validateAgainstSchema(xml: Data(xml.utf8), source: "bad.xml").isEmpty, "\(attribute.name)")
    }
  }
}
