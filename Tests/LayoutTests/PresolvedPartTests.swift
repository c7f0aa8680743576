import BarModel
import Foundation
import HierarchyIO
import TestSupport
import Testing

@testable import Layout

/// A solve of a window takes each bar's frames from the bar model's solve of the bar when the
/// bar stands alone in the window (docs/layout.md, "Parts solved before"), with the results of
/// a solve of the whole.
@Suite struct PresolvedPartTests {
  static let marker = Rect(x: 1, y: 2, width: 3, height: 4)

  /// A window of `bars` bars of `fixture`; by default the iOS 11 bar without its
  /// `UIButtonBar.*` guides (ambiguous by design: a bar with them is never a part).
  static func window(
    _ bars: Int, _ fixture: String = "ios11-375-two-items-each-side",
    edit: (String) -> String = PresolvedPartTests.withoutButtonBarGuides
  ) throws -> BarRebuild {
    let xml = edit(try BarWindow.xml(bars: bars, fixture: fixture))
    return try Bars.rebuild(Document(xml: Data(xml.utf8), source: "window.xml"))
  }

  static func withoutButtonBarGuides(_ xml: String) -> String {
    xml.split(separator: "\n", omittingEmptySubsequences: false)
      .filter { !$0.contains("identifier=\"UIButtonBar.") }.joined(separator: "\n")
  }

  static func expectSame(_ a: LayoutResult, _ b: LayoutResult) {
    #expect(a.frames == b.frames)
    #expect(a.mismatches == b.mismatches)
    #expect(a.ambiguous == b.ambiguous)
    #expect(a.conflicts == b.conflicts)
    #expect(a.unplaced == b.unplaced)
    #expect(a.skipped == b.skipped)
    #expect(a.spacers == b.spacers)
    #expect(a.warnings.map(\.message) == b.warnings.map(\.message))
  }

