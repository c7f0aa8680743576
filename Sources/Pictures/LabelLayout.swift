import DumpModel

/// Where each item's label goes: its own corner or centre when that is free, else another
/// place beside the item, else nowhere (the `<title>` tooltip and the page's tree still
/// name it). Labels are drawn over every box, with a halo, so a subview never hides its
/// container's label; they must only not overlap each other — a stack view and its adaptor
/// share a top edge 2 pt apart.
///
/// Greedy, in scene order: parents, placed first, keep their usual place. Placed labels are
/// kept in a grid of 32-pt cells, so a 2,000-item scene costs one pass.
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

  private static let cell = 32.0

  init(_ scene: Scene) {
    var grid: [GridKey: [Rect]] = [:]
    for (index, item) in scene.items.enumerated() where item.frame.isDrawable && !item.label.isEmpty
    {
      for candidate in Self.candidates(item) {
        let cells = Self.cells(candidate.box)
        let clashes = cells.contains { key in
          grid[key, default: []].contains { $0.intersects(candidate.box) }
        }
        if clashes { continue }
        for key in cells { grid[key, default: []].append(candidate.box) }
        labels[index] = candidate
        break
      }
    }
  }

  /// The places a label may go, in order of preference.
  static func candidates(_ item: SceneItem) -> [Label] {
    let frame = item.frame.standardized
    let placement = LabelPlacement(role: item.role)
    let size = placement.size
    let inside = fittedLabel(item.label, width: frame.width - 4, fontSize: size)
    // Beside the item, the whole label, up to 60 characters.
    let whole = item.label.count <= 60 ? item.label : String(item.label.prefix(59)) + "…"
    func at(_ text: String, _ x: Double, _ baseline: Double, centered: Bool = false) -> Label {
      let width = estimatedWidth(text, fontSize: size)
      let left = centered ? x - width / 2 : x
      return Label(
        text: text, x: x, y: baseline, centered: centered, size: size,
        box: Rect(x: left, y: baseline - size * 0.8, width: width, height: size))
    }
    var result: [Label] = []
    let topInside = frame.minY + size
    let bottomInside = frame.maxY - 2
    let above = frame.minY - 2
    let below = frame.maxY + size
    switch placement.anchor {
    case .topLeft:
      // The root bar's label goes above it: its top left is where its first item sits.
      if item.role == .bar { result.append(at(whole, frame.minX, above)) }
      if let inside, frame.height >= size + 2 {
        result.append(at(inside, frame.minX + 2, topInside))
        result.append(at(inside, frame.minX + 2, bottomInside))
      }
      result.append(at(whole, frame.minX, above))
      result.append(at(whole, frame.minX, below))
    case .bottomLeft:
      if let inside, frame.height >= size + 2 {
        result.append(at(inside, frame.minX + 2, bottomInside))
        result.append(at(inside, frame.minX + 2, topInside))
      }
      result.append(at(whole, frame.minX, below))
    case .center:
      if let inside, frame.height >= size {
        result.append(at(inside, frame.midX, frame.midY + size * 0.35, centered: true))
      }
      result.append(at(whole, frame.midX, above, centered: true))
      result.append(at(whole, frame.midX, below, centered: true))
    }
    return result
  }

  private struct GridKey: Hashable {
    var column: Int
    var row: Int
  }

  private static func cells(_ box: Rect) -> [GridKey] {
    let columns = Int((box.minX / cell).rounded(.down))...Int((box.maxX / cell).rounded(.down))
    let rows = Int((box.minY / cell).rounded(.down))...Int((box.maxY / cell).rounded(.down))
    var keys: [GridKey] = []
    for column in columns { for row in rows { keys.append(GridKey(column: column, row: row)) } }
    return keys
  }
}
