import DumpModel

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

  /// Space above a part that has a caption, in points.
  static let captionBand = 14.0

  /// Lays out parts one above the other: each part is its scene's extent grown by `padding`,
  /// and a band for its caption when it has one; every part spans the same x range, so the
  /// same x is the same column in all of them.
  init(extents: [Rect], captioned: Bool, padding: Double, scale: Double) {
    let left = (extents.map(\.minX).min() ?? 0) - padding
    let right = (extents.map(\.maxX).max() ?? 0) + padding
    var offsets: [Double] = []
    var top = 0.0
    for extent in extents {
      if captioned { top += Self.captionBand }
      offsets.append(top + padding - extent.minY)
      top += extent.height + 2 * padding
    }
    let firstTop = extents.first.map { $0.minY - padding } ?? 0
    // A single uncaptioned scene keeps its own coordinates: no offset, viewBox at its extent.
    if !captioned, extents.count == 1 {
      offsets = [0]
      viewBox = Rect(x: left, y: firstTop, width: right - left, height: top)
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

  /// The pixel position of a point of part `part`'s scene (fractional: the pixel holding it
  /// is the integer part).
  public func pixel(_ point: Point, part: Int = 0) -> Point {
    Point(
      x: (point.x - viewBox.x) * scale, y: (point.y + offsets[part] - viewBox.y) * scale)
  }
}
