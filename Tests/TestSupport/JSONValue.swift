/// A JSON value as `JSONDecoder` reads it, its type kept (a number is no boolean): a page's
/// value from the browser harness, a table of the JSON schema.
public enum JSONValue: Decodable, Equatable, Sendable {
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue])
  case null

  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Double.self) {
      self = .number(value)
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode([JSONValue].self) {
      self = .array(value)
    } else {
      self = .object(try container.decode([String: JSONValue].self))
    }
  }

  public var number: Double? { if case .number(let value) = self { value } else { nil } }
  public var string: String? { if case .string(let value) = self { value } else { nil } }

  /// The objects of an array, in order; nothing for any other value.
  public var objects: [[String: JSONValue]] {
    guard case .array(let items) = self else { return [] }
    return items.compactMap { if case .object(let members) = $0 { members } else { nil } }
  }
}
