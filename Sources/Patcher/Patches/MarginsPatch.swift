import BarModel
import DumpModel
import Layout

/// `margins`: set the content view's layout margins (left and right) to the gap and re-solve.
/// The guide chain's edge insets follow the margins as UIKit's bar layout recomputes them
/// (an inset is the margin where a side holds items, the margin less 8 where it is empty), and
/// so do the margins guide's own constraints when the dump lists them (docs/patches.md,
/// "margins").
enum MarginsPatch {
  static func apply(
    to contents: [BarContent], in session: inout PatchSession, before: LayoutResult
  ) throws(PatchError) -> LayoutResult {
    let gap = session.patch.effectiveGap
    let direction = session.direction
    if let first = contents.first { warnAboutOS(&session, first) }
    for content in contents {
      let cv = content.contentView
      // The margins layout used (recorded, or shown by the margins guide of a paste).
      let old = LayoutMargins.known(of: cv, in: session.document) ?? Insets.uikitDefault
      let (oldLeading, oldTrailing) =
        direction == .leftToRight ? (old.left, old.right) : (old.right, old.left)
      let delta: [BarSide: Double] = [.leading: gap - oldLeading, .trailing: gap - oldTrailing]
      session.edits.updateView(cv) {
        $0.margins = Insets(top: old.top, left: gap, bottom: old.bottom, right: gap)
      }

      // The margins guide's own constraints, when listed.
      if let marginsGuide = session.document.guides(of: cv).first(where: {
        session.document[$0].identifier == UIKitIdentifier.marginsGuide
      }).map(ItemID.guide) {
        for side in BarSide.allCases {
          for id in session.edits.constraints(
            touching: marginsGuide,
            where: { $0.relates(marginsGuide, side, .view(cv), side, direction) }
          ) {
            shift(id, item: marginsGuide, side: side, by: delta[side]!, in: &session)
          }
        }
      }
      // The chain's edge insets: BackButtonGuide.trailing >= leading + inset, and
      // TrailingBarGuide.trailing == trailing - inset.
      for set in content.guideSets {
        if let back = set.backButton.map(ItemID.guide) {
          for id in session.edits.constraints(
            touching: back, where: { $0.relates(back, .trailing, .view(cv), .leading, direction) }
          ) {
            shift(id, item: back, side: .leading, by: delta[.leading]!, in: &session)
          }
        }
        if let trailing = set.trailingBar.map(ItemID.guide) {
          for id in session.edits.constraints(
            touching: trailing,
            where: { $0.relates(trailing, .trailing, .view(cv), .trailing, direction) }
          ) {
            shift(id, item: trailing, side: .trailing, by: delta[.trailing]!, in: &session)
          }
        }
      }
    }
    let after = try session.solve()
    // A stack the margins do not place (iOS 13+: its edge is tied to the item content guide)
    // stays where it was: not patched (QA S3-17).
    for content in contents {
      for stack in content.stacks {
        let frames = (before.frames[.view(stack.view)], after.frames[.view(stack.view)])
        if let old = frames.0, let new = frames.1, Self.same(old, new, session.tolerance) {
          session.note(
            stack,
            .skipped("it did not move: the content view's margins do not place it"))
        } else {
          session.note(stack, .patched)
        }
      }
    }
    return after
  }

  private static func same(_ a: Rect, _ b: Rect, _ tolerance: Double) -> Bool {
    abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
      && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
  }

  /// Moves `item`'s edge inward (away from the content view's `side` edge) by `delta`.
  private static func shift(
    _ id: ConstraintID, item: ItemID, side: BarSide, by delta: Double,
    in session: inout PatchSession
  ) {
    guard delta != 0 else { return }
    let constraint = session.document[id]
    let attribute = constraint.attribute(of: item) ?? .leading
    let physical = attribute == .left || attribute == .right
    var sign: Double = constraint.first == item ? 1 : -1
    if physical && session.direction == .rightToLeft { sign = -sign }
    // Inward is +u on the leading edge and −u on the trailing edge.
    let along = side == .leading ? delta : -delta
    session.edits.setConstant(id, to: constraint.constant + sign * along)
  }

  /// UIKit throws on this patch from iOS 13 (docs/patches.md, "margins"): said when `--os`,
  /// the dump's `os` or the generation the bar model recognises is 13 or later (QA S3-17);
  /// when neither `--os` nor `os` is given, that it could not be checked.
  private static func warnAboutOS(_ session: inout PatchSession, _ content: BarContent) {
    let throwsNote =
      "layout-margin changes of this private view (\"Client error attempting to change layout "
      + "margins of a private view\")"
    let recognition = content.recognition
    let overridden = recognition?.evidence.first?.hasPrefix("--os") == true
    let os = overridden ? nil : session.document.metadata.os
    let message: String
    if let os {
      let major = Int(os.split(separator: ".").first ?? "") ?? 0
      guard major >= 13 else { return }
      message =
        "this dump is from iOS \(os): from iOS 13 UIKit throws on \(throwsNote); use "
        + "'--patch shift'"
    } else if let recognition, let generation = recognition.generation,
      generation.family == .modern
    {
      message =
        "the bar is \(generation) (\(recognition.evidence.joined(separator: "; "))): from iOS "
        + "13 UIKit throws on \(throwsNote); use '--patch shift'"
    } else if overridden {
      return
    } else {
      message =
        "the dump does not say its iOS version ('os'): could not check that UIKit allows this; "
        + "from iOS 13 it throws on \(throwsNote)"
    }
    session.warn(message, at: content.contentView)
  }
}
