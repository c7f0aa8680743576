import HierarchyIO

/// The `UISV-*` constraints UIKit's `UIStackView` makes from its axis, distribution,
/// alignment and spacing, for a stack view whose dump does not list them.
struct StackPlan: Sendable {
  /// A generated `_UILayoutSpacer`: the alignment spanner, or a gap of the equal
  /// distributions. Its address is the stack's followed by `+spanner` / `+gapN`.
  struct Spacer: Sendable, Hashable {
    var address: String
    var identifier: String
  }

  var arranged: [String]
  var spanner: Spacer?
  var gaps: [Spacer]
  var spacers: [Spacer] { (spanner.map { [$0] } ?? []) + gaps }

  /// Nil when the view is not a stack view, has no arranged subview, or its `UISV-*`
  /// constraints are listed in the dump.
  init?(_ view: View, listed: ListedConstraints) {
    guard Self.isStackView(view.className) else { return nil }
    let arrangedViews = Self.arrangedSubviews(of: view)
    guard !arrangedViews.isEmpty else { return nil }
    let touched =
      [view.address] + view.guides.map(\.address) + arrangedViews.map(\.address)
    if touched.contains(where: { listed.stackItems.contains($0) }) { return nil }
    arranged = arrangedViews.map(\.address)
    let visible = arrangedViews.filter { !$0.hidden }.count
    spanner =
      view.alignment == .fill
      ? nil : Spacer(address: "\(view.address)+spanner", identifier: "UISV-alignment-spanner")
    gaps = []
    if view.distribution == .equalSpacing || view.distribution == .equalCentering,
      visible > 1
    {
      let identifier =
        view.distribution == .equalSpacing ? "UISV-distributing" : "UISV-distributing-edge"
      gaps = (1..<visible).map {
        Spacer(address: "\(view.address)+gap\($0)", identifier: identifier)
      }
    }
  }

  /// `UIStackView` and its subclasses (`_UIButtonBarStackView`), known by name.
  static func isStackView(_ className: String) -> Bool {
    className == "UIStackView" || className.hasSuffix("StackView")
  }

  /// The subviews marked `arranged="YES"`, or all of them (less any marked `NO`) when none is.
  static func arrangedSubviews(of view: View) -> [View] {
    if view.subviews.contains(where: { $0.arranged == true }) {
      return view.subviews.filter { $0.arranged == true }
    }
    return view.subviews.filter { $0.arranged != false }
  }

