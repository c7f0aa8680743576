// Pooled storage for the tableau: the cells of every row (`RowPool`) and the entries of every
// column (`ColumnPool`) live in a few flat arrays, cut into power-of-two slots.

/// Where a list is in a pool: `count` entries from `start`.
struct SlotPlace {
  var start: Int32
  var count: Int32

  static let empty = SlotPlace(start: 0, count: 0)

  /// The indices of the list's entries.
  var range: Range<Int> {
    @inline(__always) get { Int(start)..<Int(start) + Int(count) }
  }
}

/// Hands out slots of 2^k entries from an index space that only grows, with a free list per
/// size class k, so a slot given back is used again by the next list of its size (the last
/// given back first).
///
/// The owner keeps each slot's start and class, and its storage (`links`: an `[Int32]` indexed
/// like the slots) at least `end` entries long. A free slot's first entry holds the start of
/// the next free slot of its class, or -1: the lists take no room of their own, and taking or
/// giving back a slot is a few instructions (an array of starts per class cost two nested
/// arrays' uniqueness checks, and now and then a growth, every time).
struct SlotAllocator {
  /// The first free slot of each size class, or -1.
  private var heads = PlainArray<Int32>(repeating: -1, count: Int32.bitWidth)
  /// Indices handed out so far.
  private(set) var end = 0

  /// The class of the smallest slot that holds `count` entries.
  @inline(__always)
  static func sizeClass(for count: Int) -> Int {
    count <= 1 ? 0 : Int.bitWidth - (count - 1).leadingZeroBitCount
  }

  /// The start of a free slot of class `sizeClass`.
  @inline(__always)
  mutating func allocate<Links: RandomAccessCollection<Int32>>(
    _ sizeClass: Int, links: Links
  ) -> Int where Links.Index == Int {
    let head = Int(heads[sizeClass])
    if head >= 0 {
      heads[sizeClass] = links[head]
      return head
    }
    let start = end
    end += 1 << sizeClass
    precondition(end <= Int(Int32.max), "the tableau outgrew 2^31 pooled entries")
    return start
  }

  /// Gives a slot back; its first entry in `links` now links the free list.
  @inline(__always)
  mutating func release<Links: MutableCollection<Int32>>(
    _ start: Int, _ sizeClass: Int, links: inout Links
  ) where Links.Index == Int {
    links[start] = heads[sizeClass]
    heads[sizeClass] = Int32(start)
  }

  /// Entries in free slots (for tests and statistics).
  func freeEntries<Links: RandomAccessCollection<Int32>>(links: Links) -> Int
  where Links.Index == Int {
    var entries = 0
    for sizeClass in heads.indices {
      var start = Int(heads[sizeClass])
      while start >= 0 {
        entries += 1 << sizeClass
        start = Int(links[start])
      }
    }
    return entries
  }

  /// Makes `array` at least `count` long: by an eighth more (at least 64 entries: a small
  /// solver stays small), so that it is extended once per many slots, while the room it fills
  /// and so touches stays small; its capacity grows geometrically.
  @inline(__always)
  static func extend<T>(_ array: inout PlainArray<T>, to count: Int, with filler: T) {
    if array.count >= count { return }
    let target = max(count, array.count + max(array.count >> 3, 64))
    if array.capacity < target { array.reserveCapacity(max(target, 2 * array.count)) }
    array.append(repeating: filler, count: target - array.count)
  }
}

/// The column index's lists: for each symbol, the basic symbols whose rows may hold it
/// (`items[range(symbol)]`), in the order they were added. Entries go stale when a cell
/// cancels or a row leaves the basis; `SolverCore.rowsContaining` drops them.
///
/// One flat array of Int32 in power-of-two slots, instead of an array per symbol: a column of
/// a few entries took an array header and a heap block (about 64 bytes) besides them.
struct ColumnPool {
  private var places = PlainArray<SlotPlace>()
  /// Each column's slot class, `none` when it has no slot. (Not the smallest class that holds
  /// the column, as in `RowPool`: a column compacted and appended to in turn would move at
  /// every turn.)
  private var classes = PlainArray<UInt8>()
  /// The entries; `SolverCore.rowsContaining` compacts a column in place and `truncate`s it.
  var items = PlainArray<Int32>()
  private var slots = SlotAllocator()
  private static let none = UInt8.max
  /// The class of the first slot of a column (4 entries).
  private static let smallest = 2

