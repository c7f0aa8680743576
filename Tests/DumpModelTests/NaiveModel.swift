import DumpModel
import TestSupport
import Testing

/// The same content as a `Document`, kept the plain way: views by address with arrays of
/// children, guides and held constraints, and every index recomputed from scratch when
/// asked. A document's indexes are right when they agree with these after every edit.
struct NaiveModel {
  struct Node {
    var attributes: ViewAttributes
    var parent: String?
    var children: [String] = []
    var guides: [LayoutGuide] = []
    var held: [(id: ConstraintID, constraint: LayoutConstraint)] = []
  }

  var metadata = DumpMetadata()
  var roots: [String] = []
  var views: [String: Node] = [:]
  /// Guide address → owner address.
  var guideOwners: [String: String] = [:]
  var removed: [ConstraintID: LayoutConstraint] = [:]

  init() {}

  /// The naive model of a tree, with the constraint ids `document` gave its constraints.
  init(_ hierarchy: Hierarchy, ids document: Document) {
    metadata = hierarchy.metadata
    roots = hierarchy.views.map(\.address)
    var stack = hierarchy.views.map { (view: $0, parent: String?.none) }
    while let (view, parent) = stack.popLast() {
      var node = Node(attributes: view.attributes, parent: parent)
      node.children = view.subviews.map(\.address)
      node.guides = view.guides
      let ids = document.constraints(heldBy: document.view(at: view.address)!)
      node.held = Array(zip(ids, view.constraints))
      for guide in view.guides { guideOwners[guide.address] = view.address }
      views[view.address] = node
      stack += view.subviews.map { ($0, view.address) }
    }
  }

  var allItems: [String] { Array(views.keys).sorted() + Array(guideOwners.keys).sorted() }

  var preorder: [String] {
    var result: [String] = []
    func visit(_ address: String) {
      result.append(address)
      for child in views[address]!.children { visit(child) }
    }
    for root in roots { visit(root) }
    return result
  }

  /// Every held constraint in document order: holders in pre-order, each holder's list.
  var constraintOrder: [(id: ConstraintID, holder: String, constraint: LayoutConstraint)] {
    preorder.flatMap { holder in views[holder]!.held.map { ($0.id, holder, $0.constraint) } }
  }

  func label(_ address: String) -> (className: String, label: String?)? {
    if let view = views[address] { return (view.attributes.className, view.attributes.title) }
    if let owner = guideOwners[address],
      let guide = views[owner]!.guides.first(where: { $0.address == address })
    {
      return (guide.className, guide.identifier)
    }
    return nil
  }

  var hierarchy: Hierarchy {
    func tree(_ address: String) -> View {
      let node = views[address]!
      var view = View(node.attributes)
      view.guides = node.guides
      view.subviews = node.children.map(tree)
      view.constraints = node.held.map(\.constraint)
      return view
    }
    return Hierarchy(metadata: metadata, views: roots.map(tree))
  }

  /// Renames an item everywhere a constraint names it.
  mutating func rename(_ old: String, to new: String) {
    for key in views.keys {
      for index in views[key]!.held.indices {
        var constraint = views[key]!.held[index].constraint
        if constraint.first == old { constraint.first = new }
        if constraint.second == old { constraint.second = new }
        views[key]!.held[index].constraint = constraint
      }
      if views[key]!.parent == old { views[key]!.parent = new }
    }
    for (id, var constraint) in removed {
      if constraint.first == old { constraint.first = new }
      if constraint.second == old { constraint.second = new }
      removed[id] = constraint
    }
    for (guide, owner) in guideOwners where owner == old { guideOwners[guide] = new }
    if let index = roots.firstIndex(of: old) { roots[index] = new }
    for key in views.keys {
      if let index = views[key]!.children.firstIndex(of: old) { views[key]!.children[index] = new }
    }
  }
}

/// Checks every index of `document` against the naive model; `context` names the step.
func expectAgrees(_ document: Document, _ naive: NaiveModel, _ context: String) {
  func fail(_ what: String) { Issue.record("\(context): \(what)") }
  if document.hierarchy != naive.hierarchy { fail("the tree differs") }
  if document.roots.map({ document.address(of: .view($0)) }) != naive.roots { fail("roots") }
  if document.preorder.map({ document.address(of: .view($0)) }) != naive.preorder {
    fail("pre-order")
  }
  if document.viewCount != naive.views.count { fail("view count") }
  // Items by address, their place in the tree, their names.
  for (address, node) in naive.views {
    guard let id = document.view(at: address) else { return fail("no view at \(address)") }
    if document[id] != node.attributes { fail("attributes of \(address)") }
    if document.superview(of: id).map({ document.address(of: .view($0)) }) != node.parent {
      fail("superview of \(address)")
    }
    if document.subviews(of: id).map({ document.address(of: .view($0)) }) != node.children {
      fail("subviews of \(address)")
    }
    if document.guides(of: id).map({ document[$0] }) != node.guides { fail("guides of \(address)") }
    let held = document.constraints(heldBy: id)
    if held != node.held.map(\.id) { fail("constraints held by \(address)") }
    for (id, constraint) in node.held {
      if document.addressedConstraint(id) != constraint { fail("constraint \(id) of \(address)") }
      if document.holder(of: id).map({ document.address(of: .view($0)) }) != address {
        fail("holder of \(id)")
      }
    }
    let expectedName = uikitItemName(
      className: node.attributes.className, address: address, label: node.attributes.title)
    if document.name(of: .view(id)) != expectedName { fail("name of \(address)") }
  }
  for (guide, owner) in naive.guideOwners {
    guard let id = document.guide(at: guide) else { return fail("no guide at \(guide)") }
    if document.address(of: .view(document.owner(of: id))) != owner { fail("owner of \(guide)") }
  }
  // Document order of constraints, and `precedes` along it.
  let order = naive.constraintOrder
  if document.constraintsInDocumentOrder != order.map(\.id) { fail("constraint order") }
  if document.constraintCount != order.count { fail("constraint count") }
  for (a, b) in zip(order, order.dropFirst()) where !document.precedes(a.id, b.id) {
    fail("\(a.id) should precede \(b.id)")
  }
  let views = document.preorder
  for (a, b) in zip(views, views.dropFirst())
  where !document.precedes(a, b) || document.precedes(b, a) {
    fail("\(a) should precede \(b)")
  }
  // The constraints touching each item, in document order.
  for address in naive.allItems {
    guard let item = document.item(at: address) else { return fail("no item \(address)") }
    let expected = order.filter {
      $0.constraint.first == address || $0.constraint.second == address
    }
    .map(\.id)
    if document.constraints(touching: item) != expected { fail("constraints touching \(address)") }
    if document.touchCount(of: item) != expected.count { fail("touch count of \(address)") }
  }
  for (id, constraint) in naive.removed {
    if !document.isRemoved(id) || document.holder(of: id) != nil { fail("\(id) not removed") }
    if document.addressedConstraint(id) != constraint { fail("removed \(id) reads another value") }
  }
}
