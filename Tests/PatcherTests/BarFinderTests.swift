import DumpIO
import DumpModel
import Patcher
import TestSupport
import Testing

/// A content view 375 wide holding the given subviews, guides and constraints.
func bar(
  direction: LayoutDirection = .leftToRight, guides: [LayoutGuide] = [], subviews: [View],
  constraints: [LayoutConstraint] = []
) -> Hierarchy {
  var content = View(
    className: "_UINavigationBarContentView", address: "0xc0",
    frame: Rect(x: 0, y: 0, width: 375, height: 44))
  content.guides = guides
  content.subviews = subviews
  content.constraints = constraints
  var navigationBar = View(
    className: "UINavigationBar", address: "0xb0", frame: Rect(x: 0, y: 44, width: 375, height: 44))
  navigationBar.subviews = [content]
  return Hierarchy(direction: direction, views: [navigationBar])
}

func stack(_ address: String, x: Double, width: Double, items: [View] = []) -> View {
  var view = View(
    className: "_UIButtonBarStackView", address: address,
    frame: Rect(x: x, y: 0, width: width, height: 44))
  view.translatesAutoresizingMaskIntoConstraints = false
  view.subviews = items
  return view
}

func adaptor(_ address: String, custom: View) -> View {
  var view = View(
    className: "_UITAMICAdaptorView", address: address,
    frame: Rect(x: 0, y: 0, width: custom.frame?.width ?? 0, height: custom.frame?.height ?? 0))
  view.subviews = [custom]
  return view
}

/// The bars `BarFinder` finds in a hierarchy, through its document, named by address.
struct FoundBars {
  let document: Document
  let contents: [BarContent]

