import DumpModel

/// Reads the attachment's tokens (`JSONTokenizer`) into `SentryNode`s, then builds the
/// document from them. Keys may come in any order (a node's `children` before its `type`, as
/// a JSON tool that sorts keys writes it), so the nodes are collected first and handed to the
/// `DocumentBuilder` in a second, pre-order pass. Neither pass recurses: a file nested as deep
/// as the format allows needs no large stack.
struct SentryReader {
  private var tokens: JSONTokenizer
  private var positions: SourcePositions
  private let source: String
  private var nodes: [SentryNode] = []
  private var roots: [Int] = []
  private var metadata = DumpMetadata()
  private(set) var warnings: [ReadWarning] = []

  /// Views nest two JSON levels each (the node, its `children`), under the top object and
  /// `windows`; unknown values may nest a little more.
  static let maximumJSONDepth = 2 * ReadLimits.viewDepth + 8

  init(bytes: UnsafeBufferPointer<UInt8>, source: String) {
    tokens = JSONTokenizer(bytes: bytes, maximumDepth: Self.maximumJSONDepth)
    positions = SourcePositions(bytes: bytes, file: source)
    self.source = source
  }

  mutating func read() throws(ReadError) -> Document {
    guard tokens.bytes.contains(where: { !isSpace($0) }) else {
      throw ReadError(.emptyInput, at: SourceLocation(file: source, line: 1, column: 1))
    }
    guard try next() == .objectStart else {
      throw error(.other("a Sentry view hierarchy is a JSON object: " + Self.shape), tokens.offset)
    }
    var seen = KeysSeen()
    var renderingSystem: String?
    var windows: Int?
    while case .key(let key) = try next() {
      let keyOffset = tokens.offset
      guard seen.insert(key) else {
        throw error(.other("the key '\(key)' is already in this object"), keyOffset)
      }
      switch key {
      case "rendering_system":
        renderingSystem = try string(key, element: "view hierarchy")
        if let renderingSystem, renderingSystem != "UIKIT" {
          warn(
            "the rendering system is '\(renderingSystem)', not 'UIKIT': the frames are read as "
              + "they are, but inspect knows UIKit's views only", tokens.offset)
        }
      case "windows":
        guard try next() == .arrayStart else {
          throw error(.other("'windows' must be an array of views"), tokens.offset)
        }
        windows = tokens.offset
        try readViews()
      default:
        metadata.unknownAttributes.append(
          UnknownAttribute(name: key, value: try unknownValue()))
      }
    }
    _ = try next()  // `.end`, or the error about text after the object
    guard let windows else { throw error(.other("no 'windows': " + Self.shape), 0) }
    guard !roots.isEmpty else {
      throw error(.other("'windows' holds no view: there is nothing to read"), windows)
    }
    metadata.source =
      "Sentry view hierarchy" + (renderingSystem.map { " (rendering_system '\($0)')" } ?? "")
    return try build()
  }

  static let shape = "expected {\"rendering_system\": \"UIKIT\", \"windows\": […]} (docs/sentry.md)"

  // MARK: - Views

  /// Reads the views of the array whose `[` was just read, and everything under them. `open`
  /// holds the views whose members are being read, innermost last; `inArray` says whether
  /// the next token belongs to the innermost open view's `children` (or to `windows` when no
  /// view is open) rather than to its members.
  private mutating func readViews() throws(ReadError) {
    var open: [Int] = []
    var inArray = true
    while true {
      let token = try next()
      if inArray {
        if token == .arrayEnd {
          if open.isEmpty { return }
          inArray = false
          continue
        }
        guard token == .objectStart else {
          let container = open.isEmpty ? "'windows'" : "'children'"
          throw error(
            .other("\(container) holds views (JSON objects), not \(describe(token))"),
            tokens.offset)
        }
        let parent = open.last
        let position = parent.map { nodes[$0].children.count } ?? roots.count
        let path = parent.map { nodes[$0].path + "." } ?? ""
        let index = nodes.count
        nodes.append(SentryNode(path: path + String(position), at: location(tokens.offset)))
        if let parent { nodes[parent].children.append(index) } else { roots.append(index) }
        open.append(index)
        guard open.count <= ReadLimits.viewDepth else {
          throw error(.tooDeep(limit: ReadLimits.viewDepth), tokens.offset)
        }
        inArray = false
        continue
      }
      let current = open[open.count - 1]
      switch token {
      case .objectEnd:
        if let problem = nodes[current].finish() {
          throw ReadError(.other(problem), at: nodes[current].attributes.location!)
        }
        open.removeLast()
        inArray = true
      case .key(let key):
        let keyOffset = tokens.offset
        guard nodes[current].seen.insert(key) else {
          throw error(.other("the key '\(key)' is already in this view"), keyOffset)
        }
        if key == "children" {
          guard try next() == .arrayStart else {
            throw error(.other("'children' must be an array of views"), tokens.offset)
          }
          inArray = true
        } else {
          try member(key, of: current)
        }
      default:
        preconditionFailure("JSONTokenizer returned \(token) among an object's members")
      }
    }
  }

