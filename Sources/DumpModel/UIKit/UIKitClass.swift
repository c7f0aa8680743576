/// UIKit's class names as captures print them: the one place that spells them
/// (docs/navbar/README.md). What a view of one of these classes is — a bar, a stack, a side, an
/// adaptor — is decided above Layout by BarModel's anatomy (`BarClass`, `BarAnatomy`), below it
/// by these names alone (Layout's stack views and conflict logs).
public enum UIKitClass {
  // MARK: Bars

  public static let navigationBar = "UINavigationBar"
  public static let navigationBarContentView = "_UINavigationBarContentView"
  public static let toolbar = "UIToolbar"
  public static let toolbarContentView = "_UIToolbarContentView"
  /// The keyboard's assistant bar: a button-bar stack sits in it (sample 10).
  public static let keyboardAssistantBar = "UIKeyboardAssistantBar"
  /// A bar's stack of items (iOS 11+).
  public static let buttonBarStackView = "_UIButtonBarStackView"
  /// A bar button (iOS 11+): a system item, or the back button directly in the content view.
  public static let buttonBarButton = "_UIButtonBarButton"
  /// What a `_UIButtonBarButton` shows: its title or image (iOS 13+), the back chevron.
  public static let modernBarButton = "_UIModernBarButton"
  /// The view UIKit wraps a custom view in (iOS 11+).
  public static let tamicAdaptorView = "_UITAMICAdaptorView"
  /// iOS 13–14: the back button's title sits in it (66:18).
  public static let backButtonContainerView = "_UIBackButtonContainerView"
  /// iOS 15: the back button's mask (06:50–51).
  public static let backButtonMaskView = "_UIBackButtonMaskView"
  /// iOS 16+ title menus: in no capture; treated as the title label.
  public static let navigationBarTitleControl = "_UINavigationBarTitleControl"
  public static let barBackground = "_UIBarBackground"
  /// iOS 7–9's background (49:19, 51:16).
  public static let navigationBarBackground = "_UINavigationBarBackground"
  public static let barBackgroundShadowView = "_UIBarBackgroundShadowView"
  public static let barBackgroundShadowContentImageView = "_UIBarBackgroundShadowContentImageView"
  public static let navigationBarLargeTitleView = "_UINavigationBarLargeTitleView"
  public static let navigationBarModernPromptView = "_UINavigationBarModernPromptView"
  /// iOS 7–10's background views (92:3–5; 83, 85).
  public static let backdropView = "_UIBackdropView"
  public static let backdropEffectView = "_UIBackdropEffectView"

  // MARK: iOS 7–10's bar items (docs/navbar/ios7-10.md, "Anatomy")

  /// The title's view (51:8, 51:18).
  public static let navigationItemView = "UINavigationItemView"
  /// The back button's title view (49:24).
  public static let navigationItemButtonView = "UINavigationItemButtonView"
  /// A system bar button item.
  public static let navigationButton = "UINavigationButton"
  /// The back chevron (49:26, 51:14, 51:24).
  public static let navigationBarBackIndicatorView = "_UINavigationBarBackIndicatorView"

  // MARK: Views of any screen

  public static let view = "UIView"
  public static let label = "UILabel"
  public static let imageView = "UIImageView"
  public static let button = "UIButton"
  /// A button's title label (a `UIButton`'s, a `_UIModernBarButton`'s).
  public static let buttonLabel = "UIButtonLabel"
  public static let stackView = "UIStackView"
  public static let visualEffectView = "UIVisualEffectView"
  /// The item a stack view adds for its alignment and its gaps (docs/layout.md, "Stack views").
  public static let layoutSpacer = "_UILayoutSpacer"
}
