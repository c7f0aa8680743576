import Foundation
import TestSupport
import Testing

@testable import InspectCLI

/// Every command that runs the bar model takes its options (QA S3-15: `patch` said "give
/// --width" and did not take it; `report --patch` runs the same patch).
@Suite struct BarModelOptionTests {
  @Test(arguments: ["layout", "patch", "report"])
  func takesTheModelsOptions(_ command: String) {
    let help = inspectRun([command, "--help"]).output
    for option in ["--os VERSION", "--direction", "--width PT"] {
      #expect(help.contains(option), "\(command) --help: \(option)")
    }
  }

  /// A width near a double's largest overflowed the solver (exit 1): it is a usage error with
  /// the range, as `inspect bar`'s is (S3-26).
  @Test(arguments: ["layout", "patch", "check"])
  func aWidthBeyondAnyScreenIsAUsageError(_ command: String) throws {
    let input = try Fixture("sample13-ios17-trailing-stack").text("input.txt")
    let run = inspectRun([command, "-", "--width", "1e308"], input: input)
    #expect(run.status == 64)
    #expect(
      run.error.hasPrefix(
        "inspect: error: option '--width' needs a number above 0, up to 10000, not '1e308'\n"))
  }

  /// Sample 13, a stack printed without its bar: with `--width 390` the bar model puts it in a
  /// content view and the patch runs; without, there is no bar to patch.
  @Test func reportPatchesSample13WithAWidth() throws {
    let input = try Fixture("sample13-ios17-trailing-stack").text("input.txt")
    let with = inspectRun(["report", "-", "--patch", "pin", "--width", "390"], input: input)
    #expect(with.status == 0, "\(with.error)")
    #expect(with.output.contains("<html"))
    let without = inspectRun(["report", "-", "--patch", "pin"], input: input)
    #expect(without.status == 1, "\(without.error)")
  }
}
