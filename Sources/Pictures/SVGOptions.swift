import DumpModel
import Foundation

/// How a scene or a comparison is written as SVG.
public struct SVGOptions: Sendable, Equatable {
  /// Pixels a point (the SVG's `width` and `height`; its `viewBox` stays in points): above 0,
  /// at most `largestScale` (`init` refuses any other).
  public private(set) var scale: Double
  /// Space around the drawing, in points, so that outlines, dimension text and items just
  /// outside the root are not cut: 0 to `largestPadding`.
  public private(set) var padding: Double
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
  /// The padding when none is given.
  public static let defaultPadding = 12.0
  /// The largest padding.
  public static let largestPadding = 1000.0

  /// The default options: scale `defaultScale`, padding `defaultPadding`, no id prefix.
  public init() {
    self.scale = Self.defaultScale
    self.padding = Self.defaultPadding
    self.idPrefix = ""
    self.standalone = true
    self.focusable = false
  }

  /// - Throws: `SVGOptionsError` for a scale not above 0 or above `largestScale`, or a padding
  ///   below 0 or above `largestPadding` (`nan` and infinities too): nothing is drawn.
  public init(scale: Double, padding: Double = defaultPadding, idPrefix: String = "")
    throws(SVGOptionsError)
  {
    guard scale > 0, scale <= Self.largestScale else { throw .scale(scale) }
    guard padding >= 0, padding <= Self.largestPadding else { throw .padding(padding) }
    self.scale = scale
    self.padding = padding
    self.idPrefix = idPrefix
    self.standalone = true
    self.focusable = false
  }
}

/// What `SVGOptions` refuses: nothing is drawn.
public enum SVGOptionsError: Error, Sendable, CustomStringConvertible {
  /// A scale not above 0 or above `SVGOptions.largestScale` (`nan` too).
  case scale(Double)
  /// A padding below 0 or above `SVGOptions.largestPadding` (`nan` too).
  case padding(Double)

  /// `the scale must be above 0 and at most 100, not 0`.
  public var message: String {
    switch self {
    case .scale(let value):
      "the scale must be above 0 and at most \(formatNumber(SVGOptions.largestScale)), not "
        + (value.isFinite ? formatNumber(value) : "\(value)")
    case .padding(let value):
      "the padding must be 0 to \(formatNumber(SVGOptions.largestPadding)), not "
        + (value.isFinite ? formatNumber(value) : "\(value)")
    }
  }

  public var description: String { "error: \(message)" }
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
