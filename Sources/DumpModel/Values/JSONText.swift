/// A JSON value written with keys in the order given and numbers as docs/format.md writes them,
/// so that reports are deterministic byte for byte.
public indirect enum JSONText: Sendable, Hashable {
  case string(String)
  case number(Double)
  case bool(Bool)
  case null
  case array([JSONText])
  case object([(String, JSONText)])

  public static func == (lhs: JSONText, rhs: JSONText) -> Bool { lhs.rendered == rhs.rendered }
  public func hash(into hasher: inout Hasher) { hasher.combine(rendered) }

  /// `[x, y, width, height]`.
  public static func rect(_ rect: Rect?) -> JSONText {
    guard let rect else { return .null }
    return .array([.number(rect.x), .number(rect.y), .number(rect.width), .number(rect.height)])
  }

  /// Two-space indented text ending in a newline.
  public var rendered: String {
    var text = ""
    write(into: &text, indent: "")
    return text + "\n"
  }

  private func write(into text: inout String, indent: String) {
    switch self {
    case .string(let value): text += jsonString(value)
    case .number(let value): text += formatNumber(value)
    case .bool(let value): text += value ? "true" : "false"
    case .null: text += "null"
    case .array(let values):
      if values.isEmpty {
        text += "[]"
        return
      }
      // Arrays of numbers (frames) stay on one line.
      if values.allSatisfy({ if case .number = $0 { return true } else { return false } }) {
        text += "[" + values.map { $0.rendered.dropLast() }.joined(separator: ", ") + "]"
        return
      }
      text += "[\n"
      for (index, value) in values.enumerated() {
        text += indent + "  "
        value.write(into: &text, indent: indent + "  ")
        text += index == values.count - 1 ? "\n" : ",\n"
      }
      text += indent + "]"
    case .object(let members):
      if members.isEmpty {
        text += "{}"
        return
      }
      text += "{\n"
      for (index, (key, value)) in members.enumerated() {
        text += indent + "  " + jsonString(key) + ": "
        value.write(into: &text, indent: indent + "  ")
        text += index == members.count - 1 ? "\n" : ",\n"
      }
      text += indent + "}"
    }
  }
}
