/// A failure already explained, held in its parts (`Diagnostic`): printed as it is, exit
/// status 1.
public struct CommandFailure: Error, Sendable, Equatable, CustomStringConvertible {
  var diagnostic: Diagnostic

  init(_ diagnostic: Diagnostic) { self.diagnostic = diagnostic }

  /// An error about a file, or with no file the program's own (`inspect: error: …`).
  init(file: String?, _ message: String, details: [String] = []) {
    diagnostic = Diagnostic(file: file, message, details: details)
  }

  /// The message as standard error shows it: `nav.xml: error: …`.
  public var message: String { diagnostic.text }
  public var description: String { diagnostic.text }
}
