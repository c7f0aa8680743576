/// What every reader promises alike (docs/format.md, "Bad input"): how deep views nest.
public enum ReadLimits {
  /// Views nested this deep are read, in every format; one level deeper is `.tooDeep`.
  public static let viewDepth = 1000

  /// The longest value a dump holds (an attribute, a constraint's text), in bytes of UTF-8:
  /// libxml2's XML_MAX_TEXT_LENGTH. Only `XML_PARSE_HUGE` reads more, and it lifts every
  /// other limit too (entity expansion among them), so every reader refuses more and the
  /// writer never writes it (docs/format.md, "The document").
  public static let valueBytes = 10_000_000

  /// The largest input read, in bytes: libxml2 reads sizes as 32-bit integers, and no other
  /// reader reads more (`InputBytes` stops there, whatever the input is: a file, a pipe, a
  /// device).
  public static let inputBytes = Int(Int32.max)

  public static let inputTooLarge =
    "the input is larger than 2 GB (\(inputBytes) bytes), the most inspect reads: libxml2 "
    + "reads sizes as 32-bit integers"

  /// A byte that is text in no encoding inspect reads byte by byte (UTF-8 and those an XML
  /// declaration may name): a C0 control other than tab and the line ends. Only UTF-16 and
  /// UTF-32 hold it, as part of a character.
  public static func isNeverText(_ byte: UInt8) -> Bool {
    byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D
  }

  /// The most attributes one element holds, in every format (a JSON object's keys, the keys
  /// of a description in console text). libxml2 2.9 compares each attribute of a start tag
  /// with every earlier one, and its RELAX NG validator does more: one element of 50,000
  /// attributes (539 KB) took `validate` 221 s and 19.6 GB. The format knows 24 attributes
  /// of a view at most; the largest element of the samples and fixtures has 11
  /// (docs/format.md, "Bad input").
  public static let attributes = 1000

  /// The message refusing an element of `count` attributes (`element`: how it is named;
  /// `keys`: a JSON object's, counted as keys).
  public static func tooManyAttributes(_ count: Int, element: String, keys: Bool = false)
    -> String
  {
    "\(element) has \(count) \(keys ? "keys" : "attributes"); an element of a dump holds at "
      + "most \(attributes) attributes"
  }

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

  /// The one rule every reader applies to a value it decodes (a JSON string, a Sentry string,
  /// a `\uXXXX` escape of console text): the first character a dump cannot hold, and the
  /// message that refuses it (`the string holds U+0007, …`); nil when every one can be held.
  /// A control character, U+FFFE, U+FFFF or NUL would be written raw (a terminal runs it),
  /// written as XML that inspect then refuses, or cut the value short (docs/format.md, "Bad
  /// input").
  public static func characterProblem(in text: String) -> String? {
    text.unicodeScalars.first { !isCharacter($0) }.map(characterProblem)
  }

  /// The message refusing `scalar`, a character a dump cannot hold.
  public static func characterProblem(_ scalar: Unicode.Scalar) -> String {
    let hex = String(scalar.value, radix: 16, uppercase: true)
    let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    return "the string holds \(code), a character a dump cannot hold (XML 1.0 cannot write it)"
  }
}
