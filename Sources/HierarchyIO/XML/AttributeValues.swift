/// Reading FORMAT.md's attribute values (numbers, frames, pairs, enumerations) straight from
/// UTF-8 bytes: the XML reader gets them as byte ranges from libxml2 and the JSON reader as
/// strings, and neither should build a `String` just to read a number.
typealias ValueBytes = UnsafeBufferPointer<UInt8>

/// Why a value was refused: it does not have the expected shape, or a number in it is not
/// finite (`nan`, `inf`, `1e999`).
enum ValueProblem: Error, Equatable {
  case invalid(expected: String)
  case nonFinite
}

/// A cursor over the bytes of one value.
struct ValueScanner {
  let bytes: ValueBytes
  var index = 0

  init(_ bytes: ValueBytes) { self.bytes = bytes }

  var atEnd: Bool { index >= bytes.count }

  mutating func skipSpaces() {
    while index < bytes.count, isSpace(bytes[index]) { index += 1 }
  }

  /// Consumes `byte` (after spaces) when it is next; returns whether it was.
  mutating func take(_ byte: UInt8) -> Bool {
    skipSpaces()
    guard index < bytes.count, bytes[index] == byte else { return false }
    index += 1
    return true
  }

  /// Reads a decimal number: `-12`, `0.5`, `1e3`. Words such as `nan` and `inf` and numbers
  /// beyond a double's range are `.nonFinite`; anything else that is not a number is nil.
  mutating func number() throws(ValueProblem) -> Double? {
    skipSpaces()
    let start = index
    var cursor = index
    var negative = false
    if cursor < bytes.count,
      bytes[cursor] == UInt8(ascii: "-") || bytes[cursor] == UInt8(ascii: "+")
    {
      negative = bytes[cursor] == UInt8(ascii: "-")
      cursor += 1
    }
    // nan, inf, infinity in any case: refuse them by name rather than as "not a number".
    if cursor < bytes.count,
      bytes[cursor] | 0x20 == UInt8(ascii: "n") || bytes[cursor] | 0x20 == UInt8(ascii: "i")
    {
      var end = cursor
      while end < bytes.count, isLetter(bytes[end]) { end += 1 }
      let word = String(decoding: UnsafeBufferPointer(rebasing: bytes[cursor..<end]), as: UTF8.self)
        .lowercased()
      if word == "nan" || word == "inf" || word == "infinity" { throw .nonFinite }
      return nil
    }
    var mantissa: UInt64 = 0
    var digits = 0
    var exponent = 0
    var exact = true
    var sawDigit = false
    while cursor < bytes.count, isDigit(bytes[cursor]) {
      sawDigit = true
      accumulate(bytes[cursor], &mantissa, &digits, &exponent, &exact, fraction: false)
      cursor += 1
    }
    if cursor < bytes.count, bytes[cursor] == UInt8(ascii: ".") {
      cursor += 1
      while cursor < bytes.count, isDigit(bytes[cursor]) {
        sawDigit = true
        accumulate(bytes[cursor], &mantissa, &digits, &exponent, &exact, fraction: true)
        cursor += 1
      }
    }
    guard sawDigit else { return nil }
    if cursor < bytes.count, bytes[cursor] | 0x20 == UInt8(ascii: "e") {
      var e = cursor + 1
      var exponentNegative = false
      if e < bytes.count, bytes[e] == UInt8(ascii: "-") || bytes[e] == UInt8(ascii: "+") {
        exponentNegative = bytes[e] == UInt8(ascii: "-")
        e += 1
      }
      guard e < bytes.count, isDigit(bytes[e]) else { return nil }
      var written = 0
      while e < bytes.count, isDigit(bytes[e]) {
        if written < 100_000 { written = written * 10 + Int(bytes[e] - 48) }
        e += 1
      }
      exponent += exponentNegative ? -written : written
      cursor = e
    }
    index = cursor
    // Clinger's fast path: an exact mantissa and an exact power of ten give a correctly
    // rounded quotient or product. Everything else goes through the standard library.
    var value: Double
    if exact, mantissa <= 1 << 53, exponent >= -22, exponent <= 22 {
      value = Double(mantissa)
      if exponent < 0 { value /= powersOfTen[-exponent] } else { value *= powersOfTen[exponent] }
      if negative { value = -value }
    } else {
      let text = String(
        decoding: UnsafeBufferPointer(rebasing: bytes[start..<cursor]), as: UTF8.self)
      guard let parsed = Double(text) else { return nil }
      value = parsed
    }
    guard value.isFinite else { throw .nonFinite }
    return value
  }
}

