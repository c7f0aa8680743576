import DumpModel
import HierarchyIO
import Patcher
import TestSupport
import Testing

/// The diff of two dumps read from two files: items matched by address.
func diff(before: Document, after: Document) throws -> DocumentDiff {
  DocumentDiff(before: before, after: after)
}

extension Document {
  /// The view at `address` (the tests name views that exist).
  func id(_ address: String) -> ViewID { view(at: address)! }
}

@Suite struct DocumentDiffTests {
  func sample() throws -> Document {
    try bar(
      guides: [
        LayoutGuide(
          address: "0xg1", identifier: "LeadingBarGuide(0xA)",
          frame: Rect(x: 16, y: 0, width: 44, height: 44))
      ],
      constraints: [
        LayoutConstraint(address: "0xk1", first: "0xs1", .leading, second: "0xg1", .leading),
        LayoutConstraint(first: "0xs1", .top, second: "0xc0", .top),
      ]
    ) { b in try b.stack("0xs1", x: 16, width: 44) }
  }

  @Test func identicalDumpsHaveNoDifference() throws {
    let diff = try diff(before: sample(), after: sample())
    #expect(diff.isEmpty)
    #expect(diff.text(before: "a", after: "b") == "")
  }

  @Test func framesConstraintsAndAttributes() throws {
    var after = try sample()
    after.setFrame(Rect(x: 0, y: 0, width: 44, height: 44), of: .view(after.id("0xs1")))
    let content = after.id("0xc0")
    try after.updateView(content) { $0.margins = Insets(top: 0, left: 0, bottom: 0, right: 0) }
    // Same address, other constant: removed and added. No address: matched by content.
    after.updateConstraint(after.constraints(heldBy: content)[0]) { $0.constant = -16 }
    after.addConstraint(
      LayoutConstraint(address: "patch:pin:1", first: "0xs1", .leading, second: "0xc0", .leading)
        .mapItems { after.item(at: $0)! }, to: content)
    let diff = try diff(before: sample(), after: after)
    #expect(diff.moved.map(\.address) == ["0xs1"])
    #expect(diff.moved.first?.before == Rect(x: 16, y: 0, width: 44, height: 44))
    #expect(diff.removed.map(\.address) == ["0xk1"])
    #expect(diff.added.map(\.address) == ["0xk1", "patch:pin:1"])
    #expect(diff.attributes.map(\.attribute) == ["margins"])
    #expect(
      diff.text(before: "a.xml", after: "b.xml") == """
        --- a.xml
        +++ b.xml
        moved    _UIButtonBarStackView:0xs1: (16 0; 44 44) → (0 0; 44 44)
        changed  _UINavigationBarContentView:0xc0 margins: (none) → 0 0 0 0
        removed  _UIButtonBarStackView:0xs1.leading == \
        UILayoutGuide:0xg1'LeadingBarGuide(0xA)'.leading   (0xk1)
        added    _UIButtonBarStackView:0xs1.leading == \
        UILayoutGuide:0xg1'LeadingBarGuide(0xA)'.leading - 16   (0xk1)
        added    _UIButtonBarStackView:0xs1.leading == \
        _UINavigationBarContentView:0xc0.leading   (patch:pin:1)
        1 frame moved, 1 constraint removed, 2 added, 1 attribute changed

        """)
  }

  @Test func constraintsWithoutAddressAreMatchedAsAMultiset() throws {
    var after = try sample()
    let content = after.id("0xc0")
    after.addConstraint(after[after.constraints(heldBy: content)[1]], to: content)
    let diff = try diff(before: sample(), after: after)
    #expect(diff.removed.isEmpty)
    #expect(diff.added.count == 1)
    #expect(diff.added.first?.address == nil)
  }

  @Test func aRecordedFrameAndItsSolvedValueAreTheSame() throws {
    var before = try sample()
    before.setFrame(Rect(x: 16, y: 0, width: 44.33333, height: 44), of: .view(before.id("0xs1")))
    var after = try sample()
    after.setFrame(Rect(x: 16, y: 0, width: 44 + 1.0 / 3, height: 44), of: .view(after.id("0xs1")))
    #expect(try diff(before: before, after: after).moved.isEmpty)
  }

  @Test func jsonIsStable() throws {
    let diff = try diff(before: sample(), after: sample())
    #expect(
      diff.json(before: "a", after: "b").rendered == """
        {
          "before": "a",
          "after": "b",
          "identical": true,
          "itemsRemoved": [],
          "itemsAdded": [],
          "patchesRemoved": [],
          "patchesAdded": [],
          "moved": [],
          "attributes": [],
          "removed": [],
          "added": []
        }

        """)
  }

  /// Every attribute of the model's view table (but `address`, which matches the views, and
  /// `frame`, reported as moved) is reported when it alone changes, and printed.
  @Test(arguments: ViewAttributeTable.all.map(\.name).filter { $0 != "address" && $0 != "frame" })
  func everyViewAttributeIsReported(_ name: String) throws {
    let attribute = try #require(ViewAttributeTable.attribute(named: name))
    var after = try sample()
    try after.updateView(after.id("0xs1")) { view in
      let text = Self.otherValue(attribute, than: view)
      Array(text.utf8).withUnsafeBufferPointer { bytes in
        try! attribute.read(bytes, into: &view)
      }
    }
    let diff = try diff(before: sample(), after: after)
    #expect(diff.attributes.map(\.attribute) == [name])
    let change = try #require(diff.attributes.first)
    #expect(change.before != change.after)
    #expect(diff.text(before: "a", after: "b").contains("changed  "))
    #expect(diff.text(before: "a", after: "b").contains(" \(name): "))
  }

  /// A value of the attribute's kind other than its value in `attributes`.
  static func otherValue(_ attribute: ViewAttribute, than attributes: ViewAttributes) -> String {
    switch attribute.kind {
    case .string, .address: return "Other"
    case .number, .multiplier: return "3"
    case .positiveIntegers: return "2 3"
    case .integer: return "7"
    case .bool:
      return (attribute.value(of: attributes)?.text ?? attribute.defaultText) == "YES"
        ? "NO" : "YES"
    case .rect: return "1 2; 3 4"
    case .numbers(let count): return (1...count).map(String.init).joined(separator: " ")
    case .choice(let values): return values.last { $0 != attribute.defaultText }!
    case .autoresizingMask: return "flexibleWidth"
    case .words: return "minX"
    }
  }

  /// A change of class or bounds alone is printed (it was detected but printed nothing).
  @Test func classAndBoundsAlone() throws {
    var after = try sample()
    try after.updateView(after.id("0xs1")) { view in
      view.className = "UIStackView"
      view.bounds = Rect(x: 0, y: 10, width: 44, height: 44)
    }
    let text = try diff(before: sample(), after: after).text(before: "a", after: "b")
    #expect(text.contains("changed  UIStackView:0xs1 class: _UIButtonBarStackView → UIStackView"))
    #expect(text.contains("changed  UIStackView:0xs1 bounds: (none) → 0 10; 44 44"))
  }

  /// A guide's identifier, an unknown attribute and the dump's own attributes.
  @Test func guidesUnknownAttributesAndTheDump() throws {
    var after = try sample()
    after.metadata.os = "13.0"
    let content = after.id("0xc0")
    try after.updateGuide(after.guides(of: content)[0]) {
      $0.identifier = "TrailingBarGuide(0xA)"
    }
    try after.updateView(content) {
      $0.unknownAttributes = [UnknownAttribute(name: "x-note", value: "1")]
    }
    let changes = try diff(before: sample(), after: after).attributes
    #expect(
      changes.map { "\($0.name) \($0.attribute): \($0.before) → \($0.after)" } == [
        "hierarchy os:  → 13.0",
        "_UINavigationBarContentView:0xc0 x-note:  → 1",
        "UILayoutGuide:0xg1'TrailingBarGuide(0xA)' identifier: LeadingBarGuide(0xA) → "
          + "TrailingBarGuide(0xA)",
      ])
  }

  /// A document and its patched self, by id: what the diff finds is what the patch reports.
  @Test func aPatchedDocumentByID() throws {
    let input = try fixtureInput("ios11-375-two-items-each-side")
    let result = try Patching.apply(
      Patch(.spacing), to: input, source: "in.xml", solveWholeDump: true)
    let diff = DocumentDiff(original: input, patched: result.document)
    #expect(diff.itemsAdded.isEmpty && diff.itemsRemoved.isEmpty)
    #expect(diff.moved.map(\.item) == result.moved.map(\.item))
    #expect(diff.attributes.filter { $0.item != nil } == result.attributes)
    let removed = result.changes.filter { $0.kind == .removed }.map(\.notation)
    let added = result.changes.filter { $0.kind == .added }.map(\.notation)
    #expect(Set(diff.removed.map(\.notation)) == Set(removed))
    #expect(Set(diff.added.map(\.notation)) == Set(added))
    #expect(diff.patchesAdded == ["spacing (side auto, gap 10, itemGap 5)"])
  }
}
