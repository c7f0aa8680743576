/// A JSON value, the one JSON writer of every output that is not a dump (docs/cli.md, "JSON
/// outputs"): reports, findings, SARIF, diagnostics, `find`, the per-input results of
/// `--format json`. Members are written in the order given, numbers as docs/format.md writes
/// them (`formatNumber`), strings through `JSONEscaping`, so that every output is
/// deterministic byte for byte. Nothing else in the package writes JSON by hand: the dump's
/// JSON (`jsonData()`) streams with the same escaping and numbers.
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

  /// Two-space indented text ending in a newline: one member or element a line, except an
  /// array of numbers alone (a frame), which stays on one line.
  public var rendered: String {
    var text = ""
    write(into: &text, indent: "")
    return text + "\n"
  }

  /// One line without spaces and without a line end (a JSON Lines record: a diagnostic).
  public var line: String {
    var text = ""
    writeLine(into: &text)
    return text
  }

  /// The text of a scalar; nil for an array or an object.
  private var scalar: String? {
    switch self {
    case .string(let value): return jsonString(value)
    case .number(let value): return formatNumber(value)
    case .bool(let value): return value ? "true" : "false"
    case .null: return "null"
    case .array, .object: return nil
    }
  }

  /// Appends the value as `rendered` writes it at `indent` (its first line not indented).
  func write(into text: inout String, indent: String) {
    switch self {
    case .string(let value): JSONEscaping.append(value, to: &text)
    case .number, .bool, .null: text += scalar!
    case .array(let values):
      if values.isEmpty {
        text += "[]"
      } else if values.allSatisfy({ if case .number = $0 { true } else { false } }) {
        text += "[" + values.map { $0.scalar! }.joined(separator: ", ") + "]"
      } else {
        text += "[\n"
        for (index, value) in values.enumerated() {
          text += indent + "  "
          value.write(into: &text, indent: indent + "  ")
          text += index == values.count - 1 ? "\n" : ",\n"
        }
        text += indent + "]"
      }
    case .object(let members):
      if members.isEmpty {
        text += "{}"
        return
      }
      text += "{\n"
      for (index, (key, value)) in members.enumerated() {
        text += indent + "  "
        JSONEscaping.append(key, to: &text)
        text += ": "
        value.write(into: &text, indent: indent + "  ")
        text += index == members.count - 1 ? "\n" : ",\n"
      }
      text += indent + "}"
    }
  }

  private func writeLine(into text: inout String) {
    switch self {
    case .string(let value): JSONEscaping.append(value, to: &text)
    case .number, .bool, .null: text += scalar!
    case .array(let values):
      text += "["
      for (index, value) in values.enumerated() {
        if index > 0 { text += "," }
        value.writeLine(into: &text)
      }
      text += "]"
    case .object(let members):
      text += "{"
      for (index, (key, value)) in members.enumerated() {
        if index > 0 { text += "," }
        JSONEscaping.append(key, to: &text)
        text += ":"
        value.writeLine(into: &text)
      }
      text += "}"
    }
  }
}

extension JSONText {
  /// An array written element by element as each is known (a batch prints each input's
  /// result as soon as it is done): the pieces, joined, are exactly `.array(elements).rendered`
  /// (for elements that are not all numbers, which `rendered` keeps on one line).
  public struct ArrayStream: Sendable {
    private var count = 0

    public init() {}

    /// The text that adds `element`.
    public mutating func append(_ element: JSONText) -> String {
      var text = count == 0 ? "[\n  " : ",\n  "
      element.write(into: &text, indent: "  ")
      count += 1
      return text
    }

    /// The text that closes the array (`[]` for one without elements), with the final newline.
    public func end() -> String { count == 0 ? "[]\n" : "\n]\n" }
  }
}
