import ArgumentParsing
import Foundation
import HierarchyIO
import TerminalOutput
import TestSupport
import Testing

@testable import InspectCLI

/// What a run of `inspect` printed and returned.
struct Run: Sendable, Equatable {
  var status: Int32
  var output: String
  var error: String
}

/// Runs `Inspect.run` with captured streams.
func inspect(_ arguments: String..., input: String = "") -> Run {
  let streams = CapturedStreams(input: Data(input.utf8))
  let status = Inspect.run(arguments: arguments, io: streams.streams)
  return Run(status: status, output: streams.output, error: streams.error)
}

/// A bar in `recursiveDescription` text (sample 03's shapes), read by the LLDB reader. (No
/// `opaque = NO`: whether the reader keeps it is the reader's business, tested there.)
let recursiveText = """
  <UINavigationBar: 0x11890f1b0; frame = (0 44; 375 44); autoresize = W; \
  layer = <CALayer: 0x2801288e0>>
     | <_UINavigationBarContentView: 0x11890ff60; frame = (0 0; 375 44); layer = <CALayer: 0x1>>
     |    | <_UIButtonBarStackView: 0x113b5df90; frame = (16 0; 44 44); layer = <CALayer: 0x2>>
     |    |    | <UIButtonLabel: 0x107ed0070; frame = (0 1; 35 20.5); text = 'Back'; \
  userInteractionEnabled = NO; layer = <_UILabelLayer: 0x3>>
     | <_UIButtonBarStackView: 0x1189125f0; frame = (342 0; 17 44); hidden = YES; \
  layer = <CALayer: 0x4>>

  """

@Suite struct TopLevelTests {
  @Test func noCommandIsAUsageError() {
    let run = inspect()
    #expect(run.status == 64)
    #expect(run.output == "")
    #expect(
      run.error == """
        inspect: error: no command given
        usage: inspect COMMAND [OPTIONS] ...
        See 'inspect --help'.

        """)
  }

  @Test(arguments: ["--help", "-h", "help"])
  func helpListsEveryCommand(flag: String) {
    let run = inspect(flag)
    #expect(run.status == 0)
    #expect(run.error == "")
    #expect(run.output.hasPrefix("inspect — read, lay out and patch recorded iOS view hierarchies"))
    for command in commands {
      #expect(run.output.contains("\n  \(command.name) "), "\(command.name) is not listed")
    }
    #expect(run.output.contains("Exit status: 0 success, 1 failure or findings, 64 usage error."))
  }

  @Test func versionIsPrinted() {
    #expect(inspect("--version").output == "inspect \(Inspect.program.version)\n")
  }

  @Test func unknownCommandSuggestsTheNearest() {
    let run = inspect("shwo", "nav.xml")
    #expect(run.status == 64)
    #expect(run.output == "")
    #expect(run.error.hasPrefix("inspect: error: unknown command 'shwo'; did you mean 'show'?\n"))
    #expect(inspect("frobnicate").error.hasPrefix("inspect: error: unknown command 'frobnicate'\n"))
    #expect(
      inspect("--frobnicate").error.hasPrefix("inspect: error: unknown option '--frobnicate'\n"))
  }

  @Test func helpOnAnUnknownCommandIsAUsageError() {
    let run = inspect("help", "nosuch")
    #expect(run.status == 64)
    #expect(run.error.hasPrefix("inspect: error: unknown command 'nosuch'\n"))
  }

  @Test(arguments: commands.map { $0.name })
  func everyCommandHasHelp(name: String) throws {
    let command = try #require(Inspect.command(named: name))
    for arguments in [
      [name, "--help"], [name, "-h"], ["help", name], [name, "x.xml", "--help"],
    ] {
      let streams = CapturedStreams()
      #expect(Inspect.run(arguments: arguments, io: streams.streams) == 0)
      let text = Usage(Inspect.program).text(for: command)
      #expect(streams.output == text + (text.hasSuffix("\n") ? "" : "\n"))
      #expect(streams.error == "")
    }
    #expect(
      Usage(Inspect.program).text(for: command).hasPrefix(
        Usage(Inspect.program).usageLines(for: command) + "\n\n"))
  }

  @Test(arguments: [ShowCommand.self, FindCommand.self] as [any Command.Type])
  func helpTextsAreWrittenAndFitATerminal(command: any Command.Type) {
    let text = Usage(Inspect.program).text(for: command)
    #expect(!text.contains("to be written"))
    #expect(text.contains("examples:"))
    for line in text.split(separator: "\n") {
      #expect(line.count <= 100, "too long: \(line)")
    }
  }

  @Test func helpAfterDoubleDashIsAFileName() {
    let run = inspect("show", "--", "--help")
    #expect(run.status == 1)
    #expect(run.output == "")
    #expect(run.error == "--help:1:1: error: cannot read the file: no such file or directory\n")
  }
}

