/// One subcommand of `inspect`: its name, one-line summary, help text and behaviour.
protocol Command: Sendable {
  static var name: String { get }
  /// One line for `inspect --help`.
  static var summary: String { get }
  /// The synopsis line(s): `inspect show DUMP [--constraints] …`.
  static var synopsis: String { get }
  /// The full `inspect NAME --help` text after the synopsis.
  static var help: String { get }
  /// The flags and options the command accepts (`--help` is added for every command).
  static var spec: Arguments.Spec { get }
  /// Runs the command; returns the exit status (`Inspect.success`, `.failure`, or `.usage`
  /// for a bad argument found late, as `find`'s XPath). Throws `UsageError` (64),
  /// `ReadError` / `CommandFailure` / other errors (1), printed as they describe themselves.
  static func run(_ arguments: Arguments, io: StandardStreams) throws -> Int32
}

/// Every subcommand, in the order `inspect --help` lists them.
let commands: [any Command.Type] = [
  ShowCommand.self, FindCommand.self, ValidateCommand.self, LayoutCommand.self,
  PatchCommand.self, DiffCommand.self, ConvertCommand.self,
]

/// The options every command that reads a dump accepts.
let inputOptions = Arguments.Spec(flags: ["--strict"], options: ["--from": 1])

extension Arguments.Spec {
  /// This spec plus another's flags and options.
  func merging(_ other: Arguments.Spec) -> Arguments.Spec {
    Arguments.Spec(
      flags: flags.union(other.flags), options: options.merging(other.options) { a, _ in a })
  }
}
