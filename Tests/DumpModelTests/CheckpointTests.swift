import DumpModel
import Foundation
import HierarchyIO
import TestSupport
import Testing

/// `Document.rollBack(to:)` takes back what was added since a checkpoint, in place
/// (docs/layout.md, "Solving part of a document").
@Suite struct CheckpointTests {
  @Test func rollBackRestoresTheDocumentAndItsIds() throws {
    let original = try Document(
      xml: Fixture("ios11-beta-bar").data("input.xml"), source: "input.xml")
    var document = original
    let bar = try #require(document.view(at: "0x7fb4d8c0a2f0"))
    let content = try #require(document.view(at: "0x7fb4d8c0b0a0"))
    let checkpoint = document.checkpoint(saving: document.preorder)
    func edit(_ document: inout Document) throws -> (GuideID, ConstraintID, ViewID) {
      let guide = try document.addGuide(LayoutGuide(address: "g", identifier: "x"), to: content)
      let constraint = document.addConstraint(
        DocumentConstraint(first: .guide(guide), .width, .equal, constant: 4), to: content)
      let view = try document.addView(
        ViewAttributes(className: "UIView", address: "v"), under: bar, at: 0)
      try document.updateView(content) { $0.margins = Insets(top: 1, left: 2, bottom: 3, right: 4) }
      return (guide, constraint, view)
    }
    let first = try edit(&document)
    document.rollBack(to: checkpoint)
    #expect(document.xmlData() == original.xmlData())
    #expect(document.item(at: "g") == nil && document.item(at: "v") == nil)
    #expect(
      document.constraints(touching: .view(content))
        == original.constraints(
          touching: .view(content)))
    #expect(document.constraintCount == original.constraintCount)
    // The same edits again are handed the same ids.
    let again = try edit(&document)
    #expect(again == first)
  }
}
