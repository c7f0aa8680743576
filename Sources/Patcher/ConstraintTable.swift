import DumpModel

/// Where a constraint of the document lives: the view that holds it and its index there.
public struct ConstraintRef: Sendable, Hashable, Comparable {
  public var holder: String
  public var index: Int
  /// The holder's position in document pre-order: orders constraints as the document does.
  var order: Int

  public static func < (lhs: ConstraintRef, rhs: ConstraintRef) -> Bool {
    (lhs.order, lhs.index) < (rhs.order, rhs.index)
  }
}

/// Every constraint of a hierarchy in document order (holders in pre-order, then each holder's
/// list), with lookups by the items they relate.
struct ConstraintTable {
  struct Entry {
    var ref: ConstraintRef
    var constraint: LayoutConstraint
  }

  private(set) var entries: [Entry] = []
  private var byItem: [String: [Int]] = [:]
  /// Pre-order position of each view, for ordering `ConstraintSource.document` references.
  private(set) var viewOrder: [String: Int] = [:]

  init(_ hierarchy: Hierarchy) {
    var order = 0
    hierarchy.forEachView { view, _ in
      viewOrder[view.address] = order
      add(view, order: order)
      order += 1
    }
  }

  /// The constraints held in the subtrees of `roots` only (the bars, in a large window),
  /// ordered by `order` (each view's document position).
  init(_ hierarchy: Hierarchy, roots: [String], index: ItemIndex, order: [String: Int]) {
    viewOrder = order
    func visit(_ view: View) {
      add(view, order: order[view.address] ?? 0)
      for subview in view.subviews { visit(subview) }
    }
    for root in roots {
      guard let item = index[root], item.kind == .view, let view = hierarchy.view(at: item.path)
      else { continue }
      visit(view)
    }
  }

  private mutating func add(_ view: View, order: Int) {
    for (index, constraint) in view.constraints.enumerated() {
      let position = entries.count
      entries.append(
        Entry(
          ref: ConstraintRef(holder: view.address, index: index, order: order),
          constraint: constraint))
      byItem[constraint.first, default: []].append(position)
      if let second = constraint.second, second != constraint.first {
        byItem[second, default: []].append(position)
      }
    }
  }

  /// The constraints that name `address` as first or second item, in document order.
  func involving(_ address: String) -> [Entry] {
    (byItem[address] ?? []).map { entries[$0] }
  }

  func ref(holder: String, index: Int) -> ConstraintRef? {
    guard let order = viewOrder[holder] else { return nil }
    return ConstraintRef(holder: holder, index: index, order: order)
  }

  func entry(_ ref: ConstraintRef) -> Entry? {
    entries.first { $0.ref.holder == ref.holder && $0.ref.index == ref.index }
  }
}

/// The horizontal edge an attribute names in a layout direction (`left` is the leading edge
/// left to right and the trailing edge right to left); nil for anything else.
func horizontalEdge(_ attribute: LayoutAttribute, _ direction: LayoutDirection) -> BarSide? {
  switch attribute {
  case .leading: return .leading
  case .trailing: return .trailing
  case .left: return direction == .leftToRight ? .leading : .trailing
  case .right: return direction == .leftToRight ? .trailing : .leading
  default: return nil
  }
}

extension LayoutConstraint {
  /// The attribute this constraint applies to `address` (first item first), if it names it.
  func attribute(of address: String) -> LayoutAttribute? {
    if first == address { return firstAttribute }
    if second == address { return secondAttribute }
    return nil
  }

  /// The other item of a two-item constraint that names `address`.
  func otherItem(than address: String) -> String? {
    if first == address { return second }
    if second == address { return first }
    return nil
  }

  /// True when the constraint relates `a`'s `edgeA` and `b`'s `edgeB` (in either order).
  func relates(
    _ a: String, _ edgeA: BarSide, _ b: String, _ edgeB: BarSide, _ direction: LayoutDirection
  ) -> Bool {
    guard let second, (first == a && second == b) || (first == b && second == a) else {
      return false
    }
    guard let attrA = attribute(of: a), let attrB = otherAttribute(of: a) else { return false }
    return horizontalEdge(attrA, direction) == edgeA && horizontalEdge(attrB, direction) == edgeB
  }

  private func otherAttribute(of address: String) -> LayoutAttribute? {
    if first == address { return second == nil ? nil : secondAttribute }
    if second == address { return firstAttribute }
    return nil
  }
}

extension Hierarchy {
  /// Changes the view at `address` (found through `index`); false when there is no such view.
  @discardableResult
  mutating func modifyView(
    _ address: String, index: ItemIndex, _ body: (inout View) -> Void
  ) -> Bool {
    guard let item = index[address], item.kind == .view else { return false }
    let path = item.path
    func visit(_ view: inout View, _ rest: ArraySlice<Int>) {
      guard let next = rest.first else {
        body(&view)
        return
      }
      visit(&view.subviews[next], rest.dropFirst())
    }
    guard let first = path.first, views.indices.contains(first) else { return false }
    visit(&views[first], path.dropFirst())
    return true
  }
}
