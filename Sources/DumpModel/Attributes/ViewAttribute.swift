/// One attribute of `<view>`: its name in every format, the kind of its value, its default,
/// and how it is read into and written from `ViewAttributes`. `ViewAttributeTable.all` lists
/// them; the XML reader and writer, the JSON form and the RELAX NG schema are driven by it
/// (docs/model.md, "The view attribute table").
public struct ViewAttribute: Sendable {
  public let name: String
  public let kind: ValueKind
  /// The default as the dump writes it (`YES`, `250 250`); nil when the attribute is required
  /// (`class`, `address`) or absent by default (`frame`).
  public let defaultText: String?
  public let isRequired: Bool
  private let parse: @Sendable (ValueBytes, inout ViewAttributes) throws(ValueProblem) -> Void
  private let write: @Sendable (ViewAttributes) -> AttributeValue?

  /// Reads the attribute's text (the XML form's: `YES`, `0 16 0 16`) into `attributes`.
  public func read(_ bytes: ValueBytes, into attributes: inout ViewAttributes)
    throws(ValueProblem)
  {
    try parse(bytes, &attributes)
  }

  /// The value to write, or nil when it is the default (a default is not written).
  public func value(of attributes: ViewAttributes) -> AttributeValue? { write(attributes) }

  /// An attribute stored with a default.
  static func field<Value: Equatable & Sendable>(
    _ name: String, _ codec: Codec<Value>, default defaultValue: Value,
    required: Bool = false,
    get: @escaping @Sendable (ViewAttributes) -> Value,
    set: @escaping @Sendable (inout ViewAttributes, Value) -> Void
  ) -> ViewAttribute {
    ViewAttribute(
      name: name, kind: codec.kind,
      defaultText: required ? nil : codec.output(defaultValue).text, isRequired: required,
      parse: reader(codec, set),
      write: { attributes in
        let value = get(attributes)
        return !required && value == defaultValue ? nil : codec.output(value)
      })
  }

  /// An attribute that may be absent.
  static func optional<Value: Sendable>(
    _ name: String, _ codec: Codec<Value>,
    get: @escaping @Sendable (ViewAttributes) -> Value?,
    set: @escaping @Sendable (inout ViewAttributes, Value) -> Void
  ) -> ViewAttribute {
    ViewAttribute(
      name: name, kind: codec.kind, defaultText: nil, isRequired: false,
      parse: reader(codec, set), write: { attributes in get(attributes).map(codec.output) })
  }

  /// Reads a value with `codec` and stores it with `set`.
  private static func reader<Value: Sendable>(
    _ codec: Codec<Value>, _ set: @escaping @Sendable (inout ViewAttributes, Value) -> Void
  ) -> @Sendable (ValueBytes, inout ViewAttributes) throws(ValueProblem) -> Void {
    { bytes, attributes throws(ValueProblem) in set(&attributes, try codec.parse(bytes)) }
  }
}

/// How a value of one Swift type is read (with `ValueParser`) and written.
struct Codec<Value: Sendable>: Sendable {
  var kind: ValueKind
  var parse: @Sendable (ValueBytes) throws(ValueProblem) -> Value
  var output: @Sendable (Value) -> AttributeValue
}

extension Codec where Value == String {
  static let string = Codec(
    kind: .string, parse: { ValueParser.string($0) }, output: { .string($0) })
}

extension Codec where Value == Double {
  static let number = Codec(
    kind: .number, parse: { bytes throws(ValueProblem) in try ValueParser.number(bytes) },
    output: { .number($0) })
}

extension Codec where Value == Int {
  static let integer = Codec(
    kind: .integer, parse: { bytes throws(ValueProblem) in try ValueParser.integer(bytes) },
    output: { .number(Double($0)) })
}

extension Codec where Value == Bool {
  static let bool = Codec(
    kind: .bool, parse: { bytes throws(ValueProblem) in try ValueParser.bool(bytes) },
    output: { .bool($0) })
}

extension Codec where Value == Rect {
  static let rect = Codec(
    kind: .rect, parse: { bytes throws(ValueProblem) in try ValueParser.rect(bytes) },
    output: { .rect($0) })
}

extension Codec where Value == Size {
  static let size = Codec(
    kind: .numbers(count: 2),
    parse: { bytes throws(ValueProblem) in try ValueParser.size(bytes) },
    output: { .numbers([$0.width, $0.height]) })
}

extension Codec where Value == AxisPriorities {
  static let priorities = Codec(
    kind: .numbers(count: 2),
    parse: { bytes throws(ValueProblem) in try ValueParser.priorities(bytes) },
    output: { .numbers([$0.horizontal, $0.vertical]) })
}

extension Codec where Value == Insets {
  static let insets = Codec(
    kind: .numbers(count: 4),
    parse: { bytes throws(ValueProblem) in try ValueParser.insets(bytes) },
    output: { .numbers([$0.top, $0.left, $0.bottom, $0.right]) })
}

extension Codec where Value == AutoresizingMask {
  static let autoresizingMask = Codec(
    kind: .autoresizingMask,
    parse: { bytes throws(ValueProblem) in try ValueParser.autoresizingMask(bytes) },
    output: { .string($0.uikitNames) })
}

extension Codec where Value == [String] {
  static let words = Codec(
    kind: .words, parse: { ValueParser.words($0) },
    output: { .string($0.joined(separator: " ")) })
}

extension Codec {
  /// One of an enumeration's raw values.
  static func choice(_ type: Value.Type) -> Codec
  where Value: RawRepresentable & CaseIterable, Value.RawValue == String {
    Codec(
      kind: .choice(type),
      parse: { bytes throws(ValueProblem) in try ValueParser.choice(bytes, type) },
      output: { .string($0.rawValue) })
  }
}