  /// Makes room for columns of symbols below `count`.
  mutating func extendSymbols(to count: Int) {
    SlotAllocator.extend(&places, to: count, with: .empty)
    SlotAllocator.extend(&classes, to: count, with: Self.none)
  }

  mutating func reserveCapacity(symbols: Int, entries: Int) {
    places.reserveCapacity(symbols)
    classes.reserveCapacity(symbols)
    items.reserveCapacity(entries)
  }

  @inline(__always)
  func count(_ symbol: Int) -> Int { Int(places[symbol].count) }

  /// The indices of the column's entries in `items`.
  @inline(__always)
  func range(_ symbol: Int) -> Range<Int> { places[symbol].range }

  @inline(__always)
  mutating func append(_ symbol: Int, _ id: Int32) {
    let place = places[symbol]
    let sizeClass = classes[symbol]
    // The usual case inline: room in the column's slot.
    if sizeClass != Self.none && Int(place.count) < 1 << Int(sizeClass) {
      items[Int(place.start) + Int(place.count)] = id
      places[symbol].count = place.count + 1
      return
    }
    appendMoving(symbol, id)
  }

  /// `append` into a column with no slot or a full one.
  @inline(never)
  private mutating func appendMoving(_ symbol: Int, _ id: Int32) {
    let count = Int(places[symbol].count)
    if classes[symbol] == Self.none {
      // A first slot: nothing to move.
      let start = slots.allocate(Self.smallest, links: items)
      SlotAllocator.extend(&items, to: slots.end, with: 0)
      items[start] = id
      places[symbol] = SlotPlace(start: Int32(start), count: 1)
      classes[symbol] = UInt8(Self.smallest)
      return
    }
    move(symbol, to: max(Self.smallest, SlotAllocator.sizeClass(for: count + 1)))
    items[Int(places[symbol].start) + count] = id
    places[symbol].count += 1
  }

  /// Empties a column and gives its slot back.
  mutating func clear(_ symbol: Int) {
    if classes[symbol] != Self.none {
      slots.release(Int(places[symbol].start), Int(classes[symbol]), links: &items)
    }
    places[symbol] = .empty
    classes[symbol] = Self.none
  }

  /// Keeps the column's first `kept` entries; a slot much larger than them (a column that was
  /// long once) is exchanged for a smaller one.
  mutating func truncate(_ symbol: Int, to kept: Int) {
    if kept == 0 {
      clear(symbol)
      return
    }
    places[symbol].count = Int32(kept)
    if 1 << Int(classes[symbol]) > 64 + 4 * kept {
      move(symbol, to: max(Self.smallest, SlotAllocator.sizeClass(for: kept)))
    }
  }

  /// Moves a column's entries to a new slot of class `sizeClass`.
  private mutating func move(_ symbol: Int, to sizeClass: Int) {
    let start = slots.allocate(sizeClass, links: items)
    SlotAllocator.extend(&items, to: slots.end, with: 0)
    let old = range(symbol)
    var k = start
    for i in old {
      items[k] = items[i]
      k += 1
    }
    if classes[symbol] != Self.none {
      slots.release(old.lowerBound, Int(classes[symbol]), links: &items)
    }
    places[symbol].start = Int32(start)
    classes[symbol] = UInt8(sizeClass)
  }

  /// Entries stored, and the room the pool holds (for tests).
  var size: (entries: Int, room: Int, free: Int) {
    (places.reduce(0) { $0 + Int($1.count) }, items.count, slots.freeEntries(links: items))
  }
}
