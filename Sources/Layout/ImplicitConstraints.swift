import DumpModel

/// A constraint of the layout system, its items as layout items.
typealias SystemConstraint = LayoutConstraintOf<LayoutItem>

/// The classes of a document's constraints layout tells apart (`UIKitConstraintClass`).
enum ConstraintClass {
  case autoresizingMask, contentSize, other

  /// The class of a constraint of the document, its name read in place. A name shorter than
  /// one of these (`NSLayoutConstraint`, most of a window's) is told apart by its length
  /// alone: a string equal to an ASCII name has at least as many bytes (a character
  /// canonically equal to an ASCII one, such as U+212A KELVIN SIGN for `K`, takes more than
  /// one), and a native string's length is stored. Each comparison was otherwise a call, and
  /// a retain and a release of the name, for each constraint of every solve.
  init(_ id: ConstraintID, in document: borrowing Document) {
    let count = document[id].className.utf8.count
    if count >= Self.autoresizingMaskCount,
      document[id].className == UIKitConstraintClass.autoresizingMask
    {
      self = .autoresizingMask
    } else if count >= Self.contentSizeCount,
      document[id].className == UIKitConstraintClass.contentSize
    {
      self = .contentSize
    } else {
      self = .other
    }
  }

  private static let autoresizingMaskCount = UIKitConstraintClass.autoresizingMask.utf8.count
  private static let contentSizeCount = UIKitConstraintClass.contentSize.utf8.count
}

/// What the dump already lists of the constraints UIKit makes itself, so that they are used
/// as listed and not generated a second time.
struct ListedConstraints: Sendable {
  struct ItemAxis: Hashable, Sendable {
    var item: ItemID
    var axis: Axis?
  }

  enum Edge: String, Sendable, CaseIterable {
    case left, right, top, bottom

    /// The attribute of this edge.
    var attribute: LayoutAttribute {
      switch self {
      case .left: .left
      case .right: .right
      case .top: .top
      case .bottom: .bottom
      }
    }

    /// The position in `allCases`.
    var index: Int {
      switch self {
      case .left: 0
      case .right: 1
      case .top: 2
      case .bottom: 3
      }
    }
  }

  struct ItemEdge: Hashable, Sendable {
    var item: ItemID
    var edge: Edge
  }

  /// Views with listed `NSAutoresizingMaskLayoutConstraint`s, by axis.
  var autoresizing: Set<ItemAxis> = []
  /// Views with listed `NSContentSizeLayoutConstraint`s, by axis.
  var contentSize: Set<ItemAxis> = []
  /// Items and edges of listed `UIView-*Margin-guide-constraint`s.
  var marginEdges: Set<ItemEdge> = []
  /// Holders and items of listed `UISV-*` constraints.
  var stackItems: Set<ItemID> = []

  init() {}

  /// The constraints held by `holders`, but those `excluded`.
  init(_ document: Document, holders: [ViewID], excluded: Set<ConstraintID> = []) {
    let direction = document.metadata.direction
    for holder in holders {
      var current = document.firstConstraint(heldBy: holder)
      while let id = current {
        current = document.nextConstraint(after: id)
        if !excluded.isEmpty, excluded.contains(id) { continue }
        // Read in place: a copy of each constraint copied its strings and arrays.
        let first = document[id].first
        switch ConstraintClass(id, in: document) {
        case .autoresizingMask:
          autoresizing.insert(ItemAxis(item: first, axis: document[id].firstAttribute.axis))
        case .contentSize:
          contentSize.insert(ItemAxis(item: first, axis: document[id].firstAttribute.axis))
        case .other: break
        }
        guard let identifier = document[id].identifier else { continue }
        let second = document[id].second
        if identifier.hasPrefix(UIKitIdentifier.stackPrefix) {
          stackItems.insert(.view(holder))
          stackItems.insert(first)
          if let second { stackItems.insert(second) }
        }
        if let edge = Self.marginEdge(identifier, direction: direction) {
          marginEdges.insert(ItemEdge(item: first, edge: edge))
          if let second { marginEdges.insert(ItemEdge(item: second, edge: edge)) }
        }
      }
    }
  }

