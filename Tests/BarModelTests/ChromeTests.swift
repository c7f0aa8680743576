import BarModel
import HierarchyIO
import TestSupport
import Testing

/// The chrome's arithmetic on devices and generations no fixture shows (docs/navbar/devices.md, through
/// docs/navbar/README.md "Devices").
@Suite struct ChromeTests {
  /// An iOS 17 bar on a 393-pt island phone, at y = 59 − 5 − a pixel (docs/navbar/devices.md §2.2), with
  /// its background as GK41 records the backdrop: from the screen's top to 59 + 44 = 103.
  func islandBar(y: Double, backgroundHeight: Double, width: Double = 393) throws -> Document {
    try Document.build { b in
      try b.view("UINavigationBar", "0x1", Rect(x: 0, y: y, width: width, height: 44)) { b in
        try b.view(
          "_UIBarBackground", "0x2",
          Rect(x: 0, y: -y, width: width, height: backgroundHeight))
        try b.view(
          "_UINavigationBarContentView", "0x3", Rect(x: 0, y: 0, width: width, height: 44))
      }
    }
  }

  func background(_ document: Document) throws -> FrameRow {
    let rebuild = try Bars.rebuild(document, options: BarModelOptions(os: "17"))
    let bar = try #require(rebuild.bars.first)
    return try #require(bar.comparison.rows.first { $0.name.hasPrefix("_UIBarBackground") })
  }

  /// Issue 21's iPhone 14 Pro Sentry capture: the background 5.333 pt taller than the bar's y
  /// + 44, which the model said; now reproduced.
  @Test func islandPhoneBackgroundReachesTheSafeAreaTopPlusTheBar() throws {
    let row = try background(islandBar(y: 53.66667, backgroundHeight: 103))
    #expect(row.status == .rule)
    #expect(row.isReproduced, "\(row.values)")
    #expect(row.model == Rect(x: 0, y: -53.666666666666664, width: 393, height: 103))
  }

  /// The Pro 16–17 phones (top 62) and the bar on the island phone at the safe area's top (iOS
  /// 26, the matrix fixtures): the bar's y + 44.
  @Test(arguments: [
    (402.0, 56.33333, 106.0), (440, 56.33333, 106), (393, 59, 103), (420, 62.33333, 112),
  ])
  func otherIslandPhones(width: Double, y: Double, height: Double) throws {
    let row = try background(islandBar(y: y, backgroundHeight: height, width: width))
    #expect(row.isReproduced, "\(row.values)")
  }

  /// A phone with no island: the background is the bar's y + 44 whatever the status bar (47 on
  /// a 390-pt phone, docs/navbar/devices.md §1), not the island rule.
  @Test func notchPhoneBackgroundIsTheBarsY() throws {
    let row = try background(islandBar(y: 47, backgroundHeight: 91, width: 390))
    #expect(row.isReproduced, "\(row.values)")
    let wrong = try background(islandBar(y: 47, backgroundHeight: 103, width: 390))
    #expect(!wrong.isReproduced)
    #expect(wrong.values == "recorded (0 -47; 390 103), model (0 -47; 390 91)")
  }
}
