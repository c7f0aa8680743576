import Foundation
import TestSupport
import Testing

/// `check` of a paste the bar model does not reproduce: one `bar-model` finding at the first
/// frame it misses, with the model's advice, instead of findings on a guess; `patch` refuses
/// the same paste at the same place (docs/check.md, "bar-model"; QA S3-33, S3-26).
@Suite struct BarModelFindingTests {
  static func fixture(_ path: String) throws -> String {
    try String(contentsOf: Repository.fixtures.appendingPathComponent(path), encoding: .utf8)
  }

  /// Sample 01 (an iOS 11 trace) said iOS 17: the model's iOS 15–18 bar reproduces 1 of its
  /// 20 frames. Without `--os` it reproduces all 20 and `check` finds only the two items the
  /// trace gives no frame (`unmeasured`).
  @Test func aWrongOSIsOneFindingAtTheBarWithTheModelsAdvice() throws {
    let trace = try Self.fixture("ios11-375-sample01-trace/input.txt")
    #expect(
      inspect("check", "-", input: trace).output.hasSuffix(
        "<stdin>: 2 errors, 0 warnings; 0 items checked, 2 unmeasured\n"))
    let run = inspect("check", "-", "--os", "17", input: trace)
    #expect(run.status == 1)
    let lines = run.output.split(separator: "\n").map(String.init)
    #expect(lines.count == 3, "\(run.output)")
    #expect(
      lines.first?.hasPrefix(
        "<stdin>:9:18: error: the bar model's 'UINavigationBar:0x11890f1b0' does not reproduce "
          + "the capture, so a check of it would check a guess: 1/20 recorded frames reproduced; "
          + "UILayoutGuide:0x1d09bd260'BackButtonGuide(0x11890ee00)': recorded (0 0; 8 44), model")
        == true, "\(run.output)")
    #expect(lines.first?.hasSuffix(" [bar-model]") == true)
    #expect(
      lines.dropFirst().first?.hasPrefix(
        "  fix: --os 17 models the bar as iOS 15-18, but the capture shows iOS 11-12 "
          + "(UILayoutGuide:0x1d09bd260'BackButtonGuide(0x11890ee00)': iOS 11–12's bar guides), "
          + "which reproduces every recorded frame: leave --os out") == true,
      "\(run.output)")
    #expect(lines.last == "<stdin>: 1 error, 0 warnings; 0 items checked, 0 unmeasured")
    // patch refuses the same paste at the same place, with the same first advice.
    let patch = inspect("patch", "-", "--os", "17", "--to", "xml", "-o", "-", input: trace)
    #expect(patch.status == 1)
    #expect(
      patch.error.hasPrefix(
        "<stdin>:9:18: error: the bar model does not reproduce 'UINavigationBar:0x11890f1b0': "
          + "a patch of it would patch a guess; nothing written\n   1/20 recorded frames "
          + "reproduced"),
      "\(patch.error)")
    #expect(patch.error.contains("--os 17 models the bar as iOS 15-18"))
  }

  /// Sample 03 with its leading stack's frame edited to x = 11 (the model puts it at 8): the
  /// finding and the refusal are at the stack's line 7, not at the bar's line 1.
  @Test func theFindingIsAtTheFrameTheModelDoesNotReproduce() throws {
    let edited = try Self.fixture("sample03-ios14-sheet-cancel-next/input.txt")
      .replacingOccurrences(
        of: "<_UIButtonBarStackView: 0x107df1d90; frame = (8 6; 46 44)",
        with: "<_UIButtonBarStackView: 0x107df1d90; frame = (11 6; 46 44)")
    let run = inspect("check", "-", input: edited)
    #expect(run.status == 1)
    #expect(
      run.output.hasPrefix(
        "<stdin>:7:36: error: the bar model's 'UINavigationBar:0x107e957e0' does not reproduce "
          + "the capture"), "\(run.output)")
    #expect(
      run.output.contains(
        "_UIButtonBarStackView:0x107df1d90: recorded (11 6; 46 44), model (8 6; 46 44)"))
    #expect(!run.output.contains("[tap-target]"))
    let patch = inspect("patch", "-", "--to", "xml", "-o", "-", input: edited)
    #expect(
      patch.error.hasPrefix("<stdin>:7:36: error: the bar model does not reproduce"),
      "\(patch.error)")
  }
}
