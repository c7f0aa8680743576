import Cassowary
import HierarchyIO

/// The Auto Layout system of a hierarchy, before solving: every view and guide as four
/// variables in root coordinates, and every constraint — implicit ones first, then the
/// document's in pre-order (LAYOUT.md, "Order") — as a linear expression.
///
/// Building it needs no solver: variables are numbered here, densely, in item order.
struct LayoutSystem: Sendable {
  /// A view or guide of the system.
  struct Item: Sendable {
    var address: String
    var kind: ItemIndex.Kind
    var className: String
    var identifier: String?
    /// The superview of a view, the owner of a guide; nil for a root view.
    var parent: String?
    /// Id of the item's `minX` variable; `minY`, `width`, `height` follow.
    var firstVariable: Int
    /// The origin of the item's bounds (scroll views), for views.
    var boundsOrigin: (x: Double, y: Double) = (0, 0)
    var recorded: Rect?
    /// A generated `UISV-*` spacer, not in the document: no frame is reported for it.
    var isSynthetic: Bool
    /// A view's `UIViewLayoutMarginsGuide`, when the dump lists one.
    var marginsGuide: String?
    var margins: Insets
    var location: SourceLocation?
  }

  /// One constraint of the system.
  struct Entry: Sendable {
    var source: ConstraintSource
    var constraint: LayoutConstraint
    /// `expression REL 0`.
    var expression: Expression
    var relation: Relation
    var priority: Double
    /// A restriction of the engine rather than a constraint (sizes are never negative):
    /// UIKit never prints these, so conflicts leave them out.
    var isRestriction = false
  }

  private(set) var items: [Item] = []
  private(set) var positions: [String: Int] = [:]
  private(set) var variables: [Variable] = []
  private(set) var entries: [Entry] = []
  /// Constraints kept but not modelled (baselines), with their Auto Layout form.
  private(set) var skipped: [(ConstraintSource, LayoutConstraint)] = []
  /// Names items, the generated spacers included.
  let index: ItemIndex
  let direction: LayoutDirection

  /// - Throws: `LayoutError` for a constraint naming an item that is not in the document.
  init(_ hierarchy: Hierarchy) throws {
    direction = hierarchy.direction
    let listed = ListedConstraints(hierarchy)
    var augmented = hierarchy
    var plans: [String: StackPlan] = [:]
    augmented.mutateViews { view in
      guard let plan = StackPlan(view, listed: listed) else { return }
      plans[view.address] = plan
      for spacer in plan.spacers {
        var guide = LayoutGuide(address: spacer.address, identifier: spacer.identifier)
        guide.className = "_UILayoutSpacer"
        view.guides.append(guide)
      }
    }
    index = ItemIndex(augmented)
    let synthetic = Set(plans.values.flatMap { $0.spacers.map(\.address) })
    makeItems(augmented, synthetic: synthetic)

    // UIKit's engine keeps every width and height non-negative (a restriction on the
    // variables, never printed in a conflict); then the implicit constraints, each kind in
    // pre-order, then the document's.
    for item in items {
      for attribute in [LayoutAttribute.width, .height] {
        let restriction = LayoutConstraint(
          first: item.address, attribute, .greaterThanOrEqual, constant: 0)
        try add(restriction, holder: nil, source: .implicit(restriction))
        entries[entries.count - 1].isRestriction = true
      }
    }
    try augmented.forEachView { view, superview in
      try addAutoresizing(view, superview: superview, listed: listed)
    }
    try augmented.forEachView { view, _ in try addIntrinsicSize(view, listed: listed) }
    try augmented.forEachView { view, _ in try addMarginsGuide(view, listed: listed) }
    try augmented.forEachView { view, _ in
      guard let plan = plans[view.address] else { return }
      let canvasGuide = item(view.address)?.marginsGuide
      for constraint in plan.constraints(for: view, marginsGuide: canvasGuide) {
        try add(constraint, holder: view.address, source: .implicit(constraint))
      }
    }
    try hierarchy.forEachView { view, _ in
      for (position, constraint) in view.constraints.enumerated() where constraint.active {
        try add(
          constraint, holder: view.address,
          source: .document(holder: view.address, index: position))
      }
    }
  }

  func item(_ address: String) -> Item? { positions[address].map { items[$0] } }

  /// The item's four variables: minX, minY, width, height.
  func variables(of item: Item) -> ArraySlice<Variable> {
    variables[item.firstVariable..<item.firstVariable + 4]
  }

