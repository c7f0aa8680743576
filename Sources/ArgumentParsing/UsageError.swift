/// A command line that does not parse: reported with the synopsis, exit status 64 (EX_USAGE).
package struct UsageError: Error, Sendable, Equatable {
  package var message: String
  /// The command whose synopsis to print, nil for the top level.
  package var command: String?
  package init(_ message: String, command: String? = nil) {
    self.message = message
    self.command = command
  }
}
