import ConsoleFormat
import DumpModel
import TestSupport
import Testing

/// `recursiveDescription` and single-object `po` output, against models written by hand.
@Suite struct LLDBRecursiveDescriptionTests {
  @Test func indentedTreeWithFramesAndKeys() throws {
    let text = """
      <UIWindow: 0x7fb1; frame = (0 0; 375 812); gestureRecognizers = <NSArray: 0x6000>; layer = <UIWindowLayer: 0x6001>>
         | <UIView: 0x7fb2; frame = (0 0; 375 812); autoresize = W+H; layer = <CALayer: 0x6002>>
         |    | <UILabel: 0x7fb3; frame = (16 100.5; 343 20.5); text = 'Hello; world'; opaque = NO; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x6003>>
         |    | <UIButton: 0x7fb4; frame = (-8 0; 44 44); hidden = YES; alpha = 0.5; tag = 7; layer = <CALayer: 0x6004>>
         | <UIView: 0x7fb5; frame = (0 0; 0 0); tintColor = <UIDynamicSystemColor: 0x2815; name = systemBlueColor>; layer = <CALayer: 0x6005>>
      """
    let (hierarchy, warnings) = try LLDB.read(text)
    #expect(warnings.isEmpty)
    let expected = try Document.build(DumpMetadata(source: "t.txt")) { b in
      try b.view("UIWindow", "0x7fb1", Rect(x: 0, y: 0, width: 375, height: 812)) { b in
        try b.view(
          ViewAttributes("UIView", "0x7fb2", Rect(x: 0, y: 0, width: 375, height: 812)) {
            $0.autoresizingMask = [.flexibleWidth, .flexibleHeight]
          }
        ) { b in
          try b.view(
            ViewAttributes("UILabel", "0x7fb3", Rect(x: 16, y: 100.5, width: 343, height: 20.5)) {
              $0.title = "Hello; world"
              $0.userInteractionEnabled = false
              $0.unknownAttributes = [UnknownAttribute(name: "opaque", value: "NO")]
            })
          try b.view(
            ViewAttributes("UIButton", "0x7fb4", Rect(x: -8, y: 0, width: 44, height: 44)) {
              $0.hidden = true
              $0.alpha = 0.5
              $0.tag = 7
            })
        }
        try b.view("UIView", "0x7fb5", .zero)
      }
    }
    #expect(hierarchy.xmlText == expected.xmlText)
  }

  @Test func excerptStartingDeepWithExtraKeysAndCycriptEscapes() throws {
    // Sample 03's shape: deep first line, `layout=` and `buttonBar=` after the description,
    // \u escapes in a label's text, a trailing backtick.
    let text = """
         |    |    | <_UINavigationBarContentView: 0x107ed4fa0; frame = (0 0; 375 56); layer = <CALayer: 0x280128880>> layout=0x107e1a430
         |    |    |    | <_UIButtonBarStackView: 0x107df1d90; frame = (8 6; 46 44); layer = <CALayer: 0x2801f7520>> buttonBar=0x283fbc5a0
         |    |    |    |    | <UIButtonLabel: 0x107ed0070; frame = (0 1; 35 20.5); text = '\\u53d6\\u6d88'; layer = <_UILabelLayer: 0x2823d26c0>>
         |    |    | <UIView: 0x107e097a0; frame = (0 0; 0 0); animations = { position=<CABasicAnimation: 0x1; keyPath = position>; bounds.size=<CABasicAnimation: 0x2>; }; layer = <CALayer: 0x2801296e0>>`
      """
    let (hierarchy, warnings) = try LLDB.read(text)
    #expect(warnings.isEmpty)
    #expect(hierarchy.rootViews.map(\.address) == ["0x107ed4fa0", "0x107e097a0"])
    let content = try #require(hierarchy.lldbView("0x107ed4fa0"))
    #expect(content.unknownAttributes == [UnknownAttribute(name: "layout", value: "0x107e1a430")])
    let stack = try #require(hierarchy.lldbView("0x107df1d90"))
    #expect(stack.frame == Rect(x: 8, y: 6, width: 46, height: 44))
    #expect(stack.unknownAttributes == [UnknownAttribute(name: "buttonBar", value: "0x283fbc5a0")])
    #expect(hierarchy.lldbSuperview(of: "0x107df1d90") == "0x107ed4fa0")
    #expect(hierarchy.lldbView("0x107ed0070")?.title == "取消")
    #expect(hierarchy.lldbView("0x107e097a0")?.frame == .zero)
  }