  /// The parts, each with the title's frame changed to `marker`: what shows that a solve took
  /// a part's frames rather than solving it.
  static func marked(_ model: BarRebuild) throws -> ([ViewID: PresolvedPart], [ItemID]) {
    var parts = model.presolved
    var titles: [ItemID] = []
    for (root, part) in parts {
      let title = try #require(
        model.document.subviews(of: root).first { model.document[$0].className == "UILabel" })
      var frames = part.frames
      frames[.view(title)] = marker
      parts[root] = PresolvedPart(
        root: root, size: part.size, scale: part.scale, direction: part.direction,
        tied: part.tied, frames: frames)
      titles.append(.view(title))
    }
    return (parts, titles)
  }

  @Test(arguments: ["ios11-375-two-items-each-side", "ios11-beta-bar", "ios15-390-back-one-item"])
  func resultsOfAWholeSolve(_ fixture: String) throws {
    try Self.expectWholeResults(try Self.window(4, fixture, edit: { $0 }))
    if fixture == "ios11-375-two-items-each-side" {
      try Self.expectWholeResults(try Self.window(4, fixture))
    }
  }

  static func expectWholeResults(_ model: BarRebuild) throws {
    let whole = try AutoLayout.solve(model.document, roots: model.layoutRoots)
    let taking = try AutoLayout.solve(
      model.document, roots: model.layoutRoots, scope: model.solveScope)
    Self.expectSame(whole, taking)
  }

  /// Every bar of an iOS 11 window stands alone: its frames are its part's (a title's frame
  /// changed in the part shows, and differs from the recorded one as a solve's would). With
  /// its `UIButtonBar.*` guides, ambiguous by design, none is a part.
  @Test func framesAreTheParts() throws {
    #expect(try Self.window(3, edit: { $0 }).presolved.isEmpty)
    let model = try Self.window(3)
    #expect(model.presolved.count == 3)
    let (parts, titles) = try Self.marked(model)
    let result = try AutoLayout.solve(
      model.document, roots: model.layoutRoots, scope: SolveScope(presolved: parts))
    for title in titles { #expect(result.frames[title] == Self.marker) }
    #expect(result.mismatches.map(\.item).filter { titles.contains($0) }.count == 3)
  }

  /// A constraint held outside a bar that names one of its items was not in the bar's solve:
  /// no part is taken, and the window is solved whole.
  @Test func aConstraintFromOutsideTakesNoPart() throws {
    var model = try Self.window(2)
    let (parts, titles) = try Self.marked(model)
    guard case .view(let title) = try #require(titles.first) else { return }
    let window = try #require(model.document.roots.first)
    model.document.addConstraint(
      DocumentConstraint(first: .view(title), .height, .lessThanOrEqual, constant: 1000),
      to: window)
    let taking = try AutoLayout.solve(
      model.document, roots: model.layoutRoots, scope: SolveScope(presolved: parts))
    let whole = try AutoLayout.solve(model.document, roots: model.layoutRoots)
    Self.expectSame(taking, whole)
    #expect(taking.frames[.view(title)] != Self.marker)
  }

  /// A title 68 points wide centred in 375 lies at 153.5, a tie of the rounding at scale 3. The
  /// part is made: its axes are two systems, and a window that puts the content view at x 0
  /// and its width as constants makes the same steps on the same numbers (taken, with the
  /// results of a whole solve). Moved to x 10, a solve in the window's coordinates could round
  /// the tie the other way: not taken, and the window is solved whole.
  @Test func aRoundingTie() throws {
    let tie = { (xml: String) in
      Self.withoutButtonBarGuides(xml)
        .replacingOccurrences(of: "frame=\"153 12; 69 20\"", with: "frame=\"153.5 12; 68 20\"")
        .replacingOccurrences(of: "intrinsicSize=\"69 20\"", with: "intrinsicSize=\"68 20\"")
    }
    let model = try Self.window(2, edit: tie)
    #expect(model.presolved.count == 2)
    #expect(model.presolved.values.allSatisfy { $0.tied.x && !$0.tied.y })
    let (parts, titles) = try Self.marked(model)
    let taking = try AutoLayout.solve(
      model.document, roots: model.layoutRoots, scope: SolveScope(presolved: parts))
    for title in titles { #expect(taking.frames[title] == Self.marker) }
    let whole = try AutoLayout.solve(model.document, roots: model.layoutRoots)
    Self.expectSame(
      try AutoLayout.solve(model.document, roots: model.layoutRoots, scope: model.solveScope),
      whole)
    // The bars 10 points to the right in the window.
    let moved = try Self.window(2) {
      tie($0).replacingOccurrences(of: "frame=\"0 44; 375 44\"", with: "frame=\"10 44; 375 44\"")
    }
    #expect(moved.presolved.count == 2)
    let (movedParts, movedTitles) = try Self.marked(moved)
    let notTaken = try AutoLayout.solve(
      moved.document, roots: moved.layoutRoots, scope: SolveScope(presolved: movedParts))
    for title in movedTitles { #expect(notTaken.frames[title] != Self.marker) }
    Self.expectSame(notTaken, try AutoLayout.solve(moved.document, roots: moved.layoutRoots))
  }

  /// A part solved at another pixel grid, in another direction or at another size than its
  /// root records is not taken.
  @Test func aPartOfAnotherSolveIsNotTaken() throws {
    let model = try Self.window(2)
    let (parts, titles) = try Self.marked(model)
    let changes: [(scale: Double, direction: LayoutDirection, width: Double?)] = [
      (2, .leftToRight, nil), (3, .rightToLeft, nil), (3, .leftToRight, 320),
    ]
    for change in changes {
      let scope = SolveScope(
        presolved: parts.mapValues {
          PresolvedPart(
            root: $0.root, size: Size(width: change.width ?? $0.size.width, height: $0.size.height),
            scale: change.scale, direction: change.direction, tied: $0.tied, frames: $0.frames)
        })
      let result = try AutoLayout.solve(model.document, roots: model.layoutRoots, scope: scope)
      for title in titles { #expect(result.frames[title] != Self.marker) }
    }
  }
}
