import DumpModel
import TestSupport
import Testing

/// The visual formats UIKit prints for constraints made with `constraints(withVisualFormat:)`
/// (`H:|-(8)-[UIButton:0x1]`), each against a structured result written by hand.
@Suite struct ConstraintGrammarVisualFormatTests {
  @Test func leadingEdgeFromSuperviewWithNames() throws {
    let parsed = try Notation.parse(
      "\"<NSLayoutConstraint:0x6000024c62b0 'BIB_Leading_Leading' H:|-(0)-[_UIModernBarButton:0x7fa914f2bbc0]   (active, names: '|':_UIButtonBarButton:0x7fa914f28600 )>\","
    )
    #expect(
      parsed.constraint
        == Notation.constraint(
          "0x6000024c62b0", id: "BIB_Leading_Leading", "0x7fa914f2bbc0", .leading, .equal,
          "0x7fa914f28600", .leading))
    #expect(
      parsed.containment
        == ParsedConstraint.Containment(
          child: Notation.item("_UIModernBarButton", "0x7fa914f2bbc0"),
          superview: Notation.item("_UIButtonBarButton", "0x7fa914f28600")))
  }

  @Test func siblingSpacing() throws {
    let parsed = try Notation.parse(
      "<NSLayoutConstraint:0x6000024c6300 'BIB_Trailing_CB_Leading' H:[_UIModernBarButton:0x7fa914f2bbc0]-(6)-[_UIModernBarButton:0x7fa914f29320'Screen 1']   (active)>"
    )
    // [A]-(6)-[B] is B.leading == A.trailing + 6.
    #expect(
      parsed.constraint
        == Notation.constraint(
          "0x6000024c6300", id: "BIB_Trailing_CB_Leading", "0x7fa914f29320", .leading, .equal,
          "0x7fa914f2bbc0", .trailing, constant: 6))
    #expect(parsed.firstItem == Notation.item("_UIModernBarButton", "0x7fa914f29320", "Screen 1"))
    #expect(parsed.containment == nil)
  }

  @Test func trailingEdgeToSuperviewAtLeast() throws {
    let parsed = try Notation.parse(
      "<NSLayoutConstraint:0x1 H:[UILabel:0x2]-(>=8)-|   (active, names: '|':UIView:0x3 )>")
    // [X]-(>=8)-| is |.trailing >= X.trailing + 8.
    #expect(
      parsed.constraint
        == Notation.constraint(
          "0x1", "0x3", .trailing, .greaterThanOrEqual, "0x2", .trailing, constant: 8))
  }

  @Test func verticalBottomToSuperviewFromSample10() throws {
    let parsed = try Notation.parse(
      "\"<NSLayoutConstraint:0x1c008ce40 'UIView-bottomMargin-guide-constraint' V:[UILayoutGuide:0x1c01be140'UIViewLayoutMarginsGuide']-(9)-|   (active, names: '|':_UIButtonBarStackView:0x151d277e0 )>\","
    )
    #expect(
      parsed.constraint
        == Notation.constraint(
          "0x1c008ce40", id: "UIView-bottomMargin-guide-constraint", "0x151d277e0", .bottom, .equal,
          "0x1c01be140", .bottom, constant: 9))
    #expect(
      parsed.containment?.child
        == Notation.item("UILayoutGuide", "0x1c01be140", "UIViewLayoutMarginsGuide"))
    #expect(parsed.containment?.superview == Notation.item("_UIButtonBarStackView", "0x151d277e0"))
  }

  @Test func negativeSpacing() throws {
    let parsed = try Notation.parse("H:|-(-20)-[UIView:0x2]   (active, names: '|':UIView:0x1 )")
    #expect(
      parsed.constraint
        == Notation.constraint(nil, "0x2", .leading, .equal, "0x1", .leading, constant: -20))
  }

  @Test func leftToRightMeansLeftAndRight() throws {
    let parsed = try Notation.parse(
      "<NSLayoutConstraint:0x6000024c45f0 'UIView-leftMargin-guide-constraint' H:|-(8)-[UILayoutGuide:0x600003e77020'UIViewLayoutMarginsGuide'](LTR)   (active, names: '|':_UINavigationBarContentView:0x7fa914f26830 )>"
    )
    #expect(
      parsed.constraint
        == Notation.constraint(
          "0x6000024c45f0", id: "UIView-leftMargin-guide-constraint", "0x600003e77020", .left,
          .equal, "0x7fa914f26830", .left, constant: 8))
  }

  @Test func rightToLeftMirrors() throws {
    // |-(8)-[X](RTL): X's right edge is 8 left of the superview's right edge.
    let edge = try Notation.parse("H:|-(8)-[UIView:0x2](RTL)   (active, names: '|':UIView:0x1 )")
    #expect(
      edge.constraint == Notation.constraint(nil, "0x1", .right, .equal, "0x2", .right, constant: 8)
    )
    // [A]-(6)-[B](RTL): B is 6 left of A.
    let siblings = try Notation.parse("H:[UIView:0xa]-(6)-[UIView:0xb](RTL)")
    #expect(
      siblings.constraint
        == Notation.constraint(nil, "0xa", .left, .equal, "0xb", .right, constant: 6))
    // [X]-(8)-|(RTL): X's left edge is 8 right of the superview's left edge.
    let trailing = try Notation.parse(
      "H:[UIView:0x2](RTL)-(8)-|   (active, names: '|':UIView:0x1 )")
    #expect(
      trailing.constraint
        == Notation.constraint(nil, "0x2", .left, .equal, "0x1", .left, constant: 8))
  }

  @Test func systemSpacingInVisualFormat() throws {
    let parsed = try Notation.parse(
      "\"<NSLayoutConstraint:0x7fd94ccb0ff0 H:[UILabel:0x7fd94ccacfa0' ']-(NSSpace(8))-[UIButton:0x7fd94ccb1800'Show More']>\","
    )
    #expect(
      parsed.constraint
        == Notation.constraint(
          "0x7fd94ccb0ff0", "0x7fd94ccb1800", .leading, .equal, "0x7fd94ccacfa0", .trailing,
          constant: 8, extra: [("systemSpacing", "NSSpace(8)")]))
    let anchor = try Notation.parse(
      "H:[UILabel:0x1]-(NSLayoutAnchorConstraintSpace(8))-[UIButton:0x2]")
    #expect(anchor.constraint.constant == 8)
  }

  @Test func widthInVisualFormat() throws {
    let parsed = try Notation.parse(
      "<NSLayoutConstraint:0x7fd94ccb86e0 'UIView-Encapsulated-Layout-Width' H:[SPUISearchTableHeaderView:0x7fd94ccb3030(0)]>"
    )
    #expect(
      parsed.constraint
        == Notation.constraint(
          "0x7fd94ccb86e0", id: "UIView-Encapsulated-Layout-Width", "0x7fd94ccb3030", .width))
  }

  @Test func heightWithPriorityInVisualFormat() throws {
    let parsed = try Notation.parse(
      "<NSLayoutConstraint:0x1 'UIView-Encapsulated-Layout-Height' V:[UIView:0x2(0@250)]   (active)>"
    )
    #expect(
      parsed.constraint
        == Notation.constraint(
          "0x1", id: "UIView-Encapsulated-Layout-Height", "0x2", .height, priority: 250))
    let atLeast = try Notation.parse("V:[UIView:0x2(>=44)]")
    #expect(
      atLeast.constraint
        == Notation.constraint(nil, "0x2", .height, .greaterThanOrEqual, constant: 44))
  }

  @Test func visualFormatWithNamedViews() throws {
    let parsed = try Notation.parse(
      "<NSLayoutConstraint:0x1 H:[BackButton]-(8)-[titleLabel]   (active, names: BackButton:UIButton:0x2, titleLabel:UILabel:0x3'Title' )>"
    )
    #expect(
      parsed.constraint
        == Notation.constraint("0x1", "0x3", .leading, .equal, "0x2", .trailing, constant: 8))
    #expect(parsed.firstItem == Notation.item("UILabel", "0x3", "Title"))
  }
}
