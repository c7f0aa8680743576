/// How UIKit names the items of a document, and where an item sits in the tree.
extension Document: ItemNaming {
  /// `Class:0xADDR'label'` (`UILayoutGuide:0x1c01a1500'BackButtonGuide(0x109518800)'`,
  /// `UIButton:0x10940abb0' Back'`), or the bare name of an item a log named without an
  /// address: how UIKit's notation names an item (`uikitItemName`).
  public func name(of item: ItemID) -> String {
    uikitItemName(
      className: className(of: item), address: address(of: item), label: label(of: item))
  }

  public func uikitName(of item: ItemID) -> String { name(of: item) }

  public func container(of item: ItemID) -> ItemID? { parent(of: item).map(ItemID.view) }

  public func accessibilityIdentifier(of item: ItemID) -> String? {
    guard case .view(let id) = item else { return nil }
    return viewAttributes[id.index].identifier
  }

  /// A constraint with its items named by address, as a dump writes it.
  public func addressedConstraint(_ id: ConstraintID) -> LayoutConstraint {
    constraintValues[id.index].mapItems { address(of: $0) }
  }

  /// The chain from a root down to `item`: the root first, `item` last (for a guide, its
  /// owner's chain and the guide).
  public func ancestry(of item: ItemID) -> [ItemID] {
    var chain = [item]
    var current: ViewID? = parent(of: item)
    while let view = current {
      chain.append(.view(view))
      current = superview(of: view)
    }
    return chain.reversed()
  }

  /// How deep a view sits: 0 for a root.
  public func depth(of view: ViewID) -> Int {
    var depth = 0
    var current = views[view.index].parent
    while current != noNode {
      depth += 1
      current = views[Int(current)].parent
    }
    return depth
  }

  /// Whether `ancestor` is `view` or encloses it.
  public func isAncestor(_ ancestor: ViewID, of view: ViewID) -> Bool {
    var current = Int32(view.index)
    while current != noNode {
      if current == Int32(ancestor.index) { return true }
      current = views[Int(current)].parent
    }
    return false
  }
}
