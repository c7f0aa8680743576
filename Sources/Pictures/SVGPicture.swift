/// Writes one picture: a scene, or the parts of a comparison one above the other.
///
/// The file: `<svg class="pic">`, its `<title>`, the `<style>` (SVGStyle), the hatch
/// patterns and the arrowhead, a background, then each part: its caption, its items in
/// scene order, the outlines of where moved items were, the labels, the dimension lines,
/// the arrows. Every item is a `<g class="shape ROLE FLAGS…" id="…" data-item="ID">`
/// holding its `<title>` and its box (docs/pictures.md, "The SVG").
struct SVGPicture {
  struct Part {
    var caption: String?
    var scene: Scene
    /// Put before the item ids of this part (`before-`, `after-`).
    var idPrefix: String
  }

  let parts: [Part]
  let title: String
  let options: SVGOptions
  let layout: PictureLayout
  let legend: Legend

  init(scene: Scene, options: SVGOptions) {
    self.init(
      parts: [Part(caption: nil, scene: scene, idPrefix: "")], title: scene.title,
      options: options)
  }

  init(comparison: Comparison, options: SVGOptions) {
    self.init(
      parts: [
        Part(caption: comparison.beforeCaption, scene: comparison.before, idPrefix: "before-"),
        Part(caption: comparison.afterCaption, scene: comparison.after, idPrefix: "after-"),
      ], title: comparison.after.title, options: options)
  }

  private init(parts: [Part], title: String, options: SVGOptions) {
    self.parts = parts
    self.title = title
    self.options = options
    let legend = Legend(parts.map(\.scene))
    self.legend = legend
    layout = PictureLayout(
      extents: parts.map(\.scene.extent), captioned: parts.contains { $0.caption != nil },
      padding: options.padding, scale: options.scale,
      footer: { legend.height(width: max($0 - 2 * options.padding, 1)) })
  }

  private var prefix: String { options.idPrefix }

  func write(to w: MarkupWriter) {
    if options.standalone { w.declaration() }
    let box = layout.viewBox
    let size = layout.pixelSize
    w.start(
      "svg",
      [
        "xmlns": "http://www.w3.org/2000/svg", "class": "pic",
        "width": String(size.width), "height": String(size.height),
        "viewBox": [box.x, box.y, box.width, box.height].map(svgNumber).joined(separator: " "),
        // In the page its shapes take focus, which an `img` (one opaque image) may not have.
        "role": options.focusable ? "group" : "img", "aria-labelledby": prefix + "title",
      ])
    if options.focusable { w.attribute("tabindex", "0") }
    w.newline(1)
    w.element("title", ["id": prefix + "title"], text: title.isEmpty ? "picture" : title)
    if options.standalone {
      w.newline(1)
      w.start("style")
      w.raw(SVGStyle.css)
      w.fullEnd()
    }
    writeDefinitions(w)
    w.newline(1)
    w.start(
      "rect",
      [
        "class": "bg", "x": svgNumber(box.x), "y": svgNumber(box.y),
        "width": svgNumber(box.width), "height": svgNumber(box.height),
      ])
    w.end()
    for (index, part) in parts.enumerated() { write(part, offset: layout.offsets[index], w) }
    legend.write(
      x: box.x + options.padding, y: layout.footerTop, width: box.width - 2 * options.padding,
      prefix: prefix, to: w)
    w.newline()
    w.fullEnd()
    w.newline()
  }

  private func writeDefinitions(_ w: MarkupWriter) {
    w.newline(1)
    w.start("defs")
    for warning in [false, true] {
      w.newline(2)
      w.start(
        "pattern",
        [
          "id": prefix + (warning ? "hatch-warning" : "hatch"), "width": "4", "height": "4",
          "patternUnits": "userSpaceOnUse", "patternTransform": "rotate(45)",
        ])
      w.start(
        "line",
        [
          "class": warning ? "hatch-line warning" : "hatch-line", "x1": "2", "y1": "0", "x2": "2",
          "y2": "4",
        ])
      w.end()
      w.fullEnd()
    }
    w.newline(2)
    w.start(
      "marker",
      [
        "id": prefix + "arrowhead", "class": "arrowhead", "viewBox": "0 0 6 6", "refX": "5",
        "refY": "3", "markerWidth": "4", "markerHeight": "4", "orient": "auto",
      ])
    w.start("path", ["d": "M0 0L6 3L0 6z"])
    w.end()
    w.fullEnd()
    w.newline(1)
    w.fullEnd()
  }

