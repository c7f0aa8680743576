/// A recorded view hierarchy as one indexed, editable value (docs/model.md): the dump's
/// metadata, its views, guides and constraints by typed id, and the indexes every consumer
/// needs — items by address, the constraints each view holds and each item is touched by,
/// document order — kept current by every edit.
///
/// Readers build it with `DocumentBuilder` (or from a tree with `Document(_:)`); layout,
/// patches and the writers read it; patches edit it through its methods (`addView`,
/// `addConstraint`, `removeConstraint`, `setFrame`, …), never through its storage.
public struct Document: Sendable {
  /// The `<hierarchy>` attributes, the patch records, unknown content of the root.
  public var metadata: DumpMetadata {
    didSet { edited() }
  }

  /// A number no other state of any document has had: every edit gives the document a new
  /// one (copies share it until one of them is edited), so that what is worked out from a
  /// document can be kept for as long as its revision is the same (the bar model's
  /// recognition of each bar, `RecognitionMemo`).
  public private(set) var revision = DocumentRevision()

  var views: [ViewNode] = []
  @usableFromInline var viewAttributes: [ViewAttributes] = []
  var guides: [GuideNode] = []
  @usableFromInline var guideValues: [LayoutGuide] = []
  var constraints: [ConstraintNode] = []
  @usableFromInline var constraintValues: [DocumentConstraint] = []
  var rootList = ListEnds()
  /// Every view and guide by address. The first item with an address wins (readers refuse
  /// duplicates; a tree built in code may hold them).
  var addresses = AddressIndex()
  var liveConstraints = 0

  public init(metadata: DumpMetadata = DumpMetadata()) {
    self.metadata = metadata
  }

  // MARK: Counts

  /// Views ever added (no view is removed): ids run from 0 to `viewCount - 1`.
  public var viewCount: Int { views.count }
  public var guideCount: Int { guides.count }
  /// Constraints held now (removed ones are not counted).
  public var constraintCount: Int { liveConstraints }
  /// Constraint ids handed out, removed ones included: ids run below this.
  public var constraintCapacity: Int { constraints.count }

  public var viewIDs: [ViewID] { (0..<views.count).map(ViewID.init) }
  public var guideIDs: [GuideID] { (0..<guides.count).map(GuideID.init) }

  // MARK: Items

  // The three subscripts lend the stored value (`_read`) rather than return a copy of it: a
  // caller that reads one field of a view (its class, its frame) would otherwise copy every
  // string and array of it, for each view of a window. They are inlinable: a caller in another
  // module called the synthesized getter, which copies the whole value (`find` of a missing
  // name spent a fifth of its time copying views and constraints to read their addresses).

  /// A view's attributes. Edit them with `updateView(_:_:)`, which keeps the address index.
  @inlinable
  public subscript(view: ViewID) -> ViewAttributes {
    _read { yield viewAttributes[view.index] }
  }

  /// A guide. Edit it with `updateGuide(_:_:)`.
  @inlinable
  public subscript(guide: GuideID) -> LayoutGuide {
    _read { yield guideValues[guide.index] }
  }

  /// A constraint; for a removed one, the constraint as it was when removed.
  @inlinable
  public subscript(constraint: ConstraintID) -> DocumentConstraint {
    _read { yield constraintValues[constraint.index] }
  }

  public func address(of item: ItemID) -> String {
    switch item {
    case .view(let id): return viewAttributes[id.index].address
    case .guide(let id): return guideValues[id.index].address
    }
  }

  public func className(of item: ItemID) -> String {
    switch item {
    case .view(let id): return viewAttributes[id.index].className
    case .guide(let id): return guideValues[id.index].className
    }
  }

  /// A view's title or a guide's identifier: the text UIKit prints in quotes after the
  /// address.
  public func label(of item: ItemID) -> String? {
    switch item {
    case .view(let id): return viewAttributes[id.index].title
    case .guide(let id): return guideValues[id.index].identifier
    }
  }

  public func frame(of item: ItemID) -> Rect? {
    switch item {
    case .view(let id): return viewAttributes[id.index].frame
    case .guide(let id): return guideValues[id.index].frame
    }
  }

