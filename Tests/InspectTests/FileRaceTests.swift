// File races of the probe (issue 19, ../shared/fuzz/probe): `--in-place` on a FIFO or a
// device refused before reading, an output that is the input refused, a golden that leaves
// its case folder refused, and `test --record` on a full disk.
import Foundation
import TestSupport
import Testing

@testable import InspectCLI

/// A scratch folder holding the beta bar as `a.xml`, removed at the end of the test.
private struct Scratch {
  let url = FileManager.default.temporaryDirectory
    .appendingPathComponent("inspect-race-\(UUID().uuidString)")
  let bar: Data
  init() throws {
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    bar = try Fixture("ios11-beta-bar").data("input.xml")
    try bar.write(to: URL(fileURLWithPath: path("a.xml")))
  }
  func path(_ name: String) -> String { url.appendingPathComponent(name).path }
  func data(_ name: String) -> Data? { FileManager.default.contents(atPath: path(name)) }
  func remove() { try? FileManager.default.removeItem(at: url) }
}

@Suite struct FileRaceTests {
  /// A FIFO is refused before it is read: without the check, `patch` read the FIFO (here it
  /// would wait for a writer forever) and then blocked opening it to write. The built binary
  /// runs it, so that a hang fails the test instead of stopping the suite.
  @Test(.enabled(if: inspectBinary != nil, "the built 'inspect' binary is not beside the tests"))
  func inPlaceRefusesAFIFOBeforeReadingIt() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let fifo = scratch.path("ff")
    try #require(mkfifo(fifo, 0o644) == 0)
    let process = Process()
    let binary: URL = try #require(inspectBinary)
    process.executableURL = binary
    process.arguments = ["patch", fifo, "--in-place"]
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let deadline = Date().addingTimeInterval(20)
    while process.isRunning && Date() < deadline { usleep(10_000) }
    if process.isRunning {
      kill(process.processIdentifier, SIGKILL)
      Issue.record("patch --in-place on a FIFO was still running after 20 s")
    }
    process.waitUntilExit()
    let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    #expect(process.terminationStatus == 1)
    #expect(
      message
        == "\(fifo): error: '--in-place' replaces a regular file, and this is not one: nothing "
        + "read\n")
  }

  /// A device (a copy of /dev/null, made as root) is refused as a FIFO is, not read as empty.
  @Test(.enabled(if: geteuid() == 0, "mknod needs root"))
  func inPlaceRefusesADevice() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let device = scratch.path("nulldev")
    try #require(mknod(device, mode_t(S_IFCHR) | 0o666, dev_t((1 << 8) | 3)) == 0)
    let run = inspect("patch", device, "--in-place")
    #expect(run.status == 1)
    #expect(run.error.contains("'--in-place' replaces a regular file, and this is not one"))
  }

  /// A picture, a page or a report aimed at the input (by its name or through a link) is
  /// refused and the input is left as it was; a dump written over its input is not (`patch -o
  /// a.xml` is an explicit in-place).
  @Test(arguments: [
    ["render", "a.xml", "-o", "a.xml"], ["report", "a.xml", "-o", "link.xml"],
    ["patch", "a.xml", "-o", "out.xml", "--report", "a.xml"],
    ["patch", "a.xml", "-o", "out.xml", "--svg", "a.xml"],
    ["diff", "b.xml", "a.xml", "--svg", "a.xml"],
  ])
  func anOutputThatIsTheInputIsRefused(arguments: [String]) throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    try scratch.bar.write(to: URL(fileURLWithPath: scratch.path("b.xml")))
    try FileManager.default.createSymbolicLink(
      atPath: scratch.path("link.xml"), withDestinationPath: scratch.path("a.xml"))
    let paths = arguments.map { $0.hasSuffix(".xml") ? scratch.path($0) : $0 }
    let run = inspectRun(paths)
    #expect(run.status == 64, "\(run.error)")
    #expect(run.error.contains("would replace the input with what is made from it"))
    #expect(scratch.data("a.xml") == scratch.bar)
    #expect(scratch.data("out.xml") == nil)
  }

  /// A golden that is a link out of its case folder is neither read (its lines printed in a
  /// diff) nor recorded through; a link to a file of the case is the case's.
  @Test func aGoldenOutsideItsCaseIsRefused() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let cases = scratch.path("cases")
    try FileManager.default.createDirectory(
      atPath: cases + "/c1", withIntermediateDirectories: true)
    try scratch.bar.write(to: URL(fileURLWithPath: cases + "/c1/input.xml"))
    let secret = scratch.path("precious.txt")
    try Data("SECRET-LINE\n".utf8).write(to: URL(fileURLWithPath: secret))
    try FileManager.default.createSymbolicLink(
      atPath: cases + "/c1/expected.show.txt", withDestinationPath: secret)
    let run = inspect("test", cases)
    #expect(run.status == 1)
    #expect(!run.output.contains("SECRET"))
    #expect(
      run.output.contains(
        "expected.show.txt: a symbolic link to '\(secret)', outside the case folder: not read, not recorded"
      ))
    let record = inspect("test", cases, "--record")
    #expect(record.status == 1)
    #expect(scratch.data("precious.txt") == Data("SECRET-LINE\n".utf8))
  }

  /// `test --record` on a full file system (a 200 KB tmpfs, as root): the error says "no space
  /// left on device", a patch's dump and report are written both or neither, and the
  /// summary counts the case that recorded something.
  @Test(.enabled(if: geteuid() == 0, "mounting a tmpfs needs root"))
  func recordingOnAFullDiskWritesPairsWholeAndSaysWhy() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let disk = scratch.path("disk")
    try FileManager.default.createDirectory(atPath: disk, withIntermediateDirectories: true)
    guard
      (try? runProgram("mount", ["-t", "tmpfs", "-o", "size=200k", "tmpfs", disk]))?.status
        == 0
    else { return }  // no mount here (a container without the capability)
    defer { _ = try? runProgram("umount", [disk]) }
    try FileManager.default.createDirectory(
      atPath: disk + "/case", withIntermediateDirectories: true)
    try scratch.bar.write(to: URL(fileURLWithPath: disk + "/case/input.xml"))
    var info = statvfs()
    try #require(statvfs(disk, &info) == 0)
    let free = Int(info.f_bavail) * Int(info.f_bsize)
    // 16 KB left: the show and layout goldens fit, the patched dump (about 11 KB) with its
    // report does not.
    try Data(count: free - 16 * 1024).write(to: URL(fileURLWithPath: disk + "/filler"))
    let run = inspect("test", disk, "--record")
    #expect(run.status == 1)
    #expect(
      run.output.contains(
        "expected.pin.report.txt, expected.pin.xml: not recorded: cannot write expected.pin.xml: "
          + "no space left on device"), "\(run.output)")
    let files = try FileManager.default.contentsOfDirectory(atPath: disk + "/case")
    #expect(
      files.contains("expected.pin.xml") == files.contains("expected.pin.report.txt"), "\(files)")
    #expect(!files.contains { $0.hasSuffix(".tmp") }, "\(files)")
    let recorded = files.filter { $0.hasPrefix("expected.") }.count
    #expect(recorded > 0, "\(files)")
    #expect(run.output.hasSuffix(", 1 recorded\n"), "\(run.output)")
    #expect(run.output.contains("recorded disk/case: expected.layout.txt (new)"))
  }
}
