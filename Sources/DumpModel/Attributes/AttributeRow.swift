/// One attribute of an element of the dump: its name in every format, the kind of its value,
/// its default, and how it is read into and written from the element's model value (`Model`:
/// `ViewAttributes`, `LayoutGuide`, `LayoutConstraint`, `DumpMetadata`, `PatchRecord`). The
/// tables (`ViewAttributeTable`, `GuideAttributeTable`, …) list them; the XML reader and
/// writer, the JSON form and the RELAX NG schema are driven by them (docs/model.md, "The
/// attribute tables").
public struct AttributeRow<Model>: Sendable {
  typealias Reader = @Sendable (ValueBytes, inout Model) throws(ValueProblem) -> Void
  /// Sets `value` to the attribute's value in `model`, nil for a default. Both in place
  /// (`inout`; the model is never changed): a closure of the tables is stored at the most
  /// general abstraction, and one taking the model by value was called through a thunk that
  /// copied the whole model (24 copies of each view written: `memmove` 5 % of `convert`),
  /// one returning its value through a thunk that moved it (3.5 %). An `inout` parameter is
  /// passed the same way at every abstraction: no thunk (Benchmarks/windowbench/RESULTS.md).
  typealias Writer = @Sendable (inout Model, inout AttributeValue?) -> Void
  /// Reads a field in place, as `Writer` does.
  typealias Getter<Value> = @Sendable (inout Model) -> Value

  public let name: String
  public let kind: ValueKind
  /// The default as the dump writes it (`YES`, `250 250`); nil when the attribute is required
  /// (`class`, `address`) or absent by default (`frame`).
  public let defaultText: String?
  public let isRequired: Bool
  /// Reads the attribute's text into the model value.
  let parse: Reader
  let write: Writer
  private let copy: @Sendable (Model, inout Model) -> Void

  /// Reads the attribute's text (the XML form's: `YES`, `0 16 0 16`) into `model`.
  public func read(_ bytes: ValueBytes, into model: inout Model) throws(ValueProblem) {
    try parse(bytes, &model)
  }

  /// The value to write, or nil when it is the default (a default is not written).
  public func value(of model: Model) -> AttributeValue? {
    var model = model
    var value: AttributeValue?
    write(&model, &value)
    return value
  }

  /// Sets the attribute of `target` to its value in `source` (a constraint read from UIKit's
  /// notation takes the attributes its element also has).
  public func copy(from source: Model, to target: inout Model) { copy(source, &target) }

  /// An attribute stored with a default; a required one is always written.
  static func field<C: ValueCodec>(
    _ name: String, _ codec: Codec<C>, default defaultValue: C.Value, required: Bool = false,
    get: @escaping Getter<C.Value>,
    set: @escaping @Sendable (inout Model, C.Value) -> Void
  ) -> AttributeRow where C.Value: Equatable {
    AttributeRow(
      name: name, kind: C.kind, defaultText: required ? nil : C.output(defaultValue).text,
      isRequired: required, parse: reader(codec, set),
      write: { model, written in
        let value = get(&model)
        written = !required && value == defaultValue ? nil : C.output(value)
      },
      copy: { source, target in
        var source = source
        set(&target, get(&source))
      })
  }

  /// An attribute that may be absent (nil) or, with `required`, must be present.
  static func optional<C: ValueCodec>(
    _ name: String, _ codec: Codec<C>, required: Bool = false,
    get: @escaping Getter<C.Value?>,
    set: @escaping @Sendable (inout Model, C.Value) -> Void
  ) -> AttributeRow {
    AttributeRow(
      name: name, kind: C.kind, defaultText: nil, isRequired: required,
      parse: reader(codec, set), write: { model, written in written = get(&model).map(C.output) },
      copy: { source, target in
        var source = source
        if let value = get(&source) { set(&target, value) }
      })
  }

  /// A row that names an attribute the caller writes itself: a document constraint's item
  /// (`ConstraintAttributeTable.itemTable`), written by its address, which the model does not
  /// hold. It writes nothing and reads nothing; its name, kind and requirement are those of
  /// the attribute.
  static func placeholder(_ name: String, _ kind: ValueKind, required: Bool) -> AttributeRow {
    AttributeRow(
      name: name, kind: kind, defaultText: nil, isRequired: required, parse: { _, _ in },
      write: { _, written in written = nil }, copy: { _, _ in })
  }

  /// Reads a value with the codec and stores it with `set`: one call through the row, one to
  /// `set`; the parser is called directly.
  private static func reader<C: ValueCodec>(
    _ codec: Codec<C>, _ set: @escaping @Sendable (inout Model, C.Value) -> Void
  ) -> Reader {
    { bytes, model throws(ValueProblem) in set(&model, try C.parse(bytes)) }
  }
}

/// An attribute of `<view>`.
public typealias ViewAttribute = AttributeRow<ViewAttributes>
