/// The JSON shape of each kind of value (docs/format.md, "The JSON form"), and reading a
/// member by its element's attribute table.
enum JSONShape {
  case string, number, bool, pair, quad, rect, words, numbers

  /// The shape a value of `kind` is written with.
  init(_ kind: ValueKind) {
    switch kind {
    case .rect: self = .rect
    case .numbers(let count): self = count == 2 ? .pair : .quad
    case .number, .integer, .multiplier: self = .number
    case .bool: self = .bool
    case .words: self = .words
    case .positiveIntegers: self = .numbers
    case .string, .address, .choice, .autoresizingMask: self = .string
    }
  }

  var expected: String {
    switch self {
    case .string: return "a string"
    case .number: return "a number"
    case .bool: return "true or false"
    case .pair: return "an array of 2 numbers"
    case .quad: return "an array of 4 numbers"
    case .rect: return "an array [x, y, width, height]"
    case .words: return "an array of strings"
    case .numbers: return "an array of numbers"
    }
  }
}

extension JSONDocumentReader {
  /// Reads member `key` into `model` by the table's row for it.
  /// - Returns: nil when the table knows `key`; else the member as an unknown attribute.
  func read<Model>(
    _ key: String, _ node: JSONNode, element: @autoclosure () -> String,
    _ table: AttributeTable<Model>, into model: inout Model
  ) throws(ReadError) -> UnknownAttribute? {
    guard let position = table.positions[key] else { return try unknownAttribute(key, node) }
    let text = try scalarText(
      node, element: element(), attribute: key, shape: JSONShape(table.kinds[position]))
    do throws(ValueProblem) {
      try text.withValueBytes { (bytes: ValueBytes) throws(ValueProblem) in
        try table.read(position, bytes, into: &model)
      }
    } catch {
      switch error {
      case .nonFinite:
        throw self.error(
          .nonFiniteNumber(element: element(), attribute: key, value: node.text), node.offset)
      case .invalid(let expected):
        throw self.error(
          .invalidValue(
            element: element(), attribute: key, value: node.text, expected: expected),
          node.offset)
      }
    }
    return nil
  }

  /// The XML text of a JSON value of the attribute's shape, or an error naming the shape.
  func scalarText(
    _ node: JSONNode, element: @autoclosure () -> String, attribute: String, shape: JSONShape
  ) throws(ReadError) -> String {
    func wrong() -> ReadError {
      error(
        .invalidValue(
          element: element(), attribute: attribute, value: node.text, expected: shape.expected),
        node.offset)
    }
    switch (shape, node.value) {
    case (.string, .string(let text)): return text
    case (.number, .number(let text)): return text
    case (.number, .string(let text)): return text  // a `16:9` multiplier
    case (.bool, .bool(let value)): return value ? "YES" : "NO"
    case (.words, .string(let text)): return text  // as the JSON form first wrote it
    case (.words, .array(let items)):
      var words: [String] = []
      for item in items {
        guard case .string(let word) = item.value else { throw wrong() }
        words.append(word)
      }
      return words.joined(separator: " ")
    case (.numbers, .array(let items)):
      var numbers: [String] = []
      for item in items {
        guard case .number(let text) = item.value else { throw wrong() }
        numbers.append(text)
      }
      return numbers.joined(separator: " ")
    case (.pair, .array(let items)), (.quad, .array(let items)), (.rect, .array(let items)):
      let wanted = shape == .pair ? 2 : 4
      var numbers: [String] = []
      for item in items {
        guard case .number(let text) = item.value else { throw wrong() }
        numbers.append(text)
      }
      guard numbers.count == wanted else { throw wrong() }
      if shape == .rect { return "\(numbers[0]) \(numbers[1]); \(numbers[2]) \(numbers[3])" }
      return numbers.joined(separator: " ")
    default: throw wrong()
    }
  }

  func unknownAttribute(_ key: String, _ node: JSONNode) throws(ReadError) -> UnknownAttribute {
    switch node.value {
    case .string(let text), .number(let text): return UnknownAttribute(name: key, value: text)
    case .bool(let value): return UnknownAttribute(name: key, value: value ? "YES" : "NO")
    default:
      throw error(
        .invalidValue(
          element: "an unknown", attribute: key, value: node.text,
          expected: "a string, a number or true/false"),
        node.offset)
    }
  }

  func object(_ node: JSONNode, _ what: String) throws(ReadError)
    -> [(key: String, node: JSONNode)]
  {
    guard case .object(let members) = node.value else {
      throw error(.invalidJSON("expected an object for a \(what), found \(node.text)"), node.offset)
    }
    return members
  }

  func array(_ node: JSONNode, _ key: String) throws(ReadError) -> [JSONNode] {
    guard case .array(let items) = node.value else {
      throw error(.invalidJSON("'\(key)' must be an array"), node.offset)
    }
    return items
  }

  /// `view 'UIButton'`: the element and the value of its naming member, when it has one.
  func describe(
    _ element: String, _ members: [(key: String, node: JSONNode)], _ naming: String
  ) -> String {
    guard let node = members.first(where: { $0.key == naming })?.node,
      case .string(let name) = node.value
    else { return element }
    return "\(element) '\(name)'"
  }

  func error(_ reason: ReadError.Reason, _ offset: Int) -> ReadError {
    var positions = self.positions
    return ReadError(reason, at: positions.location(at: offset))
  }
}
