import BarModel
import Foundation
import HierarchyIO
import TestSupport
import Testing

/// Bar items and stacks printed without their bar (issue 21 item 3): placed in a bar of the
/// given or inferred width, or one located line that says what is missing.
@Suite struct LoneItemTests {
  static func read(_ text: String) throws -> Document {
    var warnings: [ReadWarning] = []
    return try Document(data: Data(text.utf8), source: "paste.txt", warnings: &warnings)
  }

  static let sample96 = Capture("sample96-ios9-navigationbutton", "capture.txt")

  /// 96: a `UINavigationButton` (280 7; 32 30) printed alone. A system item's margin is 8 below
  /// 375 pt (devices.md §2.4 [DX]): 320 − 8 − 32 = 280, the only portrait width where it sits at
  /// the margin (375 − 16 − 32 = 327, 414 − 20 − 32 = 362). The width is asked for with that
  /// value, not taken: a patch on a guessed width would be a guess.
  @Test func aNavigationButtonAloneAsksForTheWidthItSuggests() throws {
    let rebuild = try Bars.rebuild(Self.sample96.document())
    #expect(rebuild.bars.allSatisfy { !$0.isRebuilt }, "\(describe(rebuild))")
    #expect(
      rebuild.diagnostics.map(\.description) == [
        "Fixtures/sample96-ios9-navigationbutton/capture.txt:2:6: warning: no bar model for "
          + "'UINavigationButton:0x7f8673c13c10': a bar item printed without its bar, and the "
          + "bar's width is not in the capture: give --width 320 (the one portrait device width "
          + "of docs/navbar/devices.md at which its items sit at UIKit's margins)"
      ])
  }

  /// With `--width 320` the item's frame is a prediction: x 320 − 8 − 32 = 280, y (44 − 30) / 2
  /// = 7. On the custom views' margin 16 it would be 272 (a fixed space of −8, explained).
  @Test func aSystemItemSitsEightFromTheEdgeBelow375() throws {
    let rebuild = try Bars.rebuild(
      Self.sample96.document(), options: BarModelOptions(width: 320))
    let bar = try #require(rebuild.bars.first)
    #expect(rebuild.diagnostics.isEmpty)
    #expect(bar.comparison.reproduced == 1 && bar.comparison.total == 1, "\(describe(rebuild))")
    #expect(bar.frameBased?.inferredFixedSpace.isEmpty == true)
    // The layout places the item in the bar the model made: nothing ambiguous.
    let made = try #require(rebuild.document.roots.first)
    #expect(rebuild.document[made].frame == Rect(x: 0, y: 20, width: 320, height: 44))
  }

  /// An item that sits at UIKit's margin at no portrait width: one located line asking for
  /// `--width`, no model.
  @Test func anItemAtNoMarginAsksForTheWidth() throws {
    let text = "<UINavigationButton: 0x7f8673c13c10; frame = (100 7; 32 30); opaque = NO>\n"
    let rebuild = try Bars.rebuild(Self.read(text))
    #expect(rebuild.diagnostics.count == 1)
    let line = try #require(rebuild.diagnostics.first)
    #expect(
      line.description
        == "paste.txt:1:1: warning: no bar model for 'UINavigationButton:0x7f8673c13c10': a bar "
        + "item printed without its bar, and the bar's width is not in the capture: give --width "
        + "(at no portrait device width do its items sit at UIKit's margins)")
    #expect(rebuild.bars.allSatisfy { !$0.isRebuilt })
  }

  /// A leading system item 8 from the edge fits only 320 too; one 16 from it fits every
  /// width from 375 below 414: several widths, so the line names them.
  @Test func anItemThatFitsSeveralWidthsNamesThem() throws {
    let text = "<UINavigationButton: 0x1c0; frame = (16 7; 32 30); opaque = NO>\n"
    let rebuild = try Bars.rebuild(Self.read(text))
    let line = try #require(rebuild.diagnostics.first).message
    #expect(
      line.hasSuffix("give --width (its items sit at UIKit's margins at 375, 390, 393 and 402 pt)"))
  }

  /// 98: a `_UIButtonBarButton` printed alone: its frame is in its stack's coordinates, so it
  /// cannot be placed; one line, at the item, says so (and what its y tells: 3 = (50 − 44) / 2,
  /// the trait collection printed for it, 98:3, confirming an iPad).
  @Test func anIOS11ItemAloneIsOneLocatedLine() throws {
    let capture = Capture("sample98-ios13-ipad-buttonbarbutton", "capture.txt")
    let document = try capture.document()
    let item = try #require(document.view(at: "0x7f97e5c20c60"))
    #expect(
      document[item].unknownAttributes.first { $0.name == "userInterfaceIdiom" }?.value == "Pad")
    let rebuild = try Bars.rebuild(document)
    #expect(rebuild.bars.isEmpty)
    #expect(rebuild.diagnostics.count == 1)
    let line = try #require(rebuild.diagnostics.first)
    #expect(line.location?.line == 1)
    #expect(
      line.message
        == "no bar model for '_UIButtonBarButton:0x7f97e5c20c60': a bar item printed without its "
        + "stack and its bar: its frame is in the stack's coordinates, and where the stack sits "
        + "is not in the capture (y 3 centres it in a bar 50 pt high: an iPad's from iOS 12, "
        + "docs/navbar/devices.md §2.1, and its trait collection says 'UserInterfaceIdiom = "
        + "Pad'); paste the bar's or the stack's description")
  }

  /// A trait collection saying the item is on a phone contradicts the 50-pt bar: said so.
  @Test func aPhoneTraitCollectionContradictsThePadHeight() throws {
    let text = String(
      decoding: try Fixture("sample98-ios13-ipad-buttonbarbutton").data("capture.txt"),
      as: UTF8.self
    ).replacingOccurrences(of: "UserInterfaceIdiom = Pad", with: "UserInterfaceIdiom = Phone")
    let rebuild = try Bars.rebuild(try LoneItemTests.read(text))
    let line = try #require(rebuild.diagnostics.first)
    #expect(line.message.contains("but its trait collection says 'UserInterfaceIdiom = Phone'"))
  }

  /// 100: a `_UIModernBarButton`'s ivars, no frame: one line.
  @Test func aModernButtonWithoutAFrameIsOneLocatedLine() throws {
    let capture = Capture("sample100-ios26-ivars", "capture.txt")
    let rebuild = try Bars.rebuild(capture.document())
    #expect(
      rebuild.diagnostics.map(\.message) == [
        "no bar model for '_UIModernBarButton:0x107721500': a bar button's content printed "
          + "without its button and its bar and without a frame: nothing places it; paste the "
          + "bar's description"
      ])
  }

  static let sample13 = Capture("sample13-ios17-trailing-stack", "input.txt")

  /// 13 without `--width`: the system stack ends at 285 + 97 = 382, 8 from the edge only at 390
  /// (iOS 13+'s edge inset 8 past its buttons' 16 item margin, docs/navbar/ios13-18.md): each
  /// stack's line asks for `--width 390`; no bar is made.
  @Test func aStackAloneAsksForTheOneWidthThatPlacesIt() throws {
    let rebuild = try Bars.rebuild(Self.sample13.document())
    #expect(rebuild.bars.isEmpty)
    #expect(rebuild.diagnostics.count == 3)
    #expect(
      rebuild.diagnostics.first?.description
        == "Fixtures/sample13-ios17-trailing-stack/input.txt:2:2: warning: no bar model for "
        + "'_UIButtonBarStackView:0x7b5000003600': a stack printed without its bar, and the "
        + "bar's width is not in the capture: give --width 390 (the one portrait device width "
        + "of docs/navbar/devices.md at which the model puts the stack where the capture has it)")
    // With it, every frame is the model's (sample 13's row of docs/navbar/README.md).
    var options = try Self.sample13.options()
    options.width = 390
    #expect(try Bars.rebuild(Self.sample13.document(), options: options).reproducesCapture)
  }

  /// A stack no portrait width places (its system buttons' stack 100 from the right of every
  /// bar): one line per stack asking for `--width`.
  @Test func aStackNoWidthPlacesAsksForTheWidth() throws {
    var text = String(decoding: try Self.sample13.fixture.data("input.txt"), as: UTF8.self)
    text = text.replacingOccurrences(of: "frame = (285 0; 97 44)", with: "frame = (201 0; 97 44)")
    let rebuild = try Bars.rebuild(Self.read(text))
    #expect(rebuild.bars.isEmpty)
    #expect(rebuild.diagnostics.count == 3)
    let first = try #require(rebuild.diagnostics.first)
    #expect(first.location?.line == 2)
    #expect(
      first.message
        == "no bar model for '_UIButtonBarStackView:0x7b5000003600': a stack printed without its "
        + "bar, and the bar's width is not in the capture: give --width (at no portrait device "
        + "width does the model put it where the capture has it)")
  }
}