@Suite struct ShowCommandTests {
  @Test func printsTheTreeReadFromStandardInput() {
    let run = inspect("show", "-", "--from", "lldb", input: recursiveText)
    #expect(run.error == "")
    #expect(run.status == 0)
    #expect(
      run.output == """
        <UINavigationBar: 0x11890f1b0; frame = (0 44; 375 44); autoresize = W>
           | <_UINavigationBarContentView: 0x11890ff60; frame = (0 0; 375 44)>
           |    | <_UIButtonBarStackView: 0x113b5df90; frame = (16 0; 44 44)>
           |    |    | <UIButtonLabel: 0x107ed0070; frame = (0 1; 35 20.5); text = 'Back'; \
        userInteractionEnabled = NO>
           | <_UIButtonBarStackView: 0x1189125f0; frame = (342 0; 17 44); hidden = YES>

        """)
  }

  @Test func jsonAndXMLWriteTheWholeModel() throws {
    let path = Repository.fixtures.appendingPathComponent("ios11-beta-bar/input.xml").path
    let hierarchy = try Document(
      xml: Data(contentsOf: URL(fileURLWithPath: path)), source: "input.xml")
    let xml = CapturedStreams()
    #expect(Inspect.run(arguments: ["show", path, "--format", "xml"], io: xml.streams) == 0)
    #expect(xml.outputData == hierarchy.xmlData())
    let json = CapturedStreams()
    #expect(Inspect.run(arguments: ["show", path, "--format=json"], io: json.streams) == 0)
    #expect(json.outputData == hierarchy.jsonData())
    #expect(try JSONSerialization.jsonObject(with: json.outputData) is [String: Any])
    #expect(xml.error == "" && json.error == "")
  }

  @Test func detectsLLDBTextWithoutFrom() {
    let run = inspect("show", "-", input: recursiveText)
    #expect(run.status == 0)
    #expect(run.output.hasPrefix("<UINavigationBar: 0x11890f1b0; frame = (0 44; 375 44)"))
  }

  @Test(arguments: [
    (["show"], "missing DUMP"),
    (
      ["show", "a.xml", "b.xml", "--format", "xml"],
      "'--format xml' writes one dump; with several inputs, use 'inspect convert DUMP… "
        + "--out-dir DIR --to xml'"
    ),
    (["show", "a.xml", "b.xml", "-o", "x"], "unknown option '-o'"),
    (
      ["show", "a.xml", "--format", "jsn"],
      "option '--format' must be one of text, json, xml, not 'jsn'; did you mean 'json'?"
    ),
    (
      ["show", "a.xml", "--format", "yaml"],
      "option '--format' must be one of text, json, xml, not 'yaml'"
    ),
    (["show", "a.xml", "--format"], "option '--format' needs a value"),
    (["show", "a.xml", "--format", "--guides"], "option '--format' needs a value"),
    (["show", "a.xml", "--guide"], "unknown option '--guide'; did you mean '--guides'?"),
    (["show", "a.xml", "--guides=yes"], "option '--guides' takes no value"),
    (
      ["show", "a.xml", "--guides", "--format", "xml"],
      "option '--guides' applies to --format text only; json and xml hold everything"
    ),
    (
      ["show", "a.xml", "--constraints", "--format=xml"],
      "option '--constraints' applies to --format text only; json and xml hold everything"
    ),
    (
      ["show", "a.xml", "--from", "csv"],
      "option '--from' must be one of xml, json, lldb, sentry, not 'csv'"
    ),
  ])
  func usageErrors(arguments: [String], message: String) {
    let streams = CapturedStreams()
    #expect(Inspect.run(arguments: arguments, io: streams.streams) == 64)
    #expect(streams.output == "")
    #expect(
      streams.error == """
        inspect: error: \(message)
        usage: inspect show DUMP… [--constraints] [--guides] [--format text|json|xml]
        See 'inspect show --help'.

        """)
  }

  @Test func missingFileIsAnErrorAtLineOneColumnOne() {
    let run = inspect("show", "/nonexistent/nav.xml")
    #expect(run.status == 1)
    #expect(run.output == "")
    #expect(
      run.error
        == "/nonexistent/nav.xml:1:1: error: cannot read the file: no such file or directory\n")
  }

  /// A directory stands for the dumps under it (a batch); one without any is an error.
  @Test func aDirectoryWithoutDumpsIsAnError() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("inspect-empty-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try Data("notes".utf8).write(to: directory.appendingPathComponent("README.md"))
    let run = inspect("show", directory.path)
    #expect(run.status == 1)
    #expect(run.output == "")
    #expect(
      run.error
        == "\(directory.path): error: no .xml, .json, .txt or .log file under this directory\n")
  }

  @Test func unreadableStandardInputIsAnError() {
    let captured = CapturedStreams()
    var streams = captured.streams
    streams.readInput = { throw POSIXError(.EBADF) }
    #expect(Inspect.run(arguments: ["show", "-"], io: streams) == 1)
    #expect(captured.output == "")
    #expect(captured.error == "<stdin>:1:1: error: cannot read the file: bad file descriptor\n")
  }

  @Test(arguments: ["", "\n  \n", " "])
  func emptyStandardInputSaysSo(input: String) {
    let run = inspect("show", "-", input: input)
    #expect(run.status == 1)
    #expect(run.output == "")
    #expect(run.error == "<stdin>:1:1: error: the input is empty\n")
  }
}

