import Foundation
import TestSupport
import Testing

/// One row of Fixtures/fuzz-regressions/README.md: a file, the commands to run on it, and what
/// each must give.
struct RegressionCase: Sendable, CustomStringConvertible {
  var file: String
  var commands: [String]
  var status: Int32
  /// The first line of standard error, with `FILE` for the file's name; nil: not checked.
  var firstErrorLine: String?

  var description: String { file }

  static let folder = Repository.fixtures.appendingPathComponent("fuzz-regressions")

  /// The rows of the README's table.
  static let all: [RegressionCase] = {
    let readme =
      (try? String(contentsOf: folder.appendingPathComponent("README.md"), encoding: .utf8)) ?? ""
    return readme.split(separator: "\n").compactMap { line in
      let cells = line.split(separator: "|", omittingEmptySubsequences: false)
        .map { $0.trimmingCharacters(in: .whitespaces) }
      guard cells.count >= 5, let status = Int32(cells[3]), !cells[1].isEmpty else { return nil }
      let message = cells[4].trimmingCharacters(in: CharacterSet(charactersIn: "`"))
      return RegressionCase(
        file: cells[1],
        commands: cells[2].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) },
        status: status, firstErrorLine: message.isEmpty ? nil : message)
    }
  }()

  /// The arguments a command word stands for.
  static func arguments(_ command: String, _ file: String) -> [String] {
    switch command {
    case "find": return ["find", file, "UIView"]
    case "patch": return ["patch", file, "-o", "-"]
    case "convert": return ["convert", file, "-o", "-", "--to", "json"]
    default: return [command, file]
    }
  }
}

/// Runs the built `inspect` in its own process, in `directory`, and kills it after `seconds`.
/// - Returns: nil when it had to be killed.
func launchInspect(
  _ arguments: [String], in directory: URL, input: Data? = nil, seconds: Double = 20
) throws -> Run? {
  let process = Process()
  guard let binary = inspectBinary else { throw CocoaError(.fileNoSuchFile) }
  process.executableURL = binary
  process.arguments = arguments
  process.currentDirectoryURL = directory
  var environment = ProcessInfo.processInfo.environment
  environment["SWIFT_BACKTRACE"] = "enable=no"
  process.environment = environment
  let stdout = Pipe()
  let stderr = Pipe()
  let stdin = Pipe()
  process.standardInput = input == nil ? FileHandle.nullDevice : stdin
  process.standardOutput = stdout
  process.standardError = stderr
  let finished = DispatchSemaphore(value: 0)
  process.terminationHandler = { _ in finished.signal() }
  try process.run()
  if let input {
    DispatchQueue.global().async {
      stdin.fileHandleForWriting.write(input)
      try? stdin.fileHandleForWriting.close()
    }
  }
  // Both pipes are drained while the child runs, so that a full pipe cannot block it.
  nonisolated(unsafe) var output = Data()
  nonisolated(unsafe) var error = Data()
  let readers = DispatchGroup()
  DispatchQueue.global().async(group: readers) {
    output = stdout.fileHandleForReading.readDataToEndOfFile()
  }
  DispatchQueue.global().async(group: readers) {
    error = stderr.fileHandleForReading.readDataToEndOfFile()
  }
  if finished.wait(timeout: .now() + seconds) == .timedOut {
    process.terminate()
    finished.wait()
    readers.wait()
    return nil
  }
  readers.wait()
  return Run(
    status: process.terminationReason == .uncaughtSignal
      ? 128 + process.terminationStatus : process.terminationStatus,
    output: String(decoding: output, as: UTF8.self), error: String(decoding: error, as: UTF8.self))
}

@Suite(
  .enabled(
    if: inspectBinary != nil,
    "the built 'inspect' binary is not beside the test bundle; run 'swift build' first"))
