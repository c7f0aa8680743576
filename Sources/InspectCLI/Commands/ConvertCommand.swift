// OWNER: the LLDB work (issue 5).
import ArgumentParsing
import Foundation
import HierarchyIO
import TerminalOutput

/// `inspect convert`: console text (or JSON, or XML) in, a format-1 dump out.
enum ConvertCommand: Command {
  static let name = "convert"
  static let summary = "convert console text, JSON or XML into a dump"
  static let about = """
    Reads a hierarchy in any format inspect reads — most often text pasted from Xcode's
    console: recursiveDescription, _autolayoutTrace, "Unable to simultaneously satisfy
    constraints" logs, lists of constraints — and writes it as a dump. A line that cannot
    be read is reported as a warning with its line and column, and the rest is read.
    The output is written atomically: an existing file is replaced only when all is well,
    keeping its mode and owner; a symbolic link is followed, and a device or FIFO is written
    as it is (docs/output-files.md).

    A log gives no frames and only part of the tree: views whose superview it does not
    show go under one root view of class _InspectLogRoot (address 'log'), which holds the
    log's constraints in log order; the one UIKit broke is marked broken="YES".
    """
  static let positionals = [
    Positional(
      name: "INPUT", help: "the text or dump to read; '-' for standard input", repeats: true)
  ]
  static let options =
    [
      Option.output(help: "where to write; '-' for standard output"),
      Option.outDir,
      SharedOptions.to.option.with(
        help: "the output format (default: from OUTPUT's extension in any case, .xml, .json or "
          + ".txt; without one, as '-', the input's: json stays json, anything else is xml)"),
      Option.force, lossy.option,
    ] + Option.input
  static let lossy = TypedOption.flag(
    Option(
      "--lossy",
      help: "with '--to text', write what the text form can carry and drop the rest "
        + "(without it, convert lists what would be lost and stops)",
      inSynopsis: false))
  static let exclusive = [[Option.outputEntry, Option.outDir]]
  static let examples = [
    "pbpaste | inspect convert - -o nav.xml",
    "inspect convert conflict.txt -o conflict.json",
    "inspect convert trace.txt --to text --lossy -o -",
    "inspect convert Logs/ --out-dir Dumps/",
  ]

  /// Several outputs need a directory.
  static func checkBatch(_ arguments: Arguments) throws(UsageError) {
    if arguments[SharedOptions.outDir] == nil {
      throw UsageError("several inputs: write them with '--out-dir DIR'", command: name)
    }
  }

  /// A run's options, typed, from the table, and checked.
  struct Options {
    /// `-o` (given: `convert` always writes), `--to`, `--force`.
    var output: OutputOptions
    /// `-o`'s path.
    var path: String
    /// The format `--to` or the output's name gives (nil: the input's).
    var outputFormat: OutputFormat?
    var lossy: Bool
    var input: InputOptions

    /// - Throws: `UsageError` without `-o`, or for a format `convert` does not write.
    init(_ arguments: Arguments) throws(UsageError) {
      output = OutputOptions(arguments)
      guard let path = output.path else {
        throw UsageError("missing -o OUTPUT (use '-o -' for standard output)", command: name)
      }
      self.path = path
      outputFormat = try OutputFormat.of(
        path, requested: output.to, allowed: OutputFormat.allCases, command: name)
      lossy = arguments[ConvertCommand.lossy]
      input = InputOptions(arguments)
    }
  }

  static func run(_ arguments: Arguments, io: StandardStreams) throws -> Int32 {
    let options = try Options(arguments)
    let dump = try InputOutput.readDump(options.input, io: io)
    let format = options.outputFormat ?? .input(dump.format)
    let data: Data
    switch format {
    case .xml: data = dump.document.xmlData()
    case .json: data = dump.document.jsonData()
    case .text:
      // The text form carries what UIKit prints; a dump may hold more (docs/format.md).
      let losses = dump.document.textLosses
      if !losses.isEmpty, !options.lossy {
        throw CommandFailure(
          file: dump.source,
          "the text form cannot carry "
            + losses.joined(separator: ", ")
            + "; write it with '--lossy', or as XML or JSON")
      }
      data = Data(dump.document.recursiveDescription(guides: true, constraints: true).utf8)
    }
    try InputOutput.write(data, to: options.path, force: options.output.force, io: io)
    return Inspect.success
  }
}
