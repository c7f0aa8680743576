import BarModel
import DumpModel

/// What `check` and the pictures need to know of a dump's bars — which view is a bar, its
/// stack views, items, titles and back button, and what a tap lands on — read from the bar
/// model (BarModel's `BarAnatomy` and `Recognition`, docs/navbar/README.md). The one place
/// Audit asks about UIKit's bars.
///
/// Only what is shown counts: a hidden view, one with alpha 0 (the outgoing title of a push),
/// and everything inside them are left out.
public struct BarStructure: Sendable, Hashable {
  /// A bar: a `UINavigationBar`, a `UIToolbar`, or a content view printed without its bar.
  public struct Bar: Sendable, Hashable {
    public var view: ViewID
    /// `_UINavigationBarContentView`, `_UIToolbarContentView` (none for an iOS 7–10 bar).
    public var contentViews: [ViewID] = []
    public var stacks: [ViewID] = []
    public var items: [Item] = []
    public var titles: [ViewID] = []
    public var backButtons: [ViewID] = []
    /// `BackButtonGuide`, `LeadingBarGuide`, `TitleView`, `TrailingBarGuide` (iOS 11–12).
    public var barGuides: [GuideID] = []
    /// iOS 11–12: a tap on a custom item lands on its custom view only.
    public var customViewIsHitArea = false
  }

  /// A bar button item.
  public struct Item: Sendable, Hashable {
    /// The `_UITAMICAdaptorView` of a custom view, a `_UIButtonBarButton`, a
    /// `UINavigationButton` (iOS 7–10).
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
  /// Every bar's content views: asked of each view drawn, a window's bars are not searched.
  private var contentViews: Set<ViewID> = []

  /// Whether `view` is a bar's content view.
  public func isContentView(_ view: ViewID) -> Bool { contentViews.contains(view) }

  /// The structure of `document`'s bars: what `kept` holds of them taken as it is (the bar
  /// model read it, and reading the dump again gives the same: `KeptBars`), the rest read.
  public init(_ document: Document, kept: KeptBars? = nil) {
    let kept = kept.flatMap { $0.holds(for: document) ? $0 : nil }
    let hidden = Self.hiddenViews(document)
    for parts in kept?.parts ?? BarAnatomy.bars(in: document) where !hidden.contains(parts.root) {
      var bar = Bar(view: parts.root)
      bar.customViewIsHitArea =
        kept?.guideChain[parts.root]
        ?? (Recognition.recognise(parts.root, in: document).generation?.family == .guideChain)
      if parts.kind == .frameBased {
        // iOS 7–10 (docs/navbar/ios7-10.md, "Anatomy"): everything directly in the bar.
        let content = BarAnatomy.frameBasedContent(of: parts.root, in: document)
        bar.titles = content.titles.filter { !hidden.contains($0) }
        bar.backButtons = content.backButtons.filter { !hidden.contains($0) }
        bar.items = content.items.filter { !hidden.contains($0) }.map {
          Item(view: $0, customView: nil, hitArea: $0)
        }
        bars.append(bar)
        continue
      }
      bar.contentViews = [parts.contentView]
      contentViews.insert(parts.contentView)
      let content =
        kept?.contents[parts.contentView] ?? BarAnatomy.content(of: parts.contentView, in: document)
      for stack in content.stacks where !hidden.contains(stack.view) {
        bar.stacks.append(stack.view)
        for item in stack.items where !hidden.contains(item.view) {
          switch item.kind {
          case .custom:
            let custom = item.content.flatMap { hidden.contains($0) ? nil : $0 }
            let hitArea = bar.customViewIsHitArea ? (custom ?? item.view) : item.view
            bar.items.append(Item(view: item.view, customView: custom, hitArea: hitArea))
          case .button:
            bar.items.append(Item(view: item.view, customView: nil, hitArea: item.view))
          case .spacer:
            continue
          }
        }
      }
      // Shown titles of no width too (the model sets them apart): a squeezed title is one.
      let titles = Set(content.titles + content.otherTitles)
      bar.titles = document.subviews(of: parts.contentView).filter {
        titles.contains($0) && !hidden.contains($0)
      }
      if let back = content.backButton?.button, !hidden.contains(back) {
        bar.backButtons = [back]
      }
      bar.barGuides = document.guides(of: parts.contentView).filter {
        BarIdentifier.chainRole(of: document[$0].identifier ?? "") != nil
      }
      bars.append(bar)
    }
  }

  /// `13` of `13.4`.
  package static func majorVersion(_ os: String?) -> Int? {
    guard let os else { return nil }
    return Int(os.prefix { $0.isNumber })
  }

  /// Views not shown: hidden, alpha 0, or inside one.
  package static func hiddenViews(_ document: Document) -> Set<ViewID> {
    var hidden = Set<ViewID>()
    document.forEachView { view in
      // Read in place: a copy of every view's attributes is not needed for two of them.
      if document[view].hidden || document[view].alpha <= 0
        || document.superview(of: view).map(hidden.contains) == true
      {
        hidden.insert(view)
      }
    }
    return hidden
  }
}
