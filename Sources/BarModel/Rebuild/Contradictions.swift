import DumpModel

/// The model's constraints a capture contradicts (docs/navbar/README.md, "What the model
/// writes"). An app that pins its bar has removed a constraint of UIKit's set (what `pin`
/// removes: the guide set's edge, or the stack's edge to the item content guide), and a paste
/// of it has no `<patch>` record to say so. Rebuilt, that constraint makes a conflict UIKit
/// never logged (a required one) or sits unsatisfied in the dump (iOS 11–12's trailing edge,
/// at 999). The frames solved without it reproduce the recorded frame of every item it names
/// that has one, so the printed constraints and the recorded frames agree without it: it is
/// not rebuilt.
enum Contradictions {
  /// The constraints of `added` the capture contradicts: each required one UIKit would break
  /// in a conflict with a constraint the capture printed, and each stack edge (`edges`, the
  /// constraints `pin` removes) the solved frames leave unsatisfied.
  static func find(
    conflicts: [(broken: ConstraintID?, set: [ConstraintID])], edges: [ConstraintID],
    added: [ConstraintID], in document: Document, contentView: ViewID,
    solved frames: [ItemID: Rect], comparison: FrameComparison
  ) -> [ConstraintID] {
    let added = Set(added)
    var found: [ConstraintID] = []
    func reproduced(_ id: ConstraintID) -> Bool {
      let constraint = document[id]
      let items = [constraint.first] + (constraint.second.map { [$0] } ?? [])
      let rows = comparison.rows.filter { items.contains($0.item) }
      return !rows.isEmpty && rows.allSatisfy(\.isReproduced)
    }
    for conflict in conflicts {
      guard let broken = conflict.broken, added.contains(broken), !found.contains(broken),
        conflict.set.contains(where: { !added.contains($0) }), reproduced(broken)
      else { continue }
      found.append(broken)
    }
    let geometry = Geometry(
      document: document, contentView: contentView, frames: frames,
      rightToLeft: document.metadata.direction == .rightToLeft)
    for edge in edges where added.contains(edge) && !found.contains(edge) {
      guard let miss = geometry.miss(document[edge]), miss > 0.5, reproduced(edge) else {
        continue
      }
      found.append(edge)
    }
    return found
  }

  /// The solved frames in the content view's coordinates.
  private struct Geometry {
    let document: Document
    let contentView: ViewID
    let frames: [ItemID: Rect]
    let rightToLeft: Bool

    /// How far the solved frames are from satisfying the constraint; nil when an attribute
    /// has no value here.
    func miss(_ constraint: DocumentConstraint) -> Double? {
      let directional: Set<LayoutAttribute> = [.leading, .trailing]
      let mirrored =
        rightToLeft
        && (directional.contains(constraint.firstAttribute)
          || directional.contains(constraint.secondAttribute))
      guard let first = value(constraint.first, constraint.firstAttribute, mirrored) else {
        return nil
      }
      var second = 0.0
      if let item = constraint.second, constraint.secondAttribute != .notAnAttribute {
        guard let value = value(item, constraint.secondAttribute, mirrored) else { return nil }
        second = value
      }
      let difference = first - (constraint.multiplier * second + constraint.constant)
      switch constraint.relation {
      case .equal: return abs(difference)
      case .greaterThanOrEqual: return max(0, -difference)
      case .lessThanOrEqual: return max(0, difference)
      }
    }

    /// The attribute's value; on the mirrored axis `x′ = −x` of a right-to-left constraint
    /// that uses `leading` or `trailing` (docs/layout.md, "Right to left").
    private func value(_ item: ItemID, _ attribute: LayoutAttribute, _ mirrored: Bool) -> Double? {
      guard let frame = frame(of: item) else { return nil }
      switch attribute {
      case .left: return frame.minX
      case .right: return frame.maxX
      case .leading: return mirrored ? -frame.maxX : frame.minX
      case .trailing: return mirrored ? -frame.minX : frame.maxX
      case .centerX: return (mirrored ? -1 : 1) * (frame.minX + frame.width / 2)
      case .top: return frame.minY
      case .bottom: return frame.maxY
      case .width: return frame.width
      case .height: return frame.height
      case .centerY: return frame.minY + frame.height / 2
      default: return nil
      }
    }

    /// The item's solved frame moved by its ancestors' up to the content view (at 0 0).
    private func frame(of item: ItemID) -> Rect? {
      if item == .view(contentView) {
        return frames[item].map { Rect(x: 0, y: 0, width: $0.width, height: $0.height) }
      }
      guard var frame = frames[item] else { return nil }
      var parent = document.parent(of: item)
      while let view = parent, view != contentView {
        guard let origin = frames[.view(view)] else { return nil }
        frame = frame.offsetBy(origin.x, origin.y)
        parent = document.superview(of: view)
      }
      return parent == nil ? nil : frame
    }
  }
}
