import BarModel
import DumpIO
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
      total: 18, given: 9),
  ]

  @Test(arguments: captures)
  func reproduced(_ expected: Expected) throws {
    let rebuild = try expected.capture.rebuild()
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
}
