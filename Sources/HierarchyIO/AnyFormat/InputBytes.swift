import Foundation
import XMLFormat

/// Reading an input's bytes (a file, standard input, a pipe, a FIFO, a device) with the limits
/// every input has (docs/format.md, "Bad input"): at most `ReadLimits.inputBytes`, and no
/// further than the first byte that cannot be text (`ReadLimits.isNeverText`), which the
/// format's reader then refuses at its place (`not text (the byte 0x00)`). A device that never
/// ends, or gigabytes of zeros on standard input, cost one read, not all of memory.
public enum InputBytes {
  /// The bytes of the open file `descriptor`, read to its end.
  /// - Parameter limit: `ReadLimits.inputBytes`; smaller in tests.
  /// - Throws: `ReadError` at `source:1:1` past the limit; the read's own error (an `NSError`
  ///   of `NSPOSIXErrorDomain`) when the file cannot be read.
  public static func read(
    descriptor: Int32, source: String, limit: Int = ReadLimits.inputBytes
  ) throws -> Data {
    var data = Data()
    // A file's size, known beforehand, spares the copies of a growing buffer.
    var status = stat()
    if fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG, status.st_size > 0 {
      data.reserveCapacity(min(Int(status.st_size), limit) + 1)
    }
    var buffer = [UInt8](repeating: 0, count: chunk)
    // Whether a byte that is never text ends the input: decided once four bytes are read,
    // false for UTF-16 and UTF-32 (by mark or pattern) and an encoding an XML declaration
    // names, whose characters may hold such bytes.
    var stopsAtControls: Bool?
    var scanned = 0
    while true {
      let count = buffer.withUnsafeMutableBytes {
        Foundation.read(descriptor, $0.baseAddress, chunk)
      }
      if count < 0 {
        if errno == EINTR { continue }
        throw NSError(domain: NSPOSIXErrorDomain, code: Int(errno))
      }
      if count == 0 { return data }
      guard data.count + count <= limit else {
        throw ReadError(
          .other(ReadLimits.inputTooLarge), at: SourceLocation(file: source, line: 1, column: 1))
      }
      buffer.withUnsafeBufferPointer { data.append($0.baseAddress!, count: count) }
      if stopsAtControls == nil, data.count >= 4 { stopsAtControls = mayStopAtControls(data) }
      guard stopsAtControls == true else { continue }
      if let index = firstNeverText(in: data, from: scanned) {
        data.removeSubrange((index + 1)...)
        return data
      }
      scanned = data.count
    }
  }

  /// The offset of the first byte from `start` that is never text, by pointer: a `Data`
  /// slice's `firstIndex(where:)` took a quarter of `validate`'s time on a 12 MB dump. Eight
  /// bytes at a time past those with no byte below 0x20 (most of a line).
  static func firstNeverText(in data: Data, from start: Int) -> Int? {
    data.withUnsafeBytes { raw in
      let bytes = raw.bindMemory(to: UInt8.self)
      var index = start
      while index + 8 <= bytes.count {
        let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
        // Not zero when a byte is below 0x20 (`byte - 0x20` borrows; a byte from 0x80 does
        // not count): then the eight are looked at one by one.
        if (word &- 0x2020_2020_2020_2020) & ~word & 0x8080_8080_8080_8080 != 0 {
          for offset in index..<index + 8 where ReadLimits.isNeverText(bytes[offset]) {
            return offset
          }
        }
        index += 8
      }
      while index < bytes.count {
        if ReadLimits.isNeverText(bytes[index]) { return index }
        index += 1
      }
      return nil
    }
  }

  /// The bytes of the file at `path`, read to its end (`read(descriptor:source:)`).
  public static func read(path: String, source: String) throws -> Data {
    let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
    defer { try? handle.close() }
    return try read(descriptor: handle.fileDescriptor, source: source)
  }

  /// One read's size.
  static let chunk = 1 << 20

  /// Whether the input is in an encoding whose every byte below 0x20 other than tab and the
  /// line ends is not text: UTF-8 or another ASCII-compatible one, with no XML declaration
  /// naming an encoding (ISO-2022-JP writes ESC).
  static func mayStopAtControls(_ head: Data) -> Bool {
    head.prefix(256).withUnsafeBytes { raw in
      guard TextEncoding.sniff(raw).name == nil else { return false }
      guard let (name, _) = TextEncoding.declaredEncoding(raw) else { return true }
      return ["UTF-8", "UTF8"].contains(name.uppercased())
    }
  }
}
