import ConsoleFormat
import DumpModel
import TestSupport
import Testing

/// Every console form of issue 11, each written from the shape UIKit, LLDB, NSLog, Cycript or
/// Markdown gives it (not from anyone's paste): the text around UIKit's output, walks, and
/// the damage a paste takes.
@Suite struct ConsoleFormsTests {
  static let view = "<UIView: 0x7f8a1; frame = (0 0; 375 44); layer = <CALayer: 0x6001>>"
  static let label =
    "<UILabel: 0x7f8a2; frame = (16 12; 100 20.5); text = 'Title'; layer = <_UILabelLayer: 0x6002>>"
  static let constraint =
    "<NSLayoutConstraint:0x6003 UILabel:0x7f8a2.leading == UIView:0x7f8a1.leading + 16   (active)>"

  func read(_ text: String) throws -> (Document, [ReadWarning]) { try LLDB.read(text) }

  // MARK: Prefixes

  @Test(arguments: [
    "2019-04-02 17:41:44.071536+0800 ZJTest[2026:699932] ",
    "2016-12-02 12:33:59.139 Demo[512:301114] ",
    "Mar  4 18:25:38 iPhone Demo[10567]: ", "subView: ", "view = ", "-->", "// ", "/* ", "> ",
    "> > ",
    "(lldb) p view\n", "Printing description of $12:\n", "#\"", "\"",
  ])
  func descriptionBehindAPrefix(prefix: String) throws {
    let (hierarchy, warnings) = try read(prefix + Self.view)
    #expect(warnings.isEmpty)
    #expect(hierarchy.rootViews.map(\.address) == ["0x7f8a1"])
    #expect(hierarchy.rootViews[0].frame == Rect(x: 0, y: 0, width: 375, height: 44))
  }

  @Test func constraintFollowedByTheEndOfAComment() throws {
    // `/* … */` around a log, `*/` right after the broken constraint.
    let text = """
      /*
      Will attempt to recover by breaking constraint 
      \(Self.constraint)*/
      """
    let (hierarchy, warnings) = try read(text)
    #expect(warnings.isEmpty)
    #expect(hierarchy.lldbConstraints.map(\.broken) == [true])
  }

  // MARK: Cycript and collections

  @Test func cycriptQuotingAndArrays() throws {
    let text = """
      cy# UIApp.keyWindow
      #"\(Self.view)"
      cy# UIApp.keyWindow.subviews
      @[#"\(Self.label)",#"<UIButton: 0x7f8a3; frame = (300 0; 44 44); layer = <CALayer: 0x6004>>"]
      """
    let (hierarchy, warnings) = try read(text)
    #expect(warnings.isEmpty)
    #expect(hierarchy.rootViews.map(\.address) == ["0x7f8a1", "0x7f8a2", "0x7f8a3"])
    #expect(hierarchy.lldbView("0x7f8a2")?.title == "Title")
  }

  @Test func setAndArrayLiterals() throws {
    // `po` of an NSSet, and of a Swift array on one line.
    let text = """
      {(
          \(Self.view),
          \(Self.label)
      )}
      [\(Self.view), \(Self.label)]
      """
    let (hierarchy, warnings) = try read(text)
    #expect(warnings.isEmpty)
    #expect(hierarchy.rootViews.map(\.address) == ["0x7f8a1", "0x7f8a2"])
  }

  // MARK: Walks

