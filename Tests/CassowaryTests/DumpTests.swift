import Testing

@testable import Cassowary

@Suite struct DumpTests {
  /// kiwi's worked example, tableau derived by hand: v1 + v2 == 0 makes v1 (symbol v0) basic
  /// as -v2; v1 == 10 reduces to 10 + v2 = 0 and makes v2 (symbol v1) basic at -10, which
  /// substitutes into v0 = 10; v2 >= 0 @250 reduces to -10 - s4 + e5 = 0, reversed, with
  /// subject e5 (its error, coefficient -1): e5 = 10 + s4, which costs 10 + s4 at level @250.
  @Test func kiwiExampleDump() throws {
    let solver = Solver()
    let v1 = solver.makeVariable("v1")
    let v2 = solver.makeVariable("v2")
    try solver.add(constraint([(1, v1), (1, v2)], 0, .equal))
    try solver.add(constraint([(1, v1)], -10, .equal))
    try solver.add(constraint([(1, v2)], 0, .greaterThanOrEqual, priority: 250))
    #expect(
      solver.dump() == """
        Objective
        ---------
        @250: 10 + 1 * s4

        Tableau
        -------
        v0 | 10
        v1 | -10
        e5 | 10 + 1 * s4

        Infeasible
        ----------

        Variables
        ---------
        v1 = v0
        v2 = v1

        Edit Variables
        --------------

        Constraints
        -----------
        1 * v1 + 1 * v2 + 0 == 0 | priority = 1000 | marker = d2
        1 * v1 + -10 == 0 | priority = 1000 | marker = d3
        1 * v2 + 0 >= 0 | priority = 250 | marker = s4 other = e5

        """)
  }

  @Test func dumpIsTheSameOnEveryRun() throws {
    func build() throws -> String {
      let solver = Solver()
      let vars = (0..<20).map { solver.makeVariable("x\($0)") }
      for i in 1..<20 {
        try solver.add(
          constraint([(1, vars[i]), (-1, vars[i - 1])], -Double(i % 3), .greaterThanOrEqual))
        try solver.add(
          constraint([(1, vars[i])], -Double(i * 2), .equal, priority: Double(100 + i)))
      }
      try solver.addEditVariable(vars[0], priority: 900)
      try solver.suggestValue(7, for: vars[0])
      return solver.dump()
    }
    let first = try build()
    for _ in 0..<3 { #expect(try build() == first) }
  }
}
