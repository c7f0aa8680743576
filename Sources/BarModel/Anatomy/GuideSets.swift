import DumpModel

/// One iOS 11–12 guide set of a content view: the four guides of one navigation item's layout,
/// named `Role(0x…)` with the layout's address (01:13–21; docs/navbar/ios11-12.md, "Anatomy").
public struct GuideSetParts: Sendable, Hashable {
  /// The `_UINavigationBarContentViewLayout` address in the identifiers (`0x109518800`), or ""
  /// for guides named without one.
  public var layout: String
  public var guides: [BarIdentifier.ChainRole: GuideID] = [:]
  /// The back button shown in this set: a shown view tied to `BackButtonGuide`.
  public var backButtonView: ViewID?
  /// A back button is shown: a view is tied to `BackButtonGuide`, or `LeadingBarGuide` starts
  /// a spacing after it (`LeadingBarGuide.leading == BackButtonGuide.trailing + 6`).
  public var showsBackButton = false

  public init(layout: String) { self.layout = layout }

  public var backButton: GuideID? { guides[.backButton] }
  public var leadingBar: GuideID? { guides[.leadingBar] }
  public var title: GuideID? { guides[.title] }
  public var trailingBar: GuideID? { guides[.trailingBar] }

  /// The bar guide of a side.
  public func barGuide(_ side: BarSide) -> GuideID? {
    side == .leading ? leadingBar : trailingBar
  }

  /// The guide whose edge constraint to the content view's `side` edge places the set's stack
  /// on that side: `BackButtonGuide` on the leading side, `TrailingBarGuide` on the trailing.
  public func edgeGuide(_ side: BarSide) -> GuideID? {
    side == .leading ? backButton : trailingBar
  }
}

extension BarAnatomy {
  /// The content view's guide sets, one per `(0x…)` suffix in the order met, each with the
  /// back button it shows.
  public static func guideSets(of contentView: ViewID, in document: Document)
    -> [GuideSetParts]
  {
    var sets: [GuideSetParts] = []
    for guide in document.guides(of: contentView) {
      guard let identifier = document[guide].identifier,
        let (role, layout) = BarIdentifier.chainRole(of: identifier)
      else { continue }
      if let index = sets.firstIndex(where: { $0.layout == layout }) {
        sets[index].guides[role] = guide
      } else {
        var set = GuideSetParts(layout: layout)
        set.guides[role] = guide
        sets.append(set)
      }
    }
    for index in sets.indices {
      readBackButton(of: &sets[index], contentView: contentView, in: document)
    }
    return sets
  }

  /// A view tied to the set's `BackButtonGuide` by a horizontal edge is its back button (when
  /// shown); `LeadingBarGuide.leading == BackButtonGuide.trailing + c` with c ≠ 0 says a back
  /// button is shown even when the button is not printed (docs/navbar/ios11-12.md).
  private static func readBackButton(
    of set: inout GuideSetParts, contentView: ViewID, in document: Document
  ) {
    guard let backGuide = set.backButton.map(ItemID.guide) else { return }
    let direction = document.metadata.direction
    for id in document.constraints(touching: backGuide) {
      let constraint = document[id]
      guard let other = constraint.otherItem(than: backGuide), other != .view(contentView),
        constraint.attribute(of: backGuide).flatMap({ horizontalEdge($0, direction) }) != nil
      else { continue }
      // A subview of the content view: its superview is the content view (no set of them
      // made for each bar).
      if let button = other.view, document.superview(of: button) == contentView {
        if !document[button].hidden && document[button].alpha > 0 {
          set.backButtonView = button
          set.showsBackButton = true
        }
      } else if let leadingBar = set.leadingBar, other == .guide(leadingBar),
        constraint.constant != 0,
        constraint.relates(other, .leading, backGuide, .trailing, direction)
      {
        set.showsBackButton = true
      }
    }
  }
}
