import Audit
import BarPictures
import DumpModel
import Foundation
import LaidOut
import Patcher
import Pictures
import TestSupport
import Testing

@testable import PictureTestSupport

/// No text of a picture overlaps another text, a line or arrow, or an item's outline
/// (docs/pictures.md, "Labels"), checked on what rsvg-convert draws: the picture rendered
/// twice — its texts alone, and its outlines, lines and arrows alone — and no pixel inked in
/// both; its texts alone, each at half opacity, and no pixel inked by two.
@Suite struct LabelOverlapTests {
  /// The pictures of issue 19: the beta bar with its hit areas and dimension lines (the
  /// labels sat on the stack's and the bar's edges), its pin's before and after (`−12 pt` on
  /// the button), and every fixture's render.
  static func pictures() throws -> [(String, Data)] {
    var pictures: [(String, Data)] = []
    let beta = try FixturePictureTests.laidOut("ios11-beta-bar", "input.xml")
    let picture = BarPicture(
      beta, findings: try Checks.findings(beta),
      options: PictureOptions(tapAreas: true, constraints: true))
    pictures.append(("beta --tap-areas --constraints", picture.scene.svgData()))
    let patched = try Patching.apply(Patch(.pin), to: beta.document, source: beta.source)
    let comparison = BarPicture.comparison(
      before: beta, after: LaidOutDump(document: patched.document, source: beta.source))
    pictures.append(("beta pinned", comparison.svgData()))
    for (name, input) in FixturePictureTests.cases where input == "input.xml" {
      let dump = try FixturePictureTests.laidOut(name, input)
      pictures.append((name, BarPicture(dump, findings: try Checks.findings(dump)).scene.svgData()))
    }
    return pictures
  }

  /// The SVG with CSS added after its own.
  static func styled(_ svg: Data, _ css: String) -> Data {
    let text = String(decoding: svg, as: UTF8.self)
    return Data(text.replacingOccurrences(of: "</style>", with: css + "</style>").utf8)
  }

  /// Only the texts (no halo), the legend left out.
  static let textsOnly =
    ".pic .shape,.pic .ghost,.pic .dim>path,.pic .arrow>path,.pic .legend{display:none}"
    + ".pic text{stroke:none;fill:#000}"
  /// Only the outlines, lines and arrows, in black, unfilled; the legend left out.
  static let marksOnly =
    ".pic text,.pic .legend{display:none}.pic .box{fill:none!important;stroke:#000}"
    + ".pic .shape.margin{display:none}.pic .ghost>.outline,.pic .dim>path,.pic .arrow>path"
    + "{stroke:#000}"
  /// Each text red at half opacity, as a group: where two texts overlap, deeper red.
  static let textsHalf =
    ".pic .shape,.pic .ghost,.pic .dim>path,.pic .arrow>path,.pic .legend{display:none}"
    + ".pic text{stroke:none;fill:#f00;opacity:.5}"

  /// Dark: a glyph's or a line's own pixel, not the antialiased fringe.
  static func inked(_ colour: RGB) -> Bool {
    min(colour.red, colour.green, colour.blue) < 128
  }

  @Test func noTextOverlapsAnOutlineALineOrAnotherText() throws {
    for (name, svg) in try Self.pictures() {
      let texts = try renderWithRSVG(Self.styled(svg, Self.textsOnly))
      let marks = try renderWithRSVG(Self.styled(svg, Self.marksOnly))
      let half = try renderWithRSVG(Self.styled(svg, Self.textsHalf))
      #expect(texts.width == marks.width && texts.height == marks.height)
      var onMarks = 0
      var onTexts = 0
      for y in 0..<texts.height {
        for x in 0..<texts.width {
          if Self.inked(texts.colour(x: x, y: y)) && Self.inked(marks.colour(x: x, y: y)) {
            onMarks += 1
          }
          // One text at half opacity over white: green about 128; two: about 64.
          if half.colour(x: x, y: y).green < 80 { onTexts += 1 }
        }
      }
      #expect(onMarks == 0, "\(name): \(onMarks) pixels of text on an outline, line or arrow")
      #expect(onTexts == 0, "\(name): \(onTexts) pixels where two texts overlap")
    }
  }
}
