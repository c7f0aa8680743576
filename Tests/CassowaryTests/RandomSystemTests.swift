import Testing

@testable import Cassowary

/// SplitMix64: a fixed, seedable generator (the standard library's is not seedable).
struct SplitMix64: RandomNumberGenerator {
  var state: UInt64
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// Property tests on random small systems: whatever the history of adds, removes and
/// suggestions, the incremental solver must reach an optimum of the constraints it holds —
/// the same objective, level by level, as a fresh solver given the same constraints — and
/// satisfy every required one. (Values may differ where the optimum is not unique; the
/// objective may not.)
@Suite struct RandomSystemTests {
  static let priorities: [Double] = [1000, 1000, 1000, 750, 500, 250, 1]

  /// The error of each optional priority level at the solver's values, highest level first.
  static func objective(_ constraints: [Constraint], _ solver: Solver) -> [Double] {
    var levels: [Double: Double] = [:]
    for c in constraints where !c.isRequired {
      levels[c.priority, default: 0] += violation(c, solver)
    }
    return levels.keys.sorted(by: >).map { levels[$0]! }
  }

  static func violation(_ c: Constraint, _ solver: Solver) -> Double {
    let value = c.expression.terms.reduce(c.expression.constant) {
      $0 + $1.coefficient * solver.value(of: $1.variable)
    }
    switch c.relation {
    case .equal: return abs(value)
    case .lessThanOrEqual: return max(0, value)
    case .greaterThanOrEqual: return max(0, -value)
    }
  }

  static func close(_ a: [Double], _ b: [Double], _ weighted: Bool) -> Bool {
    guard a.count == b.count else { return false }
    if weighted { return true }  // weights trade levels: compared through the sum below
    return zip(a, b).allSatisfy { abs($0 - $1) <= 1e-6 * max(1, abs($0)) }
  }

