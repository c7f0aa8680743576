import HierarchyIO
import TestSupport
import Testing

/// The `show` printer against lines written by hand in UIKit's shapes (sample 03 and 01).
@Suite struct RecursiveDescriptionTests {
  @Test func treeIsIndentedAsRecursiveDescriptionIndents() {
    #expect(
      SampleBar.document.recursiveDescription() == """
        <UINavigationBar: 0x11890f1b0; frame = (0 44; 375 44)>
           | <_UINavigationBarContentView: 0x11890ff60; frame = (0 0; 375 44)>
           |    | <_UIButtonBarStackView: 0x113b5df90; frame = (16 0; 44 44)>
           |    |    | <_UITAMICAdaptorView: 0x113bba900; frame = (0 0; 44 44)>
           |    |    |    | <UIButton: 0x10940abb0' Back'; frame = (0 0; 44 44)>

        """)
  }

  @Test func guidesAndConstraintsFollowTheirViewBeforeItsSubviews() {
    let hierarchy = SampleBar.document
    let content = hierarchy.subviews(of: hierarchy.roots[0])[0]
    let constraints = hierarchy.constraints(heldBy: content).map { hierarchy[$0] }
    let owner = "<_UINavigationBarContentView: 0x11890ff60; frame = (0 0; 375 44)>"
    #expect(
      hierarchy.recursiveDescription(guides: true, constraints: true) == """
        <UINavigationBar: 0x11890f1b0; frame = (0 44; 375 44)>
           | \(owner)
           |    | <UILayoutGuide: 0x1c01a1500 - "BackButtonGuide(0x109518800)", \
        layoutFrame = {{0, 0}, {16, 44}}, owningView = \(owner)>
           |    | <UILayoutGuide: 0x1c01a1ce0 - "LeadingBarGuide(0x109518800)", \
        layoutFrame = {{16, 0}, {44, 44}}, owningView = \(owner)>
           |    | \(constraints[0].uikitDescription(in: hierarchy))
           |    | \(constraints[1].uikitDescription(in: hierarchy))
           |    | <_UIButtonBarStackView: 0x113b5df90; frame = (16 0; 44 44)>
           |    |    | <_UITAMICAdaptorView: 0x113bba900; frame = (0 0; 44 44)>
           |    |    |    | <UIButton: 0x10940abb0' Back'; frame = (0 0; 44 44)>

        """)
  }

  @Test func guidesAloneLeaveConstraintsOut() {
    let text = SampleBar.document.recursiveDescription(guides: true)
    #expect(text.split(separator: "\n").count == 7)
    #expect(!text.contains("NSLayoutConstraint"))
  }

  @Test func keysComeInUIKitsOrderWithUIKitsWords() {
    // Sample 03: `<_UIBarBackgroundShadowContentImageView: 0x107eaa210; frame = (0 0; 375 0);
    // alpha = 0; opaque = NO; autoresize = W+H; userInteractionEnabled = NO; layer = …>`.
    var view = ViewAttributes(
      className: "_UIBarBackgroundShadowContentImageView", address: "0x107eaa210",
      frame: Rect(x: 0, y: 0, width: 375, height: 0))
    view.alpha = 0
    view.unknownAttributes = [UnknownAttribute(name: "opaque", value: "NO")]
    view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.userInteractionEnabled = false
    #expect(
      view.uikitDescription == "<_UIBarBackgroundShadowContentImageView: 0x107eaa210; "
        + "frame = (0 0; 375 0); alpha = 0; opaque = NO; autoresize = W+H; "
        + "userInteractionEnabled = NO>")

    var hidden = ViewAttributes(
      className: "UIView", address: "0x1", frame: Rect(x: 8, y: 11, width: 38, height: 21.5))
    hidden.hidden = true
    hidden.alpha = 0.5
    hidden.tag = 7
    hidden.unknownAttributes = [UnknownAttribute(name: "clipsToBounds", value: "YES")]
    hidden.autoresizingMask = [
      .flexibleBottomMargin, .flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin,
    ]
    #expect(
      hidden.uikitDescription == "<UIView: 0x1; frame = (8 11; 38 21.5); clipsToBounds = YES; "
        + "alpha = 0.5; hidden = YES; autoresize = LM+RM+TM+BM; tag = 7>")
  }

  @Test func labelsPrintTheirTextAfterTheFrame() {
    var label = ViewAttributes(
      className: "UIButtonLabel", address: "0x107ed0070",
      frame: Rect(x: 0, y: 1, width: 35, height: 20.5))
    label.title = "取消"
    label.userInteractionEnabled = false
    #expect(
      label.uikitDescription
        == "<UIButtonLabel: 0x107ed0070; frame = (0 1; 35 20.5); text = '取消'; "
        + "userInteractionEnabled = NO>")
  }

  @Test func multiLineTitlesStayOnOneLineAndReadBack() throws {
    let hierarchy = try Document.build { b in
      try b.view(ViewAttributes("UILabel", "0x1", .zero) { $0.title = "Line 1\nLine\t2" }) { b in
        try b.view(ViewAttributes("UIButton", "0x2", .zero) { $0.title = "A\rB" })
      }
    }
    let text = hierarchy.recursiveDescription()
    #expect(
      text == """
        <UILabel: 0x1; frame = (0 0; 0 0); text = 'Line 1\\u000aLine\\u00092'>
           | <UIButton: 0x2'A\\u000dB'; frame = (0 0; 0 0)>

        """)
    var warnings: [ReadWarning] = []
    let reread = try Document(console: text, source: "t", strict: true, warnings: &warnings)
    #expect(reread.rootViews.first?.title == "Line 1\nLine\t2")
    #expect(reread.rootViews.first?.subviews.first?.title == "A\rB")
  }

  @Test func aViewWithoutAFrameHasNoFrameKey() {
    var view = ViewAttributes(className: "BackButton", address: "BackButton")
    #expect(view.uikitDescription == "<BackButton: BackButton>")
    view.hidden = true
    #expect(view.uikitDescription == "<BackButton: BackButton; hidden = YES>")
  }

  @Test func defaultsArePrintedNowhere() {
    var view = ViewAttributes(className: "UIView", address: "0x2", frame: .zero)
    view.tag = 0
    view.unknownAttributes = [UnknownAttribute(name: "opaque", value: "YES")]
    #expect(view.uikitDescription == "<UIView: 0x2; frame = (0 0; 0 0)>")
  }

  /// Numbers as UIKit prints them (`%g`, six significant digits): not the dump's numbers.
  @Test func numbersAreWrittenAsUIKitWritesThem() {
    let view = ViewAttributes(
      className: "UIView", address: "0x3",
      frame: Rect(x: -0.0, y: 1 / 3, width: 29 / 3, height: 1_234_567))
    #expect(view.uikitDescription == "<UIView: 0x3; frame = (0 0.333333; 9.66667 1.23457e+06)>")
    let frame = Rect(x: 0, y: 1094.3333333333333, width: 251.33333, height: 0.5)
    #expect(frame.uikitDescription == "(0 1094.33; 251.333 0.5)")
  }

  @Test func guideWithoutIdentifierOrFrame() {
    let guide = LayoutGuide(address: "0x1d41a86c0")
    #expect(guide.uikitDescription(owner: nil) == "<UILayoutGuide: 0x1d41a86c0 - \"\">")
    var spacer = LayoutGuide(
      address: "0x4", identifier: "UISV-alignment-spanner",
      frame: Rect(x: -16, y: 0, width: 8, height: 0))
    spacer.className = "_UILayoutSpacer"
    #expect(
      spacer.uikitDescription(owner: ViewAttributes(className: "UIStackView", address: "0x5"))
        == "<_UILayoutSpacer: 0x4 - \"UISV-alignment-spanner\", layoutFrame = {{-16, 0}, "
        + "{8, 0}}, owningView = <UIStackView: 0x5>>")
  }

  @Test func severalRootsEachStartAtTheMargin() throws {
    let hierarchy = try Document.build { b in
      try b.view("UIWindow", "0xa")
      try b.view("UIWindow", "0xb")
    }
    #expect(hierarchy.recursiveDescription() == "<UIWindow: 0xa>\n<UIWindow: 0xb>\n")
    #expect(Document().recursiveDescription() == "")
  }
}
