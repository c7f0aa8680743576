import Foundation
import HierarchyIO
import TestSupport
import Testing

@testable import Layout

/// Solving part of a document costs what the part holds (docs/layout.md, "Solving part of a
/// document"), with the results of a solve of the whole.
@Suite struct PartSolveTests {
  /// The rule for a part's views alone says what the rule over the whole document says, for
  /// the subtree of every view of every fixture (constraints held outside the part count).
  @Test(arguments: Fixture.cases())
  func autoresizingRuleOfAPart(_ fixture: Fixture) throws {
    let document = try Document(xml: fixture.data("input.xml"), source: fixture.name)
    guard document.viewCount <= 400 else { return }
    let whole = AutoresizingViews(document)
    for root in document.preorder {
      let order = LayoutSystem.preorder(document, roots: [root])
      let part = AutoresizingViews(document, views: order, excluded: [])
      for (view, _) in order {
        #expect(
          part.isAutoresizing(view, in: document) == whole.isAutoresizing(view, in: document),
          "\(document.name(of: .view(view))) under \(document.name(of: .view(root)))")
        #expect(
          part.isInferredAutoLayout(view, in: document)
            == whole.isInferredAutoLayout(view, in: document))
      }
    }
  }

  /// One bar of a window of 1, 2 and 12 bars: the same frames, and no work that grows with
  /// the window (before, the autoresizing rule walked the whole window and the id tables and
  /// frames were as long as it, for every bar).
  @Test func aBarOfAWindow() throws {
    var frames: [[Rect]] = []
    var work: [Int] = []
    for bars in [1, 2, 12] {
      let document = try Document(xml: Data(BarWindow.xml(bars: bars).utf8), source: "w.xml")
      let contentView = try #require(
        document.preorder.first { document[$0].className == "_UINavigationBarContentView" })
      let result = try AutoLayout.solve(document, roots: [contentView], logs: .touchingRoots)
      work.append(result.documentWork)
      #expect(result.variableCount > 0)
      frames.append(result.frames.map(\.frame))
    }
    #expect(work[0] > 0 && work[0] < 30 && work.allSatisfy { $0 == work[0] }, "\(work)")
    #expect(frames[0] == frames[1])
    #expect(frames[0] == frames[2])
  }

  /// A scope's frame and left-out constraints act as the edited copy of the document did.
  @Test func scopeActsAsAnEditedCopy() throws {
    let document = try Document(xml: Data(BarWindow.xml(bars: 3).utf8), source: "w.xml")
    let contentView = try #require(
      document.preorder.first { document[$0].className == "_UINavigationBarContentView" })
    let frame = Rect(x: 0, y: 0, width: 320, height: 44)
    // Leave out the title's centring constraints (the bar's width is then not its place).
    let leftOut = document.constraintsInDocumentOrder.filter {
      document[$0].firstAttribute == .centerX
    }
    var copy = document
    copy.setFrame(frame, of: .view(contentView))
    for id in leftOut { copy.removeConstraint(id) }
    let edited = try AutoLayout.solve(copy, roots: [contentView], logs: .touchingRoots)
    let scoped = try AutoLayout.solve(
      document, roots: [contentView], logs: .touchingRoots,
      scope: SolveScope(frames: [contentView: frame], excluded: Set(leftOut)))
    #expect(Array(scoped.frames.map(\.item)) == Array(edited.frames.map(\.item)))
    #expect(Array(scoped.frames.map(\.frame)) == Array(edited.frames.map(\.frame)))
    #expect(scoped.ambiguous.map(\.item) == edited.ambiguous.map(\.item))
    #expect(scoped.mismatches.map(\.item) == edited.mismatches.map(\.item))
  }

  /// `logs: .none` (the bar model's solves when no conflict log prints a constraint of the
  /// document) solves as `.touchingRoots` does, for every content view of every fixture
  /// without such a log.
  @Test(arguments: Fixture.cases())
  func noLogsSolvesAsTouchingRoots(_ fixture: Fixture) throws {
    let document = try Document(xml: fixture.data("input.xml"), source: fixture.name)
    guard document.viewCount <= 400,
      document.constraintsInDocumentOrder.allSatisfy({ document[$0].logs.isEmpty })
    else { return }
    for contentView in document.preorder
    where document[contentView].className.hasSuffix("ContentView") {
      let touching = try AutoLayout.solve(document, roots: [contentView], logs: .touchingRoots)
      let none = try AutoLayout.solve(document, roots: [contentView], logs: .none)
      #expect(Array(none.frames.map(\.item)) == Array(touching.frames.map(\.item)))
      #expect(Array(none.frames.map(\.frame)) == Array(touching.frames.map(\.frame)))
      #expect(none.ambiguous.map(\.item) == touching.ambiguous.map(\.item))
      #expect(none.mismatches.map(\.item) == touching.mismatches.map(\.item))
      #expect(none.conflicts.count == touching.conflicts.count)
      #expect(none.logReplays.isEmpty && touching.logReplays.isEmpty)
    }
  }
}
