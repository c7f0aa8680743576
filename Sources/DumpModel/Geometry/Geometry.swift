/// A rectangle in points, as LLDB prints a frame: `(x y; width height)`.
public struct Rect: Sendable, Hashable, CustomStringConvertible {
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

  public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

  public var minX: Double { x }
  public var minY: Double { y }
  public var maxX: Double { x + width }
  public var maxY: Double { y + height }

  /// `x y; width height` with numbers as FORMAT.md writes them (no parentheses).
  public var description: String {
    "\(formatNumber(x)) \(formatNumber(y)); \(formatNumber(width)) \(formatNumber(height))"
  }
}

/// A width and a height; `-1` on an axis means "no intrinsic metric" for `intrinsicSize`.
public struct Size: Sendable, Hashable, CustomStringConvertible {
  public var width: Double
  public var height: Double

  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  public var description: String { "\(formatNumber(width)) \(formatNumber(height))" }
}

/// Layout margins, in UIKit's order: top, left, bottom, right.
public struct Insets: Sendable, Hashable, CustomStringConvertible {
  public var top: Double
  public var left: Double
  public var bottom: Double
  public var right: Double

  public init(top: Double, left: Double, bottom: Double, right: Double) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// UIKit's default layout margins.
  public static let uikitDefault = Insets(top: 8, left: 8, bottom: 8, right: 8)

  public var description: String {
    [top, left, bottom, right].map(formatNumber).joined(separator: " ")
  }
}

/// A horizontal and a vertical priority (`hugging`, `compressionResistance`).
public struct AxisPriorities: Sendable, Hashable, CustomStringConvertible {
  public var horizontal: Double
  public var vertical: Double

  public init(horizontal: Double, vertical: Double) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  public static let defaultHugging = AxisPriorities(horizontal: 250, vertical: 250)
  public static let defaultCompressionResistance = AxisPriorities(horizontal: 750, vertical: 750)

  public var description: String { "\(formatNumber(horizontal)) \(formatNumber(vertical))" }
}
