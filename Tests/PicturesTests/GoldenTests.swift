import Foundation
import Pictures
import TestSupport
import Testing

@testable import PictureTestSupport

/// The beta bar's picture, the pin's before/after and the pin's page, byte for byte
/// (`INSPECT_RECORD=1 swift test` records them). Each SVG is also rendered by rsvg-convert.
@Suite struct GoldenTests {
  @Test func betaBar() throws {
    let svg = SampleScenes.recorded.svgData()
    _ = try renderWithRSVG(svg)
    if let problem = goldenMismatch(String(decoding: svg, as: UTF8.self), "pictures/beta-bar.svg") {
      Issue.record(Comment(rawValue: problem))
    }
  }

  @Test func pin() throws {
    let svg = SampleScenes.pin.svgData()
    _ = try renderWithRSVG(svg)
    if let problem = goldenMismatch(String(decoding: svg, as: UTF8.self), "pictures/pin.svg") {
      Issue.record(Comment(rawValue: problem))
    }
  }

  @Test func pinPage() throws {
    // The markup: the style and the script are the package's constants (PageStyle,
    // SVGStyle, PageScript), kept out of the golden.
    var html = String(decoding: SamplePages.pin.htmlData(), as: UTF8.self)
    for (open, close) in [("<style>", "</style>"), ("<script>", "</script>")] {
      if let start = html.range(of: open), let end = html.range(of: close) {
        html.replaceSubrange(start.upperBound..<end.lowerBound, with: "…")
      }
    }
    if let problem = goldenMismatch(html, "pictures/pin.html") {
      Issue.record(Comment(rawValue: problem))
    }
  }
}
