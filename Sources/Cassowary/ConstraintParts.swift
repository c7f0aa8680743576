// A constraint the solver keeps as its parts (`Solver.add(_:_:priority:tag:)`), and the change
// the solver is making, named by its errors.

/// The parts of a constraint added without a `Constraint` (one object and one index entry less
/// per constraint: a layout adds hundreds of thousands, each solver a few hundred).
struct ConstraintParts {
  var expression: Expression
  var relation: Relation
  var priority: Double
  var tag: Int

  /// A `Constraint` of these parts, for an error or a replay (a new object each time).
  var constraint: Constraint {
    Constraint(expression, relation, priority: priority, tag: tag)
  }
}

/// The constraint whose add, removal or suggestion is running (`SolverCore.operation`): one
/// added as a constraint, or as parts (their `SolverCore.parts` index).
enum Operation {
  case constraint(Constraint)
  case parts(Int)
}

extension SolverCore {
  /// The constraint an error names: the running operation's.
  var operationConstraint: Constraint {
    switch operation! {
    case .constraint(let constraint): constraint
    case .parts(let index): parts[index].constraint
    }
  }
}
