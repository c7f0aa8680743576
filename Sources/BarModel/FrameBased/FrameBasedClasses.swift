/// iOS 7–10's bar classes (docs/navbar/ios7-10.md, "Anatomy"): the views UIKit puts directly
/// in a frame-based `UINavigationBar`.
extension BarClass {
  /// The title's view (51:8, 51:18).
  public static let titleView = "UINavigationItemView"
  /// The back button's title view (49:24).
  public static let backButtonView = "UINavigationItemButtonView"
  /// A system bar button item.
  public static let systemItem = "UINavigationButton"
  /// The back chevron (49:26, 51:14, 51:24).
  public static let backIndicator = "_UINavigationBarBackIndicatorView"

  /// The views only a navigation bar holds directly (a `UINavigationButton` is also a search
  /// bar's Cancel, `_UIBarBackground` any bar's background): what makes a view of any class
  /// an iOS 7–10 navigation bar.
  public static let navigationBarOnly: Set<String> = [
    legacyBackground, titleView, backButtonView, backIndicator,
  ]
}
