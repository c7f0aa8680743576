import Foundation
import HierarchyIO
import TestSupport
import Testing

@testable import Layout

/// A generated window of ~2,000 views laid out as a table: each row a container pinned to the
/// window, a label with an intrinsic size, a fixed-size button, and a stack view of two items
/// (generated `UISV-*` constraints).
enum GeneratedWindow {
  static func hierarchy(rows: Int) -> Hierarchy {
    var rowViews: [View] = []
    var constraints: [LayoutConstraint] = []
    for row in 0..<rows {
      let r = "row\(row)"
      let label = makeView("UILabel", "\(r).label") {
        $0.intrinsicSize = Size(width: 100, height: 20)
      }
      let button = makeView(
        "UIButton", "\(r).button",
        constraints: [
          c("\(r).button", .width, .equal, nil, .notAnAttribute, 44),
          c("\(r).button", .height, .equal, nil, .notAnAttribute, 44, priority: 750),
        ])
      let stack = makeView(
        "UIStackView", "\(r).stack",
        subviews: [
          makeView("UIView", "\(r).a") { $0.intrinsicSize = Size(width: 20, height: 20) },
          makeView("UIView", "\(r).b") { $0.intrinsicSize = Size(width: 30, height: 10) },
        ]
      ) {
        $0.spacing = 8
        $0.alignment = .center
      }
      rowViews.append(
        makeView(
          "UIView", r, subviews: [label, button, stack],
          constraints: [
            c("\(r).label", .leading, .equal, r, .leading, 16),
            c("\(r).label", .centerY, .equal, r, .centerY),
            c("\(r).button", .trailing, .equal, r, .trailing, -16),
            c("\(r).button", .centerY, .equal, r, .centerY),
            c("\(r).stack", .leading, .equal, "\(r).label", .trailing, 8),
            c("\(r).stack", .trailing, .lessThanOrEqual, "\(r).button", .leading, -8),
            c("\(r).stack", .centerY, .equal, r, .centerY),
          ]))
      constraints += [
        c(r, .leading, .equal, "window", .leading, 8),
        c(r, .trailing, .equal, "window", .trailing, -8),
        c(r, .height, .equal, nil, .notAnAttribute, 48),
        row == 0
          ? c(r, .top, .equal, "window", .top) : c(r, .top, .equal, "row\(row - 1)", .bottom, 4),
      ]
    }
    let window = makeView(
      "UIWindow", "window", rect(0, 0, 375, Double(rows) * 52), tamic: true, subviews: rowViews,
      constraints: constraints)
    return Hierarchy(scale: 3, views: [window])
  }
}

/// The layout of a large window, checked by its results (its time is measured by
/// Benchmarks/layoutbench, not here).
@Suite struct LargeWindowTests {
  /// 334 rows × 6 views + the window = 2,005 views.
  @Test func twoThousandViews() throws {
    let result = try layout(GeneratedWindow.hierarchy(rows: 334))
    #expect(result.result.frames.count == 2005)
    #expect(result.conflicts.isEmpty)
    #expect(result.ambiguous.isEmpty)
    let frames = result.frames
    // Row 333: y = 333 × 52; in it the stack starts after the label: 16 + 100 + 8 = 124,
    // 20 + 8 + 30 wide, as high as its tallest item and centred: (48 − 20) / 2 = 14.
    #expect(frames["row333"] == rect(8, 17316, 359, 48))
    #expect(frames["row333.stack"] == rect(124, 14, 58, 20))
    #expect(frames["row333.b"] == rect(28, 5, 30, 10))
  }
}
