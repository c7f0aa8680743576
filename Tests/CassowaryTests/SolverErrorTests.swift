import Testing

@testable import Cassowary

/// One test per `SolverError` case, and the state the solver is left in after each.
@Suite struct SolverErrorTests {
  @Test(arguments: [false, true]) func unsatisfiableInequality(tracksDummies: Bool) throws {
    // x >= 10 and x <= 20 are in; x <= 5 cannot be: it conflicts with x >= 10 only
    // (phase one fails through the artificial variable).
    let solver = Solver(mode: .lexicographic, tracksDummies: tracksDummies)
    let x = solver.makeVariable("x")
    let low = constraint([(1, x)], -10, .greaterThanOrEqual)
    let high = constraint([(1, x)], -20, .lessThanOrEqual)
    let weak = constraint([(1, x)], -15, .equal, priority: 250)
    try solver.add(low)
    try solver.add(high)
    try solver.add(weak)
    #expect(solver.value(of: x) == 15)
    let bad = constraint([(1, x)], -5, .lessThanOrEqual)
    #expect(throws: SolverError.unsatisfiable(bad, conflicting: [low])) {
      try solver.add(bad)
    }
    #expect(!solver.contains(bad))
    #expect(solver.value(of: x) == 15)
    #expect(solver.constraintCount == 3)
    // Still consistent: it keeps solving and removing.
    try solver.remove(low)
    try solver.add(bad)
    #expect(solver.value(of: x) == 5)
  }

  @Test(arguments: [false, true]) func unsatisfiableEquality(tracksDummies: Bool) throws {
    // x + y == 10, x == 3, y == 3: the row of y == 3 reduces to 4 == 0 in dummies only.
    let solver = Solver(mode: .lexicographic, tracksDummies: tracksDummies)
    let x = solver.makeVariable("x")
    let y = solver.makeVariable("y")
    let sum = constraint([(1, x), (1, y)], -10, .equal)
    let pinX = constraint([(1, x)], -3, .equal)
    try solver.add(sum)
    try solver.add(pinX)
    let pinY = constraint([(1, y)], -3, .equal)
    #expect(throws: SolverError.unsatisfiable(pinY, conflicting: [sum, pinX])) {
      try solver.add(pinY)
    }
    #expect(solver.value(of: x) == 3)
    #expect(solver.value(of: y) == 7)
    // A redundant but consistent equality is accepted.
    let same = constraint([(1, y)], -7, .equal)
    try solver.add(same)
    try solver.remove(same)
    try solver.remove(pinX)
    try solver.add(pinY)
    #expect(solver.value(of: x) == 7)
  }

  @Test(arguments: [false, true]) func failedAddAfterPivotsLeavesSolverConsistent(
    tracksDummies: Bool
  ) throws {
    // x, y >= 0, x + y <= 5, x == 4 @250, y == 4 @249: lexicographic → x 4, y 1.
    // x + y >= 10 (required) fails; only x + y <= 5 conflicts with it.
    let solver = Solver(mode: .lexicographic, tracksDummies: tracksDummies)
    let x = solver.makeVariable("x")
    let y = solver.makeVariable("y")
    let cap = constraint([(1, x), (1, y)], -5, .lessThanOrEqual)
    try solver.add(constraint([(1, x)], 0, .greaterThanOrEqual))
    try solver.add(constraint([(1, y)], 0, .greaterThanOrEqual))
    try solver.add(cap)
    try solver.add(constraint([(1, x)], -4, .equal, priority: 250))
    try solver.add(constraint([(1, y)], -4, .equal, priority: 249))
    #expect(solver.value(of: x) == 4)
    #expect(solver.value(of: y) == 1)
    let bad = constraint([(1, x), (1, y)], -10, .greaterThanOrEqual)
    #expect(throws: SolverError.unsatisfiable(bad, conflicting: [cap])) {
      try solver.add(bad)
    }
    #expect(solver.value(of: x) == 4)
    #expect(solver.value(of: y) == 1)
    #expect(solver.constraintCount == 5)
    try solver.remove(cap)
    try solver.add(bad)
    #expect(solver.value(of: x) == 4)
    #expect(solver.value(of: y) == 6)
  }

  @Test func duplicateConstraint() throws {
    let solver = Solver()
    let x = solver.makeVariable("x")
    let c = constraint([(1, x)], -1, .equal)
    try solver.add(c)
    #expect(throws: SolverError.duplicateConstraint(c)) { try solver.add(c) }
    #expect(solver.value(of: x) == 1)
    // An equal-looking but distinct constraint is another constraint.
    try solver.add(constraint([(1, x)], -1, .equal))
    #expect(solver.constraintCount == 2)
  }

  @Test(arguments: [false, true]) func unknownConstraint(tracksDummies: Bool) throws {
    let solver = Solver(mode: .lexicographic, tracksDummies: tracksDummies)
    let x = solver.makeVariable("x")
    let c = constraint([(1, x)], -1, .equal)
    #expect(throws: SolverError.unknownConstraint(c)) { try solver.remove(c) }
    try solver.add(c)
    try solver.remove(c)
    #expect(throws: SolverError.unknownConstraint(c)) { try solver.remove(c) }
  }

  @Test func duplicateEditVariable() throws {
    let solver = Solver()
    let x = solver.makeVariable("x")
    try solver.addEditVariable(x, priority: 999)
    #expect(throws: SolverError.duplicateEditVariable(x)) {
      try solver.addEditVariable(x, priority: 500)
    }
  }

  @Test func unknownEditVariable() throws {
    let solver = Solver()
    let x = solver.makeVariable("x")
    #expect(throws: SolverError.unknownEditVariable(x)) { try solver.suggestValue(1, for: x) }
    #expect(throws: SolverError.unknownEditVariable(x)) { try solver.removeEditVariable(x) }
  }

  @Test func requiredEditStrength() throws {
    let solver = Solver()
    let x = solver.makeVariable("x")
    #expect(throws: SolverError.requiredEditStrength) {
      try solver.addEditVariable(x, priority: 1000)
    }
    #expect(!solver.hasEditVariable(x))
  }

  @Test func internalErrorOnUnboundedPhaseOne() throws {
    // `.internalError` is kiwi's "objective is unbounded": no sequence of public calls on a
    // consistent tableau reaches it, so it is provoked on a hand-broken tableau: a symbol
    // with a negative cost and no row to bound it.
    let solver = Solver()
    let x = solver.makeVariable("x")
    try solver.add(constraint([(1, x)], -1, .equal, priority: 500))
    let loose = solver.core.newSymbol(.slack)
    let (level, _) = solver.core.objective.slot(for: 500)
    solver.core.objective.add(-1, to: loose, level: level)
    #expect(throws: SolverError.internalError("objective is unbounded")) {
      try solver.core.optimize()
    }
  }
}

