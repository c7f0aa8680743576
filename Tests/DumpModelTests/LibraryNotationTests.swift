import DumpModel
import TestSupport
import Testing

/// The notation forms of issue 11, each written from the shape its printer documents (UIKit's
/// `-[NSLayoutConstraint description]`, SnapKit's and Masonry's `description`), read and
/// printed back.
@Suite struct LibraryNotationTests {
  /// Prints a parsed constraint back, its items named as the text named them.
  func printed(_ parsed: ParsedConstraint) -> String {
    let document = try! Document.build(DumpMetadata(source: "t.txt")) { b in
      try b.view("UIWindow", "0xw") { b in
        var added: Set<String> = []
        for item in [parsed.firstItem, parsed.secondItem].compactMap({ $0 }) {
          guard added.insert(item.address).inserted else { continue }
          try b.view(
            ViewAttributes(item.className ?? "UIView", item.address) {
              $0.title = item.label
              $0.identifier = item.identifier
            })
        }
      }
    }
    return parsed.constraint.uikitDescription(in: AddressNaming(document))
  }

  @Test func anchorSpacingAfterTheEquationAddsIt() throws {
    // `_UISystemBaselineConstraint` prints the system spacing after the second item, no sign.
    let text =
      "<_UISystemBaselineConstraint:0x1 UIView:0x2.bottom <= UILayoutGuide:0x3'UIViewSafeAreaLayoutGuide'.bottom NSLayoutAnchorConstraintSpace(8)   (active)>"
    let parsed = try Notation.parse(text)
    #expect(parsed.constraint.constant == 8)
    #expect(parsed.constraint.relation == .lessThanOrEqual)
    #expect(parsed.constraint.className == "_UISystemBaselineConstraint")
    #expect(printed(parsed) == text)
    let space = try Notation.parse(
      "UILabel:0x2.firstBaseline == UILabel:0x3.lastBaseline NSSpace(8)")
    #expect(space.constraint.constant == 8)
  }

  @Test func systemSpacingInAVisualFormatPrintsBack() throws {
    let text =
      "<NSLayoutConstraint:0x1 H:[UILabel:0x2' ']-(NSSpace(8))-[UIButton:0x3'Show More']   (active)>"
    #expect(printed(try Notation.parse(text)) == text)
  }

  @Test func negativeConstantAloneWithASpace() throws {
    let text = "<NSLayoutConstraint:0x1 UIView:0x2.width == - 16   (active)>"
    let parsed = try Notation.parse(text)
    #expect(parsed.constraint.constant == -16)
    #expect(parsed.constraint.second == nil)
    #expect(printed(parsed) == text)
    // Without the space too.
    #expect(try Notation.parse("UIView:0x2.width == -16").constraint.constant == -16)
  }

  @Test func identifierAfterTheAutoresizingFields() throws {
    let text =
      "<NSAutoresizingMaskLayoutConstraint:0x1 h=-&- v=-&- 'UIView-Encapsulated-Layout-Top' UIView:0x2.minY == 0   (active, names: '|':UIWindow:0x3 )>"
    let parsed = try Notation.parse(text)
    #expect(parsed.constraint.identifier == "UIView-Encapsulated-Layout-Top")
    #expect(parsed.constraint.printedAutoresizingMask == [.flexibleWidth, .flexibleHeight])
    #expect(parsed.constraint.firstAttribute == .top)
    // UIKit's own order is the identifier first.
    let before = try Notation.parse(
      "<NSAutoresizingMaskLayoutConstraint:0x1 'UIView-Encapsulated-Layout-Top' h=-&- v=-&- UIView:0x2.minY == 0>"
    )
    #expect(before.constraint == parsed.constraint)
  }

  @Test(arguments: [
    ("minX", LayoutAttribute.left), ("minY", .top), ("maxX", .right), ("maxY", .bottom),
    ("midX", .centerX), ("midY", .centerY), ("Width", .width), ("Height", .height),
  ])
  func autoresizingAndCapitalisedAttributes(name: String, attribute: LayoutAttribute) throws {
    let parsed = try Notation.parse(
      "<NSAutoresizingMaskLayoutConstraint:0x1 h=--& v=--& UIView:0x2.\(name) == 12>")
    #expect(parsed.constraint.firstAttribute == attribute)
  }

