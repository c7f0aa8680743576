import BarModel
import DumpModel
import Layout

/// `--patch fixed-space --gap G`: the seeds' trick on an iOS 7–10 bar — a
/// `UIBarButtonSystemItemFixedSpace` item G wide (negative allowed) before the outermost item
/// of each selected side, replacing the one there, and every frame recomputed as UIKit's frame
/// layout does (docs/navbar/ios7-10.md, "Fixed-space items"; the arithmetic is BarModel's,
/// `FrameBasedBar.fixedSpace`). Nothing is solved: these bars are not in the layout engine.
/// On an iOS 11+ bar it changes nothing and says why.
enum FixedSpacePatch {
  static func apply(
    _ patch: Patch, to document: Document, source: String, model: BarModelOptions
  ) throws(PatchError) -> PatchResult {
    var notes = PatchNotes(source: source)
    // The model puts a walk over a bar's subviews back into a bar (51) and reads each iOS 7–10
    // bar's arithmetic; the patched dump is the one it reassembled.
    let rebuild = try ModelStep.rebuild(document, options: model, source: source)
    let document = rebuild.document
    var bars: [FrameBasedBar] = []
    var newer: [(name: String, generation: BarGeneration)] = []
    for bar in rebuild.bars {
      let name = document.name(of: .view(bar.parts.root))
      guard let generation = bar.recognition.generation else { continue }
      if let frameBased = bar.frameBased {
        bars.append(frameBased)
      } else if generation.family == .frameBased, bar.parts.kind == .frameBased {
        throw PatchError(
          .frameBasedBarWithoutWidth(bar: name), at: document[bar.parts.root].location,
          source: source)
      } else if bar.parts.kind == .navigation {
        newer.append((name, generation))
      }
    }
    guard !bars.isEmpty else {
      if let (name, generation) = newer.first {
        throw PatchError(
          .fixedSpaceNeedsFrameBasedBar(bar: name, generation: "\(generation)"), at: nil,
          source: source)
      }
      throw PatchError(.noNavigationBar, at: nil, source: source)
    }
    let gap = patch.effectiveGap
    var patched = document
    var moved: [FrameChange] = []
    var nothing: [String] = []
    for bar in bars {
      let name = document.name(of: .view(bar.bar))
      let outcome = bar.fixedSpace(
        gap,
        sides: patch.side == .leading
          ? [.leading] : patch.side == .trailing ? [.trailing] : [.leading, .trailing],
        in: document)
      for skip in outcome.skipped {
        let message = "\(name), \(skip.side.rawValue) side: \(skip.reason)"
        if outcome.applied.isEmpty { nothing.append(message) }
        notes.warn(message, at: document[bar.bar].location)
      }
      for (side, width) in outcome.applied.sorted(by: { $0.key < $1.key }) {
        guard let item = bar.items[side]?.first else { continue }
        let before = outcome.before[side] ?? 0
        notes.note(
          StackOutcome(
            view: item, address: document[item].address, name: document.name(of: .view(item)),
            side: side,
            evidence: "outermost item of \(name), fixed space before it "
              + (before == 0 ? "none" : formatNumber(before)) + " → \(formatNumber(width))"
              + (bar.inferredFixedSpace[side] == nil ? "" : " (inferred from its place)"),
            action: .patched))
      }
      for view in document.preorder where outcome.frames[view] != nil {
        let after = outcome.frames[view]!
        let was = document[view].frame
        patched.setFrame(after, of: .view(view))
        guard !FrameChange.same(was, after) else { continue }
        moved.append(
          FrameChange(
            item: .view(view), address: document[view].address,
            name: document.name(of: .view(view)), before: was, after: after))
      }
    }
    guard !notes.stacks.isEmpty else {
      throw PatchError(.nothingToPatch(nothing.joined(separator: "; ")), at: nil, source: source)
    }
    let record = patch.emptyRecord
    patched.metadata.patches.append(record)
    return PatchResult(
      patch: patch, source: source, alreadyApplied: false, document: patched,
      stacks: notes.stacks, changes: [], moved: moved, attributes: [], warnings: notes.warnings,
      record: record, before: nil, after: nil)
  }
}
