import ConsoleFormat
import DumpModel
import TestSupport
import Testing

/// "Unable to simultaneously satisfy constraints." logs and constraint lists.
@Suite struct LLDBConflictLogTests {
  static let log = """
    2021-10-07 13:11:44.839841-0700 Example[79258:7270897] [LayoutConstraints] Unable to simultaneously satisfy constraints.
    \tProbably at least one of the constraints in the following list is one you don't want. 
    \tTry this: 
    \t\t(1) look at each constraint and try to figure out which you don't expect; 
    \t\t(2) find the code that added the unwanted constraint or constraints and fix it. 
    \t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints) 
    (
        "<NSAutoresizingMaskLayoutConstraint:0xa1 h=--& v=--& UIView:0xb1.height == 0   (active)>",
        "<NSLayoutConstraint:0xa2 V:|-(10)-[UILayoutGuide:0xc1'UIViewLayoutMarginsGuide']   (active, names: '|':_UIButtonBarStackView:0xb2 )>",
        "<NSLayoutConstraint:0xa3 V:|-(0)-[_UIButtonBarStackView:0xb2]   (active, names: '|':UIView:0xb1 )>",
        "<NSLayoutConstraint:0xa4 'UIView-bottomMargin-guide-constraint' V:[UILayoutGuide:0xc1'UIViewLayoutMarginsGuide']-(9)-|   (active, names: '|':_UIButtonBarStackView:0xb2 )>",
        "<NSLayoutConstraint:0xa5 V:[_UIButtonBarStackView:0xb2]-(0)-|   (active, names: '|':UIView:0xb1 )>"
    )

    Will attempt to recover by breaking constraint 
    <NSLayoutConstraint:0xa4 'UIView-bottomMargin-guide-constraint' V:[UILayoutGuide:0xc1'UIViewLayoutMarginsGuide']-(9)-|   (active, names: '|':_UIButtonBarStackView:0xb2 )>

    Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
    The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful.
    """

  /// The structured constraints of `log`, written by hand, in log order.
  static let expected: [LayoutConstraint] = {
    var broken = Notation.constraint(
      "0xa4", id: "UIView-bottomMargin-guide-constraint", "0xb2", .bottom, .equal, "0xc1", .bottom,
      constant: 9)
    broken.broken = true
    broken.brokenInLogs = [1]
    return [
      Notation.constraint(
        "0xa1", class: "NSAutoresizingMaskLayoutConstraint", "0xb1", .height,
        extra: [("autoresizingMask", "h=--& v=--&")]),
      Notation.constraint("0xa2", "0xc1", .top, .equal, "0xb2", .top, constant: 10),
      Notation.constraint("0xa3", "0xb2", .top, .equal, "0xb1", .top),
      broken,
      Notation.constraint("0xa5", "0xb1", .bottom, .equal, "0xb2", .bottom),
    ].map { constraint in
      var constraint = constraint
      constraint.logs = [1]  // all printed by the one log
      return constraint
    }
  }()

  @Test func itemsTreeConstraintsAndTheBrokenOne() throws {
    let (hierarchy, warnings) = try LLDB.read(Self.log)
    #expect(warnings.isEmpty)
    // The names place everything: 0xb1 ⊃ 0xb2 ⊃ guide 0xc1. One root, no synthetic one.
    var guide = LayoutGuide(address: "0xc1", identifier: "UIViewLayoutMarginsGuide")
    guide.className = "UILayoutGuide"
    let expected = try Document.build(DumpMetadata(source: "t.txt")) { b in
      try b.view(
        ViewAttributes("UIView", "0xb1") {
          $0.autoresizingMask = [.flexibleRightMargin, .flexibleBottomMargin]
        }
      ) { b in
        try b.view("_UIButtonBarStackView", "0xb2") { b in try b.guides([guide]) }
        try b.constraints(Self.expected)
      }
    }
    #expect(hierarchy.xmlText == expected.xmlText)
    #expect(hierarchy.lldbConstraints.filter(\.broken).map(\.address) == ["0xa4"])
  }

