import DumpModel

/// The subtrees of some views of a document (the checked roots, the bars the model does not
/// reproduce), and whether an item lies in one: asked of every finding of a window, a walk up
/// from the item that reads one slot per view (a mark by id) instead of hashing each view.
struct Subtrees {
  /// One mark per view of the document, made only when a root is given.
  private var roots: [Bool] = []

  init(_ roots: some Sequence<ViewID>, in document: Document) {
    for root in roots where root.index >= 0 && root.index < document.viewCount {
      if self.roots.isEmpty { self.roots = Array(repeating: false, count: document.viewCount) }
      self.roots[root.index] = true
    }
  }

  /// No root: no item lies in a subtree.
  var isEmpty: Bool { roots.isEmpty }

  /// Whether `item` is a root or lies under one (a guide, under its owner).
  func contains(_ item: ItemID, in document: Document) -> Bool {
    guard !roots.isEmpty else { return false }
    var view: ViewID? = document.view(containing: item)
    while let current = view {
      if roots.indices.contains(current.index), roots[current.index] { return true }
      view = document.superview(of: current)
    }
    return false
  }
}
