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
