import FileSafety
import Foundation
import TestSupport
import Testing

@testable import InspectCLI

/// Several inputs and directories: expanded, run in parallel, printed in a stable order, one
/// summary (docs/inspect.1, BATCH RUNS).
@Suite struct BatchTests {
  /// `Bars/` with three bars (one in a subfolder, one as console text), a broken one, and files
  /// that are no dumps.
  func bars() throws -> URL {
    let root = try scratchDirectory("batch")
    let bars = root.appendingPathComponent("Bars")
    try FileManager.default.createDirectory(
      at: bars.appendingPathComponent("sub"), withIntermediateDirectories: true)
    let bar = try Fixture("ios11-beta-bar").data("input.xml")
    try bar.write(to: bars.appendingPathComponent("b.xml"))
    try Fixture("ios11-375-rtl").data("input.xml").write(
      to: bars.appendingPathComponent("sub/a.XML"))
    try Fixture("ios11-beta-bar").data("expected.show.txt").write(
      to: bars.appendingPathComponent("c.txt"))
    try Data("<hierarchy".utf8).write(to: bars.appendingPathComponent("broken.xml"))
    try Data("notes".utf8).write(to: bars.appendingPathComponent("README.md"))
    try bar.write(to: bars.appendingPathComponent(".hidden.xml"))
    return root
  }