/// App subclasses of the bars under any name (issue 21 item 3): a bar is what its subtree
/// shows, not what its class is called.
@Suite struct BarSubclassTests {
  static func renamed(_ capture: Capture, _ from: String, _ to: String) throws -> BarRebuild {
    let text = String(decoding: try capture.fixture.data(capture.input), as: UTF8.self)
    #expect(text.contains(from))
    var warnings: [ReadWarning] = []
    let document = try Document(
      data: Data(text.replacingOccurrences(of: from, with: to).utf8), source: capture.source,
      warnings: &warnings)
    return try Bars.rebuild(document, options: capture.options())
  }

  static func counts(_ rebuild: BarRebuild) -> [[Int]] {
    rebuild.bars.map { [$0.comparison.reproduced, $0.comparison.total, $0.comparison.given] }
  }

  /// 03 (iOS 14): a `UINavigationBar` named `ZZChromeBar` holds the content view: the same
  /// bar, its background and shadow compared as before (11 / 11, +4).
  @Test func aModernBarUnderAnotherNameIsTheSameBar() throws {
    let capture = Capture("sample03-ios14-sheet-cancel-next", "input.txt")
    let plain = try capture.rebuild()
    let renamed = try Self.renamed(capture, "<UINavigationBar:", "<ZZChromeBar:")
    #expect(Self.counts(renamed) == Self.counts(plain))
    #expect(Self.counts(renamed) == [[11, 11, 4]])
    let bar = try #require(renamed.bars.first?.parts.bar)
    #expect(renamed.document[bar].className == "ZZChromeBar")
  }

