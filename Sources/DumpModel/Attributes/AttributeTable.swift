/// The attributes of one element of the dump, in the order the writers write them (the dump
/// format's order, docs/format.md): the one list the XML reader and writer, the JSON form and
/// the RELAX NG schema take that element's attributes from (docs/model.md, "The attribute
/// tables"). Attributes not in the table are kept verbatim as unknown attributes.
public struct AttributeTable<Model>: Sendable {
  /// The element's name: `view`, `guide`, `constraint`, `hierarchy`, `patch`.
  public let element: String
  public let all: [AttributeRow<Model>]
  /// The attributes' names, in the table's order.
  public let names: [String]
  /// The kinds of their values, in the table's order.
  public let kinds: [ValueKind]
  /// The position in `all` of each attribute, by name.
  public let positions: [String: Int]
  /// The readers alone: the readers' hot path does not copy a row for each attribute read.
  /// (`read` and `forEachValue` are inlinable, so that the reader's or writer's module
  /// specializes them: unspecialized, they looked the closures' type metadata up at run time
  /// for every attribute.)
  @usableFromInline let readers: [@Sendable (ValueBytes, inout Model) throws(ValueProblem) -> Void]
  /// The writers alone, for the same reason: `forEachValue` is the writers' hot path.
  @usableFromInline let writers: [Writer]

  /// A row's writer (`AttributeRow.Writer`), in a structure: a closure stored as an array's
  /// element is stored at the most general abstraction (its result too), and was called
  /// through a thunk that returned its `Void` indirectly, for every attribute written (the
  /// XML writer at 200 bars: 56.2M → 53.3M instructions). A structure's field keeps the
  /// closure's own type.
  @usableFromInline struct Writer: Sendable {
    @usableFromInline let write: @Sendable (inout Model, inout AttributeValue?) -> Void
  }

  init(element: String, _ rows: [AttributeRow<Model>]) {
    self.element = element
    all = rows
    names = rows.map(\.name)
    kinds = rows.map(\.kind)
    positions = Dictionary(uniqueKeysWithValues: rows.enumerated().map { ($1.name, $0) })
    readers = rows.map(\.parse)
    writers = rows.map { Writer(write: $0.write) }
  }

  /// Reads the attribute at `position` of `all` into `model`.
  @inlinable @inline(__always)
  public func read(_ position: Int, _ bytes: ValueBytes, into model: inout Model)
    throws(ValueProblem)
  {
    try readers[position](bytes, &model)
  }

  /// The attribute called `name`, or nil when the element has none by that name.
  public func attribute(named name: String) -> AttributeRow<Model>? {
    positions[name].map { all[$0] }
  }

  /// The attributes the element must have, in order.
  public var required: [AttributeRow<Model>] { all.filter(\.isRequired) }

  /// Calls `body` with each known attribute to write, in the table's order, defaults left out
  /// (required ones always), then with `unknown` in the order written (`inWrittenOrder`):
  /// what a writer writes, without making a list.
  @inlinable @inline(__always)
  public func forEachValue(
    of model: consuming Model, unknown: [UnknownAttribute] = [],
    _ body: (_ name: String, _ value: AttributeValue) -> Void
  ) {
    forEachKnownValue(of: model) { body(names[$0], $1) }
    for attribute in unknown.inWrittenOrder { body(attribute.name, .string(attribute.value)) }
  }

  /// Calls `body` with the position in `all` and the value of each known attribute to write,
  /// in the table's order, defaults left out (required ones always): `forEachValue` without
  /// the unknown attributes, for a writer that keeps each name's bytes by position (the XML
  /// writer).
  @inlinable @inline(__always)
  public func forEachKnownValue(
    of model: consuming Model, _ body: (_ position: Int, _ value: AttributeValue) -> Void
  ) {
    // The writers read it in place (`AttributeRow.Writer`): a model lent by the caller is
    // copied once, one made for the call is taken over.
    var model = model
    withUnsafeMutablePointer(to: &model) { forEachKnownValue(at: $0, body) }
  }

  /// `forEachKnownValue(of:_:)` of the model at `model`, read where it is: the writers take
  /// it `inout` but never change it (`AttributeRow.Writer`), so a model stored in an array
  /// (a document's views, guides, constraints) is written without a copy of it.
  @inlinable @inline(__always)
  func forEachKnownValue(
    at model: UnsafeMutablePointer<Model>,
    _ body: (_ position: Int, _ value: AttributeValue) -> Void
  ) {
    var written: AttributeValue?
    for position in writers.indices {
      writers[position].write(&model.pointee, &written)
      if let value = written { body(position, value) }
    }
  }

  /// The known attributes to write, in the table's order, defaults left out (required ones
  /// always), then `unknown` in the order written (`inWrittenOrder`).
  public func values(of model: Model, unknown: [UnknownAttribute] = [])
    -> [(name: String, value: AttributeValue)]
  {
    var list: [(name: String, value: AttributeValue)] = []
    list.reserveCapacity(4 + unknown.count)
    var model = model
    var written: AttributeValue?
    for position in writers.indices {
      writers[position].write(&model, &written)
      if let value = written { list.append((names[position], value)) }
    }
    for attribute in unknown.inWrittenOrder {
      list.append((attribute.name, .string(attribute.value)))
    }
    return list
  }
}
