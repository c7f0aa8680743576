import Testing

@testable import Cassowary

/// `Σ coefficient × variable + constant REL 0` at a priority.
func constraint(
  _ terms: [(Double, Variable)], _ constant: Double, _ relation: Relation,
  priority: Double = 1000
) -> Constraint {
  Constraint(
    Expression(terms.map { Term($0.1, $0.0) }, constant: constant), relation, priority: priority)
}

/// Hand-solved systems; every expected number is worked out by hand in the comment beside it
/// and was checked with kiwisolver 1.5.1.
@Suite struct SolverTests {
  @Test func kiwiWorkedExample() throws {
    // kiwi's docs: v1 + v2 == 0, v1 == 10, weak v2 >= 0 → v1 = 10, v2 = -10 (the weak one
    // is violated by 10).
    for mode in [PriorityMode.lexicographic, .weighted] {
      let solver = Solver(mode: mode)
      let v1 = solver.makeVariable("v1")
      let v2 = solver.makeVariable("v2")
      try solver.add(constraint([(1, v1), (1, v2)], 0, .equal))
      try solver.add(constraint([(1, v1)], -10, .equal))
      try solver.add(constraint([(1, v2)], 0, .greaterThanOrEqual, priority: 250))
      #expect(solver.value(of: v1) == 10)
      #expect(solver.value(of: v2) == -10)
    }
  }

  @Test func unusedVariableIsZero() {
    let solver = Solver()
    let v = solver.makeVariable("v")
    #expect(solver.value(of: v) == 0)
    #expect(solver.makeVariable("w").id == 1)
  }

  @Test(arguments: [false, true]) func inequalitiesAndWeakPreference(tracksDummies: Bool) throws {
    // x >= 10, x <= 20, x == 0 @500 → the preference pulls x down to its bound, 10;
    // then x == 30 @750 outranks it and pulls x up to 20.
    let solver = Solver(mode: .lexicographic, tracksDummies: tracksDummies)
    let x = solver.makeVariable("x")
    try solver.add(constraint([(1, x)], -10, .greaterThanOrEqual))
    try solver.add(constraint([(1, x)], -20, .lessThanOrEqual))
    try solver.add(constraint([(1, x)], 0, .equal, priority: 500))
    #expect(solver.value(of: x) == 10)
    let strong = constraint([(1, x)], -30, .equal, priority: 750)
    try solver.add(strong)
    #expect(solver.value(of: x) == 20)
    try solver.remove(strong)
    #expect(solver.value(of: x) == 10)
  }

  @Test func editVariables() throws {
    // left edit @999, width == 100, right = left + width <= 300 (required).
    let solver = Solver()
    let left = solver.makeVariable("left")
    let width = solver.makeVariable("width")
    let right = solver.makeVariable("right")
    try solver.add(constraint([(1, width)], -100, .equal))
    try solver.add(constraint([(1, right), (-1, left), (-1, width)], 0, .equal))
    try solver.add(constraint([(1, right)], -300, .lessThanOrEqual))
    try solver.addEditVariable(left, priority: 999)
    #expect(solver.hasEditVariable(left))
    try solver.suggestValue(50, for: left)
    #expect(solver.value(of: left) == 50)
    #expect(solver.value(of: right) == 150)
    // 250 would put right at 350 > 300: left stops at 200.
    try solver.suggestValue(250, for: left)
    #expect(solver.value(of: left) == 200)
    #expect(solver.value(of: right) == 300)
    try solver.suggestValue(-40, for: left)
    #expect(solver.value(of: left) == -40)
    #expect(solver.value(of: right) == 60)
    try solver.removeEditVariable(left)
    #expect(!solver.hasEditVariable(left))
    // Without the edit, nothing holds left: it keeps a value that satisfies the rest.
    #expect(solver.value(of: right) - solver.value(of: left) == 100)
    #expect(solver.value(of: right) <= 300)
  }

  @Test func twoEditVariablesAtDifferentPriorities() throws {
    // a + b == 10; edits a @999 and b @500 both suggested 8: a wins, b = 2.
    let solver = Solver()
    let a = solver.makeVariable("a")
    let b = solver.makeVariable("b")
    try solver.add(constraint([(1, a), (1, b)], -10, .equal))
    try solver.addEditVariable(a, priority: 999)
    try solver.addEditVariable(b, priority: 500)
    try solver.suggestValue(8, for: a)
    try solver.suggestValue(8, for: b)
    #expect(solver.value(of: a) == 8)
    #expect(solver.value(of: b) == 2)
    // Swap the suggestions: a goes to 3 (its own), b = 7.
    try solver.suggestValue(3, for: a)
    #expect(solver.value(of: a) == 3)
    #expect(solver.value(of: b) == 7)
  }

