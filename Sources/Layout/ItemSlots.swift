/// The system's item index of each view (or guide) of the document by id, -1 for those outside
/// the solved views: an array as long as the document when the whole document is solved (or a
/// part holding a quarter of it or more: all of a window's bars), a table of the solved items
/// (`IndexMap`) when only a small part of it is (a bar of a window, a conflict log), so that
/// solving part of a large document costs what the part holds, not the document.
struct ItemSlots: Sendable {
  private var dense: [Int32]
  private var sparse: IndexMap
  private let isDense: Bool

  /// `count` ids; `dense` false keeps only the ids set, with room for about `capacity`, unless
  /// that is a quarter of them or more.
  init(count: Int, dense: Bool, capacity: Int = 32) {
    let dense = dense || capacity * 4 >= count
    isDense = dense
    self.dense = dense ? Array(repeating: -1, count: count) : []
    sparse = IndexMap(capacity: dense ? 0 : max(capacity, 8))
  }

  subscript(index: Int) -> Int32 {
    get { isDense ? dense[index] : sparse[index] ?? -1 }
    set {
      if isDense { dense[index] = newValue } else { sparse.set(index, newValue) }
    }
  }
}
