import DumpModel

extension Scene {
  /// A point inside the item where its own fill shows: at least `margin` points inside its
  /// frame, and away from everything drawn over it — the frames of later items that are
  /// filled, the edges and bands of later outlines, every label (its width estimated as
  /// `fittedLabel` does, and a fifth more), the outlines of where items were, every
  /// dimension line and arrow. The closest such
  /// point to the centre on a half-point grid, or nil.
  ///
  /// For pixel tests, here and in the tests of the adapter: the centre of a stack view is
  /// often under its adaptor. Not for production drawing.
  public func visiblePoint(of id: String, margin: Double = 2) -> Point? {
    guard let index = items.firstIndex(where: { $0.id == id }) else { return nil }
    let frame = items[index].frame.standardized
    var blocked: [Rect] = []
    for later in items[(index + 1)...] where later.frame.isDrawable {
      blocked += later.covered(margin: margin)
    }
    for label in LabelLayout(self).labels.values {
      // A fifth wider than estimated: the estimate is an average character width.
      let box = label.box
      blocked.append(
        Rect(x: box.x - box.width * 0.1, y: box.y, width: box.width * 1.2, height: box.height)
          .insetBy(-margin))
    }
    for item in items where item.frame.isDrawable {
      if let previous = item.previousFrame, previous.isDrawable {
        blocked += previous.standardized.edges(margin: margin)
      }
    }
    for dimension in dimensions { blocked.append(dimension.bounds.insetBy(-6)) }
    for arrow in arrows { blocked.append(arrow.bounds.insetBy(-10)) }
    let inner = frame.insetBy(margin)
    guard inner.width >= 0, inner.height >= 0 else { return nil }
    var best: Point?
    var bestDistance = Double.infinity
    let columns = Int(inner.width * 2)
    let rows = Int(inner.height * 2)
    for row in 0...rows {
      for column in 0...columns {
        let point = Point(x: inner.minX + Double(column) / 2, y: inner.minY + Double(row) / 2)
        let distance = abs(point.x - frame.midX) + abs(point.y - frame.midY)
        guard distance < bestDistance, !blocked.contains(where: { $0.contains(point) }) else {
          continue
        }
        best = point
        bestDistance = distance
      }
    }
    return best
  }
}

extension SceneItem {
  /// What this item paints over earlier items: its whole frame when filled, else bands
  /// along its edges (and its margin band).
  fileprivate func covered(margin: Double) -> [Rect] {
    let frame = frame.standardized
    var rects: [Rect] = []
    let filled =
      Palette.light.paint(role).fill != nil || role == .tapArea
      || !flags.isDisjoint(with: [.warning, .selected])
    if filled {
      rects.append(frame.insetBy(-margin))
    } else {
      rects += frame.edges(margin: margin)
      if role == .margin { rects.append(frame.insetBy(-margin)) }
    }
    return rects
  }
}

extension Rect {
  /// Four bands `margin` wide around the edges.
  fileprivate func edges(margin: Double) -> [Rect] {
    [
      Rect(x: minX - margin, y: minY - margin, width: width + 2 * margin, height: 2 * margin),
      Rect(x: minX - margin, y: maxY - margin, width: width + 2 * margin, height: 2 * margin),
      Rect(x: minX - margin, y: minY - margin, width: 2 * margin, height: height + 2 * margin),
      Rect(x: maxX - margin, y: minY - margin, width: 2 * margin, height: height + 2 * margin),
    ]
  }
}
