/// The tableau's rows: row `r`, the value of basic symbol `r`, is `constants[r]` plus
/// `coefficients[k] × symbols[k]` for k in `cells(r)`, sorted by symbol id, no zero
/// coefficient (`Row`'s conventions).
///
/// Every row's cells live in two flat arrays, in power-of-two slots (`SlotAllocator`): a row of
/// three cells takes 48 bytes there, where an array per row took about 112 (a 32-byte header,
/// 16 bytes a cell with room to grow, and a heap block). A row's slot is always the smallest
/// that holds it (`add` moves a row that grew or shrank past a power of two), so its class
/// follows from its count. Rows being built or pivoted are `Row` values; `set` stores one,
/// `take` gives it back.
struct RowPool {
  private(set) var constants = PlainArray<Double>()
  /// Where each row's cells are (no slot when its count is 0).
  private var places = PlainArray<SlotPlace>()
  private(set) var symbols = PlainArray<Int32>()
  private(set) var coefficients = PlainArray<Double>()
  private var slots = SlotAllocator()
  /// Scratch for `add`'s merge.
  private var mergedSymbols = PlainArray<Int32>()
  private var mergedCoefficients = PlainArray<Double>()

  /// Makes room for rows of symbols below `count`.
  mutating func extendSymbols(to count: Int) {
    SlotAllocator.extend(&constants, to: count, with: 0)
    SlotAllocator.extend(&places, to: count, with: .empty)
  }

  mutating func reserveCapacity(symbols count: Int, cells: Int) {
    constants.reserveCapacity(count)
    places.reserveCapacity(count)
    symbols.reserveCapacity(cells)
    coefficients.reserveCapacity(cells)
  }

  @inline(__always)
  func count(_ r: Int) -> Int { Int(places[r].count) }

  /// The indices of row `r`'s cells in `symbols` and `coefficients`.
  @inline(__always)
  func cells(_ r: Int) -> Range<Int> { places[r].range }

  /// Binary search in row `r`: the index of `symbol`, or where it would be inserted.
  @inline(__always)
  func position(_ r: Int, of symbol: Int) -> (found: Bool, index: Int) {
    let place = places[r]
    var low = Int(place.start)
    var high = low + Int(place.count)
    while low < high {
      let mid = (low &+ high) >> 1
      let s = Int(symbols[mid])
      if s == symbol { return (true, mid) }
      if s < symbol { low = mid &+ 1 } else { high = mid }
    }
    return (false, low)
  }

  @inline(__always)
  func coefficient(_ r: Int, for symbol: Int) -> Double {
    let (found, index) = position(r, of: symbol)
    return found ? coefficients[index] : 0
  }

  @inline(__always)
  func contains(_ r: Int, _ symbol: Int) -> Bool { position(r, of: symbol).found }

  /// Adds `value` to row `r`'s constant and returns the new constant.
  @inline(__always)
  mutating func add(_ r: Int, constant value: Double) -> Double {
    constants[r] += value
    return constants[r]
  }

  /// Removes `symbol`'s cell from row `r`, if it has one.
  mutating func remove(_ r: Int, _ symbol: Int) {
    let (found, index) = position(r, of: symbol)
    guard found else { return }
    let old = places[r]
    let count = Int(old.count) - 1
    let moves =
      count == 0 || SlotAllocator.sizeClass(for: count) != SlotAllocator.sizeClass(for: count + 1)
    if moves {
      // Into a smaller slot (none for an empty row), which cannot overlap the old one; the
      // old one is given back once read (a free slot's first entry links its list).
      places[r] = .empty
      reserve(r, count)
    }
    let start = moves ? Int(places[r].start) : Int(old.start)
    let from = Int(old.start)
    // Front to back, so that in place no cell is overwritten before it is read.
    var k = start
    for i in from..<from + count + 1 where i != index {
      symbols[k] = symbols[i]
      coefficients[k] = coefficients[i]
      k += 1
    }
    if moves { slots.release(from, SlotAllocator.sizeClass(for: count + 1), links: &symbols) }
    places[r].count = Int32(count)
  }

  /// Stores `row` as row `r`.
  mutating func set(_ r: Int, _ row: Row) {
    release(r)
    constants[r] = row.constant
    reserve(r, row.cells.count)
    var k = Int(places[r].start)
    for cell in row.cells {
      symbols[k] = Int32(cell.symbol)
      coefficients[k] = cell.coefficient
      k += 1
    }
  }

