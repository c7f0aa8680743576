/// The one reader of decimal numbers in the package (docs/model.md, "Parsers"): the XML and
/// JSON readers get attribute values as bytes, the constraint grammar and the LLDB readers scan
/// numbers inside a line, and every other caller (command-line options) goes through
/// `ValueParser.number(_:)`, which uses this too.
///
/// Forms: an optional sign, digits with an optional fraction (`12`, `-0.5`, `.5`, `5.`), an
/// optional exponent (`1e3`, `2.5E-2`) taken only when digits follow it. `nan`, `inf` and
/// `infinity` (any case) and numbers beyond a double's range are not finite. Hexadecimal
/// floats (`0x1p3`, which Swift's `Double(_:)` takes) are not numbers of the dump.
package enum NumberScan: Equatable {
  /// A finite number and the index just past it.
  case number(Double, end: Int)
  /// A word or a number that is not finite, and the index just past it.
  case nonFinite(end: Int)
  /// No number starts here.
  case none
}

/// Scans the longest number starting at `start` (no spaces skipped) in `bytes[..<end]`.
package func scanNumber(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int)
  -> NumberScan
{
  var cursor = start
  var negative = false
  if cursor < end, bytes[cursor] == UInt8(ascii: "-") || bytes[cursor] == UInt8(ascii: "+") {
    negative = bytes[cursor] == UInt8(ascii: "-")
    cursor += 1
  }
  // nan, inf, infinity in any case: refused by name rather than as "not a number".
  if cursor < end,
    bytes[cursor] | 0x20 == UInt8(ascii: "n") || bytes[cursor] | 0x20 == UInt8(ascii: "i")
  {
    var wordEnd = cursor
    while wordEnd < end, isASCIILetter(bytes[wordEnd]) { wordEnd += 1 }
    let word = String(
      decoding: UnsafeBufferPointer(rebasing: bytes[cursor..<wordEnd]), as: UTF8.self
    )
    .lowercased()
    if word == "nan" || word == "inf" || word == "infinity" { return .nonFinite(end: wordEnd) }
    return .none
  }
  var mantissa: UInt64 = 0
  var digits = 0
  var exponent = 0
  var exact = true
  var sawDigit = false
  while cursor < end, isDigit(bytes[cursor]) {
    sawDigit = true
    accumulate(bytes[cursor], &mantissa, &digits, &exponent, &exact, fraction: false)
    cursor += 1
  }
  if cursor < end, bytes[cursor] == UInt8(ascii: "."),
    sawDigit || (cursor + 1 < end && isDigit(bytes[cursor + 1]))
  {
    cursor += 1
    while cursor < end, isDigit(bytes[cursor]) {
      sawDigit = true
      accumulate(bytes[cursor], &mantissa, &digits, &exponent, &exact, fraction: true)
      cursor += 1
    }
  }
  guard sawDigit else { return .none }
  if cursor < end, bytes[cursor] | 0x20 == UInt8(ascii: "e") {
    var e = cursor + 1
    var exponentNegative = false
    if e < end, bytes[e] == UInt8(ascii: "-") || bytes[e] == UInt8(ascii: "+") {
      exponentNegative = bytes[e] == UInt8(ascii: "-")
      e += 1
    }
    if e < end, isDigit(bytes[e]) {
      var written = 0
      while e < end, isDigit(bytes[e]) {
        if written < 100_000 { written = written * 10 + Int(bytes[e] - 48) }
        e += 1
      }
      exponent += exponentNegative ? -written : written
      cursor = e
    }
  }
  // Clinger's fast path: an exact mantissa and an exact power of ten give a correctly rounded
  // quotient or product. Everything else goes through the standard library.
  var value: Double
  if exact, mantissa <= 1 << 53, exponent >= -22, exponent <= 22 {
    value = Double(mantissa)
    if exponent < 0 { value /= powersOfTen[-exponent] } else { value *= powersOfTen[exponent] }
    if negative { value = -value }
  } else {
    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<cursor]), as: UTF8.self)
    guard let parsed = Double(text) else { return .none }
    value = parsed
  }
  guard value.isFinite else { return .nonFinite(end: cursor) }
  return .number(value, end: cursor)
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

/// A space, a tab or a line end: what separates the numbers of a value.
@inlinable package func isSpace(_ byte: UInt8) -> Bool {
  byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
}
@inline(__always) private func isDigit(_ byte: UInt8) -> Bool { byte >= 48 && byte <= 57 }
@inline(__always) private func isASCIILetter(_ byte: UInt8) -> Bool {
  byte | 0x20 >= 97 && byte | 0x20 <= 122
}
