import ArgumentParsing
import Foundation
import HierarchyIO
import TerminalOutput
import TestSupport
import Testing

@testable import InspectCLI

let betaBar = Fixture("ios11-beta-bar").url("input.xml").path

/// `-o`'s extension names the format everywhere, in any case; `--to` overrides it; what
/// names no format is a usage error (docs/inspect.1, OUTPUT FORMAT).
@Suite struct OutputFormatTests {
  func starts(_ url: URL) throws -> String {
    String(decoding: try Data(contentsOf: url).prefix(20), as: UTF8.self)
  }

  @Test(arguments: [
    (["patch"], "out.JSON", "{"), (["patch"], "out.Xml", "<?xml"),
    (["layout"], "out.Json", "{"), (["convert"], "out.JSON", "{"),
    (["convert", "--lossy"], "out.TXT", "<UINavigationBar"),
    (["patch", "--to", "json"], "out.dump", "{"),
    (["layout", "--to", "xml"], "out", "<?xml"),
  ])
  func theExtensionNamesTheFormatInAnyCase(command: [String], name: String, start: String)
    throws
  {
    let directory = try scratchDirectory("format")
    defer { try? FileManager.default.removeItem(at: directory) }
    let output = directory.appendingPathComponent(name)
    let streams = CapturedStreams()
    let status = Inspect.run(
      arguments: [command[0], betaBar, "-o", output.path] + command.dropFirst(),
      io: streams.streams)
    #expect(status == 0, "\(streams.error)")
    #expect(try starts(output).hasPrefix(start))
  }

  @Test(arguments: [
    (
      ["patch", "a.xml", "-o", "out.txt"],
      "'out.txt': text cannot hold a dump (its constraints, margins and intrinsic sizes are "
        + "lost); write .xml or .json, or make text with 'inspect convert --to text'"
    ),
    (
      ["patch", "a.xml", "-o", "out.yaml"],
      "cannot tell the output format from 'out.yaml'; name it with --to xml|json"
    ),
    (
      ["layout", "a.xml", "-o", "out.TEXT"],
      "'out.TEXT': text cannot hold a dump (its constraints, margins and intrinsic sizes are lost); write .xml or .json, or make text with 'inspect convert --to text'"
    ),
    (
      ["convert", "a.xml", "-o", "out.yml"],
      "cannot tell the output format from 'out.yml'; name it with --to xml|json|text"
    ),
    (["layout", "a.xml", "--to", "json"], "option '--to' applies with -o or --out-dir only"),
    (
      ["patch", "a.xml", "--in-place", "--to", "json"],
      "'--to' and '--in-place' cannot be used together"
    ),
    (["patch", "a.xml", "--to", "text"], "option '--to' must be one of xml, json, not 'text'"),
  ])
  func whatNamesNoFormatIsAUsageError(arguments: [String], message: String) {
    let run = inspectRun(arguments)
    #expect(run.status == 64)
    #expect(run.error.hasPrefix("inspect: error: \(message)\n"), "\(run.error)")
  }

  @Test func patchWritesJSONToStandardOutputWithTo() {
    let run = inspect("patch", betaBar, "--to", "json")
    #expect(run.status == 0)
    #expect(run.output.hasPrefix("{"))
  }
}

/// Runs `Inspect.run` on an array of words.
func inspectRun(_ arguments: [String], input: String = "") -> Run {
  let streams = CapturedStreams(input: Data(input.utf8))
  let status = Inspect.run(arguments: arguments, io: streams.streams)
  return Run(status: status, output: streams.output, error: streams.error)
}

/// Options that do nothing for the run, and values out of range, are usage errors.
@Suite struct NonsenseOptionTests {
  @Test(arguments: [
    (["--item-gap", "-3"], "option '--item-gap' applies to --patch spacing only"),
    (["--item-gap", "3"], "option '--item-gap' applies to --patch spacing only"),
    (
      ["--patch", "spacing", "--item-gap", "-3"],
      "option '--item-gap' needs a number of 0 or more, up to 10000, not '-3'"
    ),
    (["--min-size", "0", "0"], "option '--min-size' applies to --patch tap-area only"),
    (
      ["--patch", "tap-area", "--min-size", "0", "0"],
      "option '--min-size' needs two numbers above 0, up to 10000 (W H), not '0 0'"
    ),
    (
      ["--patch", "tap-area", "--min-size", "44", "inf"],
      "option '--min-size' needs two numbers above 0, up to 10000 (W H), not '44 inf'"
    ),
    (
      ["--patch", "tap-area", "--gap", "4"],
      "option '--gap' applies to --patch pin, shift, margins, spacing or fixed-space only"
    ),
    (
      ["--patch", "margins", "--side", "leading"],
      "option '--side' applies to --patch pin, shift, spacing or fixed-space only"
    ),
    (["--gap", "nan"], "option '--gap' needs a number from -10000 to 10000, not 'nan'"),
  ])
  func patchRefuses(options: [String], message: String) {
    let run = inspectRun(["patch", betaBar] + options)
    #expect(run.status == 64)
    #expect(run.output == "")
    #expect(run.error.hasPrefix("inspect: error: \(message)\n"), "\(run.error)")
  }

  @Test func aNegativeGapIsAllowed() {
    let run = inspect("patch", betaBar, "--gap", "-4")
    #expect(run.status == 0)
    #expect(run.output.contains("gap=\"-4\""))
  }
}

