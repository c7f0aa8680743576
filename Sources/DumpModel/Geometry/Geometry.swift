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
  public var midX: Double { x + width / 2 }
  public var midY: Double { y + height / 2 }

  /// The same rectangle with a positive width and height (a dump may hold a negative size).
  public var standardized: Rect {
    Rect(x: min(x, x + width), y: min(y, y + height), width: abs(width), height: abs(height))
  }

  /// The smallest rectangle holding both (a rectangle of zero size still counts: a zero-width
  /// spacer or guide has a place).
  public func union(_ other: Rect) -> Rect {
    let left = min(minX, other.minX)
    let top = min(minY, other.minY)
    return Rect(
      x: left, y: top, width: max(maxX, other.maxX) - left, height: max(maxY, other.maxY) - top)
  }

  /// The part both cover, or nil when they do not overlap with a positive area.
  public func intersection(_ other: Rect) -> Rect? {
    let left = max(minX, other.minX)
    let right = min(maxX, other.maxX)
    let top = max(minY, other.minY)
    let bottom = min(maxY, other.maxY)
    guard left < right, top < bottom else { return nil }
    return Rect(x: left, y: top, width: right - left, height: bottom - top)
  }

  /// True when the two overlap with a positive area (touching edges do not).
  public func intersects(_ other: Rect) -> Bool {
    minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
  }

  /// True when `other` lies inside this rectangle (edges may touch).
  public func contains(_ other: Rect) -> Bool {
    other.minX >= minX && other.maxX <= maxX && other.minY >= minY && other.maxY <= maxY
  }

  /// This rectangle shrunk by `amount` on every side (grown when `amount` is negative).
  public func insetBy(_ amount: Double) -> Rect {
    Rect(x: x + amount, y: y + amount, width: width - 2 * amount, height: height - 2 * amount)
  }

  /// Moved by `dx`, `dy`: a frame in its superview's coordinates taken to the root's.
  public func offsetBy(_ dx: Double, _ dy: Double) -> Rect {
    Rect(x: x + dx, y: y + dy, width: width, height: height)
  }

  /// `x y; width height` with numbers as docs/format.md writes them (no parentheses).
  public var description: String {
    // The bytes written in one buffer: a report prints one a line for every view of a window.
    var bytes: [UInt8] = []
    bytes.reserveCapacity(48)
    appendNumber(x, to: &bytes)
    bytes.append(UInt8(ascii: " "))
    appendNumber(y, to: &bytes)
    bytes.append(contentsOf: "; ".utf8)
    appendNumber(width, to: &bytes)
    bytes.append(UInt8(ascii: " "))
    appendNumber(height, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
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
