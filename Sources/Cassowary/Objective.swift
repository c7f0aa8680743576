/// The objective: what the optional constraints' errors cost, as a small vector per symbol.
///
/// In `.lexicographic` mode there is one level per distinct optional priority, compared highest
/// first: a cost vector is negative when its first non-zero entry (in that order) is negative,
/// so no amount of error at a lower level buys back error at a higher one. In `.weighted` mode
/// there is a single level and a priority `p` costs kiwi's `10^(9p/1000)`.
///
/// Costs are kept per symbol (`costs`, a `CostVectors`): the few levels at which it costs
/// something, highest priority first. A pivot updates the symbols of the entering row in a few steps each
/// instead of merging into a long sparse row, and the memory is the non-zero costs, whatever
/// the number of levels (a dense array per level would take levels × symbols: 4.6 GB for 16,000
/// distinct priorities, docs/solver-budget.md). Symbols whose cost changed are queued in
/// `dirty`; every other non-basic symbol is known to have a non-negative cost (the tableau was
/// optimal before), so the entering symbol is searched among the dirty ones only.
struct Objective {
  typealias Entry = CostEntry

  let mode: PriorityMode
  /// The priority of each level, in creation order.
  private(set) var priorities: [Double] = []
  /// Each level by its priority, once there are more than `scanned` levels.
  private var levelIndex: [Double: Int] = [:]
  /// Up to this many levels, a priority's level is found by a scan of `priorities` (a bar's
  /// system has two or three: cheaper than hashing, and no dictionary to make).
  private static let scanned = 8
  /// Per symbol, its non-zero costs, highest priority first.
  private(set) var costs = CostVectors()
  /// The objective's value at each level (Σ cost × error at the current solution).
  var constants: [Double] = []
  /// Per level, the cost below which a value is rounding noise: epsilon, or 1e-13 of the
  /// largest weight charged at the level when that is larger (weighted mode: weights reach
  /// 1e9, whose rounding residues exceed 1e-8 and would pass for negative costs — and, with
  /// no row to bound them, for an unbounded objective).
  private(set) var noise: [Double] = []
  var dirty = PlainArray<Int>()
  var inDirty = PlainArray<Bool>()
  /// Scratch for `merge`.
  private var scratch: [Entry] = []

  init(mode: PriorityMode) {
    self.mode = mode
    if mode == .weighted { addLevel(priority: 0) }
  }

  /// Level indices, highest priority first.
  var order: [Int] { priorities.indices.sorted { priorities[$0] > priorities[$1] } }

  /// The level and weight an optional priority is charged at.
  mutating func slot(for priority: Double) -> (level: Int, weight: Double) {
    switch mode {
    case .weighted:
      let weight = weight(for: priority)
      noise[0] = max(noise[0], 1e-13 * weight)
      return (0, weight)
    case .lexicographic:
      if priorities.count <= Self.scanned {
        if let level = priorities.firstIndex(of: priority) { return (level, 1) }
      } else if let level = levelIndex[priority] {
        return (level, 1)
      }
      return (addLevel(priority: priority), 1)
    }
  }

  /// The weight `slot(for:)` charges an optional priority at.
  func weight(for priority: Double) -> Double {
    mode == .weighted ? Objective.weight(of: priority) : 1
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
    if priorities.count == Self.scanned + 1 {
      for (level, priority) in priorities.enumerated() { levelIndex[priority] = level }
    } else if priorities.count > Self.scanned + 1 {
      levelIndex[priority] = level
    }
    constants.append(0)
    noise.append(epsilon)
    return level
  }

  /// Makes room for symbols below `count`.
  mutating func extendSymbols(to count: Int) {
    SlotAllocator.extend(&inDirty, to: count, with: false)
    costs.extendSymbols(to: count)
  }

  mutating func reserveCapacity(symbols: Int) {
    inDirty.reserveCapacity(symbols)
    costs.reserveCapacity(symbols)
  }

  /// Where `level` is, or would go, in a symbol's entries (highest priority first).
  @inline(__always)
  private func position(of level: Int, _ symbol: Int) -> (found: Bool, index: Int) {
    let count = costs.count(symbol)
    if count == 0 { return (false, 0) }
    let priority = priorities[level]
    for index in 0..<count {
      let other = Int(costs.entry(symbol, index).level)
      if other == level { return (true, index) }
      if priorities[other] < priority { return (false, index) }
    }
    return (false, count)
  }

  /// A level's cost of a symbol.
  func cost(_ level: Int, _ symbol: Int) -> Double {
    let (found, index) = position(of: level, symbol)
    return found ? costs.entry(symbol, index).cost : 0
  }

  /// Forgets every cost of a symbol.
  mutating func clear(_ symbol: Int) { costs.clear(symbol) }

  @inline(__always)
  mutating func markDirty(_ symbol: Int) {
    if !inDirty[symbol] {
      inDirty[symbol] = true
      dirty.append(symbol)
    }
  }