  /// Row `r` as a `Row`.
  func row(_ r: Int) -> Row {
    var row = Row()
    copy(r, into: &row)
    return row
  }

  /// Writes row `r` into `row` (whose capacity is reused).
  func copy(_ r: Int, into row: inout Row) {
    row.constant = constants[r]
    row.cells.removeAll(keepingCapacity: true)
    row.cells.reserveCapacity(count(r))
    for k in cells(r) {
      row.cells.append(Cell(symbol: Int(symbols[k]), coefficient: coefficients[k]))
    }
  }

  /// Takes row `r` out of the pool into `row` (whose capacity is reused); its slot is given
  /// back.
  mutating func take(_ r: Int, into row: inout Row) {
    copy(r, into: &row)
    release(r)
    constants[r] = 0
  }

  /// `row r += scale × other`, without `skip` (which `other` must not hold): `Row.add`'s
  /// arithmetic, cell for cell. Symbols newly in the row are appended to `added`; symbols
  /// that cancelled out (other than `skip`) are counted in `removed`.
  mutating func add(
    _ r: Int, _ other: Row, scale: Double, removing skip: Int, added: inout PlainArray<Int>,
    removed: inout Int
  ) {
    constants[r] += scale * other.constant
    let mine = cells(r)
    let worst = mine.count + other.cells.count
    // Merged into scratch, then copied back (into a larger slot if it grew).
    mergedSymbols.reserveCapacity(worst)
    mergedCoefficients.reserveCapacity(worst)
    let outSymbols = mergedSymbols.base
    let outCoefficients = mergedCoefficients.base
    var symbols = self.symbols.base
    var coefficients = self.coefficients.base
    let count = other.cells.withUnsafeBufferPointer { b in
      var n = 0
      var i = mine.lowerBound
      var j = 0
      while i < mine.upperBound || j < b.count {
        if j == b.count || (i < mine.upperBound && Int(symbols[i]) < b[j].symbol) {
          if Int(symbols[i]) != skip {
            outSymbols[n] = symbols[i]
            outCoefficients[n] = coefficients[i]
            n += 1
          }
          i += 1
        } else if i == mine.upperBound || b[j].symbol < Int(symbols[i]) {
          let c = scale * b[j].coefficient
          if !nearZero(c) {
            outSymbols[n] = Int32(truncatingIfNeeded: b[j].symbol)
            outCoefficients[n] = c
            n += 1
            added.append(b[j].symbol)
          }
          j += 1
        } else {
          let c = coefficients[i] + scale * b[j].coefficient
          if nearZero(c) {
            removed += 1
          } else {
            outSymbols[n] = symbols[i]
            outCoefficients[n] = c
            n += 1
          }
          i += 1
          j += 1
        }
      }
      return n
    }
    if count == 0 || mine.isEmpty
      || SlotAllocator.sizeClass(for: count) != SlotAllocator.sizeClass(for: mine.count)
    {
      release(r)
      reserve(r, count)
    } else {
      places[r].count = Int32(count)
    }
    // (Read again: `reserve` may have moved the pool.)
    symbols = self.symbols.base
    coefficients = self.coefficients.base
    let start = Int(places[r].start)
    for m in 0..<count {
      symbols[start + m] = outSymbols[m]
      coefficients[start + m] = outCoefficients[m]
    }
  }

  /// Gives row `r`, which has no slot, the smallest slot for `count` cells (none for 0).
  @inline(__always)
  private mutating func reserve(_ r: Int, _ count: Int) {
    guard count > 0 else { return }
    let start = slots.allocate(SlotAllocator.sizeClass(for: count), links: symbols)
    SlotAllocator.extend(&symbols, to: slots.end, with: 0)
    SlotAllocator.extend(&coefficients, to: slots.end, with: 0)
    places[r] = SlotPlace(start: Int32(start), count: Int32(count))
  }

  /// Gives row `r`'s slot back; the row is left empty.
  @inline(__always)
  private mutating func release(_ r: Int) {
    let place = places[r]
    if place.count > 0 {
      slots.release(
        Int(place.start), SlotAllocator.sizeClass(for: Int(place.count)), links: &symbols)
    }
    places[r] = .empty
  }

  /// Cells stored, and the room the pool holds (for tests).
  var size: (cells: Int, room: Int, free: Int) {
    (places.reduce(0) { $0 + Int($1.count) }, symbols.count, slots.freeEntries(links: symbols))
  }
}
