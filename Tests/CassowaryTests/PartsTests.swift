import Testing

@testable import Cassowary

/// Constraints added as parts (`Solver.add(_:_:priority:tag:)`, no `Constraint` object) are
/// solved exactly as the same constraints added as objects, and errors name them by tag.
@Suite struct PartsTests {
  /// A random system: `count` constraints of 1 to 3 terms on 6 variables, tagged by index.
  static func system(seed: Int, count: Int) -> [Constraint] {
    var rng = SplitMix64(state: UInt64(seed) &* 7919 &+ 3)
    let variables = (0..<6).map { Variable(id: $0) }
    return (0..<count).map { tag in
      let terms = (0..<Int.random(in: 1...3, using: &rng)).map { _ in
        Term(
          variables[Int.random(in: 0..<6, using: &rng)],
          [-2, -1, -0.5, 0.5, 1, 2][Int.random(in: 0..<6, using: &rng)])
      }
      let relation = [Relation.equal, .lessThanOrEqual, .greaterThanOrEqual][
        Int.random(in: 0..<3, using: &rng)]
      let priority = RandomSystemTests.priorities[
        Int.random(in: 0..<RandomSystemTests.priorities.count, using: &rng)]
      let constant = Double(Int.random(in: -20...20, using: &rng))
      return Constraint(
        Expression(terms, constant: constant), relation, priority: priority, tag: tag)
    }
  }

  /// Adds each constraint, as an object or as parts; the tags of those refused, with the tags
  /// of the constraints each conflicts with.
  static func solve(_ constraints: [Constraint], asParts: Bool, mode: PriorityMode) -> (
    Solver, [[Int]]
  ) {
    let solver = Solver(mode: mode)
    var refused: [[Int]] = []
    for c in constraints {
      do {
        if asParts {
          try solver.add(c.expression, c.relation, priority: c.priority, tag: c.tag)
        } else {
          try solver.add(c)
        }
      } catch {
        guard case .unsatisfiable(let failed, let conflicting) = error else {
          Issue.record("\(error)")
          continue
        }
        refused.append([failed.tag] + conflicting.map(\.tag))
      }
    }
    return (solver, refused)
  }

  @Test(arguments: 0..<24)
  func partsSolveAsConstraintsDo(seed: Int) {
    let mode: PriorityMode = seed % 4 == 3 ? .weighted : .lexicographic
    let constraints = Self.system(seed: seed, count: 30)
    let (objects, objectsRefused) = Self.solve(constraints, asParts: false, mode: mode)
    let (parts, partsRefused) = Self.solve(constraints, asParts: true, mode: mode)
    // The same tableau, bit for bit (the dump prints every number exactly), the same values,
    // the same refusals naming the same constraints.
    #expect(parts.dump() == objects.dump(), "seed \(seed)")
    for id in 0..<6 {
      let v = Variable(id: id)
      #expect(parts.value(of: v).bitPattern == objects.value(of: v).bitPattern, "seed \(seed)")
      #expect(parts.isAmbiguous(v) == objects.isAmbiguous(v), "seed \(seed)")
    }
    #expect(partsRefused == objectsRefused, "seed \(seed)")
    #expect(parts.constraintCount == objects.constraintCount)
    #expect(parts.constraintCount == constraints.count - objectsRefused.count)
  }

  /// Some seeds above refuse constraints (so the conflicts are compared, not only the values).
  @Test func theSystemsHaveConflicts() {
    let refusals = (0..<24).map {
      Self.solve(Self.system(seed: $0, count: 30), asParts: true, mode: .lexicographic).1.count
    }
    #expect(refusals.contains { $0 > 0 })
  }

  @Test func aRefusedPartIsNamedByItsTagAndItsConflictsByTheirs() {
    let solver = Solver()
    let x = solver.makeVariable("x")
    try? solver.add(Expression([Term(x)], constant: -10), .equal, tag: 7)  // x = 10
    try? solver.add(Expression([Term(x)], constant: -2), .greaterThanOrEqual, tag: 8)  // x ≥ 2
    do {
      try solver.add(Expression([Term(x)], constant: -20), .equal, tag: 9)
      Issue.record("x = 20 was added")
    } catch {
      guard case .unsatisfiable(let failed, let conflicting) = error else {
        Issue.record("\(error)")
        return
      }
      #expect(failed.tag == 9)
      #expect(conflicting.map(\.tag) == [7])
    }
    #expect(solver.value(of: x) == 10)
    #expect(solver.constraintCount == 2)
  }
}
