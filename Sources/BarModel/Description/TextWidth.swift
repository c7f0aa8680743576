import DumpModel

/// The width a text takes in a bar, when the description does not give it: there are no font
/// metrics here, so an estimate (docs/navbar/building.md, "Text widths"): 8.5 pt a character,
/// 17.5 for an East Asian wide one (CJK, kana, Hangul, full-width forms), rounded up to a
/// point. Against the captures: 'Back' 34 (38 recorded, 66:20), 'Navigation Transaction' 187
/// (184, 66:21), 'Sentry Test App (Swift)' 196 (186.5, 66:22), '取消' 35 (35, 03:14), '下一步'
/// 53 (52, 03:18), '数据统计' 70 (69.5, 51:9): within 11 % of UIKit's.
public enum TextWidth {
  public static let perCharacter = 8.5
  public static let perWideCharacter = 17.5

  public static func estimate(_ text: String) -> Double {
    var width = 0.0
    for scalar in text.unicodeScalars {
      width += scalar.isEastAsianWide ? perWideCharacter : perCharacter
    }
    return width.rounded(.up)
  }
}

/// The phone a bar width most often means, for what a description does not say: the screen's
/// height, the pixel grid and the status bar above the bar (Apple's published screen sizes;
/// the status bars of the captures: 20 on 51:6 and 66:5, 47 on 04:14). A width no phone of
/// the table has gets scale 3 from 390 (2 below), status bar 20 and no screen height.
public struct Phone: Sendable, Hashable {
  public var width: Double
  public var height: Double?
  public var scale: Double
  public var statusBar: Double

  public static let table: [Phone] = [
    Phone(width: 320, height: 568, scale: 2, statusBar: 20),  // iPhone SE (1st)
    Phone(width: 375, height: 667, scale: 2, statusBar: 20),  // iPhone 8, SE (2nd, 3rd)
    Phone(width: 390, height: 844, scale: 3, statusBar: 47),  // iPhone 12–14
    Phone(width: 393, height: 852, scale: 3, statusBar: 59),  // iPhone 14 Pro–16
    Phone(width: 414, height: 736, scale: 3, statusBar: 20),  // iPhone 8 Plus
    Phone(width: 428, height: 926, scale: 3, statusBar: 47),  // iPhone 12–14 Pro Max / Plus (04:14)
    Phone(width: 430, height: 932, scale: 3, statusBar: 59),  // iPhone 14 Pro Max–16 Plus
  ]

  /// The widths of the table, for `inspect patch --matrix`.
  public static let widths = table.map(\.width)

  /// The phone of `width`; before iOS 11 every phone had a 20-pt status bar.
  public static func of(width: Double, os: String) -> Phone {
    var phone =
      table.first { $0.width == width }
      ?? Phone(width: width, height: nil, scale: width >= 390 ? 3 : 2, statusBar: 20)
    if let generation = BarGeneration(os: os), generation.family == .frameBased {
      phone.statusBar = 20
    }
    return phone
  }
}
