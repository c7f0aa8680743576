/// The storage of a `Document` (docs/model.md, "Storage"): per kind, one flat array of values
/// (the attributes, guides, constraints) and one of nodes holding only `Int32` links and keys,
/// both indexed by id. The nodes are plain data: walking the tree or a list copies no string
/// and touches no reference count. No node allocates on its own: lists are linked through the
/// nodes (a view's children, guides and constraints, the constraints touching an item), so
/// adding or removing one is O(1) and reading a 200,000-view dump makes no per-node allocation
/// beyond the strings.

/// No node: the end of a list, a root's parent, a removed constraint's holder.
let noNode: Int32 = -1

/// A node's place in a list: the nodes before and after it.
struct Link: Sendable {
  var previous: Int32 = noNode
  var next: Int32 = noNode
}

/// The first and last node of a list.
struct ListEnds: Sendable {
  var first: Int32 = noNode
  var last: Int32 = noNode
}

/// A node that sits in one list (a view among its siblings, a guide among its owner's, a
/// constraint among its holder's).
protocol ListNode {
  var link: Link { get set }
}

/// The ends of a doubly linked list of touch slots (see `ConstraintNode`).
struct TouchList: Sendable {
  var first: Int32 = noNode
  var last: Int32 = noNode
  var count: Int32 = 0
}

struct ViewNode: ListNode, Sendable {
  var parent: Int32 = noNode
  /// Among the siblings under the same superview, back to front; roots among the roots.
  var link = Link()
  var children = ListEnds()
  var guides = ListEnds()
  var held = ListEnds()
  var touches = TouchList()
  /// The view's key in document order (pre-order): keys grow along the walk, with gaps, so
  /// that a view added between two others takes a key between theirs.
  var order: UInt64 = 0

}

struct GuideNode: ListNode, Sendable {
  var owner: Int32
  /// Among the owner's guides.
  var link = Link()
  var touches = TouchList()

  init(owner: Int32) { self.owner = owner }
}

/// A constraint and its links. It sits in its holder's list and in the touch list of each
/// item it relates: slot 0 for `first`, slot 1 for `second` (not used when `second` is nil or
/// is `first`). A touch slot is numbered `constraint index × 2 + slot`.
struct ConstraintNode: ListNode, Sendable {
  /// The view holding it; `noNode` once removed.
  var holder: Int32
  /// Among the holder's constraints.
  var link = Link()
  /// The constraint's key among its holder's constraints (gaps, as `ViewNode.order`).
  var order: UInt64 = 0
  var previousTouch: (Int32, Int32) = (noNode, noNode)
  var nextTouch: (Int32, Int32) = (noNode, noNode)
  /// Which slots are linked into touch lists.
  var linkedSlots: (Bool, Bool) = (false, false)

  init(holder: Int32) { self.holder = holder }
}

/// The gap between consecutive order keys when keys are dealt out afresh: 2^32 leaves 32
/// insertions at one place before the keys are dealt out again, and room for 2^31 items.
let orderGap: UInt64 = 1 << 32
