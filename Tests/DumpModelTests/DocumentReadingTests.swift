import DumpModel
import Foundation
import HierarchyIO
import TestSupport
import Testing

/// Naming, ancestry and order on a real bar (`Fixtures/ios11-beta-bar`), and ids across edits.
@Suite struct DocumentReadingTests {
  static func bar() throws -> Document {
    let data = try Fixture("ios11-beta-bar").data("input.xml")
    return try Document(Hierarchy(xml: data, source: "input.xml"))
  }

  @Test func namesItemsAsUIKitDoes() throws {
    let document = try Self.bar()
    let guide = try #require(document.item(at: "0x60c0001b2b20"))
    #expect(
      document.name(of: guide) == "UILayoutGuide:0x60c0001b2b20'LeadingBarGuide(0x7fb4d8c0c1e0)'")
    let label = try #require(document.item(at: "0x7fb4d8e15a40"))
    #expect(document.name(of: label) == "UILabel:0x7fb4d8e15a40'Inbox'")
    let stack = try #require(document.item(at: "0x7fb4d8e13ad0"))
    #expect(document.name(of: stack) == "_UIButtonBarStackView:0x7fb4d8e13ad0")
    // The notation prints through the same naming.
    let removed = try #require(
      document.constraintsInDocumentOrder.first { document[$0].address == "0x6000021c9a00" })
    #expect(
      document[removed].notation(in: document)
        == "UILayoutGuide:0x60c0001b2a40'BackButtonGuide(0x7fb4d8c0c1e0)'.trailing >= "
        + "_UINavigationBarContentView:0x7fb4d8c0b0a0.leading + 12")
    #expect(
      document[removed].notation(in: document)
        == document.addressedConstraint(removed).notation(in: ItemIndex(document.hierarchy)))
  }

  @Test func aLogsNameWithoutAnAddressIsTheName() {
    #expect(
      uikitItemName(className: "BackButton", address: "BackButton", label: nil) == "BackButton")
    #expect(uikitItemName(className: "UIView", address: "0x1", label: "") == "UIView:0x1''")
  }

  @Test func ancestryRunsFromTheRoot() throws {
    let document = try Self.bar()
    let image = try #require(document.item(at: "0x7fb4d8d07020"))
    #expect(
      document.ancestry(of: image).map { document.address(of: $0) } == [
        "0x7fb4d8c0a2f0", "0x7fb4d8c0b0a0", "0x7fb4d8e13ad0", "0x7fb4d8e14390", "0x7fb4d8d06a70",
        "0x7fb4d8d07020",
      ])
    let guide = try #require(document.item(at: "0x60c0001b31e0"))
    #expect(
      document.ancestry(of: guide).map { document.address(of: $0) }.suffix(2) == [
        "0x7fb4d8e13ad0", "0x60c0001b31e0",
      ])
    #expect(document.depth(of: try #require(image.view)) == 5)
    #expect(document.isAncestor(document.roots[0], of: try #require(image.view)))
  }

  @Test func documentOrderIsTheDumpsOrder() throws {
    let document = try Self.bar()
    let hierarchy = document.hierarchy
    var addresses: [String] = []
    hierarchy.forEachView { view, _ in addresses += view.constraints.compactMap(\.address) }
    #expect(document.constraintsInDocumentOrder.map { document[$0].address } == addresses)
    let shuffled = document.constraintsInDocumentOrder.shuffled()
    #expect(document.sortedInDocumentOrder(shuffled) == document.constraintsInDocumentOrder)
  }

  @Test func idsSurviveEdits() throws {
    var document = try Self.bar()
    let stack = try #require(document.view(at: "0x7fb4d8e13ad0"))
    let guide = try #require(document.guide(at: "0x60c0001b2b20"))
    let held = document.constraints(heldBy: stack)
    let before = held.map { document[$0] }
    // Views added before, among and after the existing ones renumber nothing.
    let content = try #require(document.superview(of: stack))
    let spacer = try document.addView(
      ViewAttributes(className: "UIView", address: "spacer"), under: content, at: 0)
    try document.addView(ViewAttributes(className: "UIWindow", address: "w"), under: nil, at: 0)
    #expect(document.view(at: "0x7fb4d8e13ad0") == stack)
    #expect(document.guide(at: "0x60c0001b2b20") == guide)
    #expect(held.map { document[$0] } == before)
    #expect(document.subviews(of: content).first == spacer)
    // A removed id is retired: the next constraint gets a new one.
    let removed = held[0]
    document.removeConstraint(removed)
    let added = document.addConstraint(
      DocumentConstraint(first: .view(spacer), .width, constant: 8), to: spacer)
    #expect(added != removed)
    #expect(added.index == document.constraintCapacity - 1)
    #expect(document.isRemoved(removed))
    #expect(document[removed] == before[0])
    #expect(document.constraints(heldBy: stack) == Array(held.dropFirst()))
  }
}
