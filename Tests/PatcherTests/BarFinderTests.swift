import DumpModel
import HierarchyIO
import Patcher
import TestSupport
import Testing

/// A content view 375 wide in a bar, holding the guides, the views `subviews` adds and the
/// constraints.
func bar(
  direction: LayoutDirection = .leftToRight, guides: [LayoutGuide] = [],
  constraints: [LayoutConstraint] = [], _ subviews: (inout DocumentBuilder) throws -> Void
) throws -> Document {
  try Document.build(DumpMetadata(direction: direction)) { b in
    try b.view("UINavigationBar", "0xb0", Rect(x: 0, y: 44, width: 375, height: 44)) { b in
      try b.view("_UINavigationBarContentView", "0xc0", Rect(x: 0, y: 0, width: 375, height: 44)) {
        b in
        try b.guides(guides)
        try subviews(&b)
        try b.constraints(constraints)
      }
    }
  }
}

extension DocumentBuilder {
  /// A bar stack view (Auto Layout) with the items `items` adds.
  mutating func stack(
    _ address: String, x: Double, width: Double, className: String = "_UIButtonBarStackView",
    spacing: Double = 0, _ items: (inout DocumentBuilder) throws -> Void = { _ in }
  ) throws {
    try view(
      ViewAttributes(className, address, Rect(x: x, y: 0, width: width, height: 44)) {
        $0.translatesAutoresizingMaskIntoConstraints = false
        $0.spacing = spacing
      }, items)
  }

  /// An adaptor the size of its custom view, which `custom` adds its subviews to.
  mutating func adaptor(
    _ address: String, custom: ViewAttributes, arranged: Bool? = nil, hidden: Bool = false,
    _ customSubviews: (inout DocumentBuilder) throws -> Void = { _ in }
  ) throws {
    let size = Rect(x: 0, y: 0, width: custom.frame?.width ?? 0, height: custom.frame?.height ?? 0)
    try view(
      ViewAttributes("_UITAMICAdaptorView", address, size) {
        $0.arranged = arranged
        $0.hidden = hidden
      }
    ) { b in try b.view(custom, customSubviews) }
  }
}

/// The bars `BarFinder` finds in a hierarchy, through its document, named by address.
struct FoundBars {
  let document: Document
  let contents: [BarContent]

  init(_ document: Document) {
    self.document = document
    contents = BarFinder.find(in: document)
  }

  var stacks: [BarStack] { contents.flatMap(\.stacks) }
  var isEmpty: Bool { contents.isEmpty }

  func address(_ view: ViewID?) -> String? { view.map { document[$0].address } }
  func guide(_ address: String) -> GuideID { document.guide(at: address)! }
}

@Suite struct BarFinderTests {
  @Test func sideFromTheGuideWinsOverPosition() throws {
    // On the right of the bar, but tied to LeadingBarGuide: leading.
    let document = try bar(
      guides: [LayoutGuide(address: "0xg1", identifier: "LeadingBarGuide(0xA)")],
      constraints: [LayoutConstraint(first: "0xs1", .leading, second: "0xg1", .leading)]
    ) { b in try b.stack("0xs1", x: 300, width: 44) }
    let found = FoundBars(document)
    let stacks = found.stacks
    #expect(stacks.map(\.side) == [.leading])
    #expect(stacks.first?.evidence == .guide(found.guide("0xg1")))
    #expect(stacks.first?.guideSet?.layout == "0xA")
  }

  @Test func sideFromPositionIsMirroredRightToLeft() throws {
    let subviews: (inout DocumentBuilder) throws -> Void = { b in
      try b.stack("0xs1", x: 16, width: 44)
      try b.stack("0xs2", x: 330, width: 30)
    }
    let ltr = try FoundBars(bar(subviews)).stacks
    #expect(ltr.map(\.side) == [.leading, .trailing])
    #expect(ltr.map(\.evidence) == [.position, .position])
    let rtl = try FoundBars(bar(direction: .rightToLeft, subviews)).stacks
    #expect(rtl.map(\.side) == [.trailing, .leading])
  }

  @Test func aStackTiedToTheTitleGuideIsTheTitleView() throws {
    let document = try bar(
      guides: [LayoutGuide(address: "0xg1", identifier: "TitleView(0xA)")],
      constraints: [LayoutConstraint(first: "0xs1", .centerX, second: "0xg1", .centerX)]
    ) { b in try b.stack("0xs1", x: 150, width: 80) }
    #expect(FoundBars(document).stacks.isEmpty)
  }

