import DumpModel
import Layout

/// Solves a rebuilt bar: the content view's subtree alone, with the content view as the root
/// at (0 0), so that its origin is the engine's. UIKit leaves the ambiguous `UIButtonBar.*`
/// guides at its engine host's origin: `(−S.x −S.y; 8 0)` in their stack (01:23–25), which a
/// solve in the dump root's space would not give (docs/navbar/ios11-12.md, "Solving").
enum BarSolver {
  struct Solution {
    /// Frames in each item's superview (owner) coordinates, snapped to the pixel grid.
    var frames: [ItemID: Rect] = [:]
    /// Items the rebuilt constraints leave free (`minX`, …), UIKit's `UIButtonBar.*` guides
    /// apart.
    var ambiguous: [ItemID: [String]] = [:]
    /// The constraint broken in each conflict, as UIKit prints it.
    var conflicts: [String] = []
    /// Each conflict's broken constraint and its whole set, the document's constraints of
    /// them (what UIKit generates itself left out).
    var conflictSets: [(broken: ConstraintID?, set: [ConstraintID])] = []
    /// The solve's work that grew with the whole document (`LayoutResult.documentWork`).
    var documentWork = 0
    /// The solve, for a solve of the window to take, when the bar stands alone
    /// (`LayoutResult.presolvedPart`).
    var part: PresolvedPart?
  }

  /// `printsLogs` false: no conflict log of the document prints a constraint (none to look
  /// for among the bar's).
  static func solve(
    _ contentView: ViewID, size: Size, in document: Document, scale: Double,
    printsLogs: Bool = true
  ) throws(LayoutError) -> Solution {
    // The content view at (0 0) and the constraints naming an item outside it left out, by a
    // scope of the solve rather than a copy of the document: a window's bars are solved one by
    // one, each at the cost of its own items (docs/layout.md, "Solving part of a document").
    var scope = SolveScope(
      frames: [contentView: Rect(x: 0, y: 0, width: size.width, height: size.height)])
    // A constraint naming an item outside the content view (a log's, or the bar's) is not the
    // bar's layout: left out.
    document.forEachView(under: contentView) { view in
      document.forEachConstraint(heldBy: view) { id in
        // The items read in place: no copy of the constraint (its strings and arrays).
        let (first, second) = (document[id].first, document[id].second)
        if !isInside(first, contentView, document)
          || !(second.map { isInside($0, contentView, document) } ?? true)
        {
          scope.excluded.insert(id)
        }
      }
    }
    var document = document
    document.metadata.scale = scale
    if printsLogs,
      AutoLayout.printsLogs(
        Set(document.itemsInPreorder(under: [contentView]).map(\.item)), in: document)
        || scope.excluded.contains(where: { !document[$0].logs.isEmpty })
    {
      // A conflict log prints a constraint of the bar: its replay reads the document, so it
      // is given the document as the bar's solve takes it, a copy with those edits made.
      document.setFrame(scope.frames[contentView], of: .view(contentView))
      for id in scope.excluded { document.removeConstraint(id) }
      scope = SolveScope()
    }
    let result = try AutoLayout.solve(
      document, roots: [contentView], logs: printsLogs ? .touchingRoots : .none, scope: scope)
    var solution = Solution()
    solution.documentWork = result.documentWork
    solution.part = result.presolvedPart
    if let table = result.frames.sparseTable {
      // A part's frames are kept as such a table: shared, not walked in order into another.
      solution.frames = table
    } else {
      solution.frames.reserveCapacity(result.frames.count)
      for (item, frame) in result.frames { solution.frames[item] = frame }
    }
    for item in result.ambiguous where !item.isExpected {
      solution.ambiguous[item.item] = item.variables
    }
    for conflict in result.conflicts {
      solution.conflicts.append(result.uikitDescription(conflict.broken, in: document))
      solution.conflictSets.append(
        (conflict.broken.constraintID, conflict.conflicting.compactMap(\.constraintID)))
    }
    return solution
  }

  /// The item is the view or lies in its subtree (a guide: its owner does).
  static func isInside(_ item: ItemID, _ view: ViewID, _ document: Document) -> Bool {
    var current: ViewID? = document.view(containing: item)
    while let candidate = current {
      if candidate == view { return true }
      current = document.superview(of: candidate)
    }
    return false
  }
}
