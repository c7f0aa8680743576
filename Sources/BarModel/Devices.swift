/// The phones of docs/navbar/devices.md §1 the bar model needs, with their public
/// sources there (docs/navbar/README.md, "Devices"): the top safe-area inset of the phones
/// whose status bar sits above the bar with a gap (the Dynamic Island phones).
public enum BarDevices {
  /// An island phone in portrait: its width and its top safe-area inset. docs/navbar/devices.md §1:
  /// 393 × 852 and 430 × 932 top 59 ([HACK14][FL][GK41]), 402 × 874 and 440 × 956 top 62
  /// ([DF][QMUI][GK]), 420 × 912 top 68 ([GK], the Air).
  public static let islandSafeTop: [Double: Double] = [
    393: 59, 430: 59, 402: 62, 440: 62, 420: 68,
  ]

  /// The widths a bar printed without its bar is tried at when no `--width` is given: the
  /// portrait widths of docs/navbar/devices.md §1, iPhones then iPads. A landscape, split-view
  /// or sheet's width is not tried: a capture of one asks for `--width`.
  public static let portraitWidths: [Double] = [
    320, 375, 390, 393, 402, 414, 420, 428, 430, 440, 744, 768, 810, 820, 834, 1024, 1032,
  ]

  /// An iPad's navigation bar from iOS 12: 50 pt (docs/navbar/devices.md §2.1, [HACKiPad12]
  /// "the navigation bar is now 70 points tall" with its 20-pt status bar; [GK] `version >=
  /// 12.0 ? 50 : 44`).
  static let padBarHeight = 50.0

  /// How far below the safe area's top an island phone's bar may sit: docs/navbar/devices.md §2.2, "bar y
  /// 53.667 (top inset 59) / 56.333 (62) / 62.333 (68)": the inset − 5 − one or two pixels
  /// ([GK] "可以用安全区域高度-5-1像素" / "-5-2倍的1像素", [QMUI] `// 53.667`, `// 56.333`).
  static let islandGap = 5.0

  /// The window's y where a navigation bar's background ends above the bar's top, measured
  /// from the screen's top: the bar's y, except on an island phone whose bar sits in the gap
  /// under the island (y = inset − 5 − one or two pixels), where the background runs to the safe area's
  /// top plus the bar: GK41 records the backdrop `(0 0; 393 103)` = 59 + 44 with the bar at
  /// 53.667 (docs/navbar/devices.md §2.2), 5.333 more than the bar's bottom (issue 21's iPhone 14 Pro
  /// Sentry capture). Nil when the bar's y is not recorded.
  static func backgroundReach(width: Double, barY: Double?, scale: Double) -> Double? {
    guard let barY else { return nil }
    guard let top = islandSafeTop[width] else { return barY }
    let gapped = top - islandGap - 2 / scale
    return barY < top && barY >= gapped - 1e-3 ? top : barY
  }
}
