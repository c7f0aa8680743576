// The optional-constraint flood of issue 12 through the command line: 16,000 conflicting
// `width == i @999` on one item end in one located error (the solver's work budget,
// docs/solver-budget.md), not minutes of work. Benchmarks/solverflood has the timings.
import Foundation
import TestSupport
import Testing

@testable import InspectCLI

/// `n` constraints `first.width == i @999`, i = 1 … n, in the dump's XML form.
private func widths(of first: String, _ n: Int, indent: String) -> String {
  (1...n).map {
    "\(indent)<constraint address=\"0x\(String(0x100000 + $0, radix: 16))\" first=\"\(first)\" "
      + "firstAttribute=\"width\" constant=\"\($0)\" priority=\"999\"/>\n"
  }.joined()
}

@Suite struct SolverFloodTests {
  let n = 16_000

  private func write(_ text: String) throws -> (String, URL) {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("inspect-flood-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let path = folder.appendingPathComponent("flood.xml").path
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    return (path, folder)
  }

  /// The error names the constraint being added when the budget ran out, at its line.
  private func expectRefusal(_ run: Run, path: String, item: String, firstLine: Int) throws {
    #expect(run.status == 1)
    #expect(run.output == "")
    let lines = run.error.split(separator: "\n")
    let error = try #require(lines.last { $0.contains(": error: ") })
    #expect(lines.filter { $0.contains(": error: ") }.count == 1)
    // `path:LINE:COLUMN: error: solving stopped at 'ITEM.width == I @999': …`, the constraint
    // of width I at line firstLine + I - 1.
    let pattern = try Regex(
      "^\(path):([0-9]+):[0-9]+: error: (the layout cannot be solved: )?solving stopped at "
        + "'\(item).width == ([0-9]+) @999': "
        + "the system needs more work than the solver's budget \\([0-9]+ units done, [0-9]+ "
        + "allowed for [0-9]+ constraints, docs/solver-budget.md\\); this does not mean the "
        + "constraints conflict: the system is too large or too dense to solve in time"
        + "(; nothing written)?$")
    let match = try #require(try pattern.wholeMatch(in: String(error)))
    let line = try #require(Int(match.output[1].substring ?? ""))
    let width = try #require(Int(match.output[3].substring ?? ""))
    #expect(line == firstLine + width - 1)
    #expect(width > 1000 && width < n)
  }

  @Test func layoutRefusesTheFlood() throws {
    let (path, folder) = try write(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <hierarchy format="1" screen="375 667" scale="2">
        <view class="UIView" address="0x100" frame="0 0; 375 667">
          <view class="UIView" address="0xA" frame="0 0; 100 50" \
      translatesAutoresizingMaskIntoConstraints="NO"/>
          <constraint address="0xC1" first="0xA" firstAttribute="leading" second="0x100" \
      secondAttribute="leading"/>
          <constraint address="0xC2" first="0xA" firstAttribute="top" second="0x100" \
      secondAttribute="top"/>
          <constraint address="0xC3" first="0xA" firstAttribute="height" constant="50"/>

      """ + widths(of: "0xA", n, indent: "    ") + "  </view>\n</hierarchy>\n")
    defer { try? FileManager.default.removeItem(at: folder) }
    try expectRefusal(inspect("layout", path), path: path, item: "UIView:0xA", firstLine: 8)
  }

  @Test func patchRefusesTheFloodOnTheBarStack() throws {
    let bar = try Fixture("ios11-beta-bar").text("input.xml")
    let marker = "      <constraint address=\"0x6000021c5450\""
    let at = try #require(bar.range(of: marker))
    let firstLine = bar[..<at.lowerBound].filter { $0 == "\n" }.count + 1
    let (path, folder) = try write(
      bar[..<at.lowerBound] + widths(of: "0x7fb4d8e13ad0", n, indent: "      ")
        + bar[at.lowerBound...])
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = inspect("patch", path, "-o", folder.appendingPathComponent("out.xml").path)
    try expectRefusal(
      run, path: path, item: "_UIButtonBarStackView:0x7fb4d8e13ad0", firstLine: firstLine)
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out.xml").path))
  }
}
