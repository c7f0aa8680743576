// The two slow paths of a solver that leaves dummy markers out of its rows (see `Solver`).

extension SolverCore {
  /// The constraints in the solver, in the order they were added (edit constraints included).
  var liveConstraints: [Constraint] { records.compactMap { constraint(of: $0) } }

  /// Adds the constraints, edit variables and suggestions of this solver to `target`, in
  /// their original order.
  private func replay(into target: inout SolverCore) throws(SolverError) {
    for variable in variableSymbol.indices { _ = target.makeVariable(givenName(variable)) }
    for constraint in liveConstraints { try target.add(constraint) }
    for (variable, edit) in edits.sorted(by: { $0.key < $1.key }) {
      let record = target.recordIndex(of: edit.constraint)!
      target.edits[variable] = Edit(constraint: edit.constraint, record: record, constant: 0)
      try target.suggestValue(edit.constant, for: Variable(id: variable))
    }
  }

  /// Rebuilds the tableau from the constraints still in the solver (after a required
  /// equality was removed).
  /// - Complexity: adding every remaining constraint again.
  mutating func rebuild() throws(SolverError) {
    var fresh = SolverCore(mode: mode, tracksDummies: tracksDummies, budget: budget)
    fresh.work = work
    fresh.shortPhaseOne = shortPhaseOne
    try replaying(into: &fresh)
    self = fresh
  }

  /// The constraints a required constraint that failed to add conflicts with: the solver's
  /// constraints are replayed into a solver that tracks dummy markers, where the same add
  /// fails with a row that names them.
  /// - Complexity: adding every constraint again, counted against the budget (the shadow's
  ///   work is this solver's).
  mutating func explainFailure(of constraint: Constraint) throws(SolverError) -> [Constraint] {
    var shadow = SolverCore(mode: mode, tracksDummies: true, budget: budget)
    shadow.work = work
    shadow.shortPhaseOne = shortPhaseOne
    defer { work = shadow.work }
    try replaying(into: &shadow)
    do {
      try shadow.add(constraint)
    } catch .unsatisfiable(_, let conflicting) {
      return conflicting
    } catch .workBudgetExceeded(_, let work, let limit) {
      budgetExceeded = true
      throw .workBudgetExceeded(operationConstraint, work: work, limit: limit)
    }
    return []
  }

  /// `replay(into:)`, with a budget that runs out in the replay charged to the operation
  /// running here (not to the replayed constraint it stopped at).
  private mutating func replaying(into target: inout SolverCore) throws(SolverError) {
    do {
      try replay(into: &target)
    } catch .workBudgetExceeded(_, let work, let limit) {
      self.work = work
      budgetExceeded = true
      throw .workBudgetExceeded(operationConstraint, work: work, limit: limit)
    }
  }
}