@Suite struct OutputFileTests {
  @Test func writesAtomicallyAndLeavesNoTemporaryFile() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("inspect-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("out.xml").path
    try InputOutput.write(Data("one".utf8), to: path, io: CapturedStreams().streams)
    try InputOutput.write(Data("two".utf8), to: path, io: CapturedStreams().streams)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "two")
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["out.xml"])
  }

  @Test func dashIsStandardOutput() throws {
    let streams = CapturedStreams()
    try InputOutput.write(Data("<x/>".utf8), to: "-", io: streams.streams)
    #expect(streams.output == "<x/>")
  }

  @Test func missingDirectoryIsNamed() {
    let error = #expect(throws: CommandFailure.self) {
      try InputOutput.write(Data(), to: "/nonexistent/out/nav.xml", io: CapturedStreams().streams)
    }
    #expect(
      error?.message
        == "/nonexistent/out/nav.xml: error: cannot write: no such directory '/nonexistent/out'")
  }

  @Test func aDirectoryIsNotOverwritten() {
    let path = NSTemporaryDirectory()
    let error = #expect(throws: CommandFailure.self) {
      try InputOutput.write(Data(), to: path, io: CapturedStreams().streams)
    }
    #expect(error?.message.hasSuffix(": error: cannot write: it is a directory") == true)
  }
}

/// The frame's promises, for every command whoever owns it: usage errors are 64 with the
/// command's synopsis, an unreadable dump is 1 with `file:1:1: error: …`.
@Suite struct EveryCommandTests {
  static let names = commands.map { $0.name }
  /// The commands that read a dump.
  static let readers = commands.filter { $0.options.contains { $0.name == "--from" } }.map {
    $0.name
  }

  @Test(arguments: names.filter { Inspect.command(named: $0)?.positionals.isEmpty == false })
  func noArgumentsIsAUsageErrorNamingTheFirstArgument(name: String) throws {
    let command = try #require(Inspect.command(named: name))
    // `inspect diff BEFORE AFTER …`: the first argument after the command's name.
    let first = try #require(command.positionals.first?.name)
    let run = inspect(name)
    #expect(run.status == 64)
    #expect(run.output == "")
    #expect(
      run.error == """
        inspect: error: missing \(first)
        \(Usage(Inspect.program).usageLines(for: command))
        See 'inspect \(name) --help'.

        """)
  }

  @Test(arguments: names)
  func unknownOptionIsAUsageError(name: String) throws {
    let command = try #require(Inspect.command(named: name))
    let run = inspect(name, "a.xml", "--no-such-option")
    #expect(run.status == 64)
    #expect(run.output == "")
    #expect(
      run.error == """
        inspect: error: unknown option '--no-such-option'
        \(Usage(Inspect.program).usageLines(for: command))
        See 'inspect \(name) --help'.

        """)
  }

  @Test(arguments: [
    ["show", "/nonexistent/x.xml"], ["find", "/nonexistent/x.xml", "UIView"],
    ["validate", "/nonexistent/x.xml"], ["layout", "/nonexistent/x.xml"],
    ["patch", "/nonexistent/x.xml"], ["diff", "/nonexistent/x.xml", "/nonexistent/y.xml"],
    ["convert", "/nonexistent/x.xml", "-o", "-"],
  ])
  func missingDumpIsAFailureAtLineOneColumnOne(arguments: [String]) {
    let streams = CapturedStreams()
    #expect(Inspect.run(arguments: arguments, io: streams.streams) == 1)
    #expect(streams.output == "")
    #expect(
      streams.error
        == "/nonexistent/x.xml:1:1: error: cannot read the file: no such file or directory\n")
  }

  @Test(arguments: readers)
  func emptyStandardInputIsAFailure(name: String) {
    let arguments: [String] =
      switch name {
      case "find": [name, "-", "UIView"]
      case "diff": [name, "-", "/nonexistent/y.xml"]
      case "convert": [name, "-", "-o", "-"]
      default: [name, "-"]
      }
    let streams = CapturedStreams()
    #expect(Inspect.run(arguments: arguments, io: streams.streams) == 1)
    #expect(streams.output == "")
    #expect(streams.error == "<stdin>:1:1: error: the input is empty\n")
  }

  @Test func emptyFileNamesAreRefused() {
    let run = inspect("show", "")
    #expect(run.status == 1)
    #expect(run.error == "inspect: error: the file name is empty\n")
  }
}