private func accumulate(
  _ byte: UInt8, _ mantissa: inout UInt64, _ digits: inout Int, _ exponent: inout Int,
  _ exact: inout Bool, fraction: Bool
) {
  let digit = UInt64(byte - 48)
  if mantissa == 0 && digit == 0 {
    if fraction { exponent -= 1 }
    return
  }
  if digits < 19 {
    mantissa = mantissa * 10 + digit
    digits += 1
    if fraction { exponent -= 1 }
  } else {
    if digit != 0 { exact = false }
    if !fraction { exponent += 1 }
  }
}

private let powersOfTen: [Double] = (0...22).map { (0..<$0).reduce(1.0) { value, _ in value * 10 } }

@inline(__always) func isSpace(_ byte: UInt8) -> Bool {
  byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
}
@inline(__always) private func isDigit(_ byte: UInt8) -> Bool { byte >= 48 && byte <= 57 }
@inline(__always) private func isLetter(_ byte: UInt8) -> Bool {
  byte | 0x20 >= 97 && byte | 0x20 <= 122
}

/// The shapes of FORMAT.md's values; each reads the whole value or refuses it.
enum AttributeValue {
  static let numberExpected = "a number"
  static let frameExpected = "'x y; width height'"
  static let boolExpected = "YES or NO"

  static func number(_ bytes: ValueBytes) throws(ValueProblem) -> Double {
    var scanner = ValueScanner(bytes)
    guard let value = try scanner.number() else { throw .invalid(expected: numberExpected) }
    scanner.skipSpaces()
    guard scanner.atEnd else { throw .invalid(expected: numberExpected) }
    return value
  }

  /// `count` numbers separated by spaces: `375 812`, `0 16 0 16`.
  static func numbers(_ bytes: ValueBytes, count: Int, expected: String) throws(ValueProblem)
    -> [Double]
  {
    var scanner = ValueScanner(bytes)
    var values: [Double] = []
    values.reserveCapacity(count)
    for position in 0..<count {
      if position > 0 {
        // A separator: at least one space (a comma is not part of the format).
        guard scanner.index < bytes.count, isSpace(bytes[scanner.index]) else {
          throw .invalid(expected: expected)
        }
      }
      guard let value = try scanner.number() else { throw .invalid(expected: expected) }
      values.append(value)
    }
    scanner.skipSpaces()
    guard scanner.atEnd else { throw .invalid(expected: expected) }
    return values
  }

  static func size(_ bytes: ValueBytes, expected: String = "'width height'") throws(ValueProblem)
    -> Size
  {
    let values = try numbers(bytes, count: 2, expected: expected)
    return Size(width: values[0], height: values[1])
  }

  static func priorities(_ bytes: ValueBytes) throws(ValueProblem) -> AxisPriorities {
    let values = try numbers(bytes, count: 2, expected: "'horizontal vertical'")
    return AxisPriorities(horizontal: values[0], vertical: values[1])
  }

  static func insets(_ bytes: ValueBytes) throws(ValueProblem) -> Insets {
    let values = try numbers(bytes, count: 4, expected: "'top left bottom right'")
    return Insets(top: values[0], left: values[1], bottom: values[2], right: values[3])
  }

