import DumpModel
import LaidOut
import Pictures

extension BarPicture {
  /// `--constraints`: each edge constraint touching one of the bar's items (stacks, items,
  /// titles, back buttons; every drawn view when the picture holds no bar) as a dimension
  /// line from the second item's edge to the first's, at the first item's middle, its text
  /// the constant (`16`, `≥ 8`). A constraint the layout broke is red.
  func dimensions(drawn: Set<String>) -> [Dimension] {
    var selected = Set<ItemID>()
    for bar in structure.bars {
      selected.formUnion(bar.stacks.map(ItemID.view))
      selected.formUnion(bar.items.flatMap { [$0.view, $0.shown] }.map(ItemID.view))
      selected.formUnion((bar.titles + bar.backButtons).map(ItemID.view))
    }
    selected = selected.filter { drawn.contains(ids[$0]) }
    if selected.isEmpty {
      selected = Set(document.viewIDs.map(ItemID.view).filter { drawn.contains(ids[$0]) })
    }
    let broken = Set(dump.layout.conflicts.compactMap(\.broken))
    let direction = document.metadata.direction
    var lines: [Dimension] = []
    for id in document.constraintsInDocumentOrder {
      let constraint = document[id]
      guard constraint.active, constraint.multiplier == 1, let second = constraint.second,
        selected.contains(constraint.first) || selected.contains(second),
        let firstFrame = frames[constraint.first].map({ place($0.standardized) }),
        let secondFrame = frames[second].map({ place($0.standardized) }),
        let to = Self.edge(constraint.firstAttribute, of: firstFrame, direction),
        let from = Self.edge(constraint.secondAttribute, of: secondFrame, direction),
        to.horizontal == from.horizontal
      else { continue }
      let line =
        to.horizontal
        ? (Point(x: from.position, y: firstFrame.midY), Point(x: to.position, y: firstFrame.midY))
        : (Point(x: firstFrame.midX, y: from.position), Point(x: firstFrame.midX, y: to.position))
      lines.append(
        Dimension(
          from: line.0, to: line.1, text: Self.constantText(constraint),
          constraintID: ids[id], broken: broken.contains(id)))
    }
    return lines
  }

  /// Where an edge attribute lies: an x for leading, trailing, left, right (leading is the
  /// right edge right to left), a y for top and bottom; nil for anything else.
  static func edge(_ attribute: LayoutAttribute, of frame: Rect, _ direction: LayoutDirection)
    -> (position: Double, horizontal: Bool)?
  {
    let rightToLeft = direction == .rightToLeft
    switch attribute {
    case .left: return (frame.minX, true)
    case .right: return (frame.maxX, true)
    case .leading: return (rightToLeft ? frame.maxX : frame.minX, true)
    case .trailing: return (rightToLeft ? frame.minX : frame.maxX, true)
    case .top: return (frame.minY, false)
    case .bottom: return (frame.maxY, false)
    default: return nil
    }
  }

  /// `16`, `≥ 8`, `≤ −4`: the constant, with the relation when it is not equality.
  static func constantText(_ constraint: DocumentConstraint) -> String {
    let magnitude = formatNumber(abs(constraint.constant))
    let number = constraint.constant < 0 && magnitude != "0" ? "\u{2212}" + magnitude : magnitude
    switch constraint.relation {
    case .equal: return number
    case .greaterThanOrEqual: return "≥ " + number
    case .lessThanOrEqual: return "≤ " + number
    }
  }
}
