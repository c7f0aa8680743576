/// A constraint of the dump, structured: `first.firstAttribute REL multiplier × second.secondAttribute + constant @priority`.
///
/// Items are referred to by address (views and guides of the same document; a name such as
/// `BackButton` for items a log names without an address).
public struct LayoutConstraint: Sendable, Hashable {
  public var address: String?
  /// `NSLayoutConstraint` by default; `NSAutoresizingMaskLayoutConstraint`,
  /// `NSContentSizeLayoutConstraint`, `_UILayoutSupportConstraint`, …
  public var className: String = "NSLayoutConstraint"
  public var first: String
  public var firstAttribute: LayoutAttribute
  public var relation: LayoutRelation = .equal
  public var second: String?
  public var secondAttribute: LayoutAttribute = .notAnAttribute
  public var multiplier: Double = 1
  public var constant: Double = 0
  /// 1…1000, fractions allowed; 1000 is required.
  public var priority: Double = 1000
  public var identifier: String?
  public var active: Bool = true
  /// UIKit's log says it broke this constraint.
  public var broken: Bool = false
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
  private var _location = IgnoredInEquality<SourceLocation?>(nil)

  public init(
    address: String? = nil, first: String, _ firstAttribute: LayoutAttribute,
    _ relation: LayoutRelation = .equal, second: String? = nil,
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
}
