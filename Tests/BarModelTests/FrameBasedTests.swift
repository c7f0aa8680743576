import BarModel
import HierarchyIO
import TestSupport
import Testing

/// iOS 7–10 bars: the frame arithmetic of docs/navbar/ios7-10.md against the legacy matrix's
/// dumps (frames typed by hand in their READMEs) and the hand-worked fixed-space frames.
@Suite struct FrameBasedTests {
  static let matrix = [
    "ios9-375-one-item", "ios9-375-two-items", "ios9-320-back-one-item",
    "ios9-414-back-two-items",
  ]

  static func rebuild(_ name: String, input: String = "bar.xml", width: Double? = nil) throws
    -> BarRebuild
  {
    let capture = Capture(name, input)
    return try Bars.rebuild(capture.document(), options: BarModelOptions(width: width))
  }

  /// Every frame of each matrix dump is the arithmetic's (none explained by an inferred fixed
  /// space: their items sit on the margin).
  @Test(arguments: matrix)
  func reproducesTheMatrix(_ name: String) throws {
    let rebuild = try Self.rebuild(name)
    let bar = try #require(rebuild.bars.first)
    #expect(bar.recognition.generation == .ios7to9, "\(describe(rebuild))")
    #expect(bar.isRebuilt && bar.comparison.isComplete, "\(describe(rebuild))")
    let model = try #require(bar.frameBased)
    #expect(model.inferredFixedSpace.isEmpty)
    // background, hairline, title, the chevron, each item (and the back button)
    #expect(
      bar.comparison.total == 4 + model.items.values.map(\.count).reduce(0, +)
        + (model.backButton == nil ? 0 : 1))
    #expect(bar.comparison.given > 0)  // the labels and images inside the app's views
  }

  /// The margin is devices.md §2.4's public figure at every width ([DX]: 16, 20 from 414), so
  /// the inputs note states it without "ASSUMED" (it once marked 414 and every width but 320
  /// and 375 as assumed).
  @Test(arguments: matrix)
  func marginIsNotMarkedAssumed(_ name: String) throws {
    let bar = try #require(try Self.rebuild(name).bars.first)
    let inputs = try #require(bar.notes.first { $0.hasPrefix("inputs:") })
    let margin = name.contains("-414-") ? "20" : "16"
    #expect(inputs.contains(", margin \(margin)"), "\(inputs)")
    #expect(!inputs.contains("ASSUMED"), "\(inputs)")
  }

  /// `fixed-space` at −20 and −10 against `frames.fixed-space-gap-20.txt` / `-10`.
  @Test(arguments: matrix.flatMap { name in [(name, -20.0), (name, -10.0)] })
  func fixedSpace(_ name: String, _ gap: Double) throws {
    let rebuild = try Self.rebuild(name)
    let bar = try #require(rebuild.bars.first)
    let model = try #require(bar.frameBased)
    let outcome = model.fixedSpace(gap, sides: BarSide.allCases, in: rebuild.document)
    let file = "frames.fixed-space-gap\(formatNumber(gap)).txt"
    let expected = try FrameExpectations(Fixture(name).text(file), file: file)
    for line in expected.frames {
      let view = try #require(rebuild.document.view(at: line.address), "\(line.address)")
      let frame = outcome.frames[view] ?? rebuild.frames[.view(view)]
      #expect(
        frame.map { FrameExpectations.close($0, line.frame) } == true,
        "\(name) \(file):\(line.line) \(line.address): model \(frame.map { "\($0)" } ?? "none")")
    }
    for warning in expected.warnings {
      #expect(outcome.skipped.contains { $0.reason.contains(warning) }, "\(warning)")
    }
    #expect(outcome.applied.isEmpty == (expected.exitStatus == 1))
  }

  /// Sample 49 (a trace: no frame recorded) is an iOS 7–9 bar; with `--width 375` the model
  /// places its chrome, and the fixed space has nothing to move: a back button is shown and
  /// there is no bar item.
  @Test func sample49() throws {
    let rebuild = try Self.rebuild("ios9-sample49-trace", input: "input.txt", width: 375)
    let bar = try #require(rebuild.bars.first)
    #expect(bar.recognition.generation == .ios7to9)
    #expect(bar.comparison.total == 0)
    let model = try #require(bar.frameBased)
    #expect(model.backButtonShown)
    let outcome = model.fixedSpace(-20, sides: BarSide.allCases, in: rebuild.document)
    #expect(outcome.applied.isEmpty)
    #expect(outcome.skipped.map(\.side) == [.leading, .trailing])
    #expect(outcome.skipped[0].reason.contains("back button"))
  }
}

extension FrameBasedTests {
  /// Sample 51: two NSLog walks over a bar's subviews (no bar, no depth), put back into two
  /// bars; every recorded frame but those inside the app's views is the arithmetic's, the
  /// left items through an inferred fixed space of −15 (given, not counted). Walk 1 is the
  /// iOS 10 bar (375), walk 2 the iOS 9 bar (320).
  static func sample51(walk: Int) throws {
    let rebuild = try Self.rebuild("ios9-ios10-sample51-nslog", input: "input.txt")
    #expect(rebuild.bars.count == 2, "\(describe(rebuild))")
    guard rebuild.bars.count == 2 else { return }
    let bar = rebuild.bars[walk - 1]
    #expect(bar.recognition.generation == (walk == 1 ? .ios10 : .ios7to9))
    #expect(bar.isRebuilt && bar.comparison.isComplete, "\(describe(rebuild))")
    #expect(bar.frameBased?.inferredFixedSpace == [.leading: -15])
    #expect(bar.comparison.total == 5 && bar.comparison.given == 4, "\(describe(rebuild))")
    let addresses = Set(
      rebuild.document.preorder.filter { rebuild.document.isAncestor(bar.parts.root, of: $0) }
        .map { rebuild.document[$0].address })
    let recorded = try FrameExpectations(
      Fixture("ios9-ios10-sample51-nslog").text("frames.recorded.txt"), file: "frames.recorded.txt")
    #expect(recorded.frames.filter { addresses.contains($0.address) }.count == 9)
    for gap in [-20.0, -10.0] {
      let file = "frames.fixed-space-gap\(formatNumber(gap)).txt"
      let expected = try FrameExpectations(
        Fixture("ios9-ios10-sample51-nslog").text(file), file: file)
      let outcome = try #require(bar.frameBased).fixedSpace(
        gap, sides: BarSide.allCases, in: rebuild.document)
      #expect(outcome.before == [.leading: -15, .trailing: 0])
      for line in expected.frames where addresses.contains(line.address) {
        let frame = rebuild.document.view(at: line.address).flatMap { outcome.frames[$0] }
        #expect(
          frame.map { FrameExpectations.close($0, line.frame) } == true,
          "\(file):\(line.line) \(line.address): model \(frame.map { "\($0)" } ?? "none")")
      }
    }
  }

  @Test(arguments: [1, 2])
  func sample51(walk: Int) throws { try Self.sample51(walk: walk) }
}
