import ArgumentParsing
import TerminalOutput

/// The command line whose runs `inspect test` compares with the goldens, as the program gives
/// it: this module runs cases and reads golden names, and knows no command of its own.
package struct CommandLineUnderTest: Sendable {
  /// Runs a command line (without the program's name) in-process on these streams; returns
  /// its exit status.
  package var run: @Sendable ([String], StandardStreams) -> Int32
  /// The option table of the command of this name (a golden's modifiers are its options
  /// without their dashes), nil when there is no such command.
  package var options: @Sendable (String) -> [Option]?
  /// The patches `patch --patch` takes: a golden named for one (`pin-gap0`) runs that patch.
  package var patches: [String]

  package init(
    run: @escaping @Sendable ([String], StandardStreams) -> Int32,
    options: @escaping @Sendable (String) -> [Option]?, patches: [String]
  ) {
    self.run = run
    self.options = options
    self.patches = patches
  }
}
