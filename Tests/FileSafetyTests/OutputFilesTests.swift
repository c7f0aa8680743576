import FileSafety
import Foundation
import Testing

/// `OutputFiles.write` on its own, without the command line: all outputs or none, `-` to the
/// caller's standard output, a warning through the caller's `warn` (docs/output-files.md).
@Suite final class OutputFilesTests {
  /// A fresh folder under the temporary directory for each test, removed when it ends.
  let folder: String

  init() throws {
    folder = NSTemporaryDirectory() + "FileSafetyTests-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(atPath: folder) }

  func contents(_ path: String) -> String? {
    FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
  }

  @Test func everyOutputIsWrittenAndDashIsTheCallersStandardOutput() throws {
    var printed = Data()
    try OutputFiles.write(
      [
        PendingOutput(path: folder + "/a.txt", data: Data("a".utf8)),
        PendingOutput(path: "-", data: Data("b".utf8)),
      ], force: false, standardOutput: { printed += $0 }, warn: { _ in })
    #expect(contents(folder + "/a.txt") == "a")
    #expect(String(decoding: printed, as: UTF8.self) == "b")
  }

  /// An output of several `writeChunk`s and a part of one is written whole, byte for byte.
  @Test func aLargeOutputIsWrittenWhole() throws {
    let data = Data((0..<(3 * writeChunk + 12_345)).map { UInt8(truncatingIfNeeded: $0 * 7) })
    try OutputFiles.write(
      [PendingOutput(path: folder + "/large.bin", data: data)], force: false,
      standardOutput: { _ in }, warn: { _ in })
    #expect(FileManager.default.contents(atPath: folder + "/large.bin") == data)
  }

  /// The second output's folder does not exist: the first file is left as it was.
  @Test func oneFailureWritesNothing() throws {
    try Data("old".utf8).write(to: URL(fileURLWithPath: folder + "/report.txt"))
    #expect(
      throws: FileError(
        file: folder + "/missing/dump.xml",
        "cannot write the dump: no such directory '\(folder)/missing'")
    ) {
      try OutputFiles.write(
        [
          PendingOutput(path: folder + "/report.txt", data: Data("new".utf8), role: "the report"),
          PendingOutput(path: folder + "/missing/dump.xml", data: Data(), role: "the dump"),
        ], force: false, standardOutput: { _ in }, warn: { _ in })
    }
    #expect(contents(folder + "/report.txt") == "old")
    let left = try FileManager.default.contentsOfDirectory(atPath: folder)
    #expect(left == ["report.txt"], "a temporary file was left behind")
  }

  @Test func aFileWithAnotherHardLinkIsReplacedWithAWarning() throws {
    try Data("old".utf8).write(to: URL(fileURLWithPath: folder + "/a.txt"))
    #expect(link(folder + "/a.txt", folder + "/b.txt") == 0)
    var warnings: [FileError] = []
    try OutputFiles.write(
      [PendingOutput(path: folder + "/a.txt", data: Data("new".utf8))], force: false,
      standardOutput: { _ in }, warn: { warnings.append($0) })
    #expect(contents(folder + "/a.txt") == "new")
    #expect(contents(folder + "/b.txt") == "old")
    #expect(warnings.map(\.file) == [folder + "/a.txt"])
    #expect(warnings.first?.message.hasPrefix("the file had 1 other hard link") == true)
  }
}
