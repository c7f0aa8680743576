import Testing

@testable import Cassowary

/// The flood of issue 12 (docs/solver-budget.md): `x == i` for i = 1 … n, optional, on one
/// variable. Every add moves x to the new median, and every such pivot rewrites the row of every
/// constraint: work quadratic in n, in kiwisolver too.
private func flood(
  _ n: Int, budget: WorkBudget, priority: (Int) -> Double = { _ in 999 }
) -> (Solver, Variable, [Constraint]) {
  let solver = Solver(budget: budget)
  let x = solver.makeVariable("x")
  let constraints = (1...n).map {
    constraint([(1, x)], -Double($0), .equal, priority: priority($0))
  }
  return (solver, x, constraints)
}

@Suite struct WorkBudgetTests {
  @Test func theFloodIsRefusedAtTheConstraintWhereTheBudgetRanOut() throws {
    let budget = WorkBudget(base: 200_000, perConstraint: 64)
    let (solver, x, constraints) = flood(5000, budget: budget)
    var added = 0
    var failure: SolverError?
    for c in constraints {
      do {
        try solver.add(c)
        added += 1
      } catch {
        failure = error
        break
      }
    }
    // n²/4 substitutions of about 6 cells each pass 200,000 + 64 n near n = 330.
    #expect(added > 100 && added < 1000)
    guard case .workBudgetExceeded(let at, let work, let limit) = try #require(failure) else {
      Issue.record("expected workBudgetExceeded, got \(String(describing: failure))")
      return
    }
    #expect(at === constraints[added])
    #expect(work > limit)
    #expect(limit == budget.limit(constraints: solver.constraintCount))
    // From then on every change is refused, even one that needs no work.
    let y = solver.makeVariable("y")
    #expect {
      try solver.add(constraint([(1, y)], -1, .equal))
    } throws: { error in
      if case .workBudgetExceeded = error as? SolverError { return true }
      return false
    }
    _ = x
  }

  @Test func unlimitedTheFloodSolvesToTheMedianInLinearMemory() throws {
    let n = 2001
    let (solver, x, constraints) = flood(n, budget: .unlimited)
    for c in constraints { try solver.add(c) }
    // Σ |x - i| is least at the median of 1 … 2001.
    #expect(solver.value(of: x) == 1001)
    // Stale column entries are swept once they may be two thirds of all entries plus one per
    // symbol plus 65,536, so entries ≤ 3 × (live + symbols + 65,536) (about 230,000 here);
    // without the sweep every pivot left one per row, n² = 4,000,000 here.
    let core = solver.core
    let live = core.rows.size.cells
    let (entries, room, _) = core.columns.size
    let bound = 3 * (live + core.symbolCount + 65_536)
    // (Plus the stale entries a short phase one left out: Solver+PhaseOne.swift.)
    #expect(entries + core.phantom.reduce(0) { $0 + Int($1) } == core.columnEntries)
    #expect(entries <= bound)
    // The pool's room (used, free and slots' unused ends) is what the columns hold.
    #expect(room <= 4 * bound + 64 * core.symbolCount)
    #expect(solver.work.done > n * n)
  }

  @Test func distinctPrioritiesKeepTheObjectiveLinear() throws {
    // Each constraint its own level, the last one highest: x ends at n. A dense cost array per
    // level took levels × symbols (16,000 levels: 4.6 GB); per-symbol costs take what is set.
    let n = 600
    let (solver, x, constraints) = flood(
      n, budget: .unlimited, priority: { 1 + 998 * Double($0) / Double(n + 1) })
    for c in constraints { try solver.add(c) }
    #expect(solver.value(of: x) == Double(n))
    #expect(solver.core.objective.priorities.count == n)
    #expect(solver.core.objective.costs.size.capacity < 20 * n)
  }

  @Test func theWorkOfReplaysCounts() throws {
    // Required and conflicting: each failed add replays every constraint into a solver that
    // tracks dummies to name the conflicts — quadratic, and counted.
    let solver = Solver(budget: WorkBudget(base: 50_000, perConstraint: 64))
    let x = solver.makeVariable("x")
    var unsatisfiable = 0
    var refused: Constraint?
    for i in 1...2000 {
      let c = constraint([(1, x)], -Double(i), .equal)
      do {
        try solver.add(c)
      } catch .unsatisfiable {
        unsatisfiable += 1
        // Auto Layout keeps a broken constraint at 999 (Layout's keepBrokenAsOptional).
        do {
          try solver.add(constraint([(1, x)], -Double(i), .equal, priority: 999))
        } catch .workBudgetExceeded {
          refused = c
          break
        }
      } catch .workBudgetExceeded(let at, _, _) {
        #expect(at === c)
        refused = c
        break
      }
    }
    #expect(unsatisfiable > 10)
    #expect(refused != nil)
    #expect(solver.value(of: x) == 1)
  }

  @Test func theLimitGrowsWithTheSystemAndNeverOverflows() {
    #expect(WorkBudget.standard.limit(constraints: 0) == 200_000_000)
    #expect(WorkBudget.standard.limit(constraints: 870_094) == 200_000_000 + 64 * 870_094)
    #expect(WorkBudget.unlimited.limit(constraints: 1 << 40) == .max)
    #expect(WorkBudget(base: .max - 1, perConstraint: 2).limit(constraints: 10) == .max)
  }
}
