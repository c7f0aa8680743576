import DumpModel
import Testing

/// `Document.revision`: a new one with every edit, the same for a copy not edited; what the
/// bar model keeps each bar's recognition by (`RecognitionMemo`).
@Suite struct DocumentRevisionTests {
  @Test func everyEditGivesANewRevisionAndACopyKeepsIt() throws {
    var document = Document()
    var seen = [document.revision]
    func expectNew(_ step: String) {
      #expect(!seen.contains(document.revision), "\(step) kept a revision")
      seen.append(document.revision)
    }
    let root = try document.addView(ViewAttributes(className: "UIView", address: "0x1"), under: nil)
    expectNew("addView")
    let checkpoint = document.checkpoint(saving: [root])
    let guide = try document.addGuide(LayoutGuide(address: "0x2"), to: root)
    expectNew("addGuide")
    try document.updateView(root) { $0.hidden = true }
    expectNew("updateView")
    try document.updateGuide(guide) { $0.identifier = "g" }
    expectNew("updateGuide")
    document.setFrame(Rect(x: 0, y: 0, width: 10, height: 10), of: .view(root))
    expectNew("setFrame")
    let constraint = document.addConstraint(
      DocumentConstraint(first: .view(root), .width, .equal, constant: 10), to: root)
    expectNew("addConstraint")
    document.markOrigin(constraint, "model")
    expectNew("markOrigin")
    document.metadata.os = "17.0"
    expectNew("metadata")
    let copy = document
    #expect(copy.revision == document.revision)
    document.rollBack(to: checkpoint)
    expectNew("rollBack")
    #expect(copy.revision != document.revision)
    #expect(copy.revision == seen[seen.count - 2])
  }
}
