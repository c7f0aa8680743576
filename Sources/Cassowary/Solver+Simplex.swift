// The simplex steps: primal optimization, phase one through an artificial variable, the
// leaving-row searches and the dual optimization that `suggestValue` runs.

extension SolverCore {
  /// Pivots until no non-basic symbol has a (lexicographically) negative cost.
  /// - Throws: `.internalError("objective is unbounded")`.
  mutating func optimize() throws(SolverError) {
    while true {
      let entering = enteringSymbol()
      if entering < 0 { return }
      try pivot(entering)
    }
  }

  /// Minimizes the phase-one objective `artificial` (a plain row, one level).
  /// The pivot out of which the artificial variable `art` leaves, when it ends phase one, is
  /// made without it (`pivotArtificialOut`, Solver+PhaseOne.swift).
  mutating func optimizeArtificial(_ art: Int) throws(SolverError) {
    while true {
      var entering = -1
      for cell in artificial!.cells
      where cell.coefficient < 0 && kinds[cell.symbol] != .dummy {
        entering = cell.symbol
        break
      }
      if entering < 0 { return }
      try checkBudget()
      guard let leaving = leavingRow(for: entering) else {
        throw .internalError("objective is unbounded")
      }
      if leaving == art && pivotArtificialOut(art, entering) { return }
      pivot(entering, leaving)
    }
  }

  private mutating func pivot(_ entering: Int) throws(SolverError) {
    try checkBudget()
    guard let leaving = leavingRow(for: entering) else {
      throw .internalError("objective is unbounded")
    }
    pivot(entering, leaving)
  }

  /// Makes `entering` basic in `leaving`'s place.
  private mutating func pivot(_ entering: Int, _ leaving: Int) {
    var row = takeRow(leaving)
    row.solve(for: leaving, entering)
    substitute(entering, with: row)
    setRow(entering, consume row)
  }

  /// The lowest non-basic, non-dummy symbol whose cost is negative, or -1. Only symbols whose
  /// cost changed since they were last seen non-negative are looked at (`Objective.dirty`).
  mutating func enteringSymbol() -> Int {
    var best = -1
    var i = 0
    while i < objective.dirty.count {
      let symbol = objective.dirty[i]
      if isBasic[symbol] || kinds[symbol] == .dummy || !objective.isNegative(symbol) {
        objective.inDirty[symbol] = false
        objective.dirty.swapAt(i, objective.dirty.count - 1)
        objective.dirty.removeLast()
        continue
      }
      if best < 0 || symbol < best { best = symbol }
      i += 1
    }
    return best
  }

  /// The restricted row that limits `entering` first (ratio test), lowest basic id on ties.
  mutating func leavingRow(for entering: Int) -> Int? {
    let best = leastRatio(for: entering).row
    return best < 0 ? nil : best
  }

  /// The ratio test of `leavingRow(for:)`: the row (-1 for none) and its ratio.
  mutating func leastRatio(for entering: Int) -> (row: Int, ratio: Double) {
    var best = -1
    var ratio = Double.greatestFiniteMagnitude
    for k in rowsContaining(entering) where kinds[Int(columns.items[k])] != .external {
      let r = Int(columns.items[k])
      let c = rows.coefficient(r, for: entering)
      if c < 0 {
        let t = -rows.constants[r] / c
        if t < ratio || (t == ratio && r < best) {
          ratio = t
          best = r
        }
      }
    }
    return (best, ratio)
  }

