import ArgumentParsing
import Foundation
import GoldenTesting
import TerminalOutput

/// `inspect test DIR… [--record]`: runs folders of recorded cases against their goldens
/// (docs/cli-test.md).
enum TestCommand: Command {
  static let name = "test"
  static let summary = "run folders of recorded cases against their expected outputs"
  static let about = """
    Runs every case under each DIR: a folder holding one input (input.xml, input.json,
    input.txt or input.log) and the goldens beside it, laid out as inspect's own Fixtures/:

      expected.show.txt            inspect show input
      expected.show-all.txt        inspect show input --guides --constraints
      expected.layout.txt          inspect layout input
      expected.pin-gap0.xml        inspect patch input --patch pin --gap 0 (the dump)
      expected.pin-gap0.report.txt the same run's report (standard error)
      expected.spacing-item-gap8.report.json
                                   inspect patch input --patch spacing --item-gap 8
                                   --format json, its report

    A golden is expected.<name>[-<modifier>…][.report].<ext>: <name> a command (show,
    layout, validate, convert, patch) or a patch (pin, shift, margins, spacing, tap-area);
    a modifier an option without its dashes (guides, all, weighted, strict, leading, gap0,
    gap-4, item-gap8, min-size48x48); .report for standard error; the extension the format.
    Each runs in-process, the input read as standard input under the name
    <folder of cases>/<case>/input.xml, so that messages match on every machine. A case
    with no golden yet expects show, layout and pin (dump and report).

    Prints one line a case: pass, fail (with a short diff), missing (a golden not yet
    written) or recorded, then a summary. Cases run in parallel; the output is in order.
    """
  static let positionals = [
    Positional(
      name: "DIR", help: "a folder of cases, or one case folder", repeats: true,
      completion: .directory)
  ]
  static let options = [record.option]
  static let record = TypedOption.flag(
    Option(
      "--record",
      help: "write each golden that is missing or differs (and remove the dump of a patch that "
        + "now fails), as snapshot testing does; read them before committing"))
  static let notes = """
    Exit status: 0 when every golden matches; 1 when a case fails, a golden is missing, or
    --record wrote one (run again to see it pass); 64 on a usage error.
    """
  static let examples = [
    "inspect test Fixtures/",
    "inspect test Bars/ --record && git diff Bars/",
  ]

  /// DIR… are folders of cases, not dumps: `run` takes them all at once.
  static let runsAsBatch = false

  /// A run's options, typed, from the table.
  struct Options {
    /// DIR…: folders of cases.
    var folders: [String]
    var record: Bool

    init(_ arguments: Arguments) {
      folders = arguments.positionals
      record = arguments[TestCommand.record]
    }
  }

  static func run(_ arguments: Arguments, io: StandardStreams) throws -> Int32 {
    let options = Options(arguments)
    return try CaseRuns.run(options.folders, record: options.record, program: program, io: io)
  }
}
