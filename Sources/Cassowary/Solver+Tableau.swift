// The tableau's bookkeeping: symbols, rows, the column index, building a constraint's row.

extension SolverCore {
  mutating func newSymbol(_ kind: SymbolKind, owner record: Int = -1) -> Int {
    let symbol = symbolCount
    if symbol == kinds.count { growSymbols() }
    symbolCount = symbol + 1
    kinds[symbol] = kind
    owner[symbol] = Int32(record)
    return symbol
  }

  /// Lengthens every per-symbol array at once (`SlotAllocator.extend`: by an eighth, 64 at
  /// least), each with its value for a new symbol, so that making a symbol is two stores,
  /// not nine appends (each a uniqueness and a capacity check).
  @inline(never)
  private mutating func growSymbols() {
    SlotAllocator.extend(&kinds, to: symbolCount + 1, with: .external)
    let count = kinds.count
    SlotAllocator.extend(&owner, to: count, with: -1)
    SlotAllocator.extend(&isBasic, to: count, with: false)
    SlotAllocator.extend(&stamp, to: count, with: 0)
    SlotAllocator.extend(&phantom, to: count, with: 0)
    rows.extendSymbols(to: count)
    columns.extendSymbols(to: count)
    objective.extendSymbols(to: count)
  }

  /// See `Solver.reserveCapacity(constraints:variables:)`. Each constraint makes at most two
  /// symbols and a variable one; rows hold about 2.5 cells a constraint and columns about
  /// 5 entries (cassobench), with room for slots' unused ends.
  mutating func reserveCapacity(constraints: Int, variables: Int) {
    let symbols = max(0, variables) + 2 * max(0, constraints)
    variableSymbol.reserveCapacity(variables)
    variableNames.reserveCapacity(variables)
    kinds.reserveCapacity(symbols)
    owner.reserveCapacity(symbols)
    isBasic.reserveCapacity(symbols)
    stamp.reserveCapacity(symbols)
    phantom.reserveCapacity(symbols)
    rows.reserveCapacity(symbols: symbols, cells: 4 * constraints)
    columns.reserveCapacity(symbols: symbols, entries: 8 * constraints)
    objective.reserveCapacity(symbols: symbols)
    records.reserveCapacity(constraints)
    parts.reserveCapacity(constraints)
    recordOf.reserveCapacity(constraints, records: records)
  }

  /// The external symbol of a variable, made on first use.
  mutating func symbol(for variable: Variable) -> Int {
    if variable.id >= variableSymbol.count {
      // A variable made by hand (`Variable(id:)`) rather than by `makeVariable`: unnamed.
      variableSymbol.append(repeating: -1, count: variable.id + 1 - variableSymbol.count)
    }
    let existing = Int(variableSymbol[variable.id])
    if existing >= 0 { return existing }
    let symbol = newSymbol(.external)
    variableSymbol[variable.id] = Int32(symbol)
    return symbol
  }

  /// kiwi's `createRow`: the constraint as `row = 0` in non-basic symbols, with its slack,
  /// error or dummy symbols, and its errors charged to the objective.
  mutating func makeRow(
    _ expression: Expression, _ relation: Relation, priority: Double, record: Record,
    _ index: Int
  ) -> (Row, Record) {
    // In the buffer of the row stored last (`setRow`): no allocation per constraint.
    var row = spareRow
    spareRow = Row()
    row.constant = expression.constant
    row.cells.removeAll(keepingCapacity: true)
    row.cells.reserveCapacity(expression.terms.count + 2)
    for term in expression.terms where !nearZero(term.coefficient) {
      let symbol = symbol(for: term.variable)
      if isBasic[symbol] {
        // `row.add(rows.row(symbol), scale: term.coefficient, …)`, cell by cell, uncopied.
        row.constant += term.coefficient * rows.constants[symbol]
        for k in rows.cells(symbol) {
          row.insert(Int(rows.symbols[k]), term.coefficient * rows.coefficients[k])
        }
      } else {
        row.insert(symbol, term.coefficient)
      }
    }
    var record = record
    let required = Constraint.isRequired(priority)
    var weight = 0.0
    if !required {
      (record.level, weight) = objective.slot(for: priority)
    }
    switch relation {
    case .lessThanOrEqual, .greaterThanOrEqual:
      let sign: Double = relation == .lessThanOrEqual ? 1 : -1
      let slack = newSymbol(.slack, owner: index)
      record.marker = slack
      row.insert(slack, sign)
      if !required {
        let error = newSymbol(.error, owner: index)
        record.other = error
        row.insert(error, -sign)
        objective.add(weight, to: error, level: record.level)
      }
    case .equal:
      if required {
        let dummy = newSymbol(.dummy, owner: index)
        record.marker = dummy
        if tracksDummies { row.insert(dummy, 1) }
      } else {
        let plus = newSymbol(.error, owner: index)
        let minus = newSymbol(.error, owner: index)
        record.marker = plus
        record.other = minus
        row.insert(plus, -1)
        row.insert(minus, 1)
        objective.add(weight, to: plus, level: record.level)
        objective.add(weight, to: minus, level: record.level)
      }
    }
    if row.constant < 0 { row.reverseSign() }
    return (row, record)
  }

