import BarModel
import DumpModel
import Layout

/// `tap-area`: grows each custom item's adaptor to at least `--min-size`, keeping its custom
/// view where it was on screen: on the trailing side the custom view stays at the adaptor's
/// trailing edge, on the leading side at its leading edge, and centred vertically
/// (docs/patches.md, "tap-area").
enum TapAreaPatch {
  static func apply(
    to contents: [BarContent], in session: inout PatchSession, before: LayoutResult
  ) throws(PatchError) -> LayoutResult {
    let minimum = session.patch.minSize
    for content in contents {
      // A bar of system items only (sample 03) has nothing this patch grows: said at the bar,
      // not a silent "0 frames moved" (docs/patches.md, "tap-area").
      if !content.stacks.isEmpty, content.stacks.allSatisfy(\.items.isEmpty) {
        let bar = session.document.superview(of: content.contentView) ?? content.contentView
        session.warn(
          "'\(session.name(bar))' has no custom item for tap-area to grow: UIKit sizes its "
            + "system items ('inspect check' reports their tap targets)",
          at: bar)
      }
      for stack in content.stacks {
        guard !stack.items.isEmpty else {
          session.note(stack, .skipped("no custom item"))
          continue
        }
        var grown = 0
        for item in stack.items {
          guard
            let adaptor = before.frames[.view(item.view)]
              ?? session.document[item.view].frame
          else {
            session.warn(
              "'\(session.name(item.view))' has no frame: not grown", at: item.view)
            continue
          }
          let width = max(adaptor.width, minimum.width)
          let height = max(adaptor.height, minimum.height)
          guard width > adaptor.width || height > adaptor.height else { continue }
          if width > adaptor.width {
            grow(item.view, .width, to: width, holder: stack.view, in: &session)
          }
          if height > adaptor.height {
            grow(item.view, .height, to: height, holder: stack.view, in: &session)
          }
          if let custom = item.customView {
            keepInPlace(
              custom, side: stack.side,
              grownBy: Size(width: width - adaptor.width, height: height - adaptor.height),
              in: &session)
          }
          grown += 1
        }
        session.note(stack, grown > 0 ? .patched : .skipped("every item is large enough"))
      }
    }
    return try session.solve()
  }

  /// Sets the adaptor's size on one axis: a required `width == c` of its own is rewritten;
  /// otherwise `width >= size` is added (its intrinsic size then hugs it at exactly that size).
  private static func grow(
    _ adaptor: ViewID, _ attribute: LayoutAttribute, to size: Double, holder: ViewID,
    in session: inout PatchSession
  ) {
    let item = ItemID.view(adaptor)
    let own = session.edits.constraints(touching: item) {
      $0.first == item && $0.firstAttribute == attribute && $0.second == nil
        && $0.relation == .equal && $0.isRequired && $0.active
    }
    if !own.isEmpty {
      for id in own { session.edits.setConstant(id, to: size) }
    } else {
      session.edits.add(
        DocumentConstraint(first: item, attribute, .greaterThanOrEqual, constant: size),
        to: holder)
    }
  }

  /// Moves the frame-based custom view inside its grown adaptor so that it stays where it was.
  private static func keepInPlace(
    _ custom: ViewID, side: BarSide, grownBy growth: Size, in session: inout PatchSession
  ) {
    let direction = session.direction
    guard session.document[custom].frame != nil else { return }
    session.edits.updateView(custom) { view in
      guard var frame = view.frame else { return }
      // The adaptor grows away from the stack's outer edge; the custom view keeps its offset
      // from the adaptor's outer edge: the right edge left to right on the trailing side.
      let outerIsRight = (side == .trailing) == (direction == .leftToRight)
      if outerIsRight { frame.x += growth.width }
      frame.y += growth.height / 2
      view.frame = frame
    }
  }
}
