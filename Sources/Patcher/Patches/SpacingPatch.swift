import DumpModel
import Layout

/// `spacing`: `pin` at the outer gap, plus each adaptor view sized to its custom view, centred
/// vertically in the stack, neighbours `--item-gap` apart — with leading and trailing
/// attributes, so right-to-left bars come out mirrored.
enum SpacingPatch {
  /// The icon inset taken off the outer gap when the outermost item is an image item.
  static func iconInset(_ side: BarSide) -> Double { side == .leading ? 6 : 2 }

  static func apply(
    to contents: [BarContent], in session: inout PatchSession, before: SolvedLayout
  ) throws -> SolvedLayout {
    let gap = session.patch.effectiveGap
    let pinned = try PinPatch.pinStacks(contents, in: &session) { stack in
      outerGap(gap, for: stack)
    }
    let itemGap = session.patch.itemGap
    for pin in pinned {
      let stack = pin.stack
      for item in stack.items {
        guard let custom = item.customView, let size = session.view(custom)?.frame else {
          session.warn(
            "\(session.name(item.adaptor)) has no custom view with a frame: not sized",
            at: item.adaptor)
          continue
        }
        session.addUnlessHeld(
          LayoutConstraint(first: item.adaptor, .width, constant: size.width), to: stack.address)
        session.addUnlessHeld(
          LayoutConstraint(first: item.adaptor, .height, constant: size.height),
          to: stack.address)
        session.addUnlessHeld(
          LayoutConstraint(
            first: item.adaptor, .centerY, second: stack.address, .centerY),
          to: stack.address)
      }
      // The stack's own spacing follows (UIStackView.spacing): its UISV-spacing constraints
      // would otherwise hold the neighbours at the old distance.
      if stack.items.count > 1 {
        session.modifyView(stack.address) { $0.spacing = itemGap }
        for (previous, next) in zip(stack.items, stack.items.dropFirst()) {
          for entry in session.constraints(where: {
            $0.identifier == "UISV-spacing"
              && $0.relates(next.adaptor, .leading, previous.adaptor, .trailing, session.direction)
          }) {
            let sign: Double = entry.constraint.first == next.adaptor ? 1 : -1
            session.setConstant(entry.ref, to: sign * itemGap)
          }
        }
      }
      // Neighbouring custom items, leading first: next.leading == previous.trailing + gap.
      for (previous, next) in zip(stack.items, stack.items.dropFirst()) {
        session.addUnlessHeld(
          LayoutConstraint(
            first: next.adaptor, .leading, second: previous.adaptor, .trailing,
            constant: itemGap),
          to: stack.address)
      }
    }
    return try PinPatch.settle(pinned, in: &session)
  }

  /// `gap`, less the icon inset of the side when its outermost custom item is an image item.
  static func outerGap(_ gap: Double, for stack: BarStack) -> Double {
    let outermost = stack.side == .leading ? stack.items.first : stack.items.last
    return outermost?.isImage == true ? gap - iconInset(stack.side) : gap
  }
}