  /// `cost[level][symbol] += amount`.
  mutating func add(_ amount: Double, to symbol: Int, level: Int) {
    let (found, index) = position(of: level, symbol)
    if found {
      let sum = costs.entry(symbol, index).cost + amount
      if sum.magnitude < noise[level] {
        costs.remove(symbol, at: index)
      } else {
        costs.setCost(symbol, index, sum)
      }
    } else if !(amount.magnitude < noise[level]) {
      costs.insert(Entry(level: Int32(level), cost: amount), symbol, at: index)
    }
    markDirty(symbol)
  }

  /// Adds `weight × row` at one level (the row standing for a basic symbol's value).
  mutating func add(_ row: Row, weight: Double, level: Int) {
    constants[level] += weight * row.constant
    for cell in row.cells { add(weight * cell.coefficient, to: cell.symbol, level: level) }
  }

  /// Replaces `symbol`, which becomes basic with value `row`, by `row` at every level.
  /// - Returns: the work done, in `WorkBudget`'s units (cost entries written).
  mutating func substitute(_ symbol: Int, with row: Row) -> Int {
    let count = costs.count(symbol)
    if count == 0 { return 0 }
    return withUnsafeTemporaryAllocation(of: CostEntry.self, capacity: count) { entries in
      for index in 0..<count { entries[index] = costs.entry(symbol, index) }
      costs.clear(symbol)
      for entry in entries { constants[Int(entry.level)] += entry.cost * row.constant }
      if count <= 8 {
        // A few levels (the usual case): one search per level and cell.
        for entry in entries {
          let level = Int(entry.level)
          for cell in row.cells {
            add(entry.cost * cell.coefficient, to: cell.symbol, level: level)
          }
        }
        return count * row.cells.count
      }
      // Many levels (a symbol every level's errors depend on): one merge per cell, not one
      // search per level and cell.
      var work = 0
      for cell in row.cells {
        merge(UnsafeBufferPointer(entries), scale: cell.coefficient, into: cell.symbol)
        work += count + costs.count(cell.symbol)
      }
      return work
    }
  }

  /// `costs(symbol) += scale × entries`, both highest priority first, in one pass.
  private mutating func merge(
    _ entries: UnsafeBufferPointer<Entry>, scale: Double, into symbol: Int
  ) {
    let old = costs.entries(symbol)
    var merged = scratch
    merged.removeAll(keepingCapacity: true)
    var i = 0
    var j = 0
    while i < old.count || j < entries.count {
      var entry: Entry
      if j == entries.count
        || (i < old.count
          && priorities[Int(old[i].level)] > priorities[Int(entries[j].level)])
      {
        entry = old[i]
        i += 1
      } else if i == old.count || old[i].level != entries[j].level {
        entry = Entry(level: entries[j].level, cost: scale * entries[j].cost)
        j += 1
      } else {
        entry = Entry(level: old[i].level, cost: old[i].cost + scale * entries[j].cost)
        i += 1
        j += 1
      }
      if !(entry.cost.magnitude < noise[Int(entry.level)]) { merged.append(entry) }
    }
    costs.replace(symbol, with: merged)
    scratch = merged
    markDirty(symbol)
  }

  /// Whether the symbol's cost vector is lexicographically negative.
  @inline(__always)
  func isNegative(_ symbol: Int) -> Bool {
    for index in 0..<costs.count(symbol) {
      let entry = costs.entry(symbol, index)
      let limit = noise[Int(entry.level)]
      if entry.cost < -limit { return true }
      if entry.cost > limit { return false }
    }
    return false
  }

  /// Whether the symbol costs nothing at any level.
  func isFree(_ symbol: Int) -> Bool { costs.count(symbol) == 0 }

  /// Lexicographic comparison of `cost(a) / ca` with `cost(b) / cb` (the dual ratio test).
  /// Entries within a relative epsilon are equal: rounding noise at one level (1.9999999999999998
  /// against 2) must not hide a real difference at the next, or the pivot breaks optimality.
  func ratio(_ a: Int, _ ca: Double, isLessThan b: Int, _ cb: Double) -> Bool {
    let countA = costs.count(a)
    let countB = costs.count(b)
    var i = 0
    var j = 0
    while i < countA || j < countB {
      // The next level with a cost in either vector, highest priority first.
      let level: Int
      if j == countB
        || (i < countA
          && priorities[Int(costs.entry(a, i).level)] >= priorities[Int(costs.entry(b, j).level)])
      {
        level = Int(costs.entry(a, i).level)
      } else {
        level = Int(costs.entry(b, j).level)
      }
      var ra = 0.0
      var rb = 0.0
      if i < countA && Int(costs.entry(a, i).level) == level {
        ra = costs.entry(a, i).cost / ca
        i += 1
      }
      if j < countB && Int(costs.entry(b, j).level) == level {
        rb = costs.entry(b, j).cost / cb
        j += 1
      }
      let tolerance = epsilon * max(1, ra.magnitude, rb.magnitude)
      if ra < rb - tolerance { return true }
      if ra > rb + tolerance { return false }
    }
    return false
  }
}