struct FuzzRegressionTests {
  @Test func theTableListsEveryFileOfTheFolder() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: RegressionCase.folder.path)
      .filter { $0 != "README.md" && !$0.hasPrefix(".") }
    #expect(Set(RegressionCase.all.map(\.file)) == Set(files))
    #expect(RegressionCase.all.count >= 4)
  }

  @Test(arguments: RegressionCase.all)
  func everyCommandGivesALocatedErrorOrAResult(_ regression: RegressionCase) throws {
    for command in regression.commands {
      let arguments = RegressionCase.arguments(command, regression.file)
      let run = try #require(
        try launchInspect(arguments, in: RegressionCase.folder),
        "inspect \(arguments.joined(separator: " ")) did not end within 20 s")
      #expect(
        run.status == regression.status, "inspect \(arguments.joined(separator: " ")): \(run.error)"
      )
      let lines = run.error.split(separator: "\n").map(String.init)
      let errors = lines.filter { $0.contains(": error: ") }
      if let expected = regression.firstErrorLine?.replacingOccurrences(
        of: "FILE", with: regression.file)
      {
        // A row's line is its one error, or, where the command ends without one (exit 1 for
        // frames that differ), the warning it must print.
        if expected.contains(": error: ") {
          #expect(errors.first == expected, "inspect \(command)")
        } else {
          #expect(errors.isEmpty && lines.contains(expected), "inspect \(command): \(run.error)")
        }
        // One error, not a flood: only validate lists every problem it finds; warnings about
        // other lines may come first, 20 and a count at the most (docs/cli.md).
        if command != "validate" {
          #expect(errors.count <= 1, "inspect \(command): \(run.error)")
          #expect(lines.count <= 22, "inspect \(command): \(lines.count) lines")
        }
      }
      if regression.status == 0 {
        #expect(!run.error.contains("error:"), "inspect \(command): \(run.error)")
      }
    }
  }

  /// Inspect never writes a file it then refuses: what `convert` writes of an input it reads,
  /// as XML and as JSON, reads back and is written again as the same bytes (what the fuzz
  /// targets check, Fuzz/Support/RoundTrip.swift).
  @Test(arguments: RegressionCase.all.filter { $0.status == 0 })
  func whatIsReadIsWrittenSoThatItReadsBack(_ regression: RegressionCase) throws {
    for format in ["xml", "json"] {
      let written = try #require(
        try launchInspect(
          ["convert", regression.file, "-o", "-", "--to", format], in: RegressionCase.folder))
      #expect(written.status == 0, "convert --to \(format): \(written.error)")
      let again = try #require(
        try launchInspect(
          ["convert", "-", "--from", format, "-o", "-", "--to", format],
          in: RegressionCase.folder, input: Data(written.output.utf8)))
      #expect(again.status == 0, "\(format) written by convert: \(again.error)")
      #expect(again.output == written.output, "\(format) written, read and written again")
    }
  }

  /// The UTF-16 and UTF-7 copies of Fixtures/ios11-beta-bar read as the fixture does (the
  /// UTF-7 one has an unknown element more, which the text tree and the layout do not show).
  @Test(arguments: [
    ("utf16-valid-but-not-detected.xml", ["show --format json", "show", "layout", "patch -o -"]),
    ("utf7-fixture-unknown-element.xml", ["show", "layout"]),
  ])
  func anotherEncodingReadsAsTheUTF8Fixture(_ file: String, _ commands: [String]) throws {
    let fixture = Fixture("ios11-beta-bar").url("input.xml").path
    for command in commands.map({ $0.split(separator: " ").map(String.init) }) {
      let arguments = { (input: String) in [command[0], input] + command.dropFirst() }
      let expected = try #require(try launchInspect(arguments(fixture), in: RegressionCase.folder))
      let run = try #require(try launchInspect(arguments(file), in: RegressionCase.folder))
      #expect(run.status == 0)
      #expect(run.output == expected.output, "inspect \(command.joined(separator: " "))")
    }
  }

  @Test func theUnknownElementOfTheUTF7CopyIsKeptVerbatim() throws {
    let run = try #require(
      try launchInspect(
        ["show", "utf7-fixture-unknown-element.xml", "--format", "xml"], in: RegressionCase.folder))
    #expect(run.status == 0)
    #expect(run.output.contains("\n    <note kind=\"x\">kept verbatim</note>\n"))
  }
}
