// OWNER: the LLDB work (issue 5).

/// A cursor over the UTF-8 bytes of one line of LLDB text (or one constraint description).
///
/// Every LLDB reader scans bytes, not `Character`s: grapheme breaking costs more than the whole
/// grammar, and every token UIKit prints that matters is ASCII (class names, addresses,
/// attributes, numbers); titles and identifiers are copied out whole.
struct ByteCursor {
  let bytes: [UInt8]
  var position: Int
  let end: Int

  init(_ bytes: [UInt8], from start: Int = 0, to end: Int? = nil) {
    self.bytes = bytes
    self.position = start
    self.end = end ?? bytes.count
  }

  init(_ text: Substring) {
    self.init(Array(text.utf8))
  }

  var atEnd: Bool { position >= end }

  /// The byte at `position + offset`, nil past the end.
  func peek(_ offset: Int = 0) -> UInt8? {
    let index = position + offset
    return index < end && index >= 0 ? bytes[index] : nil
  }

  mutating func skipSpaces() {
    while position < end, bytes[position].isSpace { position += 1 }
  }

  /// Consumes `byte` if it is next.
  mutating func consume(_ byte: UInt8) -> Bool {
    guard position < end, bytes[position] == byte else { return false }
    position += 1
    return true
  }

  /// Whether the bytes at `position` spell `literal`.
  func hasPrefix(_ literal: [UInt8], at offset: Int = 0) -> Bool {
    let start = position + offset
    guard start >= 0, start + literal.count <= end else { return false }
    for (i, byte) in literal.enumerated() where bytes[start + i] != byte { return false }
    return true
  }

  /// Consumes `literal` if it is next.
  mutating func consume(_ literal: [UInt8]) -> Bool {
    guard hasPrefix(literal) else { return false }
    position += literal.count
    return true
  }

  func string(_ range: Range<Int>) -> String {
    String(decoding: bytes[range], as: UTF8.self)
  }

  /// The first index in `position..<end` holding `byte`.
  func firstIndex(of byte: UInt8, from start: Int? = nil) -> Int? {
    var index = start ?? position
    while index < end {
      if bytes[index] == byte { return index }
      index += 1
    }
    return nil
  }

  /// The first index at or after `start` where `literal` begins.
  func firstIndex(of literal: [UInt8], from start: Int? = nil) -> Int? {
    guard let head = literal.first else { return nil }
    var index = start ?? position
    let last = end - literal.count
    outer: while index <= last {
      if bytes[index] == head {
        for i in 1..<literal.count where bytes[index + i] != literal[i] {
          index += 1
          continue outer
        }
        return index
      }
      index += 1
    }
    return nil
  }

  /// Reads a decimal number: `8`, `-6`, `0.5`, `21.5`, `1e-3`, `.5`.
  mutating func number() -> Double? {
    let start = position
    var index = position
    if index < end, bytes[index] == .minus || bytes[index] == .plus { index += 1 }
    let digitsStart = index
    while index < end, bytes[index].isDigit { index += 1 }
    if index < end, bytes[index] == .dot, index + 1 < end, bytes[index + 1].isDigit {
      index += 1
      while index < end, bytes[index].isDigit { index += 1 }
    }
    guard index > digitsStart, bytes[digitsStart] != .dot || index > digitsStart + 1 else {
      return nil
    }
    if index < end, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
      var exponent = index + 1
      if exponent < end, bytes[exponent] == .minus || bytes[exponent] == .plus { exponent += 1 }
      if exponent < end, bytes[exponent].isDigit {
        while exponent < end, bytes[exponent].isDigit { exponent += 1 }
        index = exponent
      }
    }
    guard let value = Double(string(start..<index)), value.isFinite else { return nil }
    position = index
    return value
  }

  /// Reads `0x` and hex digits.
  mutating func hexAddress() -> String? {
    guard hasPrefix(.hexPrefix) else { return nil }
    var index = position + 2
    while index < end, bytes[index].isHexDigit { index += 1 }
    guard index > position + 2 else { return nil }
    defer { position = index }
    return string(position..<index)
  }

  /// Reads an object's address: `0x` and hex digits as LLDB prints it, or the token a dump
  /// written by hand (or `inspect show` of a converted log: `<_InspectLogRoot: log>`) uses.
  mutating func objectAddress() -> String? {
    if let hex = hexAddress() { return hex }
    let start = position
    while position < end {
      let byte = bytes[position]
      if byte.isSpace || byte == .semicolon || byte == .greaterThan || byte == .quote
        || byte == .comma
      {
        break
      }
      position += 1
    }
    return position > start ? string(start..<position) : nil
  }

  /// Reads letters (an attribute name, a keyword).
  mutating func word() -> String? {
    let start = position
    while position < end, bytes[position].isLetter { position += 1 }
    return position > start ? string(start..<position) : nil
  }
}

/// The 1-based column of byte `offset` in `bytes[lineStart...]`, counting Unicode scalars (so a
/// Chinese title before an error does not push the caret three columns per character).
func column(ofByte offset: Int, in bytes: [UInt8], lineStart: Int) -> Int {
  var column = 1
  var index = lineStart
  while index < offset, index < bytes.count {
    if bytes[index] & 0xC0 != 0x80 { column += 1 }
    index += 1
  }
  return column
}

extension UInt8 {
  static let space = UInt8(ascii: " ")
  static let tab = UInt8(ascii: "\t")
  static let newline = UInt8(ascii: "\n")
  static let carriageReturn = UInt8(ascii: "\r")
  static let minus = UInt8(ascii: "-")
  static let plus = UInt8(ascii: "+")
  static let dot = UInt8(ascii: ".")
  static let colon = UInt8(ascii: ":")
  static let semicolon = UInt8(ascii: ";")
  static let comma = UInt8(ascii: ",")
  static let quote = UInt8(ascii: "'")
  static let doubleQuote = UInt8(ascii: "\"")
  static let lessThan = UInt8(ascii: "<")
  static let greaterThan = UInt8(ascii: ">")
  static let openParen = UInt8(ascii: "(")
  static let closeParen = UInt8(ascii: ")")
  static let openBracket = UInt8(ascii: "[")
  static let closeBracket = UInt8(ascii: "]")
  static let openBrace = UInt8(ascii: "{")
  static let closeBrace = UInt8(ascii: "}")
  static let bar = UInt8(ascii: "|")
  static let star = UInt8(ascii: "*")
  static let at = UInt8(ascii: "@")
  static let equals = UInt8(ascii: "=")
  static let slash = UInt8(ascii: "/")
  static let backslash = UInt8(ascii: "\\")

  var isDigit: Bool { self >= 0x30 && self <= 0x39 }
  var isLetter: Bool { (self >= 0x41 && self <= 0x5A) || (self >= 0x61 && self <= 0x7A) }
  var isHexDigit: Bool {
    isDigit || (self >= 0x41 && self <= 0x46) || (self >= 0x61 && self <= 0x66)
  }
  /// Spaces and tabs; line ends too, for a constraint the XML reader passes across lines.
  var isSpace: Bool {
    self == .space || self == .tab || self == .newline || self == .carriageReturn
  }
  /// A byte of a class name, a name or an address token (ASCII identifier characters, `.`, `$`,
  /// and any non-ASCII byte: Swift class names may be Unicode).
  var isNameByte: Bool {
    isLetter || isDigit || self == 0x5F || self == .dot || self == 0x24 || self >= 0x80
  }
}

extension Array where Element == UInt8 {
  static let hexPrefix = Array("0x".utf8)
}