  init(_ hierarchy: Hierarchy) throws {
    try self.init(Document(hierarchy))
  }

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
    let hierarchy = bar(
      guides: [LayoutGuide(address: "0xg1", identifier: "LeadingBarGuide(0xA)")],
      subviews: [stack("0xs1", x: 300, width: 44)],
      constraints: [LayoutConstraint(first: "0xs1", .leading, second: "0xg1", .leading)])
    let found = try FoundBars(hierarchy)
    let stacks = found.stacks
    #expect(stacks.map(\.side) == [.leading])
    #expect(stacks.first?.evidence == .guide(found.guide("0xg1")))
    #expect(stacks.first?.guideSet?.layout == "0xA")
  }

  @Test func sideFromPositionIsMirroredRightToLeft() throws {
    let subviews = [stack("0xs1", x: 16, width: 44), stack("0xs2", x: 330, width: 30)]
    let ltr = try FoundBars(bar(subviews: subviews)).stacks
    #expect(ltr.map(\.side) == [.leading, .trailing])
    #expect(ltr.map(\.evidence) == [.position, .position])
    let rtl = try FoundBars(bar(direction: .rightToLeft, subviews: subviews)).stacks
    #expect(rtl.map(\.side) == [.trailing, .leading])
  }

  @Test func aStackTiedToTheTitleGuideIsTheTitleView() throws {
    let hierarchy = bar(
      guides: [LayoutGuide(address: "0xg1", identifier: "TitleView(0xA)")],
      subviews: [stack("0xs1", x: 150, width: 80)],
      constraints: [LayoutConstraint(first: "0xs1", .centerX, second: "0xg1", .centerX)])
    #expect(try FoundBars(hierarchy).stacks.isEmpty)
  }

  @Test func aStackOutsideAContentViewIsNotABarStack() throws {
    var window = View(
      className: "UIWindow", address: "0x1", frame: Rect(x: 0, y: 0, width: 375, height: 812))
    window.subviews = [stack("0xs1", x: 0, width: 44)]
    #expect(try FoundBars(Hierarchy(views: [window])).isEmpty)
  }

  @Test func imageItems() throws {
    var imageButton = View(
      className: "UIButton", address: "0xb1", frame: Rect(x: 0, y: 0, width: 30, height: 30))
    imageButton.subviews = [View(className: "UIImageView", address: "0xi1", frame: .zero)]
    var titledButton = imageButton
    titledButton.address = "0xb2"
    titledButton.title = "Edit"
    titledButton.subviews[0].address = "0xi2"
    let imageView = View(
      className: "UIImageView", address: "0xi3", frame: Rect(x: 0, y: 0, width: 20, height: 20))
    let label = View(
      className: "UILabel", address: "0xl1", frame: Rect(x: 0, y: 0, width: 20, height: 20))
    let items = [
      adaptor("0xa1", custom: imageButton), adaptor("0xa2", custom: titledButton),
      adaptor("0xa3", custom: imageView), adaptor("0xa4", custom: label),
    ]
    let hierarchy = bar(subviews: [stack("0xs1", x: 16, width: 140, items: items)])
    let bars = try FoundBars(hierarchy)
    let found = bars.stacks.flatMap(\.items)
    #expect(found.map { bars.address($0.adaptor) } == ["0xa1", "0xa2", "0xa3", "0xa4"])
    #expect(found.map(\.isImage) == [true, false, true, false])
    #expect(found.map { bars.address($0.customView) } == ["0xb1", "0xb2", "0xi3", "0xl1"])
  }

  @Test func arrangedSubviewsAreTheMarkedOnes() throws {
    var shown = View(
      className: "UIButton", address: "0xb1", frame: Rect(x: 0, y: 0, width: 30, height: 30))
    shown.arranged = true
    var notArranged = adaptor("0xa2", custom: View(className: "UIView", address: "0xv2"))
    notArranged.arranged = false
    var hidden = adaptor("0xa3", custom: View(className: "UIView", address: "0xv3"))
    hidden.arranged = true
    hidden.hidden = true
    let hierarchy = bar(subviews: [
      stack("0xs1", x: 16, width: 30, items: [shown, notArranged, hidden])
    ])
    let bars = try FoundBars(hierarchy)
    let found = bars.stacks
    #expect(found.first?.arranged.map { bars.address($0) } == ["0xb1"])
    #expect(found.first?.items.isEmpty == true)
  }

  /// Only `arranged="NO"` marks: the others are arranged (the layout's rule, one for both).
  @Test func subviewsMarkedNoAreLeftOut() throws {
    var notArranged = adaptor("0xa1", custom: View(className: "UIView", address: "0xv1"))
    notArranged.arranged = false
    let item = adaptor("0xa2", custom: View(className: "UIView", address: "0xv2"))
    let bars = try FoundBars(
      bar(subviews: [stack("0xs1", x: 16, width: 30, items: [notArranged, item])]))
    #expect(bars.stacks.first?.arranged.map { bars.address($0) } == ["0xa2"])
    #expect(bars.stacks.first?.items.map { bars.address($0.adaptor) } == ["0xa2"])
  }

  /// A class named like a stack view is not one unless the dump says so: an app's own
  /// `FooStackView` in a content view is no bar stack.
  @Test func anAppClassNamedLikeAStackIsNoBarStack() throws {
    var foo = stack("0xs1", x: 16, width: 44)
    foo.className = "FooStackView"
    #expect(try FoundBars(bar(subviews: [foo])).stacks.isEmpty)
    foo.spacing = 8  // a stack attribute recorded: a stack view
    #expect(try FoundBars(bar(subviews: [foo])).stacks.count == 1)
  }

  @Test func backButtonShownFromTheFixture() throws {
    let bars = try FoundBars(try fixtureInput("ios12-414-back-button"))
    #expect(bars.contents.first?.guideSets.first?.showsBackButton == true)
    #expect(bars.address(bars.contents.first?.guideSets.first?.backButtonView) == "0x7f8b1dd17a30")
    let none = try FoundBars(try fixtureInput("ios11-375-left-item")).contents
    #expect(none.first?.guideSets.allSatisfy { !$0.showsBackButton } == true)
  }
}
