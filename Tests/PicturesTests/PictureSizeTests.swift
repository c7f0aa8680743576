import DumpModel
import Foundation
import Pictures
import TestSupport
import Testing

@testable import PictureTestSupport

/// The largest picture inspect writes (docs/pictures.md, "Size"): `PictureLayout`'s limit is
/// librsvg's own — a picture of exactly 32767 px a side draws, one pixel more is refused by
/// rsvg-convert — and the largest fitting scale it gives is one at which the picture fits.
@Suite struct PictureSizeTests {
  /// A scene `width` × 20 pt (the padding adds 24) with an item at its right end.
  static func thin(width: Double) -> Scene {
    Scene(
      root: Rect(x: 0, y: 0, width: width, height: 20),
      items: [
        SceneItem(id: "end", role: .item, frame: Rect(x: width - 40, y: 0, width: 40, height: 20))
      ])
  }

  @Test func aPictureOfTheLargestSizeDrawsInRSVGAndOnePixelMoreDoesNot() throws {
    let options = try SVGOptions(scale: 1, padding: 12)
    let largest = Self.thin(width: Double(PictureLayout.maximumPixels) - 24)
    let layout = largest.pictureLayout(options)
    #expect(layout.pixelSize.width == 32767)
    #expect(layout.fitsRenderers)
    let rendered = try Rendered(largest, options)
    #expect(rendered.image.width == 32767)
    expectColour(
      rendered.colour(at: Point(x: largest.root.maxX - 20, y: 10)), fill(.item),
      "the item at the right end")

    let over = Self.thin(width: Double(PictureLayout.maximumPixels) - 23)
    #expect(over.pictureLayout(options).pixelSize.width == 32768)
    #expect(!over.pictureLayout(options).fitsRenderers)
    // The limit is rsvg-convert's: it refuses the next pixel.
    let error = #expect(throws: RenderError.self) { try renderWithRSVG(over.svgData(options)) }
    #expect(error?.description.contains("32767") == true, "\(String(describing: error))")
  }

  /// Chromium draws the largest picture too (its canvas goes to 65535 px a side): the SVG
  /// as an image, drawn into a canvas of its size, the item at its right end in its fill.
  @Test func aPictureOfTheLargestSizeDrawsInChromium() throws {
    let options = try SVGOptions(scale: 1, padding: 12)
    let largest = Self.thin(width: Double(PictureLayout.maximumPixels) - 24)
    let layout = largest.pictureLayout(options)
    let end = layout.pixel(Point(x: largest.root.maxX - 20, y: 10))
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("inspect-size-\(ProcessInfo.processInfo.processIdentifier)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let page = folder.appendingPathComponent("blank.html")
    try Data("<!DOCTYPE html><title>size</title>".utf8).write(to: page)
    let source = "data:image/svg+xml;base64," + largest.svgData(options).base64EncodedString()
    let draw = """
      new Promise(done => { const image = new Image(); image.onload = () => {
        const canvas = document.createElement('canvas');
        canvas.width = image.naturalWidth; canvas.height = image.naturalHeight;
        const context = canvas.getContext('2d'); context.drawImage(image, 0, 0);
        const p = context.getImageData(\(Int(end.x)), \(Int(end.y)), 1, 1).data;
        done(canvas.width + ' ' + p[0] + ' ' + p[1] + ' ' + p[2]); };
        image.onerror = () => done('not loaded'); image.src = '\(source)'; })
      """
    let report = try BrowserHarness.visit([.load(page), .eval("drawn", draw)], in: folder)
    #expect(report.errors.isEmpty, "\(report.errors)")
    let item = fill(.item)
    #expect(
      report.results["drawn"] == .string("32767 \(item.red) \(item.green) \(item.blue)"),
      "\(String(describing: report.results["drawn"]))")
  }

  /// The largest fitting scale fits and is the largest with three significant digits: the
  /// beta bar's picture (399 × 88 pt with its padding) fits at 82.1, not at 82.2.
  @Test func theLargestFittingScaleFits() throws {
    let bar = SampleScenes.recorded
    #expect(bar.pictureLayout().viewBox.width == 399)
    let largest = try bar.pictureLayout(SVGOptions(scale: 100)).largestFittingScale
    #expect(largest == 82.1)
    #expect(try bar.pictureLayout(SVGOptions(scale: largest)).fitsRenderers)
    #expect(try !bar.pictureLayout(SVGOptions(scale: 82.2)).fitsRenderers)
    #expect(try !bar.pictureLayout(SVGOptions(scale: 100)).fitsRenderers)
    // Sides from 327.67 pt (scale 100) to a million points: always a scale that fits.
    for side in [327.67, 399, 1234.5, 32767, 65535, 1e6] {
      let layout = try Self.thin(width: side).pictureLayout(SVGOptions(scale: 1, padding: 0))
      let scale = layout.largestFittingScale
      let fitting = try Self.thin(width: side).pictureLayout(SVGOptions(scale: scale, padding: 0))
      #expect(fitting.fitsRenderers, "side \(side): scale \(scale)")
      #expect(scale * side > 32767 * 0.99, "side \(side): scale \(scale) is far from the largest")
    }
  }
}