  @Test(arguments: [
    ("// ", ""), ("    ", ""), ("", "\n"), ("\t\t", "\n\n"), ("/// ", "\n"),
  ])
  func prefixedIndentedAndDoubleSpacedPastes(prefix: String, after: String) throws {
    let text = Self.log.split(separator: "\n", omittingEmptySubsequences: false)
      .map { prefix + $0 + after }.joined(separator: "\n")
    let (hierarchy, warnings) = try LLDB.read(text)
    #expect(warnings.isEmpty)
    #expect(hierarchy.lldbConstraints == Self.expected)
  }

  @Test func unquotedListOldSyslogPrefixAndUIKitTrailer() throws {
    let text = """
      Mar  4 18:25:38 Lawrences-MBP SpringBoard[10567]: Unable to simultaneously satisfy constraints.
      \t\tProbably at least one of the constraints in the following list is one you don't want. 
      \t(
      \t    <NSLayoutConstraint:0x1 UILabel:0x2' '.leading == UIView:0x3.leadingMargin>,
      \t    <NSLayoutConstraint:0x4 H:[UILabel:0x2' ']-(NSSpace(8))-[UIButton:0x5'Show More']>
      \t)
      \tWill attempt to recover by breaking constraint <NSLayoutConstraint:0x4 H:[UILabel:0x2' ']-(NSSpace(8))-[UIButton:0x5'Show More']>
      \tThe methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKit/UIView.h> may also be helpful.
      """
    let (hierarchy, warnings) = try LLDB.read(text)
    #expect(warnings.isEmpty)
    // No '(active)' (an old log): kept so, to print back as it was.
    var broken = Notation.constraint(
      "0x4", "0x5", .leading, .equal, "0x2", .trailing, constant: 8,
      extra: [("systemSpacing", "NSSpace(8)"), LLDB.noActive])
    broken.broken = true
    broken.logs = [1]
    broken.brokenInLogs = [1]
    var first = Notation.constraint(
      "0x1", "0x2", .leading, .equal, "0x3", .leadingMargin, extra: [LLDB.noActive])
    first.logs = [1]
    #expect(hierarchy.lldbConstraints == [first, broken])
    // No names give a tree: three roots under the synthetic root, which holds the list.
    #expect(hierarchy.rootViews.map(\.address) == ["log"])
    #expect(hierarchy.rootViews[0].className == "_InspectLogRoot")
    #expect(hierarchy.rootViews[0].frame == nil)
    #expect(hierarchy.rootViews[0].subviews.map(\.address) == ["0x2", "0x3", "0x5"])
    #expect(hierarchy.lldbView("0x2")?.title == " ")
    #expect(hierarchy.lldbView("0x5")?.title == "Show More")
  }

  @Test func severalLogsWithOtherLinesBetweenKeepFirstOrderAndEachBrokenOne() throws {
    let text = """
      2018-01-17 10:02:40.301460+0000 App[1100:161150] [LayoutConstraints] Unable to simultaneously satisfy constraints.
      (
          "<NSLayoutConstraint:0x1 UIView:0xa.width == 10   (active)>",
          "<NSLayoutConstraint:0x2 UIView:0xa.width == 20   (active)>"
      )
      Will attempt to recover by breaking constraint
      <NSLayoutConstraint:0x2 UIView:0xa.width == 20   (active)>
      2018-01-17 10:02:40.302000+0000 App[1100:161150] viewDidAppear: did something
      2018-01-17 10:02:40.315803+0000 App[1100:161150] [LayoutConstraints] Unable to simultaneously satisfy constraints.
      (
          "<NSLayoutConstraint:0x1 UIView:0xa.width == 10   (active)>",
          "<NSLayoutConstraint:0x3 UIView:0xa.width == 30 @750   (active)>",
          "<NSLayoutConstraint:0x4 UIView:0xa.width == 40   (active)>"
      )
      Will attempt to recover by breaking constraint
      <NSLayoutConstraint:0x4 UIView:0xa.width == 40   (active)>
      """
    let (hierarchy, warnings) = try LLDB.read(text)
    // The app's own line is not UIKit's: reported, and the rest read.
    #expect(warnings.map(\.location.line) == [8])
    // Its column is past the log prefix, where the unreadable text starts.
    let prefix = "2018-01-17 10:02:40.302000+0000 App[1100:161150] "
    #expect(warnings.first?.location.column == prefix.count + 1)
    let constraints = hierarchy.lldbConstraints
    #expect(constraints.map(\.address) == ["0x1", "0x2", "0x3", "0x4"])
    #expect(constraints.map(\.constant) == [10, 20, 30, 40])
    #expect(constraints.map(\.broken) == [false, true, false, true])
    #expect(constraints[2].priority == 750)
    // A single view: it is the root and holds the constraints.
    #expect(hierarchy.rootViews.map(\.address) == ["0xa"])
    #expect(hierarchy.rootViews[0].constraints.count == 4)
  }

