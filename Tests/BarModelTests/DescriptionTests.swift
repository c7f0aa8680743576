import BarModel
import HierarchyIO
import TestSupport
import Testing

/// Building a bar from a description is making its views, then rebuilding: the views carry
/// only what a description says (classes, the sizes of their content, the side a stack is on),
/// and the model places everything (docs/navbar/README.md, "Building a bar").
@Suite struct DescriptionTests {
  /// `--os 17 --width 393 --leading back:Settings --trailing image:24,image:24`, as the
  /// matrix fixture ios17-393-back-two-items holds it (its addresses, to compare).
  static func description() throws -> Document {
    func image(_ b: inout DocumentBuilder, _ button: String, _ modern: String, _ image: String)
      throws
    {
      try b.sized("_UIButtonBarButton", button, 0, 44) { b in
        try b.sized("_UIModernBarButton", modern, 24, 24, y: 9.66667) { b in
          try b.sized("UIImageView", image, 24, 24)
        }
      }
    }
    return try Document.build(
      DumpMetadata(os: "17.5", screen: Size(width: 393, height: 852), scale: 3)
    ) { b in
      try b.sized("UINavigationBar", "0x7f8a4cc0a000", 393, 44, y: 59) { b in
        try b.sized("_UINavigationBarContentView", "0x7f8a4cc0a8c0", 393, 44) { b in
          try b.sized("_UIButtonBarButton", "0x7f8a4cc0aaf0", 0, 44) { b in
            // the chevron and the title: their sizes and vertical offsets are inputs
            try b.sized("_UIModernBarButton", "0x7f8a4cc0ad20", 13, 21, y: 11.33333) { b in
              try b.sized("UIImageView", "0x7f8a4cc0af50", 13, 21)
            }
            try b.sized("_UIModernBarButton", "0x7f8a4cc0b180", 62, 23.33333, y: 9) { b in
              try b.sized("UIButtonLabel", "0x7f8a4cc0b3b0", 62, 20.33333, x: -1.33333, y: 3)
            }
            try b.sized("_UIBackButtonMaskView", "0x7f8a4cc0b5e0", 0, 0) { b in
              try b.sized("UIView", "0x7f8a4cc0b810", 0, 0)
            }
          }
          // a trailing stack: any place right of the centre says its side
          try b.sized("_UIButtonBarStackView", "0x7f8a4cc0ba40", 0, 44, x: 393) { b in
            try image(&b, "0x7f8a4cc0bc70", "0x7f8a4cc0bea0", "0x7f8a4cc0c0d0")
            try image(&b, "0x7f8a4cc0c300", "0x7f8a4cc0c530", "0x7f8a4cc0c760")
          }
          try b.sized("UILabel", "0x7f8a4cc0c990", 55, 20.66667, title: "Photos")
        }
      }
    }
  }

  @Test func madeViewsRebuildToTheMatrixBar() throws {
    let rebuild = try Bars.rebuild(Self.description())
    let bar = try #require(rebuild.bars.first)
    #expect(bar.isRebuilt)
    #expect(bar.recognition.generation == .ios15to18)
    let laidOut = rebuild.laidOut
    let expected = try FrameExpectations(
      Fixture("ios17-393-back-two-items").text("frames.recorded.txt"), file: "frames.recorded.txt")
    var compared = 0
    for line in expected.frames {
      // the model's own guides have addresses of their own: compare them by identifier
      guard let item = laidOut.item(at: line.address) ?? guide(line.address, in: laidOut) else {
        continue
      }
      let frame = try #require(laidOut.frame(of: item), "\(line.address)")
      #expect(
        FrameExpectations.close(frame, FrameExpectations.snapped(line.frame, scale: 3)),
        "\(line.address): (\(frame)), expected (\(line.frame))")
      compared += 1
    }
    // every frame but the chrome's (the description has no background)
    #expect(compared == expected.frames.count - 3)
  }

  /// The matrix bar's guides, by identifier, in the rebuilt description.
  func guide(_ address: String, in document: Document) -> ItemID? {
    let identifier = [
      "0x600003b80000": UIKitIdentifier.marginsGuide,
      "0x600003b800e0": BarIdentifier.itemContentGuide,
    ][address]
    guard let identifier else { return nil }
    return document.guideIDs.first { document[$0].identifier == identifier }.map(ItemID.guide)
  }
}

extension DocumentBuilder {
  /// A view with a size and no place: `(0 0; w h)`, or `x` for a stack on its side.
  mutating func sized(
    _ className: String, _ address: String, _ width: Double, _ height: Double, x: Double = 0,
    y: Double = 0, title: String? = nil, _ body: (inout DocumentBuilder) throws -> Void = { _ in }
  ) throws {
    try view(
      ViewAttributes(className, address, Rect(x: x, y: y, width: width, height: height)) {
        $0.title = title
      }, body)
  }

  /// The library checks its own input, as `--width`, `--scale` and `--status-bar` are
  /// checked on the command line: a size out of range is refused, nothing built.
  @Test func aSizeOutOfRangeIsRefusedByTheLibrary() throws {
    var bar = BarDescription(os: "17", width: 0)
    #expect(throws: DescriptionError("the width must be above 0, up to 10000, not 0")) {
      try Bars.build(bar)
    }
    bar.width = 393
    bar.trailing = [.custom(width: 30, height: 10_001)]
    #expect(
      throws: DescriptionError("a custom view's height must be above 0, up to 10000, not 10001")
    ) { try Bars.build(bar) }
    bar.trailing = [.image(size: .nan)]
    #expect(bar.invalidOption == "an image's size must be above 0, up to 10000, not nan")
    bar.trailing = [.text(.init("Edit", width: -1))]
    #expect(bar.invalidOption == "the width of 'Edit' must be above 0, up to 10000, not -1")
    bar.trailing = []
    bar.statusBar = -1
    #expect(bar.invalidOption == "the status bar must be 0 or more, up to 10000, not -1")
    bar.statusBar = 0
    bar.scale = 11
    #expect(bar.invalidOption == "the scale must be above 0, up to 10, not 11")
    bar.scale = 3
    #expect(bar.invalidOption == nil)
    #expect(try Bars.build(bar).description.width == 393)
  }
}
