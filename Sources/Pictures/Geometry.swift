/// A point in a scene's root coordinates, in points.
public struct Point: Sendable, Hashable {
  public var x: Double
  public var y: Double

  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// Finite and within `Rect.drawableLimit` of the origin.
  var isDrawable: Bool { abs(x) <= Rect.drawableLimit && abs(y) <= Rect.drawableLimit }
}

/// A rectangle in a scene's root coordinates, in points: origin, width and height, as UIKit
/// writes a frame. Pictures keeps its own small geometry so that it depends on nothing but
/// libxml2; the adapter from the dump model copies four numbers.
public struct Rect: Sendable, Hashable {
  public var x: Double
  public var y: Double
  public var width: Double
  public var height: Double

  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  public var minX: Double { x }
  public var minY: Double { y }
  public var maxX: Double { x + width }
  public var maxY: Double { y + height }
  public var midX: Double { x + width / 2 }
  public var midY: Double { y + height / 2 }
  public var center: Point { Point(x: midX, y: midY) }

  /// The smallest rectangle holding both (a rectangle of zero size still counts: a
  /// zero-width spacer or guide is drawn as a line).
  public func union(_ other: Rect) -> Rect {
    let left = min(minX, other.minX)
    let top = min(minY, other.minY)
    return Rect(
      x: left, y: top, width: max(maxX, other.maxX) - left, height: max(maxY, other.maxY) - top)
  }

  /// True when `point` lies inside or on the edge.
  public func contains(_ point: Point) -> Bool {
    point.x >= minX && point.x <= maxX && point.y >= minY && point.y <= maxY
  }

  /// This rectangle shrunk by `amount` on every side (grown when `amount` is negative).
  public func insetBy(_ amount: Double) -> Rect {
    Rect(x: x + amount, y: y + amount, width: width - 2 * amount, height: height - 2 * amount)
  }

  /// True when every number is finite and within a million points of the origin (a dump may
  /// hold `nan` or `1e300`; such an item is not drawn, and the picture keeps a sane size).
  var isDrawable: Bool { [x, y, width, height].allSatisfy { abs($0) <= Self.drawableLimit } }

  static let drawableLimit = 1e6
}
