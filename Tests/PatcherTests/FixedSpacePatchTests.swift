import BarModel
import Foundation
import HierarchyIO
import Patcher
import TestSupport
import Testing

/// `--patch fixed-space` (docs/navbar/ios7-10.md, "Fixed-space items") against the hand-worked
/// `frames.fixed-space-gap-20.txt` / `-10.txt` of the iOS 9 fixtures and samples 49 and 51,
/// and its refusal on an iOS 11+ bar.
@Suite struct FixedSpacePatchTests {
  static let fixtures: [(String, String)] = [
    ("ios9-375-one-item", "bar.xml"), ("ios9-375-two-items", "bar.xml"),
    ("ios9-320-back-one-item", "bar.xml"), ("ios9-414-back-two-items", "bar.xml"),
    ("ios9-ios10-sample51-nslog", "input.txt"),
  ]

  static func run(
    _ name: String, _ input: String, gap: Double, model: BarModelOptions = BarModelOptions()
  ) throws -> Result<PatchResult, PatchError> {
    let data = try Fixture(name).data(input)
    var warnings: [ReadWarning] = []
    let source = "Fixtures/\(name)/\(input)"
    let hierarchy = try Document(data: data, source: source, warnings: &warnings)
    do {
      return .success(
        try Patching.apply(
          Patch(.fixedSpace, gap: gap), to: hierarchy, source: source, model: model))
    } catch {
      return .failure(error)
    }
  }

  @Test(arguments: fixtures.flatMap { [($0.0, $0.1, -20.0), ($0.0, $0.1, -10.0)] })
  func handWorkedFrames(_ name: String, _ input: String, _ gap: Double) throws {
    let file = "frames.fixed-space-gap\(formatNumber(gap)).txt"
    let expected = try FrameExpectations(Fixture(name).text(file), file: file)
    let result = try Self.run(name, input, gap: gap).get()
    let document = result.document
    for line in expected.frames {
      let view = try #require(document.view(at: line.address), "\(file):\(line.line)")
      let frame = try #require(document[view].frame)
      #expect(
        FrameExpectations.close(
          frame, FrameExpectations.snapped(line.frame, scale: document.metadata.scale)),
        "\(file):\(line.line): \(line.address) is (\(frame))")
    }
    for warning in expected.warnings {
      #expect(result.warnings.contains { $0.message.contains(warning) }, "\(warning)")
    }
    #expect(result.changes.isEmpty && result.record?.name == "fixed-space")
    #expect(result.record?.options.map(\.value) == ["auto", formatNumber(gap)])
    // applied twice: the record says so, nothing changes
    let again = try Patching.apply(
      Patch(.fixedSpace, gap: gap), to: document, source: "patched.xml")
    #expect(again.alreadyApplied)
  }

  /// The report of ios9-320-back-one-item at −20: the leading side left alone (back button),
  /// the right item 20 further out.
  @Test func report() throws {
    let result = try Self.run("ios9-320-back-one-item", "bar.xml", gap: -20).get()
    #expect(
      PatchReport.text(result) == """
        inspect patch: fixed-space (side auto, gap -20) on Fixtures/ios9-320-back-one-item/bar.xml
        stack   UIButton:0x7fb0c1e2a070'Edit': trailing side, outermost item of UINavigationBar:0x7fb0c1e2a000, fixed space before it none → -20: patched
        moved   UIButton:0x7fb0c1e2a070'Edit': (268 7; 36 30) → (288 7; 36 30)
        Fixtures/ios9-320-back-one-item/bar.xml:3:3: warning: UINavigationBar:0x7fb0c1e2a000, leading side: the back button UINavigationItemButtonView:0x7fb0c1e2a050'Back' is shown: a left bar item would replace it (unless leftItemsSupplementBackButton is set), so the leading side is left alone
        0 constraints removed, 0 added, 1 frame moved, 1 warning

        """)
  }

  /// Sample 49 (a trace: no frame) with `--width 375`: a back button and no item, nothing to
  /// patch (frames.fixed-space-gap-20.txt: expect-exit 1, a warning about the back button).
  @Test func sample49NothingToPatch() throws {
    let outcome = try Self.run(
      "ios9-sample49-trace", "input.txt", gap: -20, model: BarModelOptions(width: 375))
    guard case .failure(let error) = outcome else {
      Issue.record("expected nothing to patch")
      return
    }
    #expect(error.description.contains("nothing to patch"))
    #expect(error.description.contains("back button"))
    guard case .failure(let noWidth) = try Self.run("ios9-sample49-trace", "input.txt", gap: -20)
    else { return }
    #expect(noWidth.description.contains("give --width"))
  }

  /// On an iOS 11+ bar the trick changes nothing, and the message says why.
  @Test(arguments: ["ios11-beta-bar", "ios12-414-back-button"])
  func nothingOnIOS11(_ name: String) throws {
    guard case .failure(let error) = try Self.run(name, "input.xml", gap: -20) else {
      Issue.record("fixed-space must refuse an iOS 11+ bar")
      return
    }
    #expect(error.description.contains("fixed-space changes nothing on 'UINavigationBar:"))
    #expect(error.description.contains("no longer works on iOS 11"))
    #expect(error.description.hasSuffix("use pin or shift; nothing written"))
  }
}
