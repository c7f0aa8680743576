import DumpModel

/// An attribute with different values before and after (a view's `margins`, `hidden`, …; a
/// guide's `identifier`; the dump's `os`), as the dump writes them.
public struct AttributeChange: Sendable, Hashable {
  /// The view or guide (in the after document); nil for an attribute of `<hierarchy>`.
  public var item: ItemID?
  public var address: String
  /// `Class:0x…'label'`, or `hierarchy`.
  public var name: String
  public var attribute: String
  /// The value as written; "" when absent.
  public var before: String
  public var after: String

  public init(
    item: ItemID?, address: String, name: String, attribute: String, before: String,
    after: String
  ) {
    self.item = item
    self.address = address
    self.name = name
    self.attribute = attribute
    self.before = before
    self.after = after
  }

  /// Every attribute of `<view>` the model's table lists (docs/model.md, "The view attribute
  /// table") but `address` (what matches the views) and `frame` (reported as moved), then the
  /// unknown attributes by name, with their written values (a default written as the dump
  /// would: `hidden` NO).
  static func changes(
    from before: ViewAttributes, to after: ViewAttributes, item: ItemID, in document: Document
  ) -> [AttributeChange] {
    if equalButFrame(before, after, \.frame) { return [] }
    var pairs: [(String, String, String)] = []
    for attribute in ViewAttributeTable.all where attribute.name != "address" {
      guard attribute.name != "frame" else { continue }
      let was = attribute.value(of: before)
      let now = attribute.value(of: after)
      if was != now {
        pairs.append(
          (
            attribute.name, was?.text ?? attribute.defaultText ?? "",
            now?.text ?? attribute.defaultText ?? ""
          ))
      }
    }
    pairs += unknownChanges(before.unknownAttributes, after.unknownAttributes)
    return changes(pairs, of: item, in: document)
  }

  /// A guide's attributes (`<guide>` has no table yet: its class, identifier and `ambiguous`,
  /// then its unknown attributes).
  static func changes(
    from before: LayoutGuide, to after: LayoutGuide, item: ItemID, in document: Document
  ) -> [AttributeChange] {
    if equalButFrame(before, after, \.frame) { return [] }
    var pairs: [(String, String, String)] = [
      ("class", before.className, after.className),
      ("identifier", before.identifier ?? "", after.identifier ?? ""),
      (
        "ambiguous", before.ambiguous.joined(separator: " "),
        after.ambiguous.joined(separator: " ")
      ),
    ].filter { $0.1 != $0.2 }
    pairs += unknownChanges(before.unknownAttributes, after.unknownAttributes)
    return changes(pairs, of: item, in: document)
  }

  /// The dump's own attributes (`<hierarchy>` has no table yet either).
  static func changes(from before: DumpMetadata, to after: DumpMetadata) -> [AttributeChange] {
    func text(_ metadata: DumpMetadata) -> [(String, String)] {
      [
        ("format", String(metadata.format)), ("os", metadata.os ?? ""),
        ("screen", metadata.screen?.description ?? ""),
        ("scale", metadata.scale.map(formatNumber) ?? ""),
        ("direction", metadata.direction.rawValue), ("source", metadata.source ?? ""),
      ]
    }
    var pairs = zip(text(before), text(after)).filter { $0.1 != $1.1 }.map { ($0.0, $0.1, $1.1) }
    pairs += unknownChanges(before.unknownAttributes, after.unknownAttributes)
    return pairs.map {
      AttributeChange(
        item: nil, address: "", name: "hierarchy", attribute: $0.0, before: $0.1, after: $0.2)
    }
  }

  /// Whether two values differ in nothing but their frame (reported as moved, not here).
  private static func equalButFrame<Value: Equatable>(
    _ a: Value, _ b: Value, _ frame: WritableKeyPath<Value, Rect?>
  ) -> Bool {
    var a = a
    a[keyPath: frame] = b[keyPath: frame]
    return a == b
  }

  /// The changes of an item, from (attribute, before, after) triples.
  private static func changes(
    _ pairs: [(String, String, String)], of item: ItemID, in document: Document
  ) -> [AttributeChange] {
    let (address, name) = (document.address(of: item), document.name(of: item))
    return pairs.map {
      AttributeChange(
        item: item, address: address, name: name, attribute: $0.0, before: $0.1, after: $0.2)
    }
  }

  /// Unknown attributes that differ, by name: the before list's order, then names only after.
  private static func unknownChanges(_ before: [UnknownAttribute], _ after: [UnknownAttribute])
    -> [(String, String, String)]
  {
    guard before != after else { return [] }
    let was = Dictionary(before.map { ($0.name, $0.value) }, uniquingKeysWith: { a, _ in a })
    let now = Dictionary(after.map { ($0.name, $0.value) }, uniquingKeysWith: { a, _ in a })
    var names = before.map(\.name)
    names += after.map(\.name).filter { was[$0] == nil }
    var seen: Set<String> = []
    return names.compactMap { name in
      guard seen.insert(name).inserted, was[name] != now[name] else { return nil }
      return (name, was[name] ?? "", now[name] ?? "")
    }
  }
}
