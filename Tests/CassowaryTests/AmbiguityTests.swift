import Testing

@testable import Cassowary

@Suite struct AmbiguityTests {
  @Test func sumAloneLeavesBothFree() throws {
    let solver = Solver()
    let x = solver.makeVariable("x")
    let y = solver.makeVariable("y")
    try solver.add(constraint([(1, x), (1, y)], -10, .equal))
    #expect(solver.isAmbiguous(x))  // basic, with y (free) in its row
    #expect(solver.isAmbiguous(y))  // parametric
    try solver.add(constraint([(1, x)], -3, .equal))
    #expect(!solver.isAmbiguous(x))
    #expect(!solver.isAmbiguous(y))
    #expect(solver.value(of: y) == 7)
  }

  @Test func unconstrainedVariableIsAmbiguous() {
    let solver = Solver()
    #expect(solver.isAmbiguous(solver.makeVariable("x")))
  }

  @Test func inequalityAloneIsAmbiguous() throws {
    // x >= 0 holds x anywhere in [0, ∞): its slack moves at no cost.
    let solver = Solver()
    let x = solver.makeVariable("x")
    try solver.add(constraint([(1, x)], 0, .greaterThanOrEqual))
    #expect(solver.isAmbiguous(x))
    // A weak preference pins it (moving it costs at the @250 level).
    try solver.add(constraint([(1, x)], -4, .equal, priority: 250))
    #expect(!solver.isAmbiguous(x))
    #expect(solver.value(of: x) == 4)
  }

  @Test func weakPreferenceAgainstBoundIsNotAmbiguous() throws {
    // x <= 5 required, x == 8 @250: x sits on its bound (slack non-basic at cost > 0).
    let solver = Solver()
    let x = solver.makeVariable("x")
    try solver.add(constraint([(1, x)], -5, .lessThanOrEqual))
    try solver.add(constraint([(1, x)], -8, .equal, priority: 250))
    #expect(solver.value(of: x) == 5)
    #expect(!solver.isAmbiguous(x))
  }

  @Test func tiedPreferencesAreAmbiguous() throws {
    // x == 0 @250 and x == 10 @250 in one level: any x in [0, 10] costs 10 → ambiguous.
    // At different priorities the higher one decides → not ambiguous.
    let solver = Solver()
    let x = solver.makeVariable("x")
    try solver.add(constraint([(1, x)], 0, .equal, priority: 250))
    try solver.add(constraint([(1, x)], -10, .equal, priority: 250))
    #expect(solver.isAmbiguous(x))
    let other = Solver()
    let y = other.makeVariable("y")
    try other.add(constraint([(1, y)], 0, .equal, priority: 250))
    try other.add(constraint([(1, y)], -10, .equal, priority: 251))
    #expect(!other.isAmbiguous(y))
    #expect(other.value(of: y) == 10)
  }

  @Test func widthKnownPositionUnknown() throws {
    // An Auto Layout classic: width == 100 and right == left + width, no position.
    let solver = Solver()
    let left = solver.makeVariable("left")
    let width = solver.makeVariable("width")
    let right = solver.makeVariable("right")
    try solver.add(constraint([(1, width)], -100, .equal))
    try solver.add(constraint([(1, right), (-1, left), (-1, width)], 0, .equal))
    #expect(!solver.isAmbiguous(width))
    #expect(solver.isAmbiguous(left))
    #expect(solver.isAmbiguous(right))
    try solver.add(constraint([(1, left)], -20, .equal))
    #expect(!solver.isAmbiguous(left))
    #expect(!solver.isAmbiguous(right))
    #expect(solver.value(of: right) == 120)
  }

  @Test func degenerateRowBlocksTheSlack() throws {
    // x >= 0 and x <= 0: x = -s2 with s1 = -s2 basic at 0 (degenerate). s2 costs nothing but
    // cannot grow without making s1 negative, so x is held at 0.
    let solver = Solver()
    let x = solver.makeVariable("x")
    try solver.add(constraint([(1, x)], 0, .greaterThanOrEqual))
    try solver.add(constraint([(1, x)], 0, .lessThanOrEqual))
    #expect(solver.value(of: x) == 0)
    #expect(!solver.isAmbiguous(x))
  }

  @Test func removedPreferenceLeavesAFreeError() throws {
    // x == 4 @250 pins x; once removed, its error symbols stay in the tableau at no cost and
    // x is free again.
    let solver = Solver()
    let x = solver.makeVariable("x")
    let pin = constraint([(1, x)], -4, .equal, priority: 250)
    try solver.add(pin)
    #expect(!solver.isAmbiguous(x))
    try solver.remove(pin)
    #expect(solver.isAmbiguous(x))
  }

  /// `isDetermined`: a value the same at every optimum, said only when no free column is in
  /// the variable's row (blocked or not).
  @Test func determined() throws {
    let solver = Solver()
    let x = solver.makeVariable("x")
    #expect(!solver.isDetermined(x))  // in no constraint
    try solver.add(constraint([(1, x)], 0, .greaterThanOrEqual))
    #expect(!solver.isDetermined(x))  // its slack moves at no cost
    try solver.add(constraint([(1, x)], -4, .equal, priority: 250))
    #expect(solver.isDetermined(x))  // moving it costs at the @250 level
    let pinned = Solver()
    let y = pinned.makeVariable("y")
    try pinned.add(constraint([(1, y)], -3, .equal))
    #expect(pinned.isDetermined(y))  // a required equality: its dummy never moves
    // Held at 0 by a degenerate row: a free slack in its row, pinned by the other slack's row
    // at 0.
    let held = Solver()
    let z = held.makeVariable("z")
    try held.add(constraint([(1, z)], 0, .greaterThanOrEqual))
    try held.add(constraint([(1, z)], 0, .lessThanOrEqual))
    #expect(!held.isAmbiguous(z))
    #expect(held.isDetermined(z))
    #expect(held.parametersAreFree)
    // An intrinsic size: width <= 45 @250 and width >= 45 @750, both at 45 (degenerate).
    let sized = Solver()
    let width = sized.makeVariable("width")
    try sized.add(constraint([(1, width)], -45, .lessThanOrEqual, priority: 250))
    try sized.add(constraint([(1, width)], -45, .greaterThanOrEqual, priority: 750))
    #expect(sized.value(of: width) == 45)
    #expect(sized.isDetermined(width))
    // A sum alone: x is basic with the parameter y in its row.
    let sum = Solver()
    let (a, b) = (sum.makeVariable("a"), sum.makeVariable("b"))
    try sum.add(constraint([(1, a), (1, b)], -10, .equal))
    #expect(!sum.isDetermined(a))
    #expect(!sum.isDetermined(b))
  }
}