  // MARK: Items

  private mutating func makeItems(_ hierarchy: Hierarchy, synthetic: Set<String>) {
    var marginsGuides: [String: String] = [:]
    var views: [String: View] = [:]
    hierarchy.forEachView { view, _ in
      views[view.address] = view
      if let guide = view.guides.first(where: { $0.identifier == "UIViewLayoutMarginsGuide" }) {
        marginsGuides[view.address] = guide.address
      }
    }
    for entry in index.items where positions[entry.address] == nil {
      let first = variables.count
      for name in ["minX", "minY", "width", "height"] {
        variables.append(Variable(id: variables.count, name: "\(entry.address).\(name)"))
      }
      var item = Item(
        address: entry.address, kind: entry.kind, className: entry.className,
        identifier: entry.kind == .guide ? entry.label : nil, parent: entry.parent,
        firstVariable: first, isSynthetic: synthetic.contains(entry.address),
        margins: .uikitDefault, location: entry.location)
      if entry.kind == .view, let view = views[entry.address] {
        item.recorded = view.frame
        item.boundsOrigin = (view.bounds?.x ?? 0, view.bounds?.y ?? 0)
        item.marginsGuide = marginsGuides[entry.address]
        item.margins = view.margins ?? .uikitDefault
        item.identifier = view.identifier
      } else if entry.kind == .guide, let owner = entry.parent, let view = views[owner],
        let guide = view.guides.first(where: { $0.address == entry.address })
      {
        item.recorded = guide.frame
      }
      positions[entry.address] = items.count
      items.append(item)
    }
  }

  // MARK: Adding constraints

  /// Translates an Auto Layout constraint and appends it; baselines are kept aside as skipped.
  mutating func add(_ constraint: LayoutConstraint, holder: String?, source: ConstraintSource)
    throws
  {
    guard let (linear, relation) = try translate(constraint, holder: holder) else {
      skipped.append((source, constraint))
      return
    }
    let priority = min(max(constraint.priority, 1), 1000)
    entries.append(
      Entry(
        source: source, constraint: constraint, expression: linear.expression,
        relation: relation, priority: priority))
  }

  /// `first.attr1 REL m × second.attr2 + c` as `E(attr1) − m·E(attr2) − c REL 0`, positions
  /// measured from the holder's origin where they do not cancel (LAYOUT.md). Nil when the
  /// constraint uses an attribute that is not modelled (baselines, `notAnAttribute` first).
  func translate(_ constraint: LayoutConstraint, holder: String?) throws -> (Linear, Relation)? {
    let firstAttribute = constraint.firstAttribute
    var secondAttribute: LayoutAttribute? = nil
    if constraint.second != nil, constraint.secondAttribute != .notAnAttribute {
      secondAttribute = constraint.secondAttribute
    }
    let mirrored =
      direction == .rightToLeft
      && (firstAttribute.isDirectional || (secondAttribute?.isDirectional ?? false))
    guard
      let first = try attribute(
        firstAttribute, of: constraint.first, mirrored: mirrored, in: constraint)
    else { return nil }
    var linear = first.linear
    var originCoefficient = first.isPosition ? -1.0 : 0
    let multiplier = constraint.multiplier
    if let secondAttribute, let secondAddress = constraint.second {
      guard
        let second = try attribute(
          secondAttribute, of: secondAddress, mirrored: mirrored, in: constraint)
      else { return nil }
      linear.add(second.linear, times: -multiplier)
      if second.isPosition { originCoefficient += multiplier }
    }
    linear.constant -= constraint.constant
    if abs(originCoefficient) > 1e-12, let holder, let holderItem = item(holder),
      let axis = firstAttribute.axis
    {
      linear.add(origin(of: holderItem, axis: axis, mirrored: mirrored), times: originCoefficient)
    }
    return (linear, constraint.relation.solverRelation)
  }

  /// The origin positions are measured from: the holder's bounds origin, or in a mirrored
  /// (right-to-left) axis its leading edge.
  private func origin(of holder: Item, axis: Axis, mirrored: Bool) -> Linear {
    let v = variables(of: holder)
    let (minX, minY, width) = (v[v.startIndex], v[v.startIndex + 1], v[v.startIndex + 2])
    switch axis {
    case .horizontal:
      if mirrored {
        var linear = Linear(minX, -1)
        linear.add(width, -1)
        return linear
      }
      var linear = Linear(minX)
      linear.constant = -holder.boundsOrigin.x
      return linear
    case .vertical:
      var linear = Linear(minY)
      linear.constant = -holder.boundsOrigin.y
      return linear
    }
  }

