/// Writes dimension lines and arrows.
enum SVGAnnotation {
  /// Half the length of a dimension line's end ticks, in points.
  static let tick = 3.0

  /// `<g class="dim [broken]" data-constraint="ID"><path/><text/></g>`: the line with a
  /// tick square to it at each end, the text where LabelLayout puts it (beside its middle:
  /// above a horizontal line, right of a vertical one, unless that is taken).
  static func write(_ dimension: Dimension, text: LabelLayout.Label?, to w: MarkupWriter) {
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
    writeText(text, dimension.text, w)
    w.fullEnd()
  }

  /// A number where LabelLayout placed it; with no place free, the mark's tooltip.
  private static func writeText(_ label: LabelLayout.Label?, _ text: String, _ w: MarkupWriter) {
    guard let label else { return w.element("title", text: text) }
    w.start("text", ["x": svgNumber(label.x), "y": svgNumber(label.y)])
    if label.centered { w.attribute("text-anchor", "middle") }
    w.text(label.text)
    w.fullEnd()
  }

  /// `<g class="arrow" data-for="ID"><path marker-end/><text/></g>`: the text where
  /// LabelLayout puts it (above the arrow's middle, unless that is taken).
  static func write(
    _ arrow: Arrow, markerID: String, text: LabelLayout.Label?, to w: MarkupWriter
  ) {
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
    writeText(text, arrow.text, w)
    w.fullEnd()
  }
}
