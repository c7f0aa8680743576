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

  @Test func aLogIsReplayedBreakingUIKitsChoice() throws {
    // UIKit broke the second; the rule (part 6: a tie, the first printed) would break the first.
    var h = log(brokenIndex: 1)
    for index in h.views[0].constraints.indices { h.views[0].constraints[index].logs = [1] }
    h.views[0].constraints[1].brokenInLogs = [1]
    let result = try layout(h)
    let replay = try #require(result.logReplays.first)
    #expect(replay.uikitBroken.map { result.document[$0].constant } == 20)
    #expect(replay.predicted.map { result.document[$0].constant } == 10)
    #expect(replay.rulePart == 6)
    #expect(replay.tied == [replay.predicted, replay.uikitBroken])
    #expect(replay.agrees == false)
    #expect(replay.broken == replay.uikitBroken)
    // The layout goes on without the constraint UIKit broke: UIKit's frame.
    #expect(result.frames["v"]?.width == 10)
    #expect(result.conflicts.isEmpty)
    let text = result.report.text
    #expect(text.contains("Conflict log 1 of 1: 2 constraints printed"))
    #expect(
      text.contains(
        "(rule part 6: a tie the log does not decide: the first printed): disagrees with UIKit"))
    #expect(text.contains("a tie: the log holds nothing that orders these 2:"))
    // The synthetic root of a log is neither unplaced nor ambiguous.
    #expect(result.unplaced.isEmpty)
    #expect(!result.ambiguous.contains { $0.address == "log" })
  }

  @Test func aDumpWithoutLogsHasNoReplay() throws {
    #expect(try layout(log(brokenIndex: 0)).logReplays.isEmpty)
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
