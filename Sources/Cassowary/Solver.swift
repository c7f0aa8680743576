/// An incremental Cassowary solver (dual simplex, Badros–Borning–Stuckey, as in kiwi).
///
/// Rows are flat sorted arrays of (symbol, coefficient); a column index finds the rows that
/// hold a symbol, so a pivot touches only those. Optional priorities are lexicographic levels
/// by default (a higher priority always wins, as Apple documents) or kiwi's weights. Ties are
/// broken by symbol id (creation order), so the same calls give the same results every run.
/// See `SolverCore` for the tableau and the algorithms.
public final class Solver {
  /// The state, behind a pointer: a stored property of a class pays a run-time exclusivity
  /// check (`swift_beginAccess`, `swift_endAccess`) on every access, a call's worth of work
  /// for each constraint added and each value read; an addressor pays none. A solver is used
  /// from one place at a time (it is not `Sendable`).
  private let storage: UnsafeMutablePointer<SolverCore>

  var core: SolverCore {
    unsafeAddress { UnsafePointer(storage) }
    unsafeMutableAddress { storage }
  }

  public var mode: PriorityMode { core.mode }

  /// - Parameter budget: the work allowed (docs/solver-budget.md); past it every change
  ///   throws `SolverError.workBudgetExceeded`.
  public convenience init(mode: PriorityMode = .lexicographic, budget: WorkBudget = .standard) {
    self.init(mode: mode, tracksDummies: false, budget: budget)
  }

  /// A solver that writes dummy markers into its rows, as kiwi does (for tests).
  init(mode: PriorityMode, tracksDummies: Bool, budget: WorkBudget = .standard) {
    storage = .allocate(capacity: 1)
    storage.initialize(to: SolverCore(mode: mode, tracksDummies: tracksDummies, budget: budget))
  }

  deinit {
    storage.deinitialize(count: 1)
    storage.deallocate()
  }

  /// A new variable; ids are dense and in creation order.
  public func makeVariable(_ name: String) -> Variable { core.makeVariable(name) }

  /// The name a variable was made with; "" for one made by hand (`Variable(id:)`) or unknown.
  public func name(of variable: Variable) -> String {
    core.givenName(variable.id)
  }

  /// Makes room, in one step, for a system of about `constraints` constraints on `variables`
  /// variables, so that the tableau's arrays do not grow by doubling as it is built (each
  /// doubling copies the array and leaves the old block to the allocator: at 870,000
  /// constraints that was 50 MB of the peak memory). A hint: a larger system still fits,
  /// and room not used is never touched.
  public func reserveCapacity(constraints: Int, variables: Int) {
    core.reserveCapacity(constraints: constraints, variables: variables)
  }

  /// Adds a constraint and re-optimizes.
  ///
  /// A required constraint that cannot be satisfied together with the required constraints
  /// already present is not added, and the solver keeps the constraints (and so the values)
  /// it had; the caller may add it again at an optional priority (UIKit breaks it).
  /// - Throws: `SolverError.unsatisfiable` with the constraints it conflicts with (in the
  ///   order they were added), `.duplicateConstraint`, `.internalError` (an unbounded
  ///   objective, which a consistent tableau cannot have).
  /// - Complexity: the rows its pivots touch — those that share a symbol with it, in practice
  ///   a handful — not the whole tableau.
  public func add(_ constraint: Constraint) throws(SolverError) { try core.add(constraint) }

  /// Adds `expression relation 0` at `priority`, as `add(_:)` adds a constraint of these
  /// parts, but without making a `Constraint` (nor indexing one) for it: a constraint whose
  /// caller tells it apart by `tag`. The errors name such a constraint by a `Constraint` made
  /// for the error (its `tag` is this one); it cannot be removed.
  package func add(
    _ expression: Expression, _ relation: Relation, priority: Double = 1000, tag: Int
  ) throws(SolverError) {
    try core.add(expression, relation, priority: priority, tag: tag)
  }

  /// Removes a constraint and re-optimizes.
  /// - Throws: `SolverError.unknownConstraint`.
  /// - Complexity: like `add`, except for a required equality, whose removal rebuilds the
  ///   tableau from the remaining constraints (see `SolverCore` on dummy markers).
  public func remove(_ constraint: Constraint) throws(SolverError) { try core.remove(constraint) }

  public func contains(_ constraint: Constraint) -> Bool { core.contains(constraint) }

  /// Makes `variable` an edit variable: the optional constraint `variable == suggestion` at
  /// `priority` (the suggestion starts at 0).
  /// - Throws: `.duplicateEditVariable`, `.requiredEditStrength` (priority must be < 1000).
  public func addEditVariable(_ variable: Variable, priority: Double) throws(SolverError) {
    try core.addEditVariable(variable, priority: priority)
  }

  /// - Throws: `.unknownEditVariable`.
  public func removeEditVariable(_ variable: Variable) throws(SolverError) {
    try core.removeEditVariable(variable)
  }

  public func hasEditVariable(_ variable: Variable) -> Bool { core.hasEditVariable(variable) }

  /// Suggests a value for an edit variable and re-solves with the dual simplex from the
  /// current solution.
  /// - Throws: `.unknownEditVariable`.
  /// - Complexity: the rows that hold the edit's error symbols, plus the dual pivots.
  public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
    try core.suggestValue(value, for: variable)
  }

  /// The variable's current value (0 for a variable in no constraint). O(1): values are read
  /// from the tableau, there is no update step.
  public func value(of variable: Variable) -> Double { core.value(of: variable) }

  /// Whether the variable can move without changing the objective (Auto Layout's ambiguity).
  /// See `SolverCore.isAmbiguous(_:)` for exactly what is checked.
  public func isAmbiguous(_ variable: Variable) -> Bool { core.isAmbiguous(variable) }

  /// Whether the variable has the same value at every optimum (no ambiguity, even at a
  /// degenerate optimum): see `SolverCore.isDetermined(_:)`. Stricter than `!isAmbiguous`.
  public func isDetermined(_ variable: Variable) -> Bool { core.isDetermined(variable) }

  /// Whether the variable is basic with a row of no column: its value is a constant of the
  /// tableau, whatever the rest of the system.
  public func isConstant(_ variable: Variable) -> Bool { core.isConstant(variable) }

  /// Whether no parameter (an external non-basic symbol) has a cost: what `isDetermined`
  /// assumes of the optimum.
  public var parametersAreFree: Bool { core.parametersAreFree() }

  /// The number of constraints in the solver (edit variables' constraints included).
  public var constraintCount: Int { core.constraintCount }
  /// The number of rows in the tableau (basic symbols).
  public var rowCount: Int { core.rowCount }
  /// The number of symbols made so far (variables, slacks, errors, dummies).
  public var symbolCount: Int { core.symbolCount }
  /// The work done so far and the work allowed now, in `WorkBudget`'s units.
  public var work: (done: Int, limit: Int) { (core.work, core.workLimit) }
  /// Size figures of the tableau, for benchmarks.
  public var statistics: String { core.statistics }

  /// A kiwi-style text dump: the objective (one line per level, highest first), the tableau,
  /// the infeasible rows, the variables, edit variables and constraints, in creation order.
  public func dump() -> String { core.dump() }
}
