/// Values by a document's dense view or guide number (`ViewID.index`, `GuideID.index`), for
/// the few a solve of part of a document holds: an open-addressing table hashed by
/// multiplication, so that a lookup costs a multiply rather than the seeded hashing of a
/// `Dictionary` (each constraint of each bar of a window looks its items up).
struct IndexMap: Sendable {
  /// The key + 1 in each slot (0: empty), and its value.
  private var keys: [Int32]
  private var values: [Int32]
  private var shift: Int
  private(set) var count = 0

  /// Room for about `capacity` keys before growing.
  init(capacity: Int = 8) {
    var size = 16
    while size < capacity * 2 { size *= 2 }
    keys = Array(repeating: 0, count: size)
    values = Array(repeating: 0, count: size)
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
    let stored = Int32(truncatingIfNeeded: key + 1)
    var index = slot(key)
    while true {
      let found = keys[index]
      if found == stored { return values[index] }
      if found == 0 { return nil }
      index = (index + 1) & (keys.count - 1)
    }
  }

  /// Sets the value of `key` (≥ 0).
  mutating func set(_ key: Int, _ value: Int32) {
    precondition(key >= 0 && key < Int(Int32.max), "an index of a document")
    let stored = Int32(truncatingIfNeeded: key + 1)
    var index = slot(key)
    while true {
      let found = keys[index]
      if found == stored {
        values[index] = value
        return
      }
      if found == 0 { break }
      index = (index + 1) & (keys.count - 1)
    }
    keys[index] = stored
    values[index] = value
    count += 1
    if count * 2 > keys.count { grow() }
  }

  private mutating func grow() {
    let (oldKeys, oldValues) = (keys, values)
    keys = Array(repeating: 0, count: oldKeys.count * 2)
    values = Array(repeating: 0, count: oldKeys.count * 2)
    shift -= 1
    count = 0
    for index in oldKeys.indices where oldKeys[index] != 0 {
      set(Int(oldKeys[index]) - 1, oldValues[index])
    }
  }
}
