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
