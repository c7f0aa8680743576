/// Which of UIKit's views holds which: the one table (issue 18) that Layout's conflict logs
/// (`LogTree`) and BarModel's reassembly of a paste (`Reassembly.nest`) read. Each row says
/// what it is known from, and so which reading takes it.
public enum UIKitContainment {
  /// What a row is known from.
  public struct Evidence: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// In every recorded tree of the samples the view sits in a view of this class or of one
    /// listed beside it with this evidence (docs/conflicts.md, "The tree"): 03, 66
    /// (`_UIModernBarButton`, `UIButtonLabel`, `_UIButtonBarButton`, `_UIButtonBarStackView`,
    /// the bars' content views, `_UIBackButtonContainerView`), 04
    /// (`_UINavigationBarContentView`), 81 (`UIButtonLabel` in a `UINavigationButton`), 10 (the
    /// button-bar stack in the keyboard's assistant bar). The conflict logs place a private view
    /// in the one view of a holding class they name, tried in the table's order.
    public static let everyTree = Evidence(rawValue: 1)
    /// An iOS 11+ view printed on its own (`Printing description of $40:`, 13:7–14) can sit in
    /// a view of this class (docs/navbar/ios13-18.md, "Reading a paste").
    public static let paste = Evidence(rawValue: 2)
    /// The content of an iOS 7–10 bar's subviews printed as a walk (docs/navbar/ios7-10.md):
    /// the hairline in the background (51:7, 51:17), the title's label in its item view (51:9),
    /// a button's image or label in the button (51:11, 51:13, 92:12), the backdrop in the
    /// background and its effect and tint views in it (92:3–5; 83, 85).
    public static let frameBasedWalk = Evidence(rawValue: 4)
  }

  /// One row: a view of class `view` sits in a view of class `holder`.
  public struct Holding: Sendable, Hashable {
    public let view: String
    public let holder: String
    public let evidence: Evidence
  }

  /// The table, a view's holders in the order the readings try them.
  public static let table: [Holding] = [
    row(UIKitClass.modernBarButton, in: UIKitClass.buttonBarButton, [.everyTree, .paste]),
    row(UIKitClass.modernBarButton, in: UIKitClass.backButtonContainerView, [.everyTree, .paste]),
    row(UIKitClass.backButtonContainerView, in: UIKitClass.buttonBarButton, .everyTree),
    row(UIKitClass.backButtonMaskView, in: UIKitClass.buttonBarButton, .everyTree),
    row(UIKitClass.buttonLabel, in: UIKitClass.modernBarButton, [.everyTree, .paste]),
    row(UIKitClass.buttonLabel, in: UIKitClass.navigationButton, [.everyTree, .frameBasedWalk]),
    row(UIKitClass.buttonLabel, in: UIKitClass.button, [.everyTree, .frameBasedWalk]),
    row(UIKitClass.buttonBarButton, in: UIKitClass.buttonBarStackView, [.everyTree, .paste]),
    // The back button sits directly in the content view (iOS 11+).
    row(UIKitClass.buttonBarButton, in: UIKitClass.navigationBarContentView, .everyTree),
    row(UIKitClass.buttonBarStackView, in: UIKitClass.toolbarContentView, .everyTree),
    row(UIKitClass.buttonBarStackView, in: UIKitClass.navigationBarContentView, .everyTree),
    row(UIKitClass.buttonBarStackView, in: UIKitClass.keyboardAssistantBar, .everyTree),
    row(UIKitClass.toolbarContentView, in: UIKitClass.toolbar, .everyTree),
    row(UIKitClass.navigationBarContentView, in: UIKitClass.navigationBar, .everyTree),
    row(UIKitClass.barBackground, in: UIKitClass.navigationBar, .everyTree),
    row(UIKitClass.barBackground, in: UIKitClass.toolbar, .everyTree),
    // A custom view's adaptor is in a stack, or in the content view as the title view: not
    // every tree's.
    row(UIKitClass.tamicAdaptorView, in: UIKitClass.buttonBarStackView, .paste),
    row(UIKitClass.imageView, in: UIKitClass.modernBarButton, .paste),
    row(UIKitClass.imageView, in: UIKitClass.barBackground, .frameBasedWalk),
    row(UIKitClass.imageView, in: UIKitClass.navigationBarBackground, .frameBasedWalk),
    row(UIKitClass.imageView, in: UIKitClass.button, .frameBasedWalk),
    row(UIKitClass.imageView, in: UIKitClass.navigationButton, .frameBasedWalk),
    row(UIKitClass.backdropView, in: UIKitClass.navigationBarBackground, .frameBasedWalk),
    row(UIKitClass.backdropView, in: UIKitClass.barBackground, .frameBasedWalk),
    row(UIKitClass.backdropEffectView, in: UIKitClass.backdropView, .frameBasedWalk),
    row(UIKitClass.view, in: UIKitClass.backdropView, .frameBasedWalk),
    row(UIKitClass.label, in: UIKitClass.navigationItemView, .frameBasedWalk),
    row(UIKitClass.label, in: UIKitClass.navigationItemButtonView, .frameBasedWalk),
  ]

  /// The classes whose views hold a view of `className` by any of `evidence`, in the table's
  /// order; none for a class the table does not list.
  public static func holders(of className: String, _ evidence: Evidence) -> [String] {
    guard let rows = byView[className] else { return [] }
    return rows.compactMap { $0.evidence.isDisjoint(with: evidence) ? nil : $0.holder }
  }

  /// The table's rows by the held view's class, in the table's order.
  private static let byView: [String: [Holding]] = Dictionary(grouping: table, by: \.view)

  private static func row(_ view: String, in holder: String, _ evidence: Evidence) -> Holding {
    Holding(view: view, holder: holder, evidence: evidence)
  }
}
