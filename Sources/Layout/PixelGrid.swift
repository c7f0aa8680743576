import DumpModel

/// The pixel grid frames are snapped to and compared on (docs/layout.md, "Pixel snapping"):
/// `1/scale` points, the scale the dump's, else the grid the recorded numbers lie on.
public enum PixelGrid {
  /// The grid when the dump gives no `scale` and its numbers show none: 1/1000 pt.
  public static let fineScale: Double = 1000

  /// The scale layout snaps a document's frames to, and where it comes from: the dump's
  /// `scale`, else the grid of the recorded frames (`printedScale`), else 1000.
  public static func scale(of document: Document) -> (scale: Double, source: Source) {
    if let scale = document.metadata.scale, scale > 0 { return (scale, .dump) }
    if let scale = printedScale(under: nil, in: document, offGrid: nil) {
      return (scale, .printedNumbers)
    }
    return (fineScale, .none)
  }

  /// Where a scale came from, as the layout report says it.
  public enum Source: Sendable, Hashable {
    /// The dump's `scale`.
    case dump
    /// The grid of the recorded frames (`printedScale`).
    case printedNumbers
    /// Neither: 1/1000 pt.
    case none
  }

  /// `printedScale(of:offGrid:)` of the recorded frames of the views and guides under `roots`
  /// (nil: the whole document).
  public static func printedScale(under roots: [ViewID]?, in document: Document, offGrid: Double?)
    -> Double?
  {
    var numbers: [Double] = []
    for (item, _) in document.itemsInPreorder(under: roots) {
      if let f = document.frame(of: item) { numbers += [f.x, f.y, f.width, f.height] }
    }
    return printedScale(of: numbers, offGrid: offGrid)
  }

  /// The smallest iPhone scale, 2 or 3, on whose grid every number lies within 1/500 pixel or
  /// UIKit's printing to six significant digits (`uikitPrintingError`, `1094.33`), whichever is
  /// more (a hand-typed `0.33333` is a third too): LLDB prints frames UIKit
  /// snapped to 1/scale (sample 03 on halves; 13's `9.66667` and 04's `64.3333`, 428 pt wide,
  /// on thirds). Nil when every number is whole (any grid fits: the numbers do not tell);
  /// `offGrid` when some number lies on neither grid (a frame an app set by hand).
  public static func printedScale(of numbers: [Double], offGrid: Double?) -> Double? {
    let finite = numbers.filter { $0.isFinite && $0.magnitude < 0x1p52 }
    guard finite.contains(where: { $0 != $0.rounded() }) else { return nil }
    for scale in [2.0, 3.0]
    where finite.allSatisfy({ value in
      let pixels = value * scale
      return abs(pixels - pixels.rounded()) <= max(2e-3, scale * uikitPrintingError(value))
    }) {
      return scale
    }
    return offGrid
  }

  /// Whether `snap` puts both edges (`minX` and `maxX`, or `minY` and `maxY`) on the pixel it
  /// would after any change of them by far less than a millionth of a pixel: neither lies
  /// within that of a half pixel, where rounding breaks a tie. The same system solved in other
  /// coordinates (a part of a window on its own) differs by rounding errors alone, and snaps
  /// the same.
  static func snapsRobustly(_ low: Double, _ high: Double, scale: Double) -> Bool {
    for value in [low, high] {
      let pixels = value * scale
      guard pixels.magnitude < 0x1p40,
        abs(pixels - pixels.rounded(.down) - 0.5) > 1e-6
      else { return false }
    }
    return true
  }

  /// Edge by edge: minX and maxX each rounded to the nearest pixel (halves away from zero),
  /// the width their difference (docs/layout.md, "Pixel snapping").
  public static func snap(_ rect: Rect, scale: Double) -> Rect {
    // Whole pixels, divided once: a width of one pixel at scale 3 is the double nearest 1/3,
    // not 88.33333333333333 - 88 (written exactly, docs/format.md, the difference would show).
    // Past 2^53 pixels every double is a whole pixel already (and × scale could overflow).
    func pixels(_ value: Double) -> Double {
      let pixels = value * scale
      return pixels.magnitude < 0x1p53 ? pixels.rounded(.toNearestOrAwayFromZero) : pixels
    }
    func points(_ pixels: Double) -> Double { pixels == 0 ? 0 : pixels / scale }  // never -0
    let minX = pixels(rect.minX)
    let minY = pixels(rect.minY)
    return Rect(
      x: points(minX), y: points(minY), width: points(pixels(rect.maxX) - minX),
      height: points(pixels(rect.maxY) - minY))
  }
}
