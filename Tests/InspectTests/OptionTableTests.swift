import ArgumentParsing
import Foundation
import HierarchyIO
import TestSupport
import Testing

@testable import InspectCLI

/// The one table per command drives parsing, help, completion and the manual page: what the
/// table says, each of them says.
@Suite struct OptionTableTests {
  static let readers = EveryCommandTests.readers

  @Test func everyCommandThatReadsADumpTakesFromAndStrict() {
    #expect(
      Set(Self.readers)
        == [
          "show", "find", "validate", "layout", "patch", "diff", "check", "render", "report",
          "convert",
        ])
    for name in Self.readers {
      let command = Inspect.command(named: name)!
      let names = Set(command.parseTable.flatMap(\.names))
      #expect(names.isSuperset(of: ["--from", "--strict", "-h", "--help"]), "\(name)")
    }
  }

  /// The help of layout, patch and diff hid `--from`, `--strict` and `-h`, which worked.
  @Test(arguments: commands.map { $0.name })
  func helpListsEveryOptionOfTheTableWithExamples(name: String) {
    let command = Inspect.command(named: name)!
    let help = inspect(name, "--help").output
    for option in command.parseTable {
      #expect(help.contains("\n  \(option.helpUsage)"), "\(name): \(option.helpUsage)")
    }
    let examples = help.components(separatedBy: "\nexamples:\n").last ?? ""
    #expect(examples.contains("inspect \(name) "), "\(name)")
    for line in help.split(separator: "\n") {
      #expect(line.count <= 100, "too long: \(line)")
    }
  }

  @Test func fromListsTheReadersFormats() {
    guard case .choice(let words) = Option.from.value else {
      Issue.record("--from is not a choice")
      return
    }
    #expect(words == InputFormat.allCases.map(\.rawValue))
  }

  @Test func namesAreUniqueWithinACommand() {
    for command in commands {
      let names = command.parseTable.flatMap(\.names)
      #expect(Set(names).count == names.count, "\(command.name): \(names)")
    }
  }

  @Test func versionIsListedAndPrinted() {
    #expect(inspect("--help").output.contains("\n  --version "))
    #expect(inspect("--version").output == "inspect \(Inspect.program.version)\n")
  }

  @Test func didYouMeanForCommandsOptionsAndValues() {
    #expect(
      inspect("layuot", "a.xml").error.hasPrefix(
        "inspect: error: unknown command 'layuot'; did you mean 'layout'?\n"))
    #expect(
      inspect("--verison").error.hasPrefix(
        "inspect: error: unknown option '--verison'; did you mean '--version'?\n"))
    #expect(
      inspect("patch", "a.xml", "--sde", "leading").error.hasPrefix(
        "inspect: error: unknown option '--sde'; did you mean '--side'?\n"))
    #expect(
      inspect("patch", "a.xml", "--side", "leadin").error.hasPrefix(
        "inspect: error: option '--side' must be one of auto, leading, trailing, both, not 'leadin'; did you mean 'leading'?\n"
      ))
    #expect(
      inspect("show", "a.xml", "--from", "jsno").error.hasPrefix(
        "inspect: error: option '--from' must be one of xml, json, lldb, sentry, not 'jsno'; did you mean 'json'?\n"
      ))
  }

  /// Every command, option and choice of the tables is in each shell's script.
  @Test(arguments: Completion.Shell.allCases)
  func completionKnowsEveryOption(shell: Completion.Shell) {
    let run = inspect("completion", shell.rawValue)
    #expect(run.status == 0)
    for command in commands {
      #expect(run.output.contains(command.name), "\(shell): \(command.name)")
      for option in command.parseTable {
        let bare = String(option.name.drop { $0 == "-" })
        #expect(run.output.contains(bare), "\(shell): \(command.name) \(option.name)")
        if case .choice(let words) = option.value {
          #expect(run.output.contains(words.joined(separator: " ")), "\(shell): \(option.name)")
        }
        if case .text(_, .words(let words)) = option.value {
          #expect(run.output.contains(words.joined(separator: " ")), "\(shell): \(option.name)")
        }
      }
    }
  }

  /// Runs a shell with a script of `inspect completion` saved beside it; its standard output.
  func shell(_ path: String, _ arguments: [String], script: String) throws -> (Int32, String) {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("inspect-completion-\(UUID().uuidString)")
    try Data(inspect("completion", script).output.utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments.map { $0.replacingOccurrences(of: "SCRIPT", with: file.path) }
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, output)
  }

  /// Loads the script and completes `inspect patch x --patch t`: the table's word comes back.
  @Test func bashCompletesFromTheTable() throws {
    let (status, output) = try shell(
      "/bin/bash",
      [
        "-c",
        "source 'SCRIPT'; COMP_WORDS=(inspect patch x --patch t); COMP_CWORD=4; _inspect; "
          + "echo \"${COMPREPLY[@]}\"; COMP_WORDS=(inspect layo); COMP_CWORD=1; _inspect; "
          + "echo \"${COMPREPLY[@]}\"",
      ], script: "bash")
    #expect(status == 0)
    #expect(output == "tap-area\nlayout\n")
  }

  /// QA S3-26: `inspect check x --rule t<TAB>` offers the rule ids that start with `t`.
  @Test func bashCompletesRuleIDs() throws {
    let (status, output) = try shell(
      "/bin/bash",
      [
        "-c",
        "source 'SCRIPT'; COMP_WORDS=(inspect check x --rule t); COMP_CWORD=4; _inspect; "
          + "echo \"${COMPREPLY[@]}\"; COMP_WORDS=(inspect report x --ignore o); COMP_CWORD=4; "
          + "_inspect; echo \"${COMPREPLY[@]}\"",
      ], script: "bash")
    #expect(status == 0)
    #expect(output == "tap-target title-squeezed\noff-bar overlap\n")
  }

  @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/zsh")))
  func zshReadsItsScript() throws {
    #expect(try shell("/usr/bin/zsh", ["-n", "SCRIPT"], script: "zsh").0 == 0)
  }

  @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/fish")))
  func fishCompletesFromTheTable() throws {
    let (status, output) = try shell(
      "/usr/bin/fish", ["-c", "source SCRIPT; complete -C 'inspect show x --format '"],
      script: "fish")
    #expect(status == 0)
    #expect(
      output.split(separator: "\n").map { $0.split(separator: "\t")[0] } == ["json", "text", "xml"])
  }

  /// docs/inspect.1 is `inspect manpage`, so it never lags behind the tables.
  @Test func theCommittedManualPageIsTheGeneratedOne() throws {
    let committed = try String(
      contentsOf: Repository.root.appendingPathComponent("docs/inspect.1"), encoding: .utf8)
    #expect(committed == inspect("manpage").output, "run: inspect manpage > docs/inspect.1")
  }

  @Test func theManualPageHasEveryCommandAndOption() {
    let page = ManPage(Inspect.program).text
    for command in commands {
      #expect(page.contains(".SS \"inspect \(command.name)\""))
      for option in command.parseTable {
        #expect(page.contains(ManPage.roff(option.helpUsage)), "\(command.name) \(option.name)")
      }
    }
    let ascii = page.unicodeScalars.allSatisfy { $0.isASCII }
    #expect(ascii)
    #expect(!page.contains("\n.\n"))
  }
}
