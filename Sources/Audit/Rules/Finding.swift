import DumpModel

/// One problem `inspect check` found: its rule and level, a one-line explanation and a
/// one-line fix, where it is (the view's line and column in the dump) and the items it names.
public struct Finding: Sendable, Hashable {
  public var rule: Rule
  public var level: Level
  /// What is wrong, with the numbers: `hit area 40 × 40 pt, under 44 × 44 pt`.
  public var message: String
  /// What to do: `grow it to 44 × 44 pt: inspect patch --patch tap-area`.
  public var fix: String
  /// The first item's (or the constraint's) place in the dump; nil for one built in code.
  public var location: SourceLocation?
  /// The items it is about, the located one first.
  public var items: [ItemID]
  /// The addresses of `items`: what tells a finding of a dump from the same finding after a
  /// patch (ids are the document's own).
  public var addresses: [String]

  public init(
    rule: Rule, level: Level? = nil, message: String, fix: String, location: SourceLocation?,
    items: [ItemID], addresses: [String]
  ) {
    self.rule = rule
    self.level = level ?? rule.defaultLevel
    self.message = message
    self.fix = fix
    self.location = location
    self.items = items
    self.addresses = addresses
  }

  /// The same finding in two dumps of one bar (before and after a patch): its rule and items.
  public var key: Key { Key(rule: rule, addresses: addresses) }

  public struct Key: Sendable, Hashable {
    public var rule: Rule
    public var addresses: [String]
  }
}