  /// The subject a new row is solved for: an external symbol when it has one, else the marker
  /// or the other symbol when it is a slack or error with a negative coefficient; -1 when
  /// there is none.
  ///
  /// kiwi takes the lowest external symbol. This solver takes the one held by the fewest rows
  /// (its column), so that making it basic rewrites as few rows as possible: a fresh symbol
  /// costs nothing. Among those, the one whose coefficient is nearest 1 in magnitude (dividing
  /// by it neither blows the row's numbers up nor shrinks them to nothing), then the newest.
  /// In a chain of views (each one's leading is the next one's trailing) kiwi's choice makes
  /// every view's position basic and every row a sum of all the widths before it: rows as
  /// long as the chain, and work cubic in it (docs/solver-budget.md, "Choosing the subject").
  /// (`mutating` though it changes nothing: called from `add`, a non-mutating method of this
  /// large struct is given a copy of it, a `memcpy` per constraint added.)
  mutating func chooseSubject(_ row: Row, _ record: Record) -> Int {
    var best = -1
    var bestColumn = Int.max
    var bestScale = Int.max
    for cell in row.cells where kinds[cell.symbol] == .external {
      let column = columns.count(cell.symbol) + Int(phantom[cell.symbol])
      let scale = Int(cell.coefficient.exponent.magnitude)  // about |log2| of the coefficient
      if column < bestColumn || (column == bestColumn && scale <= bestScale) {
        best = cell.symbol
        bestColumn = column
        bestScale = scale
      }
    }
    if best >= 0 { return best }
    if Self.isPivotable(record.marker, in: row, kinds) { return record.marker }
    if Self.isPivotable(record.other, in: row, kinds) { return record.other }
    return -1
  }

  private static func isPivotable(
    _ symbol: Int, in row: Row, _ kinds: PlainArray<SymbolKind>
  ) -> Bool {
    guard symbol >= 0 else { return false }
    let kind = kinds[symbol]
    return (kind == .slack || kind == .error) && row.coefficient(for: symbol) < 0
  }

  /// Makes `symbol` basic with value `row` and indexes the row's cells.
  mutating func setRow(_ symbol: Int, _ row: consuming Row) {
    rows.set(symbol, row)
    isBasic[symbol] = true
    basicCount += 1
    let id = Int32(symbol)
    for cell in row.cells { columns.append(cell.symbol, id) }
    columnEntries += row.cells.count
    spareRow = consume row
  }

  /// Takes `symbol`'s row out of the basis (its column entries go stale).
  mutating func takeRow(_ symbol: Int) -> Row {
    var row = spareRow
    spareRow = Row()
    rows.take(symbol, into: &row)
    isBasic[symbol] = false
    basicCount -= 1
    noteStaleEntries(row.cells.count)
    return row
  }

  /// Counts column entries that went stale (their row left the basis, or the symbol cancelled
  /// out of the row) and, once they may be two thirds of all entries (plus one per symbol and
  /// 65,536), compacts every column. Without this a column that is never read again keeps its stale
  /// entries forever: in a flood of conflicting optional constraints on one item
  /// (docs/solver-budget.md) every pivot leaves one per row, memory quadratic in the
  /// constraints. A sweep costs the entries and symbols it looks at, paid for by as many
  /// changes before it.
  @inline(__always)
  mutating func noteStaleEntries(_ count: Int) {
    staleEntries += count
    if staleEntries > columnEntries / 3 * 2 + symbolCount + 1 << 16 { sweepColumns() }
  }

  @inline(never)
  mutating func sweepColumns() {
    for symbol in 0..<symbolCount where columns.count(symbol) > 0 || phantom[symbol] > 0 {
      _ = rowsContaining(symbol)
    }
    // The artificial variable's entries `addThroughShortPhaseOne` left out (stale by now).
    columnEntries -= ghost.pending
    ghost.pending = 0
    staleEntries = 0
  }

  /// Empties a symbol's column (it became basic, or is dropped).
  mutating func clearColumn(_ symbol: Int) {
    columnEntries -= columns.count(symbol) + Int(phantom[symbol])
    phantom[symbol] = 0
    columns.clear(symbol)
  }

