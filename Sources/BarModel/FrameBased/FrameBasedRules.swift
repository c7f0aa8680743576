import DumpModel

/// Every number of the iOS 7–10 frame-based bar, with the capture behind it
/// (docs/navbar/ios7-10.md gives the evidence line by line; `NN:L` is line `L` of
/// `/work/shared/samples/NN-….txt`). ASSUMED marks a number no capture settles: the nearest
/// generation's value, never presented as known. The reference is
/// Tools/barmodel/legacy/rules.py.
extension BarRules {
  /// The edge margin of a side's outermost item: `systemMargin` ([DX]), 16 on 320 (51:20, 240 +
  /// 64 = 320 − 16) and on 375 (51:12, 295 + 64 = 375 − 16), 20 from 414 ([DX]'s −4; 90:10's
  /// chevron at 20 − 8 = 12).
  public static func frameBasedMargin(width: Double) -> Double { systemMargin(width: width) }

  /// The edge margin of a side whose outermost item is a system item (a `UINavigationButton`,
  /// not a custom view) on a bar narrower than 375: 8, the custom views' 16 less 8.
  /// docs/navbar/devices.md §2.4 [DX] (`if (!item.customView && screenWidth < 375)
  /// spacer.width += 8`, "a margin of private class UINavigationButton is different"), and two
  /// captures of 320-pt bars: 81:11 (iOS 8–9, 278 + 34 = 320 − 8) and 96:6 (iOS 9, 280 + 32 =
  /// 320 − 8). Sample 83 (iOS 7) puts its image buttons 5 from each edge: a fixed
  /// space of −3 on this rule (of −11, [LL]'s iOS 7 spacing trick, on the custom views' 16);
  /// the capture cannot tell the two apart.
  public static func frameBasedSystemItemMargin(width: Double) -> Double? {
    width < 375 ? frameBasedMargin(width: width) - 8 : nil
  }

  /// ASSUMED: the gap between two items of a side (no capture holds two; sample 01's
  /// `UIButtonBar.minimumInterItemSpaceLayoutGuide` is 8 wide, 01:24, 01:35).
  public static let frameBasedItemGap = 8.0

  /// The back indicator (the chevron), directly in the bar, sits `margin − 8` from the leading
  /// edge: 8 below 414 pt (51:14, 51:24, 81:17, 83:24, 85:22, 94:7; devices.md §2.5 [QY]), 12
  /// from 414 (90:10, devices.md §2.5's iOS 8.1 dump `(12 11.6667; 13 21)`). Its size is its
  /// image's, kept as recorded: 13 × 21 on iOS 8–10 (51, 81, 90; [BK]), 12.5 × 20.5 on iOS 7
  /// (83, 85, 94; [QY]); 13 × 21 when no frame is printed. It is centred in the bar's 44 pt on
  /// the pixel grid: (44 − 21) / 2 = 11.5 (51:14), 11.667 at 3× (90:10), (44 − 20.5) / 2 =
  /// 11.75 → 12 at 2× (83:24, 85:22, 94:7).
  public static let backIndicatorInset = 8.0
  public static let backIndicatorSize = Size(width: 13, height: 21)

  /// The back button's view (`UINavigationItemButtonView`) starts at the chevron's x and sits
  /// 1 pt above centred: 81:14 `(8 6; 53 30)`, 85:20 `(8 6; 110 30)`, devices.md §2.4 [QY]
  /// `(8 6; 41 30)` (iOS 7): (44 − 30) / 2 − 1 = 6.
  public static let backButtonRaise = 1.0

  /// A title pushed by a shown back button starts 6 after it: 85:18, the title `(124 8; 163
  /// 27)` after the back button that ends at 8 + 110 = 118 (centred it would start at 78.5);
  /// the 6 after the back button of the iOS 12 414-pt trace.
  public static let backButtonToTitle = 6.0

  /// A bar taller than 44 pt (an app's `sizeThatFits:`: JZNavigationExtension's
  /// `jz_navigationBarSize`, 92) keeps its items in the 44 pt at its bottom: 92's title view
  /// `(153.5 64; 68 27)` is 100 − 44 = 56 below where a 44-pt bar puts it (8), its custom
  /// view `(16 56; 44 44)` at 56 + 0. UIKit's own taller bar does the same: a prompt is
  /// "displayed at the top of the navigation bar" (Apple, `UINavigationItem.prompt`), the bar
  /// 74 = 30 + 44 high (devices.md §2.1 [OLD]), the items below it. The background reaches
  /// the bar's full height (92:2, `(0 -20; 375 120)`), as every background does.
  public static let frameBasedItemBand = 44.0

  /// The back indicator, hidden in a bar not laid out for its item yet (its title view's
  /// label titled and zero-wide, 92:9), is where UIKit first put it: x 0, centred in the
  /// bar's height — 92:7 `(0 39.5; 13 21)` in 100 pt, and devices.md §2.5 [BK]'s hidden
  /// `(0 11.5; 13 21)` in 44. Which state of the bar decides it is 92's alone (ASSUMED): other
  /// hidden indicators (83, 90, 94, 51) sit at `margin − 8` in bars laid out.
  public static let unplacedIndicatorX = 0.0

  /// ASSUMED: the least room kept between the title and an item when the title is crowded (no
  /// capture crowds a title).
  public static let frameBasedTitleGap = 8.0
}
