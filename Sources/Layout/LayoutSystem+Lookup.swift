import DumpModel

// The views in the order the system is built in, and looking an item of the system up: its
// index for a constraint's item, or the error that names a constraint reaching outside the
// solved views; its location for messages; the guides the system tells apart.
extension LayoutSystem {
  /// The item index of a constraint's item.
  /// `taking` (parts taken): a part's member, which has no item, resolves to its slot
  /// (below -1, `PresolvedItems.part(of:)`).
  /// Inlined, the error made apart: a call of a method of the system from a mutating one
  /// (`add`) copied the whole system to pass it, twice for each constraint.
  @inline(__always)
  func resolve(
    _ item: LayoutItem, of origin: Entry.Origin, in document: Document, taking: Bool = false
  ) throws(LayoutError) -> Int {
    let slot = slot(of: item)
    if slot >= 0 || taking && slot < -1 { return slot }
    throw Self.outsideSolvedViews(
      item, of: origin, in: document, spacers: spacers, implicits: implicits)
  }

  /// The error of a constraint naming an item outside the solved views. Static, given what it
  /// reads: a method, it had the inlined `resolve` copy the system on every call.
  private static func outsideSolvedViews(
    _ item: LayoutItem, of origin: Entry.Origin, in document: Document, spacers: [Spacer],
    implicits: ImplicitList
  ) -> LayoutError {
    let naming = LayoutNaming(document, spacers: spacers)
    let constraint: String
    let location: SourceLocation?
    switch source(of: origin, implicits: implicits) {
    case nil:  // a restriction names its item by index: never here
      (constraint, location) = ("a size restriction", nil)
    case .document(let id):
      constraint = document[id].notation(in: document, numbers: .exact)
      location = document[id].location
    case .implicit(let implicit):
      constraint = implicit.constraint.notation(in: naming, numbers: .exact)
      location = document[implicit.view].location
    }
    return LayoutError(
      .outsideSolvedViews(constraint: constraint, item: naming.uikitName(of: item)), at: location)
  }

  /// The frame the scope gives a view in place of its recorded one (a root's), without hashing
  /// the view for each of a window's views: the scope gives none, or one (a bar's root).
  /// Inlined: called from the mutating `collect`, a method was passed a copy of the system.
  @inline(__always)
  func givenFrame(of view: ViewID) -> Rect? {
    if scope.frames.isEmpty { return nil }
    if scope.frames.count > 4 { return scope.frames[view] }
    for (given, frame) in scope.frames where given == view { return frame }
    return nil
  }

  /// UIKit's bar-button guides (`UIButtonBar.*LayoutGuide`) are ambiguous by design.
  /// The guide's identifier read in place: the guide passed whole was copied, its strings
  /// retained, for each guide of every solve.
  static func isExpectedAmbiguity(_ guide: GuideID, in document: Document) -> Bool {
    guard let identifier = document[guide].identifier else { return false }
    return BarIdentifier.isButtonBarGuide(identifier)
  }

  /// The location of an item of the system, for messages.
  func location(ofItem index: Int, in document: Document) -> SourceLocation? {
    items[index].reference.documentItem.flatMap { document.location(of: $0) }
  }

  /// The views of the subtrees of `roots` in pre-order, each with its superview (nil for a
  /// root of the system), without recursion.
  static func preorder(_ document: Document, roots: [ViewID]) -> [(
    view: ViewID, superview: ViewID?
  )] {
    var result: [(view: ViewID, superview: ViewID?)] = []
    result.reserveCapacity(roots.count == document.roots.count ? document.viewCount : 16)
    for root in roots {
      result.append((root, nil))
      guard var current = document.firstSubview(of: root) else { continue }
      // Walk down first subviews, across siblings, up to the next sibling of an ancestor.
      walk: while true {
        result.append((current, document.superview(of: current)))
        if let child = document.firstSubview(of: current) {
          current = child
          continue
        }
        var up: ViewID? = current
        while let view = up, view != root {
          if let next = document.nextSibling(of: view) {
            current = next
            continue walk
          }
          up = document.superview(of: view)
        }
        break
      }
    }
    return result
  }

  /// How many of the document's constraints the system may add: those its holders hold, or
  /// a replay's.
  func listedCount(in document: Document) -> Int {
    if case .replay(let constraints, _) = mode { return constraints.count }
    var count = 0
    for holder in holders {
      var current = document.firstConstraint(heldBy: holder)
      while let id = current {
        count += 1
        current = document.nextConstraint(after: id)
      }
    }
    return count
  }
}
