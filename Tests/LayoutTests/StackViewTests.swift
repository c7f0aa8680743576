import DumpModel
import HierarchyIO
import TestSupport
import Testing

@testable import Layout

/// UIStackView's generated `UISV-*` constraints: which ones, and the frames they give
/// (expected numbers worked by hand in each comment).
@Suite struct StackViewTests {
  func item(_ address: String, _ width: Double, _ height: Double, hidden: Bool = false) -> View {
    makeView("UIView", address) {
      $0.intrinsicSize = Size(width: width, height: height)
      $0.hidden = hidden
    }
  }

  func rootStack(
    _ frame: Rect, _ items: [View], direction: LayoutDirection = .leftToRight,
    configure: (inout View) -> Void
  ) -> Hierarchy {
    Hierarchy(
      scale: 3, direction: direction,
      views: [
        makeView("UIStackView", "st", frame, subviews: items, configure: configure)
      ])
  }

  /// The stack's plan (nil when no constraints are generated) and its constraints by address;
  /// the stack is the root of a document of its own.
  func plan(_ stack: View) throws -> (plan: StackPlan, constraints: [LayoutConstraint])? {
    let document = try Document(Hierarchy(views: [stack]))
    let view = try #require(document.view(at: stack.address))
    let listed = ListedConstraints(document, holders: document.preorder)
    guard let plan = StackPlan(view, in: document, listed: listed) else { return nil }
    let naming = LayoutNaming(document, spacers: plan.spacers)
    var list = ImplicitList()
    plan.constraints(in: document, marginsGuide: nil, firstSpacer: 0, into: &list)
    return (plan, list.systemConstraints.map { $0.mapItems { naming.address(of: $0) } })
  }

