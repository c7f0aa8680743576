import Foundation

/// Writes all of `data` to a file descriptor, retrying short writes and `EINTR`.
/// - Returns: nil, or the `errno` of the write that failed.
package func writeAll(_ data: Data, to descriptor: Int32) -> Int32? {
  data.withUnsafeBytes { buffer -> Int32? in
    guard let base = buffer.baseAddress else { return nil }
    var offset = 0
    while offset < buffer.count {
      let written = write(descriptor, base + offset, buffer.count - offset)
      if written < 0 {
        if errno == EINTR { continue }
        return errno
      }
      offset += written
    }
    return nil
  }
}
