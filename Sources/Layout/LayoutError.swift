import DumpModel

/// Why a document cannot be laid out, at the constraint or item concerned. Rendered as every
/// diagnostic is (`DiagnosticText`): `file:line:column: error: message`.
public struct LayoutError: Error, Sendable, Equatable, CustomStringConvertible {
  public enum Reason: Sendable, Equatable {
    /// A constraint names an item outside the views being solved (`roots`).
    case outsideSolvedViews(constraint: String, item: String)
    /// The solver ran out of its work budget (docs/solver-budget.md) adding this constraint.
    case workBudgetExceeded(constraint: String, work: Int, limit: Int, constraints: Int)
    /// A number of the solver's tableau passed 1e300 adding this constraint (a constant or
    /// multiplier near the largest double; docs/solver-budget.md).
    case overflow(constraint: String)
    /// The item's solved frame has an edge past 1e300 (a recorded frame near the largest
    /// double, whose maxX is infinite).
    case frameOverflow(item: String)
    /// The solver failed otherwise (it never has; kept so that nothing is lost).
    case solverFailed(constraint: String, detail: String)

    public var message: String {
      switch self {
      case .outsideSolvedViews(let constraint, let item):
        return "the constraint '\(constraint)' names '\(item)', which is outside the views "
          + "being solved"
      case .workBudgetExceeded(let constraint, let work, let limit, let constraints):
        return "solving stopped at '\(constraint)': the system needs more work than the "
          + "solver's budget (\(work) units done, \(limit) allowed for \(constraints) "
          + "constraints, docs/solver-budget.md); this does not mean the constraints conflict: "
          + "the system is too large or too dense to solve in time"
      case .overflow(let constraint):
        return "solving '\(constraint)' overflows: a value of the layout is past 1e300 (the "
          + "largest number is about 1.8e308)"
      case .frameOverflow(let item):
        return "the frame of '\(item)' overflows: its edges are past 1e300 (the largest number "
          + "is about 1.8e308)"
      case .solverFailed(let constraint, let detail):
        return "the solver failed on '\(constraint)': \(detail)"
      }
    }
  }

  public var reason: Reason
  public var location: SourceLocation?

  public init(_ reason: Reason, at location: SourceLocation?) {
    self.reason = reason
    self.location = location
  }

  public var message: String { reason.message }

  /// `file:line:column: error: message` (without a location when the item was built in code).
  public var description: String { DiagnosticText(.error, message, at: location).description }
}