  @Test func titleAfterAddressModuleQualifiedAndMangledClasses() throws {
    let text = """
      <MyApp.BadgeView: 0x7f01 'New'; frame = (1 2; 3 4); layer = <CALayer: 0x1>>
         | <_TtCC5UIKit19NavigationButtonBar15ItemWrapperView: 0x7f02; frame = (0 0; 44 44); layer = <CALayer: 0x2>>
         | <SwiftUI._UIHostingView<SwiftUI.ModifiedContent<SwiftUI.AnyView, SwiftUI.RootModifier>>: 0x7f03; frame = (0 0; 10 10); layer = <CALayer: 0x3>>
      """
    let (hierarchy, warnings) = try LLDB.read(text)
    #expect(warnings.isEmpty)
    let badge = try #require(hierarchy.lldbView("0x7f01"))
    #expect(badge.className == "MyApp.BadgeView")
    #expect(badge.title == "New")
    #expect(
      badge.subviews.map(\.className) == [
        "_TtCC5UIKit19NavigationButtonBar15ItemWrapperView",
        "SwiftUI._UIHostingView<SwiftUI.ModifiedContent<SwiftUI.AnyView, SwiftUI.RootModifier>>",
      ])
  }

  @Test func printingDescriptionBlocksAndLLDBPrompts() throws {
    let text = """
      (lldb) po self.navigationController.navigationBar
      Printing description of $12:
      <UINavigationBar: 0x7fa1; frame = (0 44; 375 44); opaque = NO; autoresize = W; layer = <CALayer: 0x6000>>
      (lldb) expr -l objc -O -- [0x7fa2 recursiveDescription]
      <UIView: 0x7fa2; frame = (0 0; 100 50); layer = <CALayer: 0x6001>>
         | <UIScrollView: 0x7fa3; frame = (0 0; 100 50); clipsToBounds = YES; gestureRecognizers = <NSArray: 0x6002>; layer = <CALayer: 0x6003>; contentOffset: {0, -64}; contentSize: {100, 500}; adjustedContentInset: {64, 0, 0, 0}>
      """
    let (hierarchy, warnings) = try LLDB.read(text)
    #expect(warnings.isEmpty)
    #expect(hierarchy.rootViews.map(\.address) == ["0x7fa1", "0x7fa2"])
    #expect(hierarchy.rootViews[0].autoresizingMask == .flexibleWidth)
    #expect(hierarchy.rootViews[0].subviews.isEmpty)
    let scroll = try #require(hierarchy.lldbView("0x7fa3"))
    #expect(scroll.bounds == Rect(x: 0, y: -64, width: 100, height: 50))
    #expect(hierarchy.lldbSuperview(of: "0x7fa3") == "0x7fa2")
  }

  @Test func escapedControlCharactersInTitlesAndGuideNames() throws {
    // `inspect show` prints a multi-line title as `\u000a`, as po prints it in a collection.
    let text = """
      <UIButton: 0x1'Two\\u000alines'; frame = (0 0; 10 10)>
         | <UILabel: 0x2; frame = (0 0; 10 10); text = 'a\\u0009b'>
         | <UILayoutGuide: 0x3 - "x\\u000ay", layoutFrame = {{0, 0}, {1, 1}}, owningView = <UIButton: 0x1'Two\\u000alines'; frame = (0 0; 10 10)>>
      """
    let (hierarchy, warnings) = try LLDB.read(text)
    #expect(warnings.isEmpty)
    #expect(hierarchy.lldbView("0x1")?.title == "Two\nlines")
    #expect(hierarchy.lldbView("0x2")?.title == "a\tb")
    #expect(hierarchy.lldbGuide("0x3")?.guide.identifier == "x\ny")
  }

  @Test func byteOrderMarkAndWindowsLineEnds() throws {
    let text =
      "\u{FEFF}<UIView: 0x1; frame = (0 0; 10 10)>\r\n   | <UIView: 0x2; frame = (1 1; 2 2)>\r\n"
    let (hierarchy, warnings) = try LLDB.read(text)
    #expect(warnings.isEmpty)
    #expect(hierarchy.rootViews.map(\.address) == ["0x1"])
    #expect(hierarchy.lldbSuperview(of: "0x2") == "0x1")
  }

  @Test func singleObject() throws {
    let (hierarchy, _) = try LLDB.read(
      "<_UITAMICAdaptorView: 0x113bba900; frame = (0 0; 44 44); layer = <CALayer: 0x1c4>>")
    let expected = try Document.build(DumpMetadata(source: "t.txt")) { b in
      try b.view("_UITAMICAdaptorView", "0x113bba900", Rect(x: 0, y: 0, width: 44, height: 44))
    }
    #expect(hierarchy.xmlText == expected.xmlText)
  }

  @Test func badFrameIsReportedAndTheRestRead() throws {
    let text = """
      <UIView: 0x1; frame = (0 0; 10 10); layer = <CALayer: 0x9>>
         | <UIView: 0x2; frame = (0 zero; 10 10); layer = <CALayer: 0x9>>
         | <UIView: 0x3; frame = (1 1; 5 5); layer = <CALayer: 0x9>>
      """
    let (hierarchy, warnings) = try LLDB.read(text)
    #expect(warnings.map(\.location.line) == [2])
    #expect(warnings.first?.location.column == 6)
    #expect(hierarchy.lldbView("0x3")?.frame == Rect(x: 1, y: 1, width: 5, height: 5))
  }
}
