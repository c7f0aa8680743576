import Foundation

/// A file that cannot be read or written, and why (`out.xml: error: cannot write: …`); or,
/// passed to a `warn` closure, what was written but not as asked.
package struct FileError: Error, Sendable, Equatable {
  /// The file as the user named it; nil for the program's own (`the output file name is
  /// empty`).
  package var file: String?
  package var message: String

  package init(file: String?, _ message: String) {
    self.file = file
    self.message = message
  }

  /// `strerror`'s words, lowercased: `no space left on device`.
  package static func message(errno code: Int32) -> String {
    let text = String(cString: strerror(code))
    guard let first = text.first else { return text }
    return first.lowercased() + text.dropFirst()
  }
}

extension FileError {
  /// The POSIX reason under a Foundation file error, as `strerror` words it, lowercased
  /// (`no such file or directory`, `permission denied`).
  package static func reason(_ error: any Error) -> String {
    let nsError = error as NSError
    if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? any Error {
      let posix = underlying as NSError
      if posix.domain == NSPOSIXErrorDomain { return message(errno: Int32(posix.code)) }
    }
    if nsError.domain == NSPOSIXErrorDomain { return message(errno: Int32(nsError.code)) }
    return nsError.localizedFailureReason ?? nsError.localizedDescription
  }
}
