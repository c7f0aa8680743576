// OWNER: the Patcher work (issue 4): end-to-end tests of `inspect patch` and `inspect diff`
// through Inspect.run (the helper `inspect(...)` is CommandLineTests.swift's).
import Foundation
import HierarchyIO
import TestSupport
import Testing

@testable import InspectCLI

/// A fresh temporary folder with a copy of a fixture's input.
private func scratchCopy(of fixture: String) throws -> (folder: URL, input: URL) {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("inspect-patch-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  let input = folder.appendingPathComponent("input.xml")
  try Fixture(fixture).data("input.xml").write(to: input)
  return (folder, input)
}

@Suite struct PatchCommandTests {
  @Test func patchWritesTheDumpAndTheReport() throws {
    let (folder, input) = try scratchCopy(of: "ios11-beta-bar")
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = folder.appendingPathComponent("out.xml").path
    let run = inspect("patch", input.path, "-o", output)
    #expect(run.status == 0)
    #expect(run.output == "")
    #expect(run.error.hasPrefix("inspect patch: pin (side auto, gap 0) on \(input.path)\n"))
    #expect(run.error.contains("removed UILayoutGuide:0x60c0001b2a40'BackButtonGuide"))
    let written = try String(contentsOfFile: output, encoding: .utf8)
    #expect(written.contains("<patch name=\"pin\" side=\"auto\" gap=\"0\">"))
    #expect(written.contains("origin=\"patch:pin\""))
    // Deterministic bytes: the same run writes the same file.
    let again = folder.appendingPathComponent("again.xml").path
    #expect(inspect("patch", input.path, "-o", again).status == 0)
    #expect(try Data(contentsOf: URL(fileURLWithPath: again)) == Data(written.utf8))
  }

  @Test func patchToStandardOutput() throws {
    let input = Fixture("ios11-375-left-item").url("input.xml").path
    let run = inspect("patch", input, "--gap", "10")
    #expect(run.status == 0)
    #expect(run.output.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"))
    #expect(run.output.contains("<patch name=\"pin\" side=\"auto\" gap=\"10\">"))
    #expect(run.error.contains("added   _UIButtonBarStackView:0x113b5df90.leading == "))
  }

  @Test func inPlaceThenAlreadyApplied() throws {
    let (folder, input) = try scratchCopy(of: "ios11-beta-bar")
    defer { try? FileManager.default.removeItem(at: folder) }
    let first = inspect("patch", input.path, "--in-place")
    #expect(first.status == 0)
    let patched = try Data(contentsOf: input)
    #expect(String(decoding: patched, as: UTF8.self).contains("<patch name=\"pin\""))
    let second = inspect("patch", input.path, "--in-place")
    #expect(second.status == 0)
    #expect(second.error.contains("already applied"))
    #expect(try Data(contentsOf: input) == patched)
    // No temporary file is left beside it.
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(names == ["input.xml"])
  }

  @Test func noBarStackViewWritesNothing() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("inspect-patch-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let input = folder.appendingPathComponent("window.xml")
    try Data(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <hierarchy format="1">
        <view class="UIWindow" address="0x1" frame="0 0; 375 667"/>
      </hierarchy>

      """.utf8
    ).write(to: input)
    let output = folder.appendingPathComponent("out.xml")
    let run = inspect("patch", input.path, "-o", output.path)
    #expect(run.status == 1)
    #expect(run.error.hasPrefix("\(input.path):1:1: error: no bar stack view"))
    #expect(!FileManager.default.fileExists(atPath: output.path))
    let inPlace = inspect("patch", input.path, "--in-place")
    #expect(inPlace.status == 1)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["window.xml"])
  }

  @Test func sideLeadingBehindABackButtonFails() throws {
    let (folder, input) = try scratchCopy(of: "ios12-414-back-button")
    defer { try? FileManager.default.removeItem(at: folder) }
    let before = try Data(contentsOf: input)
    let run = inspect("patch", input.path, "--side", "leading", "--in-place")
    #expect(run.status == 1)
    #expect(run.error.hasPrefix("\(input.path):20:7: error: '--side leading': pin cannot move"))
    #expect(try Data(contentsOf: input) == before)
    let auto = inspect("patch", input.path, "-o", folder.appendingPathComponent("o.xml").path)
    #expect(auto.status == 0)
    #expect(auto.error.contains("\(input.path):20:7: warning: leading side skipped"))
  }

  @Test func jsonReportToAFile() throws {
    let (folder, input) = try scratchCopy(of: "ios11-375-right-item")
    defer { try? FileManager.default.removeItem(at: folder) }
    let report = folder.appendingPathComponent("report.json")
    let run = inspect(
      "patch", input.path, "--patch", "spacing", "--format", "json", "--report", report.path,
      "-o", folder.appendingPathComponent("out.xml").path)
    #expect(run.status == 0)
    #expect(run.error == "")
    // One input's result, in an array as a batch prints several (docs/cli.md, "JSON outputs").
    let object = try JSONSerialization.jsonObject(with: Data(contentsOf: report))
    let results = try #require(object as? [[String: Any]])
    #expect(results.count == 1)
    #expect(results.first?["file"] as? String == input.path)
    #expect(results.first?["status"] as? Int == 0)
    let json = try #require(results.first?["output"] as? [String: Any])
    #expect(json["patch"] as? String == "spacing")
    #expect((json["options"] as? [String: Any])?["itemGap"] as? Double == 5)
    #expect((json["changes"] as? [Any])?.isEmpty == false)
  }

  @Test func anUnwritableReportWritesNothing() throws {
    let (folder, input) = try scratchCopy(of: "ios11-beta-bar")
    defer { try? FileManager.default.removeItem(at: folder) }
    let before = try Data(contentsOf: input)
    let report = folder.appendingPathComponent("missing/report.txt").path
    let run = inspect("patch", input.path, "--in-place", "--report", report)
    #expect(run.status == 1)
    #expect(run.error.hasPrefix("\(report): error: cannot write the report"))
    #expect(try Data(contentsOf: input) == before)
  }

  @Test func inPlaceKeepsJSONAndRefusesLLDBText() throws {
    let (folder, input) = try scratchCopy(of: "ios11-beta-bar")
    defer { try? FileManager.default.removeItem(at: folder) }
    let json = folder.appendingPathComponent("dump")
    #expect(inspect("convert", input.path, "-o", json.path, "--to", "json").status == 0)
    #expect(inspect("patch", json.path, "--in-place").status == 0)
    let written = try String(contentsOf: json, encoding: .utf8)
    #expect(written.hasPrefix("{"))
    #expect(written.contains("\"patch:pin:1\""))
    let text = folder.appendingPathComponent("bar.txt")
    try Fixture("lldb-samples").data("01-autolayouttrace-navbar-tamic-guides.txt").write(to: text)
    let before = try Data(contentsOf: text)
    let run = inspect("patch", text.path, "--in-place")
    #expect(run.status == 1)
    #expect(run.error.hasSuffix("\n" + Self.refusal(of: text)))
    #expect(try Data(contentsOf: text) == before)
  }

  /// `--in-place`'s refusal of console text: an error of that file, with the advice that works
  /// for one input and for several.
  static func refusal(of text: URL) -> String {
    "\(text.path): error: '--in-place' would replace this console text with an XML dump: nothing "
      + "written; write the dump with '--out-dir DIR' instead\n"
  }

  /// A pasted text in a folder patched in place is refused as a per-file error (S3-26), not a
  /// usage error in the middle of the batch; the dump beside it is patched.
  @Test func inPlaceBatchRefusesTheTextAsOneFile() throws {
    // Not a case folder (no `input.*`): each file is an input.
    let (folder, case_) = try scratchCopy(of: "ios11-beta-bar")
    defer { try? FileManager.default.removeItem(at: folder) }
    let input = folder.appendingPathComponent("bar.xml")
    try FileManager.default.moveItem(at: case_, to: input)
    let text = folder.appendingPathComponent("pasted.txt")
    try Fixture("lldb-samples").data("03-recursive-navbar-sheet-cancel-next-ios14.txt")
      .write(to: text)
    let before = try Data(contentsOf: text)
    let run = inspect("patch", folder.path, "--in-place")
    #expect(run.status == 1)
    #expect(run.error.contains(Self.refusal(of: text)))
    #expect(!run.error.contains("usage:"))
    #expect(!run.error.contains("inspect: error:"))
    #expect(run.error.hasSuffix("2 files: 1 ok, 1 failed\n"))
    #expect(try Data(contentsOf: text) == before)
    #expect(try String(contentsOf: input, encoding: .utf8).contains("patch:pin:1"))
  }

  @Test func usageErrors() {
    let input = Fixture("ios11-beta-bar").url("input.xml").path
    #expect(inspect("patch", input, "-o", "x.xml", "--in-place").status == 64)
    #expect(inspect("patch", input, "--patch", "stretch").status == 64)
    #expect(inspect("patch", input, "--min-size", "44").status == 64)
    #expect(inspect("patch", input, "--gap", "wide").status == 64)
    // A patch's lengths are at most 10,000 pt, either way for --gap.
    let far = inspect("patch", input, "--gap", "1e20")
    #expect(far.status == 64)
    #expect(
      far.error.hasPrefix(
        "inspect: error: option '--gap' needs a number from -10000 to 10000, not '1e20'\n"))
    #expect(inspect("patch", input, "--gap", "-10000", "-o", "-").status == 0)
    #expect(inspect("patch", input, "--gap", "-10000.5").status == 64)
    #expect(
      inspect("patch", input, "--patch", "spacing", "--item-gap", "10001").error.contains(
        "option '--item-gap' needs a number of 0 or more, up to 10000, not '10001'"))
    #expect(
      inspect("patch", input, "--patch", "tap-area", "--min-size", "44", "1e5").error.contains(
        "option '--min-size' needs two numbers above 0, up to 10000 (W H), not '44 1e5'"))
    #expect(inspect("patch", "-", "--in-place").status == 64)
    #expect(inspect("patch").status == 64)
  }
}

@Suite struct DiffCommandTests {
  @Test func sameDumpsPrintNothing() {
    let input = Fixture("ios11-beta-bar").url("input.xml").path
    let run = inspect("diff", input, input)
    #expect(run.status == 0)
    #expect(run.output == "")
  }

  @Test func aPatchedDumpDiffers() throws {
    let (folder, input) = try scratchCopy(of: "ios11-beta-bar")
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = folder.appendingPathComponent("out.xml").path
    #expect(inspect("patch", input.path, "-o", output).status == 0)
    let run = inspect("diff", input.path, output)
    #expect(run.status == 1)
    #expect(
      run.output.contains(
        "moved    _UIButtonBarStackView:0x7fb4d8e13ad0: (12 0; 48 44) → (0 0; 48 44)\n"))
    #expect(run.output.contains("removed  UILayoutGuide:0x60c0001b2a40'BackButtonGuide"))
    #expect(run.output.contains("   (patch:pin:1)\n"))
    let json = inspect("diff", input.path, output, "--format", "json")
    #expect(json.status == 1)
    #expect(json.output.contains("\"identical\": false"))
  }
}
