/// Every number of the bar model, with the capture behind it. `NN:L` is line `L` of
/// `/work/shared/samples/NN-….txt` (docs/navbar/ios11-12.md and ios13-18.md give the evidence
/// line by line). ASSUMED marks a number no capture settles: the nearest generation's value,
/// never presented as known.
public enum BarRules {
  /// Bar and content view height of a phone bar: 01:13 (owningView (0 0; 375 44)), 52:16.
  public static let barHeight = 44.0
  /// ASSUMED: the bar's y under a 20-pt status bar (51:6, 51:16) when nothing records it.
  public static let statusBarHeight = 20.0

  /// The pixel grid when a capture does not show it: ASSUMED from the phones of the era
  /// (320/375-pt phones 2×, 414-pt phones 3×); 51:7's 0.5 hairline agrees.
  public static func defaultScale(width: Double) -> Double { width >= 414 ? 3 : 2 }

  /// The height of a hidden large-title or prompt view once the bar is laid out (its width
  /// is 0): iOS 11–12 the bar's (88:3, 88:5: `(0 0; 0 44)` on a 44-pt bar); iOS 13–14 50
  /// (66:7, 66:21: `(0 0; 0 50)` on a 44-pt bar); iOS 15–26 ASSUMED 50, iOS 13–14's (no
  /// capture shows one hidden).
  static func hiddenContainerHeight(_ family: BarGeneration.Family, barHeight: Double) -> Double? {
    switch family {
    case .frameBased: return nil
    case .guideChain: return FittedRule.hiddenContainerChain.isHeldOut ? 50 : barHeight
    case .modern: return FittedRule.hiddenContainerModern.isHeldOut ? barHeight : 50
    }
  }

  // MARK: iOS 11–12 (docs/navbar/ios11-12.md)

  /// UIKit's bar margin, the inset of a side's outermost item from the bar's edge: 16, and 20
  /// from 414 pt. A public figure for iOS 7–10: docs/navbar/devices.md §2.4 [DX] (`systemMargin
  /// … return 16; // iOS 7+`, and `if (screenWidth >= 414) spacer.width -= 4`: 4 more from
  /// 414). The one width rule of every generation: iOS 7–10 (`frameBasedMargin`; 51:12, 51:20,
  /// 90:10's chevron at 20 − 8), iOS 11–12's content-view margin (`chainMargin`: 01:17 at 375,
  /// the 414 trace's 20 agree; no source states it for iOS 11–12, so it is the nearest
  /// generation's, iOS 10's, kept), iOS 13+'s item margin (`itemMargin`: 03, 13 at 375 and 390).
  public static func systemMargin(width: Double) -> Double { width >= 414 ? 20 : 16 }

  /// The content view's layout margin: `systemMargin` (01:17 at 375, the 414 trace's margins
  /// guide at 414; 320 and 390/428 by the same rule). The iOS 11 beta: 12 (its stack at x 12;
  /// held out, `FittedRule.betaMargin`: iOS 11–12's).
  public static func chainMargin(width: Double, beta: Bool) -> Double {
    if beta && !FittedRule.betaMargin.isHeldOut { return 12 }
    return systemMargin(width: width)
  }

  /// A side without items is inset `margin − 8`: 01:13 (BackButtonGuide 8 wide), 01:21
  /// (367 = 375 − 8), the 414 trace (402 = 414 − 12).
  public static let emptySideDelta = 8.0
  /// The 414 trace: LeadingBarGuide 75 = BackButtonGuide 69 + 6.
  public static let backToLeadingBar = 6.0
  /// ASSUMED for two items in an iOS 11–12 stack: 01:24/01:35's minimum inter-item space is 8.
  public static let chainStackSpacing = 8.0
  /// 01:23–25, 01:34–36: each `UIButtonBar.*` guide is 8 wide, 0 tall.
  public static let buttonBarGuideWidth = 8.0
  /// The iOS 11 beta's spacer `UIView (0 22; 8 0)`, first in its stack.
  public static let betaSpacer = (width: 8.0, height: 0.0)
  /// ASSUMED: the title view's pull toward the margins' width never wins in a capture.
  public static let titleViewWidthPriority = 50.0