  /// kiwi's `getMarkerLeavingRow`: the row to pivot a constraint's marker into before its row
  /// is dropped — a restricted row with a negative coefficient (smallest ratio), else one
  /// with a positive coefficient, else an external row.
  ///
  /// One case comes before kiwi's: a row whose basic symbol is a dummy (a redundant equality,
  /// `d2 = d1`, made basic on its own marker). Pivoting the marker into any other row would
  /// substitute a non-zero value into that dummy row, breaking the equality it stands for;
  /// pivoting into it hands the equation over to the redundant twin.
  mutating func markerLeavingRow(_ marker: Int) -> Int? {
    var zeroth = -1
    var first = -1
    var second = -1
    var third = -1
    var r1 = Double.greatestFiniteMagnitude
    var r2 = Double.greatestFiniteMagnitude
    for id in columns.items[rowsContaining(marker)].sorted() {
      let r = Int(id)
      let c = rows.coefficient(r, for: marker)
      if c == 0 { continue }
      if kinds[r] == .dummy {
        if zeroth < 0 { zeroth = r }
      } else if kinds[r] == .external {
        third = r
      } else if c < 0 {
        let t = -rows.constants[r] / c
        if t < r1 {
          r1 = t
          first = r
        }
      } else {
        let t = rows.constants[r] / c
        if t < r2 {
          r2 = t
          second = r
        }
      }
    }
    if zeroth >= 0 { return zeroth }
    if first >= 0 { return first }
    if second >= 0 { return second }
    return third >= 0 ? third : nil
  }

  /// Phase one for a row with no usable subject: an artificial variable (`art`, a new slack
  /// symbol) is made basic with the row as its value and minimized. On success the row stays in the tableau (with some
  /// other basic symbol) and nil is returned; on failure the row is dropped — the remaining
  /// rows are combinations of the old constraints only, so the system is the old one, in
  /// another basis — and the phase-one objective is returned (its symbols name the
  /// conflicting constraints).
  mutating func addWithArtificialVariable(_ row: Row, _ art: Int) throws(SolverError) -> Row? {
    setRow(art, row)
    artificial = row
    try optimizeArtificial(art)
    let phaseOne = artificial!
    artificial = nil
    var success = nearZero(phaseOne.constant)
    if isBasic[art] {
      var basic = takeRow(art)
      if success && !basic.cells.isEmpty {
        let entering = basic.cells.first {
          kinds[$0.symbol] == .slack || kinds[$0.symbol] == .error
        }
        if let entering {
          basic.solve(for: art, entering.symbol)
          substitute(entering.symbol, with: basic)
          setRow(entering.symbol, consume basic)
        } else {
          success = false
        }
      }
    } else if !success {
      // Not reachable in exact arithmetic (a non-basic artificial is 0); drop the row anyway.
      if let leaving = markerLeavingRow(art) {
        var basic = takeRow(leaving)
        basic.solve(for: leaving, art)
        substitute(art, with: basic)
      }
    }
    for k in rowsContaining(art) { rows.remove(Int(columns.items[k]), art) }
    clearColumn(art)
    objective.clear(art)
    return success ? nil : phaseOne
  }

  /// Restores feasibility after `suggestValue` changed row constants (dual simplex).
  mutating func dualOptimize() throws(SolverError) {
    while let leaving = infeasible.popLast() {
      guard isBasic[leaving] else { continue }
      let constant = rows.constants[leaving]
      guard constant < 0 && !nearZero(constant) else { continue }
      let entering = dualEnteringSymbol(leaving)
      if entering < 0 { throw .internalError("dual optimize failed") }
      try checkBudget()
      var row = takeRow(leaving)
      row.solve(for: leaving, entering)
      substitute(entering, with: row)
      setRow(entering, consume row)
    }
  }

  /// The symbol of basic `symbol`'s row (positive coefficient, not a dummy) with the
  /// smallest cost ratio.
  func dualEnteringSymbol(_ symbol: Int) -> Int {
    var best = -1
    var bestCoefficient = 0.0
    for k in rows.cells(symbol) {
      let cell = Int(rows.symbols[k])
      let coefficient = rows.coefficients[k]
      guard coefficient > 0 && kinds[cell] != .dummy else { continue }
      if best < 0 || objective.ratio(cell, coefficient, isLessThan: best, bestCoefficient) {
        best = cell
        bestCoefficient = coefficient
      }
    }
    return best
  }
}
