import BarModel
import DumpModel

/// One `(0x…)` guide set of a content view: the guides of one navigation item's layout.
public struct GuideSet: Sendable, Hashable {
  /// The `_UINavigationBarContentViewLayout` address in the identifiers (`0x109518800`), or ""
  /// for guides named without one.
  public var layout: String
  public var backButton: GuideID?
  public var leadingBar: GuideID?
  public var title: GuideID?
  public var trailingBar: GuideID?
  /// The back button shown in this set (a view tied to `BackButtonGuide`), if any.
  public var backButtonView: ViewID?
  /// A back button is shown: a view is tied to `BackButtonGuide`, or `LeadingBarGuide` starts
  /// a spacing after it (`LeadingBarGuide.leading == BackButtonGuide.trailing + 6`).
  public var showsBackButton: Bool = false

  public init(layout: String) { self.layout = layout }

  /// The bar guide of a side.
  public func barGuide(_ side: BarSide) -> GuideID? {
    side == .leading ? leadingBar : trailingBar
  }
}

/// A custom item in a bar stack: the `_UITAMICAdaptorView` and the app's view inside it.
public struct BarItem: Sendable, Hashable {
  public var adaptor: ViewID
  public var customView: ViewID?
  /// A `UIImageView`, or a `UIButton` without a title holding a `UIImageView`.
  public var isImage: Bool
}

/// How a stack's side was decided.
public enum SideEvidence: Sendable, Hashable {
  /// Tied by a constraint to this bar guide (`LeadingBarGuide(0x…)`).
  case guide(GuideID)
  /// No bar guide: from where its frame lies in the content view.
  case position
}

/// A bar stack view (`_UIButtonBarStackView` or another stack view) in a content view.
public struct BarStack: Sendable, Hashable {
  public var view: ViewID
  public var className: String
  public var side: BarSide
  public var evidence: SideEvidence
  /// The guide set its bar guide belongs to.
  public var guideSet: GuideSet?
  /// Its arranged subviews that are shown, leading first.
  public var arranged: [ViewID]
  /// Its custom items (adaptor views), leading first.
  public var items: [BarItem]
  /// What the bar model says `pin` removes and `shift` changes for this stack
  /// (`ModelStack.edge`, `.tie`): on iOS 13+ its own edge constraint to the item content guide.
  public var modelEdge: ConstraintID? = nil
  public var modelTie: ConstraintID? = nil
}

/// A stack view in a content view whose side could not be decided.
public struct UndecidedStack: Sendable, Hashable {
  public var view: ViewID
  public var reason: String
}

/// A `_UINavigationBarContentView` and what the patches need of it.
public struct BarContent: Sendable, Hashable {
  public var contentView: ViewID
  public var guideSets: [GuideSet]
  public var stacks: [BarStack]
  public var undecided: [UndecidedStack]
  /// The back button the bar model found (iOS 13+: no guide shows it).
  public var modelBackButton: ViewID? = nil
  /// The bar's generation as the bar model recognised it (`--os` first), when it did.
  public var recognition: Recognition? = nil

  /// The guide set whose bar guide ties the stack, or the only set there is.
  public func guideSet(of stack: BarStack) -> GuideSet? {
    stack.guideSet ?? (guideSets.count == 1 ? guideSets[0] : nil)
  }

  /// Whether the stack is a leading one that follows a shown back button, and the button.
  public func followsBackButton(_ stack: BarStack) -> (follows: Bool, button: ViewID?) {
    guard stack.side == .leading else { return (false, nil) }
    if let set = guideSet(of: stack) { return (set.showsBackButton, set.backButtonView) }
    return (modelBackButton != nil, modelBackButton)
  }
}
