extension Document {
  /// Calls `body` on `root` and on every view under it, in document order (pre-order: a view,
  /// then its subviews' subtrees back to front), by the document's links: no array of
  /// subviews is made for each view, as a walk with a stack of them did for every bar of a
  /// window (the recognition's scan, the comparison, the trials' checkpoint, the solve's
  /// scope).
  package func forEachView(under root: ViewID, _ body: (ViewID) throws -> Void) rethrows {
    var current: ViewID? = root
    while let view = current {
      try body(view)
      if let first = firstSubview(of: view) {
        current = first
        continue
      }
      // The next view is the next sibling of the nearest view up to `root` that has one.
      current = nil
      var climbing = view
      while climbing != root {
        if let next = nextSibling(of: climbing) {
          current = next
          break
        }
        guard let parent = superview(of: climbing) else { break }
        climbing = parent
      }
    }
  }

  /// Calls `body` on each of a view's guides, in order, without an array of them.
  package func forEachGuide(of view: ViewID, _ body: (GuideID) throws -> Void) rethrows {
    var current = firstGuide(of: view)
    while let guide = current {
      try body(guide)
      current = nextGuide(after: guide)
    }
  }

  /// Calls `body` on each constraint a view holds, in order, without an array of them.
  package func forEachConstraint(heldBy view: ViewID, _ body: (ConstraintID) throws -> Void)
    rethrows
  {
    var current = firstConstraint(heldBy: view)
    while let constraint = current {
      try body(constraint)
      current = nextConstraint(after: constraint)
    }
  }
}
