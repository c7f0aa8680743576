/// A cursor over the UTF-8 bytes of one line of console text (or one constraint description): the
/// constraint grammar (docs/model.md, "Constraint notation") and the LLDB readers scan with it.
///
/// Every LLDB reader scans bytes, not `Character`s: grapheme breaking costs more than the whole
/// grammar, and every token UIKit prints that matters is ASCII (class names, addresses,
/// attributes, numbers); titles and identifiers are copied out whole.
package struct ByteCursor {
  package let bytes: [UInt8]
  package var position: Int
  package let end: Int

  package init(_ bytes: [UInt8], from start: Int = 0, to end: Int? = nil) {
    self.bytes = bytes
    self.position = start
    self.end = end ?? bytes.count
  }

  package init(_ text: Substring) {
    self.init(Array(text.utf8))
  }

  package var atEnd: Bool { position >= end }

  /// The byte at `position + offset`, nil past the end.
  package func peek(_ offset: Int = 0) -> UInt8? {
    let index = position + offset
    return index < end && index >= 0 ? bytes[index] : nil
  }

  package mutating func skipSpaces() {
    while position < end, bytes[position].isSpace { position += 1 }
  }

  /// Consumes `byte` if it is next.
  package mutating func consume(_ byte: UInt8) -> Bool {
    guard position < end, bytes[position] == byte else { return false }
    position += 1
    return true
  }

  /// Whether the bytes at `position` spell `literal`.
  package func hasPrefix(_ literal: [UInt8], at offset: Int = 0) -> Bool {
    let start = position + offset
    guard start >= 0, start + literal.count <= end else { return false }
    for (i, byte) in literal.enumerated() where bytes[start + i] != byte { return false }
    return true
  }

  /// Consumes `literal` if it is next.
  package mutating func consume(_ literal: [UInt8]) -> Bool {
    guard hasPrefix(literal) else { return false }
    position += literal.count
    return true
  }

  package func string(_ range: Range<Int>) -> String {
    String(decoding: bytes[range], as: UTF8.self)
  }

  /// The first index in `position..<end` holding `byte`.
  package func firstIndex(of byte: UInt8, from start: Int? = nil) -> Int? {
    var index = start ?? position
    while index < end {
      if bytes[index] == byte { return index }
      index += 1
    }
    return nil
  }

  /// The first index at or after `start` where `literal` begins.
  package func firstIndex(of literal: [UInt8], from start: Int? = nil) -> Int? {
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

  /// Reads a number (`scanNumber`'s forms: `8`, `-6`, `0.5`, `.5`, `1e-3`); nil, and the
  /// position unchanged, when none starts here or it is not finite.
  package mutating func number() -> Double? {
    let scan = bytes.withUnsafeBufferPointer { scanNumber($0, from: position, to: end) }
    guard case .number(let value, let next) = scan else { return nil }
    position = next
    return value
  }

  /// Reads `0x` and hex digits.
  package mutating func hexAddress() -> String? {
    guard hasPrefix(.hexPrefix) else { return nil }
    var index = position + 2
    while index < end, bytes[index].isHexDigit { index += 1 }
    guard index > position + 2 else { return nil }
    defer { position = index }
    return string(position..<index)
  }

  /// Reads an object's address: `0x` and hex digits as LLDB prints it, or the token a dump
  /// written by hand (or `inspect show` of a converted log: `<_InspectLogRoot: log>`) uses.
  package mutating func objectAddress() -> String? {
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

  /// Reads an object's address as inspect prints it: `objectAddress`, with the `#2` inspect
  /// gives the second object a text printed at one address (ConsoleFormat's
  /// HierarchyAssembler+Identity.swift), so that what `inspect show` prints reads back.
  package mutating func printedAddress() -> String? {
    guard var address = objectAddress() else { return nil }
    if peek() == UInt8(ascii: "#"), let digit = peek(1), digit.isDigit {
      let start = position
      position += 1
      while let byte = peek(), byte.isDigit { position += 1 }
      address += string(start..<position)
    }
    return address
  }

  /// Reads letters (an attribute name, a keyword).
  package mutating func word() -> String? {
    let start = position
    while position < end, bytes[position].isLetter { position += 1 }
    return position > start ? string(start..<position) : nil
  }
}

/// The 1-based column of byte `offset` in `bytes[lineStart...]`, counting Unicode scalars (so a
/// Chinese title before an error does not push the caret three columns per character).
package func column(ofByte offset: Int, in bytes: [UInt8], lineStart: Int) -> Int {
  var column = 1
  var index = lineStart
  while index < offset, index < bytes.count {
    if bytes[index] & 0xC0 != 0x80 { column += 1 }
    index += 1
  }
  return column
}

extension UInt8 {
  @inlinable package static var space: UInt8 { UInt8(ascii: " ") }
  @inlinable package static var tab: UInt8 { UInt8(ascii: "\t") }
  @inlinable package static var newline: UInt8 { UInt8(ascii: "\n") }
  @inlinable package static var carriageReturn: UInt8 { UInt8(ascii: "\r") }
  @inlinable package static var minus: UInt8 { UInt8(ascii: "-") }
  @inlinable package static var plus: UInt8 { UInt8(ascii: "+") }
  @inlinable package static var dot: UInt8 { UInt8(ascii: ".") }
  @inlinable package static var colon: UInt8 { UInt8(ascii: ":") }
  @inlinable package static var semicolon: UInt8 { UInt8(ascii: ";") }
  @inlinable package static var comma: UInt8 { UInt8(ascii: ",") }
  @inlinable package static var quote: UInt8 { UInt8(ascii: "'") }
  @inlinable package static var doubleQuote: UInt8 { UInt8(ascii: "\"") }
  @inlinable package static var lessThan: UInt8 { UInt8(ascii: "<") }
  @inlinable package static var greaterThan: UInt8 { UInt8(ascii: ">") }
  @inlinable package static var openParen: UInt8 { UInt8(ascii: "(") }
  @inlinable package static var closeParen: UInt8 { UInt8(ascii: ")") }
  @inlinable package static var openBracket: UInt8 { UInt8(ascii: "[") }
  @inlinable package static var closeBracket: UInt8 { UInt8(ascii: "]") }
  @inlinable package static var openBrace: UInt8 { UInt8(ascii: "{") }
  @inlinable package static var closeBrace: UInt8 { UInt8(ascii: "}") }
  @inlinable package static var bar: UInt8 { UInt8(ascii: "|") }
  @inlinable package static var star: UInt8 { UInt8(ascii: "*") }
  @inlinable package static var at: UInt8 { UInt8(ascii: "@") }
  @inlinable package static var caret: UInt8 { UInt8(ascii: "^") }
  @inlinable package static var equals: UInt8 { UInt8(ascii: "=") }
  @inlinable package static var slash: UInt8 { UInt8(ascii: "/") }
  @inlinable package static var backslash: UInt8 { UInt8(ascii: "\\") }

  @inlinable package var isDigit: Bool { self >= 0x30 && self <= 0x39 }
  @inlinable package var isLetter: Bool {
    (self >= 0x41 && self <= 0x5A) || (self >= 0x61 && self <= 0x7A)
  }
  @inlinable package var isHexDigit: Bool {
    isDigit || (self >= 0x41 && self <= 0x46) || (self >= 0x61 && self <= 0x66)
  }
  /// Spaces and tabs; line ends too, for a constraint the XML reader passes across lines.
  @inlinable package var isSpace: Bool {
    self == .space || self == .tab || self == .newline || self == .carriageReturn
  }
  /// The first byte of a class name: a letter or `_` (Objective-C's and Swift's rule).
  @inlinable package var isNameStartByte: Bool { isLetter || self == 0x5F }

  /// A byte of a class name, a name or an address token (ASCII identifier characters, `.`, `$`,
  /// and any non-ASCII byte: Swift class names may be Unicode).
  @inlinable package var isNameByte: Bool {
    isLetter || isDigit || self == 0x5F || self == .dot || self == 0x24 || self >= 0x80
  }
}

extension Array where Element == UInt8 {
  package static let hexPrefix = Array("0x".utf8)
}
