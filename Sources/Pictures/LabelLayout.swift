import DumpModel

/// Where each text of a picture goes — the dimension lines' and arrows' numbers first, then
/// each item's label — so that no text overlaps another text, a line or arrow, or an item's
/// outline (docs/pictures.md, "Labels"). A text goes in its usual place when that is free,
/// else in another place beside its mark, else nowhere: an item's `<title>` tooltip and the
/// page's tree still name it, a number is its line's or arrow's `<title>`.
///
/// Greedy: the numbers, then the items', titles' and back buttons' labels, then the others,
/// each in scene order (parents before their subviews). Placed texts,
/// lines and outlines are kept in a grid of 32-pt cells, so a 2,000-item scene costs one
/// pass.
struct LabelLayout {
  struct Label {
    var text: String
    /// The text's anchor point (its baseline).
    var x: Double
    var y: Double
    var centered: Bool
    var size: Double
    /// The text's estimated box.
    var box: Rect
  }

  /// By item index.
  private(set) var labels: [Int: Label] = [:]
  /// By dimension and arrow index: where their numbers go.
  private(set) var dimensionTexts: [Int: Label] = [:]
  private(set) var arrowTexts: [Int: Label] = [:]

  private static let cell = 32.0
  /// Kept between a text and an outline or a line: a moved or broken outline is 2 pt wide,
  /// 1 of them inside the box.
  private static let gap = 1.5

  private var texts = Grid()
  private var lines = Grid()
  private var outlines = Grid()

  init(_ scene: Scene) {
    for item in scene.items where item.frame.isDrawable && item.role != .margin {
      outlines.add(item.frame.standardized)
      // Where it was: a dashed outline drawn over every item.
      if let previous = item.previousFrame, previous.isDrawable {
        outlines.add(previous.standardized)
      }
    }
    let tick = SVGAnnotation.tick
    for dimension in scene.dimensions where dimension.isDrawable {
      lines.add(dimension.bounds)
      let vertical = Self.isVertical(dimension.from, dimension.to)
      for end in [dimension.from, dimension.to] {
        lines.add(
          vertical
            ? Rect(x: end.x - tick, y: end.y, width: 2 * tick, height: 0)
            : Rect(x: end.x, y: end.y - tick, width: 0, height: 2 * tick))
      }
    }
    for arrow in scene.arrows where arrow.isDrawable {
      lines.add(arrow.bounds)
      lines.add(Rect(x: arrow.to.x - 3.5, y: arrow.to.y - 3.5, width: 7, height: 7))
    }
    for (index, dimension) in scene.dimensions.enumerated() where dimension.isDrawable {
      if let label = place(Self.candidates(dimension)) {
        dimensionTexts[index] = label
        texts.add(label.box)
      }
    }
    for (index, arrow) in scene.arrows.enumerated() where arrow.isDrawable {
      if let label = place(Self.candidates(arrow)) {
        arrowTexts[index] = label
        texts.add(label.box)
      }
    }
    // What a user sees first — the items, titles and back buttons — then the containers
    // (bar, stacks, adaptors), which keep what room is left.
    let leaves: Set<SceneItem.Role> = [.item, .title, .backButton]
    for pass in [true, false] {
      for (index, item) in scene.items.enumerated()
      where leaves.contains(item.role) == pass && item.frame.isDrawable && !item.label.isEmpty {
        if let label = place(Self.candidates(item), of: item.frame.standardized) {
          labels[index] = label
          texts.add(label.box)
        }
      }
    }
  }

  /// The first candidate that overlaps no text or line and crosses no outline. An item's
  /// label lies over no other box either, but inside the boxes that enclose its item (its
  /// own and its ancestors'): a stack's label drawn whole inside its adaptor would name the
  /// adaptor.
  private func place(_ candidates: [Label], of own: Rect? = nil) -> Label? {
    candidates.first { candidate in
      let padded = candidate.box.insetBy(-Self.gap)
      return !texts.any(intersecting: candidate.box) && !lines.any(intersecting: padded)
        && !outlines.any(intersecting: padded) { outline in
          !outline.contains(padded) || own.map { !outline.contains($0) } == true
        }
    }
  }

  static func text(
    _ text: String, _ x: Double, _ baseline: Double, size: Double, centered: Bool = false
  ) -> Label {
    let width = estimatedWidth(text, fontSize: size)
    let left = centered ? x - width / 2 : x
    return Label(
      text: text, x: x, y: baseline, centered: centered, size: size,
      // From the top of an accent or a wide (CJK) glyph to the bottom of a descender.
      box: Rect(x: left, y: baseline - size * 0.95, width: width, height: size * 1.2))
  }

