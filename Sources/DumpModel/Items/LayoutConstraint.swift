/// A constraint of a dump, structured:
/// `first.firstAttribute REL multiplier × second.secondAttribute + constant @priority`.
///
/// `Item` is how the constraint names its items: an address in the tree form
/// (`LayoutConstraint`: views and guides of the same dump, or a name such as `BackButton` for
/// items a log names without an address), an `ItemID` in a `Document`
/// (`DocumentConstraint`). Everything else is the same in both.
public struct LayoutConstraintOf<Item: Hashable & Sendable>: Sendable, Hashable {
  public var address: String?
  /// `NSLayoutConstraint` by default; `NSAutoresizingMaskLayoutConstraint`,
  /// `NSContentSizeLayoutConstraint`, `_UILayoutSupportConstraint`, …
  public var className: String = UIKitConstraintClass.layoutConstraint
  public var first: Item
  public var firstAttribute: LayoutAttribute
  public var relation: LayoutRelation = .equal
  public var second: Item?
  public var secondAttribute: LayoutAttribute = .notAnAttribute
  public var multiplier: Double = 1
  public var constant: Double = 0
  /// 1…1000, fractions allowed; 1000 is required.
  public var priority: Double = 1000
  public var identifier: String?
  public var active: Bool = true
  /// UIKit's log says it broke this constraint.
  public var broken: Bool = false
  /// The "Unable to simultaneously satisfy constraints" logs of the text it was read from that
  /// print it, by number (1 for the first log of the paste), in print order: each log is its
  /// own event (docs/conflicts.md). Empty for a constraint no log printed.
  public var logs: [Int] = []
  /// The logs whose "Will attempt to recover by breaking constraint" names it (a constraint
  /// printed again in a later engine's log may be broken there again).
  public var brokenInLogs: [Int] = []
  /// Written by `inspect` on constraints it added: `patch:pin`.
  public var origin: String?
  public var unknownAttributes: [UnknownAttribute] = []
  /// Elements of `<constraint>` this version does not know, kept in the order read.
  public var unknownElements: [UnknownElement] = []

  /// Where the constraint was read; not part of equality.
  public var location: SourceLocation? {
    get { _location.value }
    set { _location.value = newValue }
  }
  @usableFromInline var _location = IgnoredInEquality<SourceLocation?>(nil)

  /// Inlinable: readers in other modules make one per constraint, and a generic call would
  /// look the type's metadata up each time.
  @inlinable
  public init(
    address: String? = nil, first: Item, _ firstAttribute: LayoutAttribute,
    _ relation: LayoutRelation = .equal, second: Item? = nil,
    _ secondAttribute: LayoutAttribute = .notAnAttribute, multiplier: Double = 1,
    constant: Double = 0, priority: Double = 1000, identifier: String? = nil
  ) {
    self.address = address
    self.first = first
    self.firstAttribute = firstAttribute
    self.relation = relation
    self.second = second
    self.secondAttribute = secondAttribute
    self.multiplier = multiplier
    self.constant = constant
    self.priority = priority
    self.identifier = identifier
  }

  public var isRequired: Bool { priority >= 1000 }

  /// The same constraint naming its items another way (addresses ↔ document ids).
  public func mapItems<Other>(_ transform: (Item) throws -> Other) rethrows
    -> LayoutConstraintOf<Other>
  {
    withItems(try transform(first), try second.map(transform))
  }

  /// The same constraint relating `first` and `second` instead.
  public func withItems<Other>(_ first: Other, _ second: Other?) -> LayoutConstraintOf<Other> {
    var copy = LayoutConstraintOf<Other>(
      address: address, first: first, firstAttribute, relation, second: second,
      secondAttribute, multiplier: multiplier, constant: constant, priority: priority,
      identifier: identifier)
    copy.className = className
    copy.active = active
    copy.broken = broken
    copy.logs = logs
    copy.brokenInLogs = brokenInLogs
    copy.origin = origin
    copy.unknownAttributes = unknownAttributes
    copy.unknownElements = unknownElements
    copy.location = location
    return copy
  }

  /// The value of an attribute this version keeps verbatim (`hugging`, `autoresizingMask` of
  /// a constraint read from UIKit's text), or nil.
  package func unknownAttribute(_ name: String) -> String? {
    unknownAttributes.first { $0.name == name }?.value
  }
}

/// A constraint of the tree form: its items by address.
public typealias LayoutConstraint = LayoutConstraintOf<String>
