/// A subcommand as its table and prose describe it: what parsing, `--help`, the synopsis,
/// shell completion and the manual page are made from (`Usage`, `Completion`, `ManPage`).
package protocol CommandTable: Sendable {
  static var name: String { get }
  /// One line for the program's `--help`, lowercase, no final period.
  static var summary: String { get }
  /// What the command does: the paragraphs of its help before the arguments.
  static var about: String { get }
  static var positionals: [Positional] { get }
  /// The command's options, in the order help lists them (`-h, --help` is added).
  static var options: [Option] { get }
  /// Groups of options of which at most one may be given; the first group holding an option
  /// is shown as `[-o OUT | --out-dir DIR | --in-place]` in the synopsis.
  static var exclusive: [[Option]] { get }
  /// Paragraphs after the options: exit status, notes.
  static var notes: String { get }
  /// Command lines shown under "examples:", each starting with the program's name.
  static var examples: [String] { get }
  /// Its repeating positional is run as a batch, once per file (help says so).
  static var runsAsBatch: Bool { get }
}

extension CommandTable {
  package static var exclusive: [[Option]] { [] }
  package static var notes: String { "" }
  package static var runsAsBatch: Bool { true }

  /// The table the parser reads: the command's options and `-h, --help`.
  package static var parseTable: [Option] { options + [.help] }

  /// Parses a command line against the command's table.
  package static func parse(_ arguments: [String]) throws(UsageError) -> Arguments {
    try Arguments(
      arguments, options: parseTable, positionals: positionals, exclusive: exclusive,
      command: name)
  }

  /// The positional that takes several files and directories, if any.
  package static var inputs: Positional? { runsAsBatch ? positionals.first { $0.repeats } : nil }
}

/// A program of subcommands, as its help, completion scripts and manual page present it.
package struct Program: Sendable {
  /// `inspect`.
  package var name: String
  package var version: String
  /// What it does, in a few words: the top of `--help` and the manual page's NAME.
  package var title: String
  /// Every subcommand, in the order help lists them.
  package var commands: [any CommandTable.Type]
  /// What `--help` and the manual page say about every command.
  package var commonText: String
  /// The manual page's DESCRIPTION, its sections after COMMANDS (title, prose) and its SEE
  /// ALSO.
  package var description: String
  package var sections: [(String, String)]
  package var seeAlso: String

  package init(
    name: String, version: String, title: String, commands: [any CommandTable.Type],
    commonText: String, description: String, sections: [(String, String)], seeAlso: String
  ) {
    self.name = name
    self.version = version
    self.title = title
    self.commands = commands
    self.commonText = commonText
    self.description = description
    self.sections = sections
    self.seeAlso = seeAlso
  }

  package func command(named name: String) -> (any CommandTable.Type)? {
    commands.first { $0.name == name }
  }
}
