import DumpModel
import Layout

/// `pin`: remove the guide chain's constraint to the content view's edge and pin the stack
/// to that edge (PRODUCT.md, "The patches").
enum PinPatch {
  /// A stack pinned by this run, and the gap it was pinned at.
  struct Pinned {
    var stack: BarStack
    var contentView: String
    var gap: Double
  }

  static func apply(
    to contents: [BarContent], in session: inout PatchSession, before: SolvedLayout
  ) throws -> SolvedLayout {
    let gap = session.patch.effectiveGap
    let pinned = try pinStacks(contents, in: &session) { _ in gap }
    return try settle(pinned, in: &session)
  }

  /// The stacks `--side` selects, each with its content view; stacks on the leading side of
  /// a bar that shows a back button are skipped with a warning (or fail for `--side leading`)
  /// when `skipBehindBackButton`.
  static func selectStacks(
    _ contents: [BarContent], in session: inout PatchSession, skipBehindBackButton: Bool = true
  ) throws -> [(content: BarContent, stack: BarStack)] {
    let side = session.patch.side
    var selected: [(BarContent, BarStack)] = []
    for content in contents {
      for stack in content.stacks {
        switch side {
        case .auto, .both: selected.append((content, stack))
        case .leading where stack.side == .leading: selected.append((content, stack))
        case .trailing where stack.side == .trailing: selected.append((content, stack))
        default: session.note(stack, .skipped("not on the \(side.rawValue) side"))
        }
      }
    }
    if selected.isEmpty, side == .leading || side == .trailing {
      let barSide: BarSide = side == .leading ? .leading : .trailing
      throw PatchError(.noStackOnSide(barSide), at: nil, source: session.source)
    }
    guard skipBehindBackButton else { return selected }
    var kept: [(content: BarContent, stack: BarStack)] = []
    for (content, stack) in selected {
      if stack.side == .leading, let set = content.guideSet(of: stack), set.showsBackButton {
        if side == .leading {
          throw PatchError(
            .backButtonShown(
              stack: session.name(stack.address), patch: session.patch.kind.rawValue),
            at: session.location(of: stack.address), source: session.source)
        }
        let button = set.backButtonView.map { " (\(session.name($0)))" } ?? ""
        let reason =
          "the bar shows a back button\(button) and the leading stack follows it; moving it to "
          + "the edge would put it on top of the back button"
        session.warn(
          "leading side skipped: \(session.name(stack.address)): \(reason)", at: stack.address)
        session.note(stack, .skipped("a back button is shown"))
        continue
      }
      kept.append((content, stack))
    }
    return kept
  }

  /// Pins each selected stack at `gap(stack)` from its content view's edge and removes the
  /// guide chain's constraint to that edge.
  static func pinStacks(
    _ contents: [BarContent], in session: inout PatchSession, gap: (BarStack) -> Double
  ) throws -> [Pinned] {
    var pinned: [Pinned] = []
    for (content, stack) in try selectStacks(contents, in: &session) {
      let cv = content.contentView
      let edgeGap = gap(stack)
      let attribute: LayoutAttribute = stack.side == .leading ? .leading : .trailing
      let pin = LayoutConstraint(
        first: stack.address, attribute, .equal, second: cv, attribute,
        constant: stack.side == .leading ? edgeGap : -edgeGap)
      let direction = session.direction

      // An earlier pin of this edge at another gap (inspect's own, origin="patch:…", or a
      // library's) gives way to this one, by identity: the two could never both hold.
      for entry in session.constraints(where: {
        $0.active && $0.relates(stack.address, stack.side, cv, stack.side, direction)
          && !equivalent($0, pin)
      }).reversed() {
        session.remove(entry.ref, reason: "an earlier pin of this edge")
      }

      // The chain's constraint to the content view's edge on this side, by identity.
      if let set = content.guideSet(of: stack) {
        let edgeGuide = stack.side == .leading ? set.backButton : set.trailingBar
        if let edgeGuide {
          let rule = session.constraints(where: {
            $0.relates(edgeGuide, .trailing, cv, stack.side, direction)
          })
          for entry in rule.reversed() { session.remove(entry.ref) }
        }
      }

      if session.constraints(where: { equivalent($0, pin) && $0.active }).isEmpty {
        session.add(pin, to: cv)
      }
      session.note(stack, .patched)
      pinned.append(Pinned(stack: stack, contentView: cv, gap: edgeGap))
    }
    return pinned
  }

