import ArgumentParsing
import TerminalOutput

/// The command line whose runs `inspect test` compares with the goldens, as the program gives
/// it: this module runs cases and reads golden names, and knows no command of its own. The
/// program says which commands a golden may be named for, which options a golden's format
/// stands for, and what a case without goldens expects.
package struct CommandLineUnderTest: Sendable {
  /// Runs a command line (without the program's name) in-process on these streams; returns
  /// its exit status.
  package var run: @Sendable ([String], StandardStreams) -> Int32
  /// The option table of the command of this name (a golden's modifiers are its options
  /// without their dashes), nil when there is no such command.
  package var options: @Sendable (String) -> [Option]?
  /// The commands a golden may be named for (`show`, `layout`, …).
  package var commands: [String]
  /// The patches a golden may be named for, and the command and option that apply one: a
  /// golden named for a patch (`pin-gap0`) runs `patch --patch pin --gap 0`.
  package var patches: Patches
  /// The options that make a run write a golden's format on its stream (`--format json`,
  /// `--to xml`, `-o -`; none for the command's own), or nil when the command writes no
  /// such format there: `(command, stream, format)`.
  package var formatArguments: @Sendable (String, Golden.Stream, String) -> [String]?
  /// The options a modifier may not name: those the format, the input and the outputs are
  /// given by (`formatArguments`, the standard input, the streams).
  package var fixedOptions: Set<String>
  /// Modifiers that stand for several options, by command (`show-all`: `--guides
  /// --constraints`).
  package var shorthands: @Sendable (String) -> [(String, [String])]
  /// The goldens a case without any expects (`--record` writes them).
  package var defaults: [String]

  /// What `patches` names.
  package struct Patches: Sendable {
    package var names: [String]
    /// The command that applies a patch, and its option that names it.
    package var command: String
    package var option: String

    package init(_ names: [String], command: String, option: String) {
      self.names = names
      self.command = command
      self.option = option
    }
  }

  package init(
    run: @escaping @Sendable ([String], StandardStreams) -> Int32,
    options: @escaping @Sendable (String) -> [Option]?, commands: [String],
    patches: Patches = Patches([], command: "", option: ""),
    formatArguments: @escaping @Sendable (String, Golden.Stream, String) -> [String]?,
    fixedOptions: Set<String> = [],
    shorthands: @escaping @Sendable (String) -> [(String, [String])] = { _ in [] },
    defaults: [String] = []
  ) {
    self.run = run
    self.options = options
    self.commands = commands
    self.patches = patches
    self.formatArguments = formatArguments
    self.fixedOptions = fixedOptions
    self.shorthands = shorthands
    self.defaults = defaults
  }
}
