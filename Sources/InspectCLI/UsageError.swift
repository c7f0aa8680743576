/// A command line that does not parse: reported with the synopsis, exit status 64 (EX_USAGE).
public struct UsageError: Error, Sendable, Equatable {
  public var message: String
  /// The command whose synopsis to print, nil for the top level.
  public var command: String?
  public init(_ message: String, command: String? = nil) {
    self.message = message
    self.command = command
  }
}

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
