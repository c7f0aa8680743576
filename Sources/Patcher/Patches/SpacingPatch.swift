import BarModel
import DumpModel
import Layout

/// `spacing`: `pin` at the outer gap, plus each adaptor view sized to its custom view, centred
/// vertically in the stack, neighbours `--item-gap` apart — with leading and trailing
/// attributes, so right-to-left bars come out mirrored (docs/patches.md, "spacing").
enum SpacingPatch {
  /// The icon inset taken off the outer gap when the outermost item is an image item.
  static func iconInset(_ side: BarSide) -> Double { side == .leading ? 6 : 2 }

  static func apply(
    to contents: [BarContent], in session: inout PatchSession, before: LayoutResult
  ) throws(PatchError) -> LayoutResult {
    let gap = session.patch.effectiveGap
    let pinned = try PinPatch.pinStacks(contents, in: &session) { stack in
      outerGap(gap, for: stack)
    }
    let itemGap = session.patch.itemGap
    for pin in pinned {
      let stack = pin.stack
      let stackItem = ItemID.view(stack.view)
      for item in stack.items {
        let adaptor = ItemID.view(item.view)
        guard let custom = item.customView, let size = session.document[custom].frame else {
          session.warn(
            "'\(session.name(item.view))' has no custom view with a frame: not sized",
            at: item.view)
          continue
        }
        session.edits.addUnlessHeld(
          DocumentConstraint(first: adaptor, .width, constant: size.width), to: stack.view)
        session.edits.addUnlessHeld(
          DocumentConstraint(first: adaptor, .height, constant: size.height), to: stack.view)
        session.edits.addUnlessHeld(
          DocumentConstraint(first: adaptor, .centerY, second: stackItem, .centerY),
          to: stack.view)
      }
      // The stack's own spacing follows (UIStackView.spacing): its UISV-spacing constraints
      // would otherwise hold the neighbours at the old distance.
      if stack.items.count > 1 {
        session.edits.updateView(stack.view) { $0.spacing = itemGap }
        for (previous, next) in zip(stack.items, stack.items.dropFirst()) {
          let (a, b) = (ItemID.view(next.view), ItemID.view(previous.view))
          for id in session.edits.constraints(
            touching: a,
            where: {
              $0.identifier == UIKitIdentifier.stackSpacing
                && $0.relates(a, .leading, b, .trailing, session.direction)
            })
          {
            let sign: Double = session.document[id].first == a ? 1 : -1
            session.edits.setConstant(id, to: sign * itemGap)
          }
        }
      }
      // Neighbouring custom items, leading first: next.leading == previous.trailing + gap.
      for (previous, next) in zip(stack.items, stack.items.dropFirst()) {
        session.edits.addUnlessHeld(
          DocumentConstraint(
            first: .view(next.view), .leading, second: .view(previous.view), .trailing,
            constant: itemGap),
          to: stack.view)
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
