/// A failure already explained, held in its parts (`Diagnostic`): printed as it is, exit
/// status 1.
package struct CommandFailure: Error, Sendable, Equatable, CustomStringConvertible {
  package var diagnostic: Diagnostic

  package init(_ diagnostic: Diagnostic) { self.diagnostic = diagnostic }

  /// An error about a file, or with no file the program's own (`inspect: error: …`).
  package init(file: String?, _ message: String, details: [String] = []) {
    diagnostic = Diagnostic(file: file, message, details: details)
  }

  /// The message as standard error shows it: `nav.xml: error: …`.
  package var message: String { diagnostic.text }
  package var description: String { diagnostic.text }
}
