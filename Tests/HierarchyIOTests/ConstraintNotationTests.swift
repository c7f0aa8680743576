import HierarchyIO
import Testing

/// The printer: UIKit's notation, exactly, written by hand; and every conflict log's
/// constraints surviving read → print → read.
@Suite struct ConstraintNotationTests {
  /// The 375-pt bar of sample 01: content view, two guides, stack, a label with a title.
  static let bar: Hierarchy = {
    var content = View(
      className: "_UINavigationBarContentView", address: "0x11890ff60",
      frame: Rect(x: 0, y: 0, width: 375, height: 44))
    content.guides = [
      LayoutGuide(address: "0x1c01a1500", identifier: "BackButtonGuide(0x109518800)"),
      LayoutGuide(address: "0x1c01a1ce0", identifier: "LeadingBarGuide(0x109518800)"),
      LayoutGuide(address: "0x60000396a680"),
    ]
    var label = View(className: "UILabel", address: "0x113bba2e0")
    label.title = "Title"
    content.subviews = [
      View(className: "_UIButtonBarStackView", address: "0x113b5df90"), label,
      View(className: "BackButton", address: "BackButton"),
    ]
    return Hierarchy(views: [content])
  }()

  static let index = ItemIndex(bar)

  @Test func theStackToGuideConstraint() {
    let constraint = LLDB.constraint(
      "0x600002139400", "0x113b5df90", .leading, .equal, "0x1c01a1ce0", .leading)
    #expect(
      constraint.uikitDescription(in: Self.index)
        == "<NSLayoutConstraint:0x600002139400 _UIButtonBarStackView:0x113b5df90.leading == UILayoutGuide:0x1c01a1ce0'LeadingBarGuide(0x109518800)'.leading   (active)>"
    )
  }

  @Test func theGuideChainConstraint() {
    let constraint = LLDB.constraint(
      nil, "0x1c01a1500", .trailing, .greaterThanOrEqual, "0x11890ff60", .leading, constant: 16)
    #expect(
      constraint.notation(in: Self.index)
        == "UILayoutGuide:0x1c01a1500'BackButtonGuide(0x109518800)'.trailing >= _UINavigationBarContentView:0x11890ff60.leading + 16"
    )
  }

  @Test func priorityIdentifierNegativeConstant() {
    let constraint = LLDB.constraint(
      "0x1", id: "TrailingBarGuide-trailing", "0x113b5df90", .trailing, .equal, "0x11890ff60",
      .trailing, constant: -16, priority: 999)
    #expect(
      constraint.uikitDescription(in: Self.index)
        == "<NSLayoutConstraint:0x1 'TrailingBarGuide-trailing' _UIButtonBarStackView:0x113b5df90.trailing == _UINavigationBarContentView:0x11890ff60.trailing - 16 @999   (active)>"
    )
  }

  @Test func constantOnlyWithPriority() {
    let constraint = LLDB.constraint("0x2", "0x113b5df90", .height, constant: 44, priority: 750)
    #expect(
      constraint.uikitDescription(in: Self.index)
        == "<NSLayoutConstraint:0x2 _UIButtonBarStackView:0x113b5df90.height == 44 @750   (active)>"
    )
  }

  @Test func multiplierTitleAndFractionalPriority() {
    let constraint = LLDB.constraint(
      nil, "0x113bba2e0", .width, .lessThanOrEqual, "0x11890ff60", .width, multiplier: 0.5,
      priority: 999.5)
    #expect(
      constraint.notation(in: Self.index)
        == "UILabel:0x113bba2e0'Title'.width <= 0.5*_UINavigationBarContentView:0x11890ff60.width @999.5"
    )
  }

  @Test func unnamedGuideAndNamedItem() {
    let constraint = LLDB.constraint(
      nil, "BackButton", .trailing, .equal, "0x60000396a680", .trailing)
    #expect(
      constraint.notation(in: Self.index)
        == "BackButton.trailing == UILayoutGuide:0x60000396a680.trailing")
  }

  @Test func inactiveConstraintHasNoAnnotation() {
    var constraint = LLDB.constraint("0x3", "0x113b5df90", .width, constant: 0)
    constraint.active = false
    #expect(
      constraint.uikitDescription(in: Self.index)
        == "<NSLayoutConstraint:0x3 _UIButtonBarStackView:0x113b5df90.width == 0>")
  }

  @Test func autoresizingMaskConstraintPrintsMaskAndMinX() {
    let constraint = LLDB.constraint(
      "0x4", class: "NSAutoresizingMaskLayoutConstraint", "0x113b5df90", .left, constant: 16,
      extra: [("autoresizingMask", "h=--& v=--&")])
    #expect(
      constraint.uikitDescription(in: Self.index)
        == "<NSAutoresizingMaskLayoutConstraint:0x4 h=--& v=--& _UIButtonBarStackView:0x113b5df90.minX == 16   (active)>"
    )
  }

  @Test func contentSizeConstraintPrintsItsVisualFormat() {
    let constraint = LLDB.constraint(
      "0x5", class: "NSContentSizeLayoutConstraint", "0x113bba2e0", .width, constant: 42.5,
      extra: [("hugging", "250"), ("compressionResistance", "750")])
    #expect(
      constraint.uikitDescription(in: Self.index)
        == "<NSContentSizeLayoutConstraint:0x5 H:[UILabel:0x113bba2e0'Title'(42.5)] Hug:250 CompressionResistance:750   (active)>"
    )
  }

  // MARK: Round trip

  @Test(arguments: LLDB.conflictSampleNames)
  func everyConflictLogSurvivesPrintAndRead(sample: String) throws {
    let (hierarchy, warnings) = try LLDB.read(try LLDB.sample(sample))
    #expect(warnings.isEmpty)
    let index = ItemIndex(hierarchy)
    let constraints = hierarchy.lldbConstraints
    #expect(!constraints.isEmpty)
    for constraint in constraints {
      let printed = constraint.uikitDescription(in: index)
      let reread = try LLDB.parse(printed)
      var expected = constraint
      expected.broken = false  // UIKit's notation does not say it
      #expect(reread.constraint == expected, "\(printed)")
    }
  }

  @Test func printedItemsNameTheSameItems() throws {
    let (hierarchy, _) = try LLDB.read(try LLDB.sample("06"))
    let index = ItemIndex(hierarchy)
    for constraint in hierarchy.lldbConstraints {
      let reread = try LLDB.parse(constraint.uikitDescription(in: index))
      let first = try #require(index[constraint.first])
      #expect(reread.firstItem.className == first.className)
      #expect(reread.firstItem.label == first.label)
    }
  }
}
