import DumpModel

/// iOS 7–10's bar classes (docs/navbar/ios7-10.md, "Anatomy"; `UIKitClass` spells them): the
/// views UIKit puts directly in a frame-based `UINavigationBar`.
extension BarClass {
  /// The views only a navigation bar holds directly (a `UINavigationButton` is also a search
  /// bar's Cancel, `_UIBarBackground` any bar's background): what makes a view of any class
  /// an iOS 7–10 navigation bar.
  public static let navigationBarOnly: Set<String> = [
    UIKitClass.navigationBarBackground, UIKitClass.navigationItemView,
    UIKitClass.navigationItemButtonView, UIKitClass.navigationBarBackIndicatorView,
  ]
}
