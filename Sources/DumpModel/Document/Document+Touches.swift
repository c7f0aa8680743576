/// The constraints touching each item (naming it as `first` or `second`), kept in document
/// order on every edit: what patches look up ("the constraints tying this stack to a guide")
/// and what layout needs to find an item's constraints without a scan.
extension Document {
  /// The held constraints that name `item`, in document order (one naming it twice is listed
  /// once).
  public func constraints(touching item: ItemID) -> [ConstraintID] {
    var result: [ConstraintID] = []
    // Made at its size: grown one by one, most lists were copied three or four times.
    result.reserveCapacity(Int(touchList(of: item).count))
    var slot = touchList(of: item).first
    while slot != noNode {
      result.append(ConstraintID(Int(slot >> 1)))
      slot = nextTouch(slot)
    }
    return result
  }

  /// The first held constraint naming `item` that `accepts`, in the order of
  /// `constraints(touching:)`, read along the item's list: no array of them (the bar model
  /// asks for each constraint it means to write, a window's bars some 36 times each). The
  /// document is lent to `accepts`: a closure that captured a document being edited (a
  /// writer's) copied it for each call.
  package func firstConstraint(
    touching item: ItemID, where accepts: (Document, ConstraintID) throws -> Bool
  ) rethrows -> ConstraintID? {
    var slot = touchList(of: item).first
    while slot != noNode {
      let id = ConstraintID(Int(slot >> 1))
      if try accepts(self, id) { return id }
      slot = nextTouch(slot)
    }
    return nil
  }

  /// How many held constraints name `item`.
  public func touchCount(of item: ItemID) -> Int { Int(touchList(of: item).count) }

  // MARK: Links

  func touchList(of item: ItemID) -> TouchList {
    switch item {
    case .view(let id): return views[id.index].touches
    case .guide(let id): return guides[id.index].touches
    }
  }

  private mutating func setTouchList(of item: ItemID, _ list: TouchList) {
    switch item {
    case .view(let id): views[id.index].touches = list
    case .guide(let id): guides[id.index].touches = list
    }
  }

  func nextTouch(_ slot: Int32) -> Int32 {
    let node = constraints[Int(slot >> 1)]
    return slot & 1 == 0 ? node.nextTouch.0 : node.nextTouch.1
  }

  private func previousTouch(_ slot: Int32) -> Int32 {
    let node = constraints[Int(slot >> 1)]
    return slot & 1 == 0 ? node.previousTouch.0 : node.previousTouch.1
  }

  private mutating func setNextTouch(_ slot: Int32, _ value: Int32) {
    if slot & 1 == 0 {
      constraints[Int(slot >> 1)].nextTouch.0 = value
    } else {
      constraints[Int(slot >> 1)].nextTouch.1 = value
    }
  }

  private mutating func setPreviousTouch(_ slot: Int32, _ value: Int32) {
    if slot & 1 == 0 {
      constraints[Int(slot >> 1)].previousTouch.0 = value
    } else {
      constraints[Int(slot >> 1)].previousTouch.1 = value
    }
  }

  /// The items a constraint's touch slots stand for: slot 0 its first item, slot 1 its second
  /// when that is another item.
  func touchedItems(_ first: ItemID, _ second: ItemID?) -> (ItemID, ItemID?) {
    (first, second == first ? nil : second)
  }

  /// The touched items of the constraint at `index`, read without copying the constraint.
  func touchedItems(ofConstraintAt index: Int32) -> (ItemID, ItemID?) {
    touchedItems(constraintValues[Int(index)].first, constraintValues[Int(index)].second)
  }

  /// Links a held constraint into the touch lists of its items, each at its place in document
  /// order — found from the end (constraints are mostly added after the ones already there),
  /// or, for a builder that links them in document order (`sorted`), the end itself.
  mutating func linkTouches(of constraint: Int32, sorted: Bool = false) {
    let (first, second) = touchedItems(ofConstraintAt: constraint)
    linkTouch(constraint << 1, into: first, atEnd: sorted)
    constraints[Int(constraint)].linkedSlots.0 = true
    if let second {
      linkTouch(constraint << 1 | 1, into: second, atEnd: sorted)
      constraints[Int(constraint)].linkedSlots.1 = true
    }
  }

  mutating func unlinkTouches(of constraint: Int32) {
    let node = constraints[Int(constraint)]
    let (first, second) = touchedItems(ofConstraintAt: constraint)
    if node.linkedSlots.0 { unlinkTouch(constraint << 1, from: first) }
    if node.linkedSlots.1, let second { unlinkTouch(constraint << 1 | 1, from: second) }
    constraints[Int(constraint)].linkedSlots = (false, false)
  }

  private mutating func linkTouch(_ slot: Int32, into item: ItemID, atEnd: Bool) {
    var after = touchList(of: item).last
    if !atEnd {
      let key = orderKey(of: slot >> 1)
      while after != noNode, orderKey(of: after >> 1) > key { after = previousTouch(after) }
    }
    var list = touchList(of: item)
    let before = after == noNode ? list.first : nextTouch(after)
    setPreviousTouch(slot, after)
    setNextTouch(slot, before)
    if after == noNode { list.first = slot } else { setNextTouch(after, slot) }
    if before == noNode { list.last = slot } else { setPreviousTouch(before, slot) }
    list.count += 1
    setTouchList(of: item, list)
  }

  private mutating func unlinkTouch(_ slot: Int32, from item: ItemID) {
    var list = touchList(of: item)
    let previous = previousTouch(slot)
    let next = nextTouch(slot)
    if previous == noNode { list.first = next } else { setNextTouch(previous, next) }
    if next == noNode { list.last = previous } else { setPreviousTouch(next, previous) }
    setPreviousTouch(slot, noNode)
    setNextTouch(slot, noNode)
    list.count -= 1
    setTouchList(of: item, list)
  }
}
