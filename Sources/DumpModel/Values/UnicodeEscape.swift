/// `\uXXXX` escapes in text UIKit and LLDB print: Cycript, `po` of an `NSString` in a
/// collection (`\UXXXX` in an `NSArray`'s description: a conflict log's list), and `inspect
/// show` itself (a label's newline as `\u000a`) write a character
/// that way. A surrogate pair (`\ud83d\ude00`) is one character. An escape of a character a
/// dump cannot hold (`\u001b`, `\u0000`, `\uFFFE`: `ReadLimits.characterProblem`) is never
/// decoded: the reader refuses it at its place (`firstRefused`), and `decoded` keeps it as
/// written.
package enum UnicodeEscape {
  /// The escape at `index` of `bytes` (a pair when it is one): the character and the bytes
  /// it takes; nil when none starts there.
  package static func scalar(in bytes: some Collection<UInt8>, at index: Int)
    -> (scalar: Unicode.Scalar?, code: UInt32, length: Int)?
  {
    guard let high = unit(in: bytes, at: index) else { return nil }
    if (0xD800..<0xDC00).contains(high), let low = unit(in: bytes, at: index + 6),
      (0xDC00..<0xE000).contains(low)
    {
      let code = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
      return (Unicode.Scalar(code), code, 12)
    }
    return (Unicode.Scalar(high), high, 6)
  }

  /// `\u` and four hex digits at `index`: their value.
  private static func unit(in bytes: some Collection<UInt8>, at index: Int) -> UInt32? {
    let start = bytes.index(bytes.startIndex, offsetBy: index, limitedBy: bytes.endIndex)
    guard let start, bytes.distance(from: start, to: bytes.endIndex) >= 6 else { return nil }
    var position = start
    guard bytes[position] == UInt8(ascii: "\\") else { return nil }
    position = bytes.index(after: position)
    // `\U6570`: how an `NSArray`'s description (a conflict log's list) writes a character
    // that is not ASCII.
    guard bytes[position] == UInt8(ascii: "u") || bytes[position] == UInt8(ascii: "U") else {
      return nil
    }
    var value: UInt32 = 0
    for _ in 0..<4 {
      position = bytes.index(after: position)
      guard let digit = hexDigit(bytes[position]) else { return nil }
      value = value << 4 | digit
    }
    return value
  }

  private static func hexDigit(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
    default: return nil
    }
  }

  /// Whether an escape decodes to a character: a scalar, and one a dump can hold.
  private static func decodable(_ scalar: Unicode.Scalar?) -> Unicode.Scalar? {
    guard let scalar, ReadLimits.isCharacter(scalar) else { return nil }
    return scalar
  }

  /// The first escape in `bytes[range]` of a character a dump cannot hold: its offset and the
  /// message refusing it (`the string holds U+001B, …`).
  package static func firstRefused(in bytes: [UInt8], _ range: Range<Int>)
    -> (offset: Int, problem: String)?
  {
    var index = range.lowerBound
    while index + 6 <= range.upperBound {
      guard bytes[index] == UInt8(ascii: "\\") else {
        index += 1
        continue
      }
      guard let escape = scalar(in: bytes[..<range.upperBound], at: index) else {
        index += 1
        continue
      }
      if let scalar = escape.scalar, !ReadLimits.isCharacter(scalar) {
        return (index, ReadLimits.characterProblem(scalar))
      }
      index += escape.length
    }
    return nil
  }

  /// `text` with its escapes decoded; an escape that is not a character a dump can hold
  /// (a lone surrogate, a control character) is kept as written.
  package static func decoded(_ text: String) -> String {
    guard text.utf8.contains(UInt8(ascii: "\\")) else { return text }
    let bytes = Array(text.utf8)
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count)
    var index = 0
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "\\"), let escape = scalar(in: bytes, at: index),
        let scalar = decodable(escape.scalar)
      {
        result.append(contentsOf: String(Character(scalar)).utf8)
        index += escape.length
      } else {
        result.append(bytes[index])
        index += 1
      }
    }
    return String(decoding: result, as: UTF8.self)
  }
}
