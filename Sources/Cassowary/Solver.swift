// OWNER: the Cassowary work (issue 3). Phase-0 stub: the API clients code against.

/// An incremental Cassowary solver (dual simplex, Badros–Borning–Stuckey, as in kiwi).
public final class Solver {
  public let mode: PriorityMode

  public init(mode: PriorityMode = .lexicographic) {
    self.mode = mode
  }

  /// A new variable; ids are dense and in creation order.
  public func makeVariable(_ name: String) -> Variable {
    fatalError("TODO")
  }

  /// - Throws: `SolverError.unsatisfiable` (the solver is unchanged), `.duplicateConstraint`.
  public func add(_ constraint: Constraint) throws(SolverError) {
    fatalError("TODO")
  }

  /// - Throws: `SolverError.unknownConstraint`.
  public func remove(_ constraint: Constraint) throws(SolverError) {
    fatalError("TODO")
  }

  public func contains(_ constraint: Constraint) -> Bool {
    fatalError("TODO")
  }

  /// - Throws: `.duplicateEditVariable`, `.requiredEditStrength` (priority must be < 1000).
  public func addEditVariable(_ variable: Variable, priority: Double) throws(SolverError) {
    fatalError("TODO")
  }

  public func removeEditVariable(_ variable: Variable) throws(SolverError) {
    fatalError("TODO")
  }

  /// - Throws: `.unknownEditVariable`.
  public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
    fatalError("TODO")
  }

  /// The variable's current value (0 for a variable in no constraint).
  public func value(of variable: Variable) -> Double {
    fatalError("TODO")
  }

  /// Whether the variable can move without changing the objective (Auto Layout's ambiguity).
  public func isAmbiguous(_ variable: Variable) -> Bool {
    fatalError("TODO")
  }
}
