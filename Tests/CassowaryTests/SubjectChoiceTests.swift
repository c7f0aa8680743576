import Testing

@testable import Cassowary

/// The subject a new row is solved for (docs/solver-budget.md, "Choosing the subject"): the
/// external symbol held by the fewest rows, so that a chain of views keeps short rows.
@Suite struct SubjectChoiceTests {
  /// `x[i] == x[i+1] + w[i+1] + c` for 2,000 views (leading is the next view's trailing), the
  /// widths free. kiwi's lowest symbol makes every x basic, each row a sum of all the widths
  /// after it: 2,000 rows of up to 2,000 cells, 168 million units at 1,000 views (cubic). The
  /// fewest-rows choice makes each new width basic, x[i] stays a parameter, and every row keeps
  /// its 3 cells: 7 units a constraint.
  @Test func aChainKeepsRowsOfThreeCells() throws {
    let (solver, _, _) = try chain(2000)
    #expect(solver.work.done <= 8 * 2000)
    #expect((0..<solver.symbolCount).allSatisfy { solver.core.rows.count($0) <= 3 })
  }

  /// The same chain of 50, its last view pinned at 0 and every width pulled to 10 (weak): then
  /// x[0] = Σ (w[i + 1] + i mod 7) for i = 0 … 48 = 490 + 7 × 21 = 637.
  @Test func theChainSolvesAsKiwiDoes() throws {
    let (solver, x, w) = try chain(50)
    try solver.add(constraint([(1, x[49])], 0, .equal))
    for i in 1..<50 { try solver.add(constraint([(1, w[i])], -10, .equal, priority: 1)) }
    #expect(solver.value(of: x[0]) == 637)
    #expect(solver.value(of: x[48]) == 16)  // 0 + 10 + 48 mod 7
  }

  private func chain(_ n: Int) throws -> (Solver, [Variable], [Variable]) {
    let solver = Solver()
    let x = (0..<n).map { solver.makeVariable("x\($0)") }
    let w = (0..<n).map { solver.makeVariable("w\($0)") }
    for i in 0..<(n - 1) {
      try solver.add(
        constraint([(1, x[i]), (-1, x[i + 1]), (-1, w[i + 1])], -Double(i % 7), .equal))
    }
    return (solver, x, w)
  }

  /// Between symbols held by as many rows, the coefficient nearest 1: `a == 1e200 × b` is
  /// solved for a, not for b (b = 1e-200 a would lose a to rounding).
  @Test func theCoefficientNearestOneWinsATie() throws {
    let solver = Solver()
    let a = solver.makeVariable("a")
    let b = solver.makeVariable("b")
    try solver.add(constraint([(1, a), (-1e200, b)], 0, .equal))
    let core = solver.core
    let aSymbol = Int(core.variableSymbol[a.id])
    #expect(core.isBasic[aSymbol])
  }
}
