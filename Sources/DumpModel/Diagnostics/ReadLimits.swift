/// What every reader promises alike (docs/format.md, "Bad input"): how deep views nest.
public enum ReadLimits {
  /// Views nested this deep are read, in every format; one level deeper is `.tooDeep`.
  public static let viewDepth = 1000

  /// The longest value a dump holds (an attribute, a constraint's text), in bytes of UTF-8:
  /// libxml2's XML_MAX_TEXT_LENGTH. Only `XML_PARSE_HUGE` reads more, and it lifts every
  /// other limit too (entity expansion among them), so every reader refuses more and the
  /// writer never writes it (docs/format.md, "The document").
  public static let valueBytes = 10_000_000

  /// The longest start tag libxml2 reads (XML_MAX_LOOKUP_LIMIT), in bytes.
  public static let tagBytes = 10_000_000

  /// Whether a start tag written from `bytes` of input may pass `tagBytes`: the XML writer
  /// writes a character at most six times as long (`"` as `&quot;`), and a tag's numbers
  /// take a few kilobytes at most.
  public static func mayPassTheTagLimit(_ bytes: Int) -> Bool {
    bytes * 6 + 100_000 >= tagBytes
  }

  public static func valueTooLong(_ bytes: Int) -> String {
    "a value of \(bytes) bytes; a dump holds values up to \(valueBytes) bytes, as libxml2 "
      + "reads them without XML_PARSE_HUGE"
  }

  /// XML 1.0's `Char`: the characters a dump can hold, whatever its format.
  public static func isCharacter(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x09, 0x0A, 0x0D, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: return true
    default: return false
    }
  }
}
