import DumpModel

/// A dimension line between two points, with its text (`16`, `≥ 8`): the constant of an edge
/// constraint. Drawn with end ticks square to it; a line of zero length is a tick alone.
public struct Dimension: Sendable, Equatable, Segment {
  public var from: Point
  public var to: Point
  public var text: String
  /// The constraint it shows (the page's constraint id): selecting the constraint on the
  /// page highlights the line. Empty: none.
  public var constraintID: String
  /// The conflict broke this constraint: drawn red.
  public var broken: Bool

  public init(from: Point, to: Point, text: String, constraintID: String = "", broken: Bool = false)
  {
    self.from = from
    self.to = to
    self.text = text
    self.constraintID = constraintID
    self.broken = broken
  }

}

/// An arrow from one point to another, with its text: how far something moved (`−12 pt`).
public struct Arrow: Sendable, Equatable, Segment {
  public var from: Point
  public var to: Point
  public var text: String
  /// The item that moved, if any (`data-item` on the arrow).
  public var itemID: String

  public init(from: Point, to: Point, text: String, itemID: String = "") {
    self.from = from
    self.to = to
    self.text = text
    self.itemID = itemID
  }

}

/// A dimension line or an arrow: what lies between two points.
protocol Segment {
  var from: Point { get }
  var to: Point { get }
}

extension Segment {
  var bounds: Rect { Rect(points: from, to) }
  var isDrawable: Bool { from.isDrawable && to.isDrawable }
}

extension Rect {
  /// The rectangle spanned by two points.
  init(points a: Point, _ b: Point) {
    self.init(
      x: min(a.x, b.x), y: min(a.y, b.y), width: abs(a.x - b.x), height: abs(a.y - b.y))
  }
}
