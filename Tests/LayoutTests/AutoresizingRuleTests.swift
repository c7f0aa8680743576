import Foundation
import HierarchyIO
import TestSupport
import Testing

@testable import Layout

/// Which views keep their frame through autoresizing when the dump does not say (text never
/// prints `translatesAutoresizingMaskIntoConstraints`): docs/layout.md, "Which views are
/// autoresizing" (QA S3-1, S3-3).
@Suite struct AutoresizingRuleTests {
  /// A content view (0 0; 375 44) with a stack tied to it, a label tied to nothing, a guide
  /// of the content view the stack is tied to; nothing says translatesAutoresizing….
  static let bar = """
    <hierarchy format="1">
      <view class="UIView" address="0x1" frame="0 0; 375 64">
        <view class="_UINavigationBarContentView" address="0x2" frame="0 20; 375 44">
          <guide address="0x9" identifier="UIViewLayoutMarginsGuide" frame="12 0; 351 44"/>
          <view class="UIView" address="0x3" frame="12 0; 48 44"/>
          <view class="UILabel" address="0x4" frame="167 12; 41 20"/>
          <view class="UIView" address="0x5" frame="300 0; 60 44"/>
          <constraint first="0x3" firstAttribute="leading" second="0x9" secondAttribute="leading"/>
          <constraint first="0x3" firstAttribute="top" second="0x2" secondAttribute="top"/>
          <constraint class="NSAutoresizingMaskLayoutConstraint" first="0x5" firstAttribute="left" constant="300"/>
          <constraint first="0x5" firstAttribute="top" second="0x2" secondAttribute="top"/>
          <constraint first="0x4" firstAttribute="centerX" second="0x2" secondAttribute="centerX" origin="patch:pin"/>
        </view>
      </view>
    </hierarchy>
    """

  static func document(_ xml: String) throws -> Document {
    try Document(xml: Data(xml.utf8), source: "bar.xml")
  }

  func autoresizing(_ address: String, _ document: Document) throws -> Bool {
    let view = try #require(document.view(at: address))
    return AutoresizingViews(document).isAutoresizing(view, in: document)
  }

  @Test func aViewAPrintedConstraintTiesIsAutoLayout() throws {
    let document = try Self.document(Self.bar)
    // tied to its superview's guide and to its superview
    #expect(try !autoresizing("0x3", document))
    // tied only to its own subviews: placed by its frame (a bar's content view)
    #expect(try autoresizing("0x2", document))
    // an autoresizing constraint of it was printed (`h=--& v=--&`)
    #expect(try autoresizing("0x5", document))
    // a patch's constraint is no evidence
    #expect(try autoresizing("0x4", document))
  }

  @Test func arrangedSubviewsAreNeverAutoresizing() throws {
    let document = try Self.document(
      """
      <hierarchy format="1">
        <view class="UIStackView" address="0x1" frame="0 0; 100 44">
          <view class="UIView" address="0x2" frame="0 0; 46 44"/>
          <view class="UIView" address="0x3" frame="54 0; 46 44" arranged="NO"/>
        </view>
      </hierarchy>
      """)
    #expect(try !autoresizing("0x2", document))
    #expect(try autoresizing("0x3", document))
  }

  /// A recorded NO stays NO, whatever ties it.
  @Test func aRecordedNoIsKept() throws {
    let document = try Self.document(
      """
      <hierarchy format="1">
        <view class="UIView" address="0x1" frame="0 0; 100 44">
          <view class="UIView" address="0x2" frame="0 0; 46 44" translatesAutoresizingMaskIntoConstraints="NO"/>
        </view>
      </hierarchy>
      """)
    #expect(try !autoresizing("0x2", document))
  }

  /// The stack of the example follows its constraints, not its recorded frame; the label,
  /// tied only by a patch, keeps its frame; the margins are those the guide shows (12), not
  /// UIKit's default 8.
  @Test func layoutFollowsTheRule() throws {
    var document = try Self.document(Self.bar)
    let stack = try #require(document.view(at: "0x3"))
    document.setFrame(Rect(x: 30, y: 5, width: 48, height: 44), of: .view(stack))  // elsewhere
    let result = try AutoLayout.solve(document, roots: document.roots)
    #expect(result.conflicts.isEmpty)
    #expect(result.frames[.view(stack)] == Rect(x: 12, y: 0, width: 48, height: 44))
    let label = try #require(document.view(at: "0x4"))
    #expect(result.frames[.view(label)] == Rect(x: 167, y: 12, width: 41, height: 20))
    let content = try #require(document.view(at: "0x2"))
    #expect(
      LayoutMargins.known(of: content, in: document)
        == Insets(top: 0, left: 12, bottom: 0, right: 12))
  }

  /// Sample 13 (QA S3-3): a stack printed with its two buttons and no constraint. UIKit laid
  /// it out without a conflict; the arranged buttons are not autoresizing, so no conflict is
  /// invented, and no constraint with an address the input does not hold (`0x0`) is printed.
  @Test func sample13HasNoInventedConflict() throws {
    let fixture = Fixture("sample13-ios17-trailing-stack")
    var warnings: [ReadWarning] = []
    let document = try Document(
      data: fixture.data("input.txt"), source: "input.txt", warnings: &warnings)
    let result = try AutoLayout.solve(document, roots: document.roots)
    #expect(result.conflicts.isEmpty)
    let text = LayoutReport(document: document, result: result).text
    #expect(!text.contains("0x0"), "\(text)")
    #expect(!text.contains("NSAutoresizingMaskLayoutConstraint"), "\(text)")
  }
}
