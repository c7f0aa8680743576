import DumpModel

// How a constraint relates bar items' edges: the anatomy reads ties with it, the patches
// find and compare constraints with it.

/// The horizontal edge an attribute names in a layout direction (`left` is the leading edge
/// left to right and the trailing edge right to left); nil for anything else.
package func horizontalEdge(_ attribute: LayoutAttribute, _ direction: LayoutDirection) -> BarSide?
{
  switch attribute {
  case .leading: return .leading
  case .trailing: return .trailing
  case .left: return direction == .leftToRight ? .leading : .trailing
  case .right: return direction == .leftToRight ? .trailing : .leading
  default: return nil
  }
}

extension LayoutConstraintOf {
  /// The attribute this constraint applies to `item` (first item first), if it names it.
  package func attribute(of item: Item) -> LayoutAttribute? {
    if first == item { return firstAttribute }
    if second == item { return secondAttribute }
    return nil
  }

  /// The other item of a two-item constraint that names `item`.
  package func otherItem(than item: Item) -> Item? {
    if first == item { return second }
    if second == item { return first }
    return nil
  }

  /// Whether the constraint names `item` as its first or second item.
  package func names(_ item: Item) -> Bool { first == item || second == item }

  /// True when the constraint relates `a`'s `edgeA` and `b`'s `edgeB` (in either order).
  package func relates(
    _ a: Item, _ edgeA: BarSide, _ b: Item, _ edgeB: BarSide, _ direction: LayoutDirection
  ) -> Bool {
    guard let second, (first == a && second == b) || (first == b && second == a) else {
      return false
    }
    guard let attrA = attribute(of: a), let attrB = otherAttribute(of: a) else { return false }
    return horizontalEdge(attrA, direction) == edgeA && horizontalEdge(attrB, direction) == edgeB
  }

  private func otherAttribute(of item: Item) -> LayoutAttribute? {
    if first == item { return second == nil ? nil : secondAttribute }
    if second == item { return firstAttribute }
    return nil
  }

  /// The same constraint, written either way round (`a == b + c` and `b == a - c`).
  package func isEquivalent(to other: LayoutConstraintOf) -> Bool {
    let (a, b) = (self, other)
    guard a.priority == b.priority, a.multiplier == 1, b.multiplier == 1 else { return false }
    if a.first == b.first, a.firstAttribute == b.firstAttribute, a.second == b.second,
      a.secondAttribute == b.secondAttribute, a.relation == b.relation, a.constant == b.constant
    {
      return true
    }
    let flipped: LayoutRelation
    switch b.relation {
    case .equal: flipped = .equal
    case .lessThanOrEqual: flipped = .greaterThanOrEqual
    case .greaterThanOrEqual: flipped = .lessThanOrEqual
    }
    return a.first == b.second && a.second == b.first && a.firstAttribute == b.secondAttribute
      && a.secondAttribute == b.firstAttribute && a.relation == flipped
      && a.constant == -b.constant
  }
}