  /// The physical edge of a `UIView-leftMargin-guide-constraint` (leading and trailing
  /// resolved by the layout direction).
  static func marginEdge(_ identifier: String, direction: LayoutDirection) -> Edge? {
    guard let edge = UIKitIdentifier.marginGuideEdge(of: identifier) else { return nil }
    let rtl = direction == .rightToLeft
    switch edge {
    case "leading": return rtl ? .right : .left
    case "trailing": return rtl ? .left : .right
    default: return Edge(rawValue: edge)
    }
  }
}

/// The layout margins layout uses for a view (docs/layout.md, "Layout margins"): the ones the
/// dump records, else the ones its `UIViewLayoutMarginsGuide`'s recorded frame shows (text
/// prints a guide's `layoutFrame` and never a view's margins; the guide is the view's bounds
/// inset by them), else none known (UIKit's default 8 applies).
public enum LayoutMargins {
  public static func known(of view: ViewID, in document: Document) -> Insets? {
    let attributes = document[view]
    if let margins = attributes.margins { return margins }
    guard
      let guide = document.guides(of: view).first(where: {
        document[$0].identifier == UIKitIdentifier.marginsGuide
      })
    else { return nil }
    return shown(frame: attributes.frame, bounds: attributes.bounds, by: document[guide].frame)
  }

  /// The margins a guide's recorded frame (`shown`) shows in a view of this frame and
  /// bounds; nil without both frames.
  static func shown(frame: Rect?, bounds: Rect?, by shown: Rect?) -> Insets? {
    guard let frame, let shown else { return nil }
    let bounds = bounds ?? Rect(x: 0, y: 0, width: frame.width, height: frame.height)
    return Insets(
      top: shown.minY - bounds.minY, left: shown.minX - bounds.minX,
      bottom: bounds.minY + frame.height - shown.maxY,
      right: bounds.minX + frame.width - shown.maxX)
  }
}

enum ImplicitConstraints {
  // MARK: Autoresizing

