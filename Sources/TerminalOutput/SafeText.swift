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
    escaping(text, where: isUnsafe) { scalar in
      switch scalar {
      case "\n": return "\\n"
      case "\r": return "\\r"
      case "\t": return "\\t"
      case "\u{1B}": return "\\e"
      default:
        guard scalar.value < 0x100 else { return longForm(scalar) }
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "\\x" + (hex.count < 2 ? "0" : "") + hex
      }
    }
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
    return Data(escaping(text, where: { $0.value >= 0x80 && isUnsafe($0) }, as: longForm).utf8)
  }

  /// `text` with each scalar `unsafe` says replaced by what `escape` makes of it; the text
  /// itself when it holds none.
  private static func escaping(
    _ text: String, where unsafe: (Unicode.Scalar) -> Bool,
    as escape: (Unicode.Scalar) -> String
  ) -> String {
    guard text.unicodeScalars.contains(where: unsafe) else { return text }
    var result = ""
    for scalar in text.unicodeScalars {
      if unsafe(scalar) {
        result += escape(scalar)
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// `\u{202E}`.
  private static func longForm(_ scalar: Unicode.Scalar) -> String {
    "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
  }
}