  /// `x y; width height`, or LLDB's `(x y; width height)`.
  static func rect(_ bytes: ValueBytes) throws(ValueProblem) -> Rect {
    var scanner = ValueScanner(bytes)
    let parenthesized = scanner.take(UInt8(ascii: "("))
    let expected = frameExpected
    guard let x = try scanner.number() else { throw .invalid(expected: expected) }
    guard scanner.index < bytes.count, isSpace(bytes[scanner.index]) else {
      throw .invalid(expected: expected)
    }
    guard let y = try scanner.number() else { throw .invalid(expected: expected) }
    guard scanner.take(UInt8(ascii: ";")) else { throw .invalid(expected: expected) }
    guard let width = try scanner.number() else { throw .invalid(expected: expected) }
    guard scanner.index < bytes.count, isSpace(bytes[scanner.index]) else {
      throw .invalid(expected: expected)
    }
    guard let height = try scanner.number() else { throw .invalid(expected: expected) }
    if parenthesized, !scanner.take(UInt8(ascii: ")")) { throw .invalid(expected: expected) }
    scanner.skipSpaces()
    guard scanner.atEnd else { throw .invalid(expected: expected) }
    return Rect(x: x, y: y, width: width, height: height)
  }

  static func bool(_ bytes: ValueBytes) throws(ValueProblem) -> Bool {
    if equals(bytes, "YES") { return true }
    if equals(bytes, "NO") { return false }
    throw .invalid(expected: boolExpected)
  }

  static func integer(_ bytes: ValueBytes) throws(ValueProblem) -> Int {
    let text = string(bytes)
    guard let value = Int(text.trimmingSpaces) else { throw .invalid(expected: "an integer") }
    return value
  }

  /// A multiplier: a number, or a `16:9` ratio.
  static func multiplier(_ bytes: ValueBytes) throws(ValueProblem) -> Double {
    if let colon = bytes.firstIndex(of: UInt8(ascii: ":")) {
      let expected = "a number or a ratio such as '16:9'"
      let numerator = UnsafeBufferPointer(rebasing: bytes[..<colon])
      let denominator = UnsafeBufferPointer(rebasing: bytes[(colon + 1)...])
      let a: Double
      let b: Double
      do throws(ValueProblem) {
        a = try number(numerator)
        b = try number(denominator)
      } catch {
        if error == .nonFinite { throw .nonFinite }
        throw .invalid(expected: expected)
      }
      guard b != 0 else { throw .invalid(expected: expected) }
      return a / b
    }
    return try number(bytes)
  }

  /// 1…1000, fractions allowed.
  static func priority(_ bytes: ValueBytes) throws(ValueProblem) -> Double {
    let expected = "a priority from 1 to 1000"
    let value: Double
    do throws(ValueProblem) { value = try number(bytes) } catch {
      if error == .nonFinite { throw .nonFinite }
      throw .invalid(expected: expected)
    }
    guard value >= 1, value <= 1000 else { throw .invalid(expected: expected) }
    return value
  }

  /// One of an enumeration's raw values.
  static func choice<T: RawRepresentable & CaseIterable>(_ bytes: ValueBytes, _ type: T.Type)
    throws(ValueProblem) -> T where T.RawValue == String
  {
    if let value = T(rawValue: string(bytes)) { return value }
    throw .invalid(expected: "one of " + T.allCases.map(\.rawValue).joined(separator: ", "))
  }

  static func layoutAttribute(_ bytes: ValueBytes) throws(ValueProblem) -> LayoutAttribute {
    if let value = LayoutAttribute(name: string(bytes)) { return value }
    throw .invalid(
      expected: "one of " + LayoutAttribute.allCases.map(\.rawValue).joined(separator: ", "))
  }

  static func relation(_ bytes: ValueBytes) throws(ValueProblem) -> LayoutRelation {
    let text = string(bytes)
    if let value = LayoutRelation(rawValue: text) ?? LayoutRelation(symbol: text) { return value }
    throw .invalid(expected: "one of equal, lessThanOrEqual, greaterThanOrEqual")
  }

  /// Space-separated words (`ambiguous="minX width"`).
  static func words(_ bytes: ValueBytes) -> [String] {
    string(bytes).split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" })
      .map(String.init)
  }

