import DumpModel

/// What `check` and the pictures need to know of a dump's bars: which view is a bar, its
/// stack views, items, title and back button, and what a tap lands on. The one place this
/// module reads UIKit's bar classes (docs/navbar/); it gives way to the bar model (BarModel,
/// issue 9) once that exists.
///
/// Only what is shown counts: a hidden view, one with alpha 0 (the outgoing title of a push),
/// and everything inside them are left out.
public struct BarStructure: Sendable {
  /// A bar: a `UINavigationBar` or a `UIToolbar`.
  public struct Bar: Sendable, Hashable {
    public var view: ViewID
    /// `_UINavigationBarContentView`s, `_UIToolbarContentView`s.
    public var contentViews: [ViewID] = []
    public var stacks: [ViewID] = []
    public var items: [Item] = []
    public var titles: [ViewID] = []
    public var backButtons: [ViewID] = []
    /// `BackButtonGuide`, `LeadingBarGuide`, `TitleView`, `TrailingBarGuide` (iOS 11–12).
    public var barGuides: [GuideID] = []
  }

  /// A bar button item.
  public struct Item: Sendable, Hashable {
    /// The `_UITAMICAdaptorView` of a custom view, a `_UIButtonBarButton`, a
    /// `UINavigationButton`.
    public var view: ViewID
    /// The app's view inside an adaptor.
    public var customView: ViewID?
    /// What a tap lands on: on iOS 11–12 only a custom view's own frame, not its adaptor's
    /// (docs/check.md, "tap-target"); else the item's view.
    public var hitArea: ViewID
    /// The view drawn as the item: the custom view, else the item's view.
    public var shown: ViewID { customView ?? view }
  }

  public private(set) var bars: [Bar] = []
  /// Whether a tap on a custom item lands on its custom view only (iOS 11–12).
  public let customViewIsHitArea: Bool

  public init(_ document: Document) {
    customViewIsHitArea = Self.isGuideChainGeneration(document)
    let hidden = Self.hiddenViews(document)
    for view in document.preorder where !hidden.contains(view) {
      let className = document[view].className
      if Self.isBar(className) {
        // A bar inside a bar is not a bar of its own.
        if bars.contains(where: { document.isAncestor($0.view, of: view) }) { continue }
        bars.append(Bar(view: view))
      } else if Self.isContentView(className) {
        if let index = bars.lastIndex(where: { document.isAncestor($0.view, of: view) }) {
          bars[index].contentViews.append(view)
        } else {
          // A content view cut out on its own stands for its bar.
          var bar = Bar(view: view)
          bar.contentViews.append(view)
          bars.append(bar)
        }
      }
    }
    for index in bars.indices {
      var bar = bars[index]
      for content in bar.contentViews {
        Self.read(
          content: content, into: &bar, document: document, hidden: hidden,
          customViewIsHitArea: customViewIsHitArea)
      }
      if bar.contentViews.isEmpty {
        Self.readFrameBased(bar.view, into: &bar, document: document, hidden: hidden)
      }
      bars[index] = bar
    }
  }

  private static func read(
    content: ViewID, into bar: inout Bar, document: Document, hidden: Set<ViewID>,
    customViewIsHitArea: Bool
  ) {
    for guide in document.guides(of: content) {
      let identifier = document[guide].identifier ?? ""
      if Self.barGuideNames.contains(where: { identifier.hasPrefix($0 + "(") || identifier == $0 })
      {
        bar.barGuides.append(guide)
      }
    }
    for subview in document.subviews(of: content) where !hidden.contains(subview) {
      let attributes = document[subview]
      if Self.isStack(attributes.className) {
        bar.stacks.append(subview)
        for arranged in arrangedSubviews(of: subview, document: document, hidden: hidden) {
          let className = document[arranged].className
          if Self.isAdaptor(className) {
            let custom = document.subviews(of: arranged).first { !hidden.contains($0) }
            let hitArea = customViewIsHitArea ? (custom ?? arranged) : arranged
            bar.items.append(Item(view: arranged, customView: custom, hitArea: hitArea))
          } else if Self.isButton(className) {
            bar.items.append(Item(view: arranged, customView: nil, hitArea: arranged))
          }
        }
      } else if Self.isButton(attributes.className) {
        // docs/navbar/ios13-18.md, "Anatomy": the back button is a `_UIButtonBarButton`
        // directly in the content view.
        bar.backButtons.append(subview)
      } else if Self.isTitle(attributes.className) {
        bar.titles.append(subview)
      }
    }
  }

