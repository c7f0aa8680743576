import Audit
import BarPictures
import DumpModel
import Foundation
import HierarchyIO
import LaidOut
import Patcher
import Pictures
import TestSupport
import Testing

@testable import PictureTestSupport

/// The pictures of the real fixtures, as `inspect render`, `patch --svg` and `report` draw
/// them: rendered by rsvg-convert and checked on pixels, and each fixture's report page
/// loaded in Chromium, its screenshot a golden beside the fixture (`screenshot.report.png`).
/// The SVG goldens (`expected.render.svg`) are `inspect test`'s (docs/cli-test.md).
@Suite struct FixturePictureTests {
  /// Every fixture with an input (`input.xml`, the console text `input.txt`, a Sentry `input.json`).
  static let cases: [(name: String, input: String)] = {
    let names =
      (try? FileManager.default.contentsOfDirectory(atPath: Repository.fixtures.path)) ?? []
    return names.sorted().compactMap { name in
      for input in ["input.xml", "input.txt", "input.json"] where Fixture(name).exists(input) {
        return (name, input)
      }
      return nil
    }
  }()

  static func laidOut(_ name: String, _ input: String) throws -> LaidOutDump {
    try laidOutFixture(name, input: input)
  }

  /// The fixture's report page, as `inspect report` writes it.
  static func page(_ name: String, _ input: String) throws -> Page {
    let dump = try laidOut(name, input)
    let picture = BarPicture(
      dump, findings: try Checks.findings(dump), options: PictureOptions(roots: dump.document.roots)
    )
    return picture.page(title: "inspect report: \(dump.source)")
  }

  @Test func everyFixturesSVGGoldenRenders() throws {
    #expect(Self.cases.count >= 24)
    for (name, _) in Self.cases {
      let svg = try Fixture(name).data("expected.render.svg")
      let image = try renderWithRSVG(svg)
      // The iOS 9 trace records no frame: its picture is empty (render says so).
      #expect(image.width > 100 || name == "ios9-sample49-trace", "\(name)")
    }
  }

  /// The beta bar pinned: where the stack's own fill shows after the patch (its centre is
  /// under its adaptor and button), the stack's colour; 12 pt to the right, where it was,
  /// no longer; and in the before part, the stack's colour there.
  @Test func thePinnedStackHasItsColourAtItsNewPlaceAndNotAtItsOld() throws {
    var warnings: [ReadWarning] = []
    let input = try Document(
      data: Fixture("ios11-beta-bar").data("input.xml"), source: "input.xml", format: .xml,
      strict: false, warnings: &warnings)
    let result = try Patching.apply(Patch(.pin), to: input, source: "input.xml")
    let comparison = BarPicture.comparison(
      before: LaidOutDump(document: input, source: "input.xml"),
      after: LaidOutDump(document: result.document, source: "input.xml"))
    let stack = "0x7fb4d8e13ad0"
    #expect(comparison.after.item(stack)?.frame == Rect(x: 0, y: 0, width: 48, height: 44))
    #expect(comparison.before.item(stack)?.frame == Rect(x: 12, y: 0, width: 48, height: 44))
    let rendered = try Rendered(comparison)
    let point = try #require(comparison.after.visiblePoint(of: stack))
    let old = Point(x: point.x + 12, y: point.y)
    expectColour(
      rendered.colour(at: point, part: 1), fill(.stackView), "the stack after, at \(point)")
    // Fills are exact (rsvg does not blend inside a shape): another fill differs by more than
    // rounding (the adaptor's lavender is 18 from the stack's blue on red).
    #expect(
      rendered.colour(at: old, part: 1).distance(to: fill(.stackView)) > 4,
      "no stack after at its old place \(old)")
    expectColour(rendered.colour(at: old, part: 0), fill(.stackView), "the stack before, at \(old)")
    // Its arrow says how far: −12 pt.
    #expect(comparison.after.arrows.map(\.text) == ["\u{2212}12 pt"])
  }

  /// The 24 × 24 image button of the 390-pt phone is under 44 × 44: drawn in the warning
  /// colour, and its hatched hit area too.
  @Test func aTwentyFourPointItemIsDrawnInTheWarningColour() throws {
    let dump = try Self.laidOut("ios11-390-phone", "input.xml")
    let picture = BarPicture(
      dump, findings: try Checks.findings(dump), options: PictureOptions(tapAreas: true))
    let scene = picture.scene
    let button = "0x7f9e6a60f1c0"
    let item = try #require(scene.item(button))
    #expect(item.frame.width == 24 && item.frame.height == 24)
    #expect(item.flags.contains(.warning))
    let rendered = try Rendered(scene)
    let area = try #require(scene.item("tap:" + button))
    let warning = Palette.light.warning
    let hatched = rendered.count(warning.stroke, in: area.frame.insetBy(2))
    let pixels = rendered.colours(in: area.frame.insetBy(2)).count
    // Hatch lines 4 pt apart, 1 pt wide, antialiased on the diagonal: about 7 % of the pixels
    // have the line's exact colour at this size.
    #expect(hatched > pixels / 20, "\(hatched) of \(pixels) hatched in the warning colour")
    // Without the hit areas, the button's own fill is the warning fill.
    let plain = BarPicture(dump, findings: try Checks.findings(dump)).scene
    let point = try #require(plain.visiblePoint(of: button))
    expectColour(try Rendered(plain).colour(at: point), RGB(warning.fill!), "the 24-pt button")
  }

  /// Right to left: the back button on the right, as UIKit shows it (frames are physical).
  @Test func aRightToLeftBarIsDrawnAsUIKitShowsIt() throws {
    let scene = BarPicture(try Self.laidOut("ios12-414-rtl-back-one-item", "input.xml")).scene
    let back = try #require(scene.items.first { $0.role == .backButton })
    #expect(back.frame.minX > scene.root.midX)
    let rendered = try Rendered(scene)
    let point = try #require(scene.visiblePoint(of: back.id))
    expectColour(rendered.colour(at: point), fill(.backButton), "the back button")
  }
}
