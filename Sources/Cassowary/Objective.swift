/// The objective: what the optional constraints' errors cost, as a small vector per symbol.
///
/// In `.lexicographic` mode there is one level per distinct optional priority, compared highest
/// first: a cost vector is negative when its first non-zero entry (in that order) is negative,
/// so no amount of error at a lower level buys back error at a higher one. In `.weighted` mode
/// there is a single level and a priority `p` costs kiwi's `10^(9p/1000)`.
///
/// Costs are dense (`costs[level][symbol]`): a pivot updates the few symbols of the entering
/// row in O(1) each instead of merging into a long sparse row. Symbols whose cost changed are
/// queued in `dirty`; every other non-basic symbol is known to have a non-negative cost (the
/// tableau was optimal before), so the entering symbol is searched among the dirty ones only.
struct Objective {
  let mode: PriorityMode
  /// The priority of each level, in creation order.
  private(set) var priorities: [Double] = []
  /// Level indices, highest priority first.
  private(set) var order: [Int] = []
  private var levelIndex: [Double: Int] = [:]
  var costs: [[Double]] = []
  /// The objective's value at each level (Σ cost × error at the current solution).
  var constants: [Double] = []
  /// Per level, the cost below which a value is rounding noise: epsilon, or 1e-13 of the
  /// largest weight charged at the level when that is larger (weighted mode: weights reach
  /// 1e9, whose rounding residues exceed 1e-8 and would pass for negative costs — and, with
  /// no row to bound them, for an unbounded objective).
  private(set) var noise: [Double] = []
  private(set) var symbolCount = 0
  var dirty: [Int] = []
  var inDirty: [Bool] = []

  init(mode: PriorityMode) {
    self.mode = mode
    if mode == .weighted { addLevel(priority: 0) }
  }

  /// The level and weight an optional priority is charged at.
  mutating func slot(for priority: Double) -> (level: Int, weight: Double) {
    switch mode {
    case .weighted:
      let weight = Objective.weight(of: priority)
      noise[0] = max(noise[0], 1e-13 * weight)
      return (0, weight)
    case .lexicographic:
      if let level = levelIndex[priority] { return (level, 1) }
      return (addLevel(priority: priority), 1)
    }
  }

  /// kiwi-compatible strength of an optional priority, `10^(9p/1000)`.
  static func weight(of priority: Double) -> Double {
    exponential(9 * priority / 1000 * 2.302585092994046)  // ln 10
  }

  /// `e^x` with the standard library only: x = k·ln 2 + r, |r| ≤ ln 2 / 2, Taylor series for
  /// e^r (accurate to a few ulps, which is all a weight needs).
  static func exponential(_ x: Double) -> Double {
    let ln2 = 0.6931471805599453
    let q = x / ln2
    let k = Double(Int(q >= 0 ? q + 0.5 : q - 0.5))  // no libm: the standard library only
    let r = x - k * ln2
    var term = 1.0
    var sum = 1.0
    for n in 1...24 {
      term *= r / Double(n)
      sum += term
    }
    return Double(sign: .plus, exponent: Int(k), significand: sum)
  }

  @discardableResult
  private mutating func addLevel(priority: Double) -> Int {
    let level = priorities.count
    priorities.append(priority)
    levelIndex[priority] = level
    costs.append([])
    constants.append(0)
    noise.append(epsilon)
    order = priorities.indices.sorted { priorities[$0] > priorities[$1] }
    return level
  }

  mutating func appendSymbol() {
    symbolCount += 1
    inDirty.append(false)
  }

  /// A level's cost of a symbol. Level arrays grow only when a cost is written, so making a
  /// symbol costs no work per level.
  @inline(__always)
  func cost(_ level: Int, _ symbol: Int) -> Double {
    symbol < costs[level].count ? costs[level][symbol] : 0
  }

  @inline(__always)
  mutating func setCost(_ level: Int, _ symbol: Int, _ value: Double) {
    if symbol >= costs[level].count {
      if value == 0 { return }
      // Grow geometrically: `append(contentsOf:)` alone reserves just what it needs.
      let count = costs[level].count
      if costs[level].capacity < symbolCount {
        costs[level].reserveCapacity(max(symbolCount, 2 * count))
      }
      costs[level].append(contentsOf: repeatElement(0, count: symbolCount - count))
    }
    costs[level][symbol] = value
  }

  @inline(__always)
  mutating func markDirty(_ symbol: Int) {
    if !inDirty[symbol] {
      inDirty[symbol] = true
      dirty.append(symbol)
    }
  }

  /// `cost[level][symbol] += amount`.
  mutating func add(_ amount: Double, to symbol: Int, level: Int) {
    let sum = cost(level, symbol) + amount
    setCost(level, symbol, sum.magnitude < noise[level] ? 0 : sum)
    markDirty(symbol)
  }

  /// Adds `weight × row` at one level (the row standing for a basic symbol's value).
  mutating func add(_ row: Row, weight: Double, level: Int) {
    constants[level] += weight * row.constant
    for cell in row.cells { add(weight * cell.coefficient, to: cell.symbol, level: level) }
  }

  /// Replaces `symbol`, which becomes basic with value `row`, by `row` at every level.
  mutating func substitute(_ symbol: Int, with row: Row) {
    for level in costs.indices {
      let c = cost(level, symbol)
      if c == 0 { continue }
      costs[level][symbol] = 0
      constants[level] += c * row.constant
      for cell in row.cells { add(c * cell.coefficient, to: cell.symbol, level: level) }
    }
  }

  /// Whether the symbol's cost vector is lexicographically negative.
  @inline(__always)
  func isNegative(_ symbol: Int) -> Bool {
    for level in order {
      let c = cost(level, symbol)
      if c < -noise[level] { return true }
      if c > noise[level] { return false }
    }
    return false
  }

  /// Whether the symbol costs nothing at any level.
  func isFree(_ symbol: Int) -> Bool {
    for level in order where cost(level, symbol) != 0 { return false }
    return true
  }

  /// Lexicographic comparison of `cost(a) / ca` with `cost(b) / cb` (the dual ratio test).
  /// Entries within a relative epsilon are equal: rounding noise at one level (1.9999999999999998
  /// against 2) must not hide a real difference at the next, or the pivot breaks optimality.
  func ratio(_ a: Int, _ ca: Double, isLessThan b: Int, _ cb: Double) -> Bool {
    for level in order {
      let ra = cost(level, a) / ca
      let rb = cost(level, b) / cb
      let tolerance = epsilon * max(1, ra.magnitude, rb.magnitude)
      if ra < rb - tolerance { return true }
      if ra > rb + tolerance { return false }
    }
    return false
  }
}
