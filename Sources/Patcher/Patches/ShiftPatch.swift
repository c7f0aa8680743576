import DumpModel
import Layout

/// `shift`: keep every constraint, change the constant of the stack's edge constraint to its
/// bar guide so that the stack lands exactly `gap` from the content view's edge. The constant
/// is computed from the solved layout, so a back button, the +6 spacer and the empty-side
/// inset are all accounted for (the approach that still works on iOS 13 and later;
/// docs/patches.md, "shift").
enum ShiftPatch {
  static func apply(
    to contents: [BarContent], in session: inout PatchSession, before: LayoutResult
  ) throws(PatchError) -> LayoutResult {
    let gap = session.patch.effectiveGap
    let direction = session.direction
    var targets: [(stack: BarStack, contentView: ViewID, edge: ConstraintID, rate: Double)] = []
    // Unlike pin, shift goes on behind a back button: c is computed from the solved layout,
    // and the stack lands `gap` from the edge (over the button: a warning says so).
    for (content, stack) in try PinPatch.selectStacks(
      contents, in: &session, skipBehindBackButton: false)
    {
      let back = content.followsBackButton(stack)
      if back.follows {
        let button = back.button.map { " '\(session.name($0))'" } ?? ""
        session.warn(
          "'\(session.name(stack.view))' now lies over the back button\(button): the leading "
            + "stack follows it, and shift moves it to the edge regardless", at: stack.view)
      }
      let edge = try tie(of: stack, in: content, session: session)
      let offset = session.edgeOffset(
        of: stack.view, side: stack.side, contentView: content.contentView,
        frames: before.frames)
      if let offset, abs(offset - gap) <= session.tolerance {
        session.note(stack, .skipped("already \(formatNumber(gap)) from the edge"))
        continue
      }
      targets.append(
        (
          stack, content.contentView, edge,
          rate(of: session.document[edge], stack, direction)
        ))
      session.note(stack, .patched)
    }

    // Move each constant by the distance still to go; a guide that follows the stack would make
    // one step fall short, so repeat (a few rounds at most) until every stack lands.
    var result = before
    for _ in 0..<4 {
      var moved = false
      for target in targets {
        guard
          let offset = session.edgeOffset(
            of: target.stack.view, side: target.stack.side, contentView: target.contentView,
            frames: result.frames),
          abs(offset - gap) > session.tolerance
        else { continue }
        // Inward distance to go, along the edge's own direction: the leading edge moves
        // toward the trailing side as it grows, the trailing edge the other way.
        let inward = gap - offset
        let along = target.stack.side == .leading ? inward : -inward
        let constant = session.document[target.edge].constant
        session.edits.setConstant(target.edge, to: constant + along / target.rate)
        moved = true
      }
      if !moved { return result }
      result = try session.solve()
    }
    for target in targets {
      let offset = session.edgeOffset(
        of: target.stack.view, side: target.stack.side, contentView: target.contentView,
        frames: result.frames)
      if let offset, abs(offset - gap) > session.tolerance {
        throw session.error(
          .shiftDidNotLand(
            stack: session.name(target.stack.view),
            detail: "its \(target.stack.side.rawValue) edge stays \(formatNumber(offset)) from "
              + "the content view's edge, not \(formatNumber(gap))"),
          at: target.stack.view)
      }
    }
    return result
  }

  /// The constraint tying the stack's outer edge to its bar guide (iOS 11–12), else the one
  /// the bar model names (iOS 13+: its edge constraint to the item content guide).
  static func tie(of stack: BarStack, in content: BarContent, session: PatchSession)
    throws(PatchError) -> ConstraintID
  {
    guard let guide = stack.guideSet?.barGuide(stack.side).map(ItemID.guide)
    else {
      if let tie = stack.modelTie, !session.document.isRemoved(tie),
        session.document[tie].active
      {
        return tie
      }
      throw session.error(
        .nothingToShift(stack: session.name(stack.view), guide: nil, side: stack.side),
        at: stack.view)
    }
    let stackItem = ItemID.view(stack.view)
    let direction = session.direction
    let edge = session.edits.constraints(
      touching: stackItem,
      where: {
        $0.relates(stackItem, stack.side, guide, stack.side, direction) && $0.multiplier == 1
          && $0.active
      }
    ).first
    guard let edge else {
      throw session.error(
        .nothingToShift(
          stack: session.name(stack.view), guide: session.name(guide), side: stack.side),
        at: stack.view)
    }
    return edge
  }

  /// How far the stack's edge moves along the layout direction per point of constant:
  /// +1 when the stack is the first item of `stack.edge == guide.edge + c`, −1 when it is the
  /// second; left and right attributes run against the direction right to left.
  static func rate(
    of constraint: DocumentConstraint, _ stack: BarStack, _ direction: LayoutDirection
  ) -> Double {
    let attribute = constraint.attribute(of: .view(stack.view)) ?? .leading
    let physical = attribute == .left || attribute == .right
    let sign: Double = constraint.first == .view(stack.view) ? 1 : -1
    return physical && direction == .rightToLeft ? -sign : sign
  }
}