/// Under `--format json` every error is one line of JSON of one shape (`Diagnostic`).
@Suite struct JSONErrorTests {
  func object(_ line: Substring) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
  }

  @Test func aReadErrorHasItsPlace() throws {
    let run = inspect("layout", "/nonexistent/nav.xml", "--format", "json")
    #expect(run.status == 1)
    let lines = run.error.split(separator: "\n")
    #expect(lines.count == 1)
    let error = try object(lines[0])
    #expect(error["severity"] as? String == "error")
    #expect(error["file"] as? String == "/nonexistent/nav.xml")
    #expect(error["line"] as? Int == 1)
    #expect(error["column"] as? Int == 1)
    #expect(error["message"] as? String == "cannot read the file: no such file or directory")
    #expect(error["command"] == nil)
  }

  /// A reader's warnings are JSON too (QA S3-14: a text warning line came before the JSON
  /// error, so a consumer reading one object a line failed on the first).
  @Test func everyLineOfStandardErrorIsJSON() throws {
    let paste =
      "(lldb) po [view recursiveDescription]\nnot uikit\n<UIView: 0x1; frame = (0 0; 10 10)>\n"
    let run = inspect("layout", "-", "--format", "json", input: paste)
    let lines = run.error.split(separator: "\n")
    #expect(!lines.isEmpty)
    let objects = try lines.map { try object($0) }
    let warning = try #require(objects.first { $0["severity"] as? String == "warning" })
    #expect(warning["file"] as? String == "<stdin>")
    #expect(warning["line"] as? Int == 2)
    #expect((warning["message"] as? String)?.contains("not UIKit or LLDB output") == true)
    #expect(inspect("layout", "-", input: paste).error.contains("<stdin>:2:1: warning: "))
  }

  @Test func aUsageErrorCarriesTheSynopsis() throws {
    let run = inspect("patch", "a.xml", "--format=json", "--item-gap", "2")
    #expect(run.status == 64)
    #expect(
      run.error
        == #"{"severity":"error","message":"option '--item-gap' applies to --patch spacing only","command":"patch","usage":"\#(Usage(Inspect.program).synopsis(for: PatchCommand.self))"}"#
        + "\n")
  }

  /// A failing `patch --format json` printed plain text.
  @Test func aFailingPatchSpeaksJSON() throws {
    let run = inspect(
      "patch", "-", "--format", "json", input: "<UIView: 0x1; frame = (0 0; 10 10)>")
    #expect(run.status == 1)
    let lines = run.error.split(separator: "\n")
    #expect(lines.count == 1, "\(run.error)")
    let error = try object(lines[0])
    #expect(error["file"] as? String == "<stdin>")
    #expect((error["message"] as? String)?.hasPrefix("no bar stack view") == true)
  }

  @Test(arguments: [
    ("nav.xml:3:7: error: bad", Diagnostic(file: "nav.xml", line: 3, column: 7, "bad")),
    ("C:/a:b.xml:3:7: error: x", Diagnostic(file: "C:/a:b.xml", line: 3, column: 7, "x")),
    ("out/nav.xml: error: cannot write", Diagnostic(file: "out/nav.xml", "cannot write")),
    ("inspect: error: the file name is empty", Diagnostic("the file name is empty")),
    ("a.xml: note: none", Diagnostic(.note, file: "a.xml", "none")),
    (
      "a.xml:1:1: warning: w\n   one\n   two",
      Diagnostic(.warning, at: .init(file: "a.xml", line: 1, column: 1), "w\none\ntwo")
    ),
  ])
  func diagnosticsRenderFromTheirParts(text: String, diagnostic: Diagnostic) {
    #expect(diagnostic.text == text)
  }
}

/// `validate` takes `--from` and `--strict` and checks each format with its own reader.
@Suite struct ValidateFormatsTests {
  @Test func jsonIsCheckedAsJSON() throws {
    let json = String(
      decoding: try Document(xml: Data(contentsOf: URL(fileURLWithPath: betaBar)), source: "x")
        .jsonData(), as: UTF8.self)
    let run = inspect("validate", "-", input: json)
    #expect(run.status == 0, "\(run.error)")
    #expect(run.output == "<stdin>: valid\n")
    let broken = inspect("validate", "-", "--from", "json", input: "{\"format\": 1,")
    #expect(broken.status == 1)
    #expect(broken.error.hasPrefix("<stdin>:1:"))
    #expect(!broken.error.contains("malformed XML"))
  }

  @Test func lldbTextIsReadStrictlyOnRequest() {
    let text = "<UIView: 0x1; frame = (0 0; 10 10)>\nthis is no view\n"
    let lenient = inspect("validate", "-", "--from", "lldb", input: text)
    #expect(lenient.status == 0)
    #expect(lenient.error.contains(": warning: "))
    let strict = inspect("validate", "-", "--from", "lldb", "--strict", input: text)
    #expect(strict.status == 1)
    #expect(strict.error.contains("<stdin>:2:1: error: "), "\(strict.error)")
  }
}

/// `out(utf8:)` (check's findings, written as bytes) writes what `out` writes of the same
/// text: the final newline added when there is none, "\r\n" being one character, not "\n".
@Suite struct OutBytesTests {
  @Test(arguments: ["", "a", "a\n", "a\r\n", "\n", "\r", "a\n\n", "é ✓", "ab\r"])
  func bytesAreWrittenAsTheText(text: String) {
    let asText = CapturedStreams()
    asText.streams.out(text)
    let asBytes = CapturedStreams()
    asBytes.streams.out(utf8: Array(text.utf8))
    #expect(asBytes.outputData == asText.outputData)
  }
}
