/// Values by a document's dense view or guide number (`ViewID.index`, `GuideID.index`), for
/// the few a solve of part of a document holds: an open-addressing table hashed by
/// multiplication, so that a lookup costs a multiply rather than the seeded hashing of a
/// `Dictionary` (each constraint of each bar of a window looks its items up). For a part that
/// holds much of the document (the solve of all of a window's bars after a patch), a slot per
/// number instead: hashed, each lookup of a window's table was a miss of the cache, and the
/// table grew by rehashing all it held, some fifteen times.
struct IndexMap: Sendable {
  /// Each slot's key + 1 (0: empty) in its high half, its value in its low half: one array,
  /// so that a probe reads one word (two arrays were two reads and two bounds checks).
  /// By number: the value in the low half, 1 in the high half (0: none).
  private var slots: [UInt64]
  private var shift: Int
  private let isDirect: Bool
  private(set) var count = 0

  /// Room for about `capacity` keys before growing; a slot per key when the keys lie below
  /// `keys` and `capacity` is a quarter of that or more.
  init(capacity: Int = 8, keys: Int = 0) {
    if keys > 0, capacity * 4 >= keys {
      isDirect = true
      slots = Array(repeating: 0, count: keys)
      shift = 0
      return
    }
    isDirect = false
    var size = 16
    while size < capacity * 2 { size *= 2 }
    slots = Array(repeating: 0, count: size)
    shift = 64 - size.trailingZeroBitCount
  }

  private func slot(_ key: Int) -> Int {
    Int(
      truncatingIfNeeded: (UInt64(UInt32(truncatingIfNeeded: key)) &* 0x9E37_79B9_7F4A_7C15)
        >> UInt64(shift))
  }

  /// The value of `key`, or nil (for any key below 0 too).
  subscript(key: Int) -> Int32? {
    if key < 0 { return nil }
    if isDirect {
      if key >= slots.count { return nil }
      let found = slots[key]
      return found == 0 ? nil : Int32(truncatingIfNeeded: found)
    }
    let stored = UInt64(UInt32(truncatingIfNeeded: key + 1))
    let mask = slots.count - 1
    var index = slot(key)
    while true {
      let found = slots[index]
      if found >> 32 == stored { return Int32(truncatingIfNeeded: found) }
      if found == 0 { return nil }
      index = (index + 1) & mask
    }
  }

  /// Sets the value of `key` (≥ 0).
  mutating func set(_ key: Int, _ value: Int32) {
    precondition(key >= 0 && key < Int(Int32.max), "an index of a document")
    if isDirect {
      if slots[key] == 0 { count += 1 }
      slots[key] = 1 << 32 | UInt64(UInt32(bitPattern: value))
      return
    }
    let stored = UInt64(UInt32(truncatingIfNeeded: key + 1))
    let entry = stored << 32 | UInt64(UInt32(bitPattern: value))
    let mask = slots.count - 1
    var index = slot(key)
    while true {
      let found = slots[index]
      if found >> 32 == stored {
        slots[index] = entry
        return
      }
      if found == 0 { break }
      index = (index + 1) & mask
    }
    slots[index] = entry
    count += 1
    if count * 2 > slots.count { grow() }
  }

  private mutating func grow() {
    let old = slots
    slots = Array(repeating: 0, count: old.count * 2)
    shift -= 1
    count = 0
    for entry in old where entry != 0 {
      set(Int(entry >> 32) - 1, Int32(truncatingIfNeeded: entry))
    }
  }
}