  /// One member of a node other than `children`: the known keys into the view's attributes,
  /// the others kept as unknown attributes.
  private mutating func member(_ key: String, of index: Int) throws(ReadError) {
    let element = "view"
    switch key {
    case "type":
      guard let type = try string(key, element: element) else {
        throw error(.other("'type' (the view's class) must be a string"), tokens.offset)
      }
      nodes[index].attributes.className = type
      nodes[index].hasType = true
    case "identifier":
      nodes[index].attributes.identifier = try string(key, element: element)
    case "x", "y", "width", "height", "alpha":
      guard let value = try number(key, element: element) else { return }
      nodes[index].set(key, value)
    case "visible":
      switch try next() {
      case .bool(let visible): nodes[index].attributes.hidden = !visible
      case .null: break
      case let token: throw invalid(key, element: element, token, expected: "true or false")
      }
    default:
      nodes[index].attributes.unknownAttributes.append(
        UnknownAttribute(
          name: SentryNode.attributeName(forKey: key),
          value: try unknownValue()))
    }
  }

  // MARK: - Building

  /// The document, views in pre-order, without recursion.
  private func build() throws(ReadError) -> Document {
    var builder = DocumentBuilder(metadata: metadata, expectedViews: nodes.count)
    // Each entry: a node to open, or nil to close the view opened last.
    var work: [Int?] = roots.reversed()
    while let entry = work.popLast() {
      guard let index = entry else {
        do throws(DocumentError) { try builder.closeView() } catch { throw readError(error) }
        continue
      }
      do throws(DocumentError) {
        try builder.openView(nodes[index].attributes)
      } catch {
        throw readError(error)
      }
      work.append(nil)
      work.append(contentsOf: nodes[index].children.reversed().map { Optional($0) })
    }
    do throws(DocumentError) { return try builder.finish() } catch { throw readError(error) }
  }

  private func readError(_ error: DocumentError) -> ReadError {
    ReadError(
      .other(error.reason.message),
      at: error.location ?? SourceLocation(file: source, line: 1, column: 1))
  }

  // MARK: - Values

  private mutating func unknownValue() throws(ReadError) -> String {
    var refused: (problem: String, offset: Int)?
    let text: String
    do throws(JSONSyntaxError) {
      text = try SentryValue.text(&tokens, refused: &refused)
    } catch {
      throw jsonError(error)
    }
    if let refused { throw error(.other(refused.problem), refused.offset) }
    return text
  }

  private mutating func string(_ key: String, element: String) throws(ReadError) -> String? {
    switch try next() {
    case .string(let text): return text
    case .null: return nil
    case let token: throw invalid(key, element: element, token, expected: "a string")
    }
  }

  private mutating func number(_ key: String, element: String) throws(ReadError) -> Double? {
    switch try next() {
    case .number(let text):
      do throws(ValueProblem) {
        return try ValueParser.number(text)
      } catch {
        throw self.error(
          .nonFiniteNumber(element: element, attribute: key, value: text), tokens.offset)
      }
    case .null: return nil
    case let token: throw invalid(key, element: element, token, expected: "a number")
    }
  }

  private mutating func invalid(
    _ key: String, element: String, _ token: JSONTokenizer.Token, expected: String
  ) -> ReadError {
    let offset = tokens.offset
    try? tokens.skipValue(after: token)
    let value: String
    if case .string(let text) = token { value = text } else { value = describe(token) }
    return error(
      .invalidValue(element: element, attribute: key, value: value, expected: expected), offset)
  }

  private func describe(_ token: JSONTokenizer.Token) -> String {
    switch token {
    case .objectStart: return "an object"
    case .arrayStart: return "an array"
    case .string(let text): return "'\(text)'"
    case .number(let text): return text
    case .bool(let value): return value ? "true" : "false"
    case .null: return "null"
    case .key(let key): return "the key '\(key)'"
    case .objectEnd, .arrayEnd, .end: return "the end"
    }
  }

  // MARK: - Tokens and places

  /// The next token; a string or a key holding a character a dump cannot hold (`\u001b`,
  /// `\u0000`, U+FFFE) is refused at it, by the rule every reader applies
  /// (`ReadLimits.characterProblem`).
  private mutating func next() throws(ReadError) -> JSONTokenizer.Token {
    let token: JSONTokenizer.Token
    do throws(JSONSyntaxError) {
      token = try tokens.next()
    } catch {
      throw jsonError(error)
    }
    switch token {
    case .string(let text), .key(let text): try refuseCharacters(text)
    default: break
    }
    return token
  }

  private func refuseCharacters(_ text: String) throws(ReadError) {
    if let problem = ReadLimits.characterProblem(in: text) {
      throw error(.other(problem), tokens.offset)
    }
  }

  private func jsonError(_ error: JSONSyntaxError) -> ReadError {
    var positions = self.positions
    let location = positions.location(at: error.offset)
    if tokens.tooDeep { return ReadError(.tooDeep(limit: ReadLimits.viewDepth), at: location) }
    return ReadError(.invalidJSON(error.message), at: location)
  }

  private mutating func location(_ offset: Int) -> SourceLocation {
    positions.location(at: offset)
  }

  private func error(_ reason: ReadError.Reason, _ offset: Int) -> ReadError {
    var positions = self.positions
    return ReadError(reason, at: positions.location(at: offset))
  }

  private mutating func warn(_ message: String, _ offset: Int) {
    warnings.append(ReadWarning(message, at: location(offset)))
  }
}