  @Test func directoriesExpandRecursivelyInByteOrder() throws {
    let root = try bars()
    defer { try? FileManager.default.removeItem(at: root) }
    let bars = root.appendingPathComponent("Bars").path
    let files = try InputFiles.expand([bars, betaBar])
    #expect(
      files.map(\.relativePath) == ["b.xml", "broken.xml", "c.txt", "sub/a.XML", "input.xml"])
    #expect(files[0].path == bars + "/b.xml")
    #expect(files.map(\.fromDirectory) == [true, true, true, true, false])
  }

  /// A folder of `inspect test` cases stands for the cases' inputs, not their goldens; a
  /// case folder given itself stands for its input.
  @Test func caseFoldersStandForTheirInputs() throws {
    let root = try scratchDirectory("batchcases")
    defer { try? FileManager.default.removeItem(at: root) }
    let fixture = Fixture("ios11-beta-bar")
    let bars = root.appendingPathComponent("Bars")
    for folder in ["login", "settings/rtl", "settings/rtl/old"] {
      let url = bars.appendingPathComponent(folder)
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
      try fixture.data("input.xml").write(to: url.appendingPathComponent("input.xml"))
      try fixture.data("expected.pin-gap0.xml").write(
        to: url.appendingPathComponent("expected.pin-gap0.xml"))
      try fixture.data("expected.show.txt").write(
        to: url.appendingPathComponent("expected.show.txt"))
    }
    try fixture.data("input.xml").write(to: bars.appendingPathComponent("loose.xml"))
    let files = try InputFiles.expand([bars.path, bars.appendingPathComponent("login").path])
    #expect(
      files.map(\.relativePath) == [
        "login/input.xml", "loose.xml", "settings/rtl/input.xml", "input.xml",
      ])
    let run = inspect("check", bars.path)
    #expect(run.error.hasSuffix("3 files: 0 ok, 3 failed\n"), "\(run.error)")
  }

  @Test func outputComesInInputOrderWithOneSummary() throws {
    let root = try bars()
    defer { try? FileManager.default.removeItem(at: root) }
    let bars = root.appendingPathComponent("Bars").path
    let run = inspect("show", bars)
    #expect(run.status == 1)
    let single = inspect("show", bars + "/b.xml").output
    #expect(
      run.output.hasPrefix(
        "==> \(bars)/b.xml <==\n" + single
          + "\n==> \(bars)/c.txt <==\n"))
    #expect(run.output.contains("\n==> \(bars)/sub/a.XML <==\n<UINavigationBar"))
    #expect(run.error.hasPrefix("\(bars)/broken.xml:1:"))
    #expect(run.error.hasSuffix("\n4 files: 3 ok, 1 failed\n"))
    // The same run again prints the same bytes, whatever finished first.
    #expect(inspect("show", bars) == run)
  }

  @Test func oneFileAloneIsByteIdentical() throws {
    let run = inspect("show", betaBar)
    #expect(run.output == (try Fixture("ios11-beta-bar").text("expected.show.txt")))
    #expect(run.error == "")
  }

  @Test func jsonOutputIsOneArray() throws {
    let run = inspect("layout", betaBar, betaBar, "--format", "json")
    #expect(run.status == 0)
    let array = try #require(
      try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [[String: Any]])
    #expect(array.count == 2)
    #expect(array[0]["file"] as? String == betaBar)
    #expect(array[0]["status"] as? Int == 0)
    #expect(array[0]["output"] is [String: Any])
    #expect(run.error == #"{"severity":"note","message":"2 files: 2 ok, 0 failed"}"# + "\n")
  }

  @Test func patchOutDirMirrorsTheInputNames() throws {
    let root = try bars()
    defer { try? FileManager.default.removeItem(at: root) }
    let bars = root.appendingPathComponent("Bars").path
    let patched = root.appendingPathComponent("Patched").path
    let run = inspect("patch", bars, "--out-dir", patched)
    #expect(run.status == 1)
    #expect(run.output == "")
    // c.txt (the beta bar as `inspect show` prints it, a recursiveDescription) is patched on
    // the bar model's constraints (docs/patches.md, "Pasted bars"); broken.xml fails.
    #expect(run.error.hasSuffix("\n4 files: 3 ok, 1 failed\n"))
    let written = try FileManager.default.subpathsOfDirectory(atPath: patched).sorted()
    #expect(written == ["b.xml", "c.xml", "sub", "sub/a.XML"])
    let single = inspect("patch", betaBar)
    #expect(try String(contentsOfFile: patched + "/b.xml", encoding: .utf8) == single.output)
  }

  @Test func anOutDirThatCannotBeMadeFailsEachInput() throws {
    let root = try bars()
    defer { try? FileManager.default.removeItem(at: root) }
    let file = root.appendingPathComponent("file")
    try Data("x".utf8).write(to: file)
    let bars = root.appendingPathComponent("Bars")
    let (a, b) = (
      bars.appendingPathComponent("b.xml").path, bars.appendingPathComponent("sub/a.XML").path
    )
    let run = inspect("convert", a, b, "--out-dir", file.path + "/sub", "--to", "json")
    #expect(run.status == 1)
    let reason = "cannot make the directory '\(file.path)/sub': not a directory"
    #expect(
      run.error == """
        \(file.path)/sub/b.json: error: \(reason)
        \(file.path)/sub/a.json: error: \(reason)
        2 files: 0 ok, 2 failed

        """)
  }

  @Test func outDirWithOneFileWritesItUnderItsName() throws {
    let root = try scratchDirectory("outdir")
    defer { try? FileManager.default.removeItem(at: root) }
    let run = inspect(
      "convert", Fixture("lldb-samples").url("01-autolayouttrace-navbar-tamic-guides.txt").path,
      "--out-dir", root.path, "--to", "json")
    #expect(run.status == 0, "\(run.error)")
    #expect(run.error.contains("files:") == false)
    let written = root.appendingPathComponent("01-autolayouttrace-navbar-tamic-guides.json")
    #expect(String(decoding: try Data(contentsOf: written).prefix(1), as: UTF8.self) == "{")
  }

  @Test(arguments: [
    (
      ["patch", "a.xml", "b.xml"],
      "several inputs: write them with '--out-dir DIR' or '--in-place' (standard output would hold several dumps)"
    ),
    (
      ["patch", "a.xml", "b.xml", "-o", "x.xml"],
      "'-o' names one output; with several inputs, use '--out-dir DIR'"
    ),
    (
      ["patch", "a.xml", "b.xml", "--in-place", "--report", "r.txt"],
      "'--report' names one file; with several inputs the reports go to standard error, in input order"
    ),
    (["convert", "a.xml", "b.xml"], "several inputs: write them with '--out-dir DIR'"),
    (["show", "-", "-"], "standard input can be read only once"),
    (
      ["patch", "-", "--out-dir", "P"],
      "'--out-dir' names each output after its input; standard input has no name"
    ),
    (
      ["patch", "x/a.xml", "y/a.xml", "--out-dir", "P"],
      "'x/a.xml' and 'y/a.xml' would both be written to 'P/a.xml'"
    ),
    (
      ["patch", "P/a.xml", "--out-dir", "P/"],
      "'--out-dir' would write over the input 'P/a.xml'; name another directory (or use '--in-place')"
    ),
    (
      ["layout", "a.xml", "-o", "x.xml", "--out-dir", "P"],
      "'-o' and '--out-dir' cannot be used together"
    ),
  ])
  func whatABatchCannotDo(arguments: [String], message: String) {
    let run = inspectRun(arguments)
    #expect(run.status == 64)
    #expect(run.error.hasPrefix("inspect: error: \(message)\n"), "\(run.error)")
  }

  @Test func findTakesSeveralDumpsAndOneQuery() {
    let run = inspect("find", betaBar, betaBar, "_UITAMICAdaptorView")
    #expect(run.status == 0)
    let one = inspect("find", betaBar, "_UITAMICAdaptorView").output
    #expect(run.output == "==> \(betaBar) <==\n\(one)\n==> \(betaBar) <==\n\(one)")
  }

  @Test func validateNamesEachInputItself() {
    let run = inspect("validate", betaBar, betaBar)
    #expect(run.output == "\(betaBar): valid\n\(betaBar): valid\n")
    #expect(run.error == "2 files: 2 ok, 0 failed\n")
  }
}