  /// Where in `columns.items` the basic symbols whose rows hold `symbol` are, in column-index
  /// order, with the column's stale and duplicate entries dropped on the way.
  mutating func rowsContaining(_ symbol: Int) -> Range<Int> {
    if columns.count(symbol) == 0 && phantom[symbol] == 0 {
      // What the loop below leaves of an empty column (a new constraint's subject, most
      // often), without a stamp: a stamp only tells the rows of one call apart.
      columns.clear(symbol)
      return columns.range(symbol)
    }
    stampCounter &+= 1
    if stampCounter == 0 {
      for i in stamp.indices { stamp[i] = 0 }
      stampCounter = 1
    }
    let mark = stampCounter
    // Compacted in place (`truncate` gives back the room of a column that was long once).
    let range = columns.range(symbol)
    var kept = range.lowerBound
    for k in range {
      let id = columns.items[k]
      let r = Int(id)
      if isBasic[r] && stamp[r] != mark && rows.contains(r, symbol) {
        stamp[r] = mark
        columns.items[kept] = id
        kept += 1
      }
    }
    columns.truncate(symbol, to: kept - range.lowerBound)
    columnEntries -= range.upperBound - kept + Int(phantom[symbol])
    phantom[symbol] = 0
    return columns.range(symbol)
  }

  /// Replaces `symbol` by `row` everywhere: in the rows that hold it, the objective and the
  /// phase-one objective. Restricted rows that go negative are queued for `dualOptimize`.
  ///
  /// While `ghost.coefficient` is not 0, `row` stands for itself plus that coefficient times an
  /// artificial variable left out (Solver+PhaseOne.swift): the counts are kept as if it were in.
  mutating func substitute(_ symbol: Int, with row: Row) {
    pivotCount += 1
    let ghostly = ghost.coefficient
    let ghostCells = ghostly != 0 ? 1 : 0
    work += 1 + row.cells.count + ghostCells
    noteOverflow(in: row)
    if !(ghostly.magnitude < Self.overflowLimit) { overflowed = true }
    // The largest coefficient substituted in: a product past the limit is an overflow.
    var largest = ghostly.magnitude
    for cell in row.cells { largest = max(largest, cell.coefficient.magnitude) }
    // A copy of the column: a sweep of the columns while it is substituted into
    // (`noteStaleEntries`) compacts it in place.
    let range = rowsContaining(symbol)
    if ghost.pending > 0 {
      // The artificial variable's own entry in this column, stale since it left the basis.
      columnEntries -= 1
      ghost.pending -= 1
    }
    substituting.removeAll()
    substituting.reserveCapacity(range.count)
    for k in range { substituting.append(columns.items[k]) }
    for id in substituting {
      let r = Int(id)
      substitutionCount += 1
      let c = rows.coefficient(r, for: symbol)
      var removed = 0
      rows.add(r, row, scale: c, removing: symbol, added: &added, removed: &removed)
      var count = rows.count(r)
      if ghostly != 0 && !nearZero(c * ghostly) {
        // Its cell would be in the row now, and the row in its column.
        count += 1
        columnEntries += 1
        ghost.added += 1
      }
      work += count + row.cells.count + ghostCells
      if !(rows.constants[r].magnitude < Self.overflowLimit
        && (c * largest).magnitude < Self.overflowLimit)
      {
        overflowed = true
      }
      if !added.isEmpty {
        for s in added { columns.append(s, id) }
        columnEntries += added.count
        added.removeAll()
      }
      if removed > 0 { noteStaleEntries(removed) }
      if kinds[r] != .external && rows.constants[r] < 0 { infeasible.append(r) }
    }
    clearColumn(symbol)
    if ghostCells > 0 { work += objective.costs.count(symbol) }
    work += objective.substitute(symbol, with: row)
    if artificial != nil {
      let c = artificial!.coefficient(for: symbol)
      if c != 0 {
        var removed = 0
        artificial!.add(row, scale: c, removing: symbol, added: &added, removed: &removed)
        added.removeAll()
      }
    }
  }

  /// kiwi's `removeMarkerEffects`: takes an error symbol's cost out of the objective.
  mutating func removeCost(of error: Int, _ record: Record) {
    let priority = record.constraint?.priority ?? parts[record.parts].priority
    let weight = objective.weight(for: priority)
    if isBasic[error] {
      objective.add(rows.row(error), weight: -weight, level: record.level)
    } else {
      objective.add(-weight, to: error, level: record.level)
    }
  }

  /// Forgets a constraint that could not be added (its symbols stay, unused, with no owner).
  mutating func discard(_ index: Int) {
    let record = records[index]
    records[index].constraint = nil
    records[index].parts = -1
    for symbol in [record.marker, record.other] where symbol >= 0 { owner[symbol] = -1 }
  }

  /// The constraints (other than `index`) owning a marker or error symbol of `row`, in the
  /// order they were added.
  func conflictingConstraints(in row: Row, excluding index: Int) -> [Constraint] {
    var seen = Set<Int>()
    for cell in row.cells {
      let record = Int(owner[cell.symbol])
      if record >= 0 && record != index && records[record].isLive {
        seen.insert(record)
      }
    }
    return seen.sorted().compactMap { constraint(of: records[$0]) }
  }
}
