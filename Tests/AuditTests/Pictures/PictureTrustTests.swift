import Audit
import BarPictures
import DumpModel
import Foundation
import HierarchyIO
import LaidOut
import Pictures
import TestSupport
import Testing

@testable import PictureTestSupport

/// Pictures that explain themselves (issue 19; docs/pictures.md): a legend of what the picture
/// uses, the items it could not draw listed under it, a canvas sized by what is shown, the
/// report's header and order, and ids that never repeat.
@Suite struct PictureTrustTests {
  typealias F = FixturePictureTests

  /// The probe's views whose addresses differ only in characters an id cannot hold (`0x1<`,
  /// `0x1>`, `0x1é`): every id of the SVG and of the page is unique.
  @Test func idsNeverRepeat() throws {
    let dump = try F.laidOut("pictures", "duplicate-svg-ids.xml")
    let picture = BarPicture(dump, options: PictureOptions(roots: dump.document.roots))
    let svg = try MarkupQuery(picture.scene.svgData())
    let page = try MarkupQuery(picture.page(title: "probe").htmlData())
    for (name, markup) in [("svg", svg), ("page", page)] {
      let ids = markup.strings("//@id")
      #expect(ids.count == Set(ids).count, "\(name): \(ids.sorted())")
      #expect(markup.count("//*[@data-item]") >= 4, "\(name)")
    }
  }

  /// The legend holds one entry for each kind of mark the picture uses, and only those: the
  /// beta bar drawn plainly has no hatching and no dimension line; with `--tap-areas` and
  /// `--constraints` it has both. On pixels, the stack view's swatch has the stack's fill.
  @Test func theLegendNamesWhatThePictureUsesAndNothingElse() throws {
    let dump = try F.laidOut("ios11-beta-bar", "input.xml")
    let findings = try Checks.findings(dump)
    let plain = BarPicture(dump, findings: findings).scene
    let full = BarPicture(
      dump, findings: findings, options: PictureOptions(tapAreas: true, constraints: true)
    ).scene
    let keys = { (scene: Scene) throws -> [String] in
      try MarkupQuery(scene.svgData()).strings(
        "//*[local-name()='g'][@class='legend']/*[local-name()='text']")
    }
    let plainKeys = try keys(plain)
    let fullKeys = try keys(full)
    #expect(plainKeys.contains("a bar's stack view"))
    #expect(plainKeys.contains("grey strip: layout margins"))
    #expect(!plainKeys.contains { $0.hasPrefix("hatched") }, "\(plainKeys)")
    #expect(!plainKeys.contains { $0.hasPrefix("line") }, "\(plainKeys)")
    #expect(!plainKeys.contains { $0.hasPrefix("dashed") }, "\(plainKeys)")
    #expect(fullKeys.contains("hatched orange: a hit area under the minimum"), "\(fullKeys)")
    #expect(fullKeys.contains("line: a constraint's constant"), "\(fullKeys)")
    // No role the picture does not use: no back button in the beta bar.
    #expect(!fullKeys.contains("the back button"))
    // The swatch of the stack view, on pixels: in the legend, under the picture.
    let rendered = try Rendered(plain)
    let layout = plain.pictureLayout()
    #expect(layout.footerTop > plain.extent.maxY)
    let legendTop = layout.pixel(Point(x: layout.viewBox.minX, y: layout.footerTop)).y
    let stackFill = RGB(Palette.light.paint(.stackView).fill!)
    var found = false
    for y in Int(legendTop)..<rendered.image.height {
      for x in 0..<rendered.image.width where rendered.image.colour(x: x, y: y) == stackFill {
        found = true
      }
    }
    #expect(found, "the stack view's fill in the legend")
  }

  /// Sample 01's trace: the views it gives no frame are listed under the picture, in the SVG
  /// and in the page; the page's header gives the size of what is drawn.
  @Test func whatCouldNotBeDrawnIsListed() throws {
    let dump = try F.laidOut("ios11-375-sample01-trace", "input.txt")
    let picture = BarPicture(dump)
    let scene = picture.scene
    #expect(scene.notDrawn.contains("UIButton 0x10860c7c0"), "\(scene.notDrawn)")
    #expect(scene.notDrawn.contains("UINavigationBar 0x11890f1b0"))
    let svg = try MarkupQuery(scene.svgData())
    let listed = svg.strings("//*[local-name()='text'][contains(@class, 'not-drawn')]")
    #expect(listed.first == "Not drawn (no frame):")
    #expect(listed.contains("UIButton 0x10860c7c0"))
    let page = try MarkupQuery(picture.page(title: "t").htmlData())
    #expect(page.strings("//*[contains(@class, 'not-drawn')]").contains("UIButton 0x10860c7c0"))
    // The bar records no frame; the header still says what is drawn: its content view.
    #expect(page.strings("//p[@class='summary']").first?.hasPrefix("375 × 44 pt,") == true)
  }

  /// Sample 66's hidden toolbar (at y 667) does not size the report's picture: 64 pt of bar
  /// and background, not 691 (80 % empty).
  @Test func hiddenViewsDoNotSizeTheCanvas() throws {
    let dump = try F.laidOut("sample66-ios13-back-button-push", "input.txt")
    let picture = BarPicture(dump, options: PictureOptions(roots: dump.document.roots))
    #expect(picture.scene.extent.height == 64, "\(picture.scene.extent)")
    let page = try MarkupQuery(picture.page(title: "t").htmlData())
    #expect(page.strings("//p[@class='summary']").first?.hasPrefix("375 × 64 pt,") == true)
  }

  /// The report of a patch puts the before and after first, above the picture, the tree and
  /// the constraints; the tree's rows wrap long names instead of clipping them.
  @Test func theComparisonComesFirstAndTreeRowsWrap() throws {
    let page = try MarkupQuery(SamplePages.pin.htmlData())
    let sections = page.strings("//main/section/@class")
    #expect(sections.first == "comparison", "\(sections)")
    let html = String(decoding: SamplePages.pin.htmlData(), as: UTF8.self)
    #expect(html.contains("grid-template-areas:\"comparison comparison\" \"picture views\""))
    #expect(html.contains(".row{display:block;padding:1px 4px 1px 1.5em;text-indent:-1.1em;"))
    #expect(!html.contains("white-space:nowrap"))
  }
}
