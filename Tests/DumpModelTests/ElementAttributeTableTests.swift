import DumpModel
import Foundation
import HierarchyIO
import TestSupport
import Testing

/// The tables of `<hierarchy>`, `<guide>`, `<constraint>` and `<patch>` are, like the view's,
/// the one list of each element's attributes: every field of the model has a row, and the XML
/// reader and writer, the JSON form and the RELAX NG schema each handle exactly the rows,
/// every key of the JSON with the one type its kind gives.
@Suite struct ElementAttributeTableTests {
  /// A value of each attribute that is not its default, as the dump writes it.
  static func sample<Model>(_ attribute: AttributeRow<Model>) -> String {
    let named = [
      "relation": "lessThanOrEqual", "firstAttribute": "width", "secondAttribute": "height",
      "direction": "rightToLeft", "first": "0xA", "second": "0xB",
    ]
    if let value = named[attribute.name] { return value }
    switch attribute.kind {
    case .string: return "text of \(attribute.name)"
    case .address: return "0x1"
    case .number, .multiplier: return "2.5"
    case .integer: return "7"
    case .bool: return attribute.defaultText == "YES" ? "NO" : "YES"
    case .rect: return "1 2; 3 4"
    case .numbers(let count): return (1...count).map(String.init).joined(separator: " ")
    case .choice(let values): return values.last!
    case .autoresizingMask: return "flexibleWidth|flexibleHeight"
    case .words: return "minX width"
    case .positiveIntegers: return "1 4"
    }
  }

  static func attributes<Model>(_ table: AttributeTable<Model>) -> String {
    (table.all.map { "\($0.name)=\"\(sample($0))\"" } + ["later=\"kept\""])
      .joined(separator: " ")
  }

  static let everyAttributeXML = """
    <?xml version="1.0" encoding="UTF-8"?>
    <hierarchy format="1" \(attributes(HierarchyAttributeTable.table))>
      <patch \(attributes(PatchAttributeTable.table))/>
      <view class="V" address="0xA">
        <guide \(attributes(GuideAttributeTable.table))/>
        <view class="V" address="0xB"/>
        <constraint \(attributes(ConstraintAttributeTable.table))/>
      </view>
    </hierarchy>

    """

  /// A model's fields, by the names the dump gives them, but those no attribute holds.
  static func fields(of value: Any, besides structure: [String]) -> [String] {
    Mirror(reflecting: value).children.compactMap(\.label)
      .filter { !(structure + ["unknownAttributes", "unknownElements", "_location"]).contains($0) }
      .map { $0 == "className" ? "class" : $0 }
  }

