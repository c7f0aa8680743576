import ArgumentParsing
import Foundation
import GoldenTesting
import TerminalOutput
import TestSupport
import Testing

/// The runner runs the program it is given, not `inspect`: a program of one command, `show`,
/// which prints its input upper-cased and takes `--loud`.
@Suite struct InjectedProgramTests {
  static let program = CommandLineUnderTest(
    run: { arguments, io in
      guard arguments.first == "show", let input = try? io.readInput() else { return 64 }
      let text = String(decoding: input, as: UTF8.self)
      io.out(arguments.contains("--loud") ? text.uppercased() : text)
      return 0
    },
    options: { $0 == "show" ? [Option("--loud", help: "shout")] : nil },
    commands: ["show"],
    formatArguments: { _, stream, format in stream == .output && format == "txt" ? [] : nil })

  func runCase(_ folder: URL, record: Bool = false) throws -> CaseRunner.Result {
    let cases = try TestCase.find([folder.path])
    #expect(cases.count == 1)
    var runner = CaseRunner(
      cases[0], record: record, program: Self.program, io: CapturedStreams().streams)
    return runner.run()
  }

  @Test func aGoldenOfTheGivenProgramPassesAndFails() throws {
    let root = try scratchDirectory("injected")
    defer { try? FileManager.default.removeItem(at: root) }
    let folder = root.appendingPathComponent("case")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data("bar\n".utf8).write(to: folder.appendingPathComponent("input.txt"))
    try Data("BAR\n".utf8).write(to: folder.appendingPathComponent("expected.show-loud.txt"))
    let pass = try runCase(folder)
    #expect(pass.outcome == .pass)
    #expect(pass.text.hasSuffix("case: 1 golden\n"), "\(pass.text)")
    try Data("bar\n".utf8).write(to: folder.appendingPathComponent("expected.show-loud.txt"))
    let fail = try runCase(folder)
    #expect(fail.outcome == .fail)
    #expect(fail.text.contains("- bar\n"), "\(fail.text)")
    #expect(fail.text.contains("+ BAR\n"), "\(fail.text)")
  }

  @Test func aModifierIsAnOptionOfTheGivenProgram() throws {
    let golden = try Golden(fileName: "expected.show-loud.txt", of: Self.program)
    #expect(golden.command == ["show", "--loud"])
    #expect(throws: GoldenNameError("'show-quiet': cannot read the modifier 'quiet'")) {
      try Golden(fileName: "expected.show-quiet.txt", of: Self.program)
    }
  }

  /// The runner knows no command of its own: a golden named for one the program does not
  /// list (`inspect`'s `layout`) is no golden of it.
  @Test func aCommandTheProgramDoesNotListIsNoGolden() {
    #expect(throws: GoldenNameError("'layout' names no command or patch")) {
      try Golden(fileName: "expected.layout.txt", of: Self.program)
    }
  }
}
