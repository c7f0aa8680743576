// Outputs that fit pipes and scripts (issue 19): `-o` through /dev/stdout and pipes, a dump
// that keeps its input's format when no extension names one, one JSON shape per command
// whether one input is given or many, and `find` that exits 1 quietly when nothing matches.
import Foundation
import TestSupport
import Testing

@testable import InspectCLI

/// The JSON array of per-input results `--format json` prints.
private func results(_ run: Run) throws -> [[String: Any]] {
  try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [[String: Any]])
}

@Suite struct PipeOutputTests {
  /// `-o /dev/stdout` with standard output a pipe: /dev/stdout links to /proc/self/fd/1, whose
  /// own target (`pipe:[…]`) is no path, so following the links by hand found "no such file".
  @Test(
    .enabled(if: inspectBinary != nil, "the built 'inspect' binary is not beside the tests"),
    arguments: ["convert", "patch", "layout"])
  func devStdoutIsWrittenThroughAPipe(command: String) throws {
    let binary = try #require(inspectBinary).path
    let run = try runProgram(binary, [command, betaBar, "-o", "/dev/stdout"])
    #expect(!run.error.contains("error:"), "\(run.error)")
    let text = String(decoding: run.output, as: UTF8.self)
    #expect(text.contains("<?xml version=\"1.0\""))
    #expect(text.contains("<hierarchy format=\"1\""))
  }

  /// A FIFO has no extension: the dump keeps the input's format (JSON stays JSON), written
  /// into the FIFO as it is.
  @Test func aFIFOGetsTheInputsFormat() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("inspect-pipe-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let json = folder.appendingPathComponent("bar.json").path
    #expect(inspect("convert", betaBar, "-o", json).status == 0)
    let fifo = folder.appendingPathComponent("out.fifo").path
    try #require(mkfifo(fifo, 0o644) == 0)
    let received = Received()
    let reader = Thread {
      received.data = FileHandle(forReadingAtPath: fifo)?.readDataToEndOfFile()
      received.done.signal()
    }
    reader.start()
    let run = inspect("patch", json, "-o", fifo)
    #expect(received.done.wait(timeout: .now() + 30) == .success)
    #expect(run.status == 0, "\(run.error)")
    let written = String(decoding: received.data ?? Data(), as: UTF8.self)
    #expect(written.hasPrefix("{\n  \"format\": 1,"))
  }

  /// No extension (`-`, a bare name): JSON stays JSON, XML and pasted text become XML. Only a
  /// known extension or `--to` changes it; an unknown extension is still a usage error.
  @Test func noExtensionKeepsTheInputsFormat() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("inspect-format-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let json = folder.appendingPathComponent("bar.json").path
    #expect(inspect("convert", betaBar, "-o", json).status == 0)
    #expect(inspect("patch", json).output.hasPrefix("{\n  \"format\": 1,"))
    #expect(inspect("convert", json, "-o", "-").output.hasPrefix("{\n  \"format\": 1,"))
    #expect(inspect("layout", json, "-o", "-").output.hasPrefix("{\n  \"format\": 1,"))
    #expect(inspect("patch", json, "--to", "xml").output.hasPrefix("<?xml"))
    let bare = folder.appendingPathComponent("patched").path
    let patched = inspect("patch", json, "-o", bare)
    #expect(patched.status == 0, "\(patched.error)")
    #expect(
      String(decoding: try Data(contentsOf: URL(fileURLWithPath: bare)), as: UTF8.self)
        .hasPrefix("{\n  \"format\": 1,"))
    #expect(inspect("patch", betaBar, "-o", bare).status == 0)
    #expect(
      String(decoding: try Data(contentsOf: URL(fileURLWithPath: bare)), as: UTF8.self)
        .hasPrefix("<?xml"))
    // Pasted text becomes XML, the format that holds a dump.
    #expect(inspect("convert", "-", "-o", "-", input: recursiveText).output.hasPrefix("<?xml"))
    #expect(
      inspect("patch", betaBar, "-o", folder.appendingPathComponent("a.yaml").path).status
        == 64)
  }

  /// One shape whether one input or many: an array of `{"file", "status", "output"}`.
  @Test(arguments: [
    ["find", "_UIButtonBarStackView"], ["layout"], ["check"],
  ])
  func jsonIsAnArrayOfResultsForOneInputAsForTwo(command: [String]) throws {
    let (name, rest) = (command[0], Array(command.dropFirst()))
    let single = try results(inspectRun([name, betaBar] + rest + ["--format", "json"]))
    let double = try results(inspectRun([name, betaBar, betaBar] + rest + ["--format", "json"]))
    #expect(single.count == 1)
    #expect(double.count == 2)
    for element in single + double {
      #expect(Set(element.keys) == ["file", "status", "output"])
      #expect(element["file"] as? String == betaBar)
    }
    let output = { (element: [String: Any]) in
      try JSONSerialization.data(withJSONObject: element["output"] ?? [], options: .sortedKeys)
    }
    #expect(try output(single[0]) == output(double[0]))
    #expect(try output(single[0]) == output(double[1]))
  }

  /// `show --format json` is the dump (it reads back), so several inputs are refused, as XML.
  @Test func showJSONIsTheDumpAndOneInputOnly() throws {
    let dump = inspect("show", betaBar, "--format", "json")
    #expect(dump.output.hasPrefix("{\n  \"format\": 1,"))
    let two = inspect("show", betaBar, betaBar, "--format", "json")
    #expect(two.status == 64)
    #expect(
      two.error.contains(
        "'--format json' writes one dump; with several inputs, use 'inspect convert DUMP… "
          + "--out-dir DIR --to json'"))
  }

  /// `find` with no match: exit 1 and one note line, as `grep` exits 1; nothing under `-q`.
  @Test func findWithoutAMatchExitsOneWithANote() {
    let run = inspect("find", betaBar, "UIFoo")
    #expect(run.status == 1)
    #expect(run.output == "")
    #expect(
      run.error
        == "\(betaBar): note: no view, guide or constraint has the address or class 'UIFoo'\n")
    #expect(inspect("find", betaBar, "UIFoo", "-q") == Run(status: 1, output: "", error: ""))
    #expect(
      inspect("find", betaBar, "//view[@class='UIFoo']", "--quiet")
        == Run(status: 1, output: "", error: ""))
    let found = inspect("find", betaBar, "_UIButtonBarStackView", "-q")
    #expect(found == Run(status: 0, output: "", error: ""))
  }
}

private final class Received: @unchecked Sendable {
  var data: Data?
  let done = DispatchSemaphore(value: 0)
}
