import Foundation
import GoldenTesting
import TerminalOutput
import TestSupport
import Testing

@testable import InspectCLI

/// What a command line printed and returned, run as `inspect test` runs its goldens
/// (`TestCommand.program`).
func inspect(_ arguments: String...) -> (status: Int32, output: String, error: String) {
  let captured = CapturedStreams()
  let status = TestCommand.program.run(arguments, captured.streams)
  return (status, captured.output, captured.error)
}

/// `inspect test`: folders of cases laid out as Fixtures/, run against their goldens.
@Suite struct TestCommandTests {
  /// This repository's own fixtures pass, run as an app's CI would run its bars.
  @Test func theRepositorysFixturesPass() throws {
    let run = inspect("test", Repository.fixtures.path)
    #expect(run.status == 0, "\(run.output)")
    #expect(run.error == "")
    let lines = run.output.split(separator: "\n")
    let cases = try TestCase.find([Repository.fixtures.path])
    #expect(lines.count == cases.count + 1)
    #expect(lines.dropLast().allSatisfy { $0.hasPrefix("pass     Fixtures/") }, "\(run.output)")
    // Every fixture with an input.xml runs its show, layout, check, render and six patch goldens.
    for fixture in Fixture.cases() {
      #expect(lines.contains("pass     Fixtures/\(fixture.name): 17 goldens"), "\(fixture.name)")
    }
    #expect(lines.last == "\(cases.count) cases: \(cases.count) passed, 0 failed, 0 missing")
  }

  @Test(arguments: [
    ("expected.show.txt", ["show"], Golden.Stream.output, "txt"),
    ("expected.show-all.txt", ["show", "--guides", "--constraints"], .output, "txt"),
    ("expected.layout-weighted.json", ["layout", "--weighted"], .output, "json"),
    ("expected.pin-gap0.xml", ["patch", "--patch", "pin", "--gap", "0"], .output, "xml"),
    (
      "expected.pin-gap-4.5-leading.report.txt",
      ["patch", "--patch", "pin", "--gap", "-4.5", "--side", "leading"], .report, "txt"
    ),
    (
      "expected.tap-area-min-size48x40.XML",
      ["patch", "--patch", "tap-area", "--min-size", "48", "40"], .output, "xml"
    ),
    (
      "expected.spacing-item-gap8-gap2.report.json",
      ["patch", "--patch", "spacing", "--item-gap", "8", "--gap", "2"], .report, "json"
    ),
    ("expected.convert.json", ["convert"], .output, "json"),
    ("expected.validate-strict.report.txt", ["validate", "--strict"], .report, "txt"),
    // QA S3-25: an option with a word for its value, `name=value` (a version also as `os14`).
    ("expected.layout-os14.txt", ["layout", "--os", "14"], .output, "txt"),
    (
      "expected.layout-os17.5-rightToLeft.txt",
      ["layout", "--os", "17.5", "--direction", "rightToLeft"], .output, "txt"
    ),
    (
      "expected.check-os=12.1-warn=tap-target.txt",
      ["check", "--os", "12.1", "--warn", "tap-target"], .output, "txt"
    ),
    (
      "expected.check-warn=tap-target-ignore=misplaced-min-edge16.sarif",
      ["check", "--warn", "tap-target", "--ignore", "misplaced", "--min-edge", "16"], .output,
      "sarif"
    ),
    ("expected.check-rule=edge-gap.json", ["check", "--rule", "edge-gap"], .output, "json"),
    (
      "expected.pin-os13-width390.xml",
      ["patch", "--patch", "pin", "--os", "13", "--width", "390"], .output, "xml"
    ),
  ])
  func goldenNamesSayTheirRun(
    name: String, command: [String], stream: Golden.Stream, format: String
  ) throws {
    let golden = try Golden(fileName: name, of: TestCommand.program)
    #expect(golden.command == command)
    #expect(golden.stream == stream)
    #expect(golden.format == format)
  }

