import Cassowary
import DumpModel
import HierarchyIO
import TestSupport
import Testing

@testable import Layout

/// Intrinsic size, layout margins, priority order and the order constraints are added in.
@Suite struct ImplicitConstraintTests {
  /// A 100-wide container `k` holding `a` and `b` side by side, each wanting 60.
  func pair(aResistance: Double = 750, bResistance: Double = 750) -> Hierarchy {
    let a = makeView("UILabel", "a") {
      $0.intrinsicSize = Size(width: 60, height: 20)
      $0.compressionResistance = AxisPriorities(horizontal: aResistance, vertical: 750)
    }
    let b = makeView("UILabel", "b") {
      $0.intrinsicSize = Size(width: 60, height: -1)
      $0.compressionResistance = AxisPriorities(horizontal: bResistance, vertical: 750)
    }
    let k = makeView(
      "UIView", "k", rect(0, 0, 100, 50), tamic: true, subviews: [a, b],
      constraints: [
        c("a", .leading, .equal, "k", .leading), c("b", .leading, .equal, "a", .trailing),
        c("b", .trailing, .equal, "k", .trailing), c("a", .top, .equal, "k", .top),
        c("b", .top, .equal, "k", .top), c("b", .height, .equal, nil, .notAnAttribute, 10),
      ])
    return Hierarchy(scale: 2, views: [k])
  }

  @Test func intrinsicSizeConstraintsPerAxis() throws {
    var view = ViewAttributes(className: "UILabel", address: "a")
    view.hugging = AxisPriorities(horizontal: 251, vertical: 250)
    var list = ImplicitList()
    ImplicitConstraints.intrinsicSize(
      for: ViewID(rawValue: 0), hugging: view.hugging, resistance: view.compressionResistance,
      size: Size(width: 44, height: -1), listed: ListedConstraints(), into: &list)
    let generated = list.systemConstraints
    #expect(generated.count == 2)
    #expect(generated[0].relation == .lessThanOrEqual && generated[0].priority == 251)
    #expect(generated[1].relation == .greaterThanOrEqual && generated[1].priority == 750)
    #expect(generated.allSatisfy { $0.constant == 44 && $0.firstAttribute == .width })
    #expect(generated.allSatisfy { $0.className == "NSContentSizeLayoutConstraint" })
  }

  /// The lower compression resistance gives way: a (749) shrinks to 40, b keeps 60.
  @Test func compressionResistanceDecidesWhoShrinks() throws {
    let result = try layout(pair(aResistance: 749))
    #expect(result.frames["a"] == rect(0, 0, 40, 20))
    #expect(result.frames["b"] == rect(40, 0, 60, 10))
    let other = try layout(pair(bResistance: 749))
    #expect(other.frames["a"] == rect(0, 0, 60, 20))
    #expect(other.frames["b"] == rect(60, 0, 40, 10))
  }

  /// Higher priorities are satisfied first (lexicographic): `x == 0 @750` beats two copies of
  /// `x == 10 @749`. Kiwi's weighted sum (s(p) = 10^(9p/1000)) lets the two outweigh it:
  /// 2·10^6.741 > 10^6.75.
  @Test func lexicographicAgainstWeighted() throws {
    let v = makeView(
      "UIView", "v",
      constraints: [
        c("v", .width, .equal, nil, .notAnAttribute, 0, priority: 750),
        c("v", .width, .equal, nil, .notAnAttribute, 10, priority: 749),
        c("v", .width, .equal, nil, .notAnAttribute, 10, priority: 749),
        c("v", .height, .equal, nil, .notAnAttribute, 1), c("v", .left, .equal, "R", .left),
        c("v", .top, .equal, "R", .top),
      ])
    let h = Hierarchy(views: [makeView("UIView", "R", rect(0, 0, 100, 100), subviews: [v])])
    #expect(try layout(h).frames["v"]?.width == 0)
    let weighted = try layout(h, options: LayoutOptions(priorityMode: .weighted))
    #expect(weighted.frames["v"]?.width == 10)
  }