  @Test func constraintArraysAsPoPrintsThem() throws {
    let text = """
      (lldb) po self.view.constraints
      <__NSArrayI 0x600000c0a0a0>(
      <NSLayoutConstraint:0x1 UIView:0xa.width == 10   (active)>,
      <NSLayoutConstraint:0x2 'Fixed height' UIView:0xa.height == 44 @999   (active)>
      )
      (lldb) po button.constraints
      ▿ 1 element
        - 0 : <NSLayoutConstraint:0x3 UIButton:0xb.width >= 44   (active)>
      Printing description of $12:
      <NSLayoutConstraint:0x4 UIButton:0xb.centerY == UIView:0xa.centerY   (active)>
      """
    let (hierarchy, warnings) = try LLDB.read(text)
    #expect(warnings.isEmpty)
    // Each array is a list, replayed as a log (docs/conflicts.md, "Fragments"); the constraint
    // printed alone is none.
    #expect(hierarchy.lldbConstraints.map(\.logs) == [[], [1], [1], [2]])
    var unlogged = hierarchy.lldbConstraints
    for index in unlogged.indices { unlogged[index].logs = [] }
    // Each is held as UIKit installs it, by the nearest common ancestor of its items: the
    // view's own by the view, the one across the two views (in no one tree) by the root.
    #expect(
      unlogged == [
        Notation.constraint("0x4", "0xb", .centerY, .equal, "0xa", .centerY),
        Notation.constraint("0x1", "0xa", .width, constant: 10),
        Notation.constraint("0x2", id: "Fixed height", "0xa", .height, constant: 44, priority: 999),
        Notation.constraint("0x3", "0xb", .width, .greaterThanOrEqual, constant: 44),
      ])
    #expect(
      hierarchy.lldbViews.map { $0.constraints.compactMap(\.address) } == [
        ["0x4"], ["0x1", "0x2"], ["0x3"],
      ])
  }

  @Test func temporaryLayoutWidthInALog() throws {
    let text = """
      (
          "<_UITemporaryLayoutWidth:0x600000a9c0a0 UITableViewCellContentView:0x7fb.width == 0   (active)>",
          "<NSLayoutConstraint:0x1 H:|-(16)-[UILabel:0x7fc]   (active, names: '|':UITableViewCellContentView:0x7fb )>",
          "<NSLayoutConstraint:0x2 H:[UILabel:0x7fc]-(16)-|   (active, names: '|':UITableViewCellContentView:0x7fb )>"
      )
      """
    let (hierarchy, warnings) = try LLDB.read(text)
    #expect(warnings.isEmpty)
    #expect(
      hierarchy.lldbConstraints.map(\.className) == [
        "_UITemporaryLayoutWidth", "NSLayoutConstraint", "NSLayoutConstraint",
      ])
    #expect(hierarchy.rootViews.map(\.address) == ["0x7fb"])
  }

  @Test func brokenConstraintNotInTheListIsAddedLast() throws {
    let text = """
      (
          "<NSLayoutConstraint:0x1 UIView:0xa.width == 10   (active)>"
      )
      Will attempt to recover by breaking constraint
      <NSLayoutConstraint:0x9 UIView:0xa.width == 90   (active)>
      """
    let (hierarchy, _) = try LLDB.read(text)
    #expect(hierarchy.lldbConstraints.map(\.address) == ["0x1", "0x9"])
    #expect(hierarchy.lldbConstraints.map(\.broken) == [false, true])
  }

  @Test func heldByTheNearestCommonAncestorOfTheTree() throws {
    // A recursiveDescription gives the tree; the log's constraints go to the nearest view
    // enclosing all their items: the content view, not the window.
    let text = """
      <UIWindow: 0x1; frame = (0 0; 375 812); layer = <CALayer: 0x9>>
         | <UIView: 0x2; frame = (0 0; 375 44); layer = <CALayer: 0x9>>
         |    | <UIButton: 0x3; frame = (0 0; 44 44); layer = <CALayer: 0x9>>
         |    | <UILabel: 0x4; frame = (50 0; 100 44); layer = <CALayer: 0x9>>
      "<NSLayoutConstraint:0x10 UILabel:0x4.leading == UIButton:0x3.trailing + 6   (active)>"
      """
    let (hierarchy, warnings) = try LLDB.read(text)
    #expect(warnings.isEmpty)
    #expect(hierarchy.rootViews[0].constraints.isEmpty)
    #expect(
      hierarchy.lldbView("0x2")?.constraints == [
        Notation.constraint("0x10", "0x4", .leading, .equal, "0x3", .trailing, constant: 6)
      ])
  }

  @Test func guideOwnersFromLayoutSuffixAndLayoutKey() throws {
    let text = """
      <_UINavigationBarContentView: 0xc1; frame = (0 0; 375 44); layer = <CALayer: 0x9>> layout=0x77
      <NSLayoutConstraint:0x1 UILayoutGuide:0xd1'BackButtonGuide(0x77)'.trailing >= _UINavigationBarContentView:0xc1.leading + 16   (active)>
      <NSLayoutConstraint:0x2 UILayoutGuide:0xd2'UINavigationBarItemContentLayoutGuide(layout=0x77)'.leading == UILayoutGuide:0xd1'BackButtonGuide(0x77)'.trailing   (active)>
      """
    let (hierarchy, warnings) = try LLDB.read(text)
    #expect(warnings.isEmpty)
    #expect(hierarchy.rootViews.map(\.address) == ["0xc1"])
    #expect(hierarchy.lldbGuide("0xd1")?.owner == "0xc1")
    #expect(hierarchy.lldbGuide("0xd2")?.owner == "0xc1")
    #expect(hierarchy.rootViews[0].constraints.map(\.address) == ["0x1", "0x2"])
  }

  @Test func unnamedGuideGoesUnderTheSyntheticRoot() throws {
    let (hierarchy, warnings) = try LLDB.read(try LLDB.sample("31"))
    #expect(warnings.isEmpty)
    #expect(hierarchy.rootViews.map(\.address) == ["log"])
    let root = hierarchy.rootViews[0]
    #expect(root.guides.map(\.address) == ["0x60000396a680"])
    #expect(root.guides[0].identifier == nil)
    #expect(root.subviews.map(\.className) == ["_UIButtonBarStackView"])
    #expect(
      root.constraints == [
        Notation.constraint(
          "0x6000023f0230", "0x7fcddac3ac30", .trailing, .equal, "0x60000396a680", .trailing,
          extra: [LLDB.noActive])
      ])
  }

  @Test func barWithoutNamesBecomesASuperviewWithAWarning() throws {
    let (hierarchy, warnings) = try LLDB.read("<NSLayoutConstraint:0x1 H:|-(8)-[UIView:0x2]>")
    #expect(
      warnings.map(\.message) == [
        "the visual format's '|' is not named; it stands for a superview of '0x2' the text does not show"
      ])
    #expect(hierarchy.lldbSuperview(of: "0x2") == "superview(0x2)")
    #expect(
      hierarchy.lldbConstraints == [
        Notation.constraint(
          "0x1", "0x2", .leading, .equal, "superview(0x2)", .leading, constant: 8,
          extra: [LLDB.noActive])
      ])
  }

  @Test func barWithoutNamesIsTheKnownSuperview() throws {
    let text = """
      <UIView: 0x1; frame = (0 0; 100 100)>
         | <UIView: 0x2; frame = (8 0; 50 50)>
      <NSLayoutConstraint:0x10 H:|-(8)-[UIView:0x2]>
      <NSLayoutConstraint:0x11 V:[UIView:0x2]-(>=0)-|>
      """
    let (hierarchy, warnings) = try LLDB.read(text)
    #expect(warnings.isEmpty)
    #expect(
      hierarchy.lldbView("0x1")?.constraints == [
        Notation.constraint(
          "0x10", "0x2", .leading, .equal, "0x1", .leading, constant: 8, extra: [LLDB.noActive]),
        Notation.constraint(
          "0x11", "0x1", .bottom, .greaterThanOrEqual, "0x2", .bottom, extra: [LLDB.noActive]),
      ])
  }

  @Test func contentSizeConstraintGivesIntrinsicSize() throws {
    let text = """
      <NSContentSizeLayoutConstraint:0x1 H:[UILabel:0x2'Hi'(42)] Hug:251 CompressionResistance:749   (active)>
      <NSContentSizeLayoutConstraint:0x3 V:[UILabel:0x2'Hi'(20.5)] Hug:250 CompressionResistance:750   (active)>
      """
    let (hierarchy, _) = try LLDB.read(text)
    let label = try #require(hierarchy.lldbView("0x2"))
    #expect(label.intrinsicSize == Size(width: 42, height: 20.5))
    #expect(label.hugging == AxisPriorities(horizontal: 251, vertical: 250))
    #expect(label.compressionResistance == AxisPriorities(horizontal: 749, vertical: 750))
  }

  @Test func unreadableLinesAreReportedWithLineAndColumnAndTheRestRead() throws {
    let text = """
      (
          "<NSLayoutConstraint:0x1 UIView:0xa.width == 10   (active)>",
          "<NSLayoutConstraint:0x2 UIView:0xa.wdth == 20   (active)>",
      this is not UIKit
          "<NSLayoutConstraint:0x3 UIView:0xa.height == 30   (active)>"
      )
      """
    let (hierarchy, warnings) = try LLDB.read(text)
    // UIKit's line that cannot be read is a warning of its own; the line that is not UIKit's
    // is counted in one.
    #expect(
      warnings.map(\.description) == [
        "t.txt:3:41: warning: cannot read the constraint '<NSLayoutConstraint:0x2 UIView:0xa.wdth == 20   (active)>': unknown attribute 'wdth'",
        "t.txt:4:1: warning: skipped 1 line that is not UIKit or LLDB output; --strict lists it",
      ])
    #expect(hierarchy.lldbConstraints.map(\.address) == ["0x1", "0x3"])
  }

  @Test func aLongLineIsShownShortened() throws {
    let line = String(repeating: "abcdefghij", count: 100)
    let (_, warnings) = LLDB.readStrictly("<UIView: 0x1; frame = (0 0; 1 1)>\n" + line)
    #expect(
      warnings.map(\.message) == ["not UIKit or LLDB output: '\(line.prefix(157))...'"])
  }

  @Test func strictStopsAtTheFirstUIKitLineThatCannotBeRead() {
    let (error, _) = LLDB.readStrictly(
      "<UIView: 0x1; frame = (0 0; 1 1)>\n<NSLayoutConstraint:0x2 UIView:0x1.wdth == 2>\n")
    #expect(
      error?.description
        == "t.txt:2:36: error: cannot read the constraint '<NSLayoutConstraint:0x2 UIView:0x1.wdth == 2>': unknown attribute 'wdth'"
    )
  }

  @Test func strictListsTheLinesThatAreNotUIKitOutput() {
    let (error, warnings) = LLDB.readStrictly(
      "<UIView: 0x1; frame = (0 0; 1 1)>\n  what is this\n<UIView: 0x2>\nand this\n")
    #expect(
      warnings.map(\.description) == [
        "t.txt:2:3: warning: not UIKit or LLDB output: 'what is this'",
        "t.txt:4:1: warning: not UIKit or LLDB output: 'and this'",
      ])
    #expect(
      error?.description == "t.txt:2:3: error: 2 lines are not UIKit or LLDB output (listed above)"
    )
  }

  @Test func linesThatAreNotUIKitOutputAreOneWarning() throws {
    let text = (1...12).map { "note \($0): something else" }.joined(separator: "\n")
    let (hierarchy, warnings) = try LLDB.read(text + "\n<UIView: 0x1; frame = (0 0; 1 1)>")
    #expect(
      warnings.map(\.description) == [
        "t.txt:1:1: warning: skipped 12 lines that are not UIKit or LLDB output; --strict lists them"
      ])
    #expect(hierarchy.rootViews.map(\.address) == ["0x1"])
  }

  @Test func nothingReadableIsAnError() {
    let error = #expect(throws: ReadError.self) { try LLDB.read("hello\nworld\n") }
    #expect(error?.location.line == 1)
    let empty = #expect(throws: ReadError.self) { try LLDB.read("\n  \n") }
    #expect(empty?.reason == .emptyInput)
  }
}
