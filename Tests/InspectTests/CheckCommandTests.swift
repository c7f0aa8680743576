import Foundation
import TestSupport
import Testing

/// `inspect check`, `render`, `report` and `patch`'s findings as a user runs them.
@Suite struct CheckCommandTests {
  let beta = Repository.fixtures.appendingPathComponent("ios11-beta-bar/input.xml").path

  @Test func anErrorFindingExitsOneAndEachLineHasItsFix() {
    let run = inspect("check", beta)
    #expect(run.status == 1)
    let lines = run.output.split(separator: "\n").map(String.init)
    #expect(lines.count == 3)
    #expect(lines[0].hasPrefix("\(beta):25:11: error: hit area of 'UIButton:0x7fb4d8d06a70'"))
    #expect(lines[0].hasSuffix(" [tap-target]"))
    #expect(lines[1].hasPrefix("  fix: "))
    #expect(lines[2] == "\(beta): 1 error, 0 warnings; 2 items checked, 0 unmeasured")
  }

  @Test func warningsAlonePass() {
    let run = inspect("check", beta, "--warn", "tap-target")
    #expect(run.status == 0)
    #expect(run.output.contains(": warning: hit area"))
    #expect(
      inspect("check", beta, "--ignore", "tap-target").output.hasSuffix(
        ": no findings; 2 items checked, 0 unmeasured\n"))
    #expect(inspect("check", beta, "--rule", "overlap", "--rule", "off-bar").status == 0)
    #expect(inspect("check", beta, "--min-size", "40", "40").status == 0)
  }

  @Test func aRuleIdThatIsNoneIsAUsageError() {
    let run = inspect("check", beta, "--ignore", "tap-targets")
    #expect(run.status == 64)
    #expect(run.error.contains("option '--ignore' must be one of tap-target, off-bar,"))
    #expect(run.error.contains("did you mean 'tap-target'?"))
    #expect(inspect("check", beta, "--error", "overlap", "--warn", "overlap").status == 64)
  }

  @Test func jsonNamesEachFindingsPlace() throws {
    let run = inspect("check", beta, "--format", "json")
    // One result per input, for one input as for many (docs/cli.md, JSON output).
    let results = try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as! [[String: Any]]
    #expect(results.count == 1)
    let object = results[0]["output"] as! [String: Any]
    let finding = (object["findings"] as! [[String: Any]])[0]
    #expect(finding["rule"] as? String == "tap-target")
    #expect(finding["line"] as? Int == 25)
    #expect(finding["column"] as? Int == 11)
    #expect(finding["items"] as? [String] == ["0x7fb4d8d06a70"])
    #expect(object["errors"] as? Int == 1)
  }

  @Test func patchReportsWhatItBrokeAndStrictWritesNothing() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "inspect-check-\(ProcessInfo.processInfo.processIdentifier)-\(UInt32.random(in: 0...UInt32.max))"
    )
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let out = folder.appendingPathComponent("patched.xml").path
    let svg = folder.appendingPathComponent("pin.svg").path
    let loose = inspect("patch", beta, "--gap", "1000", "-o", out, "--svg", svg)
    #expect(loose.status == 0)
    #expect(
      loose.error.contains("warning: after the patch, '_UIButtonBarStackView:0x7fb4d8e13ad0'"))
    #expect(loose.error.contains("[title-squeezed]"))
    #expect(loose.error.contains(", 8 warnings\n"))
    #expect(FileManager.default.fileExists(atPath: out))
    #expect(FileManager.default.fileExists(atPath: svg))
    try FileManager.default.removeItem(atPath: out)
    try FileManager.default.removeItem(atPath: svg)
    let strict = inspect("patch", beta, "--gap", "1000", "-o", out, "--svg", svg, "--strict")
    #expect(strict.status == 1)
    #expect(strict.error.contains("error: after the patch, title 'Inbox'"))
    #expect(strict.error.hasSuffix("--strict: the patch introduces 8 findings: nothing written\n"))
    #expect(!FileManager.default.fileExists(atPath: out))
    #expect(!FileManager.default.fileExists(atPath: svg))
    // The patch that introduces nothing passes --strict.
    #expect(inspect("patch", beta, "-o", out, "--strict").status == 0)
  }

  @Test func renderAndReportWriteTheirFiles() throws {
    let svg = inspect("render", beta, "--guides", "--tap-areas", "--constraints", "--scale", "3")
    #expect(svg.status == 0)
    #expect(svg.output.hasPrefix("<?xml"))
    #expect(svg.output.contains(#"class="shape tap-area warning""#))
    #expect(svg.output.contains(#"class="dim""#))
    let root = inspect("render", beta, "--root", "_UIButtonBarStackView")
    #expect(
      root.output.contains(#"<title id="title">_UIButtonBarStackView 0x7fb4d8e13ad0</title>"#))
    #expect(!root.output.contains(#"data-item="0x7fb4d8c0a2f0""#))
    #expect(inspect("render", beta, "--root", "//view[@class='UILabel']").output.contains("Inbox"))
    let missing = inspect("render", beta, "--root", "_UIButtonBarStackVeiw")
    #expect(missing.status == 1)
    #expect(missing.error.contains("did you mean '_UIButtonBarStackView'?"))
    #expect(inspect("render", beta, "--scale", "101").status == 64)
    let page = inspect("report", beta, "--patch", "pin")
    #expect(page.status == 0)
    #expect(page.output.hasPrefix("<!DOCTYPE html>"))
    #expect(page.output.contains("pin (side auto, gap 0)"))
    #expect(page.output.contains("tap-target"))
  }

  @Test func diffDrawsBeforeAboveAfter() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "inspect-diff-\(ProcessInfo.processInfo.processIdentifier)-\(UInt32.random(in: 0...UInt32.max))"
    )
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let svg = folder.appendingPathComponent("diff.svg").path
    let after = Repository.fixtures.appendingPathComponent("ios11-beta-bar/expected.pin-gap0.xml")
      .path
    let run = inspect("diff", beta, after, "--svg", svg)
    #expect(run.status == 1)
    let text = try String(contentsOfFile: svg, encoding: .utf8)
    #expect(text.contains(">Before</text>"))
    #expect(text.contains("\u{2212}12 pt"))
    #expect(inspect("diff", beta, after, "--svg", "-").status == 64)
  }

  /// Sample 01's trace: the bar model rebuilds the constraints it does not print, so none of
  /// its guides and stacks is ambiguous; the shown item's custom view and the title have no
  /// frame (the trace prints none, no constraint places them): `unmeasured`, errors, and the
  /// summary says 0 checked, 2 unmeasured (the leading stack is alpha 0: not shown).
  @Test func aTracesUnplacedItemsAreUnmeasured() throws {
    let path = Repository.fixtures.appendingPathComponent("ios11-375-sample01-trace/input.txt")
    let run = inspect("check", path.path)
    #expect(run.status == 1)
    let rules = run.output.split(separator: "\n").filter { !$0.hasPrefix("  fix:") }
      .map { $0.split(separator: " ").last.map(String.init) ?? "" }
    #expect(rules == ["[unmeasured]", "[unmeasured]", "unmeasured"], "\(run.output)")
    #expect(run.output.contains("35:25: error: the item 'UIButton:0x10860c7c0' has no frame"))
    #expect(run.output.contains("37:18: error: the title 'UILabel:0x1092d6100' has no frame"))
    #expect(run.output.hasSuffix(": 2 errors, 0 warnings; 0 items checked, 2 unmeasured\n"))
  }
}

