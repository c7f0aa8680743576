// A phase one of one pivot, made without its artificial variable: the same tableau as
// `addWithArtificialVariable`, for less work.

/// The artificial variable `addThroughShortPhaseOne` leaves out of the rows while it
/// substitutes (`SolverCore.substitute` counts as if it were in).
struct Ghost {
  /// Its coefficient in the row substituted, or 0 when there is none.
  var coefficient = 0.0
  /// Its entries in the columns of the new row's symbols that the long way would still hold
  /// (stale: it is not basic any more), until a sweep drops them.
  var pending = 0
  /// The rows that would have received its cell (entries of its own column).
  var added = 0
}

extension SolverCore {
  /// Adds `row`, which has no subject, as `addWithArtificialVariable(row, art)` would when
  /// its phase one takes one pivot, out of which the artificial variable leaves the basis and
  /// after which the phase-one objective has no negative cost and a zero constant (success):
  /// in a bar's system most constraints that take phase one (a row of slacks and errors only,
  /// its variables already basic). Returns false, having changed nothing, in every other case;
  /// the caller then takes the long way.
  ///
  /// The long way makes `art` basic with the row as its value (its symbols' columns get an
  /// entry for it), pivots `entering` in for `art` — `row` solved for `entering`, `art` one of
  /// its cells — substitutes that into every row holding `entering` (they get a cell for
  /// `art`, and its column an entry for them), then takes `art`'s cell out of every row again.
  /// Here the row is solved with the same operations (`Row.solve(for:_:)`, `art` its last
  /// cell, the highest symbol) and substituted without the `art` cell: every other cell is
  /// the same product and sum, so the rows, the objective's costs and constants come out the
  /// same to the bit. What `art` would have counted is counted all the same (`Ghost`,
  /// `phantom`): the work (and so when the budget runs out), the entries of `columnEntries`
  /// and of each column's length (what `chooseSubject` reads, and when the columns are swept),
  /// and the pivot and substitution counts. The choices are made by the same tests on the same
  /// numbers: `entering` is the first negative cell, `art` leaves when its ratio is strictly
  /// the least (it is the highest symbol, so it loses ties), and the phase-one objective after
  /// the pivot is computed as the long way does (`Row.add`) and must need no other pivot.
  mutating func addThroughShortPhaseOne(_ row: Row, _ art: Int) throws(SolverError) -> Bool {
    guard shortPhaseOne, !overflowed, !budgetExceeded, work <= workLimit else { return false }
    // The first negative cost of the phase-one objective (the row itself).
    guard
      let enteringCell = row.cells.first(where: {
        $0.coefficient < 0 && kinds[$0.symbol] != .dummy
      })
    else { return false }
    let entering = enteringCell.symbol
    // More levels than `Objective.substitute` counts simply, or a column count that would
    // not fit: the long way.
    if objective.costs.count(entering) > 8 { return false }
    for cell in row.cells where cell.symbol != entering && phantom[cell.symbol] == .max {
      return false
    }
    // `leavingRow(for: entering)` with `art`'s row in the tableau: `art` is the last entry of
    // the column and the highest symbol.
    let artRatio = -row.constant / enteringCell.coefficient
    let ratio = leastRatio(for: entering).ratio
    // `art` comes last and is the highest symbol: it leaves when its ratio is strictly less.
    guard artRatio < ratio else { return false }
    // The pivot's row, as `pivot(entering)` makes it from `art`'s.
    var solved = row
    solved.solve(for: art, entering)
    guard let last = solved.cells.last, last.symbol == art else { return false }
    // The phase-one objective after the pivot (`substitute`'s update of `artificial`).
    var phaseOne = row
    var removed = 0
    phaseOne.add(
      solved, scale: row.coefficient(for: entering), removing: entering, added: &added,
      removed: &removed)
    added.removeAll()
    guard nearZero(phaseOne.constant),
      !phaseOne.cells.contains(where: { $0.coefficient < 0 && kinds[$0.symbol] != .dummy })
    else { return false }

    // The long way from here, with `art` left out.
    try checkBudget()
    // `setRow(art, row)`: an entry in each of the row's columns; `takeRow(art)`: stale.
    columnEntries += row.cells.count
    ghost = Ghost(coefficient: last.coefficient, pending: row.cells.count, added: 0)
    noteStaleEntries(row.cells.count)
    solved.cells.removeLast()
    substitute(entering, with: solved)
    setRow(entering, consume solved)
    // `setRow` would have put `entering` in `art`'s column; clearing that column drops it
    // and the entries of the rows that received `art`.
    columnEntries -= ghost.added
    if ghost.pending > 0 {
      // Not swept yet: `art`'s stale entries in the columns of the row's other symbols.
      for cell in row.cells where cell.symbol != entering { phantom[cell.symbol] += 1 }
    }
    ghost = Ghost()
    shortPhaseOneCount += 1
    return true
  }

  /// The last pivot of a longer phase one, when `art` (basic, its row in the tableau as the
  /// long way made it) leaves for `entering` and the phase-one objective after it has no
  /// negative cost and a zero constant: as `pivot(entering, art)` and the removal of `art`'s
  /// cells after it, without writing them (as `addThroughShortPhaseOne`; here `art`'s row and
  /// its column entries are real, so only its cells in the substituted rows are counted
  /// instead of written). Returns false, having changed nothing, when the pivot is not the
  /// last one.
  mutating func pivotArtificialOut(_ art: Int, _ entering: Int) -> Bool {
    guard shortPhaseOne, objective.costs.count(entering) <= 8 else { return false }
    var solved = rows.row(art)
    solved.solve(for: art, entering)
    guard let last = solved.cells.last, last.symbol == art else { return false }
    var phaseOne = artificial!
    let c = phaseOne.coefficient(for: entering)
    if c != 0 {
      var removed = 0
      phaseOne.add(solved, scale: c, removing: entering, added: &added, removed: &removed)
      added.removeAll()
    }
    guard nearZero(phaseOne.constant),
      !phaseOne.cells.contains(where: { $0.coefficient < 0 && kinds[$0.symbol] != .dummy })
    else { return false }
    _ = takeRow(art)
    solved.cells.removeLast()
    ghost = Ghost(coefficient: last.coefficient, pending: 0, added: 0)
    artificial = nil
    substitute(entering, with: solved)
    setRow(entering, consume solved)
    columnEntries -= ghost.added
    ghost = Ghost()
    artificial = phaseOne
    lastPivotShortCount += 1
    return true
  }
}
