import ConsoleFormat
import DumpModel
import Foundation
import TestSupport
import Testing

/// What a paste holds that is not a view, or cannot be read: said at its line, with its own
/// reason, never turned into a view (QA S3-27, S3-22).
@Suite struct NotViewsTests {
  /// `po self.navigationItem.rightBarButtonItems` as the entry pasted it, after a view.
  static let barButtonItems = """
    <UIView: 0x9; frame = (0 0; 10 10)>
    (lldb) po self.navigationItem.rightBarButtonItems
    <__NSSingleObjectArrayI 0x600000010f30>(
    <UIBarButtonItem: 0x7fb4d8e16a00> target=0x7fb4d8e17000 action=didTapNext style=plain title='Next'
    )
    """

  @Test func aBarButtonItemIsAWarningNotAView() throws {
    let (document, warnings) = try LLDB.read(Self.barButtonItems)
    #expect(document.viewCount == 1)
    #expect(document.view(at: "0x7fb4d8e16a00") == nil)
    #expect(
      warnings.map(\.description) == [
        "t.txt:4:1: warning: cannot read '<UIBarButtonItem: 0x7fb4d8e16a00> "
          + "target=0x7fb4d8e17000 action=didTapNext style=plain title='Next'' as a view: it is "
          + "a bar item (UIKit prints no frame for it)"
      ])
  }

  /// The forms LLDB prints them in: alone, with fields (a title holding a comma, a custom
  /// view's description), in an NSArray, in a Swift array on one line, in Swift's `po` of an
  /// optional array, an app's subclass, a tab bar item, a navigation item wrapped as NSLog
  /// prints it (sample 51). Each is one warning at its `<`; the view after them is read.
  @Test func everyFormIsOneWarningAtItsDescription() throws {
    let text = """
      <__NSArrayI 0x600000c8a0a0>(
      <UIBarButtonItem: 0x7fb4d8e16a00>,
      <UIBarButtonItem: 0x7fb4d8e16b00> title='A, b' view=<UIButton: 0x7fb4d8e17100; frame = (0 0; 30 30)>
      )
      [<UIBarButtonItem: 0x1a>, <Demo.CloseBarButtonItem: 0x1b> image={22, 22}]
      ▿ Optional<Array<UIBarButtonItem>>
        ▿ some : 1 element
          - 0 : <UIBarButtonItem: 0x1c> systemItem=Done
      <UITabBarItem: 0x1d> title='Inbox'
      item=<<UINavigationItem: 0x1741d4be0>: title:'数据统计'>
      <UIBarButtonItemGroup: 0x1e>
      <UIView: 0x9; frame = (0 0; 10 10)>
      """
    let (document, warnings) = try LLDB.read(text)
    #expect(document.allViews.map(\.address) == ["0x9"])
    let read = warnings.filter { $0.message.hasPrefix("cannot read '<") }
    #expect(
      read.map { "\($0.location.line):\($0.location.column)" } == [
        "2:1", "3:1", "5:2", "5:27", "8:11", "9:1", "10:6", "11:1",
      ])
    #expect(read[1].message.contains("view=<UIButton: 0x7fb4d8e17100; frame = (0 0; 30 30)>'"))
    #expect(
      read[3].message.hasPrefix("cannot read '<Demo.CloseBarButtonItem: 0x1b> image={22, 22}'"))
    #expect(
      read[6].message.hasSuffix("as a view: it is a navigation item (UIKit prints no frame for it)")
    )
    #expect(read[7].message.contains("a bar button item group"))
  }

  /// With `--strict` it is an error; a paste of bar items alone is an error with their reason.
  @Test func strictOrAloneItIsTheError() {
    let (error, _) = LLDB.readStrictly(Self.barButtonItems)
    #expect(error?.location.line == 4)
    let alone = #expect(throws: ReadError.self) {
      try LLDB.read("<UIBarButtonItem: 0x7fb4d8e16a00>\n")
    }
    #expect(
      alone?.description
        == "t.txt:1:1: error: cannot read '<UIBarButtonItem: 0x7fb4d8e16a00>' as a view: it is a "
        + "bar item (UIKit prints no frame for it)")
  }

  /// Every other path that makes a view refuses a bar item too, so that what `show` prints
  /// reads back (campaign 2026-12-01-2149: a cut description in a tree became a view): a tree
  /// line, a trace line, a walk of class names, a guide's `owningView`, a constraint's item.
  @Test func noPathMakesABarItemAView() throws {
    let root = "<UIView: 0x9; frame = (0 0; 10 10)>\n"
    let cases: [(text: String, warning: String)] = [
      (
        root + "   | <UILayoutBarButtonItem: 0x7fb45720a9C>\n",
        "t.txt:2:6: warning: cannot read '<UILayoutBarButtonItem: 0x7fb45720a9C>' as a view: "
          + "it is a bar item (UIKit prints no frame for it)"
      ),
      (
        root + "|   *UIBarButtonItem:0x1'Done'\n",
        "t.txt:2:6: warning: cannot read 'UIBarButtonItem:0x1'Done'' as a view: it is a bar "
          + "item (UIKit prints no frame for it)"
      ),
      (
        "UIView\n|    UIView\n|    UINavigationItem\n",
        "t.txt:3:6: warning: cannot read 'UINavigationItem' as a view: it is a navigation item "
          + "(UIKit prints no frame for it)"
      ),
      (
        root + "<NSLayoutConstraint:0x2 UILayoutBarButtonItem:0x1.width == 5   (active)>\n",
        "t.txt:2:1: warning: cannot read the constraint '<NSLayoutConstraint:0x2 "
          + "UILayoutBarButtonItem:0x1.width == 5   (active)>': its item "
          + "'UILayoutBarButtonItem:0x1' is a bar item, not a view or a layout guide"
      ),
      (
        root + "UIView:0x9\n|   *<UILayoutGuide: 0x3 - \"G\", layoutFrame = {{0, 0}, {1, 1}}, "
          + "owningView = <UIBarButtonItem: 0x4>>\n",
        "t.txt:3:78: warning: cannot read '<UIBarButtonItem: 0x4>' as a view: it is a bar item "
          + "(UIKit prints no frame for it)"
      ),
    ]
    for (text, warning) in cases {
      let (document, warnings) = try LLDB.read(text)
      #expect(
        !document.allViews.contains { $0.className.hasSuffix("Item") }, "\(text)")
      #expect(warnings.map(\.description).contains(warning), "\(warnings)")
      // What `show` prints of it reads back.
      let shown = document.recursiveDescription(guides: true, constraints: true)
      #expect(throws: Never.self) { _ = try LLDB.read(shown) }
    }
  }

  /// A paste whose only lines are constraints that cannot be read: the error is the first
  /// one's own reason, at its column (QA S3-22), and no warning repeats it.
  @Test func unreadableConstraintsAloneGiveTheirReason() {
    var warnings: [ReadWarning] = []
    let error = #expect(throws: ReadError.self) {
      _ = try Document(
        console: "<NSLayoutConstraint:0xabc UIView:0x1.width == 5 @1001   (active)>\n"
          + "<NSLayoutConstraint:0xabd UIView:0x1.width == inf   (active)>\n",
        source: "t.txt", warnings: &warnings)
    }
    #expect(
      error?.description
        == "t.txt:1:48: error: cannot read the constraint '<NSLayoutConstraint:0xabc "
        + "UIView:0x1.width == 5 @1001   (active)>': the priority 1001 is outside 1…1000")
    #expect(warnings.isEmpty)
    // Prose with a line that only looks like a tree's (a Markdown table) still names what
    // was expected.
    let prose = #expect(throws: ReadError.self) { try LLDB.read("| column | meaning |\n") }
    #expect(prose?.description.contains("error: no view, guide or constraint: expected") == true)
  }
}
