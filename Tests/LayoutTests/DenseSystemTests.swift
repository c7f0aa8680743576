import DumpModel
import HierarchyIO
import TestSupport
import Testing

@testable import Layout

/// Real layouts whose systems are large or dense (issue 19, `../shared/fuzz/probe`
/// vstack100.xml and chainx500.xml): they are solved, and never refused as a conflict
/// (docs/solver-budget.md). The work they take is checked in CassowaryTests'
/// SubjectChoiceTests; here, their frames.
@Suite struct DenseSystemTests {
  /// A vertical stack view of 100 labels, 44 pt each, fill alignment. Its tableau is dense
  /// (each label's y is a sum of every height above it) and its work cubic in the rows:
  /// 22.7 million units, past the 20 million the solver allowed before, which refused it as
  /// "too many constraints conflict".
  @Test func aStackOfAHundredRowsIsSolved() throws {
    let labels = (0..<100).map { i in
      makeView("UILabel", "label\(i)") {
        $0.intrinsicSize = Size(width: 100, height: 44)
        $0.arranged = true
      }
    }
    let stack = makeView("UIStackView", "stack", subviews: labels) { $0.axis = .vertical }
    let window = makeView(
      "UIWindow", "window", rect(0, 0, 375, 4400), tamic: true, subviews: [stack],
      constraints: [
        c("stack", .leading, .equal, "window", .leading),
        c("stack", .trailing, .equal, "window", .trailing),
        c("stack", .top, .equal, "window", .top),
      ])
    let laid = try layout(Hierarchy(scale: 2, views: [window]))
    #expect(laid.conflicts.isEmpty)
    #expect(laid.ambiguous.isEmpty)
    // Fill alignment: every label as wide as the stack; fill distribution of labels at their
    // intrinsic height, no spacing: label i at y = 44 i, the stack 4,400 high.
    #expect(laid.frames["stack"] == rect(0, 0, 375, 4400))
    #expect(laid.frames["label0"] == rect(0, 0, 375, 44))
    #expect(laid.frames["label57"] == rect(0, 2508, 375, 44))
    #expect(laid.frames["label99"] == rect(0, 4356, 375, 44))
  }

  /// 500 views in a chain, each one's leading the next one's trailing plus 0 … 6: nothing
  /// fixes a width, so every view is ambiguous, and that is the whole finding. Before the
  /// subject was chosen by its column, this took 21 million units and was refused.
  @Test func aChainOfFiveHundredViewsIsSolvedAndAmbiguous() throws {
    let views = (0..<500).map { makeView("UIView", "v\($0)") }
    let chain = (0..<499).map {
      c("v\($0)", .leading, .equal, "v\($0 + 1)", .trailing, Double($0 % 7))
    }
    let window = makeView(
      "UIWindow", "window", rect(0, 0, 375, 667), tamic: true, subviews: views,
      constraints: chain)
    let laid = try layout(Hierarchy(scale: 2, views: [window]))
    #expect(laid.conflicts.isEmpty)
    #expect(laid.ambiguous.count == 500)
  }
}
