import DumpModel

/// What the picture's marks mean, drawn under it (`<g class="legend">`, in the SVG and so in
/// the page, which inlines it): one entry for each kind of mark the picture uses — a role's
/// colours, the grey strips of layout margins, hatched hit areas, dashed guides, dotted
/// ambiguous outlines, the warning and broken colours, a moved item's old outline and arrow,
/// dimension lines — and nothing it does not use. Then the items that could not be drawn
/// (`Scene.notDrawn`), one a line (docs/pictures.md, "Legend").
struct Legend {
  struct Entry: Equatable {
    /// The swatch's classes, as an item's `<g>` has them (`shape stack-view`), or `ghost`,
    /// `arrow`, `dim`.
    var swatch: String
    var text: String
  }

  var entries: [Entry] = []
  var notDrawn: [String] = []

  static let size = 7.0
  static let lineHeight = 11.0
  static let swatchWidth = 12.0

  init(_ scenes: [Scene]) {
    var seen = Set<String>()
    func add(_ swatch: String, _ text: String) {
      if seen.insert(swatch).inserted { entries.append(Entry(swatch: swatch, text: text)) }
    }
    let items = scenes.flatMap(\.items).filter { $0.frame.isDrawable }
    for role in SceneItem.Role.allCases where items.contains(where: { $0.role == role }) {
      if role == .tapArea {
        if items.contains(where: { $0.role == .tapArea && !$0.flags.contains(.warning) }) {
          add("shape tap-area", "hatched: a hit area")
        }
        if items.contains(where: { $0.role == .tapArea && $0.flags.contains(.warning) }) {
          add("shape tap-area warning", "hatched orange: a hit area under the minimum")
        }
      } else {
        add("shape " + role.rawValue, Self.meaning(role))
      }
    }
    let flags = items.reduce(SceneItem.Flags()) { $0.union($1.flags) }
    if items.contains(where: { $0.role != .tapArea && $0.flags.contains(.warning) }) {
      add("shape view warning", "orange: a finding names it")
    }
    if flags.contains(.broken) { add("shape view broken", "red outline: in a broken constraint") }
    if flags.contains(.ambiguous) { add("shape view ambiguous", "dotted: ambiguous") }
    if flags.contains(.moved) { add("shape view moved", "thick outline: moved") }
    if items.contains(where: { $0.previousFrame?.isDrawable == true }) {
      add("ghost", "dashed outline: where it was, or where its constraints put it")
    }
    if scenes.contains(where: { $0.arrows.contains(where: \.isDrawable) }) {
      add("arrow", "arrow: how far it moved")
    }
    let dimensions = scenes.flatMap(\.dimensions).filter(\.isDrawable)
    if !dimensions.isEmpty { add("dim", "line: a constraint's constant") }
    if dimensions.contains(where: \.broken) { add("dim broken", "red line: the broken constraint") }
    notDrawn = scenes.flatMap(\.notDrawn)
  }

  static func meaning(_ role: SceneItem.Role) -> String {
    switch role {
    case .view: return "a view"
    case .bar: return "the bar"
    case .stackView: return "a bar's stack view"
    case .adaptor: return "the adaptor around a custom item"
    case .item: return "a bar item"
    case .title: return "the title"
    case .guide: return "dashed: a layout guide"
    case .margin: return "grey strip: layout margins"
    case .tapArea: return "hatched: a hit area"
    case .backButton: return "the back button"
    }
  }

  /// Where each entry goes, wrapped to `width`: entries side by side, then the not-drawn
  /// lines. Positions relative to the legend's top left.
  func placed(width: Double) -> (entries: [(Entry, x: Double, line: Int)], lines: Int) {
    var placed: [(Entry, x: Double, line: Int)] = []
    var x = 0.0
    var line = 0
    for entry in entries {
      let entryWidth = Self.swatchWidth + 3 + estimatedWidth(entry.text, fontSize: Self.size) + 10
      if x > 0, x + entryWidth > width {
        x = 0
        line += 1
      }
      placed.append((entry, x, line))
      x += entryWidth
    }
    let entryLines = entries.isEmpty ? 0 : line + 1
    return (placed, entryLines + (notDrawn.isEmpty ? 0 : notDrawn.count + 1))
  }

  func height(width: Double) -> Double {
    let lines = placed(width: width).lines
    return lines == 0 ? 0 : Double(lines) * Self.lineHeight + 4
  }

  /// Writes `<g class="legend">` with its top left at `x`, `y`.
  func write(x: Double, y: Double, width: Double, prefix: String, to w: MarkupWriter) {
    let (placedEntries, _) = placed(width: width)
    guard !placedEntries.isEmpty || !notDrawn.isEmpty else { return }
    w.newline(1)
    w.start("g", ["class": "legend"])
    var lastLine = -1
    for (entry, dx, line) in placedEntries {
      lastLine = line
      let top = y + Double(line) * Self.lineHeight + 2
      let swatch = Rect(x: x + dx, y: top, width: Self.swatchWidth, height: Self.size)
      w.newline(2)
      w.start("g", ["class": "key " + entry.swatch])
      switch entry.swatch {
      case "ghost":
        SVGItem.writeShape(swatch, className: "outline", style: nil, w)
      case "arrow", "dim", "dim broken":
        let mid = svgNumber(swatch.midY)
        w.start("path", ["d": "M\(svgNumber(swatch.minX)) \(mid)H\(svgNumber(swatch.maxX))"])
        w.end()
      default:
        let style =
          entry.swatch.hasPrefix("shape tap-area")
          ? "fill:url(#\(prefix + (entry.swatch.hasSuffix("warning") ? "hatch-warning" : "hatch")))"
          : nil
        SVGItem.writeShape(swatch, className: "box", style: style, w)
      }
      w.fullEnd()
      w.newline(2)
      w.element(
        "text",
        [
          "class": "legend-text", "x": svgNumber(swatch.maxX + 3),
          "y": svgNumber(top + Self.size - 1),
        ], text: entry.text)
    }
    if !notDrawn.isEmpty {
      var line = lastLine + 1
      w.newline(2)
      w.element(
        "text",
        [
          "class": "legend-text not-drawn", "x": svgNumber(x),
          "y": svgNumber(y + Double(line) * Self.lineHeight + Self.size + 1),
        ], text: "Not drawn (no frame):")
      for name in notDrawn {
        line += 1
        w.newline(2)
        w.element(
          "text",
          [
            "class": "legend-text not-drawn", "x": svgNumber(x + 8),
            "y": svgNumber(y + Double(line) * Self.lineHeight + Self.size + 1),
          ], text: name)
      }
    }
    w.newline(1)
    w.fullEnd()
  }
}
