import ArgumentParsing
import DumpModel

/// A command as the batch layer runs it: its table (the repeating positional is the batch's
/// inputs), and what it says about several inputs. The program's commands refine it with
/// their behaviour; the batch runs them through the closure it is given.
package protocol BatchCommand: CommandTable {
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

extension BatchCommand {
  package static func checkBatch(_ arguments: Arguments) throws(UsageError) {}
  package static var namesItsInput: Bool { false }
  package static func mergedOutput(_ outputs: [JSONText?], arguments: Arguments) -> JSONText? {
    nil
  }
  package static func printsJSONResults(_ arguments: Arguments) -> Bool { false }
  package static func reportsJSONResults(_ arguments: Arguments) -> Bool { false }
}

/// The program's options the batch layer reads and writes: each input's run gets its
/// output as `-o`, made from `--out-dir` and the name the program gives it.
package struct BatchOutputs: Sendable {
  /// `-o OUT`.
  package var output: TypedOption<String?>
  /// `--out-dir DIR`.
  package var outDir: TypedOption<String?>
  /// The path of an input's output under `--out-dir`, from the input's path under the
  /// directory it was found in (or its name) and the command line (`--to`).
  package var name: @Sendable (String, Arguments) -> String

  package init(
    output: TypedOption<String?>, outDir: TypedOption<String?>,
    name: @escaping @Sendable (String, Arguments) -> String
  ) {
    self.output = output
    self.outDir = outDir
    self.name = name
  }
}
