/// Every attribute of `<view>`, in the order the writers write them (the dump format's
/// order): the one list the XML reader and writer, the JSON form, the RELAX NG schema and the
/// LLDB reader take their view attributes from. Adding an attribute is a field of
/// `ViewAttributes` and a row here (docs/model.md, "The attribute tables").
public enum ViewAttributeTable {
  public static let table = AttributeTable<ViewAttributes>(
    element: "view",
    [
      .field(
        "class", .string, default: "", required: true, get: { $0.className },
        set: { $0.className = $1 }),
      .field(
        "address", .address, default: "", required: true, get: { $0.address },
        set: { $0.address = $1 }),
      .optional("frame", .rect, get: { $0.frame }, set: { $0.frame = $1 }),
      .optional("bounds", .rect, get: { $0.bounds }, set: { $0.bounds = $1 }),
      .field(
        "translatesAutoresizingMaskIntoConstraints", .bool, default: true,
        get: { $0.translatesAutoresizingMaskIntoConstraints },
        set: { $0.translatesAutoresizingMaskIntoConstraints = $1 }),
      .field(
        "autoresizingMask", .autoresizingMask, default: [], get: { $0.autoresizingMask },
        set: { $0.autoresizingMask = $1 }),
      .optional("margins", .insets, get: { $0.margins }, set: { $0.margins = $1 }),
      .optional("intrinsicSize", .size, get: { $0.intrinsicSize }, set: { $0.intrinsicSize = $1 }),
      .field(
        "hugging", .priorities, default: .defaultHugging, get: { $0.hugging },
        set: { $0.hugging = $1 }),
      .field(
        "compressionResistance", .priorities, default: .defaultCompressionResistance,
        get: { $0.compressionResistance }, set: { $0.compressionResistance = $1 }),
      .field(
        "axis", .choice(Axis.self), default: .horizontal, get: { $0.axis }, set: { $0.axis = $1 }),
      .field(
        "distribution", .choice(StackDistribution.self), default: .fill,
        get: { $0.distribution }, set: { $0.distribution = $1 }),
      .field(
        "alignment", .choice(StackAlignment.self), default: .fill, get: { $0.alignment },
        set: { $0.alignment = $1 }),
      .field("spacing", .number, default: 0, get: { $0.spacing }, set: { $0.spacing = $1 }),
      .field(
        "layoutMarginsRelativeArrangement", .bool, default: false,
        get: { $0.layoutMarginsRelativeArrangement },
        set: { $0.layoutMarginsRelativeArrangement = $1 }),
      .optional("arranged", .bool, get: { $0.arranged }, set: { $0.arranged = $1 }),
      .field("hidden", .bool, default: false, get: { $0.hidden }, set: { $0.hidden = $1 }),
      .field("alpha", .number, default: 1, get: { $0.alpha }, set: { $0.alpha = $1 }),
      .field(
        "userInteractionEnabled", .bool, default: true, get: { $0.userInteractionEnabled },
        set: { $0.userInteractionEnabled = $1 }),
      .optional("title", .string, get: { $0.title }, set: { $0.title = $1 }),
      .optional("identifier", .string, get: { $0.identifier }, set: { $0.identifier = $1 }),
      .optional("tag", .integer, get: { $0.tag }, set: { $0.tag = $1 }),
      .field(
        "layoutEngineHost", .bool, default: false, get: { $0.layoutEngineHost },
        set: { $0.layoutEngineHost = $1 }),
      .field("ambiguous", .words, default: [], get: { $0.ambiguous }, set: { $0.ambiguous = $1 }),
    ])

  public static var all: [ViewAttribute] { table.all }
  public static var names: [String] { table.names }
  public static var positions: [String: Int] { table.positions }

  /// Reads the attribute at `position` of `all` into `attributes`: the readers' hot path.
  @inline(__always)
  public static func read(
    _ position: Int, _ bytes: ValueBytes, into attributes: inout ViewAttributes
  ) throws(ValueProblem) {
    try table.read(position, bytes, into: &attributes)
  }

  /// The positions of `class` and `address`, the attributes a view must have.
  public static let classPosition = 0
  public static let addressPosition = 1

  /// The attribute called `name`, or nil when `<view>` has none by that name (an unknown
  /// attribute, kept verbatim).
  public static func attribute(named name: String) -> ViewAttribute? {
    table.attribute(named: name)
  }
}

extension ViewAttributes {
  /// The known attributes to write, in the table's order, defaults left out (class and
  /// address always), then the unknown ones in the order read.
  public var attributeValues: [(name: String, value: AttributeValue)] {
    ViewAttributeTable.table.values(of: self, unknown: unknownAttributes)
  }
}
