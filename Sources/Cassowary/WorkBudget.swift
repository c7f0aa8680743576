// The solver's work budget (docs/solver-budget.md): what is counted, the limit, and the check.

/// A limit on the work one solver may do, so that a pathological system (thousands of
/// conflicting optional constraints on one item, whose every pivot rewrites every row) ends in
/// a clear error instead of minutes of work.
///
/// Work is counted in cells: a row substitution counts the cells of the row it produces and of
/// the row substituted in, a pivot the cells of its row, and adding a constraint the cells of
/// its row plus one. The limit grows with the system: `base + perConstraint × constraints`.
public struct WorkBudget: Sendable, Hashable {
  /// Units allowed whatever the size of the system.
  public var base: Int
  /// Units allowed per constraint in the solver.
  public var perConstraint: Int

  public init(base: Int, perConstraint: Int) {
    self.base = base
    self.perConstraint = perConstraint
  }

  /// The default: 200,000,000 units plus 64 per constraint, a few seconds of solving
  /// (docs/solver-budget.md says why).
  public static let standard = WorkBudget(base: 200_000_000, perConstraint: 64)
  /// No limit.
  public static let unlimited = WorkBudget(base: .max, perConstraint: 0)

  /// The units allowed with `constraints` constraints in the solver.
  public func limit(constraints: Int) -> Int {
    let (extra, overflow) = perConstraint.multipliedReportingOverflow(by: constraints)
    if overflow { return .max }
    let (sum, overflowed) = base.addingReportingOverflow(extra)
    return overflowed ? .max : sum
  }
}

extension SolverCore {
  /// The units allowed now.
  var workLimit: Int { budget.limit(constraints: liveCount) }

  /// Throws once the work done passes the limit; the constraint named is the one whose add,
  /// removal or suggestion was running. From then on the solver refuses every change.
  mutating func checkBudget() throws(SolverError) {
    try checkOverflow()
    if work <= workLimit && !budgetExceeded { return }
    budgetExceeded = true
    throw .workBudgetExceeded(operationConstraint, work: work, limit: workLimit)
  }

  /// Throws once a number overflowed (`noteOverflow`): the constraint named is the one whose
  /// add, removal or suggestion was running.
  /// (Inlined: see `chooseSubject`.)
  @inline(__always)
  func checkOverflow() throws(SolverError) {
    if overflowed { throw .overflow(operationConstraint) }
  }

  /// Past this magnitude a number of the tableau counts as overflowed: sums and products of
  /// two such numbers can reach infinity, and infinity minus infinity is NaN, which no
  /// comparison of the simplex sees.
  static var overflowLimit: Double { 1e300 }

  /// Notes an overflow if the row's constant is not a number below `overflowLimit`, or a
  /// coefficient, scaled by `scale`, is not.
  @inline(__always)
  mutating func noteOverflow(in row: Row, scale: Double = 1) {
    if !(row.constant.magnitude < Self.overflowLimit) { overflowed = true }
    for cell in row.cells where !((scale * cell.coefficient).magnitude < Self.overflowLimit) {
      overflowed = true
    }
  }
}
