import DumpModel

/// The `UISV-*` constraints UIKit's `UIStackView` makes from its axis, distribution,
/// alignment and spacing, for a stack view whose dump does not list them (docs/layout.md,
/// "Stack views").
struct StackPlan: Sendable {
  var stack: ViewID
  var arranged: [ViewID]
  var spanner: Spacer?
  var gaps: [Spacer]
  /// The spanner first, then the gaps: the order they become items in.
  var spacers: [Spacer] { (spanner.map { [$0] } ?? []) + gaps }

  /// Nil when the view is not a stack view, has no arranged subview, or its `UISV-*`
  /// constraints are listed in the dump. The document and the list are borrowed: an
  /// initialiser's parameters are otherwise owned, and the document was copied (every array
  /// of it retained) for each view of each solve.
  init?(
    _ view: ViewID, in document: borrowing Document, listed: borrowing ListedConstraints
  ) {
    // A view without subviews arranges none: asked first, before the class name (most views
    // of a bar are leaves).
    guard document.firstSubview(of: view) != nil, StackViews.isStackView(view, in: document)
    else { return nil }
    let arranged = StackViews.arrangedSubviews(of: view, in: document)
    guard !arranged.isEmpty else { return nil }
    if !listed.stackItems.isEmpty {
      let touched =
        [ItemID.view(view)] + document.guides(of: view).map(ItemID.guide)
        + arranged.map(ItemID.view)
      if touched.contains(where: { listed.stackItems.contains($0) }) { return nil }
    }
    stack = view
    self.arranged = arranged
    // Each attribute read in place: a copy of the view's attributes copied its strings.
    let distribution = document[view].distribution
    let visible = arranged.filter { !document[$0].hidden }.count
    spanner =
      document[view].alignment == .fill
      ? nil
      : Spacer(stack: view, suffix: "spanner", identifier: UIKitIdentifier.stackAlignmentSpanner)
    gaps = []
    if distribution == .equalSpacing || distribution == .equalCentering,
      visible > 1
    {
      let identifier =
        distribution == .equalSpacing
        ? UIKitIdentifier.stackDistributing : UIKitIdentifier.stackDistributingEdge
      gaps = (1..<visible).map { Spacer(stack: view, suffix: "gap\($0)", identifier: identifier) }
    }
  }

