// Auto Layout's ambiguity: can a variable move while the objective (at every level) and every
// constraint stay as they are?

extension SolverCore {
  /// Whether the variable can move without changing the objective (Auto Layout's ambiguity).
  ///
  /// What is checked, at the current (optimal) tableau:
  /// - a variable in no constraint is ambiguous (nothing holds it);
  /// - a non-basic (parametric) variable is ambiguous when its own column can move;
  /// - a basic variable is ambiguous when some column of its row can move: its value then
  ///   changes with that column's.
  ///
  /// A column can move when its cost is zero at every level and no degenerate restricted
  /// row (a slack or error row whose constant is 0) blocks it: an unrestricted variable
  /// needs one free direction, a slack or error symbol (≥ 0) must be able to grow. A dummy
  /// (the marker of a required equality) never moves. This is exact at a non-degenerate
  /// optimum; at a degenerate one, a move that needs several columns at once (each blocked
  /// alone) is not found.
  /// - Complexity: the variable's row, and for each of its columns the rows holding it.
  mutating func isAmbiguous(_ variable: Variable) -> Bool {
    guard variable.id < variableSymbol.count else { return true }
    let symbol = Int(variableSymbol[variable.id])
    if symbol < 0 { return true }
    if !isBasic[symbol] { return canMove(symbol) }
    for k in rows.cells(symbol) where canMove(Int(rows.symbols[k])) { return true }
    return false
  }

  /// Whether the variable has the same value at every optimum (the optimum it has is the
  /// only one for it): it is basic, and every column of its row stays 0 at every optimum.
  ///
  /// At an optimum every column's cost is lexicographically ≥ 0, so any other optimum keeps
  /// each column that costs something at 0, and each dummy. A free column (no cost) stays at 0
  /// too when a degenerate row pins it: a restricted row at 0 (or a dummy's) whose other
  /// columns all stay 0 and that would go negative as the column moves, each way it can move
  /// (`isPinned`). An external column in the row (a parameter) is never said to stay. Unlike
  /// `isAmbiguous`, this does not miss a move of several columns at once at a degenerate
  /// optimum: what it cannot prove it does not say.
  mutating func isDetermined(_ variable: Variable) -> Bool {
    guard variable.id < variableSymbol.count else { return false }
    let symbol = Int(variableSymbol[variable.id])
    guard symbol >= 0, isBasic[symbol] else { return false }
    for k in rows.cells(symbol) {
      let column = Int(rows.symbols[k])
      if kinds[column] == .external { return false }
      if kinds[column] == .dummy || !objective.isFree(column) { continue }
      if !isPinned(column) { return false }
    }
    return true
  }

  /// Whether the variable is basic with a row of no column: a constant of the tableau.
  func isConstant(_ variable: Variable) -> Bool {
    guard variable.id < variableSymbol.count else { return false }
    let symbol = Int(variableSymbol[variable.id])
    return symbol >= 0 && isBasic[symbol] && rows.cells(symbol).isEmpty
  }

  /// Whether every optimum keeps no external non-basic symbol of the tableau in the objective:
  /// what `isDetermined` assumes (a parameter with a cost could move against the others').
  func parametersAreFree() -> Bool {
    (0..<symbolCount).allSatisfy { symbol in
      kinds[symbol] != .external || isBasic[symbol] || objective.isFree(symbol)
    }
  }

  /// The free, restricted, non-basic `symbol` cannot grow at any optimum: a degenerate row
  /// whose other columns all stay 0 there (dummies, or columns that cost something) goes
  /// negative as it grows.
  private mutating func isPinned(_ symbol: Int) -> Bool {
    for k in rowsContaining(symbol) {
      let r = Int(columns.items[k])
      guard kinds[r] != .external, kinds[r] == .dummy || nearZero(rows.constants[r]) else {
        continue
      }
      let coefficient = rows.coefficient(r, for: symbol)
      guard kinds[r] == .dummy ? coefficient != 0 : coefficient < 0 else { continue }
      let others = rows.cells(r).allSatisfy { cell in
        let other = Int(rows.symbols[cell])
        return other == symbol || kinds[other] == .dummy || !objective.isFree(other)
      }
      if others { return true }
    }
    return false
  }

  /// Whether the non-basic `symbol` can move at no cost (see `isAmbiguous`).
  mutating func canMove(_ symbol: Int) -> Bool {
    let kind = kinds[symbol]
    if kind == .dummy || !objective.isFree(symbol) { return false }
    var up = true
    var down = kind == .external
    for k in rowsContaining(symbol) {
      let r = Int(columns.items[k])
      let restricted = kinds[r] != .external
      if !restricted || !(nearZero(rows.constants[r]) || kinds[r] == .dummy) { continue }
      if rows.coefficient(r, for: symbol) < 0 { up = false } else { down = false }
      if kinds[r] == .dummy {
        up = false
        down = false
      }
    }
    return up || down
  }
}
