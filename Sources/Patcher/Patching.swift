import BarModel
import DumpModel
import Layout

/// Applies the bar patches (docs/patches.md) and verifies them with the solver.
public enum Patching {
  /// Applies `patch` to every bar stack view of `document` it selects.
  ///
  /// - Parameters:
  ///   - patch: the patch and its options.
  ///   - document: the dump, as read.
  ///   - source: the dump's name in messages (`nav.xml`, `<stdin>`).
  ///   - options: the layout engine's options.
  ///   - solveWholeDump: solve every view even when the bars stand apart from the rest of the
  ///     dump (by default only the bars are solved then; their frames are the same).
  ///   - model: what the bar model is told besides the dump (`--os`, `--width`, …): the
  ///     frame-based bars of `fixed-space` need a width a trace does not print.
  ///   - readBefore: called once with the dump as read, before anything is patched, and the
  ///     bar model's reading of it when the patch asked the model (`inspect patch` checks
  ///     the dump before the patch there: `Checks.findingsBefore`); not when an option is
  ///     out of range.
  /// - Returns: the patched document with recomputed frames and what changed; when the dump
  ///   already holds this patch's record, the dump unchanged and a warning.
  /// - Throws: `PatchError` (a gap, item gap or size out of range, no bar stack view, a side
  ///   that cannot be pinned, a pin that cannot hold, a layout that cannot be solved).
  public static func apply(
    _ patch: Patch, to document: consuming Document, source: String,
    options: LayoutOptions = LayoutOptions(), solveWholeDump: Bool = false,
    model: BarModelOptions = BarModelOptions(),
    readBefore: (Document, BarRebuild?) -> Void = { _, _ in }
  ) throws(PatchError) -> PatchResult {
    if let problem = patch.invalidOption {
      throw PatchError(.invalidOption(problem), at: nil, source: source)
    }
    let record = patch.emptyRecord
    if let applied = document.metadata.patches.first(where: {
      $0.name == record.name && $0.options.filter { $0.name != "forced" } == record.options
    }) {
      readBefore(document, nil)
      // Said at the <patch> record; a record read from JSON has no position, then at the
      // first bar stack view.
      let stack = BarContent.read(document).lazy.flatMap(\.stacks).first?.view
      let warning = PatchWarning(
        "\(patch.summary) is already applied (the dump holds its <patch> record): nothing "
          + "changed",
        at: applied.location ?? stack.flatMap { document[$0].location }, source: source)
      return PatchResult(
        patch: patch, source: source, alreadyApplied: true, document: document, stacks: [],
        changes: [], moved: [], attributes: [], warnings: [warning], record: nil)
    }
    if patch.kind == .fixedSpace {
      readBefore(document, nil)
      return try FixedSpacePatch.apply(patch, to: document, source: source, model: model)
    }
    // A paste is patched on the constraints the bar model rebuilt (docs/patches.md).
    // The dump as read is consumed: the model's document shares its arrays, and a copy alive
    // would make the patch's first edit of each copy it whole (docs/patches.md, "Memory").
    var step = try ModelStep.run(
      consume document, options: model, source: source, force: patch.force,
      readBefore: readBefore)
    let contents = step.bars
    // The session takes the document over: from here on it is `session.document`.
    var session = PatchSession(
      patch: patch, document: step.takeDocument(), source: source, options: options)
    session.forced = step.forced
    for warning in step.warnings { session.notes.warn(warning.message, at: warning.location) }
    for content in contents {
      for stack in content.undecided {
        session.warn("skipped '\(session.name(stack.view))': \(stack.reason)", at: stack.view)
      }
    }
    guard contents.contains(where: { !$0.stacks.isEmpty }) else {
      throw session.error(.noBarStackView)
    }
    // A stack laid out by Auto Layout that no constraint of the dump mentions comes from text
    // that lists none (`_autolayoutTrace`, `recursiveDescription`): the solver could put it
    // anywhere, so no patch of it can be verified.
    // Autoresizing or not by layout's one rule (docs/layout.md), asked only of a stack no
    // active constraint touches (the rule reads the whole document).
    var autoresizing: AutoresizingViews?
    for stack in contents.lazy.flatMap(\.stacks)
    where session.edits.constraints(touching: .view(stack.view), where: \.active).isEmpty {
      if autoresizing == nil { autoresizing = AutoresizingViews(session.document) }
      if autoresizing?.isAutoresizing(stack.view, in: session.document) == false {
        throw session.error(.unconstrainedStack(stack: session.name(stack.view)), at: stack.view)
      }
    }
    if !solveWholeDump { session.scope = .bars(contents, in: session.document) }
    let before = try session.solve(taking: step.presolved)
    step.presolved = [:]  // every bar's frames, not needed any more
    let after: LayoutResult
    switch patch.kind {
    case .pin: after = try PinPatch.apply(to: contents, in: &session, before: before)
    case .shift: after = try ShiftPatch.apply(to: contents, in: &session, before: before)
    case .margins: after = try MarginsPatch.apply(to: contents, in: &session, before: before)
    case .spacing: after = try SpacingPatch.apply(to: contents, in: &session, before: before)
    case .tapArea: after = try TapAreaPatch.apply(to: contents, in: &session, before: before)
    case .fixedSpace: preconditionFailure("fixed-space returned above")
    }
    var result = session.finish(before: before, after: after)
    result.model = step.lines
    return result
  }
}
