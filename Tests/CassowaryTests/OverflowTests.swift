import Testing

@testable import Cassowary

/// A number of the tableau past 1e300 is an overflow, named at the constraint being added
/// (docs/solver-budget.md), not an infinity read back as a value.
@Suite struct OverflowTests {
  private func expectOverflow(at expected: Constraint, _ body: () throws -> Void) {
    #expect {
      try body()
    } throws: { error in
      guard case .overflow(let at) = error as? SolverError else { return false }
      return at === expected
    }
  }

  @Test func aLargeMultiplierTimesALargeValueOverflows() throws {
    // a == 1e200 × b, then b == 1e150: a would be 1e350, past the largest double.
    let solver = Solver()
    let a = solver.makeVariable("a")
    let b = solver.makeVariable("b")
    try solver.add(constraint([(1, a), (-1e200, b)], 0, .equal))
    let large = constraint([(1, b)], -1e150, .equal)
    expectOverflow(at: large) { try solver.add(large) }
    // From then on every change is refused.
    let other = constraint([(1, b)], -1, .greaterThanOrEqual, priority: 500)
    expectOverflow(at: other) { try solver.add(other) }
  }

  @Test func theOtherOrderOverflowsAtTheMultiplier() throws {
    let solver = Solver()
    let a = solver.makeVariable("a")
    let b = solver.makeVariable("b")
    try solver.add(constraint([(1, b)], -1e150, .equal))
    let product = constraint([(1, a), (-1e200, b)], 0, .equal)
    expectOverflow(at: product) { try solver.add(product) }
  }

  @Test func aMultiplierPastTheLimitOverflows() throws {
    // multiplier-1e308.xml: a == 1e308 × b was solved as a width of 0, "0 conflicts".
    let solver = Solver()
    let a = solver.makeVariable("a")
    let b = solver.makeVariable("b")
    let huge = constraint([(1, a), (-1e308, b)], 0, .equal)
    expectOverflow(at: huge) { try solver.add(huge) }
  }

  @Test func aConstantPastTheLimitOverflows() throws {
    let solver = Solver()
    let x = solver.makeVariable("x")
    let big = constraint([(1, x)], -1e301, .equal)
    expectOverflow(at: big) { try solver.add(big) }
    // Below the limit, a large number is a number.
    let fine = Solver()
    let y = fine.makeVariable("y")
    try fine.add(constraint([(1, y)], -1e299, .equal))
    #expect(fine.value(of: y) == 1e299)
  }

  @Test func aSuggestionPastTheLimitOverflows() throws {
    let solver = Solver()
    let x = solver.makeVariable("x")
    try solver.addEditVariable(x, priority: 999)
    try solver.suggestValue(1e299, for: x)
    #expect(solver.value(of: x) == 1e299)
    #expect {
      try solver.suggestValue(1e301, for: x)
    } throws: { error in
      if case .overflow = error as? SolverError { return true }
      return false
    }
  }
}
