import ConsoleFormat
import DumpModel
import TestSupport
import Testing

/// The printer: UIKit's notation, exactly, written by hand; and every conflict log's
/// constraints surviving read → print → read.
@Suite struct ConstraintNotationTests {
  /// The 375-pt bar of sample 01: content view, two guides, stack, a label with a title.
  static let bar: Document = {
    do {
      return try Document.build { b in
        try b.view(
          "_UINavigationBarContentView", "0x11890ff60", Rect(x: 0, y: 0, width: 375, height: 44)
        ) { b in
          try b.guides([
            LayoutGuide(address: "0x1c01a1500", identifier: "BackButtonGuide(0x109518800)"),
            LayoutGuide(address: "0x1c01a1ce0", identifier: "LeadingBarGuide(0x109518800)"),
            LayoutGuide(address: "0x60000396a680"),
          ])
          try b.view("_UIButtonBarStackView", "0x113b5df90")
          try b.view(ViewAttributes("UILabel", "0x113bba2e0") { $0.title = "Title" })
          try b.view("BackButton", "BackButton")
        }
      }
    } catch {
      preconditionFailure("\(error)")
    }
  }()

  static let index = AddressNaming(bar)

  @Test func theStackToGuideConstraint() {
    let constraint = Notation.constraint(
      "0x600002139400", "0x113b5df90", .leading, .equal, "0x1c01a1ce0", .leading)
    #expect(
      constraint.uikitDescription(in: Self.index)
        == "<NSLayoutConstraint:0x600002139400 _UIButtonBarStackView:0x113b5df90.leading == UILayoutGuide:0x1c01a1ce0'LeadingBarGuide(0x109518800)'.leading   (active)>"
    )
  }

  @Test func theGuideChainConstraint() {
    let constraint = Notation.constraint(
      nil, "0x1c01a1500", .trailing, .greaterThanOrEqual, "0x11890ff60", .leading, constant: 16)
    #expect(
      constraint.notation(in: Self.index)
        == "UILayoutGuide:0x1c01a1500'BackButtonGuide(0x109518800)'.trailing >= _UINavigationBarContentView:0x11890ff60.leading + 16"
    )
  }

  @Test func priorityIdentifierNegativeConstant() {
    let constraint = Notation.constraint(
      "0x1", id: "TrailingBarGuide-trailing", "0x113b5df90", .trailing, .equal, "0x11890ff60",
      .trailing, constant: -16, priority: 999)
    #expect(
      constraint.uikitDescription(in: Self.index)
        == "<NSLayoutConstraint:0x1 'TrailingBarGuide-trailing' _UIButtonBarStackView:0x113b5df90.trailing == _UINavigationBarContentView:0x11890ff60.trailing - 16 @999   (active)>"
    )
  }

  @Test func constantOnlyWithPriority() {
    let constraint = Notation.constraint("0x2", "0x113b5df90", .height, constant: 44, priority: 750)
    #expect(
      constraint.uikitDescription(in: Self.index)
        == "<NSLayoutConstraint:0x2 _UIButtonBarStackView:0x113b5df90.height == 44 @750   (active)>"
    )
  }

  @Test func multiplierTitleAndFractionalPriority() {
    let constraint = Notation.constraint(
      nil, "0x113bba2e0", .width, .lessThanOrEqual, "0x11890ff60", .width, multiplier: 0.5,
      priority: 999.5)
    #expect(
      constraint.notation(in: Self.index)
        == "UILabel:0x113bba2e0'Title'.width <= 0.5*_UINavigationBarContentView:0x11890ff60.width @999.5"
    )
  }

  /// A constraint quoted in a message writes its numbers as the dump does (`formatNumber`:
  /// no `+`, every digit), where UIKit's printing rounds to six digits (S3-26).
  @Test func exactNumbersForMessages() {
    let huge = Notation.constraint(
      nil, "0x113bba2e0", .width, .equal, "0x11890ff60", .width, multiplier: 1e308,
      constant: 1.0 / 3, priority: 750.25)
    #expect(
      huge.notation(in: Self.index)
        == "UILabel:0x113bba2e0'Title'.width == 1e+308*_UINavigationBarContentView:0x11890ff60.width + 0.333333 @750.25"
    )
    #expect(
      huge.notation(in: Self.index, numbers: .exact)
        == "UILabel:0x113bba2e0'Title'.width == 1e308*_UINavigationBarContentView:0x11890ff60.width + 0.3333333333333333 @750.25"
    )
    let size = Notation.constraint(
      "0x5", class: "NSContentSizeLayoutConstraint", "0x113bba2e0", .width,
      constant: .greatestFiniteMagnitude)
    #expect(
      size.notation(in: Self.index, numbers: .exact)
        == "H:[UILabel:0x113bba2e0'Title'(1.7976931348623157e308)]")
  }

  @Test func unnamedGuideAndNamedItem() {
    let constraint = Notation.constraint(
      nil, "BackButton", .trailing, .equal, "0x60000396a680", .trailing)
    #expect(
      constraint.notation(in: Self.index)
        == "BackButton.trailing == UILayoutGuide:0x60000396a680.trailing")
  }

  /// UIKit's description says `(active)` or `(inactive)` (docs/conflicts.md, "Console forms":
  /// `-[NSLayoutConstraint description]`), and a deactivated constraint reads back inactive.
  @Test func inactiveConstraintSaysSo() throws {
    var constraint = Notation.constraint("0x3", "0x113b5df90", .width, constant: 0)
    constraint.active = false
    let text = constraint.uikitDescription(in: Self.index)
    #expect(
      text == "<NSLayoutConstraint:0x3 _UIButtonBarStackView:0x113b5df90.width == 0   (inactive)>")
    let read = try ParsedConstraint(
      parsing: Substring(text), at: SourceLocation(file: "t", line: 1, column: 1))
    #expect(read.constraint.active == false)
    #expect(read.printedActive == true)
  }

  @Test func autoresizingMaskConstraintPrintsMaskAndMinX() {
    let constraint = Notation.constraint(
      "0x4", class: "NSAutoresizingMaskLayoutConstraint", "0x113b5df90", .left, constant: 16,
      extra: [("autoresizingMask", "h=--& v=--&")])
    #expect(
      constraint.uikitDescription(in: Self.index)
        == "<NSAutoresizingMaskLayoutConstraint:0x4 h=--& v=--& _UIButtonBarStackView:0x113b5df90.minX == 16   (active)>"
    )
  }

  @Test func contentSizeConstraintPrintsItsVisualFormat() {
    let constraint = Notation.constraint(
      "0x5", class: "NSContentSizeLayoutConstraint", "0x113bba2e0", .width, constant: 42.5,
      extra: [("hugging", "250"), ("compressionResistance", "750")])
    #expect(
      constraint.uikitDescription(in: Self.index)
        == "<NSContentSizeLayoutConstraint:0x5 H:[UILabel:0x113bba2e0'Title'(42.5)] Hug:250 CompressionResistance:750   (active)>"
    )
  }

  // MARK: Visual formats, where UIKit prints them

  @Test func leadingEdgeOnTheOwningViewIsAVisualFormat() {
    let constraint = Notation.constraint(
      "0x60000212c460", "0x1c01a1500", .leading, .equal, "0x11890ff60", .leading)
    #expect(
      constraint.uikitDescription(in: Self.index)
        == "<NSLayoutConstraint:0x60000212c460 H:|-(0)-[UILayoutGuide:0x1c01a1500'BackButtonGuide(0x109518800)']   (active, names: '|':_UINavigationBarContentView:0x11890ff60 )>"
    )
    // notation(in:) stays the self-contained anchor form (patch records, reports).
    #expect(
      constraint.notation(in: Self.index)
        == "UILayoutGuide:0x1c01a1500'BackButtonGuide(0x109518800)'.leading == _UINavigationBarContentView:0x11890ff60.leading"
    )
  }

  @Test func spacingBetweenTwoItemsIsAVisualFormat() {
    let constraint = Notation.constraint(
      "0x60000212c500", "0x1c01a1ce0", .leading, .equal, "0x1c01a1500", .trailing)
    #expect(
      constraint.uikitDescription(in: Self.index)
        == "<NSLayoutConstraint:0x60000212c500 H:[UILayoutGuide:0x1c01a1500'BackButtonGuide(0x109518800)']-(0)-[UILayoutGuide:0x1c01a1ce0'LeadingBarGuide(0x109518800)']   (active)>"
    )
  }

  @Test func trailingEdgeFromTheSuperviewIsAVisualFormat() {
    let constraint = Notation.constraint(
      "0x7", id: "UISV-x", "0x11890ff60", .trailing, .greaterThanOrEqual, "0x113b5df90",
      .trailing, constant: 8)
    #expect(
      constraint.uikitDescription(in: Self.index)
        == "<NSLayoutConstraint:0x7 'UISV-x' H:[_UIButtonBarStackView:0x113b5df90]-(>=8)-|   (active, names: '|':_UINavigationBarContentView:0x11890ff60 )>"
    )
  }

  @Test func leftMarginAndTopAreVisualFormats() {
    let left = Notation.constraint(
      "0x8", id: "UIView-leftMargin-guide-constraint", "0x60000396a680", .left, .equal,
      "0x11890ff60", .left, constant: 8)
    #expect(
      left.uikitDescription(in: Self.index)
        == "<NSLayoutConstraint:0x8 'UIView-leftMargin-guide-constraint' H:|-(8)-[UILayoutGuide:0x60000396a680](LTR)   (active, names: '|':_UINavigationBarContentView:0x11890ff60 )>"
    )
    let top = Notation.constraint(
      "0x9", "0x113b5df90", .top, .equal, "0x11890ff60", .top, constant: -2)
    #expect(
      top.uikitDescription(in: Self.index)
        == "<NSLayoutConstraint:0x9 V:|-(-2)-[_UIButtonBarStackView:0x113b5df90]   (active, names: '|':_UINavigationBarContentView:0x11890ff60 )>"
    )
  }

  @Test func anchorFormWhereUIKitPrintsIt() {
    // The child's trailing to its superview's trailing (first item is the child), a priority
    // below 1000, a multiplier: UIKit prints these as anchors.
    let cases: [(LayoutConstraint, String)] = [
      (
        Notation.constraint("0xa", "0x1c01a1500", .bottom, .equal, "0x11890ff60", .bottom),
        "<NSLayoutConstraint:0xa UILayoutGuide:0x1c01a1500'BackButtonGuide(0x109518800)'.bottom == _UINavigationBarContentView:0x11890ff60.bottom   (active)>"
      ),
      (
        Notation.constraint(
          "0xb", "0x113b5df90", .leading, .equal, "0x11890ff60", .leading, priority: 999),
        "<NSLayoutConstraint:0xb _UIButtonBarStackView:0x113b5df90.leading == _UINavigationBarContentView:0x11890ff60.leading @999   (active)>"
      ),
      (
        Notation.constraint(
          "0xc", "0x113bba2e0", .leading, .equal, "0x113b5df90", .trailing, multiplier: 2),
        "<NSLayoutConstraint:0xc UILabel:0x113bba2e0'Title'.leading == 2*_UIButtonBarStackView:0x113b5df90.trailing   (active)>"
      ),
    ]
    for (constraint, expected) in cases {
      #expect(constraint.uikitDescription(in: Self.index) == expected)
    }
  }

  @Test func inactiveVisualFormatKeepsItsNames() {
    var constraint = Notation.constraint(
      "0xd", "0x113b5df90", .leading, .equal, "0x11890ff60", .leading)
    constraint.active = false
    #expect(
      constraint.uikitDescription(in: Self.index)
        == "<NSLayoutConstraint:0xd H:|-(0)-[_UIButtonBarStackView:0x113b5df90]   (inactive, names: '|':_UINavigationBarContentView:0x11890ff60 )>"
    )
  }

  @Test(arguments: ["06", "10", "20"])
  func logsPrintAsUIKitPrintedThem(sample: String) throws {
    // Every constraint of the logs, printed back: character for character the text UIKit
    // logged (visual formats where UIKit used them, names, identifiers, spacing; sample 20's
    // older UIKit: no '(active)', 'NSSpace(8)', 'H:[View(0)]').
    let text = try LLDB.sample(sample)
    let (hierarchy, _) = try LLDB.read(text)
    let index = AddressNaming(hierarchy)
    let logged = Set(
      text.split(separator: "\n").compactMap { line -> String? in
        guard let start = line.firstIndex(of: "<"), line.contains("Constraint:") else { return nil }
        var body = line[start...]
        while body.hasSuffix(",") || body.hasSuffix("\"") { body = body.dropLast() }
        return String(body)
      })
    for constraint in hierarchy.lldbConstraints {
      #expect(logged.contains(constraint.uikitDescription(in: index)), "\(constraint.address!)")
    }
  }

  // MARK: Round trip

  @Test(arguments: LLDB.conflictSampleNames)
  func everyConflictLogSurvivesPrintAndRead(sample: String) throws {
    let (hierarchy, warnings) = try LLDB.read(try LLDB.sample(sample))
    #expect(warnings.isEmpty)
    let index = AddressNaming(hierarchy)
    let constraints = hierarchy.lldbConstraints
    #expect(!constraints.isEmpty)
    for constraint in constraints {
      let printed = constraint.uikitDescription(in: index)
      let reread = try Notation.parse(printed)
      var expected = constraint
      // UIKit's notation does not say it, nor which logs printed it.
      expected.broken = false
      expected.logs = []
      expected.brokenInLogs = []
      // Whether `(active)` was printed is the grammar's answer, kept by the reader.
      let active = constraint.unknownAttribute(PrintedConstraintAttribute.printedActive) != "NO"
      expected.unknownAttributes.removeAll { $0.name == PrintedConstraintAttribute.printedActive }
      #expect(reread.constraint == expected, "\(printed)")
      #expect(reread.printedActive == active, "\(printed)")
    }
  }

  @Test func printedItemsNameTheSameItems() throws {
    let (hierarchy, _) = try LLDB.read(try LLDB.sample("06"))
    let index = AddressNaming(hierarchy)
    for constraint in hierarchy.lldbConstraints {
      let reread = try Notation.parse(constraint.uikitDescription(in: index))
      let first = try #require(hierarchy.item(at: constraint.first))
      #expect(reread.firstItem.className == hierarchy.className(of: first))
      #expect(reread.firstItem.label == hierarchy.label(of: first))
    }
  }
}
