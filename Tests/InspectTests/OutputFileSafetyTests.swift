// Output files as docs/output-files.md says: devices and FIFOs written as they are, symbolic
// links followed, mode and owner kept, hard links, read-only files, a failing report, a change
// to the input during the run, and a signal during the write. Run as root too (CI is root):
// the device is a copy of /dev/null made with mknod in a scratch folder, never the real one.
import Foundation
import TestSupport
import Testing

@testable import InspectCLI

/// A scratch folder holding a copy of a fixture's input as `input.xml`.
private struct Scratch {
  let folder: URL
  let input: String
  let original: Data

  init(_ fixture: String = "ios11-beta-bar") throws {
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("inspect-output-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    original = try Fixture(fixture).data("input.xml")
    input = folder.appendingPathComponent("input.xml").path
    try original.write(to: URL(fileURLWithPath: input))
  }

  func path(_ name: String) -> String { folder.appendingPathComponent(name).path }
  func data(_ name: String) throws -> Data {
    try Data(contentsOf: URL(fileURLWithPath: path(name)))
  }
  func remove() { try? FileManager.default.removeItem(at: folder) }
  /// The names in the folder that are temporary files of a write.
  func temporaries() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
      $0.hasSuffix(".tmp")
    }
  }
}

private func status(_ path: String) throws -> stat {
  var result = stat()
  try #require(lstat(path, &result) == 0, "lstat \(path)")
  return result
}

private func type(_ path: String) throws -> mode_t { try status(path).st_mode & mode_t(S_IFMT) }

private let isRoot = geteuid() == 0

@Suite struct OutputFileSafetyTests {
  #if os(Linux)
    @Test(.enabled(if: isRoot, "mknod needs root"))
    func aDeviceIsWrittenNotReplaced() throws {
      let scratch = try Scratch()
      defer { scratch.remove() }
      let null = scratch.path("null")
      // A copy of /dev/null (character device 1, 3), made here.
      try #require(mknod(null, mode_t(S_IFCHR) | 0o666, dev_t((1 << 8) | 3)) == 0)
      let convert = inspect("convert", scratch.input, "-o", null, "--to", "xml")
      #expect(convert.status == 0)
      #expect(convert.error == "")
      let patch = inspect(
        "patch", scratch.input, "-o", null, "--to", "xml", "--report", null + "-report")
      #expect(patch.status == 0)
      let layout = inspect("layout", scratch.input, "-o", null, "--to", "xml")
      #expect(layout.error == "")
      let after = try status(null)
      #expect(after.st_mode & mode_t(S_IFMT) == mode_t(S_IFCHR))
      #expect(after.st_rdev == dev_t((1 << 8) | 3))
      #expect(try scratch.temporaries() == [])
    }
  #endif