  private func write(_ part: Part, offset: Double, _ w: MarkupWriter) {
    w.newline(1)
    w.start("g", ["class": "part"])
    if offset != 0 { w.attribute("transform", "translate(0 \(svgNumber(offset)))") }
    if let caption = part.caption {
      w.newline(2)
      let x = layout.viewBox.x + options.padding
      let y = part.scene.extent.minY - options.padding - 4
      w.element(
        "text", ["class": "caption", "x": svgNumber(x), "y": svgNumber(y)], text: caption)
    }
    for item in part.scene.items where item.frame.isDrawable {
      w.newline(2)
      SVGItem(item: item, elementID: prefix + part.idPrefix + elementID(item.id), options: options)
        .write(to: w, patternPrefix: prefix)
    }
    // Where moved items were: over every item, so that no subview hides the outline.
    for item in part.scene.items where item.frame.isDrawable {
      guard let previous = item.previousFrame, previous.isDrawable else { continue }
      w.newline(2)
      w.start("g", ["class": "ghost", "data-for": item.id])
      SVGItem.writeShape(previous.standardized, className: "outline", style: nil, w)
      w.fullEnd()
    }
    let labels = LabelLayout(part.scene)
    for (index, item) in part.scene.items.enumerated() {
      guard let label = labels.labels[index] else { continue }
      w.newline(2)
      w.start(
        "text",
        [
          "class": label.size == SVGStyle.labelSize ? "label" : "label large", "data-for": item.id,
          "x": svgNumber(label.x), "y": svgNumber(label.y),
        ])
      if label.centered { w.attribute("text-anchor", "middle") }
      w.text(label.text)
      w.fullEnd()
    }
    for (index, dimension) in part.scene.dimensions.enumerated() where dimension.isDrawable {
      w.newline(2)
      SVGAnnotation.write(dimension, text: labels.dimensionTexts[index], to: w)
    }
    for (index, arrow) in part.scene.arrows.enumerated() where arrow.isDrawable {
      w.newline(2)
      SVGAnnotation.write(
        arrow, markerID: prefix + "arrowhead", text: labels.arrowTexts[index], to: w)
    }
    w.newline(1)
    w.fullEnd()
  }
}

/// `item-` and the id, one to one: letters, digits, `-`, `.` and `:` as they are, `_` as `__`,
/// any other character as `_`, its code point in hex, `_` (`0x1<` → `item-0x1_3c_`), so that
/// two ids never give one element id (the `data-item` attribute keeps the id as it is).
func elementID(_ id: String) -> String {
  var text = "item-"
  for scalar in id.unicodeScalars {
    switch scalar {
    case "a"..."z", "A"..."Z", "0"..."9", "-", ".", ":": text.unicodeScalars.append(scalar)
    case "_": text += "__"
    default: text += "_" + String(scalar.value, radix: 16) + "_"
    }
  }
  return text
}

/// A coordinate as the SVG writes it: at most two decimals (1/100 pt, below a pixel at any
/// useful scale), no trailing zeros, never `-0`. Not the model's `formatNumber` (five
/// decimals, the dump's precision): this is drawing precision.
func svgNumber(_ value: Double) -> String {
  let hundredths = (value * 100).rounded(.toNearestOrAwayFromZero)
  guard hundredths.isFinite, abs(hundredths) < 1e15 else { return "0" }
  let units = Int64(hundredths)
  if units == 0 { return "0" }
  let sign = units < 0 ? "-" : ""
  let magnitude = units.magnitude
  let whole = magnitude / 100
  let fraction = magnitude % 100
  if fraction == 0 { return sign + String(whole) }
  if fraction % 10 == 0 { return sign + String(whole) + "." + String(fraction / 10) }
  return sign + String(whole) + "." + (fraction < 10 ? "0" : "") + String(fraction)
}
