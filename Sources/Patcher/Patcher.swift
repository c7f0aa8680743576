import DumpModel
import Layout

/// A frame that a patch (or a diff) moved: before and after, in superview coordinates.
public struct FrameChange: Sendable, Hashable {
  public var address: String
  /// `Class:0x…'label'`, as UIKit names the item.
  public var name: String
  public var before: Rect?
  public var after: Rect?

  public init(address: String, name: String, before: Rect?, after: Rect?) {
    self.address = address
    self.name = name
    self.before = before
    self.after = after
  }
}

/// What a patch did to one bar stack.
public struct StackOutcome: Sendable, Hashable {
  public enum Action: Sendable, Hashable {
    case patched
    case skipped(String)
  }

  public var address: String
  public var name: String
  public var side: BarSide
  /// `tied to LeadingBarGuide(0x…)`, or `by its position`.
  public var evidence: String
  public var action: Action
}

/// The outcome of `Patcher.apply`: the patched hierarchy and everything the report shows.
public struct PatchResult: Sendable {
  public var patch: Patch
  /// The input's name in messages.
  public var source: String
  /// The dump already holds this patch's record: nothing was changed.
  public var alreadyApplied: Bool
  /// The patched dump, frames recomputed, the `<patch>` record appended.
  public var hierarchy: Hierarchy
  public var stacks: [StackOutcome]
  public var changes: [Change]
  public var moved: [FrameChange]
  /// View attributes the patch changed (`margins`, a stack's `spacing`, …).
  public var attributes: [HierarchyDiff.AttributeChange]
  public var warnings: [PatchWarning]
  /// The record appended to `hierarchy.patches` (nil when already applied).
  public var record: PatchRecord?
}

/// Applies the bar patches of PRODUCT.md ("The patches") and verifies them with the solver.
public enum Patcher {
  /// Applies `patch` to every bar stack view of `hierarchy` it selects.
  ///
  /// - Parameters:
  ///   - patch: the patch and its options.
  ///   - hierarchy: the dump, as read.
  ///   - source: the dump's name in messages (`nav.xml`, `<stdin>`).
  ///   - options: the layout engine's options.
  ///   - solveWholeDump: solve every view even when the bars stand apart from the rest of the
  ///     dump (by default only the bars are solved then; their frames are the same).
  /// - Returns: the patched hierarchy with recomputed frames and what changed; when the dump
  ///   already holds this patch's record, the dump unchanged and a warning.
  /// - Throws: `PatchError` (no bar stack view, a side that cannot be pinned, a pin that
  ///   cannot hold), or the layout engine's error.
  public static func apply(
    _ patch: Patch, to hierarchy: Hierarchy, source: String,
    options: LayoutOptions = LayoutOptions(), solveWholeDump: Bool = false
  ) throws -> PatchResult {
    let record = patch.emptyRecord
    if let applied = hierarchy.patches.first(where: {
      $0.name == record.name && $0.options == record.options
    }) {
      // Said at the <patch> record; a record read from JSON has no position, then at the
      // first bar stack view.
      let stack = BarFinder.find(in: hierarchy).lazy.flatMap(\.stacks).first?.address
      let warning = PatchWarning(
        "\(patch.summary) is already applied (the dump holds its <patch> record): nothing "
          + "changed",
        at: applied.location ?? stack.flatMap { ItemIndex(hierarchy)[$0]?.location },
        source: source)
      return PatchResult(
        patch: patch, source: source, alreadyApplied: true, hierarchy: hierarchy, stacks: [],
        changes: [], moved: [], attributes: [], warnings: [warning], record: nil)
    }
    var session = PatchSession(patch: patch, hierarchy: hierarchy, source: source, options: options)
    let contents = BarFinder.find(in: hierarchy, table: session.table)
    for content in contents {
      for stack in content.undecided {
        session.warn(
          "skipped \(session.index.name(of: stack.address)): \(stack.reason)", at: stack.address)
      }
    }
    guard contents.contains(where: { !$0.stacks.isEmpty }) else {
      throw PatchError(
        .noBarStackView, at: nil, source: source)
    }
    // A stack laid out by Auto Layout that no constraint of the dump mentions comes from text
    // that lists none (`_autolayoutTrace`, `recursiveDescription`): the solver could put it
    // anywhere, so no patch of it can be verified.
    for stack in contents.lazy.flatMap(\.stacks)
    where session.view(stack.address)?.translatesAutoresizingMaskIntoConstraints == false
      && session.constraints(where: {
        $0.active && ($0.first == stack.address || $0.second == stack.address)
      }).isEmpty
    {
      throw PatchError(
        .unconstrainedStack(stack: session.index.name(of: stack.address)),
        at: session.location(of: stack.address), source: source)
    }
    if !solveWholeDump { session.limitSolvingToBars(contents) }
    let before = try session.solve()
    let after: SolvedLayout
    switch patch.kind {
    case .pin: after = try PinPatch.apply(to: contents, in: &session, before: before)
    case .shift: after = try ShiftPatch.apply(to: contents, in: &session, before: before)
    case .margins: after = try MarginsPatch.apply(to: contents, in: &session, before: before)
    case .spacing: after = try SpacingPatch.apply(to: contents, in: &session, before: before)
    case .tapArea: after = try TapAreaPatch.apply(to: contents, in: &session, before: before)
    }
    return session.finish(before: before, after: after)
  }
}
