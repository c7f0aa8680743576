/// The exit statuses of every command (docs/cli.md, "Exit status").
package enum ExitStatus {
  package static let success: Int32 = 0
  /// A failure, or findings at the error level.
  package static let failure: Int32 = 1
  /// `EX_USAGE` of sysexits(3), as swift-argument-parser uses it: a command line that does
  /// not parse.
  package static let usage: Int32 = 64
}