  @Test(arguments: [false, true]) func removeThenReAdd(tracksDummies: Bool) throws {
    // x + y == 20, x == 5 required, y == 0 @250 → x 5, y 15. Remove x == 5: y goes to its
    // preference 0 and x to 20. Add it again: back to 5 / 15.
    let solver = Solver(mode: .lexicographic, tracksDummies: tracksDummies)
    let x = solver.makeVariable("x")
    let y = solver.makeVariable("y")
    let pin = constraint([(1, x)], -5, .equal)
    try solver.add(constraint([(1, x), (1, y)], -20, .equal))
    try solver.add(pin)
    try solver.add(constraint([(1, y)], 0, .equal, priority: 250))
    #expect(solver.value(of: x) == 5)
    #expect(solver.value(of: y) == 15)
    try solver.remove(pin)
    #expect(!solver.contains(pin))
    #expect(solver.value(of: x) == 20)
    #expect(solver.value(of: y) == 0)
    try solver.add(pin)
    #expect(solver.contains(pin))
    #expect(solver.value(of: x) == 5)
    #expect(solver.value(of: y) == 15)
  }

  @Test(arguments: [false, true]) func removeEveryConstraintLeavesAnEmptyObjective(
    tracksDummies: Bool
  ) throws {
    let solver = Solver(mode: .lexicographic, tracksDummies: tracksDummies)
    let x = solver.makeVariable("x")
    let y = solver.makeVariable("y")
    let all = [
      constraint([(1, x), (-1, y)], -4, .greaterThanOrEqual),
      constraint([(1, x)], -10, .equal, priority: 300),
      constraint([(1, y)], 0, .lessThanOrEqual, priority: 700),
      constraint([(1, y)], -2, .greaterThanOrEqual),
    ]
    for c in all { try solver.add(c) }
    // y in [2, ...], y <= 0 @700 → y = 2; x - y >= 4 → x >= 6; x == 10 @300 → x = 10.
    #expect(solver.value(of: x) == 10)
    #expect(solver.value(of: y) == 2)
    for c in all.reversed() { try solver.remove(c) }
    #expect(solver.constraintCount == 0)
    #expect(solver.core.objective.costs.size.entries == 0)
  }

  @Test func lexicographicAndWeightedDisagree() throws {
    // a + b == 100; a == 70 @750; b == 50 @749 twice (two constraints).
    // Lexicographic: @750 is satisfied first → a = 70, b = 30 (the @749 pair is off by 20).
    // Weighted: 10^6.75 ≈ 5.62e6 for a against 2 × 10^6.741 ≈ 1.10e7 for b → b = 50, a = 50.
    func solve(_ mode: PriorityMode) throws -> (Double, Double) {
      let solver = Solver(mode: mode)
      let a = solver.makeVariable("a")
      let b = solver.makeVariable("b")
      try solver.add(constraint([(1, a), (1, b)], -100, .equal))
      try solver.add(constraint([(1, a)], -70, .equal, priority: 750))
      try solver.add(constraint([(1, b)], -50, .equal, priority: 749))
      try solver.add(constraint([(1, b)], -50, .equal, priority: 749))
      return (solver.value(of: a), solver.value(of: b))
    }
    let lexicographic = try solve(.lexicographic)
    #expect(lexicographic.0 == 70 && lexicographic.1 == 30)
    let weighted = try solve(.weighted)
    #expect(weighted.0 == 50 && weighted.1 == 50)
  }

  @Test func fractionalPriorityIsItsOwnLevel() throws {
    // x == 0 @999.5 against ten x == 10 @999: lexicographic keeps x = 0.
    let solver = Solver()
    let x = solver.makeVariable("x")
    try solver.add(constraint([(1, x)], 0, .equal, priority: 999.5))
    for _ in 0..<10 { try solver.add(constraint([(1, x)], -10, .equal, priority: 999)) }
    #expect(solver.value(of: x) == 0)
    #expect(solver.core.objective.priorities.count == 2)
  }

