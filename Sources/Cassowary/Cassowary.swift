// The public API of the solver: the contract between the Cassowary module and its clients
// (Layout, cassobench). OWNER: the Cassowary work (issue 3). Bodies marked TODO are phase-0 stubs.

/// A variable of the system. Made by `Solver.makeVariable(_:)`; `id`s are dense, in creation order.
///
/// A variable is its number alone: its name is the solver's (`Solver.name(of:)`), so that a
/// term, an expression's array of them and every copy of one hold no string to count
/// references of (a layout's system has hundreds of thousands of terms).
public struct Variable: Hashable, Sendable, CustomStringConvertible {
  public let id: Int
  public init(id: Int) { self.id = id }
  public var description: String { "v\(id)" }
}

/// `coefficient × variable`.
public struct Term: Hashable, Sendable {
  public var variable: Variable
  public var coefficient: Double
  public init(_ variable: Variable, _ coefficient: Double = 1) {
    self.variable = variable
    self.coefficient = coefficient
  }
}

/// A linear expression: Σ terms + constant.
public struct Expression: Hashable, Sendable {
  public var terms: [Term]
  public var constant: Double
  public init(_ terms: [Term] = [], constant: Double = 0) {
    self.terms = terms
    self.constant = constant
  }
  public init(_ variable: Variable) { self.init([Term(variable)]) }
  public init(constant: Double) { self.init([], constant: constant) }
}

public enum Relation: Sendable, Hashable {
  case lessThanOrEqual, equal, greaterThanOrEqual
}

/// `expression REL 0` at a priority (1000 is required; 0 < p < 1000 is optional, fractions
/// allowed). A constraint is a reference: the solver tells constraints apart by identity.
public final class Constraint: Sendable, Hashable, CustomStringConvertible {
  public let expression: Expression
  public let relation: Relation
  public let priority: Double
  /// The caller's label for it (Layout: the index of the Auto Layout constraint it came from).
  public let tag: Int

  public init(
    _ expression: Expression, _ relation: Relation, priority: Double = 1000, tag: Int = -1
  ) {
    self.expression = expression
    self.relation = relation
    self.priority = priority
    self.tag = tag
  }

  public var isRequired: Bool { Self.isRequired(priority) }
  /// Whether a constraint at `priority` is required (1000 or more).
  static func isRequired(_ priority: Double) -> Bool { priority >= 1000 }
  public static func == (a: Constraint, b: Constraint) -> Bool { a === b }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
  public var description: String { "constraint #\(tag) @\(priority)" }
}

public enum SolverError: Error, Sendable, Equatable {
  /// A required constraint that cannot be satisfied, with the constraints it conflicts with
  /// (those whose marker or error symbols appear in the failing row), sorted by addition order.
  case unsatisfiable(Constraint, conflicting: [Constraint])
  case duplicateConstraint(Constraint)
  case unknownConstraint(Constraint)
  case duplicateEditVariable(Variable)
  case unknownEditVariable(Variable)
  case requiredEditStrength
  case internalError(String)
  /// The work done passed the solver's `WorkBudget` while this constraint was being added,
  /// removed or suggested (docs/solver-budget.md). The solver refuses every later change.
  case workBudgetExceeded(Constraint, work: Int, limit: Int)
  /// A number of the tableau overflowed (past ±1e300, or to infinity) while this constraint
  /// was being added, removed or suggested: its values cannot be represented. The solver
  /// refuses every later change.
  case overflow(Constraint)
}

/// How optional priorities combine: strictly (a higher priority always wins; the default, as
/// Apple documents), or kiwi's single weighted objective `s(p) = 10^(9p/1000)`.
public enum PriorityMode: Sendable, Hashable {
  case lexicographic, weighted
}
