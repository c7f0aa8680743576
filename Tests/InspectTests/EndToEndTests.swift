import Foundation
import TestSupport
import Testing

/// The built `inspect` binary, found beside the test bundle in the build products directory
/// (`.build/debug/inspect` next to `.build/debug/inspectPackageTests.xctest`), or nil.
let inspectBinary: URL? = {
  var candidates: [URL] = []
  if let executable = Bundle.main.executableURL {
    candidates.append(executable.deletingLastPathComponent())
  }
  candidates.append(Bundle.main.bundleURL.deletingLastPathComponent())
  candidates.append(Bundle.main.bundleURL)
  if let first = CommandLine.arguments.first {
    candidates.append(URL(fileURLWithPath: first).deletingLastPathComponent())
  }
  for directory in candidates {
    let binary = directory.appendingPathComponent("inspect")
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: binary.path, isDirectory: &isDirectory),
      !isDirectory.boolValue, FileManager.default.isExecutableFile(atPath: binary.path)
    {
      return binary
    }
  }
  return nil
}()

/// Launches the built binary with `input` on its standard input and, when given, the
/// environment `environment`: stdout, stderr and the exit status, as a user sees them.
func launchInspect(
  _ arguments: [String], input: String = "", environment: [String: String]? = nil
) throws -> Run {
  let binary: URL = try #require(inspectBinary)
  let result = try runProgram(
    binary.path, arguments, input: Data(input.utf8), environment: environment)
  return Run(
    status: result.status, output: String(decoding: result.output, as: UTF8.self),
    error: result.error)
}

/// Launches the built binary: stdout, stderr and the exit status, as a user sees them.
@Suite(
  .enabled(
    if: inspectBinary != nil,
    "the built 'inspect' binary is not beside the test bundle; run 'swift build' first"))
struct EndToEndTests {
  func launch(_ arguments: [String], input: String) throws -> Run {
    try launchInspect(arguments, input: input)
  }

  @Test func findReadsStandardInputAndPrintsMatches() throws {
    let run = try launch(["find", "-", "0x113b5df90"], input: recursiveText)
    #expect(run.error == "")
    #expect(run.status == 0)
    #expect(
      run.output
        == "UINavigationBar:0x11890f1b0/_UINavigationBarContentView:0x11890ff60/"
        + "_UIButtonBarStackView:0x113b5df90 "
        + "<_UIButtonBarStackView: 0x113b5df90; frame = (16 0; 44 44)>\n")
  }

  @Test func failuresAndUsageErrorsExitWithTheirStatus() throws {
    let missing = try launch(["show", "/nonexistent/nav.xml"], input: "")
    #expect(missing.status == 1)
    #expect(missing.output == "")
    #expect(
      missing.error
        == "/nonexistent/nav.xml:1:1: error: cannot read the file: no such file or directory\n")

    let usage = try launch(["show"], input: "")
    #expect(usage.status == 64)
    #expect(usage.output == "")
    #expect(usage.error.hasPrefix("inspect: error: missing DUMP\nusage: inspect show DUMP…"))

    let nothing = try launch(["find", "-", "UITableView"], input: recursiveText)
    #expect(nothing.status == 1)
    #expect(nothing.output == "")
  }

  @Test(.enabled(if: FileManager.default.fileExists(atPath: "/dev/full")))
  func aFullDiskIsAnErrorNotACrash() throws {
    let process = Process()
    let binary: URL = try #require(inspectBinary)
    process.executableURL = binary
    process.arguments = ["--help"]
    process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: "/dev/full"))
    let stderr = Pipe()
    process.standardError = stderr
    try process.run()
    let error = stderr.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationReason == .exit)
    #expect(process.terminationStatus == 1)
    #expect(
      String(decoding: error, as: UTF8.self)
        == "inspect: error: cannot write to standard output: no space left on device\n")
  }

  @Test func helpGoesToStandardOutput() throws {
    let run = try launch(["--help"], input: "")
    #expect(run.status == 0)
    #expect(run.error == "")
    #expect(run.output.hasPrefix("inspect — "))
  }
}
