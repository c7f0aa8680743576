import DumpModel

/// How inspect tells a bar's views apart by their class: the one place that decides, from
/// UIKit's class names (`UIKitClass`, DumpModel, which spells them), which view is a bar, a
/// content view, an adaptor, a background (docs/navbar/README.md). Everything above Layout
/// asks here or `BarAnatomy`.
public enum BarClass {
  /// A navigation bar: UIKit's class, an app's subclass named like it
  /// (`RTCleanNavigationBar`), or any class whose description names UIKit's as its base
  /// (`baseClass = UINavigationBar`, 83:2: the description of a class made at run time).
  public static func isNavigationBar(_ view: ViewAttributes) -> Bool {
    isNavigationBar(view.className)
      || view.unknownAttributes.contains { $0.name == "baseClass" && isNavigationBar($0.value) }
  }

  private static func isNavigationBar(_ className: String) -> Bool {
    className == UIKitClass.navigationBar || className.hasSuffix("NavigationBar")
  }

  /// A navigation bar's content view (or a class named like one).
  public static func isContentView(_ className: String) -> Bool {
    className == UIKitClass.navigationBarContentView
      || className.hasSuffix("NavigationBarContentView")
  }

  public static func isAdaptor(_ className: String) -> Bool {
    className == UIKitClass.tamicAdaptorView || className.hasSuffix("AdaptorView")
  }

  public static func isBackground(_ className: String) -> Bool {
    className == UIKitClass.barBackground || className == UIKitClass.navigationBarBackground
  }

  public static func isImageView(_ className: String) -> Bool {
    className == UIKitClass.imageView || className.hasSuffix("ImageView")
  }

  /// A title: a `UILabel` or `_UINavigationBarTitleControl` directly in the content view.
  public static func isTitle(_ className: String) -> Bool {
    className == UIKitClass.label || className == UIKitClass.navigationBarTitleControl
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
    UIKitClass.navigationItemView, UIKitClass.navigationItemButtonView,
    UIKitClass.navigationButton, UIKitClass.navigationBarBackIndicatorView,
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
