import DumpModel

/// Writes one scene item: `<g class="shape ROLE FLAGS…">` with its tooltip and its box (its
/// label is drawn later, over every box: LabelLayout).
struct SVGItem {
  let item: SceneItem
  let elementID: String
  let options: SVGOptions

  func write(to w: MarkupWriter, patternPrefix: String) {
    var classes = "shape " + item.role.rawValue
    for (flag, name) in SceneItem.Flags.classes where item.flags.contains(flag) {
      classes += " " + name
    }
    w.start("g", ["id": elementID, "class": classes, "data-item": item.id])
    if options.focusable { w.attribute("tabindex", "-1") }
    let tooltip = item.detail.isEmpty ? item.label : item.detail
    if !tooltip.isEmpty { w.element("title", text: tooltip) }
    let frame = item.frame.standardized
    if item.role == .margin, let hole = item.hole, hole.isDrawable {
      w.start(
        "path",
        [
          "class": "box", "fill-rule": "evenodd",
          "d": Self.rectPath(frame) + Self.rectPath(hole.standardized),
        ]
      )
      w.end()
    } else {
      var style: String?
      if item.role == .tapArea {
        // The pattern is set on the element, over the CSS fill: CSS cannot name a pattern
        // whose id carries the page's prefix.
        let pattern = item.flags.contains(.warning) ? "hatch-warning" : "hatch"
        style = "fill:url(#\(patternPrefix + pattern))"
      }
      Self.writeShape(frame, className: "box", style: style, w)
    }
    w.fullEnd()
  }

  /// A rectangle, or a line for a frame of zero width or height (a spacer, a zero-width
  /// guide): SVG draws no rectangle of zero size.
  static func writeShape(_ frame: Rect, className: String, style: String?, _ w: MarkupWriter) {
    if frame.width == 0 || frame.height == 0 {
      w.start("path", ["class": className, "d": linePath(frame)])
    } else {
      w.start(
        "rect",
        [
          "class": className, "x": svgNumber(frame.x), "y": svgNumber(frame.y),
          "width": svgNumber(frame.width), "height": svgNumber(frame.height),
        ])
      if let style { w.attribute("style", style) }
    }
    w.end()
  }

  private static func rectPath(_ r: Rect) -> String {
    "M\(svgNumber(r.minX)) \(svgNumber(r.minY))H\(svgNumber(r.maxX))V\(svgNumber(r.maxY))"
      + "H\(svgNumber(r.minX))Z"
  }

  private static func linePath(_ r: Rect) -> String {
    "M\(svgNumber(r.minX)) \(svgNumber(r.minY))L\(svgNumber(r.maxX)) \(svgNumber(r.maxY))"
  }
}

/// Where a role's label sits and how big it is: containers at their top left (their
/// subviews fill the middle), leaves in their centre, guides at their bottom left (their
/// frame is often a view's frame too).
struct LabelPlacement {
  enum Anchor { case topLeft, bottomLeft, center }
  var anchor: Anchor
  var size: Double

  init(role: SceneItem.Role) {
    switch role {
    case .title:
      anchor = .center
      size = SVGStyle.titleSize
    case .item, .backButton, .tapArea:
      anchor = .center
      size = SVGStyle.labelSize
    case .guide:
      anchor = .bottomLeft
      size = SVGStyle.labelSize
    case .view, .bar, .stackView, .adaptor, .margin:
      anchor = .topLeft
      size = SVGStyle.labelSize
    }
  }
}

/// The label cut to fit `width` points at `fontSize` (with `…`), or nil when not even one
/// character fits. Widths are `estimatedWidth`'s: the SVG has no font metrics, and the
/// `<title>` tooltip always holds the whole text.
func fittedLabel(_ label: String, width: Double, fontSize: Double) -> String? {
  guard !label.isEmpty, width.isFinite else { return nil }
  // A millionth of a point of slack: ten characters of 0.6 em at 7 pt fill 42 pt exactly,
  // though their sum in binary is 42.000000000000007.
  let room = width + 1e-6
  if estimatedWidth(label, fontSize: fontSize) <= room { return label }
  // The characters that fit before the `…`.
  var used = fontSize * ellipsisEm
  var kept = 0
  for character in label {
    used += fontSize * em(character)
    if used > room { break }
    kept += 1
  }
  guard kept >= 1 else { return nil }
  return String(label.prefix(kept)) + "…"
}

/// The estimated width of `text` drawn at `fontSize` (labels, arrow texts): 0.6 em a
/// character (DejaVu Sans averages about 0.55 em on class names), 0.8 em for `…`, 1 em for an East Asian
/// wide one (`isEastAsianWide`: CJK ideographs, kana, Hangul, fullwidth forms), which the
/// fallback CJK fonts draw a full em wide (docs/pictures.md, "Scene").
func estimatedWidth(_ text: String, fontSize: Double) -> Double {
  text.reduce(0) { $0 + fontSize * em($1) }
}

private let narrowEm = 0.6
/// DejaVu Sans draws `…` 0.8 em wide (1638 of 2048 units): counted at 0.6, a cut label ran
/// 1.4 pt past its box (`Bu…` on the edge of a 17-pt button).
private let ellipsisEm = 0.8

private func em(_ character: Character) -> Double {
  if character == "…" { return ellipsisEm }
  return character.unicodeScalars.first?.isEastAsianWide == true ? 1 : narrowEm
}
