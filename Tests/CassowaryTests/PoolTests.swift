import Testing

@testable import Cassowary

/// The pooled tableau storage (Slots.swift, RowPool.swift) against the storage it replaced:
/// a `Row` per symbol and an `[Int32]` per column, driven by the same random operations.
@Suite struct PoolTests {
  @Test func sizeClassesArePowersOfTwo() {
    let expected = [(1, 0), (2, 1), (3, 2), (4, 2), (5, 3), (8, 3), (9, 4), (1000, 10), (1024, 10)]
    for (count, sizeClass) in expected {
      #expect(SlotAllocator.sizeClass(for: count) == sizeClass, "count \(count)")
    }
  }

  @Test func aSlotGivenBackIsHandedOutAgain() {
    var slots = SlotAllocator()
    // The owner's storage, where a free slot's first entry links its class's free list.
    var links = [Int32](repeating: 0, count: 32)
    let a = slots.allocate(2, links: links)
    let b = slots.allocate(0, links: links)
    let c = slots.allocate(3, links: links)
    #expect([a, b, c] == [0, 4, 5])
    #expect(slots.end == 13)
    slots.release(a, 2, links: &links)
    #expect(slots.freeEntries(links: links) == 4)
    // Another class does not take it; the same class does.
    #expect(slots.allocate(1, links: links) == 13)
    #expect(slots.allocate(2, links: links) == 0)
    #expect(slots.freeEntries(links: links) == 0)
    // Two of a class given back: the last comes out first, then the other.
    let e = slots.allocate(3, links: links)
    #expect(e == 15)
    slots.release(c, 3, links: &links)
    slots.release(e, 3, links: &links)
    #expect(slots.freeEntries(links: links) == 16)
    #expect(slots.allocate(3, links: links) == e)
    #expect(slots.allocate(3, links: links) == c)
    #expect(slots.end == 23)
  }

  /// A random row of symbols below 40, some coefficients tiny enough to cancel.
  static func randomRow(_ rng: inout SplitMix64, length: Int) -> Row {
    var row = Row(constant: Double(Int.random(in: -9...9, using: &rng)))
    for _ in 0..<length {
      let coefficient = [1, -1, 2, 0.5, -3, 1e-9][Int.random(in: 0..<6, using: &rng)]
      row.insert(Int.random(in: 0..<40, using: &rng), coefficient)
    }
    return row
  }

  static func cells(_ pool: RowPool, _ r: Int) -> [Cell] {
    pool.cells(r).map { Cell(symbol: Int(pool.symbols[$0]), coefficient: pool.coefficients[$0]) }
  }

  @Test(arguments: 0..<20)
  func pooledRowsEqualRows(seed: Int) {
    var rng = SplitMix64(state: UInt64(seed) &+ 101)
    let symbols = 12
    var pool = RowPool()
    var reference = [Row](repeating: Row(), count: symbols)
    pool.extendSymbols(to: symbols)
    for step in 0..<400 {
      let r = Int.random(in: 0..<symbols, using: &rng)
      switch Int.random(in: 0..<5, using: &rng) {
      case 0:
        let row = Self.randomRow(&rng, length: Int.random(in: 0..<12, using: &rng))
        pool.set(r, row)
        reference[r] = row
      case 1, 2:
        // `row r += scale × other` without a symbol `other` does not hold, as a pivot does.
        let other = Self.randomRow(&rng, length: Int.random(in: 0..<12, using: &rng))
        let skip =
          Bool.random(using: &rng) ? -1 : (40..<44).randomElement(using: &rng)!
        if skip >= 0 { reference[r].insert(skip, 4) }
        if skip >= 0 { pool.set(r, reference[r]) }
        let scale = [1, -1, 2, -0.5][Int.random(in: 0..<4, using: &rng)]
        var (addedPool, addedRow) = (PlainArray<Int>(), PlainArray<Int>())
        var (removedPool, removedRow) = (0, 0)
        pool.add(
          r, other, scale: scale, removing: skip, added: &addedPool, removed: &removedPool)
        reference[r].add(
          other, scale: scale, removing: skip, added: &addedRow, removed: &removedRow)
        #expect(Array(addedPool) == Array(addedRow), "step \(step)")
        #expect(removedPool == removedRow, "step \(step)")
      case 3:
        let symbol = Int.random(in: 0..<40, using: &rng)
        pool.remove(r, symbol)
        reference[r].remove(symbol)
        #expect(pool.add(r, constant: 1) == reference[r].add(1))
      default:
        var taken = Row()
        pool.take(r, into: &taken)
        #expect(taken.cells.map(\.symbol) == reference[r].cells.map(\.symbol))
        #expect(taken.cells.map(\.coefficient) == reference[r].cells.map(\.coefficient))
        #expect(taken.constant == reference[r].constant)
        reference[r] = Row()
      }
      for s in 0..<symbols {
        let cells = Self.cells(pool, s)
        #expect(cells.map(\.symbol) == reference[s].cells.map(\.symbol), "step \(step) row \(s)")
        #expect(cells.map(\.coefficient) == reference[s].cells.map(\.coefficient))
        #expect(pool.constants[s] == reference[s].constant)
        #expect(pool.coefficient(s, for: 7) == reference[s].coefficient(for: 7))
      }
    }
    // Every row sits in the smallest slot that holds it, and slots given back are used again:
    // the room is the cells' powers of two plus the free slots.
    let (cells, room, free) = pool.size
    let slotted = (0..<symbols).reduce(0) {
      let count = pool.count($1)
      return $0 + (count == 0 ? 0 : 1 << SlotAllocator.sizeClass(for: count))
    }
    #expect(cells == reference.reduce(0) { $0 + $1.cells.count })
    #expect(slotted + free <= room)
    #expect(room < slotted + free + 64 + room / 8)
  }