  /// E(attribute) of an item (LAYOUT.md's table), and whether it is a position.
  func attribute(
    _ attribute: LayoutAttribute, of address: String, mirrored: Bool, in constraint: LayoutConstraint
  ) throws -> (linear: Linear, isPosition: Bool)? {
    guard let item = item(address) else {
      throw LayoutError(
        "the constraint refers to '\(address)', which is not a view or guide of the document",
        at: constraint.location)
    }
    if let (base, inset) = attribute.marginBase {
      if item.kind == .view, let guideAddress = item.marginsGuide, let guide = self.item(guideAddress)
      {
        return expression(base, of: guide, mirrored: mirrored)
      }
      guard var result = expression(base, of: item, mirrored: mirrored) else { return nil }
      let m = item.kind == .view ? item.margins : Insets(top: 0, left: 0, bottom: 0, right: 0)
      // The inset in the unmirrored axis; in right-to-left the leading margin is the right one.
      var offset = inset(m)
      if direction == .rightToLeft && attribute == .leadingMargin { offset = -m.right }
      if direction == .rightToLeft && attribute == .trailingMargin { offset = m.left }
      // A mirrored expression is −x: an inset that moves the edge right lowers it.
      if mirrored && [.leading, .trailing, .centerX].contains(base) { offset = -offset }
      result.linear.constant += offset
      return result
    }
    return expression(attribute, of: item, mirrored: mirrored)
  }

  private func expression(_ attribute: LayoutAttribute, of item: Item, mirrored: Bool) -> (
    linear: Linear, isPosition: Bool
  )? {
    let v = variables(of: item)
    let (minX, minY, width, height) = (
      v[v.startIndex], v[v.startIndex + 1], v[v.startIndex + 2], v[v.startIndex + 3]
    )
    func sum(_ position: Variable, _ size: Variable, _ factor: Double, sign: Double = 1) -> Linear {
      var linear = Linear(position, sign)
      linear.add(size, factor * sign)
      return linear
    }
    let sign: Double = mirrored ? -1 : 1
    switch attribute {
    case .left: return (Linear(minX), true)
    case .right: return (sum(minX, width, 1), true)
    case .top: return (Linear(minY), true)
    case .bottom: return (sum(minY, height, 1), true)
    case .centerX: return (sum(minX, width, 0.5, sign: sign), true)
    case .centerY: return (sum(minY, height, 0.5), true)
    case .width: return (Linear(width), false)
    case .height: return (Linear(height), false)
    case .leading: return (mirrored ? sum(minX, width, 1, sign: -1) : Linear(minX), true)
    case .trailing: return (mirrored ? Linear(minX, -1) : sum(minX, width, 1), true)
    case .firstBaseline, .lastBaseline, .notAnAttribute: return nil
    case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
      .centerXWithinMargins, .centerYWithinMargins:
      return nil  // resolved by `attribute(_:of:mirrored:in:)`
    }
  }
}

extension LayoutAttribute {
  /// Leading and trailing follow the layout direction.
  var isDirectional: Bool {
    switch self {
    case .leading, .trailing, .leadingMargin, .trailingMargin: return true
    default: return false
    }
  }

  /// A margin attribute's plain attribute and the inset that moves it inside the view
  /// (added to the plain attribute's value in the unmirrored axis).
  var marginBase: (LayoutAttribute, (Insets) -> Double)? {
    switch self {
    case .leftMargin: return (.left, { $0.left })
    case .rightMargin: return (.right, { -$0.right })
    case .topMargin: return (.top, { $0.top })
    case .bottomMargin: return (.bottom, { -$0.bottom })
    case .leadingMargin: return (.leading, { $0.left })
    case .trailingMargin: return (.trailing, { -$0.right })
    case .centerXWithinMargins: return (.centerX, { ($0.left - $0.right) / 2 })
    case .centerYWithinMargins: return (.centerY, { ($0.top - $0.bottom) / 2 })
    default: return nil
    }
  }
}

extension LayoutRelation {
  var solverRelation: Relation {
    switch self {
    case .equal: return .equal
    case .lessThanOrEqual: return .lessThanOrEqual
    case .greaterThanOrEqual: return .greaterThanOrEqual
    }
  }
}
