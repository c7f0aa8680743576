/// A symbol's cost at one level of the objective.
struct CostEntry: Sendable {
  var level: Int32
  var cost: Double
}

/// Per symbol, its non-zero costs by level, highest priority first (`Objective`).
///
/// Few symbols cost anything (at N = 10,000 bars, 263,000 of 1.7 million: the optional
/// constraints' errors and what they were substituted into), so a symbol has an index into
/// compact lists, or -1: 4 bytes a symbol and 24 a costed one, where a first entry and a tail
/// for every symbol took 24 bytes each. The first entry is kept inline (`heads`), the rest
/// in an array per list (`tails`): most costed symbols cost something at one level only (their
/// constraint's), and making a small array for each of them was a tenth of the add time of a
/// large window. Lists given back are used again.
struct CostVectors {
  /// Each symbol's list in `heads` and `tails`, or -1 when it costs nothing.
  private var index = PlainArray<Int32>()
  /// The first entry of each list.
  private var heads = PlainArray<CostEntry>()
  /// The other entries of each list.
  private var tails: [[CostEntry]] = []
  /// Lists given back.
  private var unused = PlainArray<Int32>()

  /// Room for `symbols` symbols, of which a quarter may cost something (about 15 % at N =
  /// 10,000 bars, above).
  mutating func reserveCapacity(_ symbols: Int) {
    index.reserveCapacity(symbols)
    heads.reserveCapacity(symbols / 4)
    tails.reserveCapacity(symbols / 4)
  }

  /// Makes room for symbols below `count` (with the solver's other per-symbol arrays), so that
  /// a symbol's first cost does not lengthen `index`.
  mutating func extendSymbols(to count: Int) {
    SlotAllocator.extend(&index, to: count, with: -1)
  }

  @inline(__always)
  private func list(_ symbol: Int) -> Int {
    symbol < index.count ? Int(index[symbol]) : -1
  }

  @inline(__always)
  func count(_ symbol: Int) -> Int {
    let i = list(symbol)
    return i < 0 ? 0 : 1 + tails[i].count
  }

  @inline(__always)
  func entry(_ symbol: Int, _ k: Int) -> CostEntry {
    let i = Int(index[symbol])
    return k == 0 ? heads[i] : tails[i][k - 1]
  }

  mutating func setCost(_ symbol: Int, _ k: Int, _ cost: Double) {
    let i = Int(index[symbol])
    if k == 0 { heads[i].cost = cost } else { tails[i][k - 1].cost = cost }
  }

  mutating func insert(_ entry: CostEntry, _ symbol: Int, at k: Int) {
    let i = list(symbol)
    if i < 0 {
      newList(symbol, entry)
    } else if k == 0 {
      Self.insert(heads[i], into: &tails[i], at: 0)
      heads[i] = entry
    } else {
      Self.insert(entry, into: &tails[i], at: k - 1)
    }
  }

  /// `list.insert(entry, at: k)` (`Array.insertByShifting`).
  private static func insert(_ entry: CostEntry, into list: inout [CostEntry], at k: Int) {
    list.insertByShifting(entry, at: k)
  }

  mutating func remove(_ symbol: Int, at k: Int) {
    let i = Int(index[symbol])
    if tails[i].isEmpty {
      clear(symbol)
      return
    }
    if k == 0 { heads[i] = tails[i].removeFirst() } else { tails[i].remove(at: k - 1) }
    if tails[i].capacity > 16 + 4 * tails[i].count {
      // Give the memory back: removing keeps the capacity of a vector that was long once.
      var kept: [CostEntry] = []
      kept.reserveCapacity(tails[i].count)
      kept.append(contentsOf: tails[i])
      tails[i] = kept
    }
  }

  mutating func clear(_ symbol: Int) {
    let i = list(symbol)
    if i < 0 { return }
    // (Most lists have no tail: assigning one costs a release and a uniqueness check.)
    if !tails[i].isEmpty { tails[i] = [] }
    unused.append(Int32(i))
    index[symbol] = -1
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
    var i = list(symbol)
    if i < 0 {
      newList(symbol, entries[0])
      i = Int(index[symbol])
    }
    heads[i] = entries[0]
    if entries.count == 1 {
      tails[i] = []
      return
    }
    // Exactly as long as it needs.
    var rest: [CostEntry] = []
    rest.reserveCapacity(entries.count - 1)
    rest.append(contentsOf: entries[1...])
    tails[i] = rest
  }

  /// Gives `symbol`, which costs nothing, a list holding `entry`.
  private mutating func newList(_ symbol: Int, _ entry: CostEntry) {
    if symbol >= index.count {
      index.reserveCapacity(max(symbol + 1, 2 * index.count))
      index.append(repeating: -1, count: symbol + 1 - index.count)
    }
    if let i = unused.popLast() {
      heads[Int(i)] = entry
      index[symbol] = i
    } else {
      index[symbol] = Int32(heads.count)
      heads.append(entry)
      tails.append([])
    }
  }

  /// Entries stored and the room the arrays hold (for tests).
  var size: (entries: Int, capacity: Int) {
    let lists = heads.count - unused.count
    let room = index.capacity + heads.capacity + tails.capacity + unused.capacity
    return (lists + tails.reduce(0) { $0 + $1.count }, room + tails.reduce(0) { $0 + $1.capacity })
  }
}