  /// A root view's recorded frame is fixed; an autoresizing view (`AutoresizingViews`) keeps
  /// its recorded frame under its autoresizing mask (UIKit's
  /// `NSAutoresizingMaskLayoutConstraint`s), axis by axis unless the dump lists them.
  /// `superSize` is the superview's recorded size. Appended to `list`.
  static func autoresizing(
    for view: ViewID, frame: Rect?, mask: AutoresizingMask, isAutoresizing: Bool,
    superview: ViewID?, superSize: Size?, listed: ListedConstraints,
    into list: inout ImplicitList
  ) {
    guard let frame else { return }
    if superview != nil && !isAutoresizing { return }
    let mask = superview == nil ? [] : mask
    for axis in Axis.allCases {
      if !listed.autoresizing.isEmpty
        && listed.autoresizing.contains(ListedConstraints.ItemAxis(item: .view(view), axis: axis))
      {
        continue
      }
      let horizontal = axis == .horizontal
      autoresizing(
        view: .item(.view(view)), superview: superview.map { .item(.view($0)) }, axis: axis,
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
          ), into: &list)
    }
  }

  /// The two constraints of one axis: the flexible parts of (margin, size, margin) share a
  /// change of the superview's size in proportion to their recorded sizes, as UIKit's
  /// autoresizing does; with nothing flexible, or without a known superview size, the
  /// position and size are fixed. Appended to `list`.
  static func autoresizing(
    view: LayoutItem, superview: LayoutItem?, axis: Axis, origin: Double, size: Double,
    superSize: Double?, flexible: (Bool, Bool, Bool), into list: inout ImplicitList
  ) {
    let position: LayoutAttribute = axis == .horizontal ? .left : .top
    let dimension: LayoutAttribute = axis == .horizontal ? .width : .height
    var share = (lead: 0.0, size: 0.0)
    if let superSize, superview != nil {
      // The parts and flags as scalars, the flexible parts summed from 0 in order (the
      // arrays and closures of a filter, map and reduce were allocations for every axis of
      // every autoresizing view).
      let trailing = superSize - origin - size
      var count = 0
      var total = 0.0
      if flexible.0 {
        count += 1
        total += origin
      }
      if flexible.1 {
        count += 1
        total += size
      }
      if flexible.2 {
        count += 1
        total += trailing
      }
      func fraction(_ flag: Bool, _ part: Double) -> Double {
        guard flag else { return 0 }
        return abs(total) > 1e-9 ? part / total : 1 / Double(count)
      }
      share = (fraction(flexible.0, origin), fraction(flexible.1, size))
    }
    func append(_ attribute: LayoutAttribute, value: Double, fraction: Double) {
      let proportional = fraction != 0 && superview != nil
      list.append(
        view, attribute, second: proportional ? superview : nil,
        proportional ? dimension : .notAnAttribute, multiplier: proportional ? fraction : 1,
        constant: proportional ? value - fraction * (superSize ?? 0) : value,
        className: UIKitConstraintClass.autoresizingMask)
    }
    append(position, value: origin, fraction: share.lead)
    append(dimension, value: size, fraction: share.size)
  }

  // MARK: Intrinsic size

  /// `width <= w @hugging` and `width >= w @compressionResistance` per axis with a metric
  /// (for views laid out by Auto Layout: `translatesAutoresizingMaskIntoConstraints = NO`).
  static func intrinsicSize(
    for view: ViewID, hugging: AxisPriorities, resistance: AxisPriorities, size: Size,
    listed: ListedConstraints, into list: inout ImplicitList
  ) {
    let axes: [(Axis, LayoutAttribute, Double, Double, Double)] = [
      (.horizontal, .width, size.width, hugging.horizontal, resistance.horizontal),
      (.vertical, .height, size.height, hugging.vertical, resistance.vertical),
    ]
    for (axis, attribute, value, hugging, resistance) in axes
    where value >= 0
      && (listed.contentSize.isEmpty
        || !listed.contentSize.contains(ListedConstraints.ItemAxis(item: .view(view), axis: axis)))
    {
      list.append(
        .item(.view(view)), attribute, .lessThanOrEqual, constant: value, priority: hugging,
        className: UIKitConstraintClass.contentSize)
      list.append(
        .item(.view(view)), attribute, .greaterThanOrEqual, constant: value,
        priority: resistance, className: UIKitConstraintClass.contentSize)
    }
  }

  // MARK: Layout margins

  /// The view's `UIViewLayoutMarginsGuide` inset by `margins` (UIKit's default 8), edge by
  /// edge unless the dump lists that edge's `UIView-*Margin-guide-constraint`. Appended to
  /// `list`.
  static func marginsGuide(
    view: ViewID, guide: GuideID, margins: Insets, listed: ListedConstraints,
    into list: inout ImplicitList
  ) {
    let (v, g) = (LayoutItem.item(.view(view)), LayoutItem.item(.guide(guide)))
    // Edge by edge, no array of the four made first.
    for edge in ListedConstraints.Edge.allCases {
      if !listed.marginEdges.isEmpty,
        listed.marginEdges.contains(ListedConstraints.ItemEdge(item: .guide(guide), edge: edge))
      {
        continue
      }
      let (first, second, constant): (LayoutItem, LayoutItem, Double)
      switch edge {
      case .left: (first, second, constant) = (g, v, margins.left)
      case .right: (first, second, constant) = (v, g, margins.right)
      case .top: (first, second, constant) = (g, v, margins.top)
      case .bottom: (first, second, constant) = (v, g, margins.bottom)
      }
      let attribute = edge.attribute
      list.append(
        first, attribute, second: second, attribute, constant: constant,
        identifier: marginGuideIdentifiers[edge.index])
    }
  }

  /// `UIView-leftMargin-guide-constraint` …, by `Edge.index`: made once, not for every edge
  /// of every view of every solve.
  private static let marginGuideIdentifiers = ListedConstraints.Edge.allCases.map {
    UIKitIdentifier.marginGuideConstraint($0.rawValue)
  }
}
