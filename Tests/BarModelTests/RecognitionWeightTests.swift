import BarModel
import HierarchyIO
import TestSupport
import Testing

/// Recognition weighs every sign with its strength; the advice never undoes itself
/// (issue 21, docs/navbar/README.md "Recognising the generation").
@Suite struct RecognitionWeightTests {
  let trace = Capture("ios12-375-trace-back-container", "trace.txt")

  func bar(_ os: String? = nil) throws -> RebuiltBar {
    let rebuild = try Bars.rebuild(trace.document(), options: BarModelOptions(os: os))
    return try #require(rebuild.bars.first)
  }

  /// The guide chain (decisive) outweighs `_UIBackButtonContainerView` (moderate): iOS 11–12,
  /// every frame reproduced, and the report shows both signs with their lines.
  @Test func guideChainOutweighsTheBackButtonContainer() throws {
    let bar = try bar()
    #expect(bar.recognition.generation == .ios11to12, "\(bar.recognition.evidence)")
    #expect(bar.comparison.isComplete && bar.comparison.total == 11, "\(bar.comparison.summary)")
    #expect(bar.advice.isEmpty)
    let disagreement = try #require(bar.recognition.disagreement)
    #expect(disagreement.contains("BackButtonGuide(0x7fd1c8c0c1d0)' (line 8)"), "\(disagreement)")
    #expect(disagreement.contains("_UIBackButtonContainerView:0x7fd1c8d18b00 (line 16)"))
    #expect(disagreement.hasSuffix("the stronger decides (8 against 2)"), "\(disagreement)")
    let rebuild = try Bars.rebuild(trace.document())
    #expect(rebuild.reportLines.contains { $0.contains("the capture's signs disagree") })
  }

  /// `--os` decides whatever the capture shows; the advice then says to leave it out, because
  /// the capture's own generation reproduces every frame.
  @Test func osOverridesAndTheAdviceSaysLeaveItOut() throws {
    let bar = try bar("14")
    #expect(bar.recognition.generation == .ios13to14)
    #expect(bar.recognition.evidence == ["--os 14"])
    #expect(bar.recognition.shown == .ios11to12)
    #expect(bar.recognition.disagreement?.hasSuffix("--os 14 decides") == true)
    #expect(!bar.comparison.isComplete)
    let first = try #require(bar.advice.first)
    #expect(first.contains("leave --os out"), "\(bar.advice)")
    #expect(first.contains("iOS 11-12"), "\(first)")
  }

  /// `--os 12` agrees with the capture: reproduced, no advice to follow, so no loop.
  @Test func agreeingOsGivesNoAdvice() throws {
    let bar = try bar("12")
    #expect(bar.recognition.generation == .ios11to12)
    #expect(bar.comparison.isComplete)
    #expect(bar.advice.isEmpty)
    #expect(bar.recognition.disagreement?.hasSuffix("--os 12 decides") == true)
  }

  /// A bar no generation reproduces (sample 66 told right to left): the advice names the
  /// direction and the constraints to paste, never `--os` (it would not help, and following it
  /// would bring advice to leave it out).
  @Test func noOsAdviceWhenNoGenerationReproduces() throws {
    let capture = Capture("sample66-ios13-back-button-push", "input.txt")
    let rebuild = try Bars.rebuild(
      capture.document(), options: BarModelOptions(direction: .rightToLeft))
    let bar = try #require(rebuild.bars.first)
    #expect(!bar.comparison.isComplete)
    #expect(!bar.advice.contains { $0.contains("--os") }, "\(bar.advice)")
    #expect(bar.advice.first?.contains("--direction leftToRight") == true)
  }

  /// The family with more weight decides, and the report says by how much.
  @Test func strongerFamilyDecides() throws {
    let document = try Document.build { b in
      try b.view("UINavigationBar", "0x1", Rect(x: 0, y: 20, width: 375, height: 44)) { b in
        try b.view("_UINavigationBarBackground", "0x2", Rect(x: 0, y: -20, width: 375, height: 64))
        try b.view("_UINavigationBarContentView", "0x3", Rect(x: 0, y: 0, width: 375, height: 44)) {
          b in
          try b.view("_UIBackButtonContainerView", "0x4", Rect(x: 0, y: 0, width: 60, height: 44))
          try b.view("_UIBarBackgroundShadowView", "0x5", Rect(x: 0, y: 44, width: 375, height: 1))
        }
      }
    }
    let bar = try #require(BarAnatomy.bars(in: document).first)
    let recognition = Recognition.recognise(bar.root, in: document)
    // iOS 7–9's background (strong, 4) against the container (2) and the shadow view (1): 4 to 3.
    #expect(recognition.generation == .ios7to9, "\(recognition.evidence)")
    #expect(recognition.disagreement?.contains("(4 against 3)") == true)
    #expect(recognition.signs.count == 3)
  }

  /// Two families with the same weight and the same strongest sign: no generation, and the
  /// note asks for `--os`, naming both.
  @Test func equalWeightsAskForOs() throws {
    let document = try Document.build { b in
      try b.view("UINavigationBar", "0x1", Rect(x: 0, y: 20, width: 375, height: 44)) { b in
        try b.view("_UINavigationBarContentView", "0x3", Rect(x: 0, y: 0, width: 375, height: 44)) {
          b in
          try b.view("_UIBackButtonContainerView", "0x4", Rect(x: 0, y: 0, width: 60, height: 44))
          try b.view("_UIButtonBarStackView", "0x5", Rect(x: 300, y: 0, width: 48, height: 44)) {
            b in
            try b.view("UIView", "0x6", Rect(x: 0, y: 22, width: 8, height: 0))
          }
        }
      }
    }
    let bar = try #require(BarAnatomy.bars(in: document).first)
    let recognition = Recognition.recognise(bar.root, in: document)
    #expect(recognition.generation == nil, "\(recognition.evidence)")
    let note = try #require(recognition.evidence.first)
    #expect(
      note.contains("iOS 11–12 or iOS 13+") || note.contains("iOS 13+ or iOS 11–12"), "\(note)")
    #expect(note.hasSuffix("give --os"))
  }
}