  // MARK: iOS 13–26 (docs/navbar/ios13-18.md)

  /// The content view's layout margins: `H:|-(8)-[UIViewLayoutMarginsGuide]` (06:17); the
  /// right one ASSUMED equal.
  public static let contentMargin = 8.0

  /// Where the items' visible content starts from the bar's edge: `systemMargin`, 16 on 375
  /// and 390 (03:11/15, 13:6/17). ASSUMED from 414 (20, the earlier generations' there) and on
  /// 393 (16): no iOS 13+ capture of those widths.
  public static func itemMargin(width: Double) -> Double { systemMargin(width: width) }

  /// A `_UIModernBarButton`'s inset on the bar-edge side: 03:13, 03:17, 13:14.
  public static let edgeInset = 8.0
  /// The inset on the other sides: a text item 0 (03:13, 03:17), an image item 11 (13:10,
  /// 13:14; only 24-pt images are recorded).
  public static func innerInset(_ content: ButtonContent) -> Double {
    content == .image && !FittedRule.imageInset.isHeldOut ? 11 : 0
  }
  /// `UISV-spacing` between items of a stack: 13:8/12 (54 = 46 + 8).
  public static let itemSpacing = 8.0
  /// Every `_UIButtonBarButton` and stack: 03:11/12, 13:6–12, 66:15.
  public static let itemHeight = 44.0
  /// `'UINavItemContentGuide-leading' H:[back]-(6)-[guide]` (06:14).
  public static let backToContent = 6.0
  /// `'BIB_Trailing_CB_Leading'` (06:11); 66: 8 + 13 + 6 = 27.
  public static let chevronToTitle = 6.0

  /// `'BIB_Leading_Leading'`: the chevron's offset in the back button: 8 on iOS 13–14
  /// (66:12, `(8 11.5; 13 21)` in a button at x 0), 0 on iOS 15 (06:31). iOS 13–14 builds its
  /// back button as iOS 12 does (a `_UIBackButtonContainerView` in both, issue 21's iOS 12
  /// trace), and iOS 12's holds its content 8 in from a button at x 0 (the 414 trace: a
  /// `_UIModernBarButton (8 0; 61 44)` in `_UIButtonBarButton (0 0; 69 44)`). Either way the
  /// chevron is at the bar's x 8, where iOS 7–10 put it (devices.md §2.5, [QY], iOS 8–10
  /// `(8 11.5)`).
  public static func chevronInset(_ generation: BarGeneration) -> Double {
    generation == .ios13to14 && !FittedRule.chevronInset.isHeldOut ? 8 : 0
  }

  /// ASSUMED: a leading stack behind a back button starts at the item content guide (no
  /// capture has both; iOS 11–12's LeadingBarGuide starts 6 after the back button).
  public static let leadingStackAfterBack = 0.0
  /// ASSUMED: the title's distance to the items when crowded (no capture crowds a title).
  public static let titleClearance = 0.0

  /// The constant of a stack's edge constraint to the item content guide: a system button
  /// brings its own 8-pt inset, a custom view (adaptor) none (13:17/19).
  public static func stackEdgeInset(
    width: Double, outermost: ItemKind, leading: Bool, behindBackButton: Bool
  ) -> Double {
    if leading && behindBackButton { return leadingStackAfterBack }
    let margin = itemMargin(width: width)
    return outermost == .custom ? margin : margin - edgeInset
  }
}

/// What a system bar button shows (docs/navbar/ios13-18.md, "Items").
public enum ButtonContent: String, Sendable, Hashable {
  case text, image
}

/// What an arranged item of a bar stack is.
public enum ItemKind: Sendable, Hashable {
  /// A `_UIButtonBarButton` (a system item).
  case button
  /// A `_UITAMICAdaptorView` around an app's custom view.
  case custom
  /// The iOS 11 beta's spacer `UIView`.
  case spacer
}
