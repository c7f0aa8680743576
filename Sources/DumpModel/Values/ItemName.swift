/// The name UIKit prints for an item in place of its class: a view's accessibility identifier
/// or the name Interface Builder gave it (`Dynamic Stack View:0x7f…` in a trace,
/// `progress background:0x…` and `ListViewImage-a1b2:0x…` in a constraint). Such a name may
/// hold spaces, hyphens, dots and any character but markup; the item it names is a view with
/// that `identifier`, its class unknown (docs/format.md, "Text that UIKit and LLDB print").
/// One rule for a trace line and a constraint's item.
package enum ItemName {
  /// The name in `bytes[start..<end]` (the colon before the address at `end`); nil when it is
  /// no such name: empty, not starting with a letter or `_` (`0x7fUIView` is a damaged item,
  /// not a name), blank at its end, or holding a control or markup
  /// (`< > ' " : | ; , ( ) [ ] { } = *`).
  package static func name(_ bytes: [UInt8], from start: Int, to end: Int) -> String? {
    guard end > start,
      bytes[start].isLetter || bytes[start] == UInt8(ascii: "_") || bytes[start] >= 0x80,
      !bytes[end - 1].isSpace
    else { return nil }
    for byte in bytes[start..<end] where byte < 0x20 || byte == 0x7F || markup.contains(byte) {
      return nil
    }
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }

  private static let markup = Set("<>'\":|;,()[]{}=*".utf8)
}
