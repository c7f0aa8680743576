/// A symbol's cost at one level of the objective.
struct CostEntry: Sendable {
  var level: Int32
  var cost: Double

  static let none = CostEntry(level: -1, cost: 0)
}

/// Per symbol, its non-zero costs by level, highest priority first (`Objective`).
///
/// The first entry is kept inline in one flat array, the rest in an array per symbol: most
/// symbols cost something at one level only (their constraint's), and making a small array for
/// each of them was a tenth of the add time of a large window. Both arrays grow only when a
/// symbol gets a cost, so making a symbol costs nothing here.
struct CostVectors {
  /// The first entry of each symbol, `CostEntry.none` when it has none.
  private var head: [CostEntry] = []
  /// The other entries of each symbol.
  private var tail: [[CostEntry]] = []

  @inline(__always)
  func count(_ symbol: Int) -> Int {
    guard symbol < head.count, head[symbol].level >= 0 else { return 0 }
    return symbol < tail.count ? 1 + tail[symbol].count : 1
  }

  @inline(__always)
  func entry(_ symbol: Int, _ index: Int) -> CostEntry {
    index == 0 ? head[symbol] : tail[symbol][index - 1]
  }

  mutating func setCost(_ symbol: Int, _ index: Int, _ cost: Double) {
    if index == 0 { head[symbol].cost = cost } else { tail[symbol][index - 1].cost = cost }
  }

  mutating func insert(_ entry: CostEntry, _ symbol: Int, at index: Int) {
    if symbol >= head.count { Self.grow(&head, to: symbol, with: .none) }
    if index == 0 {
      let first = head[symbol]
      head[symbol] = entry
      if first.level < 0 { return }
      if symbol >= tail.count { Self.grow(&tail, to: symbol, with: []) }
      tail[symbol].insert(first, at: 0)
    } else {
      if symbol >= tail.count { Self.grow(&tail, to: symbol, with: []) }
      tail[symbol].insert(entry, at: index - 1)
    }
  }

  mutating func remove(_ symbol: Int, at index: Int) {
    let hasTail = symbol < tail.count && !tail[symbol].isEmpty
    if index == 0 {
      head[symbol] = hasTail ? tail[symbol].removeFirst() : .none
    } else {
      tail[symbol].remove(at: index - 1)
    }
    if hasTail && tail[symbol].capacity > 16 + 4 * tail[symbol].count {
      // Give the memory back: removing keeps the capacity of a vector that was long once.
      var kept: [CostEntry] = []
      kept.reserveCapacity(tail[symbol].count)
      kept.append(contentsOf: tail[symbol])
      tail[symbol] = kept
    }
  }

  mutating func clear(_ symbol: Int) {
    if symbol < head.count { head[symbol] = .none }
    if symbol < tail.count { tail[symbol] = [] }
  }

  /// All of a symbol's entries.
  func entries(_ symbol: Int) -> [CostEntry] {
    (0..<count(symbol)).map { entry(symbol, $0) }
  }

  /// Sets a symbol's entries (highest priority first, no zero cost).
  mutating func replace(_ symbol: Int, with entries: [CostEntry]) {
    if entries.isEmpty {
      clear(symbol)
      return
    }
    if symbol >= head.count { Self.grow(&head, to: symbol, with: .none) }
    head[symbol] = entries[0]
    if entries.count == 1 {
      if symbol < tail.count { tail[symbol] = [] }
      return
    }
    if symbol >= tail.count { Self.grow(&tail, to: symbol, with: []) }
    // Exactly as long as it needs.
    var rest: [CostEntry] = []
    rest.reserveCapacity(entries.count - 1)
    rest.append(contentsOf: entries[1...])
    tail[symbol] = rest
  }

  /// Entries stored and the room the arrays hold (for tests).
  var size: (entries: Int, capacity: Int) {
    let heads = head.reduce(0) { $0 + ($1.level >= 0 ? 1 : 0) }
    let tails = tail.reduce(0) { $0 + $1.count }
    return (heads + tails, head.capacity + tail.reduce(0) { $0 + $1.capacity })
  }

  /// Makes `array[index]` exist, growing geometrically (`append(contentsOf:)` alone reserves
  /// just what it needs).
  private static func grow<T>(_ array: inout [T], to index: Int, with filler: T) {
    if array.capacity <= index { array.reserveCapacity(max(index + 1, 2 * array.count)) }
    array.append(contentsOf: repeatElement(filler, count: index + 1 - array.count))
  }
}