  @Test func everyFieldOfTheModelHasARow() {
    #expect(
      Self.fields(of: DumpMetadata(), besides: ["format", "patches"])
        == HierarchyAttributeTable.table.names)
    #expect(
      Self.fields(of: LayoutGuide(address: "0x1"), besides: []) == GuideAttributeTable.table.names)
    #expect(
      Self.fields(of: LayoutConstraint(first: "0x1", .width), besides: [])
        == ConstraintAttributeTable.table.names)
    #expect(
      Self.fields(of: PatchRecord(name: "pin", options: []), besides: ["options", "changes"])
        == PatchAttributeTable.table.names)
  }

  @Test func theXMLReaderAndWriterHandleExactlyTheTables() throws {
    let document = try Document(xml: Data(Self.everyAttributeXML.utf8), source: "all.xml")
    #expect(document.metadata.unknownAttributes == [UnknownAttribute(name: "later", value: "kept")])
    let root = try #require(document.roots.first)
    let guide = document[try #require(document.guides(of: root).first)]
    let constraint = document.addressedConstraint(
      try #require(document.constraints(heldBy: root).first))
    let patch = try #require(document.metadata.patches.first)
    #expect(!HierarchyAttributeTable.table.all.contains { $0.value(of: document.metadata) == nil })
    #expect(!GuideAttributeTable.table.all.contains { $0.value(of: guide) == nil })
    #expect(!ConstraintAttributeTable.table.all.contains { $0.value(of: constraint) == nil })
    #expect(!PatchAttributeTable.table.all.contains { $0.value(of: patch) == nil })
    #expect(guide.unknownAttributes.map(\.name) == ["later"])
    #expect(constraint.unknownAttributes.map(\.name) == ["later"])
    #expect(patch.options.map(\.name) == ["later"])
    #expect(String(decoding: document.xmlData(), as: UTF8.self) == Self.everyAttributeXML)
  }

  /// What a document writes of its items in place (`Document.forEachKnownValue(of:_:)`, the
  /// XML writer's path) is what the tables write of them: a constraint's items by address,
  /// every attribute set or none.
  @Test func aDocumentWritesItsItemsAsTheTablesDo() throws {
    let plain =
      #"<hierarchy format="1"><view class="V" address="0xA">"#
      + #"<constraint first="0xA" firstAttribute="width"/></view></hierarchy>"#
    for xml in [Self.everyAttributeXML, plain] {
      let document = try Document(xml: Data(xml.utf8), source: "all.xml")
      let root = try #require(document.roots.first)
      func written(_ each: ((Int, AttributeValue) -> Void) -> Void) -> [AttributeValue?] {
        var values: [AttributeValue?] = []
        each { position, value in
          values += Array(repeating: nil, count: position - values.count) + [value]
        }
        return values
      }
      func expected<Model>(_ table: AttributeTable<Model>, _ model: Model) -> [AttributeValue?] {
        let values = table.all.map { $0.value(of: model) }
        return Array(values[..<((values.lastIndex { $0 != nil } ?? -1) + 1)])
      }
      for view in [root] + document.subviews(of: root) {
        #expect(
          written { document.forEachKnownValue(of: view, $0) }
            == expected(ViewAttributeTable.table, document[view]))
      }
      for guide in document.guides(of: root) {
        #expect(
          written { document.forEachKnownValue(of: guide, $0) }
            == expected(GuideAttributeTable.table, document[guide]))
      }
      for id in document.constraints(heldBy: root) {
        #expect(
          written { document.forEachKnownValue(of: id, $0) }
            == expected(ConstraintAttributeTable.table, document.addressedConstraint(id)))
      }
    }
  }

  /// Every key of the JSON has the one type its kind gives, whatever the value.
  @Test func theJSONFormIsTypedByTheTables() throws {
    let document = try Document(xml: Data(Self.everyAttributeXML.utf8), source: "all.xml")
    let json = document.jsonData()
    let object = try JSONDecoder().decode([String: JSONValue].self, from: json)
    let patch = try #require(object["patches"]?.objects.first)
    let view = try #require(object["views"]?.objects.first)
    let guide = try #require(view["guides"]?.objects.first)
    let constraint = try #require(view["constraints"]?.objects.first)
    func check<Model>(_ table: AttributeTable<Model>, _ members: [String: JSONValue]) {
      for attribute in table.all {
        let value = members[attribute.name]
        let typed: Bool
        switch (attribute.kind, value) {
        case (.string, .string?), (.address, .string?), (.choice, .string?),
          (.autoresizingMask, .string?), (.number, .number?), (.integer, .number?),
          (.multiplier, .number?), (.bool, .bool?):
          typed = true
        case (.rect, .array(let items)?), (.numbers, .array(let items)?),
          (.positiveIntegers, .array(let items)?):
          typed = items.allSatisfy { if case .number = $0 { true } else { false } }
        case (.words, .array(let items)?):
          typed = items.allSatisfy { if case .string = $0 { true } else { false } }
        default: typed = false
        }
        #expect(typed, "\(table.element) \(attribute.name): \(String(describing: value))")
      }
    }
    check(HierarchyAttributeTable.table, object)
    check(PatchAttributeTable.table, patch)
    check(GuideAttributeTable.table, guide)
    check(ConstraintAttributeTable.table, constraint)
    #expect(guide["ambiguous"] == .array([.string("minX"), .string("width")]))
    #expect(try Document(json: json, source: "all.json").hierarchy == document.hierarchy)
    // The JSON form's first `ambiguous`, a string, is still read.
    let old = String(decoding: json, as: UTF8.self).replacingOccurrences(
      of: #"["minX", "width"]"#, with: #""minX width""#)
    #expect(try Document(json: Data(old.utf8), source: "old.json").hierarchy == document.hierarchy)
  }

  @Test func theSchemaHasExactlyTheTables() throws {
    let schema = HierarchySchema.relaxNG
    func named(_ define: String) throws -> Set<String> {
      let start = try #require(schema.range(of: define))
      let end = try #require(
        schema.range(of: "</define>", range: start.upperBound..<schema.endIndex))
      return Set(
        schema[start.upperBound..<end.lowerBound].components(separatedBy: "<attribute name=\"")
          .dropFirst().map { String($0.prefix { $0 != "\"" }) })
    }
    #expect(try named("<define name=\"guide\">") == Set(GuideAttributeTable.table.names))
    #expect(try named("<define name=\"constraint\">") == Set(ConstraintAttributeTable.table.names))
    #expect(
      try named("<define name=\"patch\">")
        == Set(PatchAttributeTable.table.names + ["address"]))  // <added address>
    #expect(
      validateAgainstSchema(xml: Data(Self.everyAttributeXML.utf8), source: "all.xml").isEmpty)
  }

  /// Each attribute whose value has a shape is refused with a bad value, by the reader and the
  /// schema alike.
  @Test func readerAndSchemaRefuseTheSameBadValues() {
    /// `attribute="bogus"` with the other attributes the element needs.
    func refused<Model>(
      _ table: AttributeTable<Model>, needs: KeyValuePairs<String, String>,
      _ document: (String) -> String
    ) {
      for attribute in table.all {
        switch attribute.kind {
        case .string, .address, .words: continue
        default: break
        }
        let others = needs.filter { $0.key != attribute.name }.map { "\($0.key)=\"\($0.value)\"" }
        let xml = document((others + ["\(attribute.name)=\"bogus\""]).joined(separator: " "))
        #expect(throws: ReadError.self, "\(table.element) \(attribute.name)") {
          try Document(xml: Data(xml.utf8), source: "bad.xml")
        }
        #expect(
          !validateAgainstSchema(xml: Data(xml.utf8), source: "bad.xml").isEmpty,
          "\(table.element) \(attribute.name)")
      }
    }
    let view = #"<view class="V" address="0xA"/>"#
    refused(HierarchyAttributeTable.table, needs: ["format": "1"]) {
      "<hierarchy \($0)>\(view)</hierarchy>"
    }
    refused(GuideAttributeTable.table, needs: ["address": "g"]) {
      #"<hierarchy format="1"><view class="V" address="0xA"><guide \#($0)/></view></hierarchy>"#
    }
    refused(
      ConstraintAttributeTable.table,
      needs: [
        "first": "0xA", "firstAttribute": "width", "second": "0xA", "secondAttribute": "width",
      ]
    ) {
      #"<hierarchy format="1"><view class="V" address="0xA"><constraint \#($0)/></view></hierarchy>"#
    }
  }
}
