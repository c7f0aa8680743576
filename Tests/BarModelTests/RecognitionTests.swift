import BarModel
import HierarchyIO
import TestSupport
import Testing

/// The generation of a bar, from what the capture shows (docs/navbar/README.md).
@Suite struct RecognitionTests {
  func recognise(_ capture: Capture, os: String? = nil) throws -> Recognition {
    let document = try capture.document()
    let bar = try #require(BarAnatomy.bars(in: document).first)
    return Recognition.recognise(bar.root, in: document, os: os)
  }

  @Test(arguments: [
    ("ios11-375-sample01-trace", "input.txt", BarGeneration.ios11to12, "BackButtonGuide"),
    ("ios11-beta-bar", "input.xml", .ios11Beta, "spacer"),
    ("ios11-beta-bar", "input.frames-only.xml", .ios11Beta, "spacer"),
    ("ios12-414-back-button", "input.frames-only.xml", .ios11to12, "os 12.1"),
    ("sample03-ios14-sheet-cancel-next", "input.txt", .ios13to18, "'layout='"),
    ("sample04-ios15-428-empty-bar", "input.txt", .ios13to18, "'layout='"),
    ("sample66-ios13-back-button-push", "input.txt", .ios13to14, "_UIBackButtonContainerView"),
    ("ios14-375-back-one-item", "input.xml", .ios13to14, "os 14.8"),
    ("ios17-393-back-two-items", "input.xml", .ios15to18, "UINavigationBarItemContentLayoutGuide"),
    ("ios26-393-one-item-each-side", "input.xml", .ios26, "os 26.0"),
    ("ios9-375-one-item", "bar.xml", .ios7to9, "iOS 7–9's background"),
  ])
  func generation(_ name: String, _ input: String, _ expected: BarGeneration, _ evidence: String)
    throws
  {
    let recognition = try recognise(Capture(name, input))
    #expect(recognition.generation == expected, "\(recognition.evidence)")
    #expect(recognition.evidence.contains { $0.contains(evidence) }, "\(recognition.evidence)")
    #expect(recognition.isModelled == (expected.family != .frameBased))
  }

  @Test func osOptionOverrides() throws {
    let recognition = try recognise(
      Capture("sample03-ios14-sheet-cancel-next", "input.txt"), os: "26.1")
    #expect(recognition.generation == .ios26)
    #expect(recognition.evidence == ["--os 26.1"])
    let bad = try recognise(Capture("sample03-ios14-sheet-cancel-next", "input.txt"), os: "six")
    #expect(bad.generation == nil)
    #expect(!bad.isModelled)
  }

  @Test(arguments: [
    ("12.1", BarGeneration.ios11to12), ("11", .ios11to12), ("13.7", .ios13to14), ("14", .ios13to14),
    ("15.0", .ios15to18), ("18.2", .ios15to18), ("26.0", .ios26), ("9.3", .ios7to9), ("10", .ios10),
  ])
  func versions(_ os: String, _ expected: BarGeneration) {
    #expect(BarGeneration(os: os) == expected)
  }

  @Test func versionsThatAreNone() {
    #expect(BarGeneration(os: "6.1") == nil)
    #expect(BarGeneration(os: "") == nil)
    #expect(BarGeneration(os: "beta") == nil)
  }

  /// iOS 26 class names (from issue 9, in no capture): recognised, not modelled, nothing
  /// rebuilt, and the note says what to do.
  @Test func ios26ClassesAreNotModelled() throws {
    let document = try Document.build { b in
      try b.view("UINavigationBar", "0x1", Rect(x: 0, y: 59, width: 393, height: 44)) { b in
        try b.view("_UINavigationBarContentView", "0x2", Rect(x: 0, y: 0, width: 393, height: 44)) {
          b in
          try b.view(
            "_UINavigationButtonBarItemWrapperView", "0x3", Rect(x: 8, y: 0, width: 44, height: 44))
        }
      }
    }
    let rebuild = try Bars.rebuild(document)
    let rebuilt = try #require(rebuild.bars.first)
    #expect(rebuilt.recognition.generation == .ios26)
    #expect(rebuilt.recognition.hasIOS26Classes)
    #expect(!rebuilt.isRebuilt)
    #expect(rebuild.added.isEmpty)
    #expect(rebuilt.notes.contains { $0.contains("not known") && $0.contains("--os 18") })
  }

  /// Nothing tells the generation: no bar is rebuilt, and the note asks for --os.
  @Test func nothingTells() throws {
    let document = try Document.build { b in
      try b.view("UINavigationBar", "0x1", Rect(x: 0, y: 20, width: 375, height: 44)) { b in
        try b.view("UIView", "0x2", .zero)
      }
      try b.view("UIToolbar", "0x3", Rect(x: 0, y: 0, width: 375, height: 44)) { b in
        try b.view("_UIToolbarContentView", "0x4", Rect(x: 0, y: 0, width: 375, height: 44))
      }
    }
    let rebuild = try Bars.rebuild(document)
    let rebuilt = try #require(rebuild.bars.first)
    #expect(rebuilt.recognition.generation == nil)
    #expect(rebuilt.notes.contains { $0.contains("--os") })
  }
}
