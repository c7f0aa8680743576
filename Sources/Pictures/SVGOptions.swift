import Foundation

/// How a scene or a comparison is written as SVG.
public struct SVGOptions: Sendable, Equatable {
  /// Pixels a point (the SVG's `width` and `height`; its `viewBox` stays in points). The
  /// caller checks it: above 0, at most `largestScale`.
  public var scale: Double
  /// Space around the drawing, in points, so that outlines, dimension text and items just
  /// outside the root are not cut.
  public var padding: Double
  /// Put before every `id` in the file (items, patterns, markers): two pictures inlined in
  /// one page need different prefixes.
  public var idPrefix: String
  /// A file of its own: the XML declaration and the `<style>`. A page writes the style once.
  var standalone: Bool
  /// Items take focus (`tabindex="-1"`): the page moves the keyboard focus through them.
  var focusable: Bool

  /// The scale when none is given (`--scale`).
  public static let defaultScale = 2.0
  /// The largest scale (`--scale`).
  public static let largestScale = 100.0

  public init(scale: Double = defaultScale, padding: Double = 12, idPrefix: String = "") {
    precondition(
      scale > 0 && scale <= SVGOptions.largestScale, "SVGOptions: scale must be in (0, 100]")
    precondition(padding >= 0 && padding <= 1000, "SVGOptions: padding must be in [0, 1000]")
    self.scale = scale
    self.padding = padding
    self.idPrefix = idPrefix
    self.standalone = true
    self.focusable = false
  }
}

extension Scene {
  /// The scene as one self-contained SVG file, drawn to scale: UTF-8, deterministic bytes.
  public func svgData(_ options: SVGOptions = SVGOptions()) -> Data {
    let writer = MarkupWriter()
    SVGPicture(scene: self, options: options).write(to: writer)
    return writer.finish()
  }

  /// Where `svgData(options)` puts the scene: the pixel of a point.
  public func pictureLayout(_ options: SVGOptions = SVGOptions()) -> PictureLayout {
    SVGPicture(scene: self, options: options).layout
  }
}

extension Comparison {
  /// Before above after, same scale, as one self-contained SVG file.
  public func svgData(_ options: SVGOptions = SVGOptions()) -> Data {
    let writer = MarkupWriter()
    SVGPicture(comparison: self, options: options).write(to: writer)
    return writer.finish()
  }

  /// Where `svgData(options)` puts the two scenes: part 0 is before, part 1 after.
  public func pictureLayout(_ options: SVGOptions = SVGOptions()) -> PictureLayout {
    SVGPicture(comparison: self, options: options).layout
  }
}
