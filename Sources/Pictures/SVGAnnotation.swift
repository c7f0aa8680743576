/// Writes dimension lines and arrows.
enum SVGAnnotation {
  /// Half the length of a dimension line's end ticks, in points.
  static let tick = 3.0

  /// `<g class="dim [broken]" data-constraint="ID"><path/><text/></g>`: the line with a
  /// tick square to it at each end, the text beside its middle (above a horizontal line,
  /// right of a vertical one).
  static func write(_ dimension: Dimension, to w: MarkupWriter) {
    let a = dimension.from
    let b = dimension.to
    let length = ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
    // The unit normal; a line of zero length gets a vertical tick.
    let (nx, ny) = length > 0 ? (-(b.y - a.y) / length, (b.x - a.x) / length) : (0.0, 1.0)
    var d = "M\(svgNumber(a.x)) \(svgNumber(a.y))L\(svgNumber(b.x)) \(svgNumber(b.y))"
    for p in [a, b] {
      d += "M\(svgNumber(p.x - nx * tick)) \(svgNumber(p.y - ny * tick))"
      d += "L\(svgNumber(p.x + nx * tick)) \(svgNumber(p.y + ny * tick))"
    }
    w.start("g", ["class": dimension.broken ? "dim broken" : "dim"])
    if !dimension.constraintID.isEmpty { w.attribute("data-constraint", dimension.constraintID) }
    w.start("path", ["d": d])
    w.end()
    let mid = Point(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
    let vertical = abs(b.x - a.x) < abs(b.y - a.y)
    if vertical {
      w.start(
        "text",
        ["x": svgNumber(mid.x + tick + 1), "y": svgNumber(mid.y + SVGStyle.dimensionSize * 0.35)])
    } else {
      w.start(
        "text",
        ["x": svgNumber(mid.x), "y": svgNumber(mid.y - tick - 1), "text-anchor": "middle"])
    }
    w.text(dimension.text)
    w.fullEnd()
    w.fullEnd()
  }

  /// `<g class="arrow" data-for="ID"><path marker-end/><text/></g>`: the text above the
  /// arrow's middle.
  static func write(_ arrow: Arrow, markerID: String, to w: MarkupWriter) {
    let a = arrow.from
    let b = arrow.to
    w.start("g", ["class": "arrow"])
    if !arrow.itemID.isEmpty { w.attribute("data-for", arrow.itemID) }
    w.start(
      "path",
      [
        "d": "M\(svgNumber(a.x)) \(svgNumber(a.y))L\(svgNumber(b.x)) \(svgNumber(b.y))",
        "marker-end": "url(#\(markerID))",
      ])
    w.end()
    let mid = Point(x: (a.x + b.x) / 2, y: min(a.y, b.y) - 3)
    w.element(
      "text", ["x": svgNumber(mid.x), "y": svgNumber(mid.y), "text-anchor": "middle"],
      text: arrow.text)
    w.fullEnd()
  }
}
