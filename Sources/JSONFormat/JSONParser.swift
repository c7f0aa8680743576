/// A small JSON parser that remembers where every value starts, so that the JSON reader can
/// name `file:line:column` for a bad value as the XML reader does. Object keys keep their
/// order. Nesting is limited (a view tree 1,000 levels deep nests about 2,000 levels).
struct JSONNode {
  indirect enum Value {
    case object([(key: String, node: JSONNode)])
    case array([JSONNode])
    case string(String)
    /// The number's text as written, so it is converted once and exactly.
    case number(String)
    case bool(Bool)
    case null
  }

  var value: Value
  /// Byte offset of the value's first character.
  var offset: Int

  /// The value as compact JSON text, for messages.
  var text: String {
    switch value {
    case .object: return "{…}"
    case .array(let items): return "[" + items.map(\.text).joined(separator: ", ") + "]"
    case .string(let string): return string
    case .number(let number): return number
    case .bool(let bool): return bool ? "true" : "false"
    case .null: return "null"
    }
  }
}

struct JSONSyntaxError: Error {
  var message: String
  var offset: Int
}

struct JSONParser {
  static let maximumDepth = 2 * ReadLimits.viewDepth + 8

  let bytes: UnsafeBufferPointer<UInt8>
  var index = 0
  var depth = 0
  /// Set when the nesting limit was passed (reported as `.tooDeep`, not as a syntax error).
  var tooDeep = false

  init(bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
  }

  mutating func parseDocument() throws(JSONSyntaxError) -> JSONNode {
    skipSpaces()
    let node = try parseValue()
    skipSpaces()
    guard index == bytes.count else { throw problem("unexpected text after the JSON value") }
    return node
  }

  private mutating func parseValue() throws(JSONSyntaxError) -> JSONNode {
    guard index < bytes.count else { throw problem("unexpected end of input, expected a value") }
    let start = index
    switch bytes[index] {
    case UInt8(ascii: "{"): return JSONNode(value: try parseObject(), offset: start)
    case UInt8(ascii: "["): return JSONNode(value: try parseArray(), offset: start)
    case UInt8(ascii: "\""): return JSONNode(value: .string(try parseString()), offset: start)
    case UInt8(ascii: "t"):
      try literal("true")
      return JSONNode(value: .bool(true), offset: start)
    case UInt8(ascii: "f"):
      try literal("false")
      return JSONNode(value: .bool(false), offset: start)
    case UInt8(ascii: "n"):
      try literal("null")
      return JSONNode(value: .null, offset: start)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      return JSONNode(value: .number(try parseNumber()), offset: start)
    default:
      throw problem("unexpected character '\(character(at: index))', expected a value")
    }
  }

  private mutating func enter() throws(JSONSyntaxError) {
    depth += 1
    if depth > Self.maximumDepth {
      tooDeep = true
      throw problem("nested deeper than \(Self.maximumDepth) levels")
    }
  }

  private mutating func parseObject() throws(JSONSyntaxError) -> JSONNode.Value {
    try enter()
    defer { depth -= 1 }
    index += 1
    var members: [(key: String, node: JSONNode)] = []
    skipSpaces()
    if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
      index += 1
      return .object(members)
    }
    while true {
      skipSpaces()
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
        throw problem("expected a key in quotes")
      }
      let key = try parseString()
      skipSpaces()
      guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
        throw problem("expected ':' after the key '\(key)'")
      }
      index += 1
      skipSpaces()
      members.append((key, try parseValue()))
      skipSpaces()
      guard index < bytes.count else { throw problem("unexpected end of input in an object") }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
        continue
      }
      if bytes[index] == UInt8(ascii: "}") {
        index += 1
        return .object(members)
      }
      throw problem("expected ',' or '}' in an object")
    }
  }

  private mutating func parseArray() throws(JSONSyntaxError) -> JSONNode.Value {
    try enter()
    defer { depth -= 1 }
    index += 1
    var items: [JSONNode] = []
    skipSpaces()
    if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
      index += 1
      return .array(items)
    }
    while true {
      skipSpaces()
      items.append(try parseValue())
      skipSpaces()
      guard index < bytes.count else { throw problem("unexpected end of input in an array") }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
        continue
      }
      if bytes[index] == UInt8(ascii: "]") {
        index += 1
        return .array(items)
      }
      throw problem("expected ',' or ']' in an array")
    }
  }

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

  private mutating func skipSpaces() {
    while index < bytes.count, isSpace(bytes[index]) { index += 1 }
  }

  private func character(at offset: Int) -> String {
    guard offset < bytes.count else { return "end of input" }
    var end = offset + 1
    while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
    return String(decoding: UnsafeBufferPointer(rebasing: bytes[offset..<end]), as: UTF8.self)
  }

  private func problem(_ message: String) -> JSONSyntaxError {
    JSONSyntaxError(message: message, offset: index)
  }

  private func isDigit(_ byte: UInt8) -> Bool { byte >= 48 && byte <= 57 }
}
