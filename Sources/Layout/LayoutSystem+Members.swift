import DumpModel

// The views of parts taken from their own solves (`PresolvedItems`): no item, no variable, no
// constraint; the frames their part gave them, in the order a solve of the whole places them.
extension LayoutSystem {
  /// A view under a chosen part's root: its slot and its guides' mark them the part's (a
  /// constraint naming one is left to the part or refuses it, `leavesToPart`), its id and its
  /// guides' are kept for their frames (`presolved.members`), and its stacks' spacers are
  /// named as a solve of the whole names them, without items: no constraint of the system
  /// names them.
  mutating func collectMember(_ view: ViewID, in document: Document, listed: ListedConstraints) {
    let part = Int(presolved.memberPart![view.index])
    let slot = PresolvedItems.slot(ofPart: part)
    viewItems[view.index] = slot
    presolved.appendMember(.view(view), of: part)
    var guide = document.firstGuide(of: view)
    while let id = guide {
      guide = document.nextGuide(after: id)
      guideItems[id.index] = slot
      presolved.appendMember(.guide(id), of: part)
    }
    guard StackPlan.mayHaveSpacers(view, in: document) else { return }
    for spacer in StackPlan(view, in: document, listed: listed)?.spacers ?? [] {
      spacers.append(spacer)
      spacerItems.append(-1)
    }
  }

  /// Each member of the part at `part` (of `presolved.parts`) with its frame, its recorded
  /// frame and whether it is ambiguous by design, as its item would have them; a log root
  /// left out (it has no frame).
  func forEachMember<E: Error>(
    ofPart part: Int, in document: Document,
    _ body: (ItemID, Rect, _ recorded: Rect?, _ isExpectedAmbiguity: Bool) throws(E) -> Void
  ) throws(E) {
    let start = presolved.memberStarts[part]
    guard start >= 0 else { return }
    for index in start..<presolved.memberEnds[part] {
      let id = presolved.members[index]
      switch id {
      case .view(let view):
        if document[view].className == Self.logRootClass { continue }
        try body(
          id, presolved.memberFrames[index], givenFrame(of: view) ?? document[view].frame, false)
      case .guide(let guide):
        try body(
          id, presolved.memberFrames[index], document[guide].frame,
          Self.isExpectedAmbiguity(guide, in: document))
      }
    }
  }
}

extension StackPlan {
  /// Whether the view's stack plan, if it has one, may make spacers: an alignment other than
  /// fill makes the spanner, an equal-spacing or equal-centering distribution the gaps
  /// (`init(_:in:listed:)`). False: no spacer, whatever the plan.
  static func mayHaveSpacers(_ view: ViewID, in document: Document) -> Bool {
    document[view].alignment != .fill || document[view].distribution == .equalSpacing
      || document[view].distribution == .equalCentering
  }
}
