import Foundation
import HierarchyIO
import TestSupport
import Testing

@testable import Layout

/// A conflict log's constraints added in log order: does the engine break the constraint
/// UIKit broke (`broken="YES"`)?
@Suite struct ConflictReplayTests {
  /// `v.width == 10`, `v.width == 20` (UIKit broke one of them), in that order.
  func log(brokenIndex: Int) -> Hierarchy {
    var constraints = [
      c("v", .width, .equal, nil, .notAnAttribute, 10),
      c("v", .width, .equal, nil, .notAnAttribute, 20),
    ]
    constraints[brokenIndex].broken = true
    let root = makeView(
      "_InspectLogRoot", "log", subviews: [makeView("UIView", "v")], constraints: constraints)
    return Hierarchy(views: [root])
  }

  @Test func agreesWhenUIKitBrokeTheLastAdded() throws {
    let result = try layout(log(brokenIndex: 1))
    let replay = try #require(result.replay)
    #expect(replay.uikitBroken == [result.source(holder: "log", index: 1)])
    #expect(replay.engineBroken == [result.source(holder: "log", index: 1)])
    #expect(replay.agrees)
    #expect(result.frames["v"]?.width == 10)
    // The synthetic root of a log is neither unplaced nor ambiguous.
    #expect(result.unplaced.isEmpty)
    #expect(!result.ambiguous.contains { $0.address == "log" })
  }

  @Test func disagreesWhenUIKitBrokeAnother() throws {
    let result = try layout(log(brokenIndex: 0))
    let replay = try #require(result.replay)
    #expect(replay.engineBroken == [result.source(holder: "log", index: 1)])
    #expect(!replay.agrees)
    let text = result.report.text
    let first = result.uikitDescription(result.source(holder: "log", index: 0))
    let second = result.uikitDescription(result.source(holder: "log", index: 1))
    #expect(
      text.contains(
        """
        Conflict log replay (constraints added in log order):
           UIKit broke \(first)
              inspect does not break it
           inspect breaks \(second), which UIKit kept
           disagrees with UIKit
        """))
  }

  @Test func noReplayWithoutABrokenConstraint() throws {
    var h = log(brokenIndex: 0)
    h.views[0].constraints[0].broken = false
    #expect(try layout(h).replay == nil)
  }

  /// Sizes are never negative in UIKit's engine: a height of −19 conflicts, and the
  /// restriction itself is not printed.
  @Test func negativeSizeConflicts() throws {
    let root = makeView(
      "UIView", "R", rect(0, 0, 10, 10), subviews: [makeView("UIView", "v")],
      constraints: [
        c("v", .height, .equal, nil, .notAnAttribute, -19)
      ])
    let result = try layout(Hierarchy(views: [root]))
    try #require(result.conflicts.count == 1)
    #expect(result.conflicts[0].conflicting == [result.source(holder: "R", index: 0)])
  }

  /// `width <= 0` and nothing else: the restriction holds the width at 0, so it is not
  /// ambiguous (the fast path without restrictions would find it free to go negative).
  @Test func sizeHeldAtZeroByTheRestrictionIsNotAmbiguous() throws {
    let root = makeView(
      "UIView", "R", rect(0, 0, 10, 10), subviews: [makeView("UIView", "v")],
      constraints: [
        c("v", .width, .lessThanOrEqual, nil, .notAnAttribute, 0),
        c("v", .left, .equal, "R", .left),
        c("v", .top, .equal, "R", .top), c("v", .height, .equal, nil, .notAnAttribute, 5),
      ])
    let result = try layout(Hierarchy(views: [root]))
    #expect(result.conflicts.isEmpty)
    #expect(result.ambiguous.isEmpty)
    #expect(result.frames["v"] == rect(0, 0, 0, 5))
  }

  /// Sample 10's first log (an iOS 11 keyboard assistant bar of height 0 whose stack's
  /// margins guide wants 10 + 9): added in log order, the bottom margin (listed before the
  /// top one) still fits, so the engine breaks the top margin where UIKit broke the bottom.
  @Test func sample10FirstLog() throws {
    // The copy of shared/samples kept in the repository (CI has only the clone).
    let url = Repository.fixtures.appendingPathComponent(
      "lldb-samples/10-conflict-keyboard-assistantbar-buttonbarstack-margins.txt")
    let raw = try String(contentsOf: url, encoding: .utf8)
    let lines = raw.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(4)
    let firstLog = lines.prefix { !$0.contains("Make a symbolic breakpoint") }.joined(
      separator: "\n")
    var warnings: [ReadWarning] = []
    let hierarchy = try Hierarchy(lldb: firstLog, source: "10.txt", warnings: &warnings)
    let result = try layout(hierarchy)
    let replay = try #require(result.replay)
    #expect(replay.uikitBroken.compactMap { result.address($0) } == ["0x1c008ce40"])
    #expect(replay.engineBroken.compactMap { result.address($0) } == ["0x1c008c710"])
    #expect(!replay.agrees)
    try #require(result.conflicts.count == 1)
    let listed = result.conflicts[0].conflicting.compactMap { result.address($0) }
    // Exactly the six constraints UIKit's log lists.
    #expect(
      Set(listed) == [
        "0x1c0281310", "0x1c4094eb0", "0x1c4094f00", "0x1c0280dc0", "0x1c008ce40", "0x1c008c710",
      ])
  }

  /// A logged `NSContentSizeLayoutConstraint` is the hugging / compression-resistance pair,
  /// not a required equality: a required `width == 30` wins over it without a conflict
  /// (compression resistance 750 gives way), and `width == 42` holds without one.
  @Test func contentSizeConstraintFromALogIsThePair() throws {
    let log = """
      (
          "<NSContentSizeLayoutConstraint:0x6000026a0b40 UILabel:0x7fb1c5d0a2c0'Title'.width == 42 Hug:250 CompressionResistance:750   (active)>",
          "<NSLayoutConstraint:0x600002139400 UILabel:0x7fb1c5d0a2c0'Title'.width == 30   (active)>"
      )
      """
    var warnings: [ReadWarning] = []
    let hierarchy = try Hierarchy(lldb: log, source: "cs.txt", warnings: &warnings)
    #expect(warnings.isEmpty)
    let result = try layout(hierarchy)
    #expect(result.conflicts.isEmpty)
    #expect(result.frames["0x7fb1c5d0a2c0"]?.width == 30)
    // Without the required width, the pair holds the label at its intrinsic 42.
    let alone = try Hierarchy(
      lldb:
        "<NSContentSizeLayoutConstraint:0x6000026a0b40 UILabel:0x7fb1c5d0a2c0'Title'.width == 42 Hug:250 CompressionResistance:750   (active)>",
      source: "cs.txt", warnings: &warnings)
    let aloneResult = try layout(alone)
    #expect(aloneResult.conflicts.isEmpty)
    #expect(aloneResult.frames["0x7fb1c5d0a2c0"]?.width == 42)
  }
}
