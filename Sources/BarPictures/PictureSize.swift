import DumpModel
import LaidOut
import Pictures

/// A picture larger than renderers draw (docs/pictures.md, "Size"): `render` and `report`
/// refuse it, at the line of the picture's first root, with the size it would have and the
/// largest scale at which it fits.
public struct PictureTooLarge: Error, Sendable, Equatable, CustomStringConvertible {
  public var location: SourceLocation
  /// The picture's size in pixels at `scale`, before rounding.
  public var width: Double
  public var height: Double
  public var scale: Double
  /// `--scale` as the user typed it; nil when the scale is the default.
  public var scaleAsTyped: String?
  /// `PictureLayout.largestFittingScale`.
  public var largestScale: Double

  public var description: String { "\(location): error: \(message)" }

  /// The message without its place.
  public var message: String {
    let given = scaleAsTyped.map { "'--scale \($0)'" } ?? "scale \(formatNumber(scale))"
    let advice =
      largestScale > 0 && largestScale.isFinite
      ? "give '--scale \(formatNumber(largestScale))' or less" : "no scale draws it"
    return "at \(given) \(overLimit); \(advice); nothing written"
  }

  /// `the picture would be W × H px, and rsvg-convert draws at most 32767 px a side`: the
  /// error's words, and the warning's where `patch --svg` and `diff --svg` scale it down.
  var overLimit: String {
    "the picture would be \(Self.pixels(width)) × \(Self.pixels(height)) px, and rsvg-convert "
      + "draws at most \(PictureLayout.maximumPixels) px a side"
  }

  /// A side in pixels as the messages give it: rounded up, as renderers size the canvas.
  static func pixels(_ value: Double) -> String {
    value.isFinite ? formatNumber(value.rounded(.up)) : "inf"
  }
}

extension BarPicture {
  /// Throws when one of `layouts` (the picture's, or a page's `pictureLayouts`) is larger
  /// than renderers draw.
  public func checkSize(_ layouts: [PictureLayout], scaleAsTyped: String?) throws(PictureTooLarge) {
    if let tooLarge = tooLarge(layouts, scaleAsTyped: scaleAsTyped) { throw tooLarge }
  }

  /// What `checkSize` throws, or nil when every layout fits.
  func tooLarge(_ layouts: [PictureLayout], scaleAsTyped: String?) -> PictureTooLarge? {
    guard let layout = layouts.first(where: { !$0.fitsRenderers }) else { return nil }
    return PictureTooLarge(
      location: location, width: layout.viewBox.width * layout.scale,
      height: layout.viewBox.height * layout.scale, scale: layout.scale,
      scaleAsTyped: scaleAsTyped, largestScale: layouts.map(\.largestFittingScale).min()!)
  }

  /// Where a message about the picture points: the line of its first root (of the file).
  var location: SourceLocation {
    drawnRoots.first.flatMap { document.location(of: .view($0)) }
      ?? SourceLocation(file: dump.source, line: 1, column: 1)
  }
}
