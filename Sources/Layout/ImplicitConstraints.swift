import HierarchyIO

/// What the dump already lists of the constraints UIKit makes itself, so that they are used
/// as listed and not generated a second time.
struct ListedConstraints: Sendable {
  /// `address|axis` of views with listed `NSAutoresizingMaskLayoutConstraint`s.
  var autoresizing: Set<String> = []
  /// `address|axis` of views with listed `NSContentSizeLayoutConstraint`s.
  var contentSize: Set<String> = []
  /// `guide|edge` (left, right, top, bottom) of listed `UIView-*Margin-guide-constraint`s.
  var marginEdges: Set<String> = []
  /// Holders and items of listed `UISV-*` constraints.
  var stackItems: Set<String> = []

  init(_ hierarchy: Hierarchy) {
    hierarchy.forEachView { view, _ in
      for constraint in view.constraints {
        let axis = constraint.firstAttribute.axis?.rawValue ?? ""
        switch constraint.className {
        case "NSAutoresizingMaskLayoutConstraint":
          autoresizing.insert("\(constraint.first)|\(axis)")
        case "NSContentSizeLayoutConstraint":
          contentSize.insert("\(constraint.first)|\(axis)")
        default: break
        }
        guard let identifier = constraint.identifier else { continue }
        if identifier.hasPrefix("UISV-") {
          stackItems.insert(view.address)
          stackItems.insert(constraint.first)
          if let second = constraint.second { stackItems.insert(second) }
        }
        if let edge = Self.marginEdge(identifier, direction: hierarchy.direction) {
          marginEdges.insert("\(constraint.first)|\(edge)")
          if let second = constraint.second { marginEdges.insert("\(second)|\(edge)") }
        }
      }
    }
  }

  /// The physical edge of a `UIView-leftMargin-guide-constraint` (leading and trailing
  /// resolved by the layout direction).
  static func marginEdge(_ identifier: String, direction: LayoutDirection) -> String? {
    let prefix = "UIView-"
    let suffix = "Margin-guide-constraint"
    guard identifier.hasPrefix(prefix), identifier.hasSuffix(suffix),
      identifier.count > prefix.count + suffix.count
    else { return nil }
    let edge = String(identifier.dropFirst(prefix.count).dropLast(suffix.count))
    let rtl = direction == .rightToLeft
    switch edge {
    case "left", "right", "top", "bottom": return edge
    case "leading": return rtl ? "right" : "left"
    case "trailing": return rtl ? "left" : "right"
    default: return nil
    }
  }
}

extension LayoutSystem {
  // MARK: Autoresizing

  /// A root view's recorded frame is fixed; a view with
  /// `translatesAutoresizingMaskIntoConstraints = YES` keeps its recorded frame under its
  /// autoresizing mask (UIKit's `NSAutoresizingMaskLayoutConstraint`s), axis by axis unless
  /// the dump lists them. `superSize` is the superview's recorded size.
  static func autoresizingConstraints(
    for view: View, superview: String?, superSize: Size?, listed: ListedConstraints
  ) -> [LayoutConstraint] {
    guard let frame = view.frame else { return [] }
    if superview != nil && !view.translatesAutoresizingMaskIntoConstraints { return [] }
    let mask = superview == nil ? [] : view.autoresizingMask
    var result: [LayoutConstraint] = []
    for axis in Axis.allCases {
      if !listed.autoresizing.isEmpty && listed.autoresizing.contains("\(view.address)|\(axis)") {
        continue
      }
      let horizontal = axis == .horizontal
      result += autoresizingConstraints(
        view: view.address, superview: superview, axis: axis,
        origin: horizontal ? frame.x : frame.y, size: horizontal ? frame.width : frame.height,
        superSize: horizontal ? superSize?.width : superSize?.height,
        flexible: horizontal
          ? (
            mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
            mask.contains(.flexibleRightMargin)
          )
          : (
            mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
            mask.contains(.flexibleBottomMargin)
          ))
    }
    return result
  }

