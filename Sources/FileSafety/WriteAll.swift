import Foundation

/// Writes all of `data` to a file descriptor, retrying short writes and `EINTR`, a megabyte
/// at a time: one `write` of a whole 86 MB dump took Linux up to 0.69 s of system time to copy
/// into the page cache, a megabyte at a time 0.02–0.04 s (Benchmarks/windowbench/RESULTS.md,
/// "Reading and writing, 2026-12-05 (12:55–14:35)").
/// - Returns: nil, or the `errno` of the write that failed.
package func writeAll(_ data: Data, to descriptor: Int32) -> Int32? {
  data.withUnsafeBytes { buffer -> Int32? in
    guard let base = buffer.baseAddress else { return nil }
    var offset = 0
    while offset < buffer.count {
      let written = write(descriptor, base + offset, min(buffer.count - offset, writeChunk))
      if written < 0 {
        if errno == EINTR { continue }
        return errno
      }
      offset += written
    }
    return nil
  }
}

/// The most bytes `writeAll` hands one `write`.
package let writeChunk = 1 << 20
