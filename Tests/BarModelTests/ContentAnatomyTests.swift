import BarModel
import DumpModel
import HierarchyIO
import TestSupport
import Testing

/// What the anatomy reads of a content view, as the patches, `check` and the pictures ask it
/// (docs/navbar/README.md, "Anatomy"): the one reader of a bar.
struct ReadContent {
  let document: Document
  let content: ContentParts

  init(_ document: Document) {
    self.document = document
    let bar = BarAnatomy.bars(in: document).first { $0.kind != .frameBased }
    content = bar.map { BarAnatomy.content(of: $0.contentView, in: document) } ?? ContentParts()
  }

  var stacks: [StackParts] { content.stacks }
  func address(_ view: ViewID?) -> String? { view.map { document[$0].address } }
  func guide(_ address: String) -> GuideID { document.guide(at: address)! }
}

@Suite struct ContentAnatomyTests {
  @Test func sideFromTheGuideWinsOverPosition() throws {
    // On the right of the bar, but tied to LeadingBarGuide: leading.
    let document = try bar(
      guides: [LayoutGuide(address: "0xg1", identifier: "LeadingBarGuide(0xA)")],
      constraints: [LayoutConstraint(first: "0xs1", .leading, second: "0xg1", .leading)]
    ) { b in try b.stack("0xs1", x: 300, width: 44) }
    let read = ReadContent(document)
    #expect(read.stacks.map(\.side) == [.leading])
    #expect(read.stacks.first?.evidence == .guide(read.guide("0xg1")))
    #expect(read.stacks.first.flatMap { read.content.guideSet(of: $0) }?.layout == "0xA")
  }

  @Test func sideFromPositionIsMirroredRightToLeft() throws {
    let subviews: (inout DocumentBuilder) throws -> Void = { b in
      try b.stack("0xs1", x: 16, width: 44)
      try b.stack("0xs2", x: 330, width: 30)
    }
    let ltr = try ReadContent(bar(subviews)).stacks
    #expect(ltr.map(\.side) == [.leading, .trailing])
    #expect(ltr.map(\.evidence) == [.position, .position])
    let rtl = try ReadContent(bar(direction: .rightToLeft, subviews)).stacks
    #expect(rtl.map(\.side) == [.trailing, .leading])
  }

  /// iOS 13+ prints no frame in a trace: the item content guide's edge tie gives the side;
  /// with a frame, the frame does (UIKit laid it out from that tie).
  @Test func sideFromTheItemContentGuideWhenNoFrame() throws {
    let guides = [LayoutGuide(address: "0xg1", identifier: BarIdentifier.itemContentGuide)]
    let constraints = [LayoutConstraint(first: "0xs1", .trailing, second: "0xg1", .trailing)]
    let framed = try ReadContent(
      bar(guides: guides, constraints: constraints) { b in try b.stack("0xs1", x: 300, width: 44) }
    )
    #expect(framed.stacks.map(\.evidence) == [.position])
    let unframed = try ReadContent(
      bar(guides: guides, constraints: constraints) { b in
        try b.view(
          ViewAttributes(className: "_UIButtonBarStackView", address: "0xs1", frame: nil))
      })
    #expect(unframed.stacks.map(\.side) == [.trailing])
    #expect(unframed.stacks.first?.evidence == .guide(unframed.guide("0xg1")))
  }

