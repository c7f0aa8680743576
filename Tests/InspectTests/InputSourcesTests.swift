import Foundation
import TestSupport
import Testing

@testable import InspectCLI

/// Inputs that are not regular files: a pipe named on the command line is read to its end
/// (`inspect show <(pbpaste)` names /dev/fd/63); one found in a folder of dumps is not read.
@Suite final class InputSourcesTests {
  let folder: URL

  init() throws {
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("inspect-inputs-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  /// The folder goes with the test, whether or not the test used it.
  deinit { try? FileManager.default.removeItem(at: folder) }

  /// A FIFO a writer fills with a dump and closes, as a shell's process substitution does.
  func fifo(_ name: String, writing data: Data?) throws -> String {
    let path = folder.appendingPathComponent(name).path
    try #require(mkfifo(path, 0o644) == 0)
    if let data {
      Thread {
        let handle = FileHandle(forWritingAtPath: path)
        handle?.write(data)
        try? handle?.close()
      }.start()
    }
    return path
  }

  @Test func aPipeNamedOnTheCommandLineIsRead() throws {
    let path = try fifo("pasted", writing: Fixture("ios11-beta-bar").data("input.xml"))
    let run = inspect("show", path)
    #expect(run.status == 0, "\(run.error)")
    #expect(run.output.hasPrefix("<UINavigationBar: 0x7fb4d8c0a2f0;"))
  }

  /// A FIFO in a folder is skipped: reading it would wait for a writer that never comes (it
  /// was "permission denied", QA S3-26).
  @Test func aFIFOInAFolderIsNotADump() throws {
    _ = try fifo("waiting.xml", writing: nil)
    try Fixture("ios11-beta-bar").data("input.xml").write(
      to: folder.appendingPathComponent("bar.xml"))
    let run = inspect("show", folder.path)
    #expect(run.status == 0, "\(run.error)")
    #expect(run.output.hasPrefix("==> \(folder.path)/bar.xml <==\n"))
    #expect(run.error == "1 file: 1 ok, 0 failed\n")
  }

  /// QA S3-26: the reason a folder of cases cannot be used is the true one.
  @Test func aMissingFolderOfCasesSaysSo() {
    let run = inspect("test", "/nonexistent-\(UUID().uuidString)")
    #expect(run.status == 1)
    #expect(run.error.hasSuffix(": error: no such file or directory\n"))
  }

  /// QA S3-26: a value out of range is quoted as typed.
  @Test func anOutOfRangeScaleIsQuotedAsTyped() {
    let run = inspect(
      "render", Repository.fixtures.path + "/ios11-beta-bar/input.xml", "--scale", "1e9")
    #expect(run.status == 64)
    #expect(
      run.error.hasPrefix(
        "inspect: error: option '--scale' needs a number above 0, up to 100, not '1e9'\n"))
  }

  /// QA S3-26: the summary of `diff` counts the attributes that changed, so that it does not
  /// read "0 frames moved, 0 constraints removed, 0 added" when something did change.
  @Test func diffSummaryCountsChangedAttributes() throws {
    let before = try String(
      decoding: Fixture("ios11-beta-bar").data("input.xml"), as: UTF8.self)
    let after = before.replacingOccurrences(of: "margins=\"", with: "margins=\"1")
    try #require(after != before)
    let (a, b) = (folder.appendingPathComponent("a.xml"), folder.appendingPathComponent("b.xml"))
    try Data(before.utf8).write(to: a)
    try Data(after.utf8).write(to: b)
    let run = inspect("diff", a.path, b.path)
    #expect(run.status == 1)
    let last = run.output.split(separator: "\n").last.map(String.init)
    #expect(last == "0 frames moved, 0 constraints removed, 0 added, 2 attributes changed")
  }
}
