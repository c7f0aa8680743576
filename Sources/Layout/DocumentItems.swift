import DumpModel

extension Document {
  /// Every view and guide of the subtrees of `roots` (nil: the whole document) in pre-order —
  /// a view, its guides, its subviews' subtrees — with its depth below the root (a guide one
  /// deeper than its view): the order `inspect layout` and the reports list items in.
  public func itemsInPreorder(under roots: [ViewID]? = nil) -> [(item: ItemID, depth: Int)] {
    var items: [(item: ItemID, depth: Int)] = []
    if roots == nil { items.reserveCapacity(viewCount + guideCount) }
    for root in roots ?? self.roots {
      var levels: [ViewID] = []
      var current: ViewID? = root
      while let view = current {
        items.append((.view(view), levels.count))
        var guide = firstGuide(of: view)
        while let id = guide {
          items.append((.guide(id), levels.count + 1))
          guide = nextGuide(after: id)
        }
        if let child = firstSubview(of: view) {
          levels.append(view)
          current = child
          continue
        }
        current = nil
        var leaving: ViewID? = view
        while let done = leaving, done != root {
          if let next = nextSibling(of: done) {
            current = next
            break
          }
          leaving = levels.popLast()
        }
      }
    }
    return items
  }
}
