import BarModel
import DumpModel
import Layout

/// `pin`: remove the guide chain's constraint to the content view's edge and pin the stack
/// to that edge (docs/patches.md, "pin").
enum PinPatch {
  /// A stack pinned by this run, and the gap it was pinned at.
  struct Pinned {
    var stack: BarStack
    var contentView: ViewID
    var gap: Double
  }

  static func apply(
    to contents: [BarContent], in session: inout PatchSession, before: LayoutResult
  ) throws(PatchError) -> LayoutResult {
    let gap = session.patch.effectiveGap
    let pinned = try pinStacks(contents, in: &session) { _ in gap }
    return try settle(pinned, in: &session)
  }

  /// The stacks `--side` selects, each with its content view; stacks on the leading side of
  /// a bar that shows a back button are skipped with a warning (or fail for `--side leading`)
  /// when `skipBehindBackButton`.
  static func selectStacks(
    _ contents: [BarContent], in session: inout PatchSession, skipBehindBackButton: Bool = true
  ) throws(PatchError) -> [(content: BarContent, stack: BarStack)] {
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
      throw session.error(.noStackOnSide(side == .leading ? .leading : .trailing))
    }
    guard skipBehindBackButton else { return selected }
    var kept: [(content: BarContent, stack: BarStack)] = []
    for (content, stack) in selected {
      let back = content.followsBackButton(stack)
      if back.follows {
        if side == .leading {
          // iOS 13+ has no LeadingBarGuide: the item content guide follows the back button.
          let modern =
            content.recognition?.generation.map { $0.family == .modern }
            ?? content.guideSets.isEmpty
          throw session.error(
            .backButtonShown(
              stack: session.name(stack.view), patch: session.patch.kind.rawValue,
              guide: modern
                ? BarIdentifier.itemContentGuide : BarIdentifier.ChainRole.leadingBar.rawValue),
            at: stack.view)
        }
        let button = back.button.map { " ('\(session.name($0))')" } ?? ""
        let reason =
          "the bar shows a back button\(button) and the leading stack follows it; moving it to "
          + "the edge would put it on top of the back button"
        session.warn(
          "leading side skipped: '\(session.name(stack.view))': \(reason)", at: stack.view)
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
  ) throws(PatchError) -> [Pinned] {
    var pinned: [Pinned] = []
    for (content, stack) in try selectStacks(contents, in: &session) {
      let cv = ItemID.view(content.contentView)
      let stackItem = ItemID.view(stack.view)
      let edgeGap = gap(stack)
      let attribute: LayoutAttribute = stack.side == .leading ? .leading : .trailing
      let pin = DocumentConstraint(
        first: stackItem, attribute, .equal, second: cv, attribute,
        constant: stack.side == .leading ? edgeGap : -edgeGap)
      let direction = session.direction

      // An earlier pin of this edge at another gap (inspect's own, origin="patch:…", or a
      // library's) gives way to this one, by identity: the two could never both hold.
      // (`relates` and `isEquivalent` hold only for a constraint that names the content view:
      // the others are passed over without asking them, BarModel's generic code.)
      for id in session.edits.constraints(
        touching: stackItem,
        where: {
          $0.active && names(cv, $0) && $0.relates(stackItem, stack.side, cv, stack.side, direction)
            && !$0.isEquivalent(to: pin)
        }
      ).reversed() {
        session.edits.remove(id, reason: "an earlier pin of this edge")
      }

      // The chain's constraint to the content view's edge on this side, by identity.
      if let edgeGuide = stack.guideSet?.edgeGuide(stack.side).map(ItemID.guide) {
        for id in session.edits.constraints(
          touching: edgeGuide,
          where: { names(cv, $0) && $0.relates(edgeGuide, .trailing, cv, stack.side, direction) }
        ).reversed() {
          session.edits.remove(id)
        }
      } else if let edge = stack.modelEdge, !session.document.isRemoved(edge) {
        // iOS 13+: the stack's own edge constraint to the item content guide, as the model
        // rebuilt or found it (docs/navbar/ios13-18.md, "Patches").
        session.edits.remove(edge)
      }

      if session.edits.constraints(
        touching: stackItem, where: { names(cv, $0) && $0.isEquivalent(to: pin) && $0.active }
      ).isEmpty {
        session.edits.add(pin, to: content.contentView)
      }
      session.note(stack, .patched)
      pinned.append(Pinned(stack: stack, contentView: content.contentView, gap: edgeGap))
    }
    return pinned
  }

  /// Whether `constraint` names `item`: what a constraint relating or equivalent to one
  /// between a stack and its content view does.
  private static func names(_ item: ItemID, _ constraint: DocumentConstraint) -> Bool {
    constraint.first == item || constraint.second == item
  }

  /// Solves; while a required constraint of the bar conflicts, removes the first guide
  /// constraint (document order) of the conflict sets; then checks that every pin holds.
  static func settle(_ pinned: [Pinned], in session: inout PatchSession) throws(PatchError)
    -> LayoutResult
  {
    // The bars' items and content guides, gathered when a solve first conflicts: most do not,
    // and a window's bars hold tens of thousands of items.
    var bars: (items: Set<ItemID>, contentGuides: Set<ItemID>)?
    func gathered() -> (items: Set<ItemID>, contentGuides: Set<ItemID>) {
      var items: Set<ItemID> = []
      var contentGuides: Set<ItemID> = []
      for contentView in Set(pinned.map(\.contentView)) {
        items.formUnion(session.subtreeItems(of: contentView))
        contentGuides.formUnion(session.document.guides(of: contentView).map(ItemID.guide))
      }
      return (items, contentGuides)
    }
    while true {
      let result = try session.solve()
      var conflicts: [LayoutConflict] = []
      if !result.conflicts.isEmpty {
        let read = bars ?? gathered()
        bars = read
        conflicts = session.conflicts(in: result, touching: read.items)
      }
      if conflicts.isEmpty {
        try check(pinned, result, in: session)
        return result
      }
      var candidates: [ConstraintID] = []
      for conflict in conflicts {
        for source in conflict.conflicting + [conflict.broken] {
          guard let id = source.constraintID, !session.document.isRemoved(id),
            isRemovable(id, contentGuides: bars?.contentGuides ?? [], session: session)
          else { continue }
          candidates.append(id)
        }
      }
      guard let first = session.document.sortedInDocumentOrder(candidates).first else {
        throw cannotHold(pinned, conflicts, result, in: session)
      }
      session.edits.remove(first, reason: "in the solver's conflict set")
    }
  }

  /// The error when a conflict remains with nothing removable, at the stack it concerns.
  private static func cannotHold(
    _ pinned: [Pinned], _ conflicts: [LayoutConflict], _ result: LayoutResult,
    in session: PatchSession
  ) -> PatchError {
    let culprit =
      pinned.first { stack in
        conflicts.contains { conflict in
          (conflict.conflicting + [conflict.broken]).contains {
            session.constraint($0).constraint.names(.item(.view(stack.stack.view)))
          }
        }
      } ?? pinned.first
    let name = culprit.map { session.name($0.stack.view) } ?? "the bar"
    var detail =
      "these required constraints still conflict: \(session.describe(conflicts[0], in: result))"
    let autoresizing = conflicts[0].conflicting.contains { source in
      guard case .implicit(let implicit) = source, let culprit else { return false }
      return implicit.kind == .autoresizing && implicit.view == culprit.stack.view
    }
    if autoresizing {
      detail +=
        " (the stack keeps its recorded frame through autoresizing constraints: no constraint "
        + "of the dump ties it, and the dump does not say "
        + "translatesAutoresizingMaskIntoConstraints=\"NO\" for it)"
    }
    return session.error(.pinCannotHold(stack: name, detail: detail), at: culprit?.stack.view)
  }

  /// A guide constraint of the bar that the conflict rule may remove: one of its items is a
  /// guide of the content view; never a stack's own `UISV-*` constraint, never one a patch added.
  static func isRemovable(
    _ id: ConstraintID, contentGuides: Set<ItemID>, session: PatchSession
  ) -> Bool {
    let constraint = session.document[id]
    if constraint.identifier?.hasPrefix(UIKitIdentifier.stackPrefix) == true { return false }
    if constraint.origin != nil { return false }
    if session.edits.touched.contains(id) { return false }
    return contentGuides.contains(constraint.first)
      || constraint.second.map(contentGuides.contains) == true
  }

  /// Every pinned stack lies `gap` from its content view's edge.
  static func check(_ pinned: [Pinned], _ result: LayoutResult, in session: PatchSession)
    throws(PatchError)
  {
    for pin in pinned {
      guard
        let offset = session.edgeOffset(
          of: pin.stack.view, side: pin.stack.side, contentView: pin.contentView,
          frames: result.frames)
      else { continue }
      if abs(offset - pin.gap) > session.tolerance {
        throw session.error(
          .pinCannotHold(
            stack: session.name(pin.stack.view),
            detail: "the solver puts its \(pin.stack.side.rawValue) edge \(formatNumber(offset)) "
              + "from the content view's edge, not \(formatNumber(pin.gap))"),
          at: pin.stack.view)
      }
    }
  }
}
