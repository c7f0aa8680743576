import BarModel
import DumpModel
import Layout

/// A frame that a patch (or a diff) moved: before and after, in superview coordinates.
public struct FrameChange: Sendable, Hashable {
  /// The item, in the patched document (for a diff, in the after document).
  public var item: ItemID
  public var address: String
  /// `Class:0x…'label'`, as UIKit names the item.
  public var name: String
  public var before: Rect?
  public var after: Rect?

  public init(item: ItemID, address: String, name: String, before: Rect?, after: Rect?) {
    self.item = item
    self.address = address
    self.name = name
    self.before = before
    self.after = after
  }

  /// The same frame at five decimals: `0.33333` recorded and `1/3` solved are the same frame.
  static func same(_ a: Rect?, _ b: Rect?) -> Bool {
    if a == b { return true }  // the common case
    guard let a, let b else { return false }
    // Side by side, without an array of each frame's four numbers: asked of every frame a
    // patch solves.
    let r = roundedToFiveDecimals
    return r(a.x) == r(b.x) && r(a.y) == r(b.y) && r(a.width) == r(b.width)
      && r(a.height) == r(b.height)
  }
}

/// What a patch did to one bar stack.
public struct StackOutcome: Sendable, Hashable {
  public enum Action: Sendable, Hashable {
    case patched
    case skipped(String)
  }

  public var view: ViewID
  public var address: String
  public var name: String
  public var side: BarSide
  /// `tied to LeadingBarGuide(0x…)`, or `by its position`.
  public var evidence: String
  public var action: Action
}

/// The outcome of `Patching.apply`: the patched document and everything the report shows.
public struct PatchResult: Sendable {
  public var patch: Patch
  /// The input's name in messages.
  public var source: String
  /// The dump already holds this patch's record: nothing was changed.
  public var alreadyApplied: Bool
  /// The patched dump, frames recomputed, the `<patch>` record appended. Its ids are the
  /// input document's: an item or constraint keeps its id through the patch.
  public var document: Document
  public var stacks: [StackOutcome]
  public var changes: [Change]
  /// Frames the patch moved, from the layouts before and after it, in document order.
  public var moved: [FrameChange]
  /// View attributes the patch changed (`margins`, a stack's `spacing`, …).
  public var attributes: [AttributeChange]
  public var warnings: [PatchWarning]
  /// The record appended to the document's patches (nil when already applied).
  public var record: PatchRecord?
  /// The layouts before and after the patch (nil when already applied): the frames and
  /// findings of the solved views, by id.
  public var before: LayoutResult?
  public var after: LayoutResult?
  /// What the bar model did before the patch, when it rebuilt constraints (a paste).
  public var model: [String] = []
}

extension PatchSession {
  /// Writes the solved frames into the document, appends the record, lists what moved and
  /// what changed, and warns about items the patch left ambiguous.
  mutating func finish(before solvedBefore: LayoutResult, after solved: LayoutResult)
    -> PatchResult
  {
    // Items that became ambiguous: the title once vanished this way.
    let wasAmbiguous = Set(solvedBefore.ambiguous.lazy.filter { !$0.isExpected }.map(\.item))
    let (before, after) = keepingAmbiguousItems(
      before: solvedBefore, after: solved, wasAmbiguous: wasAmbiguous)
    let becameAmbiguous = after.ambiguous.filter {
      !$0.isExpected && !wasAmbiguous.contains($0.item)
    }
    // In document order, as the layout lists them.
    for item in becameAmbiguous {
      let variables = item.variables.joined(separator: ", ")
      notes.warn(
        "'\(name(item.item))' becomes ambiguous after the patch (\(variables)): nothing "
          + "holds it any more", at: document.location(of: item.item))
    }
    let moved = movedFrames(before: before, after: after)
    let attributes = edits.editedViews.flatMap { view, was, now in
      AttributeChange.changes(from: was, to: now, item: .view(view), in: document)
    }
    edits.applyFrames(after)
    var record = run.patch.emptyRecord
    if forced { record.options.append(UnknownAttribute(name: "forced", value: "YES")) }
    record.changes = edits.changes.map { change in
      switch change.kind {
      case .removed: return .removed(change.notation)
      case .added:
        return .added(address: change.constraint.address ?? "", description: change.notation)
      }
    }
    edits.appendRecord(record)
    return PatchResult(
      patch: run.patch, source: run.source, alreadyApplied: false, document: edits.document,
      stacks: notes.stacks, changes: edits.changes, moved: moved, attributes: attributes,
      warnings: notes.warnings, record: record, before: before, after: after)
  }