  @Test func centerAlignmentGeneratesTheSpanner() throws {
    let stack = makeView("UIStackView", "st", subviews: [item("a", 1, 1), item("b", 1, 1)]) {
      $0.alignment = .center
      $0.spacing = 8
    }
    let (plan, generated) = try #require(try plan(stack))
    #expect(plan.spanner?.identifier == "UISV-alignment-spanner")
    #expect(
      generated.map { $0.identifier ?? "" } == [
        "UISV-canvas-connection", "UISV-canvas-connection", "UISV-spacing",
        "UISV-canvas-connection", "UISV-canvas-connection", "UISV-canvas-connection",
        "UISV-alignment", "UISV-spanning-boundary", "UISV-spanning-boundary",
        "UISV-spanning-boundary", "UISV-spanning-boundary", "UISV-spanning-fit",
        "UISV-ambiguity-suppression", "UISV-ambiguity-suppression",
      ])
    #expect(generated[2] == c("b", .leading, .equal, "a", .trailing, 8, identifier: "UISV-spacing"))
    #expect(
      generated[5] == c("st", .centerY, .equal, "a", .centerY, identifier: "UISV-canvas-connection")
    )
    #expect(
      generated[11]
        == c(
          "st+spanner", .height, .equal, nil, .notAnAttribute, 0, priority: 51,
          identifier: "UISV-spanning-fit"))
    #expect(generated[12].priority == 25)
  }

  @Test func fillAlignmentPinsEveryItemToTheFirst() throws {
    let stack = makeView("UIStackView", "st", subviews: [item("a", 1, 1), item("b", 1, 1)]) {
      $0.distribution = .fillEqually
    }
    let (plan, generated) = try #require(try plan(stack))
    #expect(plan.spanner == nil)
    #expect(
      generated.contains(c("b", .width, .equal, "a", .width, identifier: "UISV-fill-equally")))
    #expect(generated.contains(c("a", .top, .equal, "b", .top, identifier: "UISV-alignment")))
    #expect(
      generated.contains(
        c("st", .bottom, .equal, "a", .bottom, identifier: "UISV-canvas-connection")))
  }

  @Test func listedUISVConstraintsAreNotGeneratedAgain() throws {
    let stack = makeView(
      "_UIButtonBarStackView", "st", subviews: [item("a", 1, 1), item("b", 1, 1)],
      constraints: [c("b", .leading, .equal, "a", .trailing, identifier: "UISV-spacing")])
    #expect(try plan(stack) == nil)
    #expect(try plan(item("x", 1, 1)) == nil)
  }

  @Test func arrangedSubviewsAreTheMarkedOnes() throws {
    var a = item("a", 1, 1)
    a.arranged = true
    let stack = makeView("UIStackView", "st", subviews: [item("x", 1, 1), a])
    #expect(try arranged(stack) == ["a"])
  }

  /// Only `arranged="NO"` marks: every other subview is arranged (docs/layout.md, "Stack
  /// views"); no marks: all of them.
  @Test func subviewsMarkedNoAreLeftOut() throws {
    var no = item("n", 1, 1)
    no.arranged = false
    #expect(try arranged(makeView("UIStackView", "st", subviews: [item("x", 1, 1), no])) == ["x"])
    #expect(
      try arranged(makeView("UIStackView", "st", subviews: [item("x", 1, 1), item("y", 1, 1)]))
        == ["x", "y"])
  }

  func arranged(_ stack: View) throws -> [String] {
    let document = try Document(Hierarchy(views: [stack]))
    return StackViews.arrangedSubviews(of: document.view(at: stack.address)!, in: document).map {
      document[$0].address
    }
  }

  /// UIKit's stack classes, and views the dump marks as stacks; not a class named like one.
  @Test func stackViewsAreUIKitsClassesOrMarkedInTheDump() throws {
    func isStack(_ view: View) throws -> Bool {
      let document = try Document(Hierarchy(views: [view]))
      return StackViews.isStackView(document.view(at: view.address)!, in: document)
    }
    #expect(try isStack(makeView("UIStackView", "s")))
    #expect(try isStack(makeView("_UIButtonBarStackView", "s")))
    #expect(try !isStack(makeView("FooStackView", "s", subviews: [item("a", 1, 1)])))
    #expect(try isStack(makeView("FooStackView", "s") { $0.axis = .vertical }))
    #expect(try isStack(makeView("FooStackView", "s") { $0.spacing = 8 }))
    var marked = item("a", 1, 1)
    marked.arranged = true
    #expect(try isStack(makeView("FooStackView", "s", subviews: [marked])))
    // An app's FooStackView gets no UISV-* constraints: its subview keeps its own frame.
    let foo = makeView(
      "FooStackView", "s", rect(0, 0, 100, 40),
      subviews: [makeView("UIView", "a", rect(5, 5, 10, 10), tamic: true)])
    #expect(try layout(Hierarchy(views: [foo])).frames["a"] == rect(5, 5, 10, 10))
  }

  /// docs/navbar/ios11-12.md's iOS 11 beta stack: (12 0; 48 44) holding a spacer 8 wide and a 40×40
  /// adaptor, centred: spacer (0 22; 8 0), adaptor (8 2; 40 40).
  @Test func ios11BetaBarStack() throws {
    let spacer = makeView(
      "UIView", "sp", constraints: [c("sp", .width, .equal, nil, .notAnAttribute, 8)])
    let adaptor = makeView(
      "_UITAMICAdaptorView", "ad",
      constraints: [
        c("ad", .width, .equal, nil, .notAnAttribute, 40),
        c("ad", .height, .equal, nil, .notAnAttribute, 40),
      ])
    let stack = makeView("_UIButtonBarStackView", "st", subviews: [spacer, adaptor]) {
      $0.alignment = .center
    }
    let root = makeView(
      "_UINavigationBarContentView", "R", rect(0, 0, 375, 44), subviews: [stack],
      constraints: [
        c("st", .leading, .equal, "R", .leading, 12), c("st", .top, .equal, "R", .top),
        c("st", .bottom, .equal, "R", .bottom),
      ])
    let result = try layout(Hierarchy(scale: 3, views: [root]))
    #expect(result.conflicts.isEmpty)
    #expect(result.frames["st"] == rect(12, 0, 48, 44))
    #expect(result.frames["sp"] == rect(0, 22, 8, 0))
    #expect(result.frames["ad"] == rect(8, 2, 40, 40))
    #expect(result.frames["st+spanner"] == nil)
    #expect(result.ambiguous.isEmpty)
  }

  /// Vertical, fill equally, spacing 10 in 100: each (100 − 20) / 3 = 26⅔ high, on the ⅓ grid.
  @Test func verticalFillEqually() throws {
    let result = try layout(
      rootStack(rect(0, 0, 50, 100), [item("a", -1, -1), item("b", -1, -1), item("c", -1, -1)]) {
        $0.axis = .vertical
        $0.distribution = .fillEqually
        $0.spacing = 10
      })
    #expect(result.conflicts.isEmpty)
    let third = 80.0 / 3
    for (address, y) in [("a", 0.0), ("b", third + 10), ("c", 2 * third + 20)] {
      let frame = try #require(result.frames[address])
      #expect(abs(frame.y - y) < 1e-9 && abs(frame.height - third) < 1e-9 && frame.width == 50)
    }
  }

  /// Equal spacing in 200 with widths 20, 30, 50: two gaps of 50 → x 0, 70, 150.
  @Test func equalSpacing() throws {
    let result = try layout(
      rootStack(rect(0, 0, 200, 40), [item("a", 20, 10), item("b", 30, 10), item("c", 50, 10)]) {
        $0.distribution = .equalSpacing
        $0.alignment = .top
      })
    #expect(result.conflicts.isEmpty)
    #expect(result.frames["a"] == rect(0, 0, 20, 10))
    #expect(result.frames["b"] == rect(70, 0, 30, 10))
    #expect(result.frames["c"] == rect(150, 0, 50, 10))
  }

  /// Equal centering: centres at 10 and 175, the middle one at 92.5 → x 77.5.
  @Test func equalCentering() throws {
    let result = try layout(
      rootStack(rect(0, 0, 200, 40), [item("a", 20, 10), item("b", 30, 10), item("c", 50, 10)]) {
        $0.distribution = .equalCentering
        $0.alignment = .bottom
      })
    #expect(result.conflicts.isEmpty)
    // 77.5 is between pixels at scale 3: 232.5 px rounds away from zero to 233, so
    // minX = 233/3 and maxX = 107.5 → 323/3; the width stays 30.
    let b = try #require(result.frames["b"])
    #expect(abs(b.x - 233.0 / 3) < 1e-9 && abs(b.width - 30) < 1e-9 && b.y == 30)
    #expect(result.frames["c"] == rect(150, 30, 50, 10))
  }

  /// Fill proportionally: 20 : 30 : 50 of 200 → 40, 60, 100.
  @Test func fillProportionally() throws {
    let result = try layout(
      rootStack(rect(0, 0, 200, 40), [item("a", 20, 10), item("b", 30, 10), item("c", 50, 10)]) {
        $0.distribution = .fillProportionally
      })
    #expect(result.frames["a"] == rect(0, 0, 40, 40))
    #expect(result.frames["b"] == rect(40, 0, 60, 40))
    #expect(result.frames["c"] == rect(100, 0, 100, 40))
  }

  /// A hidden arranged view collapses (`UISV-hiding`) and leaves the spacing chain: the stack
  /// hugs 20 + 5 + 20 = 45.
  @Test func hiddenItemCollapses() throws {
    let stack = makeView(
      "UIStackView", "st",
      subviews: [item("a", 20, 10), item("b", 20, 10, hidden: true), item("c", 20, 10)]
    ) {
      $0.spacing = 5
    }
    let root = makeView(
      "UIView", "R", rect(0, 0, 300, 100), subviews: [stack],
      constraints: [
        c("st", .leading, .equal, "R", .leading), c("st", .top, .equal, "R", .top),
      ])
    let result = try layout(Hierarchy(views: [root]))
    #expect(result.conflicts.isEmpty)
    #expect(result.frames["st"] == rect(0, 0, 45, 10))
    #expect(result.frames["a"] == rect(0, 0, 20, 10))
    #expect(result.frames["b"] == rect(20, 0, 0, 10))
    #expect(result.frames["c"] == rect(25, 0, 20, 10))
  }

  /// layoutMarginsRelativeArrangement: the canvas is the margins (left 10, right 10).
  @Test func marginsRelativeArrangement() throws {
    let result = try layout(
      rootStack(rect(0, 0, 100, 44), [item("a", -1, -1)]) {
        $0.layoutMarginsRelativeArrangement = true
        $0.margins = Insets(top: 0, left: 10, bottom: 4, right: 10)
      })
    #expect(result.frames["a"] == rect(10, 0, 80, 40))
  }

  /// Right-to-left, vertical, leading alignment: items hug the right edge.
  @Test func rightToLeftVerticalLeadingAlignment() throws {
    let result = try layout(
      rootStack(
        rect(0, 0, 100, 100), [item("a", 30, 50), item("b", 40, 50)], direction: .rightToLeft
      ) {
        $0.axis = .vertical
        $0.alignment = .leading
      })
    #expect(result.conflicts.isEmpty)
    #expect(result.frames["a"] == rect(70, 0, 30, 50))
    #expect(result.frames["b"] == rect(60, 50, 40, 50))
  }
}
