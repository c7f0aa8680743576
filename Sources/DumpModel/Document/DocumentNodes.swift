/// The storage of a `Document`: one flat array of nodes per kind, indexed by id, the tree and
/// every index as `Int32` links between them (docs/model.md, "Storage"). No node allocates on
/// its own: lists are linked through the nodes (a view's children, guides and constraints,
/// the constraints touching an item), so adding or removing one is O(1) and reading a
/// 200,000-view dump makes no per-node allocation beyond the strings.

/// No node: the end of a list, a root's parent, a removed constraint's holder.
let noNode: Int32 = -1

/// The ends of a doubly linked list of touch slots (see `ConstraintNode`).
struct TouchList: Sendable {
  var first: Int32 = noNode
  var last: Int32 = noNode
  var count: Int32 = 0
}

struct ViewNode: Sendable {
  var attributes: ViewAttributes
  var parent: Int32 = noNode
  var firstChild: Int32 = noNode
  var lastChild: Int32 = noNode
  /// Siblings under the same superview, back to front; roots are siblings of each other.
  var previousSibling: Int32 = noNode
  var nextSibling: Int32 = noNode
  var firstGuide: Int32 = noNode
  var lastGuide: Int32 = noNode
  var firstHeld: Int32 = noNode
  var lastHeld: Int32 = noNode
  var touches = TouchList()
  /// The view's key in document order (pre-order): keys grow along the walk, with gaps, so
  /// that a view added between two others takes a key between theirs.
  var order: UInt64 = 0

  init(_ attributes: ViewAttributes) { self.attributes = attributes }
}

struct GuideNode: Sendable {
  var guide: LayoutGuide
  var owner: Int32
  var previousGuide: Int32 = noNode
  var nextGuide: Int32 = noNode
  var touches = TouchList()

  init(_ guide: LayoutGuide, owner: Int32) {
    self.guide = guide
    self.owner = owner
  }
}

/// A constraint and its links. It sits in its holder's list and in the touch list of each
/// item it relates: slot 0 for `first`, slot 1 for `second` (not used when `second` is nil or
/// is `first`). A touch slot is numbered `constraint index × 2 + slot`.
struct ConstraintNode: Sendable {
  var constraint: DocumentConstraint
  /// The view holding it; `noNode` once removed.
  var holder: Int32
  var previousHeld: Int32 = noNode
  var nextHeld: Int32 = noNode
  /// The constraint's key among its holder's constraints (gaps, as `ViewNode.order`).
  var order: UInt64 = 0
  var previousTouch: (Int32, Int32) = (noNode, noNode)
  var nextTouch: (Int32, Int32) = (noNode, noNode)
  /// Which slots are linked into touch lists.
  var linkedSlots: (Bool, Bool) = (false, false)

  init(_ constraint: DocumentConstraint, holder: Int32) {
    self.constraint = constraint
    self.holder = holder
  }
}

/// The gap between consecutive order keys when keys are dealt out afresh: 2^32 leaves 32
/// insertions at one place before the keys are dealt out again, and room for 2^31 items.
let orderGap: UInt64 = 1 << 32
