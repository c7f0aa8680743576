/// JSON text (RFC 8259) read one token at a time, with the byte offset where each starts, so
/// that a reader names `file:line:column` for a bad value (`SourcePositions`).
///
/// The one JSON lexer of the package: the dump's JSON form builds its tree from these tokens,
/// and the Sentry reader streams them straight into a `DocumentBuilder`. It keeps no
/// recursion (the open containers are an array), so a reader that walks the tokens with a
/// stack of its own needs no large thread stack however deep the input nests. The grammar is
/// checked as the tokens come: a member's name is a `.key`, every value of an object follows
/// its key, and `.end` comes only after one whole top-level value.
public struct JSONTokenizer {
  public enum Token: Equatable, Sendable {
    case objectStart, objectEnd, arrayStart, arrayEnd
    /// A member's name (its `:` read).
    case key(String)
    case string(String)
    /// The number's text as written, so that it is converted once and exactly.
    case number(String)
    case bool(Bool)
    case null
    /// The top-level value is complete and only white space follows.
    case end
  }

  private enum State {
    case value, firstMember, member, firstItem, afterValue, done
  }

  public let bytes: UnsafeBufferPointer<UInt8>
  /// Where the last token returned starts (its first byte).
  public private(set) var offset = 0
  /// Containers open now.
  public var depth: Int { containers.count }
  /// More open containers than this is an error (`tooDeep` set).
  public let maximumDepth: Int
  /// Set when the nesting limit was passed (a reader reports it as its own limit, not as a
  /// syntax error).
  public private(set) var tooDeep = false

  private var index = 0
  private var state = State.value
  /// One entry per open container: true for an object.
  private var containers: [Bool] = []

  public init(bytes: UnsafeBufferPointer<UInt8>, maximumDepth: Int) {
    self.bytes = bytes
    self.maximumDepth = maximumDepth
  }