  /// A dimension's number: beside its middle (above a horizontal line, right of a vertical
  /// one), else on the other side, else beyond an end.
  static func candidates(_ dimension: Dimension) -> [Label] {
    let a = dimension.from
    let b = dimension.to
    let size = SVGStyle.dimensionSize
    let mid = Point(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
    let tick = SVGAnnotation.tick
    let width = estimatedWidth(dimension.text, fontSize: size)
    if isVertical(a, b) {
      return [
        text(dimension.text, mid.x + tick + 1, mid.y + size * 0.35, size: size),
        text(dimension.text, mid.x - tick - 1 - width, mid.y + size * 0.35, size: size),
        text(dimension.text, mid.x + tick + 1, max(a.y, b.y) + size + 1, size: size),
        text(dimension.text, mid.x + tick + 1, min(a.y, b.y) - 2, size: size),
      ]
    }
    return [
      text(dimension.text, mid.x, mid.y - tick - 1, size: size, centered: true),
      text(dimension.text, mid.x, mid.y + tick + size, size: size, centered: true),
      text(dimension.text, max(a.x, b.x) + tick + 1, mid.y + size * 0.35, size: size),
      text(dimension.text, min(a.x, b.x) - tick - 1 - width, mid.y + size * 0.35, size: size),
    ]
  }

  static func isVertical(_ a: Point, _ b: Point) -> Bool { abs(b.x - a.x) < abs(b.y - a.y) }

  /// An arrow's distance: above its middle, else below, else beyond its head.
  static func candidates(_ arrow: Arrow) -> [Label] {
    let a = arrow.from
    let b = arrow.to
    let size = SVGStyle.labelSize
    let midX = (a.x + b.x) / 2
    return [
      // Clear of the head (3 pt each side of the line) by the gap.
      text(arrow.text, midX, min(a.y, b.y) - 3.5 - gap - size * 0.25, size: size, centered: true),
      text(arrow.text, midX, max(a.y, b.y) + 3.5 + gap + size * 0.95, size: size, centered: true),
      text(arrow.text, max(a.x, b.x) + 4, (a.y + b.y) / 2 + size * 0.35, size: size),
      text(
        arrow.text, min(a.x, b.x) - 4 - estimatedWidth(arrow.text, fontSize: size),
        (a.y + b.y) / 2 + size * 0.35, size: size),
    ]
  }

  /// The places an item's label may go, in order of preference.
  static func candidates(_ item: SceneItem) -> [Label] {
    let frame = item.frame.standardized
    let placement = LabelPlacement(role: item.role)
    let size = placement.size
    let inside = fittedLabel(item.label, width: frame.width - 2 * (gap + 0.5), fontSize: size)
    // Beside the item, the whole label, up to 60 characters.
    let whole = item.label.count <= 60 ? item.label : String(item.label.prefix(59)) + "…"
    func at(_ label: String, _ x: Double, _ baseline: Double, centered: Bool = false) -> Label {
      text(label, x, baseline, size: size, centered: centered)
    }
    var result: [Label] = []
    // Inside: clear of the outline by the gap and a half point; outside: likewise.
    let topInside = frame.minY + size * 0.95 + gap + 0.5
    let bottomInside = frame.maxY - size * 0.25 - gap - 0.5
    let above = frame.minY - size * 0.25 - gap - 0.5
    let below = frame.maxY + size * 0.95 + gap + 0.5
    let fits = frame.height >= size * 1.2 + 2 * gap + 1
    switch placement.anchor {
    case .topLeft:
      // The root bar's label goes above it: its top left is where its first item sits.
      if item.role == .bar { result.append(at(whole, frame.minX, above)) }
      if let inside, fits {
        result.append(at(inside, frame.minX + gap + 0.5, topInside))
        result.append(at(inside, frame.minX + gap + 0.5, bottomInside))
      }
      result.append(at(whole, frame.minX, above))
      result.append(at(whole, frame.minX, below))
    case .bottomLeft:
      if let inside, fits {
        result.append(at(inside, frame.minX + gap + 0.5, bottomInside))
        result.append(at(inside, frame.minX + gap + 0.5, topInside))
      }
      result.append(at(whole, frame.minX, below))
    case .center:
      if let inside, frame.height >= size {
        result.append(at(inside, frame.midX, frame.midY + size * 0.35, centered: true))
      }
      result.append(at(whole, frame.midX, above, centered: true))
      result.append(at(whole, frame.midX, below, centered: true))
    }
    // Else the other corners inside.
    if let inside, fits {
      let width = estimatedWidth(inside, fontSize: size)
      result.append(at(inside, frame.maxX - gap - 0.5 - width, topInside))
      result.append(at(inside, frame.maxX - gap - 0.5 - width, bottomInside))
      result.append(at(inside, frame.midX, topInside, centered: true))
    }
    return result
  }

  /// Rectangles kept by the 32-pt cells they touch; one wider or taller than 64 cells (a
  /// window's outline at a large offset) in a list of its own, looked at by every query.
  private struct Grid {
    private var cells: [Key: [Rect]] = [:]
    private var large: [Rect] = []

    private struct Key: Hashable {
      var column: Int
      var row: Int
    }

    mutating func add(_ box: Rect) {
      guard let keys = Self.keys(box) else { return large.append(box) }
      for key in keys { cells[key, default: []].append(box) }
    }

    /// Whether a kept rectangle intersects `box` (and passes `test`).
    func any(intersecting box: Rect, where test: (Rect) -> Bool = { _ in true }) -> Bool {
      if large.contains(where: { $0.intersects(box) && test($0) }) { return true }
      return (Self.keys(box) ?? []).contains { key in
        cells[key]?.contains { $0.intersects(box) && test($0) } == true
      }
    }

    /// The cells a box touches; nil past 64 a side (or for a box that is not drawable).
    private static func keys(_ box: Rect) -> [Key]? {
      guard box.isDrawable else { return nil }
      let first = (column: cell(box.minX), row: cell(box.minY))
      let last = (column: cell(box.maxX), row: cell(box.maxY))
      guard last.column - first.column < 64, last.row - first.row < 64 else { return nil }
      var keys: [Key] = []
      for column in first.column...last.column {
        for row in first.row...last.row { keys.append(Key(column: column, row: row)) }
      }
      return keys
    }

    private static func cell(_ value: Double) -> Int {
      Int((value / LabelLayout.cell).rounded(.down))
    }
  }
}
