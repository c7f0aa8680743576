import Foundation
import HierarchyIO
import TestSupport
import Testing

@testable import Layout

/// Several roots solved each in a system of its own give what one system of them all gives
/// (`AutoLayout.solveEachRoot`; docs/layout.md, "Roots solved one by one").
@Suite struct EachRootSolveTests {
  /// What a solve reports, in its order, for comparing two solves.
  struct Summary: Equatable, CustomStringConvertible {
    var frames: [String]
    var ambiguous: [String]
    var mismatches: [String]
    var unplaced: [String]
    var warnings: [String]
    var spacers: [String]
    var conflicts: Int
    var counts: [Int]

    init(_ result: LayoutResult) {
      frames = result.frames.map { "\($0.item) \($0.frame)" }
      ambiguous = result.ambiguous.map { "\($0.item) \($0.variables) \($0.isExpected)" }
      mismatches = result.mismatches.map { "\($0.item) \($0.recorded) \($0.computed)" }
      unplaced = result.unplaced.map { "\($0)" }
      warnings = result.warnings.map { "\($0)" }
      spacers = result.spacers.map { "\($0.stack) \($0.suffix) \($0.identifier)" }
      conflicts = result.conflicts.count
      counts = [result.constraintCount, result.variableCount]
    }

    var description: String {
      "\(frames.count) frames, ambiguous \(ambiguous), mismatches \(mismatches), "
        + "unplaced \(unplaced), \(warnings.count) warnings, \(conflicts) conflicts, \(counts)"
    }
  }

  /// All of `roots` in one system, as `AutoLayout.solve` solved them before.
  static func together(_ document: Document, roots: [ViewID]) throws -> LayoutResult {
    let system = try LayoutSystem(document, roots: roots)
    return try LayoutEngine.run(system, document: document, options: LayoutOptions())
  }

  /// The bars of a window of 5: taken one by one, with every frame, count and list of one
  /// system of the five (frames worked out by the window's single-bar fixture).
  @Test func barsOfAWindow() throws {
    let document = try Document(xml: Data(BarWindow.xml(bars: 5).utf8), source: "w.xml")
    let bars = document.preorder.filter { document[$0].className == "UINavigationBar" }
    #expect(bars.count == 5)
    let each = try #require(
      AutoLayout.solveEachRoot(document, roots: bars, options: LayoutOptions(), scope: SolveScope())
    )
    let one = try Self.together(document, roots: bars)
    #expect(Summary(each) == Summary(one), "\(Summary(each)) vs \(Summary(one))")
    #expect(Summary(try AutoLayout.solve(document, roots: bars)) == Summary(one))
    // Every bar's item has its frame: 5 bars of the fixture's items.
    let single = try Document(
      xml: Data(BarWindow.xml(bars: 1).utf8), source: "w.xml")
    let singleBar = try #require(
      single.preorder.first { single[$0].className == "UINavigationBar" })
    #expect(each.frames.count == 5 * (try Self.together(single, roots: [singleBar])).frames.count)
  }

  /// The bars of a window taking the parts the bar model solved (each content view alone at
  /// (0 0); `PresolvedPartTests.window`): each bar takes its own, with what one system of the
  /// five taking all gives; each title at the frame its part was given, to show it was taken.
  @Test func barsTakingTheirParts() throws {
    let model = try PresolvedPartTests.window(5)
    let document = model.document
    let bars = document.preorder.filter { document[$0].className == "UINavigationBar" }
    let (parts, titles) = try PresolvedPartTests.marked(model)
    #expect(parts.count == 5 && bars.count == 5)
    let scope = SolveScope(presolved: parts)
    let each = try #require(
      AutoLayout.solveEachRoot(document, roots: bars, options: LayoutOptions(), scope: scope))
    let system = try LayoutSystem(document, roots: bars, scope: scope)
    #expect(!system.presolved.isEmpty && !system.presolved.refused)
    let one = try #require(try LayoutEngine.runUnrestricted(system, document: document))
    #expect(Summary(each) == Summary(one), "\(Summary(each)) vs \(Summary(one))")
    for title in titles { #expect(each.frames[title] == PresolvedPartTests.marker) }
  }

  /// A root that needs the size restrictions, or conflicts, is not solved alone: one system of
  /// all roots gives it its restrictions first, and numbers its conflicts.
  @Test func aConflictSolvesTogether() throws {
    // The second bar's first image made 40 pt wide as well as 32 (a required conflict).
    let width = "first=\"0x1f7fd0e2e19be0\" firstAttribute=\"width\" constant=\"32\"/>"
    let xml = try BarWindow.xml(bars: 3).replacingOccurrences(
      of: width,
      with: width + "\n<constraint address=\"0x1f600000000010\" first=\"0x1f7fd0e2e19be0\" "
        + "firstAttribute=\"width\" constant=\"40\"/>")
    let document = try Document(xml: Data(xml.utf8), source: "w.xml")
    let bars = document.preorder.filter { document[$0].className == "UINavigationBar" }
    #expect(
      AutoLayout.solveEachRoot(document, roots: bars, options: LayoutOptions(), scope: SolveScope())
        == nil)
    let solved = try AutoLayout.solve(document, roots: bars)
    #expect(solved.conflicts.count == 1)
    #expect(Summary(solved) == Summary(try Self.together(document, roots: bars)))
  }

  /// Every fixture, its roots' subviews taken as roots: the same as one system, whichever way
  /// `AutoLayout.solve` took.
  @Test(arguments: Fixture.cases())
  func fixtureSubtrees(_ fixture: Fixture) throws {
    let document = try Document(xml: fixture.data("input.xml"), source: fixture.name)
    guard document.viewCount <= 400 else { return }
    let roots = document.roots.flatMap { document.subviews(of: $0) }
    guard roots.count > 1, let one = try? Self.together(document, roots: roots) else { return }
    let solved = try AutoLayout.solve(document, roots: roots, logs: .none)
    #expect(Summary(solved) == Summary(one), "\(fixture.name)")
  }
}