  /// The two constraints of one axis: the flexible parts of (margin, size, margin) share a
  /// change of the superview's size in proportion to their recorded sizes, as UIKit's
  /// autoresizing does; with nothing flexible, or without a known superview size, the
  /// position and size are fixed.
  static func autoresizingConstraints(
    view: String, superview: String?, axis: Axis, origin: Double, size: Double,
    superSize: Double?, flexible: (Bool, Bool, Bool)
  ) -> [LayoutConstraint] {
    let position: LayoutAttribute = axis == .horizontal ? .left : .top
    let dimension: LayoutAttribute = axis == .horizontal ? .width : .height
    var share = (lead: 0.0, size: 0.0)
    if let superSize, superview != nil {
      let parts = [origin, size, superSize - origin - size]
      let flags = [flexible.0, flexible.1, flexible.2]
      let count = flags.filter { $0 }.count
      let total = zip(parts, flags).filter(\.1).map(\.0).reduce(0, +)
      func fraction(_ index: Int) -> Double {
        guard flags[index] else { return 0 }
        return abs(total) > 1e-9 ? parts[index] / total : 1 / Double(count)
      }
      share = (fraction(0), fraction(1))
    }
    func make(_ attribute: LayoutAttribute, value: Double, fraction: Double) -> LayoutConstraint {
      var constraint: LayoutConstraint
      if fraction == 0 || superview == nil {
        constraint = LayoutConstraint(first: view, attribute, constant: value)
      } else {
        constraint = LayoutConstraint(
          first: view, attribute, second: superview, dimension, multiplier: fraction,
          constant: value - fraction * (superSize ?? 0))
      }
      constraint.className = "NSAutoresizingMaskLayoutConstraint"
      return constraint
    }
    return [
      make(position, value: origin, fraction: share.lead),
      make(dimension, value: size, fraction: share.size),
    ]
  }

  // MARK: Intrinsic size

  /// `width <= w @hugging` and `width >= w @compressionResistance` per axis with a metric
  /// (for views laid out by Auto Layout: `translatesAutoresizingMaskIntoConstraints = NO`).
  static func intrinsicSizeConstraints(_ view: View, size: Size, listed: ListedConstraints)
    -> [LayoutConstraint]
  {
    var result: [LayoutConstraint] = []
    let axes: [(Axis, LayoutAttribute, Double, Double, Double)] = [
      (
        .horizontal, .width, size.width, view.hugging.horizontal,
        view.compressionResistance.horizontal
      ),
      (.vertical, .height, size.height, view.hugging.vertical, view.compressionResistance.vertical),
    ]
    for (axis, attribute, value, hugging, resistance) in axes
    where value >= 0
      && (listed.contentSize.isEmpty || !listed.contentSize.contains("\(view.address)|\(axis)"))
    {
      var hug = LayoutConstraint(
        first: view.address, attribute, .lessThanOrEqual, constant: value, priority: hugging)
      hug.className = "NSContentSizeLayoutConstraint"
      var resist = LayoutConstraint(
        first: view.address, attribute, .greaterThanOrEqual, constant: value,
        priority: resistance)
      resist.className = "NSContentSizeLayoutConstraint"
      result += [hug, resist]
    }
    return result
  }

  // MARK: Layout margins

  /// The view's `UIViewLayoutMarginsGuide` inset by `margins` (UIKit's default 8), edge by
  /// edge unless the dump lists that edge's `UIView-*Margin-guide-constraint`.
  static func marginsGuideConstraints(
    view: String, guide: String, margins: Insets, listed: ListedConstraints
  ) -> [LayoutConstraint] {
    let edges: [(String, LayoutConstraint)] = [
      ("left", LayoutConstraint(first: guide, .left, second: view, .left, constant: margins.left)),
      (
        "right",
        LayoutConstraint(first: view, .right, second: guide, .right, constant: margins.right)
      ),
      ("top", LayoutConstraint(first: guide, .top, second: view, .top, constant: margins.top)),
      (
        "bottom",
        LayoutConstraint(first: view, .bottom, second: guide, .bottom, constant: margins.bottom)
      ),
    ]
    return edges.compactMap { edge, constraint in
      if listed.marginEdges.contains("\(guide)|\(edge)") { return nil }
      var constraint = constraint
      constraint.identifier = "UIView-\(edge)Margin-guide-constraint"
      return constraint
    }
  }
}

extension LayoutConstraint {
  /// For an `NSContentSizeLayoutConstraint` as a log prints it (`X.width == 42 Hug:250
  /// CompressionResistance:750`, read with `hugging` and `compressionResistance` attributes):
  /// the pair UIKit's engine holds — `width <= 42 @hugging`, `width >= 42 @resistance`
  /// (defaults 250 and 750). Nil for any other constraint, and for the pair's own halves.
  var contentSizePair: [LayoutConstraint]? {
    guard className == "NSContentSizeLayoutConstraint", relation == .equal, second == nil
    else { return nil }
    var hug = self
    hug.relation = .lessThanOrEqual
    hug.priority = printedHugging ?? 250
    var resist = self
    resist.relation = .greaterThanOrEqual
    resist.priority = printedCompressionResistance ?? 750
    return [hug, resist]
  }
}