  @Test func weightsMatchKiwiMapping() {
    // 10^(9p/1000): 250 → 177.83, 750 → 5 623 413.25, 999 → 979 489 985.4
    #expect(abs(Objective.weight(of: 250) - 177.82794100389228) < 1e-9)
    #expect(abs(Objective.weight(of: 750) / 5623413.251903491 - 1) < 1e-14)
    #expect(abs(Objective.weight(of: 999) / 979489985.4086981 - 1) < 1e-14)
    #expect(Objective.weight(of: 0) == 1)
  }
}

@Suite struct DummyMarkerTests {
  @Test func chainRowsStayShort() throws {
    // top[k] == top[k-1] + 10 for 50 steps: with dummies in the rows the last row would carry
    // 50 of them; without, every row is `constant` or `constant + edit errors`.
    for tracksDummies in [false, true] {
      let solver = Solver(mode: .lexicographic, tracksDummies: tracksDummies)
      var previous = solver.makeVariable("top0")
      try solver.add(constraint([(1, previous)], -5, .equal))
      for k in 1...50 {
        let top = solver.makeVariable("top\(k)")
        try solver.add(constraint([(1, top), (-1, previous)], -10, .equal))
        previous = top
      }
      #expect(solver.value(of: previous) == 505)
      let longest = (0..<solver.symbolCount).map { solver.core.rows.count($0) }.max()!
      #expect(tracksDummies ? longest == 51 : longest == 0)
    }
  }

  @Test func removingARequiredEqualityRebuildsWithEditsKept() throws {
    // x edit @999 suggested 40; y == x + 10; z == 7; remove z == 7 then y == x + 10.
    let solver = Solver()
    let x = solver.makeVariable("x")
    let y = solver.makeVariable("y")
    let z = solver.makeVariable("z")
    let link = constraint([(1, y), (-1, x)], -10, .equal)
    let pinZ = constraint([(1, z)], -7, .equal)
    try solver.addEditVariable(x, priority: 999)
    try solver.add(link)
    try solver.add(pinZ)
    try solver.add(constraint([(1, y)], 0, .equal, priority: 100))
    try solver.suggestValue(40, for: x)
    #expect(solver.value(of: y) == 50)
    try solver.remove(pinZ)
    #expect(solver.constraintCount == 3)
    #expect(solver.value(of: x) == 40)
    #expect(solver.value(of: y) == 50)
    try solver.suggestValue(-3, for: x)
    #expect(solver.value(of: y) == 7)
    try solver.remove(link)
    // y is free of x now: its @100 preference puts it at 0.
    #expect(solver.value(of: y) == 0)
    #expect(solver.value(of: x) == -3)
    try solver.removeEditVariable(x)
    #expect(solver.constraintCount == 1)
  }

  @Test func redundantEqualityIsAcceptedAndRemovable() throws {
    // x == 2, y == x + 1, y == 3 (implied): accepted; removing it changes nothing.
    let solver = Solver()
    let x = solver.makeVariable("x")
    let y = solver.makeVariable("y")
    try solver.add(constraint([(1, x)], -2, .equal))
    try solver.add(constraint([(1, y), (-1, x)], -1, .equal))
    let implied = constraint([(1, y)], -3, .equal)
    try solver.add(implied)
    #expect(solver.contains(implied))
    try solver.remove(implied)
    #expect(solver.value(of: y) == 3)
  }
}

@Suite struct RedundantEqualityTests {
  @Test(arguments: [false, true])
  func removingOneOfTwinEqualitiesKeepsTheOther(tracksDummies: Bool) throws {
    // x == -10 twice, x <= 5 @250. With dummies in rows, the twin reduces to d2 = -d1 (a
    // dummy-basic row) and the slack row of x <= 5 holds d1 with a negative coefficient:
    // kiwi's leaving-row rule would pivot d1 there and leave d2 = -15 + …, i.e. the twin
    // broken and x at 5. Removing the first must leave x at -10.
    let solver = Solver(mode: .lexicographic, tracksDummies: tracksDummies)
    let x = solver.makeVariable("x")
    let first = constraint([(1, x)], 10, .equal)
    try solver.add(first)
    try solver.add(constraint([(1, x)], 10, .equal))
    try solver.add(constraint([(1, x)], -5, .lessThanOrEqual, priority: 250))
    #expect(solver.value(of: x) == -10)
    try solver.remove(first)
    #expect(solver.value(of: x) == -10)
  }
}
