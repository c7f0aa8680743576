import Testing

@testable import Cassowary

/// A phase one of one pivot made without its artificial variable (`addThroughShortPhaseOne`)
/// leaves the solver exactly as the long way (`addWithArtificialVariable`) does: the same
/// tableau and objective to the bit, the same work, pivots and substitutions, and the same
/// column lengths and entry counts (which choose subjects and time the sweeps).
@Suite struct PhaseOneTests {
  /// Everything a later choice or output reads, as text (doubles in their exact shortest form).
  static func state(_ solver: Solver) -> String {
    let core = solver.core
    var text = solver.dump()
    text += "\nwork \(core.work) pivots \(core.pivotCount) substitutions \(core.substitutionCount)"
    text += " symbols \(core.symbolCount) rows \(core.basicCount)"
    text += " entries \(core.columnEntries) stale \(core.staleEntries)\ncolumns"
    for symbol in 0..<core.symbolCount {
      text += " \(core.columns.count(symbol) + Int(core.phantom[symbol]))"
    }
    return text
  }

  static func error(_ body: () throws(SolverError) -> Void) -> SolverError? {
    do {
      try body()
      return nil
    } catch {
      return error
    }
  }

  /// Random histories of adds, removals and suggestions (`RandomSystemTests`' kind, more
  /// variables held by more rows), made by a solver taking the short way and one taking the
  /// long way, compared after every step.
  @Test(arguments: Array(0..<60))
  func theShortWayEndsWhereTheLongWayDoes(seed: Int) throws {
    var rng = SplitMix64(state: UInt64(seed) &* 104_729 &+ 7)
    let mode: PriorityMode = seed % 5 == 4 ? .weighted : .lexicographic
    let short = Solver(mode: mode)
    let long = Solver(mode: mode)
    long.core.shortPhaseOne = false
    let count = 8
    let variables = (0..<count).map { short.makeVariable("x\($0)") }
    _ = variables.map { long.makeVariable("x\($0.id)") }
    var live: [Constraint] = []
    var edits: Set<Int> = []
    for step in 0..<120 {
      let action = Int.random(in: 0..<20, using: &rng)
      if action < 16 || live.isEmpty {
        let terms = (0..<Int.random(in: 1...3, using: &rng)).map { _ in
          Term(
            variables[Int.random(in: 0..<count, using: &rng)],
            [-2, -1, -0.5, 0.5, 1, 2, 3][Int.random(in: 0..<7, using: &rng)])
        }
        let relation = [Relation.equal, .lessThanOrEqual, .greaterThanOrEqual][
          Int.random(in: 0..<3, using: &rng)]
        let priority = [1000, 1000, 750, 500, 250, 1][Int.random(in: 0..<6, using: &rng)]
        let c = Constraint(
          Expression(terms, constant: Double(Int.random(in: -20...20, using: &rng))), relation,
          priority: Double(priority), tag: step)
        let a = Self.error { () throws(SolverError) in try short.add(c) }
        let b = Self.error { () throws(SolverError) in try long.add(c) }
        #expect(a == b, "seed \(seed) step \(step)")
        if a == nil { live.append(c) }
      } else if action < 18 {
        let c = live.remove(at: Int.random(in: 0..<live.count, using: &rng))
        try short.remove(c)
        try long.remove(c)
      } else {
        let v = variables[Int.random(in: 0..<count, using: &rng)]
        if !edits.contains(v.id) {
          try short.addEditVariable(v, priority: 600)
          try long.addEditVariable(v, priority: 600)
          edits.insert(v.id)
        }
        let value = Double(Int.random(in: -30...30, using: &rng))
        try short.suggestValue(value, for: v)
        try long.suggestValue(value, for: v)
      }
      let same = Self.state(short) == Self.state(long)
      #expect(same, "seed \(seed) step \(step)")
      if !same { return }
    }
    #expect(long.core.shortPhaseOneCount == 0)
  }

  /// The histories above take the short way, often.
  @Test func theRandomHistoriesTakeTheShortWay() throws {
    var total = 0
    var lastPivots = 0
    for seed in 0..<60 {
      var rng = SplitMix64(state: UInt64(seed) &* 104_729 &+ 7)
      let solver = Solver()
      let variables = (0..<8).map { solver.makeVariable("x\($0)") }
      for step in 0..<120 {
        let terms = (0..<Int.random(in: 1...3, using: &rng)).map { _ in
          Term(variables[Int.random(in: 0..<8, using: &rng)], [-1, 1, 2][step % 3])
        }
        let relation = [Relation.equal, .lessThanOrEqual, .greaterThanOrEqual][step % 3]
        _ = try? solver.add(
          Constraint(
            Expression(terms, constant: Double(Int.random(in: -20...20, using: &rng))), relation,
            priority: [1000, 750, 1][step % 3]))
      }
      total += solver.core.shortPhaseOneCount
      lastPivots += solver.core.lastPivotShortCount
    }
    #expect(total > 100)
    #expect(lastPivots > 10)
  }

  /// `x ≥ 10` makes x basic, `x = 10 + s1`. `x ≥ 12` is then the row `2 - s1 + s2 = 0` (its
  /// slack s2 positive: no subject): phase one enters s1, whose only restricted row is the
  /// artificial variable's (ratio 2), which leaves; the phase-one objective is then the
  /// artificial variable alone — the short way, `s1 = 2 + s2`, x = 12. `x ≤ 5` next is
  /// `7 + s2 + s3 = 0`: no negative cell, phase one fails — the long way, which names the
  /// conflict.
  @Test func oneConstraintEachWay() throws {
    var errors: [SolverError?] = []
    let x = Variable(id: 0)
    let atLeast10 = Constraint(Expression([Term(x)], constant: -10), .greaterThanOrEqual)
    let atLeast12 = Constraint(Expression([Term(x)], constant: -12), .greaterThanOrEqual)
    let atMost5 = Constraint(Expression([Term(x)], constant: -5), .lessThanOrEqual)
    for short in [true, false] {
      let solver = Solver()
      solver.core.shortPhaseOne = short
      _ = solver.makeVariable("x")
      try solver.add(atLeast10)
      try solver.add(atLeast12)
      #expect(solver.core.shortPhaseOneCount == (short ? 1 : 0))
      #expect(solver.value(of: x) == 12)
      errors.append(Self.error { () throws(SolverError) in try solver.add(atMost5) })
      if case .unsatisfiable(_, let conflicting) = errors.last! {
        #expect(conflicting.contains { $0 === atLeast12 })
      } else {
        Issue.record("x <= 5 was added")
      }
      #expect(solver.core.shortPhaseOneCount == (short ? 1 : 0))
      #expect(solver.value(of: x) == 12)
    }
    #expect(errors[0] == errors[1])
  }
}
