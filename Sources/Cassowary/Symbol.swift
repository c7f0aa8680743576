// Symbols are the tableau's columns: dense integer ids in creation order, with a kind kept in
// a side array (`Solver.kinds`), so a row cell is just an id and a coefficient.

/// What a symbol stands for, as in kiwi.
enum SymbolKind: UInt8, Sendable {
  /// A user variable: unrestricted in sign.
  case external
  /// The slack of an inequality (≥ 0), or the artificial variable of phase one.
  case slack
  /// One side of an optional constraint's error (≥ 0, costs its priority in the objective).
  case error
  /// The marker of a required equality: fixed at 0, never pivots in.
  case dummy
}

/// The one tolerance of the solver: coefficients and constants closer to zero are zero.
let epsilon = 1e-8

@inline(__always)
func nearZero(_ value: Double) -> Bool {
  value < epsilon && value > -epsilon
}
