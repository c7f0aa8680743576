/// Trying an edit and taking it back, in place: what the bar model does for each way of
/// rebuilding a bar, so that a window's bars are rebuilt one by one in one document rather
/// than each in a copy of the whole window (docs/layout.md, "Solving part of a document").
extension Document {
  /// The state a `rollBack(to:)` returns to: the counts of views, guides and constraints
  /// then, and the attributes of the views given.
  package struct Checkpoint: Sendable {
    fileprivate let views: Int
    fileprivate let guides: Int
    fileprivate let constraints: Int
    fileprivate let saved: [(ViewID, ViewAttributes)]
  }

  /// A checkpoint keeping the attributes of `views` (those the edits to come may change).
  package func checkpoint(saving views: [ViewID]) -> Checkpoint {
    Checkpoint(
      views: self.views.count, guides: guides.count, constraints: constraints.count,
      saved: views.map { ($0, viewAttributes[$0.index]) })
  }

  /// Takes back every view, guide and constraint added since `checkpoint`, and gives the
  /// views it saved their attributes back. The edits since must have added views, guides
  /// and constraints and changed the saved views' attributes only (removed no constraint
  /// held before): then the ids handed out next are those handed out after the checkpoint.
  package mutating func rollBack(to checkpoint: Checkpoint) {
    edited()
    for index in stride(from: constraints.count - 1, through: checkpoint.constraints, by: -1) {
      let raw = Int32(index)
      if constraints[index].holder != noNode {
        unlinkTouches(of: raw)
        let holder = Int(constraints[index].holder)
        var ends = views[holder].held
        constraints.unlink(raw, from: &ends)
        views[holder].held = ends
        liveConstraints -= 1
      }
      constraints.removeLast()
      constraintValues.removeLast()
    }
    for index in stride(from: guides.count - 1, through: checkpoint.guides, by: -1) {
      let owner = Int(guides[index].owner)
      var ends = views[owner].guides
      guides.unlink(Int32(index), from: &ends)
      views[owner].guides = ends
      unindex(.guide(GuideID(index)), address: guideValues[index].address)
      guides.removeLast()
      guideValues.removeLast()
    }
    for index in stride(from: views.count - 1, through: checkpoint.views, by: -1) {
      let parent = views[index].parent
      var ends = parent == noNode ? rootList : views[Int(parent)].children
      views.unlink(Int32(index), from: &ends)
      if parent == noNode { rootList = ends } else { views[Int(parent)].children = ends }
      unindex(.view(ViewID(index)), address: viewAttributes[index].address)
      views.removeLast()
      viewAttributes.removeLast()
    }
    for (view, attributes) in checkpoint.saved {
      let old = viewAttributes[view.index].address
      viewAttributes[view.index] = attributes
      if old != attributes.address {
        unindex(.view(view), address: old)
        _ = index(.view(view))
      }
    }
  }
}
