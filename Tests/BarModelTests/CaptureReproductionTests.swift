import BarModel
import HierarchyIO
import TestSupport
import Testing

/// Every real bar capture the repository holds, recognised, rebuilt and reproduced
/// (docs/navbar/README.md, "Reproduced, per capture").
@Suite struct CaptureReproductionTests {
  struct Expected: Sendable, CustomTestStringConvertible {
    var capture: Capture
    var generation: BarGeneration
    /// Recorded frames the model predicts, all of which it must reproduce.
    var total: Int
    var given: Int
    /// The bar's width, for a capture that prints none and whose `frames.recorded.txt` says
    /// nothing (49: its source's root view, Fixtures/ios9-sample49-trace/README.md).
    var width: Double? = nil
    var testDescription: String { capture.testDescription }
  }

  static let captures: [Expected] = [
    Expected(
      capture: Capture("ios11-375-sample01-trace", "input.txt"), generation: .ios11to12,
      total: 20, given: 0),
    Expected(
      capture: Capture("ios12-414-back-button", "input.xml"), generation: .ios11to12, total: 16,
      given: 4),
    Expected(
      capture: Capture("ios12-375-trace-back-container", "trace.txt"), generation: .ios11to12,
      total: 11, given: 0),
    Expected(
      capture: Capture("ios11-beta-bar", "input.xml"), generation: .ios11Beta, total: 18, given: 3),
    Expected(
      capture: Capture("sample03-ios14-sheet-cancel-next", "input.txt"), generation: .ios13to18,
      total: 11, given: 4),
    Expected(
      capture: Capture("sample04-ios15-428-empty-bar", "input.txt"), generation: .ios13to18,
      total: 6, given: 2),
    Expected(
      capture: Capture("sample13-ios17-trailing-stack", "input.txt"), generation: .ios13to18,
      total: 7, given: 0),
    Expected(
      capture: Capture("sample66-ios13-back-button-push", "input.txt"), generation: .ios13to14,
      total: 22, given: 5),
    Expected(
      capture: Capture("sample88-ios11-414-subviews", "capture.txt"), generation: .ios11to12,
      total: 3, given: 1),
    Expected(
      capture: Capture("ios12-375-sample52-nslog", "input.txt"), generation: .ios11to12,
      total: 17, given: 0),
    Expected(
      capture: Capture("ios9-ios10-sample51-nslog", "input.txt"), generation: .ios10,
      total: 10, given: 8),
    Expected(
      capture: Capture("ios9-sample49-trace", "input.txt"), generation: .ios7to9,
      total: 0, given: 0, width: 375),
  ]

  @Test(arguments: captures)
  func reproduced(_ expected: Expected) throws {
    var options = try expected.capture.options()
    if let width = expected.width { options.width = width }
    let rebuild = try Bars.rebuild(expected.capture.document(), options: options)
    let text = describe(rebuild)
    let rebuilt = rebuild.bars.filter(\.isRebuilt)
    #expect(!rebuilt.isEmpty, "\(text)")
    #expect(rebuilt.first?.recognition.generation == expected.generation, "\(text)")
    let total = rebuilt.map(\.comparison.total).reduce(0, +)
    let reproduced = rebuilt.map(\.comparison.reproduced).reduce(0, +)
    let given = rebuilt.map(\.comparison.given).reduce(0, +)
    #expect(reproduced == total, "\(text)")
    #expect(total == expected.total, "\(text)")
    #expect(given == expected.given, "\(text)")
  }

