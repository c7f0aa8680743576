/// The identifiers UIKit gives any view's guides and the constraints it makes for them: a
/// view's margins guide and a stack view's `UISV-…` constraints (docs/layout.md, "Stack
/// views"). A navigation bar's own are `BarIdentifier`'s. The one place that spells them: a
/// test fails when another source file does (`IdentifierTests`).
public enum UIKitIdentifier {
  /// A view's layout margins guide (`layoutMarginsGuide`).
  public static let marginsGuide = "UIViewLayoutMarginsGuide"
  /// A view's safe area guide (`safeAreaLayoutGuide`, iOS 11+); the identifiers of the
  /// constraints UIKit makes for it start with it too.
  public static let safeAreaGuide = "UIViewSafeAreaLayoutGuide"

  /// The margins guide's constraint of one edge (`left`, `right`, `top`, `bottom`, `leading`,
  /// `trailing`): `UIView-leftMargin-guide-constraint`.
  public static func marginGuideConstraint(_ edge: String) -> String {
    marginGuidePrefix + edge + marginGuideSuffix
  }

  /// The edge a margins guide's constraint names (`left` of
  /// `UIView-leftMargin-guide-constraint`); nil for any other identifier.
  public static func marginGuideEdge(of identifier: String) -> String? {
    guard identifier.hasPrefix(marginGuidePrefix), identifier.hasSuffix(marginGuideSuffix),
      identifier.count > marginGuidePrefix.count + marginGuideSuffix.count
    else { return nil }
    return String(identifier.dropFirst(marginGuidePrefix.count).dropLast(marginGuideSuffix.count))
  }

  private static let marginGuidePrefix = "UIView-"
  private static let marginGuideSuffix = "Margin-guide-constraint"

  /// What the identifiers of the size a view controller's view is given by its host start with
  /// (`UIView-Encapsulated-Layout-Width`); AppKit's and Mac Catalyst's host prints
  /// `appKitEncapsulatedLayoutPrefix`.
  public static let encapsulatedLayoutPrefix = "UIView-Encapsulated-Layout-"
  public static let appKitEncapsulatedLayoutPrefix = "NSView-Encapsulated-Layout-"
  /// A temporary size UIKit gives a view while it fits it (`_UITemporaryLayoutWidth`): the
  /// start of the constraint's identifier or of its class.
  public static let temporaryLayoutPrefix = "_UITemporaryLayout"

  // MARK: UIStackView's constraints (docs/layout.md, "Stack views")

  /// What every identifier of a stack view's own constraints starts with.
  public static let stackPrefix = "UISV-"
  /// A stack's first and last arranged subviews to its edges (its canvas).
  public static let stackCanvasConnection = "UISV-canvas-connection"
  /// The gap between two arranged subviews.
  public static let stackSpacing = "UISV-spacing"
  /// An arranged subview's cross-axis edge or center to the first's.
  public static let stackAlignment = "UISV-alignment"
  /// The spacer that spans the arranged subviews across the axis (`_UILayoutSpacer`).
  public static let stackAlignmentSpanner = "UISV-alignment-spanner"
  /// The spanner's edges around each arranged subview.
  public static let stackSpanningBoundary = "UISV-spanning-boundary"
  /// The spanner held at its smallest (priority 51).
  public static let stackSpanningFit = "UISV-spanning-fit"
  /// An arranged subview's size across the axis at priority 25.
  public static let stackAmbiguitySuppression = "UISV-ambiguity-suppression"
  /// A hidden arranged subview's zero length, or its place.
  public static let stackHiding = "UISV-hiding"
  /// `.fillEqually`: equal lengths.
  public static let stackFillEqually = "UISV-fill-equally"
  /// `.fillProportionally`: lengths in proportion to the intrinsic ones.
  public static let stackFillProportionally = "UISV-fill-proportionally"
  /// `.equalSpacing`'s gap spacers.
  public static let stackDistributing = "UISV-distributing"
  /// `.equalCentering`'s gap spacers.
  public static let stackDistributingEdge = "UISV-distributing-edge"
}
