/// The part of each view under a chosen part's root (`PresolvedItems.memberPart`), by view
/// index, -1 for none: a table as long as the document for a system of the whole of it, the
/// views marked alone for a system of part of it (a window's bars solved one by one each take
/// their bar's part: a table as long as the window for each bar made them quadratic).
struct MemberParts: Sendable {
  private var dense: [Int32] = []
  private var sparse: IndexMap?

  /// None: no part chosen.
  init() {}

  /// No view marked yet, for a document of `viewCount` views; `sparse` for part of it.
  init(viewCount: Int, sparse: Bool) {
    if sparse {
      self.sparse = IndexMap()
    } else {
      dense = Array(repeating: -1, count: viewCount)
    }
  }

  /// No view can be marked (made with `init()`).
  var isEmpty: Bool { sparse == nil && dense.isEmpty }

  /// The part of the view of this index, -1 for none.
  subscript(index: Int) -> Int32 {
    get {
      if let sparse { return sparse[index] ?? -1 }
      return index < dense.count ? dense[index] : -1
    }
    set {
      if sparse != nil {
        sparse!.set(index, newValue)
      } else {
        dense[index] = newValue
      }
    }
  }
}
