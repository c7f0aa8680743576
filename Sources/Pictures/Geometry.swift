import DumpModel

/// A point in a scene's root coordinates, in points. Rectangles are the dump model's `Rect`
/// (one geometry for the model and its pictures); a point is drawing's alone.
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

extension Rect {
  public var center: Point { Point(x: midX, y: midY) }

  /// True when `point` lies inside or on the edge.
  public func contains(_ point: Point) -> Bool {
    point.x >= minX && point.x <= maxX && point.y >= minY && point.y <= maxY
  }

  /// True when every number is finite and within a million points of the origin (a dump may
  /// hold `nan` or `1e300`; such an item is not drawn, and the picture keeps a sane size).
  var isDrawable: Bool { [x, y, width, height].allSatisfy { abs($0) <= Self.drawableLimit } }

  static let drawableLimit = 1e6
}
