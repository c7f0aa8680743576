import Foundation
import HierarchyIO
import TestSupport
import Testing

@testable import Layout

/// A paste gives no `scale`: layout snaps to the grid the printed numbers lie on
/// (docs/layout.md, "Pixel snapping"), so UIKit's own thirds, printed to six significant
/// digits, are not "differs" (QA S3-20).
@Suite struct PrintedGridTests {
  func text(_ text: String) throws -> Document {
    var warnings: [ReadWarning] = []
    return try Document(console: text, source: "t.txt", warnings: &warnings)
  }

  /// The entry's paste: a label at (19 11.6667; 42 20.6667), kept by autoresizing. On the
  /// 1/1000 grid its edges snapped one by one gave a height of 20.666 (11.667 … 32.333),
  /// 0.0007 off. On thirds: minY 35/3, maxY 97/3, height 62/3, which UIKit prints 20.6667.
  @Test func aPastedThirdIsNotADifference() throws {
    let document = try text(
      """
      <UIView: 0x1; frame = (0 0; 100 100)>
         | <UILabel: 0x2; frame = (19 11.6667; 42 20.6667); text = 'Back'>
      """)
    let result = try AutoLayout.solve(document)
    #expect(result.mismatches.isEmpty)
    #expect(result.scale == 3)
    #expect(result.scaleSource == .printedNumbers)
    let id = try #require(document.view(at: "0x2"))
    let label = try #require(result.frames[.view(id)])
    #expect(label == Rect(x: 19, y: 35.0 / 3, width: 42, height: 62.0 / 3))
    #expect(
      LayoutReport(document: document, result: result).text.contains(
        "all recorded frames agree within half a pixel (scale 3, the grid of the printed numbers)"))
  }

  /// A real capture on thirds (sample 04, 428 pt, scale 3): the window's views down to the
  /// 'CENTER' label (182 453; 64.3333 20.3333), no bar. The label keeps its frame: on thirds
  /// 193/3 × 61/3.
  @Test func sample04sWindowIsOnThirds() throws {
    let lines = try Fixture("sample04-ios15-428-empty-bar").text("input.txt")
      .split(separator: "\n").prefix(9).joined(separator: "\n")
    #expect(lines.hasSuffix("_UILabelLayer: 0x600002c506e0>>"))
    let document = try text(lines)
    let result = try AutoLayout.solve(document)
    #expect(result.scale == 3)
    #expect(result.mismatches.isEmpty)
    let label = try #require(document.view(at: "0x7fb457509450"))
    #expect(result.frames[.view(label)] == Rect(x: 182, y: 453, width: 193.0 / 3, height: 61.0 / 3))
  }

  /// Halves (sample 03's grid) give 2; whole numbers tell nothing; a number on neither grid
  /// gives `offGrid`; a print to six digits is on its grid (1094.33 is 3283/3 within 0.005).
  @Test func theGridOfPrintedNumbers() {
    #expect(PixelGrid.printedScale(of: [16, 0.5, 44], offGrid: nil) == 2)
    #expect(PixelGrid.printedScale(of: [16, 9.66667, 0.333333], offGrid: nil) == 3)
    #expect(PixelGrid.printedScale(of: [1094.33, 20.6667], offGrid: nil) == 3)
    #expect(PixelGrid.printedScale(of: [16, 44], offGrid: 3) == nil)
    #expect(PixelGrid.printedScale(of: [0.25], offGrid: nil) == nil)
    #expect(PixelGrid.printedScale(of: [0.25], offGrid: 3) == 3)
    #expect(PixelGrid.printedScale(of: [0.33333, 20.667], offGrid: nil) == 3)
    #expect(PixelGrid.printedScale(of: [20.6], offGrid: nil) == nil)
  }

  /// A dump's own `scale` wins over its numbers; without one and without fractions, 1/1000.
  @Test func theDumpsScaleWins() throws {
    var document = try text("<UIView: 0x1; frame = (0 0; 10.5 10)>")
    #expect(PixelGrid.scale(of: document) == (2, .printedNumbers))
    document.metadata.scale = 3
    #expect(PixelGrid.scale(of: document) == (3, .dump))
    let whole = try text("<UIView: 0x1; frame = (0 0; 10 10)>")
    #expect(PixelGrid.scale(of: whole) == (1000, .none))
  }

  /// Inspect's own text of a fixture whose back label sits on thirds (what `po` prints for
  /// that bar) lays out as the XML does: no frame differs (the direction given, as text cannot
  /// show it).
  @Test(arguments: [
    "ios12-375-back-one-item", "ios11-414-back-two-items", "ios12-414-rtl-back-one-item",
  ])
  func aFixtureReadBackFromTextAgrees(_ name: String) throws {
    let xml = try Document(xml: Fixture(name).data("input.xml"), source: "input.xml")
    let printed = xml.recursiveDescription(guides: true, constraints: true)
    var pasted = try text(printed)
    pasted.metadata.direction = xml.metadata.direction  // what `--direction` gives a paste
    let result = try AutoLayout.solve(pasted)
    #expect(result.mismatches.isEmpty, "\(result.mismatches)")
  }
}
