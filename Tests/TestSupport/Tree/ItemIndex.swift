import DumpModel

/// Every view and guide of a hierarchy by address, with its owner and its place in the tree:
/// what printers need to name an item (`UILayoutGuide:0x…'LeadingBarGuide(0x…)'`), what `find`
/// needs for a path, and what layout needs to walk up to a superview.
public struct ItemIndex: Sendable {
  public enum Kind: Sendable, Hashable { case view, guide }

  public struct Item: Sendable, Hashable {
    public var kind: Kind
    public var className: String
    public var address: String
    /// A guide's identifier, or a view's title: the text UIKit prints in quotes.
    public var label: String?
    /// A view's accessibility identifier (`identifier`), which a log prints in place of its
    /// class.
    public var accessibilityIdentifier: String?
    /// The superview of a view, the owning view of a guide; nil for a root view.
    public var parent: String?
    /// Index path from `hierarchy.views`: view indices, and for a guide its guide index last.
    public var path: [Int]
    public var location: SourceLocation?
  }

  /// Items in document pre-order: each view, then its guides, then its subviews.
  public private(set) var items: [Item] = []
  private var positions: [String: Int] = [:]

  public init(_ hierarchy: Hierarchy) {
    for (index, view) in hierarchy.views.enumerated() {
      add(view, parent: nil, path: [index])
    }
  }

  private mutating func add(_ view: View, parent: String?, path: [Int]) {
    insert(
      Item(
        kind: .view, className: view.className, address: view.address, label: view.title,
        accessibilityIdentifier: view.identifier, parent: parent, path: path,
        location: view.location))
    for (index, guide) in view.guides.enumerated() {
      insert(
        Item(
          kind: .guide, className: guide.className, address: guide.address,
          label: guide.identifier, accessibilityIdentifier: nil, parent: view.address,
          path: path + [index], location: guide.location))
    }
    for (index, subview) in view.subviews.enumerated() {
      add(subview, parent: view.address, path: path + [index])
    }
  }

  private mutating func insert(_ item: Item) {
    // The first item wins; readers report duplicates before building an index.
    if positions[item.address] == nil { positions[item.address] = items.count }
    items.append(item)
  }

  public subscript(address: String) -> Item? {
    positions[address].map { items[$0] }
  }

  public func contains(_ address: String) -> Bool { positions[address] != nil }

  /// `Class:0xADDR` followed by `'label'` when the item has one — how UIKit names an item
  /// (`uikitItemName`: an item a log named without an address is named by that name alone, as
  /// the constraint notation names it).
  public func name(of address: String) -> String { uikitName(of: address) }

  /// The chain of views from the root down to `address` (inclusive).
  public func ancestry(of address: String) -> [Item] {
    var chain: [Item] = []
    var current = self[address]
    while let item = current {
      chain.append(item)
      current = item.parent.flatMap { self[$0] }
    }
    return chain.reversed()
  }
}

extension ItemIndex: ItemNaming {
  public func uikitName(of address: String) -> String {
    guard let item = self[address] else { return address }
    return uikitItemName(className: item.className, address: item.address, label: item.label)
  }

  public func container(of address: String) -> String? { self[address]?.parent }

  public func accessibilityIdentifier(of address: String) -> String? {
    self[address]?.accessibilityIdentifier
  }
}

extension Hierarchy {
  /// Calls `body` on every view in pre-order, with its superview's address.
  public func forEachView(_ body: (View, _ superview: String?) throws -> Void) rethrows {
    func visit(_ view: View, _ superview: String?) throws {
      try body(view, superview)
      for subview in view.subviews { try visit(subview, view.address) }
    }
    for root in views { try visit(root, nil) }
  }

  /// The view at an index path of `ItemIndex.Item.path` (view indices only).
  public func view(at path: [Int]) -> View? {
    guard let first = path.first, views.indices.contains(first) else { return nil }
    var view = views[first]
    for index in path.dropFirst() {
      guard view.subviews.indices.contains(index) else { return nil }
      view = view.subviews[index]
    }
    return view
  }

  /// Rewrites every view in pre-order; `body` may change anything but the subviews' count.
  public mutating func mutateViews(_ body: (inout View) throws -> Void) rethrows {
    func visit(_ view: inout View) throws {
      try body(&view)
      for index in view.subviews.indices { try visit(&view.subviews[index]) }
    }
    for index in views.indices { try visit(&views[index]) }
  }
}
