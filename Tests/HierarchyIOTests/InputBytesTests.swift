import Foundation
import Testing

@testable import HierarchyIO

/// Every input stops at the first byte that cannot be text, and at the 2 GB limit (issue 19,
/// the probe's device-unbounded-read.sh: 2.2 GB of zeros on standard input were read whole
/// before "not text" at byte 1, and a device was read until the kernel killed inspect).
struct InputBytesTests {
  /// A pipe whose writer never stops (as /dev/zero, as `yes`): the read ends at the first
  /// byte that is never text, and the reader refuses it there.
  @Test func aStreamOfZerosStopsAtTheFirstByte() throws {
    let zero = try FileHandle(forReadingFrom: URL(fileURLWithPath: "/dev/zero"))
    defer { try? zero.close() }
    let data = try InputBytes.read(descriptor: zero.fileDescriptor, source: "<stdin>")
    #expect(data.count <= 1 << 20)
    #expect(data.last == 0)
    var warnings: [ReadWarning] = []
    let error = #expect(throws: ReadError.self) {
      try Document(data: data, source: "<stdin>", warnings: &warnings)
    }
    #expect(error?.description.hasPrefix("<stdin>:1:1: error: not text (the byte 0x00)") == true)
  }

  /// Text, then a control byte several chunks in: read to the byte, and no further.
  @Test func aFileStopsAtItsFirstControlByte() throws {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("inspect-input-bytes-\(getpid()).txt")
    defer { try? FileManager.default.removeItem(at: url) }
    let line = Data("<UIView: 0x1; frame = (0 0; 1 1)>\n".utf8)
    var file = Data()
    while file.count < 3 << 20 { file.append(line) }
    let cut = file.count
    file.append(contentsOf: [0x41, 0x1B, 0x42] + Array(repeating: 0x43, count: 2 << 20))
    try file.write(to: url)
    let data = try InputBytes.read(path: url.path, source: "t")
    #expect(data == file.prefix(cut + 2))
  }

  /// UTF-16 holds NUL bytes in its characters: it is read whole.
  @Test func utf16IsReadWhole() throws {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("inspect-input-utf16-\(getpid()).txt")
    defer { try? FileManager.default.removeItem(at: url) }
    let file =
      Data([0xFF, 0xFE]) + "<UIView: 0x1; frame = (0 0; 1 1)>".data(using: .utf16LittleEndian)!
    try file.write(to: url)
    #expect(try InputBytes.read(path: url.path, source: "t") == file)
  }

  /// Past the limit, one located error and nothing read (the limit is 2 GB; a smaller one
  /// here, as a device of text would reach it).
  @Test func pastTheLimitIsAnError() throws {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("inspect-input-limit-\(getpid()).txt")
    defer { try? FileManager.default.removeItem(at: url) }
    try Data(repeating: UInt8(ascii: "a"), count: 4 << 20).write(to: url)
    let handle = try FileHandle(forReadingFrom: url)
    defer { try? handle.close() }
    let error = #expect(throws: ReadError.self) {
      try InputBytes.read(descriptor: handle.fileDescriptor, source: "dev", limit: 3 << 20)
    }
    #expect(error?.description.hasPrefix("dev:1:1: error: the input is larger than 2 GB") == true)
    #expect(ReadLimits.inputBytes == 2_147_483_647)
  }

  /// The scan eight bytes at a time finds the first byte that is never text wherever it is
  /// (among tabs and line ends, which are text, at each offset of a word and in the tail).
  @Test func theFirstByteThatIsNeverTextIsFoundAtEveryOffset() {
    let text: [UInt8] = [0x41, 0x09, 0x0A, 0x0D, 0x20, 0xC3, 0x80]
    for length in 1..<40 {
      for position in 0..<length {
        for byte: UInt8 in [0x00, 0x01, 0x1B, 0x1F] {
          var bytes = (0..<length).map { text[$0 % text.count] }
          bytes[position] = byte
          let data = Data(bytes)
          #expect(InputBytes.firstNeverText(in: data, from: 0) == position)
          #expect(InputBytes.firstNeverText(in: data, from: position + 1) == nil)
        }
      }
    }
  }
}
