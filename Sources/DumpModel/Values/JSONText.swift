/// A JSON value: the typed values of every JSON output that is not a dump (docs/cli.md,
/// "JSON outputs"): reports, findings, SARIF, diagnostics, `find`, the per-input results of
/// `--format json`. Members are written in the order given by `JSONWriter`, the one JSON
/// writer (the dump's JSON, `jsonData()`, streams through it too), so that every output is
/// laid out one way and deterministic byte for byte.
public indirect enum JSONText: Sendable, Hashable {
  case string(String)
  case number(Double)
  case bool(Bool)
  case null
  case array([JSONText])
  case object([(String, JSONText)])

  public static func == (lhs: JSONText, rhs: JSONText) -> Bool { lhs.line == rhs.line }
  public func hash(into hasher: inout Hasher) { hasher.combine(line) }

  /// `[x, y, width, height]`, or null.
  public static func rect(_ rect: Rect?) -> JSONText {
    guard let rect else { return .null }
    return .array([.number(rect.x), .number(rect.y), .number(rect.width), .number(rect.height)])
  }

  /// A count or a place (a line, a column, an exit status).
  public static func integer(_ value: some BinaryInteger) -> JSONText { .number(Double(value)) }

  /// A string, or null.
  public static func nullable(_ value: String?) -> JSONText { value.map(JSONText.string) ?? .null }

  /// An array of strings.
  public static func strings(_ values: [String]) -> JSONText { .array(values.map(JSONText.string)) }

  /// Two-space indented text ending in a newline (`JSONWriter`, `indented`): one member or
  /// element a line, except an array of numbers alone (a frame), which stays on one line.
  public var rendered: String {
    var writer = JSONWriter(style: .indented)
    write(to: &writer)
    writer.endLine()
    return writer.text
  }

  /// One line without spaces and without a line end (`JSONWriter`, `line`: a JSON Lines
  /// record, a diagnostic).
  public var line: String {
    var writer = JSONWriter(style: .line)
    write(to: &writer)
    return writer.text
  }

  /// Writes the value: an array whose elements are all numbers with `numbers` (one line).
  func write(to writer: inout JSONWriter) {
    switch self {
    case .string(let value): writer.string(value)
    case .number(let value): writer.number(value)
    case .bool(let value): writer.bool(value)
    case .null: writer.null()
    case .array(let values):
      let numbers = values.compactMap { if case .number(let number) = $0 { number } else { nil } }
      if numbers.count == values.count {
        writer.numbers(numbers)
        return
      }
      writer.beginArray()
      for value in values {
        writer.nextElement()
        value.write(to: &writer)
      }
      writer.end()
    case .object(let members):
      writer.beginObject()
      for (key, value) in members {
        writer.key(key)
        value.write(to: &writer)
      }
      writer.end()
    }
  }
}

extension JSONText {
  /// An array written element by element as each is known (a batch prints each input's
  /// result as soon as it is done): the pieces, joined, are exactly `.array(elements).rendered`
  /// (for elements that are not all numbers, which `rendered` keeps on one line).
  public struct ArrayStream: Sendable {
    private var writer = JSONWriter(style: .indented)

    public init() { writer.beginArray() }

    /// The text that adds `element`.
    public mutating func append(_ element: JSONText) -> String {
      writer.nextElement()
      element.write(to: &writer)
      return writer.takeText()
    }

    /// The text that closes the array (`[]` for one without elements), with the final newline.
    public func end() -> String {
      var closing = writer
      closing.end()
      closing.endLine()
      return closing.text
    }
  }
}
