import ConsoleFormat
import DumpModel
import Foundation
import TestSupport
import Testing

/// The real captures in `Fixtures/lldb-samples` (copies of `shared/samples`).
@Suite struct LLDBSampleTests {
  @Test(arguments: LLDB.sampleNames)
  func everySampleConvertsWithNoUnreadableLine(sample: String) throws {
    let (hierarchy, warnings) = try LLDB.read(try LLDB.sample(sample), strict: true)
    #expect(warnings.isEmpty)
    #expect(!hierarchy.rootViews.isEmpty)
  }

  @Test func sample03RecursiveDescription() throws {
    let (hierarchy, _) = try LLDB.read(try LLDB.sample("03"))
    #expect(hierarchy.rootViews.map(\.address) == ["0x107e957e0"])
    let bar = hierarchy.rootViews[0]
    #expect(bar.frame == Rect(x: 0, y: 0, width: 375, height: 56))
    #expect(bar.autoresizingMask == .flexibleWidth)
    #expect(
      bar.subviews.map(\.className) == [
        "_UIBarBackground", "_UINavigationBarContentView", "UIView",
      ])
    let stacks = bar.subviews[1].subviews
    #expect(
      stacks.map(\.frame) == [
        Rect(x: 8, y: 6, width: 46, height: 44), Rect(x: 307, y: 6, width: 60, height: 44),
      ])
    #expect(hierarchy.lldbView("0x107ef1fd0")?.frame == Rect(x: 8, y: 11, width: 38, height: 21.5))
    #expect(hierarchy.lldbView("0x107d37c60")?.title == "下一步")
    #expect(
      hierarchy.lldbView("0x107eaa210")?.autoresizingMask == [.flexibleWidth, .flexibleHeight])
    #expect(hierarchy.lldbView("0x107d99450")?.alpha == 0)
    #expect(hierarchy.lldbView("0x107eadd90")?.userInteractionEnabled == false)
    #expect(hierarchy.lldbViews.count == 15)
  }

  @Test func sample06ThreeLogs() throws {
    let (hierarchy, _) = try LLDB.read(try LLDB.sample("06"))
    let constraints = hierarchy.lldbConstraints
    // 7 in the first log, 1 new in the second, 3 new in the third; one broken in each.
    #expect(constraints.count == 11)
    #expect(
      constraints.filter(\.broken).map(\.address) == [
        "0x6000024c6300", "0x6000024c62b0", "0x6000024c57c0",
      ])
    // '|' names place the margins guide in the content view and a button in its bar button.
    #expect(hierarchy.lldbGuide("0x600003e77020")?.owner == "0x7fa914f26830")
    #expect(hierarchy.lldbSuperview(of: "0x7fa914f2bbc0") == "0x7fa914f28600")
    var margin = Notation.constraint(
      "0x6000024c45f0", id: "UIView-leftMargin-guide-constraint", "0x600003e77020", .left,
      .equal, "0x7fa914f26830", .left, constant: 8)
    margin.logs = [1, 2, 3]  // printed by all three logs
    #expect(constraints.first { $0.address == "0x6000024c45f0" } == margin)
    // Each log's constraints keep its print order in document order (the second log prints its
    // broken constraint first, before the five it shares with the first).
    #expect(
      constraints.filter { $0.logs.contains(2) }.map(\.address) == [
        "0x6000024c62b0", "0x6000024c7020", "0x6000024c7070", "0x6000024c4230", "0x6000024bb700",
        "0x6000024c45f0",
      ])
    #expect(hierarchy.rootViews.map(\.className) == ["_InspectLogRoot"])
    #expect(hierarchy.rootViews[0].constraints.count == 11)
  }

  @Test func sample10FiveLogs() throws {
    let (hierarchy, _) = try LLDB.read(try LLDB.sample("10"))
    let constraints = hierarchy.lldbConstraints
    #expect(constraints.first?.className == "NSAutoresizingMaskLayoutConstraint")
    #expect(constraints.count == 21)
    // One broken in each log, each marked with its log.
    #expect(
      constraints.filter(\.broken).sorted { $0.brokenInLogs[0] < $1.brokenInLogs[0] }
        .map(\.address) == [
          "0x1c008ce40", "0x1c0095b80", "0x1c4090ae0", "0x1c0094dc0", "0x1c40932e0",
        ])
    #expect(constraints.filter(\.broken).allSatisfy { $0.brokenInLogs.count == 1 })
    #expect(
      hierarchy.lldbView("0x151e1f280")?.autoresizingMask == [
        .flexibleRightMargin, .flexibleBottomMargin,
      ])
    // Three stack views under the assistant bar, each owning its margins guide.
    #expect(hierarchy.lldbSuperview(of: "0x151d277e0") == "0x151e1f280")
    #expect(hierarchy.lldbSuperview(of: "0x151e1f560") == "0x151e1f280")
    #expect(hierarchy.lldbSuperview(of: "0x151e05970") == "0x151e1f280")
    #expect(hierarchy.lldbGuide("0x1c41be4c0")?.owner == "0x151e05970")
    let spacer = try #require(hierarchy.lldbGuide("0x1c01dd880"))
    #expect(spacer.guide.className == "_UILayoutSpacer")
    #expect(spacer.guide.identifier == "UISV-alignment-spanner")
  }
}

/// What `inspect show --guides --constraints` prints of a converted capture reads back to the
/// same model (it prints guides as `_autolayoutTrace` does and each constraint under the view
/// that holds it). `broken` is not printed, so it is not compared.
@Suite struct LLDBShowRoundTripTests {
  @Test(arguments: ["03", "06", "10", "20", "31"])
  func showTextReadsBack(sample: String) throws {
    let (hierarchy, _) = try LLDB.read(try LLDB.sample(sample))
    let text = hierarchy.recursiveDescription(guides: true, constraints: true)
    let (reread, warnings) = try LLDB.read(text)
    #expect(warnings.isEmpty)
    var expected = hierarchy
    for id in expected.constraintsInDocumentOrder {
      expected.updateConstraint(id) {
        $0.broken = false
        $0.logs = []
        $0.brokenInLogs = []
      }
    }
    for view in expected.preorder {
      // Words printed after a description (`layout=0x…`) are not part of UIKit's description.
      try expected.updateView(view) {
        $0.unknownAttributes.removeAll { !["opaque", "clipsToBounds"].contains($0.name) }
      }
    }
    #expect(reread.xmlText == expected.xmlText)
  }
}