  /// 81 (iOS 8–9): a frame-based bar named `PhotoPickerHeader` is a bar by its
  /// `_UINavigationBarBackground` and items.
  @Test func aFrameBasedBarUnderAnotherNameIsTheSameBar() throws {
    let capture = Capture("sample81-ios8-9-photopicker", "capture.txt")
    let plain = try capture.rebuild()
    let renamed = try Self.renamed(capture, "<UINavigationBar:", "<PhotoPickerHeader:")
    #expect(Self.counts(renamed) == Self.counts(plain))
    #expect(renamed.bars.first?.parts.kind == .frameBased)
  }

  /// 83: `RTCleanNavigationBar`'s description names its base class (`baseClass =
  /// UINavigationBar`, 83:2 and 83:7, one bar printed twice): kept, and said in the report with
  /// its line.
  @Test func theBaseClassIsKeptAndReported() throws {
    let rebuild = try Capture("sample83-ios7-subclass", "capture.txt").rebuild()
    let bar = try #require(rebuild.bars.last)
    let root = try #require(bar.parts.bar)
    #expect(
      rebuild.document[root].unknownAttributes.first { $0.name == "baseClass" }?.value
        == "UINavigationBar")
    #expect(
      bar.notes.contains(
        "RTCleanNavigationBar:0x10f90a3b0 (line 2): an app's subclass of UINavigationBar "
          + "(its description's 'baseClass = UINavigationBar')"), "\(bar.notes)")
  }

  /// A class named like no bar, holding only what any bar holds (`_UIBarBackground`, a
  /// `UINavigationButton`: a search bar's Cancel is one too), is a navigation bar when its
  /// description says `baseClass = UINavigationBar`; without it, it is not.
  @Test func theBaseClassMakesABar() throws {
    let bar =
      "<ZZHeader: 0x7f0000000001; baseClass = UINavigationBar; frame = (0 20; 375 44); "
      + "layer = <CALayer: 0x600000000001>>\n"
      + "   | <_UIBarBackground: 0x7f0000000002; frame = (0 -20; 375 64); layer = <CALayer: "
      + "0x600000000002>>\n"
      + "   | <UINavigationButton: 0x7f0000000003; frame = (311 7; 48 30); layer = <CALayer: "
      + "0x600000000003>>\n"
    let with = try Bars.rebuild(try LoneItemTests.read(bar))
    #expect(with.bars.map(\.parts.kind) == [.frameBased], "\(describe(with))")
    #expect(with.bars.first?.comparison.isComplete == true, "\(describe(with))")
    let without = try Bars.rebuild(
      try LoneItemTests.read(
        bar.replacingOccurrences(of: "baseClass = UINavigationBar; ", with: "")))
    #expect(without.bars.isEmpty)
  }

  /// A toolbar subclass: its `_UIToolbarContentView` makes it a toolbar (66's toolbar).
  @Test func aToolbarUnderAnotherNameIsAToolbar() throws {
    let capture = Capture("sample66-ios13-back-button-push", "input.txt")
    let plain = try capture.rebuild()
    let renamed = try Self.renamed(capture, "<UIToolbar:", "<ZZBottomBar:")
    #expect(Self.counts(renamed) == Self.counts(plain))
    #expect(renamed.bars.contains { $0.parts.kind == .toolbar })
  }
}