  @Test func walkOfClassNamesOnly() throws {
    let text = """
      UINavigationBar
        _UIBarBackground
          UIImageView
        _UINavigationBarContentView
          _UIButtonBarStackView
      """
    let (hierarchy, warnings) = try read(text)
    #expect(warnings.isEmpty)
    #expect(hierarchy.rootViews.map(\.className) == ["UINavigationBar"])
    #expect(
      hierarchy.rootViews[0].subviews.map(\.className) == [
        "_UIBarBackground", "_UINavigationBarContentView",
      ])
    #expect(hierarchy.lldbSuperview(of: "line5") == "line4")
    #expect(hierarchy.rootViews[0].frame == nil)
  }

  @Test func walkOfClassNamesWithBars() throws {
    let text = "UIWindow\n|    UIView\n|    |    UILabel\n|    UIButton\n"
    let (hierarchy, _) = try read(text)
    #expect(hierarchy.rootViews[0].subviews.map(\.className) == ["UIView", "UIButton"])
    #expect(hierarchy.lldbSuperview(of: "line3") == "line2")
  }

  @Test func aCaptionIsNotAWalk() throws {
    let (hierarchy, warnings) = try read("iOS10\n" + Self.view)
    #expect(hierarchy.rootViews.map(\.address) == ["0x7f8a1"])
    #expect(
      warnings.map(\.message) == [
        "skipped 1 line that is not UIKit or LLDB output; --strict lists it"
      ])
  }

  @Test func nslogWalkWithArrows() throws {
    // `NSLog(@"view = %@", v)`, `NSLog(@"-->subView = %@", s)`, `NSLog(@"---->subView2 = %@")`.
    let prefix = "2019-04-02 17:41:44.071536+0800 App[1:2] "
    let text = """
      \(prefix)view = <_UIBarBackground: 0xa1; frame = (0 0; 375 44); layer = <CALayer: 0x1>>, backgroundColor = (null)
      \(prefix)-->subView = <UIImageView: 0xa2; frame = (0 44; 375 0.333333); layer = <CALayer: 0x2>>, backgroundColor = (null)
      \(prefix)-->subView = <UIVisualEffectView: 0xa3; frame = (0 0; 375 44); layer = <CALayer: 0x3>>
      \(prefix)---->subView2 = <_UIVisualEffectBackdropView: 0xa4; frame = (0 0; 375 44); layer = <CALayer: 0x4>>
      \(prefix)
      \(prefix)view = <_UINavigationBarContentView: 0xa5; frame = (0 0; 375 44); layer = <CALayer: 0x5>>
      """
    let (hierarchy, warnings) = try read(text)
    #expect(warnings.isEmpty)
    #expect(hierarchy.rootViews.map(\.address) == ["0xa1", "0xa5"])
    #expect(hierarchy.rootViews[0].subviews.map(\.address) == ["0xa2", "0xa3"])
    #expect(hierarchy.lldbSuperview(of: "0xa4") == "0xa3")
    #expect(hierarchy.lldbView("0xa2")?.frame?.height == 0.333333)
  }

  @Test func flatNSLogWalkWithSuperclassesAndAWrappedDescription() throws {
    // `NSLog(@"%@,%@", view, [view superclass])`; UINavigationItemView describes itself
    // wrapped: `<<UINavigationItemView: 0x…; …>: item=<…> title=…>`.
    let prefix = "2016-12-02 12:31:39.201259 Demo[13948:3014909] "
    let text = """
      \(prefix)<_UIBarBackground: 0xb1; frame = (0 -20; 375 64); layer = <CALayer: 0x1>>,UIView
      \(prefix)<<UINavigationItemView: 0xb2; frame = (153 8; 69.5 27); layer = <CALayer: 0x2>>: item=<<UINavigationItem: 0xb9>: title:'Stats'> title=Stats>,UIView
      \(prefix)<UIButton: 0xb3; frame = (1 2; 40 40); layer = <CALayer: 0x3>>,UIControl
      """
    let (hierarchy, warnings) = try read(text)
    #expect(warnings.isEmpty)
    // No depth is printed: each view a root, as the text says; UINavigationItem is no view.
    #expect(hierarchy.rootViews.map(\.address) == ["0xb1", "0xb2", "0xb3"])
    #expect(hierarchy.rootViews[1].className == "UINavigationItemView")
    #expect(hierarchy.rootViews[1].frame == Rect(x: 153, y: 8, width: 69.5, height: 27))
    #expect(
      hierarchy.rootViews[2].unknownAttributes == [
        UnknownAttribute(name: "superclass", value: "UIControl")
      ])
  }

  // MARK: Markdown damage

  @Test func markdownEscapesEntitiesBoldAndFences() throws {
    let text = """
      **Will attempt to recover by breaking constraint**
      ```
      \\<NSLayoutConstraint:0x6003 UILabel:0x7f8a2.leading == UIView:0x7f8a1.leading + 16   (active)\\>
      ```
      &lt;UIView: 0x7f8a1; frame = (0 0; 375 44)&gt;
      &nbsp;&nbsp;&nbsp;| &lt;UILabel: 0x7f8a2; frame = (16 12; 100 20.5)&gt;
      """
    let (hierarchy, warnings) = try read(text)
    #expect(warnings.isEmpty)
    #expect(hierarchy.lldbConstraints.map(\.broken) == [true])
    #expect(hierarchy.lldbSuperview(of: "0x7f8a2") == "0x7f8a1")
  }

  @Test func mangledClassNameAsEmphasis() throws {
    // `_TtC5UIKit17UIContextMenuCell_`'s underscores read as emphasis, written back as `*`.
    let text = """
      <*TtC5UIKit17UIContextMenuCell*: 0x7f8a4; frame = (0 0; 250 44)>
      <NSLayoutConstraint:0x6005 *TtC5UIKit17UIContextMenuCell*:0x7f8a4.height == 44   (active)>
      """
    let (hierarchy, warnings) = try read(text)
    #expect(warnings.isEmpty)
    #expect(hierarchy.rootViews.map(\.className) == ["_TtC5UIKit17UIContextMenuCell_"])
    #expect(hierarchy.lldbConstraints.map(\.first) == ["0x7f8a4"])
  }

  @Test func aTitleWhoseNewlineSplitsTheLine() throws {
    let text = """
      <UIView: 0x1; frame = (0 0; 375 44)>
         | <UILabel: 0x2; frame = (0 0; 100 40); text = 'Two
      lines'; layer = <_UILabelLayer: 0x3>>
         | <UIButton: 0x4; frame = (0 0; 44 44)>
      <NSLayoutConstraint:0x5 UILabel:0x2'Two
      lines'.width == 100   (active)>
      """
    let (hierarchy, warnings) = try read(text)
    #expect(warnings.isEmpty)
    #expect(hierarchy.lldbView("0x2")?.title == "Two\nlines")
    #expect(hierarchy.rootViews[0].subviews.map(\.address) == ["0x2", "0x4"])
    #expect(hierarchy.lldbConstraints.map(\.constant) == [100])
    #expect(hierarchy.lldbConstraints[0].location?.line == 5)
  }

  // MARK: Logs

  @Test func iOS7TrailerAndNoBlankLineBeforeTheBreak() throws {
    let text = """
      Unable to simultaneously satisfy constraints.
      \tProbably at least one of the constraints in the following list is one you don't want. Try this, (1) look at each constraint and try to figure out which you don't expect; (2) find the code that added the unwanted constraint or constraints and fix it. (Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints)
      (
          "<NSLayoutConstraint:0x1 H:[UIView:0x2(100)]>",
          "<NSLayoutConstraint:0x3 H:[UIView:0x2(200)]>"
      )
      Will attempt to recover by breaking constraint
      <NSLayoutConstraint:0x3 H:[UIView:0x2(200)]>

      Break on objc_exception_throw to catch this in the debugger.
      The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKit/UIView.h> may also be helpful.
      """
    let (hierarchy, warnings) = try read(text)
    #expect(warnings.isEmpty)
    #expect(hierarchy.lldbConstraints.map(\.broken) == [false, true])
  }

  @Test func itemNamedByItsIdentifierKeepsItsClassUnknownUntilTheTextSaysIt() throws {
    let log =
      "<NSLayoutConstraint:0x1 BackButton.width == 40   (active, names: BackButton:0x7f8a5 )>"
    let (alone, _) = try read(log)
    #expect(alone.lldbView("0x7f8a5")?.className == "UIView")
    #expect(alone.lldbView("0x7f8a5")?.identifier == "BackButton")
    // A description elsewhere in the paste gives the class.
    let (both, _) = try read(
      log + "\n<UIButton: 0x7f8a5; frame = (0 0; 40 44); layer = <CALayer: 0x9>>")
    #expect(both.lldbView("0x7f8a5")?.className == "UIButton")
    #expect(both.lldbView("0x7f8a5")?.identifier == "BackButton")
  }

  @Test func activeIsPrintedBackOnlyWhereTheInputHadIt() throws {
    let text = """
      <NSLayoutConstraint:0x1 UIView:0x2.leading == UIView:0x3.leading + 8   (active)>
      <NSLayoutConstraint:0x4 UIView:0x2.top == UIView:0x3.top>
      """
    let (hierarchy, _) = try read(text)
    let index = AddressNaming(hierarchy)
    #expect(
      hierarchy.lldbConstraints.map { $0.uikitDescription(in: index) } == [
        "<NSLayoutConstraint:0x1 UIView:0x2.leading == UIView:0x3.leading + 8   (active)>",
        "<NSLayoutConstraint:0x4 UIView:0x2.top == UIView:0x3.top>",
      ])
  }
}
