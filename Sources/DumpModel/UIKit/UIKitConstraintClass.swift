/// The classes of the constraints UIKit makes itself, as captures and conflict logs print them:
/// the one place that spells them, as `UIKitClass` is for views (docs/layout.md, "The
/// constraints UIKit adds"; docs/conflicts.md, "The rule").
public enum UIKitConstraintClass {
  /// Any constraint an app or a nib makes, and UIStackView's `UISV-*`.
  public static let layoutConstraint = "NSLayoutConstraint"
  /// A view's autoresizing mask turned into constraints (`h=--& v=--&`).
  public static let autoresizingMask = "NSAutoresizingMaskLayoutConstraint"
  /// A view's intrinsic size: hugging and compression resistance.
  public static let contentSize = "NSContentSizeLayoutConstraint"
  /// The top and bottom layout guides' constraints (`_UILayoutGuide`s before iOS 11).
  public static let layoutSupport = "_UILayoutSupportConstraint"
  /// Interface Builder's placeholder for a view it was given too few constraints for.
  public static let prototyping = "NSIBPrototypingLayoutConstraint"
  /// The size UIKit gives a view from its bounds before the first layout pass (docs/
  /// breaking.md, `_UITemporaryLayoutWidth/Height`), by axis.
  public static let temporaryLayoutWidth = "_UITemporaryLayoutWidth"
  public static let temporaryLayoutHeight = "_UITemporaryLayoutHeight"
  /// A scroll view's frame and content guides, tied to its frame and content size.
  public static let scrollViewLayoutGuide = "_UIScrollViewLayoutGuideConstraint"
}
