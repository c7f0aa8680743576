import DumpModel
import Layout

/// `shift`: keep every constraint, change the constant of the stack's edge constraint to its
/// bar guide so that the stack lands exactly `gap` from the content view's edge. The constant
/// is computed from the solved layout, so a back button, the +6 spacer and the empty-side
/// inset are all accounted for (the approach that still works on iOS 13 and later).
enum ShiftPatch {
  static func apply(
    to contents: [BarContent], in session: inout PatchSession, before: SolvedLayout
  ) throws -> SolvedLayout {
    let gap = session.patch.effectiveGap
    let direction = session.direction
    var targets: [(stack: BarStack, contentView: String, ref: ConstraintRef, rate: Double)] = []
    // Unlike pin, shift goes on behind a back button: c is computed from the solved layout,
    // and the stack lands `gap` from the edge (over the button: a warning says so).
    for (content, stack) in try PinPatch.selectStacks(
      contents, in: &session, skipBehindBackButton: false)
    {
      if stack.side == .leading, let set = content.guideSet(of: stack), set.showsBackButton {
        let button = set.backButtonView.map { " \(session.name($0))" } ?? ""
        session.warn(
          "\(session.name(stack.address)) now lies over the back button\(button): the leading "
            + "stack follows it, and shift moves it to the edge regardless", at: stack.address)
      }
      guard let guide = content.guideSet(of: stack)?.barGuide(stack.side) else {
        let guideName = stack.side == .leading ? "LeadingBarGuide" : "TrailingBarGuide"
        throw PatchError(
          .nothingToShift(stack: session.name(stack.address), guide: "a \(guideName)"),
          at: session.location(of: stack.address), source: session.source)
      }
      let edge = session.constraints(where: {
        $0.relates(stack.address, stack.side, guide, stack.side, direction)
          && $0.multiplier == 1 && $0.active
      }).first
      guard let edge else {
        throw PatchError(
          .nothingToShift(stack: session.name(stack.address), guide: session.name(guide)),
          at: session.location(of: stack.address), source: session.source)
      }
      let offset = session.edgeOffset(
        of: stack.address, side: stack.side, contentView: content.contentView,
        frames: before.frames)
      if let offset, abs(offset - gap) <= session.tolerance {
        session.note(stack, .skipped("already \(formatNumber(gap)) from the edge"))
        continue
      }
      targets.append(
        (stack, content.contentView, edge.ref, rate(of: edge.constraint, stack, direction)))
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
            of: target.stack.address, side: target.stack.side, contentView: target.contentView,
            frames: result.frames),
          abs(offset - gap) > session.tolerance,
          let entry = session.table.entry(target.ref)
        else { continue }
        // Inward distance to go, along the edge's own direction: the leading edge moves
        // toward the trailing side as it grows, the trailing edge the other way.
        let inward = gap - offset
        let along = target.stack.side == .leading ? inward : -inward
        session.setConstant(target.ref, to: entry.constraint.constant + along / target.rate)
        moved = true
      }
      if !moved { return result }
      result = try session.solve()
    }
    for target in targets {
      let offset = session.edgeOffset(
        of: target.stack.address, side: target.stack.side, contentView: target.contentView,
        frames: result.frames)
      if let offset, abs(offset - gap) > session.tolerance {
        throw PatchError(
          .shiftDidNotLand(
            stack: session.name(target.stack.address),
            detail: "its \(target.stack.side.rawValue) edge stays \(formatNumber(offset)) from "
              + "the content view's edge, not \(formatNumber(gap))"),
          at: session.location(of: target.stack.address), source: session.source)
      }
    }
    return result
  }

  /// How far the stack's edge moves along the layout direction per point of constant:
  /// +1 when the stack is the first item of `stack.edge == guide.edge + c`, −1 when it is the
  /// second; left and right attributes run against the direction right to left.
  static func rate(
    of constraint: LayoutConstraint, _ stack: BarStack, _ direction: LayoutDirection
  ) -> Double {
    let attribute = constraint.attribute(of: stack.address) ?? .leading
    let physical = attribute == .left || attribute == .right
    let sign: Double = constraint.first == stack.address ? 1 : -1
    return physical && direction == .rightToLeft ? -sign : sign
  }
}
