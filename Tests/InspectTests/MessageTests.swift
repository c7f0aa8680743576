// Messages (issue 19): a refusal is a short first line and one indented line a detail;
// numbers are shown on the capture's pixel grid with at most three decimals; a JSON patch
// report read back as a dump says what is wrong in plain words.
import DumpModel
import Foundation
import TestSupport
import Testing

@testable import InspectCLI

@Suite struct MessageTests {
  /// The model's refusal was one line of 600–900 characters: now a first line under 200, then
  /// the count, each frame that differs and the advice, each on its own indented line.
  @Test func aModelRefusalIsAShortLineAndItsDetails() throws {
    let paste = Fixture("sample13-ios17-trailing-stack").url("input.txt").path
    let run = inspect("patch", paste, "--width", "320", "-o", "-")
    #expect(run.status == 1)
    let lines = run.error.split(separator: "\n").filter { !$0.contains("warning:") }
    try #require(lines.count >= 3, "\(run.error)")
    #expect(
      lines[0]
        == "\(paste):2:2: error: the bar model does not reproduce "
        + "'_UINavigationBarContentView:model-content-view-0x7b5000003600': a patch of it would "
        + "patch a guess; nothing written")
    #expect(lines[1] == "   4/5 recorded frames reproduced")
    #expect(
      lines[2]
        == "   _UIButtonBarStackView:0x7b5000003600: recorded (285 0; 97 44), model (215 0; 97 44)")
    #expect(lines.dropFirst().allSatisfy { $0.hasPrefix("   ") })
    #expect(lines.allSatisfy { $0.count < 240 }, "\(lines.map(\.count))")
    // Under --format json the details are an array.
    let json = inspect("patch", paste, "--width", "320", "-o", "-", "--format", "json")
    let line = try #require(json.error.split(separator: "\n").last { $0.contains("\"error\"") })
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    #expect((object["details"] as? [String])?.first == "4/5 recorded frames reproduced")
  }

  /// The model's frames are shown on the capture's pixel grid, at most three decimals.
  @Test func numbersAreShownOnThePixelGrid() throws {
    let paste = Repository.fixtures.appendingPathComponent(
      "messages/sample90-ios8-legacy-bar.txt"
    ).path
    // Told right to left, the 414-pt chevron (12 from the leading edge, docs/navbar/ios7-10.md)
    // is mirrored: 414 − 12 − 13 = 389, y 11.5 on the 3× grid.
    let run = inspect("layout", paste, "--direction", "rightToLeft")
    #expect(
      run.output.contains(
        "_UINavigationBarBackIndicatorView:0x7fc734461c80: recorded (12 11.6667; 13 21), "
          + "model (389 11.667; 13 21)"), "\(run.output)")
    #expect(!(run.output + run.error).contains("11.666666"))
    #expect(formatOnGrid(-53.666666666666664, scale: 3) == "-53.667")
    #expect(formatOnGrid(20.5, scale: 2) == "20.5")
    #expect(formatOnGrid(20.26, scale: 2) == "20.5")
    #expect(formatOnGrid(1.0 / 7, scale: 0) == "0.143")
  }

  /// A JSON patch report fed back as a dump: the error says plainly that it is no dump
  /// (it said "unknown attribute attribute"; then, when the report was one object, it named
  /// the key 'options'; the report is now an array of results, docs/cli.md "JSON outputs").
  @Test func aJSONPatchReportReadBackSaysItPlainly() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("inspect-report-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let report = folder.appendingPathComponent("report.json").path
    let bar = Fixture("ios11-beta-bar").url("input.xml").path
    #expect(
      inspect("patch", bar, "--format", "json", "--report", report, "-o", "/dev/null").status
        == 0)
    let run = inspect("show", report)
    #expect(run.status == 1)
    #expect(!run.error.contains("attribute attribute"))
    #expect(
      run.error
        == "\(report):3:5: error: no view, guide or constraint: expected an XML or JSON dump, "
        + "or text UIKit prints (recursiveDescription, _autolayoutTrace, a constraint log)\n")
  }
}
