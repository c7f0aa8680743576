import BarModel
import Foundation
import HierarchyIO
import TestSupport
import Testing

/// The advice for a bar that is not reproduced tries other generations and widths by
/// rebuilding the bar alone (`AdviceTrial`): a window of many such bars costs each bar's
/// trials its own views, never the window's (issue 20), and advises each bar as it would
/// advise the bar alone.
@Suite struct AdviceWorkTests {
  /// The window's rebuild with `--os 17`: its iOS 11 bars are not reproduced as iOS 15–18
  /// bars, and the advice tries them without `--os`. The views the trials rebuilt, counted.
  static func rebuild(bars: Int) throws -> (rebuild: BarRebuild, views: Int) {
    let xml = try BarWindow.xml(bars: bars)
    let document = try Document(xml: Data(xml.utf8), source: "window.xml")
    let work = AdviceTrial.Work()
    let rebuild = try AdviceTrial.$work.withValue(work) {
      try Bars.rebuild(document, options: BarModelOptions(os: "17"))
    }
    return (rebuild, work.views)
  }

  @Test func eachBarsTrialsCostItsOwnViews() throws {
    let one = try Self.rebuild(bars: 1)
    let many = try Self.rebuild(bars: 5)
    let alone = try #require(one.rebuild.bars.first)
    #expect(!alone.comparison.isComplete)
    #expect(
      alone.advice.first?.hasSuffix("which reproduces every recorded frame: leave --os out")
        == true, "\(alone.advice)")
    // The bar's subtree: its views, fewer than the window's (a window and a container view
    // around it).
    #expect(one.views > 0)
    #expect(one.views < one.rebuild.document.viewCount)
    #expect(many.rebuild.bars.count == 5)
    // The advice names the bar's own addresses: the same once those are taken out.
    let strip = { (advice: [String]) in advice.map { $0.replacing(/0x[0-9a-f]+/, with: "0x") } }
    for bar in many.rebuild.bars {
      #expect(strip(bar.advice) == strip(alone.advice))
    }
    // Before, each trial rebuilt the whole window: 5 bars cost 25 bars' views.
    #expect(many.views == 5 * one.views, "\(many.views) \(one.views)")
  }
}
