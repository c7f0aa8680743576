import Foundation
import HierarchyIO
import TestSupport
import Testing

@testable import Layout

/// Constraints UIKit refuses to make (docs/layout.md, "Constraints UIKit refuses"): solved as
/// written, each a warning at the constraint, whichever format the dump came in (QA S3-23).
@Suite struct RefusedConstraintTests {
  /// The same three constraints as XML, JSON and UIKit's text: a location paired with a size,
  /// locations on different axes, and sizes on different axes (an aspect ratio, which UIKit
  /// makes).
  static let xml = """
    <?xml version="1.0" encoding="UTF-8"?>
    <hierarchy format="1">
      <view class="UIView" address="0x1" frame="0 0; 100 100">
        <view class="UIView" address="0x2" frame="0 0; 10 10"/>
        <constraint address="0xabc" first="0x2" firstAttribute="leading" second="0x1" secondAttribute="width"/>
        <constraint address="0xabd" first="0x2" firstAttribute="top" second="0x1" secondAttribute="centerX"/>
        <constraint address="0xabe" first="0x2" firstAttribute="width" second="0x1" secondAttribute="height"/>
      </view>
    </hierarchy>
    """
  static let json = """
    {"format": 1, "views": [{"class": "UIView", "address": "0x1", "frame": [0, 0, 100, 100],
      "subviews": [{"class": "UIView", "address": "0x2", "frame": [0, 0, 10, 10]}],
      "constraints": [
        {"address": "0xabc", "first": "0x2", "firstAttribute": "leading",
         "second": "0x1", "secondAttribute": "width"},
        {"address": "0xabd", "first": "0x2", "firstAttribute": "top",
         "second": "0x1", "secondAttribute": "centerX"},
        {"address": "0xabe", "first": "0x2", "firstAttribute": "width",
         "second": "0x1", "secondAttribute": "height"}]}]}
    """
  static let text = """
    <UIView: 0x1; frame = (0 0; 100 100)>
       | <UIView: 0x2; frame = (0 0; 10 10)>
       | <NSLayoutConstraint:0xabc UIView:0x2.leading == UIView:0x1.width   (active)>
       | <NSLayoutConstraint:0xabd UIView:0x2.top == UIView:0x1.centerX   (active)>
       | <NSLayoutConstraint:0xabe UIView:0x2.width == UIView:0x1.height   (active)>
    """

  /// Each dump, its name and the lines of the two refused constraints.
  static func documents() throws -> [(String, Document, [Int])] {
    var warnings: [ReadWarning] = []
    return [
      ("d.xml", try Document(xml: Data(xml.utf8), source: "d.xml"), [5, 6]),
      ("d.json", try Document(json: Data(json.utf8), source: "d.json"), [4, 6]),
      ("d.txt", try Document(console: text, source: "d.txt", warnings: &warnings), [3, 4]),
    ]
  }

  @Test func anInvalidPairingIsAWarningAtTheConstraintInEveryFormat() throws {
    for (source, document, lines) in try Self.documents() {
      let result = try AutoLayout.solve(document)
      let warnings = result.warnings.map(\.description)
      #expect(warnings.count == 2, "\(source): \(warnings)")
      #expect(result.warnings.map { $0.location?.line } == lines, "\(source)")
      #expect(
        warnings.first?.hasSuffix(
          "warning: 'UIView:0x2.leading == UIView:0x1.width': a location ('leading') paired "
            + "with a size ('width'), which Auto Layout refuses (UIKit throws: invalid pairing "
            + "of layout attributes); it is solved as written") == true, "\(source)")
      #expect(
        warnings.last?.contains(
          "'UIView:0x2.top == UIView:0x1.centerX': a vertical location ('top') paired with a "
            + "horizontal one ('centerX')") == true, "\(source)")
      // Solved as written: 0x2's minX is 0x1's width.
      let child = try #require(document.view(at: "0x2"))
      #expect(result.frames[.view(child)]?.x == 100)
    }
  }

  @Test func pairings() {
    #expect(LayoutEngine.refusedPairing(.leading, .width) != nil)
    #expect(LayoutEngine.refusedPairing(.height, .centerY) != nil)
    #expect(LayoutEngine.refusedPairing(.firstBaseline, .leadingMargin) != nil)
    #expect(LayoutEngine.refusedPairing(.width, .height) == nil)
    #expect(LayoutEngine.refusedPairing(.leading, .centerXWithinMargins) == nil)
    #expect(LayoutEngine.refusedPairing(.top, .lastBaseline) == nil)
    #expect(LayoutEngine.refusedPairing(.width, .notAnAttribute) == nil)
  }
}
