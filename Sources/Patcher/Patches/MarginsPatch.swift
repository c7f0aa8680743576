import DumpModel
import Layout

/// `margins`: set the content view's layout margins (left and right) to the gap and re-solve.
/// The guide chain's edge insets follow the margins as UIKit's bar layout recomputes them
/// (an inset is the margin where a side holds items, the margin less 8 where it is empty), and
/// so do the margins guide's own constraints when the dump lists them.
enum MarginsPatch {
  static func apply(
    to contents: [BarContent], in session: inout PatchSession, before: SolvedLayout
  ) throws -> SolvedLayout {
    let gap = session.patch.effectiveGap
    let direction = session.direction
    warnAboutOS(&session, at: contents.first?.contentView)
    for content in contents {
      let cv = content.contentView
      guard let view = session.view(cv) else { continue }
      let old = view.margins ?? Insets.uikitDefault
      let (oldLeading, oldTrailing) =
        direction == .leftToRight ? (old.left, old.right) : (old.right, old.left)
      let delta: [BarSide: Double] = [.leading: gap - oldLeading, .trailing: gap - oldTrailing]
      session.modifyView(cv) { view in
        view.margins = Insets(top: old.top, left: gap, bottom: old.bottom, right: gap)
      }

      // The margins guide's own constraints, when listed.
      if let marginsGuide = view.guides.first(where: {
        $0.identifier == "UIViewLayoutMarginsGuide"
      })?.address {
        for side in BarSide.allCases {
          for entry in session.constraints(where: {
            $0.relates(marginsGuide, side, cv, side, direction)
          }) {
            shift(entry, item: marginsGuide, side: side, by: delta[side]!, in: &session)
          }
        }
      }
      // The chain's edge insets: BackButtonGuide.trailing >= leading + inset, and
      // TrailingBarGuide.trailing == trailing - inset.
      for set in content.guideSets {
        if let back = set.backButton {
          for entry in session.constraints(where: {
            $0.relates(back, .trailing, cv, .leading, direction)
          }) {
            shift(entry, item: back, side: .leading, by: delta[.leading]!, in: &session)
          }
        }
        if let trailing = set.trailingBar {
          for entry in session.constraints(where: {
            $0.relates(trailing, .trailing, cv, .trailing, direction)
          }) {
            shift(entry, item: trailing, side: .trailing, by: delta[.trailing]!, in: &session)
          }
        }
      }
      for stack in content.stacks { session.note(stack, .patched) }
    }
    return try session.solve()
  }

  /// Moves `item`'s edge inward (away from the content view's `side` edge) by `delta`.
  private static func shift(
    _ entry: ConstraintTable.Entry, item: String, side: BarSide, by delta: Double,
    in session: inout PatchSession
  ) {
    guard delta != 0 else { return }
    let constraint = entry.constraint
    let attribute = constraint.attribute(of: item) ?? .leading
    let physical = attribute == .left || attribute == .right
    var sign: Double = constraint.first == item ? 1 : -1
    if physical && session.direction == .rightToLeft { sign = -sign }
    // Inward is +u on the leading edge and −u on the trailing edge.
    let along = side == .leading ? delta : -delta
    session.setConstant(entry.ref, to: constraint.constant + sign * along)
  }

  private static func warnAboutOS(_ session: inout PatchSession, at address: String?) {
    let message: String
    if let os = session.hierarchy.os {
      let major = Int(os.split(separator: ".").first ?? "") ?? 0
      guard major >= 13 else { return }
      message =
        "this dump is from iOS \(os): from iOS 13 UIKit throws on layout-margin changes of "
        + "this private view (\"Client error attempting to change layout margins of a private "
        + "view\"); use --patch shift"
    } else {
      message =
        "the dump does not say its iOS version ('os'): could not check that UIKit allows this; "
        + "from iOS 13 it throws on layout-margin changes of this private view (\"Client error "
        + "attempting to change layout margins of a private view\")"
    }
    session.warn(message, at: address)
  }
}
