/// Copying views of another document into a document being built: what rearranging a
/// document's views (putting views printed apart back together) builds a new document with.
extension DocumentBuilder {
  /// Opens a copy of `view` of `document` (under the open view, or as a root) with its guides
  /// and its subviews' whole subtrees, and leaves it open: views added now go in front of its
  /// own subviews. `closeCopy(of:in:)` adds its constraints and closes it.
  /// - Throws: `DocumentError.duplicateAddress` as `openView` and `addGuide`.
  public mutating func openCopy(of view: ViewID, in document: Document) throws(DocumentError) {
    try openShallowCopy(of: view, in: document)
    // An explicit stack (no recursion over the depth): each level is a view opened and the
    // next of its subviews to copy.
    var levels: [(view: ViewID, next: ViewID?)] = [(view, document.firstSubview(of: view))]
    while let (current, next) = levels.last {
      if let next {
        levels[levels.count - 1].next = document.nextSibling(of: next)
        try openShallowCopy(of: next, in: document)
        levels.append((next, document.firstSubview(of: next)))
        continue
      }
      levels.removeLast()
      if levels.isEmpty { break }  // `view` stays open
      try closeCopy(of: current, in: document)
    }
  }

  /// Adds the constraints `view` of `document` holds (items by address, resolved at
  /// `finish`) to the open view, and closes it.
  public mutating func closeCopy(of view: ViewID, in document: Document) throws(DocumentError) {
    var constraint = document.firstConstraint(heldBy: view)
    while let id = constraint {
      try addConstraint(document.addressedConstraint(id))
      constraint = document.nextConstraint(after: id)
    }
    try closeView()
  }

  /// A copy of `view` with its guides, without subviews or constraints, left open.
  private mutating func openShallowCopy(of view: ViewID, in document: Document)
    throws(DocumentError)
  {
    try openView(document[view])
    var guide = document.firstGuide(of: view)
    while let id = guide {
      try addGuide(document[id])
      guide = document.nextGuide(after: id)
    }
  }
}