  /// The layouts before and after with the recorded frame of every item the dump leaves
  /// ambiguous (before and after the patch) that the patch did not affect: no constraint it
  /// added, removed or changed names the item, and it edited none of its attributes. The
  /// solver's value for such an item is arbitrary, and a patch never moves what it did not
  /// touch (issue 21); the report says so, one warning per item whose solved frame differs.
  private mutating func keepingAmbiguousItems(
    before: LayoutResult, after: LayoutResult, wasAmbiguous: Set<ItemID>
  ) -> (before: LayoutResult, after: LayoutResult) {
    // Made when first asked: most patches leave nothing ambiguous before and after, and the
    // walk reads every constraint of every item the patch touched.
    var affected: Set<ItemID>?
    var (keptBefore, keptAfter) = (before, after)
    for item in after.ambiguous where !item.isExpected && wasAmbiguous.contains(item.item) {
      if affected == nil { affected = affectedItems(before: before, after: after) }
      if affected?.contains(item.item) == true { continue }
      guard let recorded = document.frame(of: item.item) else { continue }
      keptBefore.frames[item.item] = recorded
      keptAfter.frames[item.item] = recorded
      guard !FrameChange.same(recorded, after.frames[item.item]) else { continue }
      notes.warn(
        "'\(name(item.item))' keeps its recorded frame (\(recorded)): the dump leaves it "
          + "ambiguous (\(item.variables.joined(separator: ", "))) and the patch does not place "
          + "it", at: document.location(of: item.item))
    }
    return (keptBefore, keptAfter)
  }

  /// The items the patch affects: those it edited or whose constraints it changed, and every
  /// item tied to one of them (by a constraint, or as a stack and its arranged views) through
  /// items that moved or are ambiguous. An item that is placed and did not move holds what lies
  /// behind it: the patch reaches nothing through it.
  private func affectedItems(before: LayoutResult, after: LayoutResult) -> Set<ItemID> {
    var seeds = edits.editedViews.map { ItemID.view($0.view) }
    for change in edits.changes {
      seeds.append(change.constraint.first)
      if let second = change.constraint.second { seeds.append(second) }
    }
    let ambiguous = Set((before.ambiguous + after.ambiguous).map(\.item))
    func passes(_ item: ItemID) -> Bool {
      ambiguous.contains(item) || !FrameChange.same(before.frames[item], after.frames[item])
    }
    func neighbours(_ item: ItemID) -> [ItemID] {
      var result = document.constraints(touching: item).flatMap { id -> [ItemID] in
        let constraint = document[id]
        return constraint.active ? [constraint.first] + (constraint.second.map { [$0] } ?? []) : []
      }
      if case .view(let view) = item {
        if StackViews.isStackView(view, in: document) {
          result += document.subviews(of: view).map(ItemID.view)
        }
        if let superview = document.superview(of: view),
          StackViews.isStackView(superview, in: document)
        {
          result.append(ItemID.view(superview))
        }
      }
      return result
    }
    var affected = Set(seeds)
    var queue = seeds
    while let item = queue.popLast() {
      for next in neighbours(item) where !affected.contains(next) {
        affected.insert(next)
        if passes(next) { queue.append(next) }
      }
    }
    return affected
  }

  /// The items whose frame the patch moved: solved before and after to frames a dump writes
  /// differently, in document order; UIKit's bar-button guides (which keep their recorded
  /// frames) left out.
  private func movedFrames(before: LayoutResult, after: LayoutResult) -> [FrameChange] {
    let kept = after.expectedAmbiguity
    // The frames before by id, less those the patch left where they were (most): `after` is
    // read in its table's order, then asked only of the frames that remain.
    // One slot per view and guide (`ItemFrames`' dense form): a part solve keeps its frames
    // in a table by item, which is read in once, in its own order, instead of hashing every
    // item of a window twice, once for each layout.
    var moving = ItemFrames(viewCount: document.viewCount, guideCount: document.guideCount)
    before.frames.forEachUnordered { moving[$0] = $1 }
    after.frames.forEachUnordered { item, now in
      if FrameChange.same(moving[item], now) { moving[item] = nil }
    }
    return document.itemsInPreorder(under: scope.roots).compactMap { item, _ in
      // The items kept at their recorded frames looked up only for a frame that moved (most
      // do not).
      guard let was = moving[item] else { return nil }
      let now = after.frames[item]
      guard !FrameChange.same(was, now), !kept.contains(item) else { return nil }
      return FrameChange(
        item: item, address: document.address(of: item), name: name(item), before: was,
        after: now)
    }
  }
}
