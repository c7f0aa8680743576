import DumpModel
import HierarchyIO
import Testing

@testable import Layout

/// A bare `( … )` list of constraints is a log (docs/conflicts.md, "Fragments"): replayed,
/// its conflict found, a prediction made with UIKit's answer unknown; a list that holds is
/// said to, and nothing is predicted or broken. No prediction names a constraint UIKit makes
/// itself (part 1 of the rule).
@Suite struct BareListReplayTests {
  static func read(_ text: String) throws -> Document {
    var warnings: [ReadWarning] = []
    return try Document(console: text, source: "list.txt", warnings: &warnings)
  }

  static func list(_ lines: [String]) -> String {
    "(\n" + lines.map { "    \"\($0)\"" }.joined(separator: ",\n") + "\n)\n"
  }

  static func address(_ id: ConstraintID?, _ document: Document) -> String? {
    id.flatMap { document[$0].address }
  }

  /// An image view 100 wide pinned to both edges of a view UIKit holds 375 wide: a conflict;
  /// the encapsulated width is UIKit's, the pins lie at the view, the width at the image view
  /// (installed deepest, part 2).
  @Test func aBareListIsReplayedAndPredicted() throws {
    let document = try Self.read(
      Self.list([
        "<NSLayoutConstraint:0x600000095d60 UIImageView:0x7fcb8d40bcd0.width == 100   (active)>",
        "<NSLayoutConstraint:0x600000095e00 H:|-(0)-[UIImageView:0x7fcb8d40bcd0]   (active, names: '|':UIView:0x7fcb8d40b8e0 )>",
        "<NSLayoutConstraint:0x600000095ea0 H:[UIImageView:0x7fcb8d40bcd0]-(0)-|   (active, names: '|':UIView:0x7fcb8d40b8e0 )>",
        "<NSLayoutConstraint:0x600000096120 'UIView-Encapsulated-Layout-Width' UIView:0x7fcb8d40b8e0.width == 375   (active)>",
      ]))
    let result = try AutoLayout.solve(document)
    let replay = try #require(result.logReplays.first)
    #expect(result.logReplays.count == 1)
    #expect(replay.isConflict && replay.setIsPrinted)
    #expect(replay.uikitBroken == nil)
    #expect(Self.address(replay.predicted, document) == "0x600000095d60")
    #expect(replay.rulePart == 2)
    #expect(replay.withoutPreamble && !replay.listCut)
    let text = LayoutReport(document: document, result: result).text
    #expect(
      text.contains(
        "   a fragment of a log; not in the text: UIKit's preamble ('Unable to simultaneously "
          + "satisfy constraints'), the breaking line ('Will attempt to recover by breaking "
          + "constraint')\n"))
  }

  /// A whole list that holds: no conflict, said so; nothing predicted, nothing broken, no
  /// conflict log counted, no failure (the list of an `NSContentSizeLayoutConstraint` and a width that wins over it).
  @Test func aListThatHoldsPredictsNothing() throws {
    let document = try Self.read(
      Self.list([
        "<NSContentSizeLayoutConstraint:0x6000026a0b40 UILabel:0x7fb1c5d0a2c0'Title'.width == 42 Hug:250 CompressionResistance:750   (active)>",
        "<NSLayoutConstraint:0x600002139400 UILabel:0x7fb1c5d0a2c0'Title'.width == 30   (active)>",
      ]))
    let result = try AutoLayout.solve(document)
    let replay = try #require(result.logReplays.first)
    #expect(!replay.isConflict)
    #expect(replay.predicted == nil && replay.broken == nil)
    #expect(replay.isListThatHolds)
    #expect(!result.hasFailures)
    let text = LayoutReport(document: document, result: result).text
    #expect(
      text.contains(
        "List of constraints 1 of 1 (at line 2): 2 constraints printed, no conflict log\n"))
    #expect(text.contains("   no conflict: the printed constraints can all hold"))
    // Not counted as a conflict log in the summary.
    #expect(!text.contains("conflict log ("))
    #expect(text.hasSuffix(", 1 list of constraints with no conflict\n"))
  }

  /// A list whose `)` never came may conflict through what was cut: predicted all the same,
  /// and the report says the list is cut.
  @Test func aCutListIsStillPredicted() throws {
    let document = try Self.read(
      "(\n"
        + "    \"<NSLayoutConstraint:0x1 H:|-(8)-[UILabel:0x7fa1]   (active, names: '|':UIView:0x7fa0 )>\",\n"
        + "    \"<NSLayoutConstraint:0x2 H:[UILabel:0x7fa1]-(8)-|   (active, names: '|':UIView:0x7fa0 )>\",\n"
    )
    let replay = try #require(try AutoLayout.replayLogs(document).first)
    #expect(!replay.isConflict && replay.listCut)
    #expect(Self.address(replay.predicted, document) == "0x2")
    #expect(replay.rulePart == 4)
  }

  /// UIKit's own constraints, each against an app's `width == 100` on the same view: the
  /// app's is predicted, whichever is printed first (docs/breaking.md §5 and §6.2, through
  /// docs/conflicts.md part 1). A list of UIKit's own alone gets no prediction.
  @Test(arguments: [
    "<NSAutoresizingMaskLayoutConstraint:0x10 h=--& v=--& UIView:0x7fa0.width == 0   (active)>",
    "<NSLayoutConstraint:0x10 'UIView-Encapsulated-Layout-Width' UIView:0x7fa0.width == 0   (active)>",
    "<NSLayoutConstraint:0x10 '_UITemporaryLayoutWidth' UIView:0x7fa0.width == 0   (active)>",
    "<_UITemporaryLayoutWidth:0x10 UIView:0x7fa0.width == 0   (active)>",
    "<NSLayoutConstraint:0x10 'UISV-hiding' UIView:0x7fa0.width == 0   (active)>",
    "<NSLayoutConstraint:0x10 'fittingSizeHTarget' UIView:0x7fa0.width == 0   (active)>",
    "<NSIBPrototypingLayoutConstraint:0x10 'IB auto generated at build time for view with fixed frame' H:[UIView:0x7fa0(0)]   (active)>",
    "<_UILayoutSupportConstraint:0x10 H:[UIView:0x7fa0(0)]   (active)>",
  ])
  func uikitsOwnIsNeverPredicted(_ own: String) throws {
    let app = "<NSLayoutConstraint:0x20 UIView:0x7fa0.width == 100   (active)>"
    for lines in [[own, app], [app, own]] {
      let document = try Self.read(Self.list(lines))
      let replay = try #require(try AutoLayout.replayLogs(document).first)
      #expect(replay.isConflict)
      #expect(Self.address(replay.predicted, document) == "0x20", "\(own)")
      #expect(Self.address(replay.broken, document) == "0x20")
    }
    let alone = try Self.read(
      Self.list([
        own,
        own.replacingOccurrences(of: "0x10", with: "0x11")
          .replacingOccurrences(of: "== 0", with: "== 5").replacingOccurrences(
            of: "(0)", with: "(5)"),
      ]))
    let replay = try #require(try AutoLayout.replayLogs(alone).first)
    #expect(replay.isConflict, "\(own)")
    #expect(replay.predicted == nil && replay.broken == nil)
  }
}
