import ArgumentParsing
import BatchRunning
import DumpModel
import Foundation
import TerminalOutput

/// One subcommand of `inspect`: its table of positionals and options and its help prose
/// (`CommandTable`: parsing, `--help`, the synopsis, completion and the manual page are made
/// from them; a command never parses by hand), what it says about several inputs
/// (`BatchCommand`), and its behaviour.
protocol Command: BatchCommand, Sendable {
  /// Runs the command on one input (the batch layer runs it once per input of `DUMP…`);
  /// returns the exit status (`Inspect.success`, `.failure`, or `.usage` for a bad argument
  /// found late, as `find`'s XPath). Throws `UsageError` (64), `ReadError` /
  /// `CommandFailure` / other errors (1), printed as they describe themselves.
  static func run(_ arguments: Arguments, io: StandardStreams) throws -> Int32
}

/// Every subcommand, in the order `inspect --help` lists them.
let commands: [any Command.Type] = [
  ShowCommand.self, FindCommand.self, ValidateCommand.self, LayoutCommand.self,
  PatchCommand.self, BarCommand.self, DiffCommand.self, CheckCommand.self, RenderCommand.self,
  ReportCommand.self, ConvertCommand.self, TestCommand.self,
  CompletionCommand.self, ManPageCommand.self,
]