  @Test func aStackOutsideAContentViewIsNotABarStack() throws {
    let window = try Document.build { b in
      try b.view("UIWindow", "0x1", Rect(x: 0, y: 0, width: 375, height: 812)) { b in
        try b.stack("0xs1", x: 0, width: 44)
      }
    }
    #expect(FoundBars(window).isEmpty)
  }

  @Test func imageItems() throws {
    let button = Rect(x: 0, y: 0, width: 30, height: 30)
    let twenty = Rect(x: 0, y: 0, width: 20, height: 20)
    let document = try bar { b in
      try b.stack("0xs1", x: 16, width: 140) { b in
        try b.adaptor(
          "0xa1", custom: ViewAttributes(className: "UIButton", address: "0xb1", frame: button)
        ) { b in try b.view("UIImageView", "0xi1", .zero) }
        try b.adaptor(
          "0xa2", custom: ViewAttributes("UIButton", "0xb2", button) { $0.title = "Edit" }
        ) { b in try b.view("UIImageView", "0xi2", .zero) }
        try b.adaptor(
          "0xa3", custom: ViewAttributes(className: "UIImageView", address: "0xi3", frame: twenty))
        try b.adaptor(
          "0xa4", custom: ViewAttributes(className: "UILabel", address: "0xl1", frame: twenty))
      }
    }
    let bars = FoundBars(document)
    let found = bars.stacks.flatMap(\.items)
    #expect(found.map { bars.address($0.adaptor) } == ["0xa1", "0xa2", "0xa3", "0xa4"])
    #expect(found.map(\.isImage) == [true, false, true, false])
    #expect(found.map { bars.address($0.customView) } == ["0xb1", "0xb2", "0xi3", "0xl1"])
  }

  @Test func arrangedSubviewsAreTheMarkedOnes() throws {
    let document = try bar { b in
      try b.stack("0xs1", x: 16, width: 30) { b in
        try b.view(
          ViewAttributes("UIButton", "0xb1", Rect(x: 0, y: 0, width: 30, height: 30)) {
            $0.arranged = true
          })
        try b.adaptor(
          "0xa2", custom: ViewAttributes(className: "UIView", address: "0xv2"), arranged: false)
        try b.adaptor(
          "0xa3", custom: ViewAttributes(className: "UIView", address: "0xv3"), arranged: true,
          hidden: true)
      }
    }
    let bars = FoundBars(document)
    let found = bars.stacks
    #expect(found.first?.arranged.map { bars.address($0) } == ["0xb1"])
    #expect(found.first?.items.isEmpty == true)
  }

  /// Only `arranged="NO"` marks: the others are arranged (the layout's rule, one for both).
  @Test func subviewsMarkedNoAreLeftOut() throws {
    let bars = try FoundBars(
      bar { b in
        try b.stack("0xs1", x: 16, width: 30) { b in
          try b.adaptor(
            "0xa1", custom: ViewAttributes(className: "UIView", address: "0xv1"), arranged: false)
          try b.adaptor("0xa2", custom: ViewAttributes(className: "UIView", address: "0xv2"))
        }
      })
    #expect(bars.stacks.first?.arranged.map { bars.address($0) } == ["0xa2"])
    #expect(bars.stacks.first?.items.map { bars.address($0.adaptor) } == ["0xa2"])
  }

  /// A class named like a stack view is not one unless the dump says so: an app's own
  /// `FooStackView` in a content view is no bar stack.
  @Test func anAppClassNamedLikeAStackIsNoBarStack() throws {
    let foo = try bar { b in try b.stack("0xs1", x: 16, width: 44, className: "FooStackView") }
    #expect(FoundBars(foo).stacks.isEmpty)
    // a stack attribute recorded: a stack view
    let spaced = try bar { b in
      try b.stack("0xs1", x: 16, width: 44, className: "FooStackView", spacing: 8)
    }
    #expect(FoundBars(spaced).stacks.count == 1)
  }

  @Test func backButtonShownFromTheFixture() throws {
    let bars = FoundBars(try fixtureInput("ios12-414-back-button"))
    #expect(bars.contents.first?.guideSets.first?.showsBackButton == true)
    #expect(bars.address(bars.contents.first?.guideSets.first?.backButtonView) == "0x7f8b1dd17a30")
    let none = FoundBars(try fixtureInput("ios11-375-left-item")).contents
    #expect(none.first?.guideSets.allSatisfy { !$0.showsBackButton } == true)
  }
}
