/// The attributes of `<hierarchy>`, `<guide>`, `<constraint>` and `<patch>`, in the order the
/// writers write them (docs/format.md). Like `ViewAttributeTable`, each is the one list the
/// XML reader and writer, the JSON form and the RELAX NG schema take that element's
/// attributes from; adding an attribute is a field of the model value and a row here
/// (docs/model.md, "The attribute tables").

/// `<hierarchy>`'s attributes but `format`, the version every reader checks first and every
/// writer writes first (`format="1"`).
public enum HierarchyAttributeTable {
  public static let table = AttributeTable<DumpMetadata>(
    element: "hierarchy",
    [
      .optional("os", .string, get: { $0.os }, set: { $0.os = $1 }),
      .optional("screen", .size, get: { $0.screen }, set: { $0.screen = $1 }),
      .optional("scale", .scale, get: { $0.scale }, set: { $0.scale = $1 }),
      .field(
        "direction", .choice(LayoutDirection.self), default: .leftToRight,
        get: { $0.direction }, set: { $0.direction = $1 }),
      .optional("source", .string, get: { $0.source }, set: { $0.source = $1 }),
      .field(
        "logsCut", .logNumbers, default: [], get: { $0.logsCut }, set: { $0.logsCut = $1 }),
      .field(
        "logsWithoutPreamble", .logNumbers, default: [], get: { $0.logsWithoutPreamble },
        set: { $0.logsWithoutPreamble = $1 }),
    ])
}

public enum GuideAttributeTable {
  public static let table = AttributeTable<LayoutGuide>(
    element: "guide",
    [
      .field(
        "address", .address, default: "", required: true, get: { $0.address },
        set: { $0.address = $1 }),
      .field(
        "class", .string, default: "UILayoutGuide", get: { $0.className },
        set: { $0.className = $1 }),
      .optional("identifier", .string, get: { $0.identifier }, set: { $0.identifier = $1 }),
      .optional("frame", .rect, get: { $0.frame }, set: { $0.frame = $1 }),
      .field(
        "ambiguous", .words, default: [], get: { $0.ambiguous }, set: { $0.ambiguous = $1 }),
    ])
}

/// `<constraint>`'s attributes, its items by address. `first` and `firstAttribute` are
/// required of a constraint written as attributes, not of one written in UIKit's notation
/// (the element's text), which the readers check.
public enum ConstraintAttributeTable {
  public static let table = AttributeTable<LayoutConstraint>(
    element: "constraint",
    rows(
      first: .field(
        "first", .address, default: "", required: true, get: { $0.first },
        set: { $0.first = $1 }),
      second: .optional("second", .address, get: { $0.second }, set: { $0.second = $1 })))

  /// The same rows over a document's constraint, its items by id: `first` and `second` are
  /// placeholders, the addresses written by `Document.forEachKnownValue(of:_:)`, so that a
  /// writer reads the stored constraint without making one that names its items by address
  /// (`addressedConstraint` copied every field of every constraint written).
  static let itemTable = AttributeTable<DocumentConstraint>(
    element: "constraint",
    rows(
      first: .placeholder("first", .address, required: true),
      second: .placeholder("second", .address, required: false)))

  /// The rows of a constraint naming its items by `Item`, with the rows of its items: the one
  /// list of both tables.
  private static func rows<Item>(
    first: AttributeRow<LayoutConstraintOf<Item>>, second: AttributeRow<LayoutConstraintOf<Item>>
  ) -> [AttributeRow<LayoutConstraintOf<Item>>] {
    [
      .optional("address", .string, get: { $0.address }, set: { $0.address = $1 }),
      .field(
        "class", .string, default: UIKitConstraintClass.layoutConstraint, get: { $0.className },
        set: { $0.className = $1 }),
      first,
      .field(
        "firstAttribute", .layoutAttribute, default: .notAnAttribute, required: true,
        get: { $0.firstAttribute }, set: { $0.firstAttribute = $1 }),
      .field(
        "relation", .relation, default: .equal, get: { $0.relation },
        set: { $0.relation = $1 }),
      second,
      .field(
        "secondAttribute", .layoutAttribute, default: .notAnAttribute,
        get: { $0.secondAttribute }, set: { $0.secondAttribute = $1 }),
      .field(
        "multiplier", .multiplier, default: 1, get: { $0.multiplier },
        set: { $0.multiplier = $1 }),
      .field("constant", .number, default: 0, get: { $0.constant }, set: { $0.constant = $1 }),
      .field(
        "priority", .priority, default: 1000, get: { $0.priority }, set: { $0.priority = $1 }),
      .optional("identifier", .string, get: { $0.identifier }, set: { $0.identifier = $1 }),
      .field("active", .bool, default: true, get: { $0.active }, set: { $0.active = $1 }),
      .field("broken", .bool, default: false, get: { $0.broken }, set: { $0.broken = $1 }),
      .field("logs", .logNumbers, default: [], get: { $0.logs }, set: { $0.logs = $1 }),
      .field(
        "brokenInLogs", .logNumbers, default: [], get: { $0.brokenInLogs },
        set: { $0.brokenInLogs = $1 }),
      .optional("origin", .string, get: { $0.origin }, set: { $0.origin = $1 }),
    ]
  }

  public static let firstPosition = 2
  public static let firstAttributePosition = 3
  public static let secondPosition = 5
  public static let secondAttributePosition = 6
}

/// `<patch>`'s attributes; its options (`side`, `gap`, …) follow as written, kept as the
/// record's `options`. (`<added>` has one attribute, `address`, read and written beside its
/// text.)
public enum PatchAttributeTable {
  public static let table = AttributeTable<PatchRecord>(
    element: "patch",
    [
      .field(
        "name", .string, default: "", required: true, get: { $0.name }, set: { $0.name = $1 })
    ])
}
