import DumpModel

/// The seeds' trick on an iOS 7–10 bar (docs/navbar/ios7-10.md, "Fixed-space items"): a
/// `UIBarButtonSystemItemFixedSpace` item of a given width (negative allowed) before a side's
/// outermost item, the frames recomputed as UIKit's frame layout does.
public struct FixedSpaceOutcome: Sendable, Hashable {
  /// The width now before each side's outermost item, for the sides that changed.
  public var applied: [BarSide: Double] = [:]
  /// The fixed space each changed side had before (inferred from the capture; 0 for none).
  public var before: [BarSide: Double] = [:]
  /// Sides left alone, and why.
  public var skipped: [Skip] = []
  /// Every frame the arithmetic places, after the change.
  public var frames: [ViewID: Rect] = [:]

  /// A side the patch leaves alone.
  public struct Skip: Sendable, Hashable {
    public var side: BarSide
    public var reason: String
  }
}

extension FrameBasedBar {
  /// Puts a fixed space `gap` wide before the outermost item of each of `sides` that has
  /// items, replacing the one there (inferred or none). The leading side is left alone while
  /// a back button is shown: a left bar item replaces the back button unless
  /// `leftItemsSupplementBackButton` is set (UIKit's documented behaviour, not a capture).
  public func fixedSpace(_ gap: Double, sides: [BarSide], in document: Document)
    -> FixedSpaceOutcome
  {
    var outcome = FixedSpaceOutcome()
    for side in sides {
      if side == .leading, backButtonShown, let back = backButton {
        outcome.skipped.append(
          FixedSpaceOutcome.Skip(
            side: side,
            reason:
              "the back button \(document.name(of: .view(back))) is shown: a left bar item would "
              + "replace it (unless leftItemsSupplementBackButton is set), so the leading side "
              + "is left alone"))
        continue
      }
      guard !(items[side] ?? []).isEmpty else {
        outcome.skipped.append(
          FixedSpaceOutcome.Skip(side: side, reason: "no item on the \(side.rawValue) side"))
        continue
      }
      let before = inferredFixedSpace[side] ?? 0
      guard abs(before - gap) > 1e-9 else {
        outcome.skipped.append(
          FixedSpaceOutcome.Skip(
            side: side,
            reason: "the \(side.rawValue) side already has a fixed space of \(formatNumber(gap))"))
        continue
      }
      outcome.before[side] = before
      outcome.applied[side] = gap
    }
    outcome.frames = layout(fixedSpace: outcome.applied, in: document)
    return outcome
  }
}
