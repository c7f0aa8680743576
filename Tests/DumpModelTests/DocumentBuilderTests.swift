import DumpModel
import TestSupport
import Testing

/// The streaming builder: views opened and closed, guides and constraints added to the open
/// view, references to addresses that come later resolved at the end.
@Suite struct DocumentBuilderTests {
  static func at(_ line: Int, _ column: Int = 3) -> DumpModel.SourceLocation {
    DumpModel.SourceLocation(file: "nav.xml", line: line, column: column)
  }

  static func view(_ className: String, _ address: String, line: Int) -> ViewAttributes {
    var attributes = ViewAttributes(className: className, address: address)
    attributes.location = at(line)
    return attributes
  }

  @Test func buildsATreeAndResolvesForwardReferences() throws {
    var builder = DocumentBuilder(expectedViews: 4)
    builder.metadata.os = "11.0"
    let bar = try builder.openView(Self.view("UINavigationBar", "0x1", line: 2))
    // A constraint naming a view and a guide that come later.
    try builder.addConstraint(LayoutConstraint(first: "0x3", .leading, second: "0x9", .leading))
    let content = try builder.openView(Self.view("_UINavigationBarContentView", "0x2", line: 3))
    let guide = try builder.addGuide(LayoutGuide(address: "0x9", identifier: "LeadingBarGuide"))
    try builder.closeView()
    let stack = try builder.openView(Self.view("_UIButtonBarStackView", "0x3", line: 5))
    try builder.closeView()
    try builder.closeView()
    #expect(builder.depth == 0)
    let document = try builder.finish()
    #expect(document.metadata.os == "11.0")
    #expect(document.roots == [bar])
    #expect(document.subviews(of: bar) == [content, stack])
    #expect(document.guides(of: content) == [guide])
    let constraint = try #require(document.constraints(heldBy: bar).first)
    #expect(document[constraint].first == .view(stack))
    #expect(document[constraint].second == .guide(guide))
    #expect(document.constraints(touching: .guide(guide)) == [constraint])
    #expect(document.preorder == [bar, content, stack])
  }

  @Test func anUnknownReferenceIsReportedAtItsConstraint() throws {
    var builder = DocumentBuilder()
    try builder.openView(Self.view("UIView", "0x1", line: 2))
    var constraint = LayoutConstraint(first: "0x1", .width, second: "0x5", .width)
    constraint.location = Self.at(3, 5)
    try builder.addConstraint(constraint)
    try builder.closeView()
    #expect(
      throws: DocumentError(
        .unknownReference(address: "0x5", attribute: "second"), at: Self.at(3, 5))
    ) { try builder.finish() }
    let message = DocumentError(
      .unknownReference(address: "0x5", attribute: "second"), at: Self.at(3, 5)
    ).description
    #expect(
      message
        == "nav.xml:3:5: error: constraint attribute 'second' refers to '0x5', which is not in the document"
    )
  }

  @Test func aDuplicateAddressNamesWhereTheFirstWas() throws {
    var builder = DocumentBuilder()
    try builder.openView(Self.view("UIView", "0x1", line: 2))
    #expect(
      throws: DocumentError(.duplicateAddress("0x1", firstSeen: Self.at(2)), at: Self.at(4))
    ) { try builder.openView(Self.view("UILabel", "0x1", line: 4)) }
  }

  @Test func nothingOutsideAView() {
    var builder = DocumentBuilder()
    #expect(throws: DocumentError(.noOpenView("a guide"), at: nil)) {
      try builder.addGuide(LayoutGuide(address: "0x9"))
    }
    #expect(throws: DocumentError(.noOpenView("a constraint"), at: nil)) {
      try builder.addConstraint(LayoutConstraint(first: "0x1", .width))
    }
    #expect(throws: DocumentError(.noOpenView("a view closed"), at: nil)) {
      try builder.closeView()
    }
  }

  @Test func unknownElementsGoToTheOpenViewOrTheRoot() throws {
    var builder = DocumentBuilder()
    try builder.addUnknownElement(UnknownElement(name: "note", xml: "<note/>"))
    let view = try builder.openView(ViewAttributes(className: "UIView", address: "0x1"))
    try builder.addUnknownElement(UnknownElement(name: "extra", xml: "<extra/>"))
    let document = try builder.finish()
    #expect(document.metadata.unknownElements.map(\.name) == ["note"])
    #expect(document[view].unknownElements.map(\.name) == ["extra"])
  }

  /// The format's deepest tree, 1,000 views (a tree of values deeper than that is refused by the
  /// readers: releasing it recurses).
  @Test func aDeepTreeNeedsNoRecursion() throws {
    var builder = DocumentBuilder()
    for level in 0..<1_000 {
      try builder.openView(ViewAttributes(className: "UIView", address: "v\(level)"))
    }
    let document = try builder.finish()
    #expect(document.preorder.count == 1_000)
    let last = try #require(document.view(at: "v999"))
    #expect(document.depth(of: last) == 999)
    #expect(try Document(document.hierarchy).viewCount == 1_000)
  }
}

/// The address index through many additions and renames (its deletions move entries back
/// within their run): every address finds its item, no old address finds anything.
@Suite struct AddressIndexTests {
  @Test func survivesManyRenames() throws {
    var random = SeededGenerator(seed: 99)
    var document = Document()
    var expected: [String: ViewID] = [:]
    for index in 0..<3_000 {
      let address = "0x\(String(index * 0x1a0, radix: 16))"
      expected[address] = try document.addView(
        ViewAttributes(className: "UIView", address: address), under: nil)
    }
    var current = expected.keys.sorted()
    var retired: [String] = []
    for step in 0..<6_000 {
      let position = Int.random(in: 0..<current.count, using: &random)
      let old = current[position]
      let new = "r\(step)"
      let id = expected.removeValue(forKey: old)!
      try document.updateView(id) { $0.address = new }
      expected[new] = id
      current[position] = new
      retired.append(old)
    }
    for (address, id) in expected { #expect(document.view(at: address) == id, "\(address)") }
    for address in retired where expected[address] == nil {
      #expect(document.item(at: address) == nil, "\(address)")
    }
  }
}
