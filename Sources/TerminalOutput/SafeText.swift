import Foundation

/// Text from outside (a file name, a title a dump holds) as the terminal may show it: every
/// control character (C0, DEL, C1) and every bidirectional override or isolate escaped, so
/// that a name can neither run an escape sequence (clear the screen, set the title), nor
/// start a line of its own (forge an error line), nor reorder what follows it.
///
/// `\n`, `\r`, `\t` and `\e` stand for themselves; any other as `\xHH` (below U+0100) or
/// `\u{HHHH}`. Only those characters change, so the escaping is the identity on ordinary
/// names and applying it twice changes nothing more.
package enum SafeText {
  package static func shown(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isUnsafe) else { return text }
    var result = ""
    for scalar in text.unicodeScalars {
      guard isUnsafe(scalar) else {
        result.unicodeScalars.append(scalar)
        continue
      }
      switch scalar {
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case "\u{1B}": result += "\\e"
      default:
        let hex = String(scalar.value, radix: 16, uppercase: true)
        result +=
          scalar.value < 0x100
          ? "\\x" + (hex.count < 2 ? "0" : "") + hex : "\\u{" + hex + "}"
      }
    }
    return result
  }

  /// C0 (tab and line ends too: a name holds none of them legitimately), DEL, C1, and the
  /// bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069).
  package static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    return value < 0x20 || (0x7F...0x9F).contains(value) || (0x202A...0x202E).contains(value)
      || (0x2066...0x2069).contains(value)
  }

  /// What a command writes to standard output when that is a terminal: its text unchanged
  /// but for the C1 controls and the bidirectional embeddings, overrides and isolates, shown
  /// as `\u{HHHH}`. A dump may hold them (XML 1.0 allows them; a right-to-left title may hold
  /// U+202E): written to a file or a pipe they are kept, byte for byte, but a terminal would run
  /// U+009B as an escape sequence or reorder the lines after U+202E. C0 controls never reach
  /// here: every reader refuses them (`ReadLimits.characterProblem`).
  package static func forTerminal(_ data: Data) -> Data {
    // Every such character is 0xC2 0x80…0x9F or 0xE2 0x80 0xAA…0xAE / 0xE2 0x81 0xA6…0xA9 in
    // UTF-8; text without 0xC2 or 0xE2 bytes (most output) is returned as it is.
    guard data.contains(where: { $0 == 0xC2 || $0 == 0xE2 }) else { return data }
    let text = String(decoding: data, as: UTF8.self)
    var result = ""
    for scalar in text.unicodeScalars {
      if scalar.value >= 0x80 && isUnsafe(scalar) {
        result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return Data(result.utf8)
  }
}
