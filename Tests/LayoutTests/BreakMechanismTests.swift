import DumpModel
import Foundation
import HierarchyIO
import TestSupport
import Testing

@testable import Layout

/// The parts of the break rule that rest on how UIKit works rather than on the 31 logged
/// breaks (docs/conflicts.md, "The rule"), and the replay of conflict-log fragments
/// (`Fixtures/conflict-logs/fragments`: samples 87–115 with their headers stripped).
@Suite struct BreakMechanismTests {
  static func read(_ text: String) throws -> Document {
    var warnings: [ReadWarning] = []
    return try Document(console: text, source: "log.txt", warnings: &warnings)
  }

  static func fragment(_ prefix: String) throws -> Document {
    let folder = LoggedBreaksTests.folder.appendingPathComponent("fragments")
    let name = try #require(
      try FileManager.default.contentsOfDirectory(atPath: folder.path).first {
        $0.hasPrefix(prefix + "-")
      })
    let data = try Data(contentsOf: folder.appendingPathComponent(name))
    var warnings: [ReadWarning] = []
    return try Document(data: data, source: name, format: .lldb, warnings: &warnings)
  }

  /// A log of `lines` (each a printed constraint), UIKit's answer left out.
  static func log(_ lines: [String]) -> String {
    "Unable to simultaneously satisfy constraints.\n(\n"
      + lines.map { "    \"\($0)\"," }.joined(separator: "\n") + "\n)\n"
  }

  static func report(_ document: Document, _ result: LayoutResult) -> LayoutReport {
    LayoutReport(document: document, result: result)
  }

  static func address(_ id: ConstraintID?, _ document: Document) -> String? {
    id.flatMap { document[$0].address }
  }

  /// Every class UIKit makes its own constraints of is UIKit's: never predicted, whatever the
  /// identifier says (part 1).
  @Test func everyConstraintClassUIKitOwnsIsUIKits() {
    for (className, category) in [
      ("_UILayoutSupportConstraint", BreakRule.Category.layoutSupport),
      ("NSContentSizeLayoutConstraint", .contentSize),
      ("NSIBPrototypingLayoutConstraint", .prototyping),
      ("NSAutoresizingMaskLayoutConstraint", .autoresizing),
      ("_UITemporaryLayoutWidth", .temporary),
    ] {
      var constraint = LayoutConstraint(first: "v", .height, constant: 20)
      constraint.className = className
      constraint.identifier = "mine"
      #expect(BreakRule.Category(constraint) == category, "\(className)")
      #expect(!BreakRule.isCandidate(constraint), "\(className)")
    }
    // An app makes `_UISystemBaselineConstraint` (74/4): a candidate.
    var baseline = LayoutConstraint(first: "v", .top, second: "w", .bottom)
    baseline.className = "_UISystemBaselineConstraint"
    #expect(BreakRule.isCandidate(baseline))
    // Only required constraints can conflict: an optional one is no candidate.
    #expect(!BreakRule.isCandidate(LayoutConstraint(first: "v", .height, priority: 999)))
  }

  /// The top layout guide's length against an app's height: the app's is predicted, never
  /// UIKit's `_UILayoutSupportConstraint`, though it is printed first and tied otherwise.
  @Test func theLayoutSupportConstraintIsNeverPredicted() throws {
    let document = try Self.read(
      Self.log([
        "<_UILayoutSupportConstraint:0x600000091030 _UILayoutGuide:0x7fa0e8c0a1e0.height == 64   (active)>",
        "<NSLayoutConstraint:0x600000091120 _UILayoutGuide:0x7fa0e8c0a1e0.height == 20   (active)>",
      ]))
    let replay = try #require(try AutoLayout.replayLogs(document).first)
    #expect(replay.isConflict)
    #expect(Self.address(replay.predicted, document) == "0x600000091120")
    #expect(replay.rulePart == 1)
  }

  /// A list of UIKit's own constraints alone gets no prediction, and the report says why.
  @Test func aListOfUIKitsOwnConstraintsHasNoPrediction() throws {
    let document = try Self.read(
      Self.log([
        "<NSAutoresizingMaskLayoutConstraint:0x600000091030 h=--& v=--& UIView:0x7fa0e8c0a1e0.height == 0   (active)>",
        "<NSLayoutConstraint:0x600000091120 'UIView-Encapsulated-Layout-Height' UIView:0x7fa0e8c0a1e0.height == 44   (active)>",
      ]))
    let result = try AutoLayout.solve(document)
    let replay = try #require(result.logReplays.first)
    #expect(replay.isConflict)
    #expect(replay.predicted == nil && replay.rulePart == 0)
    #expect(
      Self.report(document, result).text.contains(
        "inspect makes no prediction: every constraint printed"))
  }

  /// A printed conflict that needs no restriction is not cut down to a smaller one through a
  /// size restriction it does not need: UIKit keeps `width ≥ 0`, but its printed set is the
  /// three (with `UIView:0xa2.width ≥ 0` the first two alone would conflict).
  @Test func restrictionsTheConflictDoesNotNeedDoNotShrinkIt() throws {
    let document = try Self.read(
      Self.log([
        "<NSLayoutConstraint:0x600000000010 UIView:0x7f0000000a2.width == 5   (active)>",
        "<NSLayoutConstraint:0x600000000020 UIView:0x7f0000000a2.width == UIView:0x7f0000000a1.width - 20   (active)>",
        "<NSLayoutConstraint:0x600000000030 UIView:0x7f0000000a1.width == 10   (active)>",
      ]))
    let replay = try #require(try AutoLayout.replayLogs(document).first)
    #expect(replay.isConflict)
    #expect(replay.setIsPrinted)
    #expect(!replay.needsNonNegativeSizes)
  }

  /// UIKit's known containment before any guess: in 113 the `_UIModernBarButton`'s
  /// `_UIButtonBarButton` lies in the one `_UIButtonBarStackView` the log names, itself in the
  /// toolbar's content view, so the button's `'TB_Leading_Leading'` is installed deepest (101,
  /// the same toolbar, shows UIKit breaking the button's own `'TB_Trailing_Trailing'`).
  /// Without it the `_UIButtonBarButton` hangs from nothing and the stack's trailing pin was
  /// predicted (part 4).
  @Test func knownContainmentPlacesTheBarButton() throws {
    let document = try Self.fragment("113")
    let replay = try #require(try AutoLayout.replayLogs(document).first)
    #expect(replay.uikitBroken == nil)
    #expect(Self.address(replay.predicted, document) == "0x303b3df90")
    #expect(replay.rulePart == 2)
    let tree = LogTree(document, constraints: replay.printed)
    let button = try #require(replay.items.first { document.address(of: $0) == "0x125462a80" })
    let stack = try #require(replay.items.first { document.address(of: $0) == "0x114726680" })
    #expect(tree.ancestors(button).first == stack)
  }

  /// An autoresizing constraint between two views relates a view to its superview (109:
  /// `_UIToolbarContentView.width == UIToolbar.width`).
  @Test func anAutoresizingConstraintNamesTheSuperview() throws {
    let document = try Self.fragment("109")
    // A list without its log's first line, cut: the reader makes it log 1, none broken.
    #expect(document.constraintsInDocumentOrder.allSatisfy { document[$0].logs == [1] })
    #expect(document.metadata.logsCut == [1])
    let replay = try #require(try AutoLayout.replayLogs(document).first)
    let tree = LogTree(document, constraints: replay.printed)
    let content = try #require(replay.items.first { document.address(of: $0) == "0x7fbe0b443010" })
    #expect(document.className(of: tree.ancestors(content).first ?? content) == "UIToolbar")
    // The modern bar button's pin, in its bar button in the stack in the content view.
    #expect(Self.address(replay.predicted, document) == "0x600000bbb4d0")
    #expect(replay.uikitBroken == nil)
  }

  /// Ties the log holds nothing about are reported as ties (111: the first and the last
  /// `_UIButtonBarButton`, each tied to the stack's margins guide, each with a trailing pin of
  /// its `_UIModernBarButton`; the middle one hangs from nothing the log shows), the first
  /// printed named.
  @Test func aTieIsReported() throws {
    let document = try Self.fragment("111")
    // A bare run of the list's entries: log 1, its list cut, no preamble.
    #expect(document.constraintsInDocumentOrder.allSatisfy { document[$0].logs == [1] })
    #expect(document.metadata.logsCut == [1] && document.metadata.logsWithoutPreamble == [1])
    let result = try AutoLayout.solve(document)
    let replay = try #require(result.logReplays.first)
    #expect(replay.rulePart == 6)
    #expect(
      replay.tied.map { Self.address($0, document) }
        == ["0x600000289560", "0x60000028adc0"])
    #expect(replay.predicted == replay.tied.first)
    #expect(
      Self.report(document, result).text.contains(
        "a tie: the log holds nothing that orders these 2:"))
  }

  /// A fragment that kept only the break (87, 101, 105's first log) is replayed: UIKit's answer
  /// is known, its list is not, and the report says so; the summary counts each log for what
  /// it held, and prints no pixel scale for a text that records no frame (issue 19).
  @Test func aBreakWithoutItsListIsReplayedAndSaidSo() throws {
    for prefix in ["87", "101"] {
      let document = try Self.fragment(prefix)
      let result = try AutoLayout.solve(document)
      let replay = try #require(result.logReplays.first)
      #expect(replay.uikitBroken != nil && replay.predicted == replay.uikitBroken)
      #expect(!replay.isConflict)
      let text = Self.report(document, result).text
      #expect(text.contains("the log prints only the constraint UIKit broke: its list is not in"))
      #expect(!text.contains("scale 1000"), "\(prefix)")
      #expect(!text.contains(", 0 conflicts,"), "\(prefix)")
      #expect(
        text.contains(
          "1 conflict log (0 conflicts found, 1 printing only the constraint UIKit broke; "
            + "inspect predicts UIKit's choice in 1 of 1)"), "\(prefix)")
    }
  }

  /// 105: the break of one log, then the head of the next, cut: two logs, the second without
  /// UIKit's answer, each counted.
  @Test func aPasteOfFragmentsIsReportedLogByLog() throws {
    let document = try Self.fragment("105")
    let result = try AutoLayout.solve(document)
    #expect(result.logReplays.count == 2)
    #expect(result.logReplays.map { $0.uikitBroken != nil } == [true, false])
    #expect(result.logReplays[1].predicted != nil)
    #expect(
      Self.report(document, result).summary.hasSuffix(
        "2 conflict logs (0 conflicts found, 1 printing only the constraint UIKit broke, "
          + "1 with none in what it prints; inspect predicts UIKit's choice in 1 of 1, "
          + "1 log without UIKit's answer)"))
  }

  /// 115: the head of an iOS 14 back button's log, cut: UIKit's answer unknown, the same
  /// choice as in 06/1, the spacing between the two `_UIModernBarButton`s (part 3).
  @Test func aCutListIsPredicted() throws {
    let document = try Self.fragment("115")
    let replay = try #require(try AutoLayout.replayLogs(document).first)
    #expect(replay.uikitBroken == nil)
    #expect(Self.address(replay.predicted, document) == "0x60000016c3c0")
    #expect(replay.rulePart == 3)
  }
}