@Suite struct SolverInputTests {
  @Test func nonFiniteNumbersAreRefused() throws {
    let solver = Solver()
    let x = solver.makeVariable("x")
    let bad = [
      constraint([(Double.nan, x)], 0, .equal),
      constraint([(1, x)], .infinity, .equal),
      constraint([(1, x)], 0, .equal, priority: .nan),
    ]
    for c in bad {
      #expect(throws: SolverError.internalError("\(c) has a non-finite number")) {
        try solver.add(c)
      }
    }
    #expect(solver.constraintCount == 0)
    try solver.add(constraint([(1, x)], -2, .equal))
    #expect(solver.value(of: x) == 2)
  }

  @Test func constantOnlyConstraints() throws {
    // 0 == 0 is accepted (it holds); 5 == 0 required is unsatisfiable on its own.
    let solver = Solver()
    try solver.add(Constraint(Expression(constant: 0), .equal))
    let impossible = Constraint(Expression(constant: 5), .equal)
    #expect(throws: SolverError.unsatisfiable(impossible, conflicting: [])) {
      try solver.add(impossible)
    }
    // As an optional constraint it is just an error that cannot be reduced.
    try solver.add(Constraint(Expression(constant: 5), .equal, priority: 10))
  }

  @Test func duplicateTermsAreSummed() throws {
    // x + x == 8 → x = 4; 2x - x - x + y == 1 → y = 1.
    let solver = Solver()
    let x = solver.makeVariable("x")
    let y = solver.makeVariable("y")
    try solver.add(constraint([(1, x), (1, x)], -8, .equal))
    try solver.add(constraint([(2, x), (-1, x), (-1, x), (1, y)], -1, .equal))
    #expect(solver.value(of: x) == 4)
    #expect(solver.value(of: y) == 1)
  }
}
