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
    /// Nil for a restriction of the engine rather than a constraint (sizes are never
    /// negative): UIKit never prints these, so conflicts leave them out.
    var source: ConstraintSource?
    /// `expression REL 0`.
    var expression: Expression
    var relation: Relation
    var priority: Double
    var isRestriction: Bool { source == nil }
  }

  private(set) var items: [Item] = []
  private(set) var positions: [String: Int] = [:]
  private(set) var variables: [Variable] = []
  private(set) var entries: [Entry] = []
  /// Constraints kept but not modelled (baselines), with their Auto Layout form.
  private(set) var skipped: [(ConstraintSource, LayoutConstraint)] = []
  /// Each view's constraints, by holder: what `.document` sources stand for.
  private(set) var documentConstraints: [String: [LayoutConstraint]] = [:]
  /// Names items, the generated spacers included.
  let index: ItemIndex
  let direction: LayoutDirection

  /// - Throws: `LayoutError` for a constraint naming an item that is not in the document.
  init(_ hierarchy: Hierarchy) throws {
    direction = hierarchy.direction
    let listed = ListedConstraints(hierarchy)
    var plans: [String: StackPlan] = [:]
    hierarchy.forEachView { view, _ in
      if let plan = StackPlan(view, listed: listed) { plans[view.address] = plan }
    }
    // The generated spacers become guides of their stack views, so that they are named
    // like UIKit's (`_UILayoutSpacer:…'UISV-alignment-spanner'`).
    var augmented = hierarchy
    if plans.values.contains(where: { !$0.spacers.isEmpty }) {
      augmented.mutateViews { view in
        guard let plan = plans[view.address] else { return }
        for spacer in plan.spacers {
          var guide = LayoutGuide(address: spacer.address, identifier: spacer.identifier)
          guide.className = "_UILayoutSpacer"
          view.guides.append(guide)
        }
      }
    }
    index = ItemIndex(augmented)
    let synthetic = Set(plans.values.flatMap { $0.spacers.map(\.address) })

    // Items and, in the same pre-order walk, the implicit constraints gathered by kind.
    var pending = Pending()
    for root in augmented.views {
      collect(
        root, superview: nil, superSize: nil, synthetic: synthetic, listed: listed,
        plans: plans, into: &pending)
    }

    // UIKit's engine keeps every width and height non-negative (a restriction on the
    // variables, never printed in a conflict); then the implicit constraints, each kind in
    // pre-order, then the document's (LAYOUT.md, "Order").
    entries.reserveCapacity(items.count * 2 + pending.count)
    for item in items {
      for offset in [2, 3] {
        entries.append(
          Entry(
            source: nil, expression: Expression([Term(variables[item.firstVariable + offset])]),
            relation: .greaterThanOrEqual, priority: 1000))
      }
    }
    for bucket in [pending.autoresizing, pending.intrinsic, pending.margins, pending.stacks] {
      for (constraint, holder) in bucket {
        try add(constraint, holder: holder, source: .implicit(constraint))
      }
    }
    for holder in pending.holders {
      for (position, constraint) in (documentConstraints[holder] ?? []).enumerated()
      where constraint.active {
        try add(constraint, holder: holder, source: .document(holder: holder, index: position))
      }
    }
  }

  /// The implicit constraints by kind, with their holders, and the views holding constraints.
  private struct Pending {
    var autoresizing: [(LayoutConstraint, String?)] = []
    var intrinsic: [(LayoutConstraint, String?)] = []
    var margins: [(LayoutConstraint, String?)] = []
    var stacks: [(LayoutConstraint, String?)] = []
    var holders: [String] = []
    var count: Int { autoresizing.count + intrinsic.count + margins.count + stacks.count }
  }

  func item(_ address: String) -> Item? { positions[address].map { items[$0] } }

  /// The Auto Layout constraint a source stands for.
  func constraint(_ source: ConstraintSource) -> LayoutConstraint? {
    switch source {
    case .implicit(let constraint): return constraint
    case .document(let holder, let index):
      guard let list = documentConstraints[holder], list.indices.contains(index) else {
        return nil
      }
      return list[index]
    }
  }

  // MARK: Items

  /// Makes the items of a view, its guides and (recursively) its subviews, in the order of
  /// `ItemIndex`, and gathers the view's implicit constraints.
  private mutating func collect(
    _ view: View, superview: String?, superSize: Size?, synthetic: Set<String>,
    listed: ListedConstraints, plans: [String: StackPlan], into pending: inout Pending
  ) {
    let marginsGuide = view.guides.first { $0.identifier == "UIViewLayoutMarginsGuide" }?.address
    if positions[view.address] == nil {
      var item = newItem(view.address, kind: .view, className: view.className, parent: superview)
      item.identifier = view.identifier
      item.recorded = view.frame
      item.boundsOrigin = (view.bounds?.x ?? 0, view.bounds?.y ?? 0)
      item.marginsGuide = marginsGuide
      item.margins = view.margins ?? .uikitDefault
      item.location = view.location
      append(item)
    }
    for guide in view.guides where positions[guide.address] == nil {
      var item = newItem(
        guide.address, kind: .guide, className: guide.className, parent: view.address)
      item.identifier = guide.identifier
      item.recorded = guide.frame
      item.isSynthetic = synthetic.contains(guide.address)
      item.location = guide.location
      append(item)
    }
    for constraint in Self.autoresizingConstraints(
      for: view, superview: superview, superSize: superSize, listed: listed)
    {
      pending.autoresizing.append((constraint, superview))
    }
    if let size = view.intrinsicSize, !view.translatesAutoresizingMaskIntoConstraints {
      for constraint in Self.intrinsicSizeConstraints(view, size: size, listed: listed) {
        pending.intrinsic.append((constraint, view.address))
      }
    }
    if let marginsGuide {
      for constraint in Self.marginsGuideConstraints(
        view: view.address, guide: marginsGuide, margins: view.margins ?? .uikitDefault,
        listed: listed)
      {
        pending.margins.append((constraint, view.address))
      }
    }
    if let plan = plans[view.address] {
      for constraint in plan.constraints(for: view, marginsGuide: marginsGuide) {
        pending.stacks.append((constraint, view.address))
      }
    }
    if !view.constraints.isEmpty && documentConstraints[view.address] == nil {
      documentConstraints[view.address] = view.constraints
      pending.holders.append(view.address)
    }
    let size = (view.bounds ?? view.frame).map { Size(width: $0.width, height: $0.height) }
    for index in view.subviews.indices {
      collect(
        view.subviews[index], superview: view.address, superSize: size,
        synthetic: synthetic, listed: listed, plans: plans, into: &pending)
    }
  }

  private mutating func newItem(
    _ address: String, kind: ItemIndex.Kind, className: String, parent: String?
  ) -> Item {
    let first = variables.count
    for name in [".minX", ".minY", ".width", ".height"] {
      variables.append(Variable(id: variables.count, name: address + name))
    }
    return Item(
      address: address, kind: kind, className: className, parent: parent,
      firstVariable: first, isSynthetic: false, margins: .uikitDefault)
  }

  private mutating func append(_ item: Item) {
    positions[item.address] = items.count
    items.append(item)
  }

  // MARK: Adding constraints

  /// Translates an Auto Layout constraint and appends it; baselines are kept aside as skipped.
  mutating func add(_ constraint: LayoutConstraint, holder: String?, source: ConstraintSource)
    throws
  {
    if let pair = constraint.contentSizePair {
      // A logged `NSContentSizeLayoutConstraint` (`X.width == 42 Hug:250
      // CompressionResistance:750`) is one printed line for two optional constraints; added
      // as a required equality it would conflict with everything that sizes the view.
      for half in pair { try add(half, holder: holder, source: source) }
      return
    }
    guard let (linear, relation) = try translate(constraint, holder: holder) else {
      skipped.append((source, constraint))
      return
    }
    let priority = min(max(constraint.priority, 1), 1000)
    entries.append(
      Entry(
        source: source, expression: linear.expression, relation: relation, priority: priority))
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
    if abs(originCoefficient) > 1e-12, let holder, let holderIndex = positions[holder],
      let axis = firstAttribute.axis
    {
      linear.add(origin(of: holderIndex, axis: axis, mirrored: mirrored), times: originCoefficient)
    }
    return (linear, constraint.relation.solverRelation)
  }

  /// The origin positions are measured from: the holder's bounds origin, or in a mirrored
  /// (right-to-left) axis its leading edge.
  private func origin(of index: Int, axis: Axis, mirrored: Bool) -> Linear {
    let first = items[index].firstVariable
    let (minX, minY, width) = (variables[first], variables[first + 1], variables[first + 2])
    let boundsOrigin = items[index].boundsOrigin
    switch axis {
    case .horizontal:
      if mirrored {
        var linear = Linear(minX, -1)
        linear.add(width, -1)
        return linear
      }
      var linear = Linear(minX)
      linear.constant = -boundsOrigin.x
      return linear
    case .vertical:
      var linear = Linear(minY)
      linear.constant = -boundsOrigin.y
      return linear
    }
  }

  /// E(attribute) of an item (LAYOUT.md's table), and whether it is a position.
  func attribute(
    _ attribute: LayoutAttribute, of address: String, mirrored: Bool,
    in constraint: LayoutConstraint
  ) throws -> (linear: Linear, isPosition: Bool)? {
    guard let index = positions[address] else {
      throw LayoutError(
        "the constraint refers to '\(address)', which is not a view or guide of the document",
        at: constraint.location)
    }
    let first = items[index].firstVariable
    guard let (base, inset) = attribute.marginBase else {
      return expression(attribute, first: first, mirrored: mirrored)
    }
    do {
      let isView = items[index].kind == .view
      if isView, let guideAddress = items[index].marginsGuide,
        let guideIndex = positions[guideAddress]
      {
        return expression(base, first: items[guideIndex].firstVariable, mirrored: mirrored)
      }
      guard var result = expression(base, first: first, mirrored: mirrored) else { return nil }
      let m = isView ? items[index].margins : Insets(top: 0, left: 0, bottom: 0, right: 0)
      // The inset in the unmirrored axis; in right-to-left the leading margin is the right one.
      var offset = inset(m)
      if direction == .rightToLeft && attribute == .leadingMargin { offset = -m.right }
      if direction == .rightToLeft && attribute == .trailingMargin { offset = m.left }
      // A mirrored expression is −x: an inset that moves the edge right lowers it.
      if mirrored && [.leading, .trailing, .centerX].contains(base) { offset = -offset }
      result.linear.constant += offset
      return result
    }
  }

  /// E(attribute) of the item whose variables start at `first`.
  private func expression(_ attribute: LayoutAttribute, first: Int, mirrored: Bool) -> (
    linear: Linear, isPosition: Bool
  )? {
    let (minX, minY, width, height) = (
      variables[first], variables[first + 1], variables[first + 2], variables[first + 3]
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
