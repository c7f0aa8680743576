import DumpModel

/// The implicit constraints of a system as they are made (`ImplicitConstraints`,
/// `StackPlan`), each moved in once, with what the system reads of each to translate it.
///
/// Made into arrays and copied into the system's, each constraint's strings and arrays were
/// retained for the copy and released with the array (a fifth of building a window's system);
/// read again for the translation, each was copied once more.
struct ImplicitList: Sendable {
  /// What the system reads of an implicit constraint: its kind, shape, items and holder.
  struct Parts: Sendable {
    var kind: ImplicitConstraint.Kind
    var shape: ConstraintShape
    var first: LayoutItem
    var second: LayoutItem?
    var holder: ViewID?
  }

  /// The constraints in the order they were made (`Entry.Origin.implicit` indexes them).
  private(set) var constraints: [ImplicitConstraint] = []
  /// Each constraint's parts, at the same index.
  private(set) var parts: [Parts] = []
  /// The kind, view and holder of the constraints appended next.
  var kind = ImplicitConstraint.Kind.autoresizing
  var view = ViewID(rawValue: 0)
  var holder: ViewID?

  var count: Int { parts.count }

  /// Room for `count` constraints.
  mutating func reserveCapacity(_ count: Int) {
    constraints.reserveCapacity(count)
    parts.reserveCapacity(count)
  }

  /// Sets what the constraints appended next are.
  mutating func start(_ kind: ImplicitConstraint.Kind, view: ViewID, holder: ViewID?) {
    self.kind = kind
    self.view = view
    self.holder = holder
  }

  mutating func append(_ constraint: consuming SystemConstraint) {
    parts.append(
      Parts(
        kind: kind, shape: ConstraintShape(implicit: constraint), first: constraint.first,
        second: constraint.second, holder: holder))
    constraints.append(ImplicitConstraint(kind: kind, view: view, constraint: constraint))
  }

  /// The constraints alone, for a caller that wants them as an array (tests).
  var systemConstraints: [SystemConstraint] { constraints.map(\.constraint) }
}
