import DumpModel

/// What an iOS 7–10 bar holds directly, with no content view (docs/navbar/ios7-10.md,
/// "Anatomy"): its title views, back button views and system items, in subview order.
public struct FrameBasedParts: Sendable, Hashable {
  /// `UINavigationItemView` (51:8, 51:18).
  public var titles: [ViewID] = []
  /// `UINavigationItemButtonView` (49:24).
  public var backButtons: [ViewID] = []
  /// `UINavigationButton`: a system bar button item.
  public var items: [ViewID] = []
}

extension BarAnatomy {
  /// The frame-based bar's title, back button and item views.
  public static func frameBasedContent(of bar: ViewID, in document: Document) -> FrameBasedParts {
    var parts = FrameBasedParts()
    for subview in document.subviews(of: bar) {
      switch document[subview].className {
      case UIKitClass.navigationItemView: parts.titles.append(subview)
      case UIKitClass.navigationItemButtonView: parts.backButtons.append(subview)
      case UIKitClass.navigationButton: parts.items.append(subview)
      default: break
      }
    }
    return parts
  }
}