  /// The next token.
  /// - Throws: `JSONSyntaxError` at the offending byte; after an error the tokenizer must not
  ///   be used again.
  public mutating func next() throws(JSONSyntaxError) -> Token {
    while true {
      skipSpaces()
      offset = index
      switch state {
      case .done:
        return .end
      case .value:
        return try value()
      case .firstItem:
        if peek(UInt8(ascii: "]")) { return close() }
        return try value()
      case .firstMember:
        if peek(UInt8(ascii: "}")) { return close() }
        return try key()
      case .member:
        return try key()
      case .afterValue:
        guard let isObject = containers.last else {
          guard index == bytes.count else { throw problem("unexpected text after the JSON value") }
          state = .done
          return .end
        }
        guard index < bytes.count else {
          throw problem("unexpected end of input in \(isObject ? "an object" : "an array")")
        }
        if bytes[index] == UInt8(ascii: ",") {
          index += 1
          state = isObject ? .member : .value
          continue
        }
        if bytes[index] == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) { return close() }
        throw problem(
          isObject ? "expected ',' or '}' in an object" : "expected ',' or ']' in an array")
      }
    }
  }

  /// Skips the rest of the value whose first token was just read (nothing when it was a
  /// scalar, up to its matching end when it opened a container).
  public mutating func skipValue(after token: Token) throws(JSONSyntaxError) {
    guard token == .objectStart || token == .arrayStart else { return }
    let level = depth
    while depth >= level { _ = try next() }
  }

  // MARK: - Tokens

  private mutating func value() throws(JSONSyntaxError) -> Token {
    guard index < bytes.count else { throw problem("unexpected end of input, expected a value") }
    switch bytes[index] {
    case UInt8(ascii: "{"): return try open(object: true)
    case UInt8(ascii: "["): return try open(object: false)
    case UInt8(ascii: "\""):
      let string = try parseString()
      state = .afterValue
      return .string(string)
    case UInt8(ascii: "t"):
      try literal("true")
      state = .afterValue
      return .bool(true)
    case UInt8(ascii: "f"):
      try literal("false")
      state = .afterValue
      return .bool(false)
    case UInt8(ascii: "n"):
      try literal("null")
      state = .afterValue
      return .null
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      let number = try parseNumber()
      state = .afterValue
      return .number(number)
    default:
      throw problem("unexpected character '\(character(at: index))', expected a value")
    }
  }

  private mutating func key() throws(JSONSyntaxError) -> Token {
    guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
      throw problem("expected a key in quotes")
    }
    let key = try parseString()
    skipSpaces()
    guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
      throw problem("expected ':' after the key '\(key)'")
    }
    index += 1
    state = .value
    return .key(key)
  }

  private mutating func open(object: Bool) throws(JSONSyntaxError) -> Token {
    guard containers.count < maximumDepth else {
      tooDeep = true
      throw problem("nested deeper than \(maximumDepth) levels")
    }
    containers.append(object)
    index += 1
    state = object ? .firstMember : .firstItem
    return object ? .objectStart : .arrayStart
  }

  private mutating func close() -> Token {
    let object = containers.removeLast()
    index += 1
    state = .afterValue
    return object ? .objectEnd : .arrayEnd
  }

  // MARK: - Scalars

  private mutating func parseString() throws(JSONSyntaxError) -> String {
    index += 1
    var utf8: [UInt8] = []
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "\""):
        index += 1
        return String(decoding: utf8, as: UTF8.self)
      case UInt8(ascii: "\\"):
        index += 1
        guard index < bytes.count else { break }
        let escape = bytes[index]
        index += 1
        switch escape {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(escape)
        case UInt8(ascii: "b"): utf8.append(0x08)
        case UInt8(ascii: "f"): utf8.append(0x0C)
        case UInt8(ascii: "n"): utf8.append(0x0A)
        case UInt8(ascii: "r"): utf8.append(0x0D)
        case UInt8(ascii: "t"): utf8.append(0x09)
        case UInt8(ascii: "u"):
          var scalar = try hex4()
          if (0xD800..<0xDC00).contains(scalar) {
            // A surrogate pair: \uD83D\uDE00.
            guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
              bytes[index + 1] == UInt8(ascii: "u")
            else { throw problem("a lone surrogate in a \\u escape") }
            index += 2
            let low = try hex4()
            guard (0xDC00..<0xE000).contains(low) else {
              throw problem("a lone surrogate in a \\u escape")
            }
            scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
          }
          guard let unicode = Unicode.Scalar(scalar) else {
            throw problem("an invalid \\u escape")
          }
          utf8.append(contentsOf: String(Character(unicode)).utf8)
        default:
          index -= 1
          throw problem("an invalid escape '\\\(character(at: index))'")
        }
      case 0..<0x20:
        throw problem("a control character in a string (write it as \\n, \\t or \\u00XX)")
      case 0x80...:
        // JSON text is UTF-8 (RFC 8259, 8.1): a byte sequence that is not is refused where
        // it starts, not replaced by U+FFFD without a word.
        let width = Self.utf8Width(at: index, in: bytes)
        guard width > 0 else {
          let shown = bytes[index..<min(index + 4, bytes.count)].map(hex)
          throw problem("bytes that are not UTF-8 in a string (\(shown.joined(separator: " ")))")
        }
        utf8.append(contentsOf: bytes[index..<index + width])
        index += width
      default:
        utf8.append(byte)
        index += 1
      }
    }
    throw problem("unexpected end of input in a string")
  }

  private mutating func hex4() throws(JSONSyntaxError) -> UInt32 {
    guard index + 4 <= bytes.count else { throw problem("an incomplete \\u escape") }
    var value: UInt32 = 0
    for _ in 0..<4 {
      let byte = bytes[index]
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - 48
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - 87
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - 55
      default: throw problem("an invalid \\u escape")
      }
      value = value * 16 + UInt32(digit)
      index += 1
    }
    return value
  }

  private mutating func parseNumber() throws(JSONSyntaxError) -> String {
    let start = index
    if bytes[index] == UInt8(ascii: "-") { index += 1 }
    let digitsStart = index
    while index < bytes.count, isDigit(bytes[index]) { index += 1 }
    guard index > digitsStart else { throw problem("a number needs digits") }
    if bytes[digitsStart] == UInt8(ascii: "0"), index - digitsStart > 1 {
      index = digitsStart
      throw problem("a number cannot start with 0")
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      let fraction = index
      while index < bytes.count, isDigit(bytes[index]) { index += 1 }
      guard index > fraction else { throw problem("a number needs digits after '.'") }
    }
    if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
      index += 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")
      {
        index += 1
      }
      let exponent = index
      while index < bytes.count, isDigit(bytes[index]) { index += 1 }
      guard index > exponent else { throw problem("a number needs digits in its exponent") }
    }
    return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
  }

  private mutating func literal(_ word: StaticString) throws(JSONSyntaxError) {
    let count = word.utf8CodeUnitCount
    guard index + count <= bytes.count,
      ValueParser.equals(UnsafeBufferPointer(rebasing: bytes[index..<index + count]), word)
    else {
      throw problem("unexpected character '\(character(at: index))', expected a value")
    }
    index += count
  }

  // MARK: - Bytes

  private func peek(_ byte: UInt8) -> Bool { index < bytes.count && bytes[index] == byte }

  private mutating func skipSpaces() {
    while index < bytes.count, isSpace(bytes[index]) { index += 1 }
  }

  private func character(at offset: Int) -> String {
    guard offset < bytes.count else { return "end of input" }
    var end = offset + 1
    while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
    return String(decoding: UnsafeBufferPointer(rebasing: bytes[offset..<end]), as: UTF8.self)
  }

  /// The length of the UTF-8 sequence of one scalar at `offset`, or 0 when the bytes there
  /// are not one (a stray continuation byte, an overlong form, a surrogate, a cut sequence).
  private static func utf8Width(at offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
    var iterator = UnsafeBufferPointer(rebasing: bytes[offset...]).makeIterator()
    var decoder = UTF8()
    guard case .scalarValue(let scalar) = decoder.decode(&iterator) else { return 0 }
    return UTF8.width(scalar)
  }

  private func problem(_ message: String) -> JSONSyntaxError {
    JSONSyntaxError(message: message, offset: index)
  }

  private func isDigit(_ byte: UInt8) -> Bool { byte >= 48 && byte <= 57 }
}

/// A JSON syntax error: what is wrong and the byte offset where.
public struct JSONSyntaxError: Error, Sendable {
  public var message: String
  public var offset: Int
  public init(message: String, offset: Int) {
    self.message = message
    self.offset = offset
  }
}
