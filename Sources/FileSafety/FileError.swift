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
