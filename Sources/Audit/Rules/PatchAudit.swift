import BarModel
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
    var beforeDocument = before
    for view in beforeDocument.viewIDs where beforeDocument[view].frame == nil {
      let address = beforeDocument[view].address
      if let frame = afterDocument.view(at: address).flatMap({ afterDocument[$0].frame }) {
        beforeDocument.setFrame(frame, of: .view(view))
      }
    }
    return try introduced(
      since: known(beforeDocument, source: source, options: options), after: afterDocument,
      source: source, options: options)
  }

  /// The findings of the dump before a patch, by key, as `introduced` compares them: made
  /// before the patch, so that the dump as read need not be kept through it. Nil when a view
  /// of the dump records no frame (`introduced` takes it from the patched dump).
  /// - Parameter model: the bar model's reading of `before`, whose bars are taken where
  ///   reading `before` again gives the same (`KeptBars(model:read:)`).
  public static func findingsBefore(
    _ before: Document, model: BarRebuild? = nil, source: String,
    options: AuditOptions = AuditOptions()
  ) throws(AuditError) -> FindingsBefore? {
    guard recordsEveryFrame(before) else { return nil }
    return try known(
      before, kept: model.flatMap { KeptBars(model: $0, read: before) }, source: source,
      options: options)
  }

  /// Whether every view of `document` records its frame: `findingsBefore` checks it then.
  public static func recordsEveryFrame(_ document: Document) -> Bool {
    document.viewIDs.allSatisfy { document[$0].frame != nil }
  }

  /// The keys of a dump's findings before a patch (`findingsBefore`), and its bars as read.
  public struct FindingsBefore: Sendable {
    fileprivate var keys: Set<Finding.Key>
    fileprivate var bars: BarsBefore
  }

  private static func known(
    _ before: Document, kept: KeptBars? = nil, source: String, options: AuditOptions
  ) throws(AuditError) -> FindingsBefore {
    // By key first, without messages: a window's thousands of findings are mostly the same
    // before and after; the messages are made only when one is new.
    let structure = BarStructure(before, kept: kept)
    let findings = try collect(
      LaidOutDump(document: before, source: source), options: patchOptions(options),
      keysOnly: true, structure: structure
    ).findings
    return FindingsBefore(
      keys: Set(findings.lazy.map { $0.key }), bars: BarsBefore(before, structure: structure))
  }

  /// The findings of the patched dump whose keys `before` does not hold.
  public static func introduced(
    since before: FindingsBefore, after afterDocument: Document, source: String,
    options: AuditOptions = AuditOptions()
  ) throws(AuditError) -> [Finding] {
    try introduced(
      since: before, after: afterDocument, source: source, options: options, patchedBy: nil)
  }

  /// `introduced(since:after:)`, the bars of the patched dump taken from `before` where
  /// reading them again gives the same (`BarsBefore`, of the patch `result` made).
  static func introduced(
    since before: FindingsBefore, after afterDocument: Document, source: String,
    options: AuditOptions, patchedBy result: PatchResult?
  ) throws(AuditError) -> [Finding] {
    let options = patchOptions(options)
    let known = before.keys
    let after = LaidOutDump(document: afterDocument, source: source)
    let structure = result.flatMap { before.bars.structure(of: afterDocument, patchedBy: $0) }
    let found = try collect(after, options: options, keysOnly: true, structure: structure)
      .findings
    // By index: each finding's key read in place, not the finding copied.
    guard found.indices.contains(where: { !known.contains(found[$0].key) }) else { return [] }
    // Sorted as `findings(_:options:)` sorts them.
    return sorted(try collect(after, options: options, structure: structure).findings).filter {
      !known.contains($0.key)
    }
  }

  private static func patchOptions(_ options: AuditOptions) -> AuditOptions {
    var options = options
    options.ignored.formUnion([
      .conflict, .ambiguous, .misplaced, .privateAPI, .unmeasured, .noBar,
    ])
    return options
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
    return add(
      try Checks.introduced(before: input, after: document, source: source, options: options),
      asWarnings: asWarnings)
  }

  /// `addIntroducedFindings(input:)` with the findings before the patch made before it
  /// (`Checks.findingsBefore`).
  @discardableResult
  public mutating func addIntroducedFindings(
    since before: Checks.FindingsBefore, options: AuditOptions = AuditOptions(),
    asWarnings: Bool = true
  ) throws(AuditError) -> [Finding] {
    guard !alreadyApplied else { return [] }
    return add(
      try Checks.introduced(
        since: before, after: document, source: source, options: options, patchedBy: self),
      asWarnings: asWarnings)
  }

  private mutating func add(_ found: [Finding], asWarnings: Bool) -> [Finding] {
    if asWarnings { warnings += found.map { $0.patchWarning(source: source) } }
    return found
  }
}
