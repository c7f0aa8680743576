/// What a `<view>` element says of the view itself: its class, address and frame, the
/// attributes of the dump format, and what this version does not know (kept verbatim). Its
/// guides, subviews and constraints are not here: a `View` of the tree holds them as arrays, a
/// `Document` as id lists.
///
/// Attributes with a default are stored with that default; optionals are the attributes that
/// may be absent (a frame unknown to a log, margins not recorded). `ViewAttributeTable` lists
/// every dump attribute with its name, kind and default: adding one is a field here and a row
/// there (docs/model.md, "Adding an attribute").
public struct ViewAttributes: Sendable, Hashable {
  public var className: String
  public var address: String
  /// In the superview's coordinates (its bounds); nil when unknown (a view known only from a log).
  public var frame: Rect?
  /// Only where the origin is not 0 0 (scroll views).
  public var bounds: Rect?
  public var translatesAutoresizingMaskIntoConstraints: Bool = true
  public var autoresizingMask: AutoresizingMask = []
  /// Layout margins; nil means not recorded (UIKit's default 8, unless the margins guide's
  /// own constraints are listed).
  public var margins: Insets?
  /// `-1` on an axis for no intrinsic metric.
  public var intrinsicSize: Size?
  public var hugging: AxisPriorities = .defaultHugging
  public var compressionResistance: AxisPriorities = .defaultCompressionResistance
  // UIStackView
  public var axis: Axis = .horizontal
  public var distribution: StackDistribution = .fill
  public var alignment: StackAlignment = .fill
  public var spacing: Double = 0
  public var layoutMarginsRelativeArrangement: Bool = false
  /// `arranged="YES"` / `"NO"`; nil when not marked.
  public var arranged: Bool?
  public var hidden: Bool = false
  public var alpha: Double = 1
  public var userInteractionEnabled: Bool = true
  /// The text LLDB prints in quotes after the address.
  public var title: String?
  public var identifier: String?
  public var tag: Int?
  /// The `•` marker of `_autolayoutTrace`.
  public var layoutEngineHost: Bool = false
  /// The variables UIKit reported as AMBIGUOUS LAYOUT (`minX`, `minY`, `width`, `height`).
  public var ambiguous: [String] = []
  public var unknownAttributes: [UnknownAttribute] = []
  /// Child elements of `<view>` this version does not know, kept in the order read.
  public var unknownElements: [UnknownElement] = []

  /// Where the view was read; not part of equality.
  public var location: SourceLocation? {
    get { _location.value }
    set { _location.value = newValue }
  }
  private var _location = IgnoredInEquality<SourceLocation?>(nil)

  public init(className: String, address: String, frame: Rect? = nil) {
    self.className = className
    self.address = address
    self.frame = frame
  }
}

/// A `UILayoutGuide` owned by a view.
public struct LayoutGuide: Sendable, Hashable {
  public var address: String
  /// `UILayoutGuide` by default; `_UILayoutSpacer`, `_UILayoutGuide`.
  public var className: String = "UILayoutGuide"
  /// `UIViewLayoutMarginsGuide`, `LeadingBarGuide(0x109518800)`, …
  public var identifier: String?
  /// Its `layoutFrame`, in the owning view's coordinates.
  public var frame: Rect?
  public var ambiguous: [String] = []
  public var unknownAttributes: [UnknownAttribute] = []
  /// Elements of `<guide>` this version does not know, kept in the order read.
  public var unknownElements: [UnknownElement] = []

  /// Where the guide was read; not part of equality.
  public var location: SourceLocation? {
    get { _location.value }
    set { _location.value = newValue }
  }
  private var _location = IgnoredInEquality<SourceLocation?>(nil)

  public init(address: String, identifier: String? = nil, frame: Rect? = nil) {
    self.address = address
    self.identifier = identifier
    self.frame = frame
  }
}

/// A value carried along but left out of `==` and hashing (source locations).
public struct IgnoredInEquality<Value: Sendable>: Sendable, Hashable {
  public var value: Value
  @inlinable public init(_ value: Value) { self.value = value }
  public static func == (lhs: Self, rhs: Self) -> Bool { true }
  public func hash(into hasher: inout Hasher) {}
}