  /// The constraints, in the order they are added. `marginsGuide` is the stack's
  /// `UIViewLayoutMarginsGuide` (the canvas under `layoutMarginsRelativeArrangement`);
  /// `firstSpacer` the index of the plan's first spacer among the layout's spacers. Appended
  /// to `list`.
  func constraints(
    in document: Document, marginsGuide: GuideID?, firstSpacer: Int,
    into list: inout ImplicitList
  ) {
    // The stack's attributes read in place: a copy of them copied their strings.
    let (axis, distribution, stackAlignment, spacing) = (
      document[stack].axis, document[stack].distribution, document[stack].alignment,
      document[stack].spacing
    )
    let relativeToMargins = document[stack].layoutMarginsRelativeArrangement
    // The arranged subviews in order: item, hidden, intrinsic size.
    let items: [(address: LayoutItem, hidden: Bool, intrinsicSize: Size?)] = arranged.map {
      (.item(.view($0)), document[$0].hidden, document[$0].intrinsicSize)
    }
    let visible = items.filter { !$0.hidden }.map(\.address)
    let hidden = items.filter(\.hidden).map(\.address)
    let stackItem = LayoutItem.item(.view(stack))
    let spannerItem = spanner.map { _ in LayoutItem.spacer(firstSpacer) }
    let gapItems = gaps.indices.map {
      LayoutItem.spacer(firstSpacer + (spanner == nil ? 0 : 1) + $0)
    }
    let horizontal = axis == .horizontal
    let lead: LayoutAttribute = horizontal ? .leading : .top
    let trail: LayoutAttribute = horizontal ? .trailing : .bottom
    let length: LayoutAttribute = horizontal ? .width : .height
    let center: LayoutAttribute = horizontal ? .centerX : .centerY
    let start: LayoutAttribute = horizontal ? .top : .leading
    let end: LayoutAttribute = horizontal ? .bottom : .trailing
    let middle: LayoutAttribute = horizontal ? .centerY : .centerX
    let breadth: LayoutAttribute = horizontal ? .height : .width

    /// The canvas: the stack, or its margins under `layoutMarginsRelativeArrangement`.
    func canvas(_ attribute: LayoutAttribute) -> (LayoutItem, LayoutAttribute) {
      guard relativeToMargins else { return (stackItem, attribute) }
      if let marginsGuide { return (.item(.guide(marginsGuide)), attribute) }
      // A switch: a dictionary of the eight made for each call hashed them all.
      switch attribute {
      case .leading: return (stackItem, .leadingMargin)
      case .trailing: return (stackItem, .trailingMargin)
      case .top: return (stackItem, .topMargin)
      case .bottom: return (stackItem, .bottomMargin)
      case .centerX: return (stackItem, .centerXWithinMargins)
      case .centerY: return (stackItem, .centerYWithinMargins)
      default: return (stackItem, attribute)
      }
    }
    func add(
      _ identifier: String, _ first: (LayoutItem, LayoutAttribute),
      _ relation: LayoutRelation = .equal, _ second: (LayoutItem, LayoutAttribute)? = nil,
      multiplier: Double = 1, constant: Double = 0, priority: Double = 1000
    ) {
      list.append(
        first.0, first.1, relation, second: second?.0, second?.1 ?? .notAnAttribute,
        multiplier: multiplier, constant: constant, priority: priority,
        identifier: identifier)
    }
    guard let first = visible.first, let last = visible.last else {
      for item in hidden { add(UIKitIdentifier.stackHiding, (item, length)) }
      return
    }

    // Along the axis: the canvas holds the first and last item; neighbours follow each other.
    add(UIKitIdentifier.stackCanvasConnection, canvas(lead), .equal, (first, lead))
    add(UIKitIdentifier.stackCanvasConnection, canvas(trail), .equal, (last, trail))
    let equalDistribution =
      distribution == .equalSpacing
      || distribution == .equalCentering
    for (previous, next) in zip(visible, visible.dropFirst()) {
      add(
        UIKitIdentifier.stackSpacing, (next, lead),
        equalDistribution ? .greaterThanOrEqual : .equal,
        (previous, trail), constant: spacing)
    }
    switch distribution {
    case .fill: break
    case .fillEqually:
      for item in visible.dropFirst() {
        add(UIKitIdentifier.stackFillEqually, (item, length), .equal, (first, length))
      }
    case .fillProportionally:
      // The arranged subviews are distinct: each visible one's own intrinsic size.
      let sizes = items.filter { !$0.hidden }.map { item -> Double in
        guard let size = item.intrinsicSize else { return -1 }
        return horizontal ? size.width : size.height
      }
      let total = sizes.reduce(0, +)
      if sizes.allSatisfy({ $0 >= 0 }), total > 0 {
        let spacing = spacing * Double(visible.count - 1)
        for (item, size) in zip(visible, sizes) {
          let share = size / total
          add(
            UIKitIdentifier.stackFillProportionally, (item, length), .equal, canvas(length),
            multiplier: share,
            constant: -share * spacing, priority: 999)
        }
      }
    case .equalSpacing, .equalCentering:
      let edges: (LayoutAttribute, LayoutAttribute) =
        distribution == .equalSpacing ? (trail, lead) : (center, center)
      for ((gap, item), (previous, next)) in zip(
        zip(gaps, gapItems), zip(visible, visible.dropFirst()))
      {
        add(gap.identifier, (item, lead), .equal, (previous, edges.0))
        add(gap.identifier, (item, trail), .equal, (next, edges.1))
      }
      if let firstGap = gapItems.first {
        for gap in gapItems.dropFirst() {
          add(UIKitIdentifier.stackFillEqually, (gap, length), .equal, (firstGap, length))
        }
      }
    }
    // Hidden arranged views collapse where they stand.
    for item in hidden {
      add(UIKitIdentifier.stackHiding, (item, length))
      let index = items.firstIndex { $0.address == item } ?? 0
      let before = items[..<index].last { !$0.hidden }?.address
      if let before {
        add(UIKitIdentifier.stackHiding, (item, lead), .equal, (before, trail))
      } else {
        add(UIKitIdentifier.stackHiding, (item, lead), .equal, canvas(lead))
      }
    }

    // Across the axis: alignment.
    let alignment: LayoutAttribute?
    switch stackAlignment {
    case .fill: alignment = nil
    case .leading, .top, .firstBaseline: alignment = start
    case .trailing, .bottom, .lastBaseline: alignment = end
    case .center: alignment = middle
    }
    let aligned = visible + hidden
    guard let alignment, let spanner = spannerItem else {
      add(UIKitIdentifier.stackCanvasConnection, canvas(start), .equal, (first, start))
      add(UIKitIdentifier.stackCanvasConnection, canvas(end), .equal, (first, end))
      for item in aligned.dropFirst() {
        add(UIKitIdentifier.stackAlignment, (first, start), .equal, (item, start))
        add(UIKitIdentifier.stackAlignment, (first, end), .equal, (item, end))
      }
      return
    }
    add(UIKitIdentifier.stackCanvasConnection, canvas(start), .equal, (spanner, start))
    add(UIKitIdentifier.stackCanvasConnection, canvas(end), .equal, (spanner, end))
    add(UIKitIdentifier.stackCanvasConnection, canvas(alignment), .equal, (first, alignment))
    for item in aligned.dropFirst() {
      add(UIKitIdentifier.stackAlignment, (first, alignment), .equal, (item, alignment))
    }
    for item in aligned {
      add(UIKitIdentifier.stackSpanningBoundary, (spanner, start), .lessThanOrEqual, (item, start))
      add(UIKitIdentifier.stackSpanningBoundary, (spanner, end), .greaterThanOrEqual, (item, end))
    }
    add(UIKitIdentifier.stackSpanningFit, (spanner, breadth), priority: 51)
    for item in aligned {
      add(UIKitIdentifier.stackAmbiguitySuppression, (item, breadth), priority: 25)
    }
  }
}