  @Test(arguments: [215, 471, 975, 1339, 2335, 5930] + Array(0..<40))
  func historyDoesNotChangeTheOptimum(seed: Int) throws {
    var rng = SplitMix64(state: UInt64(seed) &* 7919 &+ 17)
    let mode: PriorityMode = seed % 4 == 3 ? .weighted : .lexicographic
    let solver = Solver(mode: mode)
    let tracking = Solver(mode: mode, tracksDummies: true)
    let variables = (0..<6).map { solver.makeVariable("x\($0)") }
    _ = variables.map { tracking.makeVariable("x\($0.id)") }
    var live: [Constraint] = []
    var edits: [Int: Double] = [:]
    for step in 0..<60 {
      var what = ""
      do {
        let action = Int.random(in: 0..<10, using: &rng)
        if action < 6 || live.isEmpty {
          let count = Int.random(in: 1...3, using: &rng)
          let terms = (0..<count).map { _ in
            Term(
              variables[Int.random(in: 0..<6, using: &rng)],
              [-2, -1, -0.5, 0.5, 1, 2][Int.random(in: 0..<6, using: &rng)])
          }
          let relation = [Relation.equal, .lessThanOrEqual, .greaterThanOrEqual][
            Int.random(in: 0..<3, using: &rng)]
          let priority = Self.priorities[Int.random(in: 0..<Self.priorities.count, using: &rng)]
          let c = Constraint(
            Expression(terms, constant: Double(Int.random(in: -20...20, using: &rng))), relation,
            priority: priority, tag: step)
          what = "add \(c.expression) \(c.relation) @\(c.priority)"
          var failed: [Constraint]?
          do {
            try solver.add(c)
          } catch {
            guard case .unsatisfiable(_, let conflicting) = error else { throw error }
            failed = conflicting
          }
          var trackingFailed = false
          do {
            try tracking.add(c)
          } catch {
            guard case .unsatisfiable = error else { throw error }
            trackingFailed = true
          }
          #expect((failed != nil) == trackingFailed, "seed \(seed) step \(step)")
          if let failed {
            #expect(c.isRequired)
            // Every named conflict is a live constraint; without them all, c would fit.
            #expect(failed.allSatisfy { f in live.contains { $0 === f } || f.tag == -1 })
          } else {
            live.append(c)
          }
        } else if action < 8 {
          let c = live.remove(at: Int.random(in: 0..<live.count, using: &rng))
          what = "remove \(c.expression) \(c.relation) @\(c.priority)"
          try solver.remove(c)
          try tracking.remove(c)
        } else {
          let v = variables[Int.random(in: 0..<6, using: &rng)]
          let value = Double(Int.random(in: -30...30, using: &rng))
          if edits[v.id] == nil {
            try solver.addEditVariable(v, priority: 600)
            try tracking.addEditVariable(v, priority: 600)
          }
          edits[v.id] = value
          what = "suggest \(v) \(value)"
          try solver.suggestValue(value, for: v)
          try tracking.suggestValue(value, for: v)
        }
        // A fresh solver with the same constraints and suggestions, added in order.
        let fresh = Solver(mode: mode)
        for v in variables { _ = fresh.makeVariable("x\(v.id)") }
        for c in live { try fresh.add(c) }
        for (id, value) in edits.sorted(by: { $0.key < $1.key }) {
          try fresh.addEditVariable(variables[id], priority: 600)
          try fresh.suggestValue(value, for: variables[id])
        }
        var all = live
        for (id, value) in edits {
          all.append(
            Constraint(Expression([Term(variables[id])], constant: -value), .equal, priority: 600))
        }
        for c in live where c.isRequired {
          #expect(Self.violation(c, solver) < 1e-6, "seed \(seed) step \(step): \(c) violated")
          #expect(
            Self.violation(c, tracking) < 1e-6,
            "seed \(seed) step \(step): \(c) violated after \(what)")
        }
        let ours = Self.objective(all, solver)
        let theirs = Self.objective(all, fresh)
        let tracked = Self.objective(all, tracking)
        if mode == .lexicographic && !Self.close(ours, theirs, false) {
          print("FAIL seed \(seed) step \(step)\ncassobench 1")
          for v in variables { print("var x\(v.id)") }
          for (id, _) in edits { print("edit x\(id) @600") }
          for (id, value) in edits { print("suggest 0 x\(id) \(value)") }
          for c in live {
            let op = c.relation == .equal ? "==" : c.relation == .lessThanOrEqual ? "<=" : ">="
            let terms = c.expression.terms.map { "\($0.coefficient)*x\($0.variable.id)" }
            print(
              "c \(terms.joined(separator: " ")) \(op) \(-c.expression.constant) @\(c.priority)")
          }
          print("ENDFAIL")
        }
        if mode == .lexicographic {
          #expect(
            Self.close(ours, theirs, false), "seed \(seed) step \(step): \(ours) vs \(theirs)")
          #expect(Self.close(tracked, theirs, false), "seed \(seed) step \(step): \(tracked)")
        } else {
          func weighted(_ levels: [Double], _ cs: [Constraint]) -> Double {
            let ps = Set(cs.filter { !$0.isRequired }.map(\.priority)).sorted(by: >)
            return zip(ps, levels).reduce(0) { $0 + Objective.weight(of: $1.0) * $1.1 }
          }
          let a = weighted(ours, all)
          let b = weighted(theirs, all)
          #expect(abs(a - b) <= 1e-6 * max(1, abs(b)), "seed \(seed) step \(step): \(a) vs \(b)")
        }
      } catch {
        print("ERROR seed \(seed) step \(step) \(error) in \(what)\ncassobench 1")
        for v in variables { print("var x\(v.id)") }
        for (id, _) in edits { print("edit x\(id) @600") }
        for (id, value) in edits { print("suggest 0 x\(id) \(value)") }
        for c in live {
          let op = c.relation == .equal ? "==" : c.relation == .lessThanOrEqual ? "<=" : ">="
          let terms = c.expression.terms.map { "\($0.coefficient)*x\($0.variable.id)" }
          print("c \(terms.joined(separator: " ")) \(op) \(-c.expression.constant) @\(c.priority)")
        }
        print("ENDERROR")
        throw error
      }
    }
  }
}