  /// Sample 66 said right to left: its back button lands on the right, the recorded one is on
  /// the left, and the advice says to give the direction (docs/navbar/ios13-18.md).
  @Test func wrongDirectionIsReportedWithBothValues() throws {
    let capture = Capture("sample66-ios13-back-button-push", "input.txt")
    let rebuild = try Bars.rebuild(
      capture.document(), options: BarModelOptions(direction: .rightToLeft))
    let bar = try #require(rebuild.bars.first)
    let back = try #require(
      bar.comparison.differences.first { $0.name.hasPrefix("_UIButtonBarButton") })
    #expect(back.recorded == Rect(x: 0, y: 0, width: 65, height: 44))
    #expect(back.model == Rect(x: 310, y: 0, width: 65, height: 44))
    #expect(back.values == "recorded (0 0; 65 44), model (310 0; 65 44)")
    #expect(bar.advice.first?.contains("--direction leftToRight") == true, "\(bar.advice)")
    #expect(bar.advice.contains { $0.contains("_autolayoutTrace") })
  }

  /// Sample 52's two NSLog walks (Fixtures/ios12-375-sample52-nslog/input.txt), as the
  /// views a reader gives: the bar's subviews as roots, walk after walk. The reader reads the
  /// walks (the `reproduced` row above); this builds the same tree by hand from the capture's
  /// lines 3–15 and 21–30, apart from the reader. Both were logged before the bar's first
  /// layout: 17 / 17 recorded frames.
  @Test func sample52BeforeLayout() throws {
    func view(
      _ b: inout DocumentBuilder, _ className: String, _ address: String, _ frame: Rect,
      hidden: Bool = false, title: String? = nil,
      _ body: (inout DocumentBuilder) throws -> Void = { _ in }
    ) throws {
      try b.view(
        ViewAttributes(className, address, frame) {
          $0.hidden = hidden
          $0.alpha = className.hasSuffix("PromptView") ? 0 : 1
          $0.title = title
        }, body)
    }
    let bar = Rect(x: 0, y: 0, width: 375, height: 44)
    let hairline = Rect(x: 0, y: 44, width: 375, height: 0.333333)
    func walk(_ b: inout DocumentBuilder, _ a: [String], effect: Bool) throws {
      try view(&b, "_UIBarBackground", a[0], bar) { b in
        try view(&b, "UIImageView", a[1], hairline)
        if effect {
          try view(&b, "UIVisualEffectView", a[2], bar) { b in
            try view(&b, "_UIVisualEffectBackdropView", a[3], bar)
            try view(&b, "_UIVisualEffectSubview", a[4], bar)
          }
        }
      }
      try view(&b, "_UINavigationBarLargeTitleView", a[5], .zero, hidden: true) { b in
        try view(&b, "UILabel", a[6], .zero)
      }
      try view(&b, "_UINavigationBarContentView", a[7], bar) { b in
        try view(&b, "UILabel", a[8], .zero, title: "Fondation")
      }
      try view(&b, "_UINavigationBarModernPromptView", a[9], .zero, hidden: true)
    }
    let document = try Document.build { b in
      try walk(
        &b,
        [
          "0x10090fe80", "0x100910310", "0x100910540", "0x1009148f0", "0x100915440",
          "0x100911830", "0x10080dde0", "0x100910970", "0x100903710", "0x100913980",
        ], effect: true)
      try walk(
        &b,
        [
          "0x100e08850", "0x100e08ce0", "", "", "", "0x100d10ef0", "0x100d15400", "0x100e09340",
          "0x100d0c170", "0x100d1b910",
        ], effect: false)
    }
    let rebuild = try Bars.rebuild(document)
    let bars = rebuild.bars.filter(\.isRebuilt)
    #expect(bars.count == 2, "\(describe(rebuild))")
    #expect(bars.allSatisfy { !$0.laidOut && $0.recognition.generation == .ios11to12 })
    #expect(bars.map(\.comparison.total) == [10, 7], "\(describe(rebuild))")
    #expect(rebuild.reproducesCapture, "\(describe(rebuild))")
    let expected = try FrameExpectations(
      Fixture("ios12-375-sample52-nslog").text("frames.recorded.txt"), file: "frames.recorded.txt")
    #expect(expected.frames.count == 17)
    for line in expected.frames {
      let item = try #require(rebuild.document.item(at: line.address))
      let model = try #require(rebuild.frames[item], "\(line.address)")
      #expect(FrameExpectations.close(model, FrameExpectations.snapped(line.frame, scale: 3)))
    }
  }
}
