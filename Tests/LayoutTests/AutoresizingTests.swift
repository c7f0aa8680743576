import HierarchyIO
import TestSupport
import Testing

@testable import Layout

/// Autoresizing masks: a superview recorded 200 wide is laid out 300 wide; the child, recorded
/// at (20 10; 50 30), follows its mask. Margins 20 | 50 | 130; Δ = 100. Expected frames by hand.
@Suite struct AutoresizingTests {
  func hierarchy(_ mask: AutoresizingMask, childTamic: Bool = true) -> Hierarchy {
    let child = makeView("UIView", "v", rect(20, 10, 50, 30), tamic: childTamic) {
      $0.autoresizingMask = mask
    }
    let superview = makeView(
      "UIView", "s", rect(0, 0, 200, 100), subviews: [child],
      constraints: [])
    let root = makeView(
      "UIWindow", "R", rect(0, 0, 400, 400), tamic: true, subviews: [superview],
      constraints: [
        c("s", .left, .equal, "R", .left), c("s", .top, .equal, "R", .top),
        c("s", .width, .equal, nil, .notAnAttribute, 300),
        c("s", .height, .equal, nil, .notAnAttribute, 100),
      ])
    return Hierarchy(scale: 3, views: [root])
  }

  func frame(_ mask: AutoresizingMask) throws -> Rect? {
    try layout(hierarchy(mask)).frames["v"]
  }

  @Test func fixedMaskKeepsTheFrame() throws {
    #expect(try frame([]) == rect(20, 10, 50, 30))
    #expect(try frame(.flexibleRightMargin) == rect(20, 10, 50, 30))
  }

  @Test func flexibleWidthTakesTheChange() throws {
    #expect(try frame(.flexibleWidth) == rect(20, 10, 150, 30))
  }

  @Test func flexibleLeftMarginKeepsTheRightMargin() throws {
    #expect(try frame(.flexibleLeftMargin) == rect(120, 10, 50, 30))
  }

  /// Both margins flexible: 20 and 130 share Δ = 100 → x = 20 + 100·20/150 = 33⅓, snapped
  /// to the 1/3-pt grid: minX 33.33333, maxX 83.33333.
  @Test func flexibleMarginsShareInProportion() throws {
    let f = try #require(try frame([.flexibleLeftMargin, .flexibleRightMargin]))
    #expect(abs(f.x - 100.0 / 3) < 1e-9)
    #expect(abs(f.width - 50) < 1e-9)
  }

  /// Everything flexible scales by 300/200.
  @Test func allFlexibleScales() throws {
    #expect(
      try frame([.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin]) == rect(30, 10, 75, 30)
    )
  }

  /// Width and right margin flexible: 50 + 100·50/180 = 77.777… → maxX 97.777… snapped to
  /// 293/3, width 293/3 − 20.
  @Test func flexibleWidthAndRightMargin() throws {
    let f = try #require(try frame([.flexibleWidth, .flexibleRightMargin]))
    #expect(f.x == 20)
    #expect(abs(f.width - (293.0 / 3 - 20)) < 1e-9)
  }

  @Test func generatedConstraintsAreUIKits() throws {
    let generated = try Built(hierarchy(.flexibleWidth)).implicitConstraints.filter {
      $0.first == "v"
    }
    #expect(generated.count == 4)
    #expect(generated.allSatisfy { $0.className == "NSAutoresizingMaskLayoutConstraint" })
    #expect(generated[0] == withClass(c("v", .left, .equal, nil, .notAnAttribute, 20)))
    #expect(generated[1] == withClass(c("v", .width, .equal, "s", .width, times: 1, -150)))
    #expect(generated[2] == withClass(c("v", .top, .equal, nil, .notAnAttribute, 10)))
    #expect(generated[3] == withClass(c("v", .height, .equal, nil, .notAnAttribute, 30)))
  }

  @Test func autoLayoutViewsGetNoAutoresizing() throws {
    let built = try Built(hierarchy(.flexibleWidth, childTamic: false))
    #expect(!built.implicitConstraints.contains { $0.first == "v" })
  }

  @Test func listedAutoresizingConstraintsAreUsedAsListed() throws {
    var h = hierarchy([])
    var listed = c("v", .width, .equal, nil, .notAnAttribute, 99)
    listed.className = "NSAutoresizingMaskLayoutConstraint"
    var left = c("v", .left, .equal, nil, .notAnAttribute, 21)
    left.className = "NSAutoresizingMaskLayoutConstraint"
    h.views[0].subviews[0].constraints += [listed, left]
    let result = try layout(h)
    #expect(result.conflicts.isEmpty)
    #expect(result.ambiguous.isEmpty)
    // Horizontal as listed (held by s: measured from its origin), vertical generated.
    #expect(result.frames["v"] == rect(21, 10, 99, 30))
  }

  /// A root view's frame is fixed whatever its translatesAutoresizingMaskIntoConstraints.
  @Test func rootFrameIsFixed() throws {
    var h = hierarchy([])
    h.views[0].translatesAutoresizingMaskIntoConstraints = false
    h.views[0].constraints.append(c("R", .width, .equal, nil, .notAnAttribute, 10))
    let result = try layout(h)
    #expect(result.frames["R"] == rect(0, 0, 400, 400))
    #expect(result.conflicts.count == 1)
    // The conflict names the implicit constraint by kind and view, and the document's by id.
    let conflict = try #require(result.conflicts.first)
    let implicit = conflict.conflicting.compactMap { source -> ImplicitConstraint? in
      if case .implicit(let implicit) = source { return implicit }
      return nil
    }
    #expect(implicit.map(\.kind) == [.autoresizing])
    #expect(implicit.first.map { result.document[$0.view].address } == "R")
    #expect(conflict.broken == result.source(holder: "R", index: h.views[0].constraints.count - 1))
  }

  func withClass(_ constraint: LayoutConstraint) -> LayoutConstraint {
    var constraint = constraint
    constraint.className = "NSAutoresizingMaskLayoutConstraint"
    return constraint
  }
}

/// A scroll view's subviews are placed in its bounds: frames relative to the bounds origin.
@Suite struct BoundsTests {
  @Test func subviewsOfAScrolledViewKeepTheirFrames() throws {
    let child = makeView("UIView", "c", rect(0, 60, 10, 10), tamic: true)
    let scroll = makeView("UIScrollView", "s", rect(0, 0, 100, 100), tamic: true, subviews: [child])
    {
      $0.bounds = rect(0, 50, 100, 100)
    }
    let pinned = makeView(
      "UIView", "p",
      constraints: [
        c("p", .width, .equal, nil, .notAnAttribute, 5),
        c("p", .height, .equal, nil, .notAnAttribute, 5),
      ])
    var h = Hierarchy(views: [scroll])
    h.views[0].subviews.append(pinned)
    // p.top == c.bottom + 5, held by the scroll view: 60 + 10 + 5 = 75 in bounds coordinates.
    h.views[0].constraints = [
      c("p", .top, .equal, "c", .bottom, 5), c("p", .left, .equal, "c", .left),
    ]
    let result = try layout(h)
    #expect(result.mismatches.isEmpty)
    #expect(result.frames["c"] == rect(0, 60, 10, 10))
    #expect(result.frames["p"] == rect(0, 75, 5, 5))
  }
}