  /// iOS 7–10 (docs/navbar/ios7-10.md, "Anatomy"): everything directly in the bar.
  private static func readFrameBased(
    _ barView: ViewID, into bar: inout Bar, document: Document, hidden: Set<ViewID>
  ) {
    for subview in document.subviews(of: barView) where !hidden.contains(subview) {
      switch document[subview].className {
      case "UINavigationItemView": bar.titles.append(subview)
      case "UINavigationItemButtonView": bar.backButtons.append(subview)
      case "UINavigationButton":
        bar.items.append(Item(view: subview, customView: nil, hitArea: subview))
      default: break
      }
    }
  }

  /// A stack's arranged subviews that are shown: those marked `arranged`, or all.
  private static func arrangedSubviews(of stack: ViewID, document: Document, hidden: Set<ViewID>)
    -> [ViewID]
  {
    let subviews = document.subviews(of: stack).filter { !hidden.contains($0) }
    let marked = subviews.contains { document[$0].arranged != nil }
    return subviews.filter { !marked || document[$0].arranged == true }
  }

  // MARK: Classes

  static let barGuideNames = [
    "BackButtonGuide", "LeadingBarGuide", "TitleView", "TrailingBarGuide",
  ]

  static func isBar(_ className: String) -> Bool {
    className == "UINavigationBar" || className == "UIToolbar"
  }

  static func isContentView(_ className: String) -> Bool {
    className.hasSuffix("NavigationBarContentView") || className == "_UIToolbarContentView"
  }

  static func isStack(_ className: String) -> Bool {
    className == "_UIButtonBarStackView" || className == "UIStackView"
  }

  static func isAdaptor(_ className: String) -> Bool { className == "_UITAMICAdaptorView" }

  static func isButton(_ className: String) -> Bool {
    className == "_UIButtonBarButton" || className == "UINavigationButton"
  }

  /// The title: a `UILabel` in the content view (docs/navbar/ios11-12.md and ios13-18.md,
  /// "Anatomy"), or the iOS 16+ title control, which no capture shows (treated as the label).
  static func isTitle(_ className: String) -> Bool {
    className == "UILabel" || className == "_UINavigationBarTitleControl"
  }

  /// The guide chain's generation, iOS 11–12 (docs/navbar/ios11-12.md, "Recognising the
  /// generation"): the dump's `os`, or without one its guides.
  static func isGuideChainGeneration(_ document: Document) -> Bool {
    if let major = majorVersion(document.metadata.os) { return major == 11 || major == 12 }
    for guide in document.guideIDs {
      let identifier = document[guide].identifier ?? ""
      if barGuideNames.contains(where: { identifier.hasPrefix($0 + "(") }) { return true }
    }
    return false
  }

  /// `13` of `13.4`.
  static func majorVersion(_ os: String?) -> Int? {
    guard let os else { return nil }
    return Int(os.prefix { $0.isNumber })
  }

  /// Views not shown: hidden, alpha 0, or inside one.
  static func hiddenViews(_ document: Document) -> Set<ViewID> {
    var hidden = Set<ViewID>()
    document.forEachView { view in
      let attributes = document[view]
      if attributes.hidden || attributes.alpha <= 0
        || document.superview(of: view).map(hidden.contains) == true
      {
        hidden.insert(view)
      }
    }
    return hidden
  }
}