  @Test(arguments: [
    ("expected.shwo.txt", "'shwo' names no command or patch; did you mean 'show'?"),
    ("expected.pin-gapx.xml", "'pin-gapx': cannot read the modifier 'gapx'"),
    ("expected.check-warn.txt", "'check-warn': cannot read the modifier 'warn'"),
    ("expected.layout-osx.txt", "'layout-osx': cannot read the modifier 'osx'"),
    ("expected.show.yaml", "'expected.show.yaml': show has no .yaml output"),
    (
      "expected.layout.report.json",
      "'expected.layout.report.json': layout has no .json report"
    ),
    ("expected.pin.extra.report.txt", "'pin.extra' names no command or patch"),
    ("expected.txt", "'expected.txt' is not expected.<name>[-<modifier>…][.report].<ext>"),
  ])
  func badGoldenNamesAreExplained(name: String, message: String) {
    #expect(throws: GoldenNameError(message)) {
      try Golden(fileName: name, of: TestCommand.program)
    }
  }

  /// A copy of one fixture with a changed golden, a missing one and a new case: fail,
  /// missing, then `--record` writes them and the next run passes.
  @Test func failMissingAndRecord() throws {
    let root = try scratchDirectory("cases")
    defer { try? FileManager.default.removeItem(at: root) }
    let bars = root.appendingPathComponent("Bars")
    try FileManager.default.createDirectory(
      at: bars.appendingPathComponent("new"), withIntermediateDirectories: true)
    let fixture = Fixture("ios11-beta-bar")
    let a = bars.appendingPathComponent("a")
    try FileManager.default.createDirectory(at: a, withIntermediateDirectories: true)
    try fixture.data("input.xml").write(to: a.appendingPathComponent("input.xml"))
    var layout = try fixture.text("expected.layout.txt")
    layout = layout.replacingOccurrences(of: "0 differ", with: "1 differ")
    try Data(layout.utf8).write(to: a.appendingPathComponent("expected.layout.txt"))
    try fixture.data("expected.show.txt").write(to: a.appendingPathComponent("expected.show.txt"))
    try fixture.data("expected.pin-gap0.xml").write(
      to: a.appendingPathComponent("expected.pin-gap0.xml"))
    try fixture.data("input.xml").write(to: bars.appendingPathComponent("new/input.xml"))

    let first = inspect("test", bars.path)
    #expect(first.status == 1)
    #expect(
      first.output == """
        fail     Bars/a: expected.layout.txt differs (- expected, + actual), line 35:
                   - layout: 21 frames, 1 differ, 0 conflicts, 0 ambiguous (3 by design)
                   + layout: 21 frames, 0 differ, 0 conflicts, 0 ambiguous (3 by design)
        missing  Bars/a: expected.pin-gap0.report.txt (write with --record)
        missing  Bars/new: expected.layout.txt, expected.pin.report.txt, expected.pin.xml, expected.show.txt (write with --record)
        2 cases: 0 passed, 1 failed, 1 missing

        """)

    let record = inspect("test", bars.path, "--record")
    #expect(record.status == 1)
    #expect(record.output.hasSuffix("2 cases: 0 passed, 0 failed, 0 missing, 2 recorded\n"))
    // The recorded report names the input as the case's folder does, wherever the run is.
    let report = try String(
      contentsOf: a.appendingPathComponent("expected.pin-gap0.report.txt"), encoding: .utf8)
    #expect(report.hasPrefix("inspect patch: pin (side auto, gap 0) on Bars/a/input.xml\n"))
    #expect(
      try Data(contentsOf: bars.appendingPathComponent("new/expected.pin.xml"))
        == fixture.data("expected.pin-gap0.xml"))

    let again = inspect("test", bars.path)
    #expect(again.status == 0, "\(again.output)")
    #expect(
      again.output
        == "pass     Bars/a: 4 goldens\npass     Bars/new: 4 goldens\n2 cases: 2 passed, 0 failed, 0 missing\n"
    )
    // One case folder given alone keeps the same names.
    #expect(
      inspect("test", a.path).output
        == "pass     Bars/a: 4 goldens\n1 case: 1 passed, 0 failed, 0 missing\n")
  }

  /// QA S3-25: goldens of `check` with rule levels and of `layout` with `--os`: each records
  /// the run its name says (the tap-target finding is an error by default, a warning with
  /// `warn=tap-target`), and the recorded case passes.
  @Test func goldensWithWordOptionsRecordTheirRuns() throws {
    let root = try scratchDirectory("wordoptions")
    defer { try? FileManager.default.removeItem(at: root) }
    let bar = root.appendingPathComponent("Bars/beta")
    try FileManager.default.createDirectory(at: bar, withIntermediateDirectories: true)
    try Fixture("ios11-beta-bar").data("input.xml").write(
      to: bar.appendingPathComponent("input.xml"))
    for name in ["expected.check.txt", "expected.check-os=11-warn=tap-target.txt"] {
      try Data().write(to: bar.appendingPathComponent(name))
    }
    let record = inspect("test", bar.path, "--record")
    #expect(record.output.hasSuffix("1 case: 0 passed, 0 failed, 0 missing, 1 recorded\n"))
    let plain = try String(
      contentsOf: bar.appendingPathComponent("expected.check.txt"), encoding: .utf8)
    let warned = try String(
      contentsOf: bar.appendingPathComponent("expected.check-os=11-warn=tap-target.txt"),
      encoding: .utf8)
    #expect(plain.contains("error: hit area of 'UIButton:0x7fb4d8d06a70'"))
    #expect(warned.contains("warning: hit area of 'UIButton:0x7fb4d8d06a70'"))
    #expect(warned.hasSuffix("0 errors, 1 warning; 2 items checked, 0 unmeasured\n"))
    let again = inspect("test", bar.path)
    #expect(again.status == 0, "\(again.output)")
  }

  /// A case nested below the folder of cases, recorded from that folder, passes when run
  /// alone: its input is named `<parent>/<case>/input.xml` both ways.
  @Test func aNestedCaseRecordedWithItsFolderPassesAlone() throws {
    let root = try scratchDirectory("nested")
    defer { try? FileManager.default.removeItem(at: root) }
    let bars = root.appendingPathComponent("Bars")
    let rtl = bars.appendingPathComponent("settings/rtl")
    try FileManager.default.createDirectory(at: rtl, withIntermediateDirectories: true)
    try Fixture("ios11-beta-bar").data("input.xml").write(
      to: rtl.appendingPathComponent("input.xml"))
    try Data().write(to: rtl.appendingPathComponent("expected.pin-gap0.report.txt"))

    #expect(inspect("test", bars.path, "--record").status == 1)
    let report = try String(
      contentsOf: rtl.appendingPathComponent("expected.pin-gap0.report.txt"), encoding: .utf8)
    #expect(report.hasPrefix("inspect patch: pin (side auto, gap 0) on settings/rtl/input.xml\n"))
    #expect(
      inspect("test", bars.path).output
        == "pass     Bars/settings/rtl: 2 goldens\n1 case: 1 passed, 0 failed, 0 missing\n")
    let alone = inspect("test", rtl.path)
    #expect(alone.status == 0, "\(alone.output)")
    #expect(
      alone.output == "pass     settings/rtl: 2 goldens\n1 case: 1 passed, 0 failed, 0 missing\n")
  }

  /// `--record` removes a patch's dump golden when the patch now fails, never a golden of
  /// another command whose run fails (QA S3-8: an expected.convert.txt was deleted).
  @Test func recordKeepsTheGoldenOfARunThatFails() throws {
    let root = try scratchDirectory("recordfail")
    defer { try? FileManager.default.removeItem(at: root) }
    let trace = root.appendingPathComponent("Bars/trace")
    try FileManager.default.createDirectory(at: trace, withIntermediateDirectories: true)
    // A trace's guides carry what the text form cannot: convert --to text fails on it.
    try Fixture("ios11-beta-bar").data("input.xml").write(
      to: trace.appendingPathComponent("input.xml"))
    let golden = trace.appendingPathComponent("expected.convert.txt")
    try Data("my notes\n".utf8).write(to: golden)

    let record = inspect("test", trace.path, "--record")
    #expect(record.status == 1)
    #expect(
      record.output.hasPrefix(
        "fail     Bars/trace: expected.convert.txt: the run wrote no output (exit 1)"),
      "\(record.output)")
    #expect(try Data(contentsOf: golden) == Data("my notes\n".utf8))
    #expect(inspect("test", trace.path).status == 1)
  }

  /// A new case whose input does not read fails instead of recording goldens of errors
  /// that would pass forever (QA S3-28).
  @Test func aNewCaseWhoseInputDoesNotReadFails() throws {
    let root = try scratchDirectory("unreadable")
    defer { try? FileManager.default.removeItem(at: root) }
    let bad = root.appendingPathComponent("Bars/bad")
    try FileManager.default.createDirectory(at: bad, withIntermediateDirectories: true)
    try Data("hello\n".utf8).write(to: bad.appendingPathComponent("input.txt"))
    let record = inspect("test", bad.path, "--record")
    #expect(record.status == 1)
    #expect(
      record.output.hasPrefix(
        "fail     Bars/bad: the input does not read, no golden recorded: Bars/bad/input.txt:1:1: error: "
      ), "\(record.output)")
    let files = try FileManager.default.contentsOfDirectory(atPath: bad.path)
    #expect(files == ["input.txt"])
    #expect(inspect("test", bad.path).status == 1)
  }

  @Test func aFolderWithoutCasesIsAnError() throws {
    let root = try scratchDirectory("nocases")
    defer { try? FileManager.default.removeItem(at: root) }
    let run = inspect("test", root.path)
    #expect(run.status == 1)
    #expect(
      run.error
        == "\(root.path): error: no case (a folder holding input.xml, input.json, input.txt or input.log) under this directory\n"
    )
  }

  @Test func shortDiffShowsTheChangedLinesOnly() {
    let diff = LineDiff.short(expected: "a\nb\nc\nd\n", actual: "a\nB\nx\nc\nd\n")
    #expect(diff == "line 2:\n- b\n+ B\n+ x\n")
  }
}
