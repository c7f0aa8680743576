import DumpModel

/// A bar side, in the dump's layout direction.
public enum BarSide: String, Sendable, Hashable, CaseIterable, Comparable {
  case leading, trailing

  public static func < (lhs: BarSide, rhs: BarSide) -> Bool {
    lhs == .leading && rhs == .trailing
  }

  // Compared and hashed by case: `RawRepresentable`'s hash hashed the side's name, for each
  // lookup of a guide set's stacks and of the chain sets' sides.
  public static func == (a: BarSide, b: BarSide) -> Bool { a.isLeading == b.isLeading }
  public func hash(into hasher: inout Hasher) { hasher.combine(isLeading) }

  private var isLeading: Bool {
    switch self {
    case .leading: return true
    case .trailing: return false
    }
  }
}

/// One bar of a dump: a navigation bar, a toolbar, or a stack printed without its bar (13:6).
public struct BarParts: Sendable, Hashable {
  public enum Kind: String, Sendable, Hashable {
    case navigation, toolbar
    /// A content view the model made around a stack printed on its own (sample 13).
    case fragment
    /// A `UINavigationBar` without a content view: iOS 7–10 put the items directly in the
    /// bar, which is then its own `contentView` (docs/navbar/ios7-10.md).
    case frameBased
  }

  public var kind: Kind
  /// The `UINavigationBar` or `UIToolbar`; nil for a content view printed without its bar.
  public var bar: ViewID?
  public var contentView: ViewID
  /// The view whose subtree is the bar: the bar, else the content view.
  public var root: ViewID { bar ?? contentView }

  public init(kind: Kind, bar: ViewID?, contentView: ViewID) {
    self.kind = kind
    self.bar = bar
    self.contentView = contentView
  }
}

/// An arranged item of a bar stack.
public struct ItemParts: Sendable, Hashable {
  public var view: ViewID
  public var kind: ItemKind
  /// An adaptor's custom view, a button's `_UIModernBarButton`.
  public var content: ViewID?
  /// What a system button shows, from what its modern button holds (docs/navbar/ios13-18.md).
  public var buttonContent: ButtonContent?
  /// A custom item whose custom view is a `UIImageView`, or a `UIButton` without a title
  /// holding one.
  public var isImage = false

  /// The app's view in a custom item's adaptor.
  public var customView: ViewID? { kind == .custom ? content : nil }
}

/// How a stack's side was decided.
public enum SideEvidence: Sendable, Hashable {
  /// Tied by a constraint to this guide (`LeadingBarGuide(0x…)`, the item content guide).
  case guide(GuideID)
  /// From where its frame lies in the content view (mirrored right to left).
  case position
  /// No frame and no tie: assumed leading.
  case assumed

  /// Why a side assumed is not decided, for a report; nil when it is decided.
  public var undecidedReason: String? {
    guard self == .assumed else { return nil }
    return "it is tied to no bar guide and its frame or the content view's is unknown"
  }
}

/// A bar stack view of a content view.
public struct StackParts: Sendable, Hashable {
  public var view: ViewID
  public var side: BarSide
  public var evidence: SideEvidence
  /// Its shown arranged items, from the leading edge.
  public var items: [ItemParts]
  /// iOS 11–12: the index in `ContentParts.guideSets` of the set whose bar guide ties it.
  public var guideSet: Int?

  public init(view: ViewID, side: BarSide, evidence: SideEvidence, items: [ItemParts]) {
    self.view = view
    self.side = side
    self.evidence = evidence
    self.items = items
    arranged = items
  }

  /// Its shown arranged items as the dump lists them: the order UIStackView's own
  /// `UISV-spacing` constraints tie neighbours in.
  public var arranged: [ItemParts] = []

  /// Its custom items (adaptor views), in the arranged order.
  public var customItems: [ItemParts] { arranged.filter { $0.kind == .custom } }

  /// The item at the bar's edge: the first of a leading stack, the last of a trailing one.
  public var outermost: ItemParts? { side == .leading ? items.first : items.last }
}

/// The back button (a `_UIButtonBarButton` directly in the content view) and its parts
/// (docs/navbar/ios13-18.md, "Back button").
public struct BackButtonParts: Sendable, Hashable {
  public var button: ViewID
  /// The first `_UIModernBarButton` (BIB).
  public var chevron: ViewID?
  /// The title `_UIModernBarButton` (CB): in the container (iOS 13–14) or the second one.
  public var title: ViewID?
  public var container: ViewID?
  public var mask: ViewID?
  public var maskEffect: ViewID?
}

/// What the model reads of a content view: its stacks, back button and titles.
public struct ContentParts: Sendable, Hashable {
  public var stacks: [StackParts] = []
  public var backButton: BackButtonParts?
  /// Title labels with a width (the first shown one is the title; others are outgoing).
  public var titles: [ViewID] = []
  /// Title labels not shown, or shown and zero-sized.
  public var otherTitles: [ViewID] = []
  /// iOS 11–12: the guide sets, one per navigation item's layout.
  public var guideSets: [GuideSetParts] = []

  public init() {}

  public func stack(_ side: BarSide) -> StackParts? { stacks.first { $0.side == side } }

  /// The guide set whose bar guide ties the stack, or the only set there is.
  public func guideSet(of stack: StackParts) -> GuideSetParts? {
    if let index = stack.guideSet { return guideSets[index] }
    return guideSets.count == 1 ? guideSets[0] : nil
  }
}