  @Test func aFIFOIsWrittenNotReplaced() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let fifo = scratch.path("pipe")
    try #require(mkfifo(fifo, 0o644) == 0)
    let received = Received()
    let reader = Thread {
      received.data = FileHandle(forReadingAtPath: fifo)?.readDataToEndOfFile()
      received.done.signal()
    }
    reader.start()
    let run = inspect("convert", scratch.input, "-o", fifo, "--to", "xml")
    #expect(run.status == 0)
    #expect(run.error == "")
    #expect(received.done.wait(timeout: .now() + 20) == .success)
    let text = String(decoding: received.data ?? Data(), as: UTF8.self)
    #expect(text.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<hierarchy"))
    #expect(try type(fifo) == mode_t(S_IFIFO))
  }

  @Test func aSymbolicLinkIsFollowedAndStaysALink() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let target = scratch.path("target.xml")
    try scratch.original.write(to: URL(fileURLWithPath: target))
    try #require(chmod(target, 0o640) == 0)
    let link = scratch.path("link.xml")
    try #require(symlink("target.xml", link) == 0)
    // In place through the link: the target is patched, the link is still the link.
    let run = inspect("patch", link, "--in-place")
    #expect(run.status == 0)
    #expect(try type(link) == mode_t(S_IFLNK))
    #expect(try String(decoding: scratch.data("target.xml"), as: UTF8.self).contains("<patch "))
    #expect(try status(target).st_mode & 0o7777 == 0o640)
    #expect(try scratch.temporaries() == [])
  }

  @Test func aDanglingLinkCreatesItsTarget() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let link = scratch.path("link.xml")
    try #require(symlink("made.xml", link) == 0)
    let run = inspect("convert", scratch.input, "-o", link)
    #expect(run.status == 0)
    #expect(try type(link) == mode_t(S_IFLNK))
    #expect(try String(decoding: scratch.data("made.xml"), as: UTF8.self).hasPrefix("<?xml"))
  }

  @Test func aLinkLoopIsAnError() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let link = scratch.path("loop.xml")
    try #require(symlink("loop.xml", link) == 0)
    let run = inspect("convert", scratch.input, "-o", link)
    #expect(run.status == 1)
    #expect(run.error == "\(link): error: cannot write: too many levels of symbolic links\n")
  }

  @Test func aHardLinkIsReplacedUnderThisNameOnlyWithAWarning() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let other = scratch.path("other.xml")
    try #require(link(scratch.input, other) == 0)
    let run = inspect("patch", scratch.input, "--in-place")
    #expect(run.status == 0)
    #expect(
      run.error.contains(
        "\(scratch.input): warning: the file had 1 other hard link, which keeps the old content"
      ))
    #expect(try scratch.data("other.xml") == scratch.original)
    #expect(try String(decoding: scratch.data("input.xml"), as: UTF8.self).contains("<patch "))
    #expect(try status(scratch.input).st_nlink == 1)
  }

  @Test func theModeAndTheOwnerAreKept() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let secret = scratch.path("secret.xml")
    try Data("old".utf8).write(to: URL(fileURLWithPath: secret))
    try #require(chmod(secret, 0o600) == 0)
    if isRoot { try #require(chown(secret, 1234, 5678) == 0) }
    #expect(inspect("convert", scratch.input, "-o", secret).status == 0)
    let after = try status(secret)
    #expect(after.st_mode & 0o7777 == 0o600)
    if isRoot {
      #expect(after.st_uid == 1234)
      #expect(after.st_gid == 5678)
    }
    #expect(try String(decoding: scratch.data("secret.xml"), as: UTF8.self).hasPrefix("<?xml"))
    // In place, too.
    try #require(chmod(scratch.input, 0o600) == 0)
    #expect(inspect("patch", scratch.input, "--in-place").status == 0)
    #expect(try status(scratch.input).st_mode & 0o7777 == 0o600)
  }

  @Test func aReadOnlyInputIsRefusedUnlessForced() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    try #require(chmod(scratch.input, 0o444) == 0)
    let refused = inspect("patch", scratch.input, "--in-place")
    #expect(refused.status == 1)
    #expect(
      refused.error.hasSuffix(
        "\(scratch.input): error: cannot write: the file is read-only (use '--force' to "
          + "replace it)\n"))
    #expect(try scratch.data("input.xml") == scratch.original)
    let forced = inspect("patch", scratch.input, "--in-place", "--force")
    #expect(forced.status == 0)
    #expect(try String(decoding: scratch.data("input.xml"), as: UTF8.self).contains("<patch "))
    #expect(try status(scratch.input).st_mode & 0o7777 == 0o444)
  }

  @Test(arguments: ["missing/report.txt", "folder", "readonly.txt"])
  func aFailingReportLeavesTheInputAsItWas(report name: String) throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    try FileManager.default.createDirectory(
      atPath: scratch.path("folder"), withIntermediateDirectories: false)
    try Data("kept".utf8).write(to: URL(fileURLWithPath: scratch.path("readonly.txt")))
    try #require(chmod(scratch.path("readonly.txt"), 0o444) == 0)
    let inode = try status(scratch.input).st_ino
    let report = scratch.path(name)
    let run = inspect("patch", scratch.input, "--in-place", "--report", report)
    #expect(run.status == 1)
    #expect(run.error.contains("\(report): error: cannot write the report: "))
    #expect(try scratch.data("input.xml") == scratch.original)
    #expect(try status(scratch.input).st_ino == inode)
    #expect(try scratch.data("readonly.txt") == Data("kept".utf8))
    #expect(try scratch.temporaries() == [])
  }

  @Test func standardOutputIsADash() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let run = inspect("patch", scratch.input, "-o", "-", "--report", scratch.path("r.txt"))
    #expect(run.status == 0)
    #expect(run.output.hasPrefix("<?xml"))
    #expect(try String(decoding: scratch.data("r.txt"), as: UTF8.self).contains("removed "))
  }
}

