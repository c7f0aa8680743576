import DumpModel
import TestSupport
import Testing

/// Every printed form of a constraint, each against a structured result written by hand.
@Suite struct ConstraintGrammarTests {
  typealias C = LayoutConstraint

  // MARK: The anchor form

  @Test func commonFormWithGuideLabel() throws {
    let parsed = try Notation.parse(
      "<NSLayoutConstraint:0x600002139400 _UIButtonBarStackView:0x113b5df90.leading == UILayoutGuide:0x1c01a1ce0'LeadingBarGuide(0x109518800)'.leading   (active)>"
    )
    #expect(
      parsed.constraint
        == Notation.constraint(
          "0x600002139400", "0x113b5df90", .leading, .equal, "0x1c01a1ce0", .leading))
    #expect(parsed.firstItem == Notation.item("_UIButtonBarStackView", "0x113b5df90"))
    #expect(
      parsed.secondItem
        == Notation.item("UILayoutGuide", "0x1c01a1ce0", "LeadingBarGuide(0x109518800)")
    )
    #expect(parsed.containment == nil)
  }

  @Test func bodyAloneAsTheXMLReaderPassesIt() throws {
    let parsed = try Notation.parse(
      "\n    UILayoutGuide:0x1c01a1500'BackButtonGuide(0x109518800)'.trailing >= _UINavigationBarContentView:0x11890ff60.leading + 16\n  "
    )
    #expect(
      parsed.constraint
        == Notation.constraint(
          nil, "0x1c01a1500", .trailing, .greaterThanOrEqual, "0x11890ff60", .leading, constant: 16)
    )
    #expect(parsed.firstItem.label == "BackButtonGuide(0x109518800)")
  }

  @Test func identifierAndPositiveConstant() throws {
    let parsed = try Notation.parse(
      "<NSLayoutConstraint:0x6000024c7070 'UISV-spacing' UIView:0x7fa914f28600.leading == UIView:0x7fa914f2bbc0.trailing + 8   (active)>"
    )
    #expect(
      parsed.constraint
        == Notation.constraint(
          "0x6000024c7070", id: "UISV-spacing", "0x7fa914f28600", .leading, .equal,
          "0x7fa914f2bbc0", .trailing, constant: 8))
  }

  @Test func negativeConstantAndLessThan() throws {
    let parsed = try Notation.parse(
      "<NSLayoutConstraint:0x1 'IB_Leading_Leading' UILabel:0x2'Name'.trailing <= UIView:0x3.trailingMargin - 6>"
    )
    #expect(
      parsed.constraint
        == Notation.constraint(
          "0x1", id: "IB_Leading_Leading", "0x2", .trailing, .lessThanOrEqual, "0x3",
          .trailingMargin, constant: -6))
    #expect(parsed.firstItem == Notation.item("UILabel", "0x2", "Name"))
  }

  @Test func prefixMultiplier() throws {
    let parsed = try Notation.parse(
      "<NSLayoutConstraint:0x1 UIImageView:0x2.width == 0.5*UIView:0x3.width + 4 @750   (active)>")
    #expect(
      parsed.constraint
        == Notation.constraint(
          "0x1", "0x2", .width, .equal, "0x3", .width, multiplier: 0.5, constant: 4, priority: 750))
  }

  @Test func postfixMultiplier() throws {
    let parsed = try Notation.parse(
      "<NSLayoutConstraint:0x1 UIView:0x2.height == UIView:0x3.height * 0.7>")
    #expect(
      parsed.constraint
        == Notation.constraint("0x1", "0x2", .height, .equal, "0x3", .height, multiplier: 0.7))
  }

  @Test func postfixMultiplierWithoutSpaces() throws {
    let parsed = try Notation.parse("UIView:0x2.width == UIView:0x3.width*1.5 + 2")
    #expect(
      parsed.constraint
        == Notation.constraint(
          nil, "0x2", .width, .equal, "0x3", .width, multiplier: 1.5, constant: 2))
  }

  @Test func constantOnly() throws {
    let parsed = try Notation.parse(
      "\"<NSLayoutConstraint:0x6000024bb700 'UIView-Encapsulated-Layout-Width' _UINavigationBarContentView:0x7fa914f26830.width == 0   (active)>\","
    )
    #expect(
      parsed.constraint
        == Notation.constraint(
          "0x6000024bb700", id: "UIView-Encapsulated-Layout-Width", "0x7fa914f26830", .width))
    #expect(parsed.secondItem == nil)
  }

  @Test func constantOnlyWithPriority() throws {
    let parsed = try Notation.parse(
      "<NSLayoutConstraint:0x1 UIView:0x2.height == 44 @750   (active)>")
    #expect(
      parsed.constraint == Notation.constraint("0x1", "0x2", .height, constant: 44, priority: 750))
  }

  @Test func fractionalPriorityWithPriorityKeyword() throws {
    let parsed = try Notation.parse(
      "<NSLayoutConstraint:0x1 UIView:0x2.width >= 20 priority:999.5   (active)>")
    #expect(
      parsed.constraint
        == Notation.constraint(
          "0x1", "0x2", .width, .greaterThanOrEqual, constant: 20, priority: 999.5)
    )
    let atForm = try Notation.parse("UIView:0x2.width >= 20 @999.5")
    #expect(atForm.constraint.priority == 999.5)
  }

  @Test func anchorSystemSpacing() throws {
    let parsed = try Notation.parse(
      "<NSLayoutConstraint:0x1 UILabel:0x2.leading == UIButton:0x3.trailing + NSLayoutAnchorConstraintSpace(8)   (active)>"
    )
    // The spacing as printed is kept, to print it back.
    #expect(
      parsed.constraint
        == Notation.constraint(
          "0x1", "0x2", .leading, .equal, "0x3", .trailing, constant: 8,
          extra: [("systemSpacing", "NSLayoutAnchorConstraintSpace(8)")]))
    let twice = try Notation.parse(
      "UILabel:0x2.firstBaseline >= UILabel:0x3.lastBaseline + 2*NSLayoutAnchorConstraintSpace(8)")
    #expect(
      twice.constraint
        == Notation.constraint(
          nil, "0x2", .firstBaseline, .greaterThanOrEqual, "0x3", .lastBaseline, constant: 16,
          extra: [("systemSpacing", "2*NSLayoutAnchorConstraintSpace(8)")]))
  }

  @Test(arguments: [
    ("minX", LayoutAttribute.left), ("minY", .top), ("maxX", .right), ("maxY", .bottom),
    ("midX", .centerX), ("midY", .centerY), ("leadingMargin", .leadingMargin),
    ("firstBaseline", .firstBaseline), ("lastBaseline", .lastBaseline), ("baseline", .lastBaseline),
    ("centerXWithinMargins", .centerXWithinMargins), ("topMargin", .topMargin),
  ])
  func attributeNames(name: String, attribute: LayoutAttribute) throws {
    let parsed = try Notation.parse("UILabel:0x2.\(name) == UIView:0x3.\(name)")
    #expect(parsed.constraint.firstAttribute == attribute)
    #expect(parsed.constraint.secondAttribute == attribute)
  }

  // MARK: Items

  @Test func marginsGuideAndLayoutSpacer() throws {
    let parsed = try Notation.parse(
      "<NSLayoutConstraint:0x1c0095e50 'UISV-canvas-connection' UILayoutGuide:0x1c01be3e0'UIViewLayoutMarginsGuide'.top == _UILayoutSpacer:0x1c01dd880'UISV-alignment-spanner'.top   (active)>"
    )
    #expect(
      parsed.firstItem == Notation.item("UILayoutGuide", "0x1c01be3e0", "UIViewLayoutMarginsGuide"))
    #expect(
      parsed.secondItem == Notation.item("_UILayoutSpacer", "0x1c01dd880", "UISV-alignment-spanner")
    )
    #expect(
      parsed.constraint
        == Notation.constraint(
          "0x1c0095e50", id: "UISV-canvas-connection", "0x1c01be3e0", .top, .equal, "0x1c01dd880",
          .top))
  }

  @Test func guidesNamedWithAddressSuffixesAndUnnamed() throws {
    let withLayout = try Notation.parse(
      "UILayoutGuide:0x6000033a8a80'UINavigationBarItemContentLayoutGuide(layout=0x7fa9)'.leading == UILayoutGuide:0x60000396a680.leading"
    )
    #expect(
      withLayout.firstItem
        == Notation.item(
          "UILayoutGuide", "0x6000033a8a80", "UINavigationBarItemContentLayoutGuide(layout=0x7fa9)")
    )
    #expect(withLayout.secondItem == Notation.item("UILayoutGuide", "0x60000396a680"))
  }

  @Test func titleWithSpacesQuotesAndDots() throws {
    let parsed = try Notation.parse(
      "<NSLayoutConstraint:0x1 UIButton:0x2'It's Mr. Smith'.trailing == UILabel:0x3' '.leading>")
    #expect(parsed.firstItem == Notation.item("UIButton", "0x2", "It's Mr. Smith"))
    #expect(parsed.secondItem == Notation.item("UILabel", "0x3", " "))
  }

  @Test func moduleQualifiedAndMangledClasses() throws {
    let parsed = try Notation.parse(
      "MyApp.BadgeView:0x7f9.centerY == _TtCC5UIKit19NavigationButtonBar15ItemWrapperView:0x7fa.centerY"
    )
    #expect(parsed.firstItem == Notation.item("MyApp.BadgeView", "0x7f9"))
    #expect(
      parsed.secondItem
        == Notation.item("_TtCC5UIKit19NavigationButtonBar15ItemWrapperView", "0x7fa"))
    #expect(
      parsed.constraint == Notation.constraint(nil, "0x7f9", .centerY, .equal, "0x7fa", .centerY))
  }

  @Test func itemsWithoutAddressResolvedThroughNames() throws {
    let parsed = try Notation.parse(
      "<NSLayoutConstraint:0x1 BackButton.trailing <= Title.leading - 6   (active, names: BackButton:0x7f1, Title:UILabel:0x7f2'Hi' )>"
    )
    // A name `names:` maps to an address alone is the view's accessibility identifier: its
    // class is unknown.
    #expect(
      parsed.firstItem
        == ParsedConstraint.Item(
          className: nil, address: "0x7f1", label: nil, identifier: "BackButton"))
    #expect(parsed.secondItem == Notation.item("UILabel", "0x7f2", "Hi"))
    #expect(
      parsed.constraint
        == Notation.constraint(
          "0x1", "0x7f1", .trailing, .lessThanOrEqual, "0x7f2", .leading, constant: -6))
  }

  @Test func itemWithoutAddressAndNoNamesKeepsItsName() throws {
    let parsed = try Notation.parse("BackButton.trailing == TitleView.leading")
    #expect(parsed.firstItem == Notation.item(nil, "BackButton"))
    #expect(
      parsed.constraint
        == Notation.constraint(nil, "BackButton", .trailing, .equal, "TitleView", .leading))
  }

  // MARK: Other classes, annotations

  @Test func autoresizingMaskConstraint() throws {
    let parsed = try Notation.parse(
      "\"<NSAutoresizingMaskLayoutConstraint:0x1c0281310 h=--& v=--& UIKeyboardAssistantBar:0x151e1f280.height == 0   (active)>\","
    )
    #expect(
      parsed.constraint
        == Notation.constraint(
          "0x1c0281310", class: "NSAutoresizingMaskLayoutConstraint", "0x151e1f280", .height,
          extra: [("autoresizingMask", "h=--& v=--&")]))
    let position = try Notation.parse(
      "<NSAutoresizingMaskLayoutConstraint:0x2 h=-&- v=&-- UIView:0x3.minX == 16   (active, names: '|':UIWindow:0x4 )>"
    )
    #expect(
      position.constraint
        == Notation.constraint(
          "0x2", class: "NSAutoresizingMaskLayoutConstraint", "0x3", .left, constant: 16,
          extra: [("autoresizingMask", "h=-&- v=&--")]))
    // `'|'` names the view's superview, which its position is measured from (sample 56).
    #expect(
      position.containment
        == ParsedConstraint.Containment(
          child: Notation.item("UIView", "0x3"), superview: Notation.item("UIWindow", "0x4")))
  }

  @Test func contentSizeConstraint() throws {
    let parsed = try Notation.parse(
      "<NSContentSizeLayoutConstraint:0x1 H:[UILabel:0x2'Title'(42.5)] Hug:250 CompressionResistance:750   (active)>"
    )
    #expect(
      parsed.constraint
        == Notation.constraint(
          "0x1", class: "NSContentSizeLayoutConstraint", "0x2", .width, constant: 42.5,
          extra: [("hugging", "250"), ("compressionResistance", "750")]))
  }

  @Test func layoutSupportConstraint() throws {
    let parsed = try Notation.parse(
      "<_UILayoutSupportConstraint:0x1 V:|-(0)-[_UILayoutGuide:0x2]   (active, names: '|':UIView:0x3 )>"
    )
    #expect(
      parsed.constraint
        == Notation.constraint(
          "0x1", class: "_UILayoutSupportConstraint", "0x2", .top, .equal, "0x3", .top))
    let height = try Notation.parse(
      "<_UILayoutSupportConstraint:0x4 _UILayoutGuide:0x2.height == 20   (active)>")
    #expect(
      height.constraint
        == Notation.constraint(
          "0x4", class: "_UILayoutSupportConstraint", "0x2", .height, constant: 20)
    )
  }

  @Test func temporaryLayoutSizeAndPrototypingClasses() throws {
    let width = try Notation.parse(
      "\"<_UITemporaryLayoutWidth:0x600000a9c0a0 UITableViewCellContentView:0x7fb.width == 0   (active)>\","
    )
    #expect(
      width.constraint
        == Notation.constraint("0x600000a9c0a0", class: "_UITemporaryLayoutWidth", "0x7fb", .width))
    let prototyping = try Notation.parse(
      "<NSIBPrototypingLayoutConstraint:0x1 'IB auto generated at build time for view with fixed frame' V:|-(20)-[UILabel:0x2'Title']   (active, names: '|':UIView:0x3 )>"
    )
    #expect(
      prototyping.constraint
        == Notation.constraint(
          "0x1", class: "NSIBPrototypingLayoutConstraint",
          id: "IB auto generated at build time for view with fixed frame", "0x2", .top, .equal,
          "0x3",
          .top, constant: 20))
  }

  @Test(arguments: [
    "", "   (active)", "   (active, names: '|':UIView:0x9 )", " (Names: '|':UIView:0x9)",
  ])
  func annotations(annotation: String) throws {
    let parsed = try Notation.parse(
      "<NSLayoutConstraint:0x1 UIView:0x2.top == UIView:0x3.bottom + 1\(annotation)>")
    #expect(
      parsed.constraint
        == Notation.constraint("0x1", "0x2", .top, .equal, "0x3", .bottom, constant: 1))
    #expect(parsed.constraint.active)
  }

  @Test func oldStyleNamesResolveTheBar() throws {
    let parsed = try Notation.parse(
      "<NSLayoutConstraint:0x1 V:[UIView:0x2]-(20)-|   (Names: '|':UIWindow:0x3 )>")
    #expect(
      parsed.constraint
        == Notation.constraint("0x1", "0x3", .bottom, .equal, "0x2", .bottom, constant: 20))
  }

  // MARK: Errors

  @Test func unknownAttributeNamesItsColumn() {
    let error = #expect(throws: ReadError.self) {
      try ParsedConstraint(
        parsing: "UIView:0x1.width == UIView:0x2.middle",
        at: SourceLocation(file: "nav.xml", line: 12, column: 7))
    }
    #expect(error?.location == SourceLocation(file: "nav.xml", line: 12, column: 7 + 31))
    #expect(
      error?.description
        == "nav.xml:12:38: error: cannot read the constraint 'UIView:0x1.width == UIView:0x2.middle': unknown attribute 'middle'"
    )
  }

  @Test(arguments: [
    ("UIView:0x1.width =! 3", 18, "expected '==', '<=' or '>='"),
    ("UIView:0x1.width == 3 @1200", 22, "the priority 1200 is outside 1…1000"),
    // The readers' range (1…1000), in every notation (a console fuzzer finding: VFL's `@0`
    // was taken and written as `priority="0"`, which the XML reader refuses).
    ("UIView:0x1.width == 3 @0.5", 22, "the priority 0.5 is outside 1…1000"),
    ("H:[UIView:0x1(12@0)]", 17, "the priority 0 is outside 1…1000"),
    ("H:[UIView:0x1]-(8@1001)-|", 18, "the priority 1001 is outside 1…1000"),
    ("<NSLayoutConstraint:0x1 UIView:0x1.width == 3", 46, "expected '>' closing the description"),
    (
      "H:[UIView:0x1]-(8)-[UIView:0x2]-(8)-|", 1,
      "a constraint's visual format must relate exactly two items"
    ),
    ("UIView:0x1 == 3", 1, "expected '.' and an attribute after the item"),
    ("UIView:0x1.width == 3 extra", 23, "expected the end of the constraint"),
    // A class starts with a letter or `_`, as a view's line takes it (a console fuzzer
    // finding: `show` printed this constraint on a line the reader refused).
    ("<.rightutConstraint:0x1 UIView:0x2.width == 40>", 2, "expected a constraint class after '<'"),
    (
      "<NSLayo:utConstraint:0x1 UIView:0x2.width == 40>", 2,
      "expected a constraint class ('…Constraint') or an address '0x…'"
    ),
    (
      "<NSLayoutConstraint:0x1 0x7fUIView:0x2.width == 40>", 25,
      "expected an item 'Class:0xADDRESS'"
    ),
    ("UIKeyboardAssista(42)]:0x1.height == 0", 1, "expected an item 'Class:0xADDRESS'"),
    // A bare name follows the same rule (a console fuzzer finding: `show` printed the view
    // `<UILabel;0xb8398f0: …>`, which the reader refused).
    (
      "H:[UILabel;0xb8398f0'Testing']-(20)-|", 4,
      "expected an item 'Class:0xADDRESS' or a name"
    ),
  ])
  func errorsSayWhereAndWhat(text: String, column: Int, problem: String) {
    let error = #expect(throws: ReadError.self) { try Notation.parse(text) }
    #expect(error?.location.column == column)
    #expect(error?.reason == .invalidConstraint(text: text, problem: problem))
  }

  @Test func errorOnALaterLineOfXMLText() {
    let error = #expect(throws: ReadError.self) {
      try ParsedConstraint(
        parsing: "\n      UIView:0x1.width\n      == UIView:0x2.nope",
        at: SourceLocation(file: "d.xml", line: 4, column: 20))
    }
    // Newlines are spaces to the grammar; the error lands on line 6, column 21.
    #expect(error?.location == SourceLocation(file: "d.xml", line: 6, column: 21))
  }
}
