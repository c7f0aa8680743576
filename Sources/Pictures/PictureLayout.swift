import DumpModel
import Foundation

/// Where a picture's parts sit in its SVG, and how a point of a scene maps to a pixel of
/// the rendered image. The writer uses it to place the parts; tests use it to find the
/// pixel to read.
public struct PictureLayout: Sendable, Equatable {
  /// The SVG's `viewBox`, in points.
  public var viewBox: Rect
  /// Pixels a point: the SVG's `width` is `viewBox.width × scale`.
  public var scale: Double
  /// For each part (one for a scene, before and after for a comparison): what is added to a
  /// scene's y to place it in the picture.
  public var offsets: [Double]
  /// Where the legend starts, in the viewBox's coordinates (its height is the rest).
  public var footerTop: Double

  /// Space above a part that has a caption, in points.
  static let captionBand = 14.0

  /// Lays out parts one above the other: each part is its scene's extent grown by `padding`,
  /// and a band for its caption when it has one; every part spans the same x range, so the
  /// same x is the same column in all of them.
  ///
  /// `footer` (the legend, `Legend.height`) is added below the last part; `footer(width)` is
  /// given the viewBox's width.
  init(
    extents: [Rect], captioned: Bool, padding: Double, scale: Double,
    footer: (Double) -> Double = { _ in 0 }
  ) {
    let left = (extents.map(\.minX).min() ?? 0) - padding
    let right = (extents.map(\.maxX).max() ?? 0) + padding
    var offsets: [Double] = []
    var top = 0.0
    for extent in extents {
      if captioned { top += Self.captionBand }
      offsets.append(top + padding - extent.minY)
      top += extent.height + 2 * padding
    }
    let footerHeight = footer(right - left)
    self.footerTop = top
    top += footerHeight
    let firstTop = extents.first.map { $0.minY - padding } ?? 0
    // A single uncaptioned scene keeps its own coordinates: no offset, viewBox at its extent.
    if !captioned, extents.count == 1 {
      offsets = [0]
      viewBox = Rect(x: left, y: firstTop, width: right - left, height: top)
      footerTop += firstTop
    } else {
      viewBox = Rect(x: left, y: 0, width: right - left, height: top)
    }
    self.scale = scale
    self.offsets = offsets
  }

  /// The image's width and height in pixels (rounded up, as renderers size the canvas).
  public var pixelSize: (width: Int, height: Int) {
    (Int((viewBox.width * scale).rounded(.up)), Int((viewBox.height * scale).rounded(.up)))
  }

  /// The largest width or height, in pixels, of a picture inspect writes: librsvg
  /// (rsvg-convert) refuses a larger image, "larger than 32767 pixels on either dimension"
  /// (a Chromium canvas draws up to 65535) (docs/pictures.md, "Size").
  public static let maximumPixels = 32767

  /// Whether renderers draw the picture: neither side over `maximumPixels` once rounded up.
  /// Computed in `Double`, so that a picture of any size is answered (and not trapped).
  public var fitsRenderers: Bool {
    let limit = Double(Self.maximumPixels)
    return (viewBox.width * scale).rounded(.up) <= limit
      && (viewBox.height * scale).rounded(.up) <= limit
  }

  /// The largest scale, rounded down to three significant digits, at which the same picture
  /// fits renderers (`fitsRenderers`); infinity for an empty picture.
  public var largestFittingScale: Double {
    let side = max(viewBox.width, viewBox.height)
    guard side > 0 else { return .infinity }
    let exact = Double(Self.maximumPixels) / side
    guard exact > 0, exact.isFinite else { return 0 }
    // Three significant digits: divide by a power of ten (not multiply by its inverse), so
    // that 82.1 prints as 82.1; one unit less where the product still rounds up past the limit.
    let exponent = Int(log10(exact).rounded(.down)) - 2
    let unit = pow(10, Double(abs(exponent)))
    func digits(_ value: Double) -> Double {
      exponent < 0 ? (value * unit).rounded(.down) / unit : (value / unit).rounded(.down) * unit
    }
    let scale = digits(exact)
    let fits = (side * scale).rounded(.up) <= Double(Self.maximumPixels)
    return fits ? scale : digits(exact - (exponent < 0 ? 1 / unit : unit))
  }

  /// The pixel position of a point of part `part`'s scene (fractional: the pixel holding it
  /// is the integer part).
  public func pixel(_ point: Point, part: Int = 0) -> Point {
    Point(
      x: (point.x - viewBox.x) * scale, y: (point.y + offsets[part] - viewBox.y) * scale)
  }
}