  /// UIKit's names joined by `|`; LLDB's `h=--& v=--&`; `recursiveDescription`'s `W+H`.
  static func autoresizingMask(_ bytes: ValueBytes) throws(ValueProblem) -> AutoresizingMask {
    let expected =
      "UIKit names joined by '|' (flexibleWidth|flexibleBottomMargin) or LLDB's 'h=--& v=--&'"
    let text = string(bytes).trimmingSpaces
    if text.isEmpty || text == "none" { return [] }
    if text.hasPrefix("h=") || text.hasPrefix("v=") {
      var mask: AutoresizingMask = []
      for part in text.split(separator: " ") {
        let chars = Array(part.utf8)
        guard chars.count == 5, chars[1] == UInt8(ascii: "="),
          chars[2...].allSatisfy({ $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "&") })
        else { throw .invalid(expected: expected) }
        let flexible = chars[2...].map { $0 == UInt8(ascii: "&") }
        switch chars[0] {
        case UInt8(ascii: "h"):
          if flexible[0] { mask.insert(.flexibleLeftMargin) }
          if flexible[1] { mask.insert(.flexibleWidth) }
          if flexible[2] { mask.insert(.flexibleRightMargin) }
        case UInt8(ascii: "v"):
          if flexible[0] { mask.insert(.flexibleTopMargin) }
          if flexible[1] { mask.insert(.flexibleHeight) }
          if flexible[2] { mask.insert(.flexibleBottomMargin) }
        default: throw .invalid(expected: expected)
        }
      }
      return mask
    }
    let short: [String: AutoresizingMask] = [
      "LM": .flexibleLeftMargin, "W": .flexibleWidth, "RM": .flexibleRightMargin,
      "TM": .flexibleTopMargin, "H": .flexibleHeight, "BM": .flexibleBottomMargin,
    ]
    if !text.contains("|"), text.split(separator: "+").allSatisfy({ short[String($0)] != nil }) {
      return text.split(separator: "+").reduce(into: []) { $0.insert(short[String($1)]!) }
    }
    var mask: AutoresizingMask = []
    for name in text.split(separator: "|", omittingEmptySubsequences: false) {
      let trimmed = String(name).trimmingSpaces
      guard let bit = AutoresizingMask.names.first(where: { $0.0 == trimmed })?.1 else {
        throw .invalid(expected: expected)
      }
      mask.insert(bit)
    }
    return mask
  }

  static func string(_ bytes: ValueBytes) -> String { String(decoding: bytes, as: UTF8.self) }

  static func equals(_ bytes: ValueBytes, _ literal: StaticString) -> Bool {
    guard bytes.count == literal.utf8CodeUnitCount else { return false }
    let other = literal.utf8Start
    for index in 0..<bytes.count where bytes[index] != other[index] { return false }
    return true
  }
}

extension AutoresizingMask {
  /// UIKit's names joined by `|`, in UIKit's bit order; empty for none.
  var uikitNames: String {
    AutoresizingMask.names.filter { contains($0.1) }.map(\.0).joined(separator: "|")
  }
}

extension String {
  /// The string without leading and trailing spaces, tabs and line ends.
  var trimmingSpaces: String {
    let scalars = unicodeScalars
    let isBlank: (Unicode.Scalar) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
    guard let first = scalars.firstIndex(where: { !isBlank($0) }),
      let last = scalars.lastIndex(where: { !isBlank($0) })
    else { return "" }
    return String(scalars[first...last])
  }

  /// Runs `body` on the string's UTF-8 bytes.
  func withValueBytes<R>(_ body: (ValueBytes) throws(ValueProblem) -> R) throws(ValueProblem) -> R {
    var copy = self
    let result: Result<R, ValueProblem> = copy.withUTF8 { bytes in
      do throws(ValueProblem) { return .success(try body(bytes)) } catch { return .failure(error) }
    }
    return try result.get()
  }
}
