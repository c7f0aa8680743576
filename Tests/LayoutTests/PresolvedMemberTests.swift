import BarModel
import Foundation
import HierarchyIO
import TestSupport
import Testing

@testable import Layout

/// A solve taking parts makes no item for a part's views and guides (`collectMember`): the
/// same results as a solve of the whole, on windows of every bar fixture, and the refusals a
/// member's constraints make (docs/layout.md, "Parts solved before").
@Suite struct PresolvedMemberTests {
  static let fixtures = [
    "ios11-320-one-item", "ios11-375-left-item", "ios11-375-right-item",
    "ios11-375-rtl-two-items", "ios11-375-rtl", "ios11-375-two-guide-sets",
    "ios11-375-two-items-each-side", "ios11-390-phone", "ios11-414-back-two-items",
    "ios11-beta-bar", "ios12-320-rtl-back-two-items", "ios12-375-back-one-item",
    "ios12-375-rtl-one-item", "ios12-414-back-button", "ios12-414-rtl-back-one-item",
    "ios12-414-two-items", "ios14-375-back-one-item", "ios15-390-back-one-item-rtl",
    "ios15-390-back-one-item", "ios15-390-one-item-each-side-rtl",
    "ios15-390-one-item-each-side", "ios17-393-back-leading-item",
    "ios17-393-back-two-items-rtl", "ios17-393-back-two-items", "ios17-393-custom-views",
    "ios17-393-two-items-each-side-rtl", "ios17-393-two-items-each-side",
    "ios17-430-one-item-each-side", "ios26-393-back-two-items-rtl",
    "ios26-393-one-item-each-side",
  ]

  /// Windows of three bars of each fixture, as recorded and without the `UIButtonBar.*`
  /// guides (more of them parts): taking the parts gives the whole solve's results, and a
  /// system that takes them has no item for a view under a part's root.
  @Test(arguments: fixtures)
  func sameAsTheWhole(_ fixture: String) throws {
    for withoutGuides in [false, true] {
      let model = try PresolvedPartTests.window(3, fixture) {
        withoutGuides ? Self.withoutButtonBarGuides($0) : $0
      }
      try PresolvedPartTests.expectWholeResults(model)
      // Each bar's container a root (as a patch solves the bars it changes): the rule of
      // autoresizing for the views solved alone, the parts' views skipped.
      let containers = model.document.roots.flatMap { model.document.subviews(of: $0) }
      PresolvedPartTests.expectSame(
        try AutoLayout.solve(model.document, roots: containers),
        try AutoLayout.solve(model.document, roots: containers, scope: model.solveScope))
      let system = try LayoutSystem(model.document, roots: containers, scope: model.solveScope)
      // Without the guides, every bar of every fixture is a part (with them, those of iOS 13
      // and later).
      if withoutGuides { #expect(system.presolved.parts.count == 3 && !system.presolved.refused) }
      guard !system.presolved.isEmpty, !system.presolved.refused else { continue }
      for part in system.presolved.parts {
        for view in model.document.itemsInPreorder(under: [part.root]).compactMap(\.item.view)
        where view != part.root {
          #expect(system.index(of: .item(.view(view))) == nil)
        }
      }
      #expect(system.presolved.members.count == system.presolved.memberFrames.count)
    }
  }

  /// The fixture without its `UIButtonBar.*` guides and the constraints naming them.
  static func withoutButtonBarGuides(_ xml: String) -> String {
    let lines = xml.split(separator: "\n", omittingEmptySubsequences: false)
    let guides = lines.filter { $0.contains("identifier=\"UIButtonBar.") }.compactMap {
      line -> String? in
      guard let range = line.firstRange(of: "address=\"") else { return nil }
      return String(line[range.upperBound...].prefix { $0 != "\"" })
    }
    return lines.filter { line in
      !line.contains("identifier=\"UIButtonBar.")
        && !guides.contains { line.contains("=\"\($0)\"") }
    }.joined(separator: "\n")
  }

  /// The parts of a window, each with the title's frame changed (`PresolvedPartTests.marked`).
  static func markedWindow() throws -> (BarRebuild, [ViewID: PresolvedPart], ViewID) {
    let model = try PresolvedPartTests.window(2)
    let (parts, titles) = try PresolvedPartTests.marked(model)
    guard case .view(let title) = try #require(titles.first) else {
      throw CocoaError(.coderInvalidValue)
    }
    return (model, parts, title)
  }

  /// A solve of the window with `parts` has the whole solve's results, and not the title's
  /// frame its part gives.
  static func expectNoPartTaken(
    _ model: BarRebuild, _ parts: [ViewID: PresolvedPart], _ title: ViewID
  ) throws {
    let taking = try AutoLayout.solve(
      model.document, roots: model.layoutRoots, scope: SolveScope(presolved: parts))
    PresolvedPartTests.expectSame(
      taking, try AutoLayout.solve(model.document, roots: model.layoutRoots))
    #expect(taking.frames[.view(title)] != PresolvedPartTests.marker)
  }

  /// A constraint held by a part's view that names an item outside the part was not in the
  /// part's solve: no part is taken.
  @Test func aMemberHoldingAConstraintToOutsideTakesNoPart() throws {
    var (model, parts, title) = try Self.markedWindow()
    let window = try #require(model.document.roots.first)
    model.document.addConstraint(
      DocumentConstraint(
        first: .view(title), .top, .greaterThanOrEqual, second: .view(window), .top),
      to: title)
    try Self.expectNoPartTaken(model, parts, title)
  }

  /// A constraint between two bars' views, held by the window: neither part is taken.
  @Test func aConstraintAcrossPartsTakesNoPart() throws {
    var (model, parts, title) = try Self.markedWindow()
    let window = try #require(model.document.roots.first)
    let other = try #require(
      parts.values.map(\.root).compactMap { root in
        model.document.subviews(of: root).first {
          model.document[$0].className == "UILabel" && $0 != title
        }
      }.first)
    model.document.addConstraint(
      DocumentConstraint(
        first: .view(title), .width, .lessThanOrEqual, second: .view(other), .width),
      to: window)
    try Self.expectNoPartTaken(model, parts, title)
  }
}