  @Test func marginsGuideIsInsetByMargins() throws {
    let view = makeView(
      "UIView", "v", rect(0, 0, 100, 50), tamic: true,
      guides: [guide("g", "UIViewLayoutMarginsGuide")]
    ) { $0.margins = Insets(top: 1, left: 2, bottom: 3, right: 4) }
    let result = try layout(Hierarchy(views: [view]))
    #expect(result.frames["g"] == rect(2, 1, 94, 46))
    let plain = makeView(
      "UIView", "v", rect(0, 0, 100, 50), tamic: true,
      guides: [guide("g", "UIViewLayoutMarginsGuide")])
    #expect(try layout(Hierarchy(views: [plain])).frames["g"] == rect(8, 8, 84, 34))
    var list = ImplicitList()
    ImplicitConstraints.marginsGuide(
      view: ViewID(rawValue: 0), guide: GuideID(rawValue: 0), margins: .uikitDefault,
      listed: ListedConstraints(), into: &list)
    let generated = list.systemConstraints
    #expect(
      generated.map { $0.identifier ?? "" } == [
        "UIView-leftMargin-guide-constraint", "UIView-rightMargin-guide-constraint",
        "UIView-topMargin-guide-constraint", "UIView-bottomMargin-guide-constraint",
      ])
  }

  /// A listed `UIView-leftMargin-guide-constraint` replaces the generated left edge.
  @Test func listedMarginGuideConstraintsWin() throws {
    let listed = c(
      "g", .leading, .equal, "v", .leading, 30, identifier: "UIView-leadingMargin-guide-constraint")
    let view = makeView(
      "UIView", "v", rect(0, 0, 100, 50), tamic: true,
      guides: [guide("g", "UIViewLayoutMarginsGuide")],
      constraints: [listed])
    let result = try layout(Hierarchy(views: [view]))
    #expect(result.conflicts.isEmpty)
    #expect(result.frames["g"] == rect(30, 8, 62, 34))
  }

  /// Implicit constraints first (autoresizing, intrinsic size, margins guides, stacks), then
  /// the document's, views in pre-order.
  @Test func constraintsAreAddedInLayoutOrder() throws {
    let inner = makeView(
      "UIView", "inner", constraints: [c("inner", .width, .equal, nil, .notAnAttribute, 5)]
    ) {
      $0.intrinsicSize = Size(width: 5, height: -1)
    }
    let stack = makeView("UIStackView", "st", subviews: [makeView("UIView", "item")])
    let root = makeView(
      "UIView", "R", rect(0, 0, 10, 10), guides: [guide("g", "UIViewLayoutMarginsGuide")],
      subviews: [inner, stack],
      constraints: [c("inner", .left, .equal, "R", .left)])
    let built = try Built(Hierarchy(views: [root]))
    let system = built.system
    // Sizes ≥ 0 for R, inner, st, item: 8 rows; none for the margins guide, whose size UIKit
    // lets go negative (docs/conflicts.md, "What UIKit adds").
    #expect(system.entries.prefix(8).allSatisfy { $0.isRestriction })
    #expect(system.entries.dropFirst(8).allSatisfy { !$0.isRestriction })
    let kinds = built.sources.map { source -> String in
      if let (holder, index) = source.document { return "doc \(holder) \(index)" }
      let constraint = source.implicit!
      if constraint.className != "NSLayoutConstraint" { return constraint.className }
      return String((constraint.identifier ?? "").prefix(6))
    }
    var collapsed: [String] = []
    for kind in kinds where collapsed.last != kind { collapsed.append(kind) }
    #expect(
      collapsed == [
        "NSAutoresizingMaskLayoutConstraint", "NSContentSizeLayoutConstraint", "UIView",
        "UISV-c", "doc R 0", "doc inner 0",
      ])
  }

  /// The list keeps an implicit constraint as its parts and makes it when asked: each field
  /// appended, the class and identifier given, every other field at the constraint's default,
  /// as the constraint made whole held it; its kind, view and holder as started.
  @Test func theListMakesTheConstraintItWasGiven() {
    let (stack, holder) = (ViewID(rawValue: 3), ViewID(rawValue: 2))
    let view = LayoutItem.item(.view(stack))
    let guide = LayoutItem.item(.guide(GuideID(rawValue: 1)))
    var list = ImplicitList()
    list.start(.stackView, view: stack, holder: holder)
    list.append(
      view, .leading, .greaterThanOrEqual, second: guide, .trailing, multiplier: 0.5,
      constant: -7.25, priority: 999, identifier: "UISV-spacing")
    list.start(.autoresizing, view: stack, holder: nil)
    list.append(view, .width, constant: 42, className: UIKitConstraintClass.autoresizingMask)
    let spacing = SystemConstraint(
      first: view, .leading, .greaterThanOrEqual, second: guide, .trailing, multiplier: 0.5,
      constant: -7.25, priority: 999, identifier: "UISV-spacing")
    var width = SystemConstraint(first: view, .width, constant: 42)
    width.className = "NSAutoresizingMaskLayoutConstraint"
    #expect(list.systemConstraints == [spacing, width])
    #expect(list[0] == ImplicitConstraint(kind: .stackView, view: stack, constraint: spacing))
    #expect(list[1] == ImplicitConstraint(kind: .autoresizing, view: stack, constraint: width))
    #expect(list.parts.map(\.holder) == [holder, nil])
    #expect(list.parts.map(\.first) == [view, view] && list.parts.map(\.second) == [guide, nil])
    let shape = list.parts[0].shape
    #expect(shape.firstAttribute == .leading && shape.secondAttribute == .trailing)
    #expect(shape.relation == .greaterThanOrEqual && shape.multiplier == 0.5)
    #expect(shape.constant == -7.25 && shape.priority == 999 && !shape.isContentSizePair)
  }
}
