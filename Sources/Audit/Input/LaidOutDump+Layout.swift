import DumpModel
import Layout

// What Layout's result (by document id) becomes for the rules: conflicts as the rules name
// them, ambiguity and mismatches as Layout gives them, unrecorded frames filled in.

extension LaidOutDump {
  /// Lays `document` out and keeps what the layout found.
  /// - Throws: the layout engine's `LayoutError`.
  public static func solving(_ document: Document, source: String) throws -> LaidOutDump {
    let result = try AutoLayout.solve(document)
    return LaidOutDump(document: document, layout: result, source: source)
  }

  /// The dump with what `layout` found, its unrecorded frames filled in from the solution
  /// where the layout placed the item unambiguously.
  public init(document: Document, layout result: LayoutResult, source: String) {
    var document = document
    var findings = LayoutFindings()
    findings.ran = true
    let ambiguous = Set(result.ambiguous.map(\.item))
    for (item, frame) in result.frames {
      findings.solved[item] = frame
      if document.frame(of: item) == nil, !ambiguous.contains(item) {
        document.setFrame(frame, of: item)
      }
    }
    findings.ambiguous = result.ambiguous.filter { !$0.isExpected }
    findings.mismatches = result.mismatches
    func conflict(broken: ConstraintSource, conflicting: [ConstraintSource])
      -> LayoutFindings.Conflict
    {
      let constraint = result.constraint(broken, in: document)
      let items = [constraint.first.documentItem, constraint.second?.documentItem].compactMap { $0 }
      let location = constraint.location ?? items.first.flatMap { document.location(of: $0) }
      return LayoutFindings.Conflict(
        broken: broken.constraintID,
        brokenText: result.notation(broken, in: document, numbers: .exact),
        items: items, conflicting: conflicting.compactMap(\.constraintID),
        size: conflicting.count, location: location)
    }
    for found in result.conflicts {
      findings.conflicts.append(conflict(broken: found.broken, conflicting: found.conflicting))
    }
    // A conflict log is replayed on its own, and the constraint it breaks is left out of the
    // document's layout (docs/layout.md, "Conflict replay"): each log that conflicts is a
    // conflict to report, with the constraint UIKit broke (or the one predicted).
    for replay in result.logReplays where replay.isConflict {
      guard let broken = replay.broken ?? replay.uikitBroken else { continue }
      let set = replay.conflictSet.isEmpty ? replay.printed : replay.conflictSet
      findings.conflicts.append(
        conflict(broken: .document(broken), conflicting: set.map { .document($0) }))
    }
    self.init(document: document, layout: findings, source: source)
  }
}
