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
      var found = LayoutFindings.Conflict(
        broken: broken.constraintID,
        brokenText: result.notation(broken, in: document, numbers: .exact),
        items: items, conflicting: conflicting.compactMap(\.constraintID),
        size: conflicting.count, location: location)
      found.identifier = constraint.identifier
      return found
    }
    for found in result.conflicts {
      findings.conflicts.append(conflict(broken: found.broken, conflicting: found.conflicting))
    }
    // A conflict log is replayed on its own, and the constraint it breaks is left out of the
    // document's layout (docs/layout.md, "Conflict replay"): each log that conflicts is a
    // conflict to report, with the constraint UIKit broke (or the one predicted).
    // A log inspect does not find a conflict in is still one UIKit logged: kept, with why it
    // was not reproduced (docs/check.md, "conflict").
    for replay in result.logReplays {
      // A whole bare list that holds, UIKit's preamble and answer not in the text, says
      // nothing of a conflict UIKit met (docs/conflicts.md, "Fragments").
      if replay.isListThatHolds { continue }
      guard let broken = replay.broken ?? replay.uikitBroken else {
        // The head of a log, cut before UIKit named what it broke, that does not conflict.
        var found = LayoutFindings.Conflict(
          broken: nil, brokenText: "", items: replay.items, conflicting: replay.printed,
          size: replay.printed.count,
          location: replay.printed.lazy.compactMap { document[$0].location }.first)
        found.log = replay.log
        found.notReproduced = Self.whyNotReproduced(replay)
        findings.conflicts.append(found)
        continue
      }
      let set = replay.conflictSet.isEmpty ? replay.printed : replay.conflictSet
      var found = conflict(broken: .document(broken), conflicting: set.map { .document($0) })
      found.log = replay.log
      found.predicted = replay.uikitBroken == nil
      if !replay.isConflict {
        found.notReproduced = Self.whyNotReproduced(replay)
        found.size = replay.printed.count
      }
      findings.conflicts.append(found)
    }
    self.init(document: document, layout: findings, source: source)
  }

  /// Why the printed constraints of a log UIKit broke one of do not conflict in inspect's
  /// model: the log was cut down to the constraint UIKit broke, or what it does not print
  /// leaves room (docs/conflicts.md, "What stays unknown").
  static func whyNotReproduced(_ replay: LogReplay) -> String {
    if replay.printed.count <= 1, replay.uikitBroken != nil {
      return "the paste holds only the constraint UIKit broke, not the log's list of the "
        + "constraints it conflicts with"
    }
    if replay.uikitBroken == nil, replay.printed.isEmpty {
      return "the paste holds none of the log's constraints"
    }
    return "its \(replay.printed.count) printed constraints can all hold as inspect models "
      + "them: what the log does not print (margins, baselines, a superview's size, UIKit's "
      + "rounding to pixels) leaves room"
  }
}
