import DumpModel

/// Converting between the two forms of a dump: the tree of values (`Hierarchy`) and the
/// indexed document. Both ways are exact: `Document(h).hierarchy == h`, locations included
/// (docs/model.md, "Two forms of one dump (bridging)"). They let the readers, layout, patches and writers move to the
/// document one at a time.
extension Document {
  /// The document of a tree: every view, guide and constraint in the tree's order, every
  /// reference resolved.
  /// - Throws: `DocumentError.unknownReference` for the first constraint (in the order of a
  ///   dump: a view's guides, subviews, then its constraints) naming an address that is no
  ///   item of the tree. Duplicate addresses are kept (the first is the one indexed).
  public init(_ hierarchy: Hierarchy) throws(DocumentError) {
    var count = 0
    var lists = [hierarchy.views]
    while let list = lists.popLast() {
      count += list.count
      for view in list where !view.subviews.isEmpty { lists.append(view.subviews) }
    }
    var builder = DocumentBuilder(metadata: hierarchy.metadata, expectedViews: count)
    builder.refusesDuplicateAddresses = false
    // An explicit stack, so that a tree 1,000 views deep needs no 1,000 stack frames: each
    // level keeps its list of views (one reference, no view copied) and the next to open.
    var levels: [(views: [View], next: Int)] = [(hierarchy.views, 0)]
    while let level = levels.last {
      guard level.next < level.views.count else {
        levels.removeLast()
        guard let parent = levels.last else { break }
        for constraint in parent.views[parent.next - 1].constraints {
          try builder.addConstraint(constraint)
        }
        try builder.closeView()
        continue
      }
      levels[levels.count - 1].next += 1
      try builder.openView(level.views[level.next].attributes)
      for guide in level.views[level.next].guides { try builder.addGuide(guide) }
      levels.append((level.views[level.next].subviews, 0))
    }
    self = try builder.finish()
  }

  /// The tree of the document: views in order with their guides, subviews and held
  /// constraints, items named by address.
  public var hierarchy: Hierarchy {
    Hierarchy(metadata: metadata, views: roots.map(tree))
  }

  /// One view's subtree as a tree of values (the Document's public reading API only).
  public func tree(_ root: ViewID) -> View {
    var view = View(self[root])
    view.guides = guides(of: root).map { self[$0] }
    var held = firstConstraint(heldBy: root)
    while let id = held {
      view.constraints.append(addressedConstraint(id))
      held = nextConstraint(after: id)
    }
    view.subviews = subviews(of: root).map(tree)
    return view
  }
}

extension Hierarchy {
  /// The document of a tree whose every reference names one of its items — what every reader
  /// gives and every edit keeps — for the writers' bridges (`xmlData()`, `jsonData()` of a
  /// tree). A tree made in code with a reference to no item is a programming error.
  public var bridgedDocument: Document {
    do {
      return try Document(self)
    } catch {
      preconditionFailure("a tree with a reference to no item cannot be written: \(error)")
    }
  }
}
