import DumpModel

/// Lengths as findings and pictures print them.
package enum PointText {
  /// `40`, `20.5`, to a hundredth. Past 1e15 a double holds no hundredths (and × 100 could
  /// overflow): the number as it is. An edge past the largest double (a frame at 1e308 of
  /// width 1e308) is `inf`, as UIKit prints it.
  package static func points(_ value: Double) -> String {
    guard value.isFinite else { return value < 0 ? "-inf" : "inf" }
    guard value.magnitude < 1e15 else { return formatNumber(value) }
    return formatNumber((value * 100).rounded() / 100)
  }

  /// `40 × 40 pt`.
  package static func size(_ width: Double, _ height: Double) -> String {
    "\(points(width)) × \(points(height)) pt"
  }

  /// `(12 0; 48 44)`, as UIKit prints a frame.
  package static func frame(_ rect: Rect) -> String {
    "(\(points(rect.x)) \(points(rect.y)); \(points(rect.width)) \(points(rect.height)))"
  }
}
