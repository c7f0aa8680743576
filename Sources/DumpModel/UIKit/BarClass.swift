/// How inspect tells views apart by their class: the one place that decides, from UIKit's
/// class names (`UIKitClass` spells them), which view is a bar, a content view, a stack, an
/// adaptor, a background (docs/navbar/README.md). Which class holds which is
/// `UIKitContainment`, beside it. Layout (stack views, conflict logs) and BarModel's anatomy
/// ask here; a test fails when another source file decides a class on its own
/// (`ClassDecisionTests`).
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

  /// A class of `frameBasedItems` (asked of every view a bar's recognition reads): the
  /// name's bytes compared where they are, not hashed.
  public static func isFrameBasedItem(_ className: String) -> Bool {
    frameBasedItemBytes.contains(className) ?? frameBasedItems.contains(className)
  }

  private static let frameBasedItemBytes = ASCIINames(frameBasedItems)

  /// iOS 7–10's frame-based bar items directly under the bar (49, 51).
  public static let frameBasedItems: Set<String> = [
    UIKitClass.navigationItemView, UIKitClass.navigationItemButtonView,
    UIKitClass.navigationButton, UIKitClass.navigationBarBackIndicatorView,
  ]

  /// iOS 7–10's views only a navigation bar holds directly (docs/navbar/ios7-10.md,
  /// "Anatomy"; a `UINavigationButton` is also a search bar's Cancel, `_UIBarBackground` any
  /// bar's background): what makes a view of any class an iOS 7–10 navigation bar.
  public static func isNavigationBarOnly(_ className: String) -> Bool {
    navigationBarOnlyBytes.contains(className) ?? navigationBarOnly.contains(className)
  }

  private static let navigationBarOnlyBytes = ASCIINames(navigationBarOnly)

  /// The classes of `isNavigationBarOnly` (asked of every subview of every view of a window:
  /// compared in their bytes, not hashed).
  public static let navigationBarOnly: Set<String> = [
    UIKitClass.navigationBarBackground, UIKitClass.navigationItemView,
    UIKitClass.navigationItemButtonView, UIKitClass.navigationBarBackIndicatorView,
  ]

  /// UIKit's stack view classes seen in real captures: `UIStackView` and the navigation bar's
  /// `_UIButtonBarStackView` (samples 01, 06, 10, 44, 46, 48, …). A subclass with another
  /// name is recognised by its attributes, not its name (Layout's `StackViews.isStackView`).
  public static func isStackView(_ className: String) -> Bool {
    className == UIKitClass.stackView || className == UIKitClass.buttonBarStackView
  }

  /// One of UIKit's own bars by its exact class: a `UINavigationBar` or a `UIToolbar` (what
  /// `check`'s coverage finding names when a bar holds none of the parts).
  public static func isUIKitBar(_ className: String) -> Bool {
    className == UIKitClass.navigationBar || className == UIKitClass.toolbar
  }

  /// A button: `UIButton` or a class named like one (an item's custom view,
  /// docs/patches.md, "spacing").
  public static func isButton(_ className: String) -> Bool {
    className == UIKitClass.button || className.hasSuffix("Button")
  }

  /// One of UIKit's private views, ASSUMED from its name (the break rule's part 1,
  /// docs/conflicts.md): `_UI…` (`_UIButtonBarStackView`), the keyboard's `TUI…`, `UIKB…`,
  /// `UIInput…` and `UIKeyboard…` (`UIInputSetHostView`); not a Swift class (`_Tt…`, or a
  /// module-qualified `App.View`).
  public static func isPrivateView(_ className: String) -> Bool {
    !className.contains(".")
      && privateViewPrefixes.contains { className.hasPrefix($0) && !className.hasPrefix("_Tt") }
  }

  private static let privateViewPrefixes = ["_", "TUI", "UIKB", "UIInput", "UIKeyboard"]

  /// A class whose name starts with `_`: how the conflict advice tells an unnamed constraint
  /// between UIKit's private views in a log (`H:[_UIButtonBarStackView]-(16)-|`, sample 87).
  /// Narrower than `isPrivateView` (no keyboard class, a Swift `_Tt…` class included): the
  /// two readings are kept as they were.
  public static func isUnderscored(_ className: String) -> Bool {
    className.hasPrefix("_")
  }

  /// The views a bar holds beside its content view (iOS 11+): the large title's and the
  /// prompt's, recorded hidden (66:11–13, 66:23, 88:3, 88:5; `BarRules.hiddenContainerHeight`).
  public static func isLargeTitleOrPrompt(_ className: String) -> Bool {
    className == UIKitClass.navigationBarLargeTitleView
      || className == UIKitClass.navigationBarModernPromptView
  }
}