  @Test(arguments: 0..<10)
  func pooledColumnsEqualArrays(seed: Int) {
    var rng = SplitMix64(state: UInt64(seed) &+ 7)
    let symbols = 10
    var pool = ColumnPool()
    var reference = [[Int32]](repeating: [], count: symbols)
    pool.extendSymbols(to: symbols)
    for step in 0..<2000 {
      let s = Int.random(in: 0..<symbols, using: &rng)
      switch Int.random(in: 0..<10, using: &rng) {
      case 0:
        pool.clear(s)
        reference[s] = []
      case 1:
        // Compaction as `rowsContaining` does it: keep some entries, in order, in place.
        let range = pool.range(s)
        var kept = range.lowerBound
        for k in range where pool.items[k] % 3 != 0 {
          pool.items[kept] = pool.items[k]
          kept += 1
        }
        pool.truncate(s, to: kept - range.lowerBound)
        reference[s] = reference[s].filter { $0 % 3 != 0 }
      default:
        let id = Int32.random(in: 0..<1000, using: &rng)
        pool.append(s, id)
        reference[s].append(id)
      }
      for t in 0..<symbols {
        #expect(Array(pool.items[pool.range(t)]) == reference[t], "step \(step) column \(t)")
        #expect(pool.count(t) == reference[t].count)
      }
    }
    #expect(pool.size.entries == reference.reduce(0) { $0 + $1.count })
  }

  @Test func aColumnThatWasLongGivesItsRoomBack() {
    var pool = ColumnPool()
    pool.extendSymbols(to: 2)
    for id in 0..<1000 { pool.append(0, Int32(id)) }
    let long = pool.range(0).lowerBound
    pool.truncate(0, to: 3)
    #expect(Array(pool.items[pool.range(0)]) == [0, 1, 2])
    #expect(pool.range(0).lowerBound != long)
    // Its 1,024-entry slot is free again, for the next column that long.
    #expect(pool.size.free >= 1024)
    for id in 0..<1000 { pool.append(1, Int32(id)) }
    #expect(pool.range(1).lowerBound == long)
    #expect(Array(pool.items[pool.range(1)]) == (0..<1000).map { Int32($0) })
  }

  /// The sparse cost lists against a plain array of entries per symbol.
  @Test(arguments: 0..<10)
  func costListsEqualArrays(seed: Int) {
    var rng = SplitMix64(state: UInt64(seed) &+ 31)
    let symbols = 30
    var costs = CostVectors()
    var reference = [[CostEntry]](repeating: [], count: symbols)
    for step in 0..<3000 {
      let s = Int.random(in: 0..<symbols, using: &rng)
      let count = reference[s].count
      switch Int.random(in: 0..<8, using: &rng) {
      case 0:
        costs.clear(s)
        reference[s] = []
      case 1:
        let entries = (0..<Int.random(in: 0..<4, using: &rng)).map {
          CostEntry(level: Int32($0), cost: Double(Int.random(in: 1...9, using: &rng)))
        }
        costs.replace(s, with: entries)
        reference[s] = entries
      case 2...3 where count > 0:
        let k = Int.random(in: 0..<count, using: &rng)
        costs.remove(s, at: k)
        reference[s].remove(at: k)
      case 4 where count > 0:
        let k = Int.random(in: 0..<count, using: &rng)
        costs.setCost(s, k, -1)
        reference[s][k].cost = -1
      default:
        let k = Int.random(in: 0...count, using: &rng)
        let entry = CostEntry(level: Int32(step), cost: Double(step))
        costs.insert(entry, s, at: k)
        reference[s].insert(entry, at: k)
      }
      for t in 0..<symbols {
        #expect(costs.count(t) == reference[t].count, "step \(step) symbol \(t)")
        #expect(costs.entries(t).map(\.level) == reference[t].map(\.level))
        #expect(costs.entries(t).map(\.cost) == reference[t].map(\.cost))
      }
    }
    // Lists given back are used again: no more lists than symbols ever costed at once.
    #expect(costs.size.entries == reference.reduce(0) { $0 + $1.count })
    #expect(costs.count(symbols + 1000) == 0)
  }

  /// Room made in advance changes no result: the same calls give the same tableau.
  @Test func reservedRoomChangesNothing() throws {
    #expect(try Self.randomSystem(reserving: true) == Self.randomSystem(reserving: false))
  }

  /// The dump of a random system of 40 constraints on 20 variables.
  static func randomSystem(reserving: Bool) throws -> String {
    let solver = Solver()
    if reserving { solver.reserveCapacity(constraints: 40, variables: 20) }
    var rng = SplitMix64(state: 5)
    let x = (0..<20).map { solver.makeVariable("x\($0)") }
    for i in 0..<40 {
      let a = x[Int.random(in: 0..<20, using: &rng)]
      let b = x[Int.random(in: 0..<20, using: &rng)]
      let relation: Relation = i % 3 == 0 ? .equal : .greaterThanOrEqual
      let priority: Double = [1000, 750, 250][i % 3]
      let c = Constraint(
        Expression([Term(a), Term(b, -1)], constant: Double(i % 7)), relation, priority: priority)
      do {
        try solver.add(c)
      } catch {
        guard case .unsatisfiable = error else { throw error }
      }
    }
    return solver.dump()
  }
}
