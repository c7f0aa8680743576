import BarPictures
import DumpModel
import Foundation
import HierarchyIO
import LaidOut
import Pictures
import TestSupport
import Testing

@testable import PictureTestSupport

/// `patch --svg` and `diff --svg` take no `--scale`: a comparison too large for renderers at
/// the default scale 2 is drawn at the largest scale that fits, with a warning
/// (docs/pictures.md, "Size").
@Suite struct ComparisonSizeTests {
  /// A root `width` pt wide (20,000 by default) holding a view at `x`.
  static func dump(subviewAt x: Int, width: Int = 20000) throws -> LaidOutDump {
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <hierarchy format="1"><view class="UIView" address="0x1" frame="0 0; \(width) 44">
      <view class="UIView" address="0x2" frame="\(x) 0; 40 44"/></view></hierarchy>
      """
    var warnings: [ReadWarning] = []
    let document = try Document(
      data: Data(xml.utf8), source: "wide.xml", format: .xml, strict: false,
      warnings: &warnings)
    return LaidOutDump(document: document, source: "wide.xml")
  }

  /// 20,000 pt and 12 pt of padding a side: 20,024 pt, 40,048 px at scale 2, over librsvg's
  /// 32,767. 32767 / 20024 = 1.6363…: scale 1.63 (three digits, rounded down), 32,639.12 pt,
  /// so a canvas 32,640 px wide, which rsvg-convert draws.
  @Test func aComparisonTooLargeAtScaleTwoIsDrawnAtTheLargestScaleThatFits() throws {
    let before = try Self.dump(subviewAt: 100)
    let after = try Self.dump(subviewAt: 19000)
    let picture = try BarPicture.comparisonSVG(before: before, after: after)
    let warning = try #require(picture.warning).description
    #expect(warning.hasPrefix("wide.xml:2:23: warning: at scale 2 the picture would be 40048 × "))
    #expect(
      warning.hasSuffix(
        " px, and rsvg-convert draws at most 32767 px a side; written at scale 1.63"))
    // The file is the comparison at scale 1.63, and rsvg-convert draws it.
    let comparison = BarPicture.comparison(before: before, after: after)
    let options = try SVGOptions(scale: 1.63)
    #expect(picture.data == comparison.svgData(options))
    let rendered = try Rendered(comparison, options)
    #expect(rendered.image.width == 32640)
    #expect(rendered.image.height == rendered.layout.pixelSize.height)
    // The view that moved is outlined in the moved colour (2 pt) at its new place in the
    // after part, and nothing is there in the before part.
    let moved = light.moved
    let new = Rect(x: 19000, y: 0, width: 40, height: 44)
    #expect(rendered.count(moved, in: new, part: 1, tolerance: 8) > 100)
    #expect(rendered.count(moved, in: new, part: 0, tolerance: 8) == 0)
    let old = Rect(x: 100, y: 0, width: 40, height: 44)
    #expect(rendered.count(moved, in: old, part: 0, tolerance: 8) > 100)
  }

  /// A comparison that fits at scale 2 is drawn at it, without a word.
  @Test func aComparisonThatFitsIsDrawnAtScaleTwo() throws {
    let small = try Self.dump(subviewAt: 100, width: 375)
    let picture = try BarPicture.comparisonSVG(before: small, after: small)
    #expect(picture.warning == nil)
    let comparison = BarPicture.comparison(before: small, after: small)
    #expect(picture.data == comparison.svgData())
  }
}
