import ArgumentParsing
import DumpModel
import Foundation
import TerminalOutput

/// One subcommand of `inspect`: its table of positionals and options and its help prose
/// (`CommandTable`: parsing, `--help`, the synopsis, completion and the manual page are made
/// from them; a command never parses by hand), and its behaviour.
protocol Command: CommandTable, Sendable {
  /// Runs the command on one input (the batch layer runs it once per input of `DUMP…`);
  /// returns the exit status (`Inspect.success`, `.failure`, or `.usage` for a bad argument
  /// found late, as `find`'s XPath). Throws `UsageError` (64), `ReadError` /
  /// `CommandFailure` / other errors (1), printed as they describe themselves.
  static func run(_ arguments: Arguments, io: StandardStreams) throws -> Int32
  /// Checks what a batch of several inputs cannot do (`--report`), before any runs.
  static func checkBatch(_ arguments: Arguments) throws(UsageError)
  /// Its output names its input (`nav.xml: valid`): a batch prints no header above it.
  static var namesItsInput: Bool { get }
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
  static func checkBatch(_ arguments: Arguments) throws(UsageError) {}
  static var namesItsInput: Bool { false }
  static func mergedOutput(_ outputs: [JSONText?], arguments: Arguments) -> JSONText? { nil }
  static func printsJSONResults(_ arguments: Arguments) -> Bool { false }
  static func reportsJSONResults(_ arguments: Arguments) -> Bool { false }
}

/// Every subcommand, in the order `inspect --help` lists them.
let commands: [any Command.Type] = [
  ShowCommand.self, FindCommand.self, ValidateCommand.self, LayoutCommand.self,
  PatchCommand.self, BarCommand.self, DiffCommand.self, CheckCommand.self, RenderCommand.self,
  ReportCommand.self, ConvertCommand.self, TestCommand.self,
  CompletionCommand.self, ManPageCommand.self,
]
