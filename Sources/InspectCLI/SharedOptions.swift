import ArgumentParsing
import BatchRunning
import FileSafety
import HierarchyIO

/// The options several commands share, each declared once with the type of its value: a
/// command's table lists `Option.from`, `Option.output(help:)` …, and its code reads
/// `arguments[SharedOptions.output]`.
enum SharedOptions {
  /// `--from`: the formats come from `InputFormat`, so a new reader (sentry) adds its name
  /// to parsing, help, completion and the manual page by adding its case there.
  static let from = TypedOption.choice(
    Option(
      "--from", help: "the format of the input (default: detected from its first bytes)",
      inSynopsis: false),
    InputFormat.self)
  static let strict = TypedOption.flag(
    Option(
      "--strict", help: "an unreadable line of console text is an error, not a warning",
      inSynopsis: false))
  /// `-o, --output OUT`; each command gives its own help (`Option.output(help:)`).
  static let output = TypedOption.text(
    Option("-o", "--output", value: .text(metavar: "OUT", completion: .file), help: ""))
  /// `--out-dir DIR`: the batch layer writes each input's output under DIR, at the input's
  /// name (docs/inspect.1, BATCH RUNS).
  static let outDir = TypedOption.text(
    Option(
      "--out-dir", value: .text(metavar: "DIR", completion: .directory),
      help: "write each input's output under DIR, at the input's name (made as needed); "
        + ".txt and .log inputs become .xml (or .json with --to json)"))
  /// `--to FORMAT` of the dump written; each command gives its help and its formats
  /// (`OutputFormat.toOption`).
  static let to = TypedOption.choice(Option("--to", help: ""), OutputFormat.self)
  /// `--force`: replace a read-only output (OutputFiles).
  static let force = TypedOption.flag(
    Option(
      "--force",
      help: "replace a read-only output file (files are written as docs/output-files.md says: "
        + "atomically, keeping mode and owner, through symbolic links; a device or FIFO as it "
        + "is)"))

  /// `-o` and `--out-dir` as the batch layer reads them, and an output's name under
  /// `--out-dir`: the input's, with the extension of the format it is written in.
  static let batch = BatchOutputs(
    output: output, outDir: outDir,
    name: { OutputFormat.outputName(of: $0, requested: $1[SharedOptions.to]) })

  /// `--svg OUT.svg`: a picture of two bars, `drawing` what.
  static func svg(drawing: String) -> TypedOption<String?> {
    TypedOption.text(
      Option(
        "--svg", value: .text(metavar: "OUT.svg", completion: .file),
        help: "also draw \(drawing), what moved with an arrow and its distance "
          + "(docs/pictures.md)"))
  }

  /// `--format`: each command gives its words and help (`format(_:help:)`); with
  /// `--format json` a command's errors are JSON too (`Inspect`).
  static let formatEntry = Option("--format", help: "")

  /// `--format` with the words of `Format`, its first case the default.
  static func format<Format: RawRepresentable & CaseIterable & Sendable>(
    _ type: Format.Type, help: String
  ) -> TypedOption<Format> where Format.RawValue == String {
    TypedOption.choice(formatEntry.with(help: help), default: Format.allCases.first!)
  }
}

/// The dump a command reads, as every such command takes it: `DUMP` (its first positional;
/// `-`, standard input, when absent), `--from` and `--strict`.
struct InputOptions {
  /// The path, or `-` for standard input.
  var dump: String
  /// The format of the input; nil: detected from its first bytes.
  var from: InputFormat?
  /// An unreadable line of console text is an error.
  var strict: Bool

  init(_ arguments: Arguments) {
    dump = arguments.positionals.first ?? "-"
    from = arguments[SharedOptions.from]
    strict = arguments[SharedOptions.strict]
  }
}

/// Where a command writes, as every command that writes a file takes it: `-o OUT`, `--to`,
/// `--out-dir` (the batch layer's) and `--force`; an option the command's table lacks reads
/// as absent.
struct OutputOptions {
  /// `-o`: nil when not given (each command says what it writes then: standard output, the
  /// report only, nothing).
  var path: String?
  /// `--to`, when given.
  var to: OutputFormat?
  /// `--out-dir`, seen by a command only where it checks a batch (`checkBatch`).
  var outDir: String?
  /// Replace a read-only output file.
  var force: Bool

  init(_ arguments: Arguments) {
    path = arguments[SharedOptions.output]
    to = arguments[SharedOptions.to]
    outDir = arguments[SharedOptions.outDir]
    force = arguments[SharedOptions.force]
  }
}

extension Option {
  static let from = SharedOptions.from.option
  static let strict = SharedOptions.strict.option
  static let force = SharedOptions.force.option
  static let outDir = SharedOptions.outDir.option
  /// `-o`, as a condition or an exclusive group names it (each command gives its help).
  static let outputEntry = SharedOptions.output.option

  /// What every command that reads a dump takes.
  static let input: [Option] = [from, strict]

  /// `-o, --output OUT`.
  static func output(help: String) -> Option { SharedOptions.output.option.with(help: help) }
}