  @Test func snapKitAddressSourceLocationAndSwiftNumbers() throws {
    // SnapKit's description: `<SnapKit.LayoutConstraint:%p@file#line first.attr rel second.attr
    // ± c>`, constants as Swift prints a Double.
    let text =
      "<SnapKit.LayoutConstraint:0x281a989c0@SyncModeSectionSeparator.swift#19 UILabel:0x1035172e0.trailing == _UITableViewHeaderFooterContentView:0x103517f60.trailing - 16.0>"
    let parsed = try Notation.parse(text)
    #expect(parsed.constraint.address == "0x281a989c0")
    #expect(parsed.constraint.className == "SnapKit.LayoutConstraint")
    #expect(parsed.constraint.constant == -16)
    #expect(
      parsed.constraint.unknownAttributes == [
        UnknownAttribute(name: "sourceLocation", value: "SyncModeSectionSeparator.swift#19")
      ])
    #expect(printed(parsed) == text)
    let thirds =
      "<SnapKit.LayoutConstraint:0x600000ca64c0@UIHommyS.swift#594 UIView:0x7ff817027c30.height == 1094.3333333333333>"
    let exact = try Notation.parse(thirds)
    #expect(exact.constraint.constant == 1094.3333333333333)
    #expect(printed(exact) == thirds)
  }

  @Test func snapKitPriorityAndMultiplier() throws {
    let text =
      "<SnapKit.LayoutConstraint:0x1@V.swift#3 UIView:0x2.width == UIView:0x3.width * 0.5 + 8.0 ^UILayoutPriority(rawValue: 750.0)>"
    let parsed = try Notation.parse(text)
    #expect(parsed.constraint.multiplier == 0.5)
    #expect(parsed.constraint.priority == 750)
    #expect(printed(parsed) == text)
  }

  @Test func masonryConstraints() throws {
    // Masonry's description: `<MASLayoutConstraint:%p first.attr rel second.attr * m ± c
    // ^priority>`, numbers with %g, named priorities.
    let text =
      "<MASLayoutConstraint:0x600000aa2a60 UIView:0x7f8e1c40b960.left == UIView:0x7f8e1c50c7d0.left + 10 ^high>"
    let parsed = try Notation.parse(text)
    #expect(parsed.constraint.className == "MASLayoutConstraint")
    #expect(parsed.constraint.priority == 750)
    #expect(parsed.constraint.constant == 10)
    #expect(printed(parsed) == text)
    let keyed = try Notation.parse(
      "<MASLayoutConstraint:AvatarWidth UIImageView:avatar.width == 44 ^999>")
    #expect(keyed.constraint.address == "AvatarWidth")
    #expect(keyed.firstItem == Notation.item("UIImageView", "avatar"))
    #expect(keyed.constraint.priority == 999)
    let half = try Notation.parse(
      "<MASLayoutConstraint:0x1 UIView:0x2.height == UIView:0x3.height * 0.333333 ^fitting size>")
    #expect(half.constraint.multiplier == 0.333333)
    #expect(half.constraint.priority == 50)
  }

  @Test func itemNamedByItsAccessibilityIdentifier() throws {
    let text =
      "<NSLayoutConstraint:0x600002170be0 AddressToolbar.lockIcon.width == 40   (active, names: AddressToolbar.lockIcon:0x106c2b2e0 )>"
    let parsed = try Notation.parse(text)
    #expect(parsed.firstItem.className == nil)
    #expect(parsed.firstItem.identifier == "AddressToolbar.lockIcon")
    #expect(parsed.constraint.first == "0x106c2b2e0")
    #expect(printed(parsed) == text)
  }

  @Test func numbersAsUIKitPrintsThem() throws {
    let parsed = try Notation.parse("UIView:0x2.height == UIView:0x3.height + 116.33333333333333")
    #expect(parsed.constraint.constant == 116.33333333333333)
    #expect(printed(parsed).contains("UIView:0x3.height + 116.333   (active)"))
    #expect(uikitNumber(0.3333333333) == "0.333333")
    #expect(uikitNumber(1_000_000) == "1e+06")
    #expect(uikitNumber(-0.0) == "0")
    #expect(uikitNumber(251.33333) == "251.333")
    #expect(swiftNumber(16) == "16.0")
  }
}
