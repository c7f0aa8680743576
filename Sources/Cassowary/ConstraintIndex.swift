/// Each constraint's `records` index, found by the constraint's identity (`SolverCore.recordOf`).
///
/// An open-addressing table of record indices (linear probing, at most half full, deletion by
/// shifting back, so no tombstones), hashed from the constraint's address by one
/// multiplication (Fibonacci hashing); a slot's key is the constraint its record holds. A
/// `[ObjectIdentifier: Int32]` did the same with the standard library's seeded hash: its
/// hashing, probing and growth were most of the cost of looking a constraint up, once on every
/// add. Nothing iterates the table, so where an address puts a constraint changes no result.
struct ConstraintIndex {
  /// Record indices; -1 is an empty slot. A power of two long (or empty).
  private var slots: [Int32] = []
  /// `64 - log2(slots.count)`: the product's top bits are the home slot.
  private var shift = 64
  /// The constraints indexed.
  private(set) var count = 0

  /// Makes room for `count` constraints without growing.
  mutating func reserveCapacity(_ count: Int, records: [SolverCore.Record]) {
    if 2 * count > slots.count { rehash(to: Self.size(for: count), records: records) }
  }

  /// The record index of `constraint`, or nil.
  func find(_ constraint: Constraint, in records: [SolverCore.Record]) -> Int? {
    if slots.isEmpty { return nil }
    let mask = slots.count - 1
    var i = home(constraint)
    while true {
      let index = Int(slots[i])
      if index < 0 { return nil }
      if records[index].constraint === constraint { return index }
      i = (i + 1) & mask
    }
  }

  /// Indexes `records[index]`'s constraint, which is not indexed yet.
  mutating func insert(_ index: Int, records: [SolverCore.Record]) {
    if 2 * (count + 1) > slots.count { rehash(to: Self.size(for: count + 1), records: records) }
    place(index, records: records)
    count += 1
  }

  /// Forgets `constraint` (its record still holds it); returns its record index, or nil when it
  /// was not indexed.
  mutating func remove(_ constraint: Constraint, records: [SolverCore.Record]) -> Int? {
    if slots.isEmpty { return nil }
    let mask = slots.count - 1
    var hole = home(constraint)
    while true {
      let index = Int(slots[hole])
      if index < 0 { return nil }
      if records[index].constraint === constraint { break }
      hole = (hole + 1) & mask
    }
    let removed = Int(slots[hole])
    // Shift back every later entry of the run whose home is not between the hole and it.
    var j = hole
    while true {
      j = (j + 1) & mask
      let index = Int(slots[j])
      if index < 0 { break }
      let k = home(records[index].constraint!)
      let stays = hole <= j ? (hole < k && k <= j) : (hole < k || k <= j)
      if !stays {
        slots[hole] = slots[j]
        hole = j
      }
    }
    slots[hole] = -1
    count -= 1
    return removed
  }

  @inline(__always)
  private func home(_ constraint: Constraint) -> Int {
    let address = UInt64(UInt(bitPattern: ObjectIdentifier(constraint)))
    return Int(truncatingIfNeeded: (address &* 0x9E37_79B9_7F4A_7C15) >> UInt64(shift))
  }

  private mutating func place(_ index: Int, records: [SolverCore.Record]) {
    let mask = slots.count - 1
    var i = home(records[index].constraint!)
    while slots[i] >= 0 { i = (i + 1) & mask }
    slots[i] = Int32(index)
  }

  /// The table size for `count` constraints: a power of two at least twice as large (16 at
  /// least).
  private static func size(for count: Int) -> Int {
    var size = 16
    while size < 2 * count { size <<= 1 }
    return size
  }

  private mutating func rehash(to size: Int, records: [SolverCore.Record]) {
    let old = slots
    slots = [Int32](repeating: -1, count: size)
    shift = 64 - size.trailingZeroBitCount
    for index in old where index >= 0 { place(Int(index), records: records) }
  }
}
