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

/// A failure already explained: the message is printed as is, exit status 1.
public struct CommandFailure: Error, Sendable, Equatable, CustomStringConvertible {
  public var message: String
  public init(_ message: String) { self.message = message }
  public var description: String { message }
}
