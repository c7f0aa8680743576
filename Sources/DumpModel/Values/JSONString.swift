/// JSON string literals (RFC 8259): the text in double quotes, with `"` and `\` escaped,
/// `\n \r \t \b \f` as short escapes, the other control characters below U+0020 as `\u00XX`
/// (lowercase hex), and everything else — non-ASCII included — as is.
///
/// The one JSON string writer of the package: the dump's JSON (`jsonData()`), every report
/// and diagnostic (`JSONText`) go through `JSONEscaping`. It works on UTF-8 bytes: a string
/// with nothing to escape (nearly all of them) is copied in one piece, and in the others the
/// runs between escapes are copied whole.
public enum JSONEscaping {
  /// Appends `string` as a JSON string literal to `text`.
  @inlinable
  public static func append(_ string: String, to text: inout String) {
    let plain =
      string.utf8.withContiguousStorageIfAvailable { !$0.contains(where: needsEscape) }
      ?? !string.utf8.contains(where: needsEscape)
    if plain {
      text += "\""
      text += string
      text += "\""
      return
    }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(string.utf8.count + 8)
    append(string, to: &bytes)
    text += String(decoding: bytes, as: UTF8.self)
  }

  /// Appends `string` as a JSON string literal's UTF-8 bytes to `output`.
  @inlinable
  public static func append(_ string: String, to output: inout [UInt8]) {
    output.append(UInt8(ascii: "\""))
    if string.utf8.withContiguousStorageIfAvailable({ append(utf8: $0, to: &output) }) == nil {
      Array(string.utf8).withUnsafeBufferPointer { append(utf8: $0, to: &output) }
    }
    output.append(UInt8(ascii: "\""))
  }

  /// The bytes of the literal between its quotes.
  @inlinable
  static func append(utf8 bytes: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) {
    var start = 0
    for index in bytes.indices where needsEscape(bytes[index]) {
      output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
      appendEscape(of: bytes[index], to: &output)
      start = index + 1
    }
    output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start...]))
  }

  /// Whether a byte of UTF-8 text is written escaped: `"`, `\` and the controls below 0x20.
  /// The bytes of a multi-byte character are all 0x80 or above: never escaped.
  @inlinable
  public static func needsEscape(_ byte: UInt8) -> Bool {
    byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
  }

  /// The escape of a byte `needsEscape` accepts: `\"`, `\\`, `\n`, `\r`, `\t`, `\b`, `\f`, or
  /// `\u00XX` in lowercase hex.
  @usableFromInline
  static func appendEscape(of byte: UInt8, to output: inout [UInt8]) {
    output.append(UInt8(ascii: "\\"))
    switch byte {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"): output.append(byte)
    case 0x0A: output.append(UInt8(ascii: "n"))
    case 0x0D: output.append(UInt8(ascii: "r"))
    case 0x09: output.append(UInt8(ascii: "t"))
    case 0x08: output.append(UInt8(ascii: "b"))
    case 0x0C: output.append(UInt8(ascii: "f"))
    default:
      let hex: StaticString = "0123456789abcdef"
      output.append(contentsOf: [UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0")])
      output.append(hex.utf8Start[Int(byte >> 4)])
      output.append(hex.utf8Start[Int(byte & 0xF)])
    }
  }
}

/// `string` as a JSON string literal (`JSONEscaping`).
public func jsonString(_ string: String) -> String {
  var text = ""
  text.reserveCapacity(string.utf8.count + 2)
  JSONEscaping.append(string, to: &text)
  return text
}
