import DumpModel
import LaidOut
import Patcher

extension Checks {
  /// What a patch introduced (docs/check.md, "After a patch"): the findings of the patched
  /// dump that the dump before it did not have. Both are checked as laid out, without solving
  /// again: the dump's recorded frames before (an item the dump records no frame of takes its
  /// patched one: unknown before, it is not counted as moved), the patched frames after. The
  /// layout rules are not run (a pin that cannot hold fails the patch already), nor
  /// `private-api` (the margins patch warns about it itself), nor what says how much was
  /// checked (`unmeasured`, `no-bar`: a patch moves frames, it does not add or remove them).
  public static func introduced(
    before: Document, after afterDocument: Document, source: String,
    options: AuditOptions = AuditOptions()
  ) throws(AuditError) -> [Finding] {
    var options = options
    options.ignored.formUnion([
      .conflict, .ambiguous, .misplaced, .privateAPI, .unmeasured, .noBar,
    ])
    var beforeDocument = before
    for view in beforeDocument.viewIDs where beforeDocument[view].frame == nil {
      let address = beforeDocument[view].address
      if let frame = afterDocument.view(at: address).flatMap({ afterDocument[$0].frame }) {
        beforeDocument.setFrame(frame, of: .view(view))
      }
    }
    // By key first, without messages: a window's thousands of findings are mostly the same
    // before and after; the messages are made only when one is new.
    let known = Set(
      try collect(
        LaidOutDump(document: beforeDocument, source: source), options: options, keysOnly: true
      ).findings.map(\.key))
    let after = LaidOutDump(document: afterDocument, source: source)
    let keys = try collect(after, options: options, keysOnly: true).findings.map(\.key)
    guard keys.contains(where: { !known.contains($0) }) else { return [] }
    return try findings(after, options: options).filter { !known.contains($0.key) }
  }
}

extension Finding {
  /// The finding as a warning of `inspect patch`'s report: `after the patch, … [off-bar]`.
  public func patchWarning(source: String) -> PatchWarning {
    PatchWarning(
      "after the patch, \(message) [\(rule.rawValue)]", at: location, source: source)
  }
}

extension PatchResult {
  /// The findings the patch introduced into its dump (`Checks.introduced`), added to its
  /// warnings as `inspect patch` reports them; none when the patch was already applied.
  /// - Returns: the findings.
  @discardableResult
  public mutating func addIntroducedFindings(
    input: Document, options: AuditOptions = AuditOptions(), asWarnings: Bool = true
  ) throws(AuditError) -> [Finding] {
    guard !alreadyApplied else { return [] }
    let found = try Checks.introduced(
      before: input, after: document, source: source, options: options)
    if asWarnings { warnings += found.map { $0.patchWarning(source: source) } }
    return found
  }
}