/// The README's before/after picture is what `inspect patch … --svg` draws today
/// (`INSPECT_RECORD=1` writes it again; look at it before committing).
@Suite struct ReadmePictureTests {
  @Test func theReadmesPictureIsCurrent() throws {
    let committed = Repository.root.appendingPathComponent("docs/images/ios11-beta-bar-pin.svg")
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "inspect-readme-\(ProcessInfo.processInfo.processIdentifier)-\(UInt32.random(in: 0...UInt32.max))"
    )
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let svg = folder.appendingPathComponent("pin.svg")
    let input = Repository.fixtures.appendingPathComponent("ios11-beta-bar/input.xml").path
    let run = inspect(
      "patch", input, "-o", folder.appendingPathComponent("out.xml").path, "--svg", svg.path)
    #expect(run.status == 0)
    let drawn = try Data(contentsOf: svg)
    if ProcessInfo.processInfo.environment["INSPECT_RECORD"] == "1" {
      try drawn.write(to: committed)
    }
    #expect(
      drawn == (try? Data(contentsOf: committed)),
      "docs/images/ios11-beta-bar-pin.svg is not what patch --svg draws")
    let readme = try String(
      contentsOf: Repository.root.appendingPathComponent("README.md"), encoding: .utf8)
    #expect(readme.contains("](docs/images/ios11-beta-bar-pin.svg)"))
  }
}
