/// The CSS of a picture, written into its `<style>` (or once into the page's `<head>`).
///
/// Every rule is scoped by the SVG's class `pic`, so that an SVG inlined into a page styles
/// only itself. Colours come from `Palette`: the light rules first, then the same rules with
/// the dark colours under `@media (prefers-color-scheme: dark)`. Renderers that do not know
/// the media feature (rsvg-convert) skip that block and draw the light colours.
enum SVGStyle {
  /// Pinned first so that screenshots and tests see one font (Debian's fonts-dejavu-core);
  /// the others are what a Mac or a Windows reader has.
  static let fontFamily = "'DejaVu Sans', 'Helvetica Neue', Helvetica, Arial, sans-serif"

  /// Label sizes in points: a container's label at its top left, a title's in its centre.
  static let labelSize = 7.0
  static let titleSize = 9.0
  static let captionSize = 10.0
  static let dimensionSize = 6.5

  static let css: String = {
    var css = ".pic{font-family:\(fontFamily)}"
    css += ".pic text{stroke:none}"
    css += ".pic .label,.pic .arrow>text{font-size:\(svgNumber(labelSize))px}"
    css += ".pic .label.large{font-size:\(svgNumber(titleSize))px}"
    css += ".pic .caption{font-size:\(svgNumber(captionSize))px;font-weight:bold}"
    css += ".pic .legend-text{font-size:\(svgNumber(Legend.size))px}"
    css += ".pic .dim>text{font-size:\(svgNumber(dimensionSize))px}"
    // A halo in the background colour keeps a label readable over the boxes it crosses.
    css += ".pic .label,.pic .arrow>text,.pic .dim>text{paint-order:stroke;stroke-width:2px;"
    css += "stroke-linejoin:round}"
    css += ".pic .box{stroke-width:1}"
    css += ".pic .guide>.box{stroke-dasharray:4 3}"
    css += ".pic .ambiguous>.box{stroke-dasharray:1 2}"
    css += ".pic .broken>.box,.pic .moved>.box{stroke-width:2}"
    css += ".pic .guide.moved>.box{stroke-width:1}"
    css += ".pic .ghost>.outline{fill:none;stroke-width:1;stroke-dasharray:3 2}"
    css += ".pic .arrow>path{fill:none;stroke-width:1.5}"
    css += ".pic .dim>path{fill:none;stroke-width:.75}"
    css += ".pic .hl>.box{stroke-width:2}"
    css += ".pic .sel>.box,.pic .dim.sel>path{stroke-width:2.5}"
    css += colours(.light)
    css += "@media (prefers-color-scheme:dark){" + colours(.dark) + "}"
    return css
  }()

  /// The rules that set colours. Later rules win over earlier ones of the same weight: role,
  /// then warning, broken, moved, hover, selection.
  static func colours(_ palette: Palette) -> String {
    var css = ".pic .bg{fill:\(palette.background)}"
    css += ".pic text{fill:\(palette.text)}"
    css += ".pic .label,.pic .arrow>text,.pic .dim>text{stroke:\(palette.background)}"
    for role in SceneItem.Role.allCases {
      let paint = palette.paint(role)
      let fill = paint.fill.map(\.description) ?? "none"
      css += ".pic .\(role.rawValue)>.box{fill:\(fill);stroke:\(paint.stroke)}"
    }
    css += ".pic .margin>.box{fill:\(palette.shade);fill-opacity:\(palette.shadeOpacity)}"
    css += ".pic .hatch-line{stroke:\(palette.hatch);stroke-width:1}"
    css += ".pic .hatch-line.warning{stroke:\(palette.warning.stroke)}"
    css += ".pic .warning>.box{fill:\(fillOf(palette.warning));stroke:\(palette.warning.stroke)}"
    css += ".pic .broken>.box{stroke:\(palette.broken)}"
    css += ".pic .moved>.box,.pic .ghost>.outline{stroke:\(palette.moved)}"
    css += ".pic .arrow>path{stroke:\(palette.moved)}"
    css += ".pic .arrow>text,.pic .arrowhead{fill:\(palette.moved)}"
    css += ".pic .dim>path{stroke:\(palette.dimension)}"
    css += ".pic .dim>text{fill:\(palette.dimension)}"
    css += ".pic .dim.broken>path{stroke:\(palette.broken)}"
    css += ".pic .dim.broken>text{fill:\(palette.broken)}"
    css += ".pic .hl>.box{stroke:\(palette.hover)}"
    css += ".pic .sel>.box{fill:\(fillOf(palette.selected));stroke:\(palette.selected.stroke)}"
    css += ".pic .dim.sel>path{stroke:\(palette.selected.stroke)}"
    return css
  }

  private static func fillOf(_ paint: Palette.Paint) -> String {
    paint.fill.map(\.description) ?? "none"
  }
}