  /// Solves; while a required constraint of the bar conflicts, removes the first guide
  /// constraint (document order) of the conflict sets; then checks that every pin holds.
  static func settle(_ pinned: [Pinned], in session: inout PatchSession) throws -> SolvedLayout {
    var barItems: Set<String> = []
    var contentGuides: Set<String> = []
    for contentView in Set(pinned.map(\.contentView)) {
      barItems.formUnion(session.subtreeItems(of: contentView))
      for guide in session.view(contentView)?.guides ?? [] { contentGuides.insert(guide.address) }
    }
    while true {
      let result = try session.solve()
      let conflicts = session.conflicts(in: result, touching: barItems)
      if conflicts.isEmpty {
        try check(pinned, result, in: session)
        return result
      }
      var candidates: [ConstraintRef] = []
      for conflict in conflicts {
        for source in conflict.conflicting + [conflict.broken] {
          guard case .document = source, let (ref, constraint) = session.constraint(source),
            let ref, isRemovable(constraint, contentGuides: contentGuides, session: session)
          else { continue }
          candidates.append(ref)
        }
      }
      guard let first = candidates.min() else {
        let culprit =
          pinned.first { stack in
            conflicts.contains { conflict in
              (conflict.conflicting + [conflict.broken]).contains { source in
                guard let (_, c) = session.constraint(source) else { return false }
                return c.first == stack.stack.address || c.second == stack.stack.address
              }
            }
          } ?? pinned.first
        let name = culprit.map { session.name($0.stack.address) } ?? "the bar"
        var detail = "these required constraints still conflict: \(session.describe(conflicts[0]))"
        let autoresizing = conflicts[0].conflicting.contains { source in
          guard case .implicit(let c) = source else { return false }
          return c.className == "NSAutoresizingMaskLayoutConstraint"
            && c.first == culprit?.stack.address
        }
        if autoresizing {
          detail +=
            " (the stack keeps its recorded frame through autoresizing constraints: the dump "
            + "does not say translatesAutoresizingMaskIntoConstraints=\"NO\" for it)"
        }
        throw PatchError(
          .pinCannotHold(stack: name, detail: detail),
          at: culprit.flatMap { session.location(of: $0.stack.address) },
          source: session.source)
      }
      session.remove(first, reason: "in the solver's conflict set")
    }
  }

  /// A guide constraint of the bar that the conflict rule may remove: one of its items is a
  /// guide of the content view; never a stack's own `UISV-*` constraint, never one a patch added.
  static func isRemovable(
    _ constraint: LayoutConstraint, contentGuides: Set<String>, session: PatchSession
  ) -> Bool {
    if constraint.identifier?.hasPrefix("UISV-") == true { return false }
    if constraint.origin != nil { return false }
    if let address = constraint.address, session.touched.contains(address) { return false }
    return contentGuides.contains(constraint.first)
      || constraint.second.map(contentGuides.contains) == true
  }

  /// Every pinned stack lies `gap` from its content view's edge.
  static func check(_ pinned: [Pinned], _ result: SolvedLayout, in session: PatchSession) throws {
    for pin in pinned {
      guard
        let offset = session.edgeOffset(
          of: pin.stack.address, side: pin.stack.side, contentView: pin.contentView,
          frames: result.frames)
      else { continue }
      if abs(offset - pin.gap) > session.tolerance {
        throw PatchError(
          .pinCannotHold(
            stack: session.name(pin.stack.address),
            detail: "the solver puts its \(pin.stack.side.rawValue) edge \(formatNumber(offset)) "
              + "from the content view's edge, not \(formatNumber(pin.gap))"),
          at: session.location(of: pin.stack.address), source: session.source)
      }
    }
  }

  /// The same constraint, written either way round (`a == b + c` and `b == a - c`).
  static func equivalent(_ a: LayoutConstraint, _ b: LayoutConstraint) -> Bool {
    guard a.priority == b.priority, a.multiplier == 1, b.multiplier == 1 else { return false }
    if a.first == b.first, a.firstAttribute == b.firstAttribute, a.second == b.second,
      a.secondAttribute == b.secondAttribute, a.relation == b.relation, a.constant == b.constant
    {
      return true
    }
    let flipped: LayoutRelation
    switch b.relation {
    case .equal: flipped = .equal
    case .lessThanOrEqual: flipped = .greaterThanOrEqual
    case .greaterThanOrEqual: flipped = .lessThanOrEqual
    }
    return a.first == b.second && a.second == b.first && a.firstAttribute == b.secondAttribute
      && a.secondAttribute == b.firstAttribute && a.relation == flipped
      && a.constant == -b.constant
  }
}
