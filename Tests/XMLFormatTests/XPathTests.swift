import Foundation
import TestSupport
import Testing
import XMLFormat

/// `XPath.evaluate` over docs/format.md's example, independent of the reader.
@Suite struct XPathTests {
  let xml = Data(SampleBar.xml.utf8)

  func nodes(_ expression: String) throws -> [XPathNode] {
    guard case .nodes(let nodes) = try XPath.evaluate(expression, overXML: xml, source: "nav.xml")
    else {
      Issue.record("\(expression) is not a node set")
      return []
    }
    return nodes
  }

  @Test func elementsCarryTheirAddressInDocumentOrder() throws {
    let found = try nodes("//view[@translatesAutoresizingMaskIntoConstraints='NO'] | //guide")
    #expect(found.map(\.name) == ["guide", "guide", "view", "view"])
    #expect(found.map(\.address) == ["0x1c01a1500", "0x1c01a1ce0", "0x113b5df90", "0x113bba900"])
    #expect(found.map(\.kind) == [.element, .element, .element, .element])
    #expect(found[2].nodePath == "")  // named by its address
    #expect(try nodes("/hierarchy").first?.nodePath == "/hierarchy")
    #expect(found[2].line == 9)  // libxml2: where the start tag ends
    #expect(found[2].holder == nil)
  }

  @Test func constraintsWithoutAddressKnowTheirHolderAndPosition() throws {
    let found = try nodes("//constraint[@relation='greaterThanOrEqual']")
    #expect(found.count == 1)
    #expect(found.first?.address == "0x600002139480")
    #expect(found.first?.holder == nil)
    let xml = """
      <hierarchy format="1"><view class="UIView" address="0x1">
        <constraint first="0x1" firstAttribute="width"/><guide address="0x2"/>
        <constraint first="0x1" firstAttribute="height"/>
      </view></hierarchy>
      """
    let value = try XPath.evaluate(
      "//constraint[@firstAttribute='height']/@first | //constraint[2]", overXML: Data(xml.utf8),
      source: "a.xml")
    guard case .nodes(let anonymous) = value else {
      Issue.record("not a node set")
      return
    }
    #expect(anonymous.map(\.kind) == [.element, .attribute])
    #expect(anonymous.map(\.holder) == ["0x1", "0x1"])
    #expect(anonymous.map(\.constraintPosition) == [1, 1])
    #expect(
      anonymous.map(\.nodePath) == [
        "/hierarchy/view/constraint[2]", "/hierarchy/view/constraint[2]/@first",
      ])
  }

  @Test func attributesCarryTheirValueAndTheirElementsAddress() throws {
    let found = try nodes("//view/@title")
    #expect(found.count == 1)
    #expect(found.first?.kind == .attribute)
    #expect(found.first?.name == "title")
    #expect(found.first?.value == " Back")
    #expect(found.first?.address == "0x10940abb0")
    #expect(found.first?.nodePath == "/hierarchy/view/view/view/view/view/@title")
  }

  @Test func namespaceNodesAreNamedNotRead() throws {
    let found = try nodes("/hierarchy/namespace::*")
    #expect(found.map(\.nodePath) == ["namespace::xml"])
    #expect(found.map(\.value) == ["http://www.w3.org/XML/1998/namespace"])
  }

  @Test func numbersStringsAndBooleans() throws {
    #expect(try XPath.evaluate("count(//view)", overXML: xml, source: "nav.xml") == .number(5))
    #expect(
      try XPath.evaluate("string((//view)[2]/@class)", overXML: xml, source: "nav.xml")
        == .string("_UINavigationBarContentView"))
    #expect(
      try XPath.evaluate("boolean(//patch)", overXML: xml, source: "nav.xml") == .boolean(false))
    #expect(try nodes("//patch").isEmpty)
  }

  @Test(arguments: [
    ("//view[", 8, "invalid expression"),
    ("//view[@class=]", 15, "invalid expression"),
    ("/view/foo(", 11, "invalid expression"),
    ("//view['a(' = nosuch ()]", 15, "unregistered function 'nosuch'"),
    ("//view[@x=$x]", 11, "undefined variable '$x' (inspect defines no variables)"),
    ("//view[name() = 'a' and text() and not(node())]", 0, ""),
  ])
  func errorsNameTheColumn(expression: String, column: Int, message: String) throws {
    if message.isEmpty {  // known functions and node tests are not reported
      #expect(throws: Never.self) { try XPath.evaluate(expression, overXML: xml, source: "a") }
      return
    }
    let error = try #require(throws: XPathError.self) {
      try XPath.evaluate(expression, overXML: xml, source: "nav.xml")
    }
    #expect(error.message == message)
    #expect(error.column == column)
    #expect(error.description.hasPrefix("<query>:1:\(column): error: invalid XPath expression: "))
    let caret = String(repeating: " ", count: column - 1) + "^"
    #expect(error.description.hasSuffix("\n" + expression + "\n" + caret))
  }

  @Test func deepDumpsAreSearchedAsDeepAsTheReaderReads() throws {
    var xml = "<hierarchy format=\"1\">"
    for level in 0..<900 { xml += "<view class=\"UIView\" address=\"0x\(level)\">" }
    xml += String(repeating: "</view>", count: 900) + "</hierarchy>"
    let value = try XPath.evaluate("count(//view)", overXML: Data(xml.utf8), source: "deep.xml")
    #expect(value == .number(900))
  }

  @Test func malformedDocumentIsAReadError() throws {
    let error = try #require(throws: ReadError.self) {
      try XPath.evaluate("//view", overXML: Data("<hierarchy>\n<view>".utf8), source: "bad.xml")
    }
    #expect(error.location.file == "bad.xml")
    #expect(error.location.line == 2)
  }

  @Test func doctypeIsRefusedAndNoEntityExpanded() throws {
    let xml = """
      <?xml version="1.0"?>
      <!DOCTYPE hierarchy [<!ENTITY x "expanded">]>
      <hierarchy format="1"><view class="&x;" address="0x1"/></hierarchy>
      """
    let error = try #require(throws: ReadError.self) {
      try XPath.evaluate("//view/@class", overXML: Data(xml.utf8), source: "evil.xml")
    }
    #expect(error.reason == .doctypeNotAllowed)
  }
}
