import DumpModel

/// Lengths as findings and pictures print them.
package enum PointText {
  /// `40`, `20.5`, to a hundredth. Past 1e15 a double holds no hundredths (and × 100 could
  /// overflow): the number as it is. An edge past the largest double (a frame at 1e308 of
  /// width 1e308) is `inf`, as UIKit prints it.
  package static func points(_ value: Double) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(24)
    appendPoints(value, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// `points(value)`'s UTF-8 bytes appended to `bytes`: a message of a window's thousands is
  /// written in one buffer, no `String` made for each number.
  package static func appendPoints(_ value: Double, to bytes: inout [UInt8]) {
    guard value.isFinite else { return appendUTF8(value < 0 ? "-inf" : "inf", to: &bytes) }
    guard value.magnitude < 1e15 else { return appendNumber(value, to: &bytes) }
    appendNumber((value * 100).rounded() / 100, to: &bytes)
  }

  /// `40 × 40 pt`.
  package static func size(_ width: Double, _ height: Double) -> String {
    "\(points(width)) × \(points(height)) pt"
  }

  /// `(12 0; 48 44)`, as UIKit prints a frame.
  package static func frame(_ rect: Rect) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(48)
    appendFrame(rect, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// `frame(rect)`'s UTF-8 bytes appended to `bytes`.
  package static func appendFrame(_ rect: Rect, to bytes: inout [UInt8]) {
    bytes.append(UInt8(ascii: "("))
    appendPoints(rect.x, to: &bytes)
    bytes.append(UInt8(ascii: " "))
    appendPoints(rect.y, to: &bytes)
    bytes.append(contentsOf: "; ".utf8)
    appendPoints(rect.width, to: &bytes)
    bytes.append(UInt8(ascii: " "))
    appendPoints(rect.height, to: &bytes)
    bytes.append(UInt8(ascii: ")"))
  }
}
