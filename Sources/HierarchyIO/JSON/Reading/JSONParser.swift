/// A JSON document as a tree that remembers where every value starts, so that the JSON reader
/// can name `file:line:column` for a bad value as the XML reader does. Object keys keep their
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

/// Builds the tree of `JSONNode`s from the package's one JSON lexer (`JSONTokenizer`,
/// DumpModel). It recurses once per level: callers run it on a large stack (`withLargeStack`).
/// The streaming reader (`JSONStreamReader`) reads its tokens from the same parser, and has
/// it build a tree of the values it does not stream (patches, unknown elements).
struct JSONParser {
  static let maximumDepth = 2 * ReadLimits.viewDepth + 8

  var tokens: JSONTokenizer
  /// Set when the nesting limit was passed (reported as `.tooDeep`, not as a syntax error).
  var tooDeep: Bool { tokens.tooDeep }
  /// Set when the JSON is valid but no dump can hold it (a value XML cannot write, a
  /// repeated key): reported as itself, not as "invalid JSON".
  private(set) var beyondTheFormat = false

  init(bytes: UnsafeBufferPointer<UInt8>) {
    tokens = JSONTokenizer(bytes: bytes, maximumDepth: Self.maximumDepth)
  }

  mutating func parseDocument() throws(JSONSyntaxError) -> JSONNode {
    let node = try parseValue(try tokens.next())
    _ = try tokens.next()  // `.end`, or the error about text after the value
    return node
  }

  /// The value whose first token is `token`, read to its end.
  mutating func parseValue(_ token: JSONTokenizer.Token) throws(JSONSyntaxError)
    -> JSONNode
  {
    let start = tokens.offset
    switch token {
    case .objectStart:
      var members: [(key: String, node: JSONNode)] = []
      var keys = Set<String>()
      while case .key(let key) = try tokens.next() {
        try checkString(key)
        // A dump holds a name once (an XML element cannot have an attribute twice); linear
        // for a few keys, hashed beyond, so that a hostile object stays linear.
        let repeated =
          members.count < 32 ? members.contains { $0.key == key } : !keys.insert(key).inserted
        if members.count == 31 { keys = Set(members.map(\.key) + [key]) }
        if repeated { throw beyondTheFormat("the key '\(key)' is already in this object") }
        members.append((key, try parseValue(try tokens.next())))
      }
      // An object is an element: its keys are its attributes (`ReadLimits.attributes`).
      if members.count > ReadLimits.attributes {
        beyondTheFormat = true
        throw JSONSyntaxError(
          message: ReadLimits.tooManyAttributes(members.count, element: "the object", keys: true),
          offset: start)
      }
      return JSONNode(value: .object(members), offset: start)
    case .arrayStart:
      var items: [JSONNode] = []
      var next = try tokens.next()
      while next != .arrayEnd {
        items.append(try parseValue(next))
        next = try tokens.next()
      }
      return JSONNode(value: .array(items), offset: start)
    case .string(let string):
      try checkString(string)
      return JSONNode(value: .string(string), offset: start)
    case .number(let number): return JSONNode(value: .number(number), offset: start)
    case .bool(let bool): return JSONNode(value: .bool(bool), offset: start)
    case .null: return JSONNode(value: .null, offset: start)
    case .key, .objectEnd, .arrayEnd, .end:
      // The tokenizer checks the grammar: a value is asked for only where one comes.
      preconditionFailure("JSONTokenizer returned \(token) where a value starts")
    }
  }

  /// Valid JSON that no dump can hold, at the string just read: a character XML 1.0 cannot
  /// write, or more than `ReadLimits.valueBytes` (docs/format.md, "The document").
  mutating func checkString(_ string: String) throws(JSONSyntaxError) {
    if string.utf8.count > ReadLimits.valueBytes {
      throw beyondTheFormat(ReadLimits.valueTooLong(string.utf8.count))
    }
    if let problem = ReadLimits.characterProblem(in: string) { throw beyondTheFormat(problem) }
  }

  private mutating func beyondTheFormat(_ message: String) -> JSONSyntaxError {
    beyondTheFormat = true
    return JSONSyntaxError(message: message, offset: tokens.offset)
  }
}
