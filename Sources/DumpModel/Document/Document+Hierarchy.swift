/// Converting between the two forms of a dump: the tree of values (`Hierarchy`) and the
/// indexed document. Both ways are exact: `Document(h).hierarchy == h`, locations included
/// (docs/model.md, "Bridging"). They let the readers, layout, patches and writers move to the
/// document one at a time.
extension Document {
  /// The document of a tree: every view, guide and constraint in the tree's order, every
  /// reference resolved.
  /// - Throws: `DocumentError.unknownReference` for the first constraint (in the order of a
  ///   dump: a view's guides, subviews, then its constraints) naming an address that is no
  ///   item of the tree. Duplicate addresses are kept (the first is the one indexed).
  public init(_ hierarchy: Hierarchy) throws(DocumentError) {
    var count = 0
    hierarchy.forEachView { _, _ in count += 1 }
    var builder = DocumentBuilder(metadata: hierarchy.metadata, expectedViews: count)
    builder.refusesDuplicateAddresses = false
    // An explicit stack: a tree 1,000 views deep must not need 1,000 stack frames.
    enum Step {
      case open(View)
      case close([LayoutConstraint])
    }
    var steps: [Step] = hierarchy.views.reversed().map(Step.open)
    while let step = steps.popLast() {
      switch step {
      case .open(let view):
        try builder.openView(view.attributes)
        for guide in view.guides { try builder.addGuide(guide) }
        steps.append(.close(view.constraints))
        for subview in view.subviews.reversed() { steps.append(.open(subview)) }
      case .close(let constraints):
        for constraint in constraints { try builder.addConstraint(constraint) }
        try builder.closeView()
      }
    }
    self = try builder.finish()
  }

  /// The tree of the document: views in order with their guides, subviews and held
  /// constraints, items named by address.
  public var hierarchy: Hierarchy {
    Hierarchy(metadata: metadata, views: roots.map(tree))
  }

  /// One view's subtree as a tree of values.
  public func tree(_ root: ViewID) -> View {
    // Built bottom-up from an explicit stack, for the same reason as `init(_:)`.
    var stack: [(view: ViewID, built: View)] = [(root, shallowView(root))]
    var pendingChildren: [[ViewID]] = [subviews(of: root).reversed()]
    while true {
      if let child = pendingChildren[pendingChildren.count - 1].popLast() {
        stack.append((child, shallowView(child)))
        pendingChildren.append(subviews(of: child).reversed())
        continue
      }
      pendingChildren.removeLast()
      let done = stack.removeLast().built
      guard !stack.isEmpty else { return done }
      stack[stack.count - 1].built.subviews.append(done)
    }
  }

  /// A view with its guides and constraints, without subviews.
  private func shallowView(_ id: ViewID) -> View {
    var view = View(views[id.index].attributes)
    view.guides = guides(of: id).map { guides[$0.index].guide }
    view.constraints = constraints(heldBy: id).map { treeConstraint($0) }
    return view
  }

  /// A constraint with its items named by address.
  public func treeConstraint(_ id: ConstraintID) -> LayoutConstraint {
    constraints[id.index].constraint.mapItems { address(of: $0) }
  }
}
