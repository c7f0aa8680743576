import Foundation
import TestSupport
import Testing

/// Issue 21, "Done when": a chrome difference warns instead of refusing. `check` of a paste
/// whose only difference from the bar model is a frame no rule looks at (the background 5.3 pt
/// taller, as on the iPhone 14 Pro Sentry capture of the issue) checks the bar's items and
/// says the difference as a warning; a difference in an item still refuses
/// (`BarModelFindingTests`).
@Suite struct ChromeDifferenceCheckTests {
  static func sample03(background: String) throws -> String {
    let text = try String(
      contentsOf: Repository.fixtures.appendingPathComponent(
        "sample03-ios14-sheet-cancel-next/input.txt"), encoding: .utf8)
    let from = "<_UIBarBackground: 0x107eadd90; frame = (0 0; 375 56)"
    #expect(text.contains(from))
    return text.replacingOccurrences(
      of: from, with: "<_UIBarBackground: 0x107eadd90; frame = (0 0; 375 \(background))")
  }

  @Test func aChromeDifferenceWarnsAndTheItemsAreChecked() throws {
    let run = inspect("check", "-", input: try Self.sample03(background: "61.3"))
    #expect(run.status == 0, "\(run.output)")
    let lines = run.output.split(separator: "\n").map(String.init)
    let expected: String =
      "<stdin>:2:31: warning: the bar model's 'UINavigationBar:0x107e957e0' differs from "
      + "the capture only in frames a check does not look at, so its items are checked: "
      + "_UIBarBackground:0x107eadd90: recorded (0 0; 375 61.3), model (0 0; 375 56) "
      + "[bar-model]"
    #expect(lines.first == expected, "\(run.output)")
    // The same items checked as on the capture as recorded.
    #expect(lines.last == "<stdin>: 0 errors, 1 warning; 2 items checked, 0 unmeasured")
    let plain = inspect("check", "-", input: try Self.sample03(background: "56"))
    #expect(plain.output.hasSuffix("no findings; 2 items checked, 0 unmeasured\n"))
  }

  /// `--error bar-model` makes the warning an error for the run, as for any rule.
  @Test func theLevelOptionsStillDecide() throws {
    let run = inspect(
      "check", "-", "--error", "bar-model", input: try Self.sample03(background: "61.3"))
    #expect(run.status == 1)
    #expect(run.output.contains(": error: the bar model's"), "\(run.output)")
  }
}
