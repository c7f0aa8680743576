// The two slow paths of a solver that leaves dummy markers out of its rows (see `Solver`).

extension Solver {
  /// The constraints in the solver, in the order they were added (edit constraints included).
  var liveConstraints: [Constraint] { records.compactMap(\.constraint) }

  /// Adds the constraints, edit variables and suggestions of this solver to `target`, in
  /// their original order.
  private func replay(into target: Solver) throws(SolverError) {
    for variable in variableNames.indices {
      _ = target.makeVariable(variableNames[variable])
    }
    for constraint in liveConstraints { try target.add(constraint) }
    for (variable, edit) in edits.sorted(by: { $0.key < $1.key }) {
      let record = target.recordOf[ObjectIdentifier(edit.constraint)]!
      target.edits[variable] = Edit(constraint: edit.constraint, record: record, constant: 0)
      try target.suggestValue(edit.constant, for: Variable(id: variable, name: ""))
    }
  }

  /// Rebuilds the tableau from the constraints still in the solver (after a required
  /// equality was removed).
  /// - Complexity: adding every remaining constraint again.
  func rebuild() throws(SolverError) {
    let fresh = Solver(mode: mode, tracksDummies: tracksDummies)
    try replay(into: fresh)
    variableSymbol = fresh.variableSymbol
    variableNames = fresh.variableNames
    kinds = fresh.kinds
    owner = fresh.owner
    symbolVariable = fresh.symbolVariable
    rows = fresh.rows
    isBasic = fresh.isBasic
    columns = fresh.columns
    stamp = fresh.stamp
    stampCounter = fresh.stampCounter
    basicCount = fresh.basicCount
    objective = fresh.objective
    artificial = nil
    infeasible = fresh.infeasible
    records = fresh.records
    recordOf = fresh.recordOf
    edits = fresh.edits
  }

  /// The constraints a required constraint that failed to add conflicts with: the solver's
  /// constraints are replayed into a solver that tracks dummy markers, where the same add
  /// fails with a row that names them.
  func explainFailure(of constraint: Constraint) throws(SolverError) -> [Constraint] {
    let shadow = Solver(mode: mode, tracksDummies: true)
    try replay(into: shadow)
    do {
      try shadow.add(constraint)
    } catch .unsatisfiable(_, let conflicting) {
      return conflicting
    }
    return []
  }
}