  /// The constraints, in the order they are added. `marginsGuide` is the stack's
  /// `UIViewLayoutMarginsGuide` (the canvas under `layoutMarginsRelativeArrangement`).
  func constraints(for view: View, marginsGuide: String?) -> [LayoutConstraint] {
    // The arranged subviews in order: address, hidden, intrinsic size.
    let wanted = Set(arranged)
    var items: [(address: String, hidden: Bool, intrinsicSize: Size?)] = []
    for index in view.subviews.indices where wanted.contains(view.subviews[index].address) {
      items.append(
        (
          view.subviews[index].address, view.subviews[index].hidden,
          view.subviews[index].intrinsicSize
        ))
    }
    let visible = items.filter { !$0.hidden }.map(\.address)
    let hidden = items.filter(\.hidden).map(\.address)
    let intrinsic = Dictionary(
      items.map { ($0.address, $0.intrinsicSize) }, uniquingKeysWith: { first, _ in first })
    let horizontal = view.axis == .horizontal
    let lead: LayoutAttribute = horizontal ? .leading : .top
    let trail: LayoutAttribute = horizontal ? .trailing : .bottom
    let length: LayoutAttribute = horizontal ? .width : .height
    let center: LayoutAttribute = horizontal ? .centerX : .centerY
    let start: LayoutAttribute = horizontal ? .top : .leading
    let end: LayoutAttribute = horizontal ? .bottom : .trailing
    let middle: LayoutAttribute = horizontal ? .centerY : .centerX
    let breadth: LayoutAttribute = horizontal ? .height : .width

    /// The canvas: the stack, or its margins under `layoutMarginsRelativeArrangement`.
    func canvas(_ attribute: LayoutAttribute) -> (String, LayoutAttribute) {
      guard view.layoutMarginsRelativeArrangement else { return (view.address, attribute) }
      if let marginsGuide { return (marginsGuide, attribute) }
      let margin: [LayoutAttribute: LayoutAttribute] = [
        .leading: .leadingMargin, .trailing: .trailingMargin, .top: .topMargin,
        .bottom: .bottomMargin, .centerX: .centerXWithinMargins, .centerY: .centerYWithinMargins,
        .width: .width, .height: .height,
      ]
      return (view.address, margin[attribute] ?? attribute)
    }
    var result: [LayoutConstraint] = []
    func add(
      _ identifier: String, _ first: (String, LayoutAttribute), _ relation: LayoutRelation = .equal,
      _ second: (String, LayoutAttribute)? = nil, multiplier: Double = 1, constant: Double = 0,
      priority: Double = 1000
    ) {
      var constraint = LayoutConstraint(
        first: first.0, first.1, relation, second: second?.0, second?.1 ?? .notAnAttribute,
        multiplier: multiplier, constant: constant, priority: priority, identifier: identifier)
      constraint.className = "NSLayoutConstraint"
      result.append(constraint)
    }
    guard let first = visible.first, let last = visible.last else {
      for item in hidden { add("UISV-hiding", (item, length)) }
      return result
    }

    // Along the axis: the canvas holds the first and last item; neighbours follow each other.
    add("UISV-canvas-connection", canvas(lead), .equal, (first, lead))
    add("UISV-canvas-connection", canvas(trail), .equal, (last, trail))
    let equalDistribution =
      view.distribution == .equalSpacing
      || view.distribution == .equalCentering
    for (previous, next) in zip(visible, visible.dropFirst()) {
      add(
        "UISV-spacing", (next, lead), equalDistribution ? .greaterThanOrEqual : .equal,
        (previous, trail), constant: view.spacing)
    }
    switch view.distribution {
    case .fill: break
    case .fillEqually:
      for item in visible.dropFirst() {
        add("UISV-fill-equally", (item, length), .equal, (first, length))
      }
    case .fillProportionally:
      let sizes = visible.map { address -> Double in
        guard let size = intrinsic[address] ?? nil else { return -1 }
        return horizontal ? size.width : size.height
      }
      let total = sizes.reduce(0, +)
      if sizes.allSatisfy({ $0 >= 0 }), total > 0 {
        let spacing = view.spacing * Double(visible.count - 1)
        for (item, size) in zip(visible, sizes) {
          let share = size / total
          add(
            "UISV-fill-proportionally", (item, length), .equal, canvas(length), multiplier: share,
            constant: -share * spacing, priority: 999)
        }
      }
    case .equalSpacing, .equalCentering:
      let edges: (LayoutAttribute, LayoutAttribute) =
        view.distribution == .equalSpacing ? (trail, lead) : (center, center)
      for (gap, (previous, next)) in zip(gaps, zip(visible, visible.dropFirst())) {
        add(gap.identifier, (gap.address, lead), .equal, (previous, edges.0))
        add(gap.identifier, (gap.address, trail), .equal, (next, edges.1))
      }
      if let firstGap = gaps.first {
        for gap in gaps.dropFirst() {
          add("UISV-fill-equally", (gap.address, length), .equal, (firstGap.address, length))
        }
      }
    }
    // Hidden arranged views collapse where they stand.
    for item in hidden {
      add("UISV-hiding", (item, length))
      let index = items.firstIndex { $0.address == item } ?? 0
      let before = items[..<index].last { !$0.hidden }?.address
      if let before {
        add("UISV-hiding", (item, lead), .equal, (before, trail))
      } else {
        add("UISV-hiding", (item, lead), .equal, canvas(lead))
      }
    }

    // Across the axis: alignment.
    let alignment: LayoutAttribute?
    switch view.alignment {
    case .fill: alignment = nil
    case .leading, .top, .firstBaseline: alignment = start
    case .trailing, .bottom, .lastBaseline: alignment = end
    case .center: alignment = middle
    }
    let aligned = visible + hidden
    guard let alignment, let spanner else {
      add("UISV-canvas-connection", canvas(start), .equal, (first, start))
      add("UISV-canvas-connection", canvas(end), .equal, (first, end))
      for item in aligned.dropFirst() {
        add("UISV-alignment", (first, start), .equal, (item, start))
        add("UISV-alignment", (first, end), .equal, (item, end))
      }
      return result
    }
    add("UISV-canvas-connection", canvas(start), .equal, (spanner.address, start))
    add("UISV-canvas-connection", canvas(end), .equal, (spanner.address, end))
    add("UISV-canvas-connection", canvas(alignment), .equal, (first, alignment))
    for item in aligned.dropFirst() {
      add("UISV-alignment", (first, alignment), .equal, (item, alignment))
    }
    for item in aligned {
      add("UISV-spanning-boundary", (spanner.address, start), .lessThanOrEqual, (item, start))
      add("UISV-spanning-boundary", (spanner.address, end), .greaterThanOrEqual, (item, end))
    }
    add("UISV-spanning-fit", (spanner.address, breadth), priority: 51)
    for item in aligned {
      add("UISV-ambiguity-suppression", (item, breadth), priority: 25)
    }
    return result
  }
}