  /// No tie and no frame: leading is only assumed, and the anatomy says why.
  @Test func aStackWithNoTieAndNoFrameIsAssumed() throws {
    let read = try ReadContent(
      bar { b in
        try b.view(
          ViewAttributes(className: "_UIButtonBarStackView", address: "0xs1", frame: nil))
      })
    #expect(read.stacks.map(\.evidence) == [.assumed])
    #expect(
      read.stacks.first?.evidence.undecidedReason
        == "it is tied to no bar guide and its frame or the content view's is unknown")
    #expect(SideEvidence.position.undecidedReason == nil)
  }

  @Test func aStackTiedToTheTitleGuideIsTheTitleView() throws {
    let document = try bar(
      guides: [LayoutGuide(address: "0xg1", identifier: "TitleView(0xA)")],
      constraints: [LayoutConstraint(first: "0xs1", .centerX, second: "0xg1", .centerX)]
    ) { b in try b.stack("0xs1", x: 150, width: 80) }
    #expect(ReadContent(document).stacks.isEmpty)
  }

  @Test func aStackOutsideAContentViewIsNotABarStack() throws {
    let window = try Document.build { b in
      try b.view("UIWindow", "0x1", Rect(x: 0, y: 0, width: 375, height: 812)) { b in
        try b.stack("0xs1", x: 0, width: 44)
      }
    }
    #expect(BarAnatomy.bars(in: window).isEmpty)
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
    let read = ReadContent(document)
    let found = read.stacks.flatMap(\.customItems)
    #expect(found.map { read.address($0.view) } == ["0xa1", "0xa2", "0xa3", "0xa4"])
    #expect(found.map(\.isImage) == [true, false, true, false])
    #expect(found.map { read.address($0.customView) } == ["0xb1", "0xb2", "0xi3", "0xl1"])
  }

  @Test func arrangedSubviewsAreTheMarkedOnesAndShown() throws {
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
    let read = ReadContent(document)
    #expect(read.stacks.first?.items.map { read.address($0.view) } == ["0xb1"])
    #expect(read.stacks.first?.customItems.isEmpty == true)
  }

  /// Only `arranged="NO"` marks: the others are arranged (the layout's rule, one for both).
  @Test func subviewsMarkedNoAreLeftOut() throws {
    let read = try ReadContent(
      bar { b in
        try b.stack("0xs1", x: 16, width: 30) { b in
          try b.adaptor(
            "0xa1", custom: ViewAttributes(className: "UIView", address: "0xv1"), arranged: false)
          try b.adaptor("0xa2", custom: ViewAttributes(className: "UIView", address: "0xv2"))
        }
      })
    #expect(read.stacks.first?.customItems.map { read.address($0.view) } == ["0xa2"])
  }

  /// A class named like a stack view is not one unless the dump says so: an app's own
  /// `FooStackView` in a content view is no bar stack.
  @Test func anAppClassNamedLikeAStackIsNoBarStack() throws {
    let foo = try bar { b in try b.stack("0xs1", x: 16, width: 44, className: "FooStackView") }
    #expect(ReadContent(foo).stacks.isEmpty)
    // a stack attribute recorded: a stack view
    let spaced = try bar { b in
      try b.stack("0xs1", x: 16, width: 44, className: "FooStackView", spacing: 8)
    }
    #expect(ReadContent(spaced).stacks.count == 1)
  }

  @Test func backButtonShownFromTheFixture() throws {
    let read = ReadContent(try fixture("ios12-414-back-button"))
    let set = read.content.guideSets.first
    #expect(set?.showsBackButton == true)
    #expect(read.address(set?.backButtonView) == "0x7f8b1dd17a30")
    #expect(
      set.map { read.document[$0.edgeGuide(.leading)!].identifier?.hasPrefix("BackButtonGuide") }
        == true)
    let none = ReadContent(try fixture("ios11-375-left-item")).content
    #expect(!none.guideSets.isEmpty)
    #expect(none.guideSets.allSatisfy { !$0.showsBackButton })
  }

  /// A back button not printed: `LeadingBarGuide.leading == BackButtonGuide.trailing + 6`
  /// says one is shown (iOS 11–12).
  @Test func backButtonShownBySpacingAlone() throws {
    let guides = [
      LayoutGuide(address: "0xg1", identifier: "BackButtonGuide(0xA)"),
      LayoutGuide(address: "0xg2", identifier: "LeadingBarGuide(0xA)"),
    ]
    let spaced = try ReadContent(
      bar(
        guides: guides,
        constraints: [
          LayoutConstraint(first: "0xg2", .leading, second: "0xg1", .trailing, constant: 6)
        ]
      ) { _ in })
    #expect(spaced.content.guideSets.map(\.showsBackButton) == [true])
    #expect(spaced.content.guideSets.first?.backButtonView == nil)
    let flush = try ReadContent(
      bar(
        guides: guides,
        constraints: [LayoutConstraint(first: "0xg2", .leading, second: "0xg1", .trailing)]
      ) { _ in })
    #expect(flush.content.guideSets.map(\.showsBackButton) == [false])
  }

  private func fixture(_ name: String) throws -> Document {
    try Document(xml: Fixture(name).data("input.xml"), source: "Fixtures/\(name)/input.xml")
  }
}
