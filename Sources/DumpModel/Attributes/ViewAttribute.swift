/// One attribute of `<view>`: its name in every format, the kind of its value, its default,
/// and how it is read into and written from `ViewAttributes`. `ViewAttributeTable.all` lists
/// them; the XML reader and writer, the JSON form and the RELAX NG schema are driven by it
/// (docs/model.md, "The view attribute table").
public struct ViewAttribute: Sendable {
  typealias Reader = @Sendable (ValueBytes, inout ViewAttributes) throws(ValueProblem) -> Void

  public let name: String
  public let kind: ValueKind
  /// The default as the dump writes it (`YES`, `250 250`); nil when the attribute is required
  /// (`class`, `address`) or absent by default (`frame`).
  public let defaultText: String?
  public let isRequired: Bool
  /// Reads the attribute's text into the attributes.
  let parse: Reader
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
  static func field<C: ValueCodec>(
    _ name: String, _ codec: Codec<C>, default defaultValue: C.Value, required: Bool = false,
    get: @escaping @Sendable (ViewAttributes) -> C.Value,
    set: @escaping @Sendable (inout ViewAttributes, C.Value) -> Void
  ) -> ViewAttribute where C.Value: Equatable {
    ViewAttribute(
      name: name, kind: C.kind, defaultText: required ? nil : C.output(defaultValue).text,
      isRequired: required, parse: reader(codec, set),
      write: { attributes in
        let value = get(attributes)
        return !required && value == defaultValue ? nil : C.output(value)
      })
  }

  /// An attribute that may be absent.
  static func optional<C: ValueCodec>(
    _ name: String, _ codec: Codec<C>,
    get: @escaping @Sendable (ViewAttributes) -> C.Value?,
    set: @escaping @Sendable (inout ViewAttributes, C.Value) -> Void
  ) -> ViewAttribute {
    ViewAttribute(
      name: name, kind: C.kind, defaultText: nil, isRequired: false,
      parse: reader(codec, set), write: { attributes in get(attributes).map(C.output) })
  }

  /// Reads a value with the codec and stores it with `set`: one call through the row, one to
  /// `set`; the parser is called directly.
  private static func reader<C: ValueCodec>(
    _ codec: Codec<C>, _ set: @escaping @Sendable (inout ViewAttributes, C.Value) -> Void
  ) -> Reader {
    { bytes, attributes throws(ValueProblem) in set(&attributes, try C.parse(bytes)) }
  }
}
