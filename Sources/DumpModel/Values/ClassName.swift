/// Class names as UIKit and LLDB print them (`UIView`, `Demo.CloseBarButtonItem`,
/// `SwiftUI._UIHostingView<SwiftUI.AnyView>`): one rule for a view's line and a constraint's
/// item, so that what `show` prints of either reads back.
package enum ClassName {
  /// Where a class name starting at `start` ends: at a colon outside angle brackets, or at
  /// `end`; nil when a byte no class name holds comes first. A class name is name bytes, and a
  /// Swift generic's `<`, `>`, `,` and spaces inside angle brackets
  /// (`SwiftUI._UIHostingView<SwiftUI.AnyView>`).
  package static func end(_ bytes: [UInt8], from start: Int, to end: Int) -> Int? {
    guard start < end, bytes[start].isNameStartByte else { return nil }
    var index = start
    var angle = 0
    while index < end {
      let byte = bytes[index]
      if byte == .colon, angle == 0 { return index }
      if byte == .lessThan {
        angle += 1
      } else if byte == .greaterThan {
        guard angle > 0 else { return nil }
        angle -= 1
      } else if !(byte.isNameByte || (angle > 0 && (byte == .comma || byte == .space))) {
        return nil
      }
      index += 1
    }
    return angle == 0 ? end : nil
  }
}
