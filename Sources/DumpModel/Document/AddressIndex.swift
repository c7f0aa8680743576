/// Every view and guide of a document by address: an open-addressing hash table of item
/// codes (docs/model.md, "Storage").
///
/// Written here rather than taken from `Dictionary<String, ItemID>` because reading a
/// 200,000-view dump makes 600,000 lookups and insertions, and `String`'s hashing (Unicode
/// normalization, SipHash) was the largest cost of building a document (measured with
/// callgrind: about 600 instructions a lookup, against 60 here). The keys are not stored: a
/// slot holds the item and its hash, and the document compares the item's own address. The
/// hash is seeded at random per table, so that a dump cannot be made to collide on purpose.
struct AddressIndex: Sendable {
  /// A slot: the hash's high 32 bits and the item code + 1 in the low ones; 0 is empty.
  private var slots: [UInt64] = Array(repeating: 0, count: 16)
  private(set) var count = 0
  private let seed = UInt64.random(in: .min ... .max)

  var capacity: Int { slots.count }

  /// An item as a code: a view's index × 2, a guide's × 2 + 1.
  static func code(_ item: ItemID) -> UInt32 {
    switch item {
    case .view(let id): return UInt32(id.index) << 1
    case .guide(let id): return UInt32(id.index) << 1 | 1
    }
  }

  static func item(_ code: UInt32) -> ItemID {
    code & 1 == 0 ? .view(ViewID(Int(code >> 1))) : .guide(GuideID(Int(code >> 1)))
  }

  /// Room for `count` items without growing.
  mutating func reserve(_ count: Int) {
    var size = slots.count
    while size < count * 2 { size *= 2 }
    if size > slots.count { rehash(size) }
  }

  func hash(_ address: String) -> UInt32 {
    var copy = address
    let seed = self.seed
    return copy.withUTF8 { bytes in
      var h = seed ^ (UInt64(bytes.count) &* 0x9E37_79B9_7F4A_7C15)
      var index = 0
      while index + 8 <= bytes.count {
        let chunk = UnsafeRawBufferPointer(bytes).loadUnaligned(
          fromByteOffset: index, as: UInt64.self)
        h = (h ^ chunk) &* 0xBF58_476D_1CE4_E5B9
        h ^= h >> 31
        index += 8
      }
      var tail: UInt64 = 0
      var shift: UInt64 = 0
      while index < bytes.count {
        tail |= UInt64(bytes[index]) << shift
        shift += 8
        index += 1
      }
      h = (h ^ tail) &* 0x94D0_49BB_1331_11EB
      h ^= h >> 29
      h = h &* 0xBF58_476D_1CE4_E5B9
      h ^= h >> 32
      return UInt32(truncatingIfNeeded: h)
    }
  }

  /// The first slot where an item of this hash may be.
  func start(_ hash: UInt32) -> Int { Int(hash) & (slots.count - 1) }

  func next(_ slot: Int) -> Int { (slot + 1) & (slots.count - 1) }

  /// The item code in a slot, when the slot holds one with this hash; `.empty` ends a search.
  func probe(_ slot: Int, hash: UInt32) -> Probe {
    let value = slots[slot]
    if value == 0 { return .empty }
    guard UInt32(truncatingIfNeeded: value >> 32) == hash else { return .other }
    return .candidate(UInt32(truncatingIfNeeded: value) - 1)
  }

  enum Probe {
    case empty, other
    case candidate(UInt32)
  }

  /// Puts an item in the empty slot a search ended at, growing the table past half full.
  mutating func insert(_ code: UInt32, hash: UInt32, at slot: Int) {
    slots[slot] = UInt64(hash) << 32 | UInt64(code + 1)
    count += 1
    if count * 2 > slots.count { rehash(slots.count * 2) }
  }

  /// Empties a slot, moving later entries of the run back so that every search still finds
  /// them (no tombstones).
  mutating func remove(at slot: Int) {
    var hole = slot
    var current = next(slot)
    while slots[current] != 0 {
      let home = start(UInt32(truncatingIfNeeded: slots[current] >> 32))
      // The entry may move to the hole when its home is not between the hole and it.
      let distanceToHole = (hole - home) & (slots.count - 1)
      let distanceToCurrent = (current - home) & (slots.count - 1)
      if distanceToHole < distanceToCurrent {
        slots[hole] = slots[current]
        hole = current
      }
      current = next(current)
    }
    slots[hole] = 0
    count -= 1
  }

  private mutating func rehash(_ size: Int) {
    let old = slots
    slots = Array(repeating: 0, count: size)
    for value in old where value != 0 {
      var slot = start(UInt32(truncatingIfNeeded: value >> 32))
      while slots[slot] != 0 { slot = next(slot) }
      slots[slot] = value
    }
  }
}

extension Document {
  /// The item indexed under `address`.
  func indexedItem(_ address: String) -> ItemID? {
    let hash = addresses.hash(address)
    var slot = addresses.start(hash)
    while true {
      switch addresses.probe(slot, hash: hash) {
      case .empty: return nil
      case .other: break
      case .candidate(let code):
        let item = AddressIndex.item(code)
        if self.address(of: item) == address { return item }
      }
      slot = addresses.next(slot)
    }
  }

  /// Indexes `item` under its address, unless an item has that address already: then that
  /// one is returned and nothing changes.
  mutating func index(_ item: ItemID) -> ItemID? {
    let address = self.address(of: item)
    let hash = addresses.hash(address)
    var slot = addresses.start(hash)
    while true {
      switch addresses.probe(slot, hash: hash) {
      case .empty:
        addresses.insert(AddressIndex.code(item), hash: hash, at: slot)
        return nil
      case .other: break
      case .candidate(let code):
        let existing = AddressIndex.item(code)
        if self.address(of: existing) == address { return existing }
      }
      slot = addresses.next(slot)
    }
  }

  /// Takes `item` out of the index under `address` (its address before a change), if it is
  /// the one indexed there.
  mutating func unindex(_ item: ItemID, address: String) {
    let hash = addresses.hash(address)
    let code = AddressIndex.code(item)
    var slot = addresses.start(hash)
    while true {
      switch addresses.probe(slot, hash: hash) {
      case .empty: return
      case .other: break
      case .candidate(let candidate):
        if candidate == code { return addresses.remove(at: slot) }
      }
      slot = addresses.next(slot)
    }
  }
}
