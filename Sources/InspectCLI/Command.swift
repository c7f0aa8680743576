import ArgumentParsing
import DumpModel
import Foundation
import TerminalOutput

/// One subcommand of `inspect`: its name, its table of positionals and options, its help
/// prose and its behaviour. Parsing, `--help`, the synopsis, completion and the manual page
/// are made from the table (`Option`); a command never parses by hand.
protocol Command: Sendable {
  static var name: String { get }
  /// One line for `inspect --help`, lowercase, no final period.
  static var summary: String { get }
  /// What the command does: the paragraphs of its help before the arguments.
  static var about: String { get }
  static var positionals: [Positional] { get }
  /// The command's options, in the order help lists them (`-h, --help` is added).
  static var options: [Option] { get }
  /// Groups of options of which at most one may be given; the first group holding an option
  /// is shown as `[-o OUT | --out-dir DIR | --in-place]` in the synopsis.
  static var exclusive: [[String]] { get }
  /// Paragraphs after the options: exit status, notes.
  static var notes: String { get }
  /// Command lines shown under "examples:", without the leading `inspect `… they start with it.
  static var examples: [String] { get }
  /// Runs the command on one input (the batch layer runs it once per input of `DUMP…`);
  /// returns the exit status (`Inspect.success`, `.failure`, or `.usage` for a bad argument
  /// found late, as `find`'s XPath). Throws `UsageError` (64), `ReadError` /
  /// `CommandFailure` / other errors (1), printed as they describe themselves.
  static func run(_ arguments: Arguments, io: StandardStreams) throws -> Int32
  /// Checks what a batch of several inputs cannot do (`--report`), before any runs.
  static func checkBatch(_ arguments: Arguments) throws(UsageError)
  /// Its output names its input (`nav.xml: valid`): a batch prints no header above it.
  static var namesItsInput: Bool { get }
  /// Its repeating positional is run as a batch, once per file (false for `test`, whose
  /// DIR… are folders of cases it reads itself).
  static var runsAsBatch: Bool { get }
  /// In a batch, the JSON the runs made (`StandardStreams.emit`; nil for a run that made
  /// none) as one document (`check --format sarif`: one SARIF log), or nil to print each
  /// run's output under its header as usual.
  static func mergedOutput(_ outputs: [JSONText?], arguments: Arguments) -> JSONText?
  /// Its standard output is a JSON result per input for these arguments (`--format json` of
  /// `find`, `layout`, `check`): the run emits its JSON (`StandardStreams.emit`), and the
  /// batch prints one array of `{"file", "status", "output"}` objects whether one input is
  /// given or many (docs/cli.md, "JSON outputs").
  static func printsJSONResults(_ arguments: Arguments) -> Bool
  /// Its report is a JSON result per input on standard error (`patch --format json`, whose
  /// standard output is the dump): a batch prints them as one array there, after the runs.
  static func reportsJSONResults(_ arguments: Arguments) -> Bool
}

extension Command {
  static var exclusive: [[String]] { [] }
  static var notes: String { "" }
  static func checkBatch(_ arguments: Arguments) throws(UsageError) {}
  static var namesItsInput: Bool { false }
  static var runsAsBatch: Bool { true }
  static func mergedOutput(_ outputs: [JSONText?], arguments: Arguments) -> JSONText? { nil }
  static func printsJSONResults(_ arguments: Arguments) -> Bool { false }
  static func reportsJSONResults(_ arguments: Arguments) -> Bool { false }

  /// The table the parser reads: the command's options and `-h, --help`.
  static var parseTable: [Option] { options + [.help] }

  /// Parses a command line against the command's table.
  static func parse(_ arguments: [String]) throws(UsageError) -> Arguments {
    try Arguments(
      arguments, options: parseTable, positionals: positionals, exclusive: exclusive,
      command: name)
  }

  /// The positional that takes several files and directories, if any.
  static var inputs: Positional? { runsAsBatch ? positionals.first { $0.repeats } : nil }
}

/// Every subcommand, in the order `inspect --help` lists them.
let commands: [any Command.Type] = [
  ShowCommand.self, FindCommand.self, ValidateCommand.self, LayoutCommand.self,
  PatchCommand.self, BarCommand.self, DiffCommand.self, CheckCommand.self, RenderCommand.self,
  ReportCommand.self, ConvertCommand.self, TestCommand.self,
  CompletionCommand.self, ManPageCommand.self,
]
