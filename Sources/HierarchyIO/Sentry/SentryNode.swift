import DumpModel

/// One node of the attachment as read so far: its view's attributes, its children (indexes
/// of the reader's nodes, back to front) and the frame's four numbers until all are known.
struct SentryNode {
  var attributes: ViewAttributes
  var children: [Int] = []
  /// The positions from the window down: `0.2.1` is the second subview of the third subview
  /// of the first window.
  let path: String
  var hasType = false
  var seen = KeysSeen()
  private var frame: [Double?] = [nil, nil, nil, nil]

  init(path: String, at location: SourceLocation) {
    self.path = path
    attributes = ViewAttributes(className: "", address: SentryAttachment.addressPrefix + path)
    attributes.location = location
  }

  /// The four keys of the frame, in `Rect`'s order.
  private static let frameKeys = ["x", "y", "width", "height"]

  mutating func set(_ key: String, _ value: Double) {
    if key == "alpha" {
      attributes.alpha = value
    } else if let position = Self.frameKeys.firstIndex(of: key) {
      frame[position] = value
    }
  }

  /// Completes the node once its `}` is read, or says what is wrong with it: it needs a
  /// class, and a frame with all four numbers or none (a frame with some is unknown, not
  /// guessed).
  mutating func finish() -> String? {
    guard hasType else {
      return "a view without 'type' (its class): every node of 'windows' has one"
    }
    let given = frame.compactMap { $0 }
    if given.count == 4 {
      attributes.frame = Rect(x: given[0], y: given[1], width: given[2], height: given[3])
    } else if !given.isEmpty {
      let missing = zip(Self.frameKeys, frame).filter { $0.1 == nil }.map { "'\($0.0)'" }
      return "view '\(attributes.className)' has part of a frame: "
        + "\(missing.joined(separator: ", ")) missing (x, y, width and height go together)"
    }
    return nil
  }

  /// The name an unknown key is kept under: the key itself, unless a dump's view already has
  /// an attribute of that name (`title`, `tag`, `frame`…), which would read back as that
  /// attribute; such a key is kept as `sentry.KEY` (docs/sentry.md).
  static func attributeName(forKey key: String) -> String {
    ViewAttributeTable.positions[key] == nil ? key : "sentry." + key
  }
}

/// The keys met in one JSON object, to refuse a key given twice (the second would silently
/// replace the first).
struct KeysSeen {
  private var keys: Set<String> = []

  /// False when the key was met before.
  mutating func insert(_ key: String) -> Bool { keys.insert(key).inserted }
}

/// An unknown key's value, kept as text: a string as it is, a number as written, a boolean as
/// `YES`/`NO` (a dump's booleans), `null`, an array or an object as compact JSON.
enum SentryValue {
  /// The value's text; `refused` is set to the first string or key in it that holds a
  /// character a dump cannot hold (`ReadLimits.characterProblem`), and the offset of its
  /// token, for the reader to refuse (the rule holds inside an object as outside).
  static func text(
    _ tokens: inout JSONTokenizer, refused: inout (problem: String, offset: Int)?
  ) throws(JSONSyntaxError) -> String {
    let first = try tokens.next()
    switch first {
    case .string(let text), .number(let text):
      check(text, at: tokens.offset, &refused)
      return text
    case .bool(let value): return value ? "YES" : "NO"
    default: return try json(first, &tokens, &refused)
    }
  }

  private static func check(
    _ text: String, at offset: Int, _ refused: inout (problem: String, offset: Int)?
  ) {
    guard refused == nil, let problem = ReadLimits.characterProblem(in: text) else { return }
    refused = (problem, offset)
  }

  /// The value that starts with `first`, as compact JSON, from its tokens.
  private static func json(
    _ first: JSONTokenizer.Token, _ tokens: inout JSONTokenizer,
    _ refused: inout (problem: String, offset: Int)?
  ) throws(JSONSyntaxError) -> String {
    var text = ""
    let level = tokens.depth - (first == .objectStart || first == .arrayStart ? 1 : 0)
    var token = first
    var needsComma = false
    while true {
      switch token {
      case .objectStart, .arrayStart:
        if needsComma { text += "," }
        text += token == .objectStart ? "{" : "["
        needsComma = false
      case .objectEnd, .arrayEnd:
        text += token == .objectEnd ? "}" : "]"
        needsComma = true
      case .key(let key):
        check(key, at: tokens.offset, &refused)
        if needsComma { text += "," }
        text += jsonString(key) + ":"
        needsComma = false
      case .string(let string):
        check(string, at: tokens.offset, &refused)
        if needsComma { text += "," }
        text += jsonString(string)
        needsComma = true
      case .number(let number):
        if needsComma { text += "," }
        text += number
        needsComma = true
      case .bool(let value):
        if needsComma { text += "," }
        text += value ? "true" : "false"
        needsComma = true
      case .null:
        if needsComma { text += "," }
        text += "null"
        needsComma = true
      case .end:
        return text
      }
      if tokens.depth == level { return text }
      token = try tokens.next()
    }
  }
}