/// What a reader thread received.
private final class Received: @unchecked Sendable {
  var data: Data?
  let done = DispatchSemaphore(value: 0)
}

/// The built binary, stopped half-way through a write: the report goes to a FIFO no one reads
/// yet, so the process blocks there with the patched dump already staged beside its target.
@Suite(
  .enabled(
    if: inspectBinary != nil,
    "the built 'inspect' binary is not beside the test bundle; run 'swift build' first"))
struct InterruptedWriteTests {
  /// Starts `inspect patch ARGUMENTS --report FIFO` and waits until its temporary file exists.
  private func startBlocked(_ scratch: Scratch, _ arguments: [String]) throws -> (
    Process, Pipe, String
  ) {
    let fifo = scratch.path("report.fifo")
    try #require(mkfifo(fifo, 0o644) == 0)
    let process = Process()
    let binary: URL = try #require(inspectBinary)
    process.executableURL = binary
    process.arguments = ["patch"] + arguments + ["--report", fifo]
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let deadline = Date().addingTimeInterval(30)
    while try scratch.temporaries().isEmpty {
      try #require(Date() < deadline, "no temporary file appeared")
      try #require(process.isRunning, "inspect ended before writing")
      usleep(10_000)
    }
    return (process, errors, fifo)
  }

  /// Waits for the process to end; one that does not within 30 s is killed and fails the test.
  private func waitForExit(_ process: Process) throws {
    let deadline = Date().addingTimeInterval(30)
    while process.isRunning && Date() < deadline { usleep(10_000) }
    if process.isRunning {
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      Issue.record("inspect did not end within 30 s")
    }
    process.waitUntilExit()
  }

  @Test(arguments: [SIGTERM, SIGINT, SIGHUP, SIGPIPE, SIGQUIT, SIGUSR1])
  func aSignalRemovesTheTemporaryFile(signal: Int32) throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let output = scratch.path("out.xml")
    let (process, _, _) = try startBlocked(scratch, [scratch.input, "-o", output])
    #expect(try scratch.temporaries() == [".out.xml.inspect-\(process.processIdentifier).tmp"])
    kill(process.processIdentifier, signal)
    try waitForExit(process)
    #expect(process.terminationReason == .uncaughtSignal)
    #expect(process.terminationStatus == signal)
    #expect(try scratch.temporaries() == [])
    #expect(!FileManager.default.fileExists(atPath: output))
    #expect(try scratch.data("input.xml") == scratch.original)
  }

  @Test func anInputChangedDuringTheRunIsNotOverwritten() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let (process, errors, fifo) = try startBlocked(scratch, [scratch.input, "--in-place"])
    // The user saves an edit while inspect is writing.
    let edited = scratch.original + Data("<!-- edited -->\n".utf8)
    try edited.write(to: URL(fileURLWithPath: scratch.input))
    let report = FileHandle(forReadingAtPath: fifo)?.readDataToEndOfFile() ?? Data()
    try waitForExit(process)
    let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    #expect(process.terminationReason == .exit)
    #expect(process.terminationStatus == 1)
    #expect(
      message
        == "\(scratch.input): error: the file changed while inspect was running: it is not "
        + "overwritten\n")
    #expect(String(decoding: report, as: UTF8.self).contains("removed "))
    #expect(try scratch.data("input.xml") == edited)
    #expect(try scratch.temporaries() == [])
  }
}
