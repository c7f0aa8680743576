import DumpModel

/// The implicit constraints of a system as they are made (`ImplicitConstraints`,
/// `StackPlan`): what the system reads of each to translate it, and what else makes the
/// constraint UIKit holds (its view, class and identifier), from which the constraint is made
/// when asked for (`subscript`: a conflict, a warning, an error names it).
///
/// Made as constraints, each implicit constraint of each solve was a value of four strings and
/// four arrays: made, copied into an array, copied again to be read and released with the
/// system (built into arrays and copied into the system's, three times over).
struct ImplicitList: Sendable {
  /// What the system reads of an implicit constraint: its kind, shape, items and holder.
  struct Parts: Sendable {
    var kind: ImplicitConstraint.Kind
    var shape: ConstraintShape
    var first: LayoutItem
    var second: LayoutItem?
    var holder: ViewID?
  }

  /// The rest of the constraint: the view it is made for, its class and identifier.
  private struct Naming: Sendable {
    var view: ViewID
    var className: String
    var identifier: String?
  }

  /// Each constraint's parts, in the order they were made (`Entry.Origin.implicit` indexes
  /// them).
  private(set) var parts: [Parts] = []
  private var names: [Naming] = []
  /// The kind, view and holder of the constraints appended next.
  private var kind = ImplicitConstraint.Kind.autoresizing
  private var view = ViewID(rawValue: 0)
  private var holder: ViewID?

  var count: Int { parts.count }

  /// Room for `count` constraints.
  mutating func reserveCapacity(_ count: Int) {
    parts.reserveCapacity(count)
    names.reserveCapacity(count)
  }

  /// Sets what the constraints appended next are.
  mutating func start(_ kind: ImplicitConstraint.Kind, view: ViewID, holder: ViewID?) {
    self.kind = kind
    self.view = view
    self.holder = holder
  }

  /// Appends the constraint `first.firstAttribute REL multiplier × second.secondAttribute +
  /// constant` at `priority`, of this class and identifier (`LayoutConstraintOf`'s own
  /// defaults otherwise).
  mutating func append(
    _ first: LayoutItem, _ firstAttribute: LayoutAttribute, _ relation: LayoutRelation = .equal,
    second: LayoutItem? = nil, _ secondAttribute: LayoutAttribute = .notAnAttribute,
    multiplier: Double = 1, constant: Double = 0, priority: Double = 1000,
    className: String = UIKitConstraintClass.layoutConstraint, identifier: String? = nil
  ) {
    let shape = ConstraintShape(
      implicit: firstAttribute, secondAttribute, relation: relation, multiplier: multiplier,
      constant: constant, priority: priority)
    parts.append(
      Parts(kind: kind, shape: shape, first: first, second: second, holder: holder))
    names.append(Naming(view: view, className: className, identifier: identifier))
  }

  /// The implicit constraint at `index`, made as UIKit holds it: the fields appended, the
  /// class and identifier given, every other field at `LayoutConstraintOf`'s default.
  subscript(index: Int) -> ImplicitConstraint {
    let parts = parts[index]
    let shape = parts.shape
    var constraint = SystemConstraint(
      first: parts.first, shape.firstAttribute, shape.relation, second: parts.second,
      shape.secondAttribute, multiplier: shape.multiplier, constant: shape.constant,
      priority: shape.priority, identifier: names[index].identifier)
    constraint.className = names[index].className
    return ImplicitConstraint(kind: parts.kind, view: names[index].view, constraint: constraint)
  }

  /// The constraints alone, for a caller that wants them as an array (tests).
  var systemConstraints: [SystemConstraint] { parts.indices.map { self[$0].constraint } }
}
