import DumpModel

/// UIKit's private bar classes as captures print them, and how inspect tells them apart: the
/// one place that knows a bar's class names (docs/navbar/README.md).
public enum BarClass {
  public static let navigationBar = "UINavigationBar"
  public static let contentView = "_UINavigationBarContentView"
  public static let toolbar = "UIToolbar"
  public static let toolbarContentView = "_UIToolbarContentView"
  public static let stack = "_UIButtonBarStackView"
  /// A bar button (iOS 11+): a system item, or the back button directly in the content view.
  public static let button = "_UIButtonBarButton"
  /// What a `_UIButtonBarButton` shows: its title or image (iOS 13+), the back chevron.
  public static let modernButton = "_UIModernBarButton"
  public static let adaptor = "_UITAMICAdaptorView"
  /// iOS 13–14: the back button's title sits in it (66:18).
  public static let backButtonContainer = "_UIBackButtonContainerView"
  /// iOS 15: the back button's mask (06:50–51).
  public static let backButtonMask = "_UIBackButtonMaskView"
  /// iOS 16+ title menus: in no capture; treated as the title label.
  public static let titleControl = "_UINavigationBarTitleControl"
  public static let barBackground = "_UIBarBackground"
  /// iOS 7–9's background (49:19, 51:16).
  public static let legacyBackground = "_UINavigationBarBackground"
  public static let shadowView = "_UIBarBackgroundShadowView"
  public static let largeTitleView = "_UINavigationBarLargeTitleView"
  public static let promptView = "_UINavigationBarModernPromptView"
  public static let visualEffectView = "UIVisualEffectView"

  /// A navigation bar: UIKit's class, an app's subclass named like it
  /// (`RTCleanNavigationBar`), or any class whose description names UIKit's as its base
  /// (`baseClass = UINavigationBar`, 83:2: the description of a class made at run time).
  public static func isNavigationBar(_ view: ViewAttributes) -> Bool {
    isNavigationBar(view.className)
      || view.unknownAttributes.contains { $0.name == "baseClass" && isNavigationBar($0.value) }
  }

  private static func isNavigationBar(_ className: String) -> Bool {
    className == navigationBar || className.hasSuffix("NavigationBar")
  }

  /// A navigation bar's content view (or a class named like one).
  public static func isContentView(_ className: String) -> Bool {
    className == contentView || className.hasSuffix("NavigationBarContentView")
  }

  public static func isAdaptor(_ className: String) -> Bool {
    className == adaptor || className.hasSuffix("AdaptorView")
  }

  public static func isBackground(_ className: String) -> Bool {
    className == barBackground || className == legacyBackground
  }

  public static func isImageView(_ className: String) -> Bool {
    className == "UIImageView" || className.hasSuffix("ImageView")
  }

  /// A title: a `UILabel` or `_UINavigationBarTitleControl` directly in the content view.
  public static func isTitle(_ className: String) -> Bool {
    className == "UILabel" || className == titleControl
  }

  /// iOS 26 class names (issue 9; no capture shows them, docs/navbar/ios26.md).
  public static func isIOS26(_ className: String) -> Bool {
    holds(className, "NavigationButtonBar") || holds(className, "ItemWrapperView")
      || holds(className, "ButtonWrapper")
  }

  /// Whether `name` holds `part`, byte for byte: `String.contains` searches by `Character`s
  /// and took a tenth of the layout of a window of 1,600 bars (issue 20).
  private static func holds(_ name: String, _ part: StaticString) -> Bool {
    let needle = UnsafeBufferPointer(start: part.utf8Start, count: part.utf8CodeUnitCount)
    return name.utf8.withContiguousStorageIfAvailable { bytes in
      guard bytes.count >= needle.count else { return false }
      for start in 0...(bytes.count - needle.count) where bytes[start] == needle[0] {
        if UnsafeBufferPointer(rebasing: bytes[start..<start + needle.count]).elementsEqual(needle)
        {
          return true
        }
      }
      return false
    } ?? name.contains(part.description)
  }

  /// iOS 7–10's frame-based bar items directly under the bar (49, 51).
  public static let frameBasedItems: Set<String> = [
    titleView, backButtonView, systemItem, backIndicator,
  ]
}

/// The identifiers UIKit gives a bar's guides and constraints (docs/navbar/ios11-12.md,
/// ios13-18.md).
public enum BarIdentifier {
  /// iOS 11–12's four guides of a navigation item's layout, `Role(0x…)` (01:13–21).
  public enum ChainRole: String, Sendable, CaseIterable, Hashable {
    case backButton = "BackButtonGuide"
    case leadingBar = "LeadingBarGuide"
    case title = "TitleView"
    case trailingBar = "TrailingBarGuide"
  }

  public static let marginsGuide = "UIViewLayoutMarginsGuide"
  /// iOS 15's item content guide (06:14–15).
  public static let itemContentGuide = "UINavigationBarItemContentLayoutGuide"
  /// iOS 11–12's guides inside a stack, ambiguous by design (01:23–25).
  public static let buttonBarGuides = [
    "UIButtonBar.flexibleSpaceEqualSizeLayoutGuide",
    "UIButtonBar.minimumInterItemSpaceLayoutGuide",
    "UIButtonBar.minimumInterGroupSpaceLayoutGuide",
  ]
  /// Identifiers only seen on iOS 15 (06:11–17, 06:31, 06:50–52).
  public static let ios15Prefixes = [
    itemContentGuide, "UINavItemContentGuide-", "BIB_", "CB_Trailing", "Mask_", "MaskEV_",
    "UINav_static_button_horiz_position",
  ]

  /// Splits `LeadingBarGuide(0x109518800)` into its role and the layout's address.
  public static func chainRole(of identifier: String) -> (role: ChainRole, layout: String)? {
    let (name, layout) = splitGuideIdentifier(identifier)
    guard let role = ChainRole(rawValue: name) else { return nil }
    return (role, layout)
  }

  /// Splits `Name(suffix)` into the name and the suffix ("" when there is none).
  public static func splitGuideIdentifier(_ identifier: String) -> (name: String, layout: String) {
    guard identifier.hasSuffix(")"), let open = identifier.lastIndex(of: "(") else {
      return (identifier, "")
    }
    let name = String(identifier[..<open])
    let layout = String(
      identifier[identifier.index(after: open)..<identifier.index(before: identifier.endIndex)])
    return (name, layout)
  }
}
