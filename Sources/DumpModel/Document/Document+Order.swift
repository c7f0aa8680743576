/// Document order (docs/model.md, "Order"): views in pre-order (a view, then its subviews'
/// subtrees back to front; roots in order), and constraints by their holder's place in that
/// order, then by their place in the holder's list — the order a dump lists them in, the
/// order layout adds them in.
extension Document {
  /// The view after `view` in pre-order, or nil after the last.
  public func viewAfter(_ view: ViewID) -> ViewID? {
    let node = views[view.index]
    if node.children.first != noNode { return ViewID(Int(node.children.first)) }
    var current = Int32(view.index)
    while current != noNode {
      let next = views[Int(current)].link.next
      if next != noNode { return ViewID(Int(next)) }
      current = views[Int(current)].parent
    }
    return nil
  }

  /// The first view in pre-order (the first root).
  public var firstView: ViewID? { id(rootList.first) }

  /// Every view in pre-order.
  public var preorder: [ViewID] {
    var result: [ViewID] = []
    result.reserveCapacity(views.count)
    forEachView { result.append($0) }
    return result
  }

  /// Calls `body` on every view in pre-order, without making an array.
  public func forEachView(_ body: (ViewID) throws -> Void) rethrows {
    var current = firstView
    while let view = current {
      try body(view)
      current = viewAfter(view)
    }
  }

  /// Every constraint held now, in document order.
  public var constraintsInDocumentOrder: [ConstraintID] {
    var result: [ConstraintID] = []
    result.reserveCapacity(liveConstraints)
    forEachView { view in
      var current = views[view.index].held.first
      while current != noNode {
        result.append(ConstraintID(Int(current)))
        current = constraints[Int(current)].link.next
      }
    }
    return result
  }

  /// Whether `a` comes before `b` in document order (pre-order).
  public func precedes(_ a: ViewID, _ b: ViewID) -> Bool {
    views[a.index].order < views[b.index].order
  }

  /// Whether constraint `a` comes before `b` in document order. Both must be held.
  public func precedes(_ a: ConstraintID, _ b: ConstraintID) -> Bool {
    orderKey(of: Int32(a.index)) < orderKey(of: Int32(b.index))
  }

  /// The constraints sorted in document order (removed ones last, by id).
  public func sortedInDocumentOrder(_ ids: [ConstraintID]) -> [ConstraintID] {
    ids.sorted { a, b in
      switch (isRemoved(a), isRemoved(b)) {
      case (false, false): return precedes(a, b)
      case (true, true): return a < b
      case (let removedA, _): return !removedA
      }
    }
  }

  /// (holder's key, key in the holder): compares as document order.
  func orderKey(of constraint: Int32) -> (UInt64, UInt64) {
    let node = constraints[Int(constraint)]
    return (views[Int(node.holder)].order, node.order)
  }

  // MARK: Keys

  /// Deals every view a fresh key in pre-order, `orderGap` apart.
  mutating func renumberViews() {
    var key: UInt64 = 0
    var current = rootList.first
    while current != noNode {
      key += orderGap
      views[Int(current)].order = key
      current = viewAfter(ViewID(Int(current))).map { Int32($0.index) } ?? noNode
    }
  }

  /// Gives a new view a key between its neighbours in pre-order, dealing all keys afresh when
  /// there is no room left between them.
  mutating func assignOrder(toNewView view: Int32) {
    let predecessor = preorderPredecessor(of: view)
    let successor = viewAfter(ViewID(Int(view))).map { Int32($0.index) } ?? noNode
    let low = predecessor == noNode ? 0 : views[Int(predecessor)].order
    let high = successor == noNode ? low &+ 2 * orderGap : views[Int(successor)].order
    if successor == noNode, low < UInt64.max - 2 * orderGap {
      views[Int(view)].order = low + orderGap
    } else if high > low + 1 {
      views[Int(view)].order = low + (high - low) / 2
    } else {
      renumberViews()
    }
  }

  /// The view just before `view` in pre-order: the last view of the previous sibling's
  /// subtree, else the superview; `noNode` for the first root.
  private func preorderPredecessor(of view: Int32) -> Int32 {
    var previous = views[Int(view)].link.previous
    guard previous != noNode else { return views[Int(view)].parent }
    while views[Int(previous)].children.last != noNode {
      previous = views[Int(previous)].children.last
    }
    return previous
  }

  /// Gives a constraint just linked into its holder's list a key between its neighbours
  /// there, dealing the holder's keys afresh when there is no room.
  mutating func assignOrder(toNewConstraint constraint: Int32) {
    let node = constraints[Int(constraint)]
    let low = node.link.previous == noNode ? 0 : constraints[Int(node.link.previous)].order
    if node.link.next == noNode, low < UInt64.max - orderGap {
      constraints[Int(constraint)].order = low + orderGap
      return
    }
    let high = node.link.next == noNode ? UInt64.max : constraints[Int(node.link.next)].order
    if high > low + 1 {
      constraints[Int(constraint)].order = low + (high - low) / 2
      return
    }
    var key: UInt64 = 0
    for index in constraints.members(of: views[Int(node.holder)].held) {
      key += orderGap
      constraints[index].order = key
    }
  }
}
