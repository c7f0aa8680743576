import Foundation
import HierarchyIO
import TestSupport
import Testing

@testable import Layout

/// `inspect layout`'s human report: counts in the singular for one, computed frames at a
/// frame's precision, five decimals (QA S3-26; docs/format.md, "Numbers").
@Suite struct ReportWordingTests {
  func report(_ text: String) throws -> String {
    var warnings: [ReadWarning] = []
    let document = try Document(console: text, source: "t.txt", warnings: &warnings)
    return LayoutReport(document: document, result: try AutoLayout.solve(document)).text
  }

  @Test func oneFrameIsSingular() throws {
    let text = try report("<UIView: 0x1; frame = (0 0; 10 10)>\n")
    #expect(text.contains("\n1 frame computed; "))
    #expect(text.hasSuffix("layout: 1 frame, 0 differ, 0 conflicts, 0 ambiguous\n"))
  }

  /// Sample 04's label, 64.3333 × 20.3333 recorded, placed at 193/3 × 61/3: shown as
  /// `64.33333 20.33333`, not `64.33333333333333 20.333333333333332`.
  @Test func computedThirdsAreShownToFiveDecimals() throws {
    let text = try report(
      """
      <UIView: 0x7fb4575092e0; frame = (0 0; 428 926); autoresize = W+H>
         | <UILabel: 0x7fb457509450; frame = (182 453; 64.3333 20.3333); text = 'CENTER'; autoresize = RM+BM>
      """)
    #expect(text.contains("UILabel:0x7fb457509450'CENTER'  frame (182 453; 64.33333 20.33333)\n"))
  }
}