  /// Where the item was read, when it was.
  public func location(of item: ItemID) -> SourceLocation? {
    switch item {
    case .view(let id): return viewAttributes[id.index].location
    case .guide(let id): return guideValues[id.index].location
    }
  }

  /// The view or guide with this address.
  public func item(at address: String) -> ItemID? { indexedItem(address) }

  /// No two views or guides share an address (every one is indexed under its own): each is
  /// the item `item(at:)` finds at its address, and a caller need not look it up.
  public var addressesAreDistinct: Bool { addresses.count == views.count + guides.count }

  public func view(at address: String) -> ViewID? { indexedItem(address)?.view }

  public func guide(at address: String) -> GuideID? { indexedItem(address)?.guide }

  public func contains(_ item: ItemID) -> Bool {
    switch item {
    case .view(let id): return id.index >= 0 && id.index < views.count
    case .guide(let id): return id.index >= 0 && id.index < guides.count
    }
  }

  // MARK: Tree

  /// The root views, in document order.
  public var roots: [ViewID] { views.members(of: rootList).map(ViewID.init) }

  public func superview(of view: ViewID) -> ViewID? { id(views[view.index].parent) }

  public func owner(of guide: GuideID) -> ViewID { ViewID(Int(guides[guide.index].owner)) }

  /// The superview of a view, the owning view of a guide; nil for a root.
  public func parent(of item: ItemID) -> ViewID? {
    switch item {
    case .view(let id): return superview(of: id)
    case .guide(let id): return owner(of: id)
    }
  }

  /// The view an item is or belongs to: a view itself, a guide's owning view.
  public func view(containing item: ItemID) -> ViewID {
    switch item {
    case .view(let id): return id
    case .guide(let id): return owner(of: id)
    }
  }

  /// A view's subviews, back to front.
  public func subviews(of view: ViewID) -> [ViewID] {
    views.members(of: views[view.index].children).map(ViewID.init)
  }

  /// A view's layout guides, in order.
  public func guides(of view: ViewID) -> [GuideID] {
    guides.members(of: views[view.index].guides).map(GuideID.init)
  }

  /// The constraints a view holds, in order.
  public func constraints(heldBy view: ViewID) -> [ConstraintID] {
    constraints.members(of: views[view.index].held).map(ConstraintID.init)
  }

  /// The view holding a constraint; nil once it is removed.
  public func holder(of constraint: ConstraintID) -> ViewID? {
    id(constraints[constraint.index].holder)
  }

  public func isRemoved(_ constraint: ConstraintID) -> Bool {
    constraints[constraint.index].holder == noNode
  }

  // MARK: Walking the links (no array made)

  public func firstSubview(of view: ViewID) -> ViewID? { id(views[view.index].children.first) }
  /// The next subview of the same superview (the next root, for a root).
  public func nextSibling(of view: ViewID) -> ViewID? { id(views[view.index].link.next) }
  public func firstGuide(of view: ViewID) -> GuideID? { id(views[view.index].guides.first) }
  public func nextGuide(after guide: GuideID) -> GuideID? { id(guides[guide.index].link.next) }
  public func firstConstraint(heldBy view: ViewID) -> ConstraintID? {
    id(views[view.index].held.first)
  }
  public func nextConstraint(after constraint: ConstraintID) -> ConstraintID? {
    id(constraints[constraint.index].link.next)
  }

  // MARK: Helpers

  /// Gives the document a new revision: every edit calls it first.
  mutating func edited() { revision = DocumentRevision() }

  /// The id of a node index, nil for `noNode`.
  func id<ID: NodeID>(_ raw: Int32) -> ID? { raw == noNode ? nil : ID(Int(raw)) }
}

/// One state of a document (`Document.revision`): equal only to itself. An object's identity
/// makes it unique in the process for as long as it is held, without a shared counter.
public struct DocumentRevision: Sendable, Equatable {
  private final class Token: Sendable {}
  private let token = Token()

  public init() {}

  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.token === rhs.token }
}
