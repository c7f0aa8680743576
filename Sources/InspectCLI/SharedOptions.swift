import ArgumentParsing
import HierarchyIO

/// The options several commands share, so that each is written once.
extension Option {
  /// `--from`: the formats come from `InputFormat`, so a new reader (sentry) adds its name
  /// to parsing, help, completion and the manual page by adding its case there.
  static let from = Option(
    "--from", value: .choice(InputFormat.allCases.map(\.rawValue)),
    help: "the format of the input (default: detected from its first bytes)", inSynopsis: false)
  static let strict = Option(
    "--strict", help: "an unreadable line of console text is an error, not a warning",
    inSynopsis: false)

  /// What every command that reads a dump takes.
  static let input: [Option] = [from, strict]

  /// `--format` with its words, text first (the default).
  static func format(_ words: [String], help: String) -> Option {
    Option("--format", value: .choice(words), help: help, defaultValue: words.first)
  }

  /// `-o, --output OUT`.
  static func output(help: String) -> Option {
    Option("-o", "--output", value: .text(metavar: "OUT", completion: .file), help: help)
  }

  /// `--out-dir DIR`: the batch layer writes each input's output under DIR, at the input's
  /// name (docs/inspect.1, BATCH RUNS).
  static let outDir = Option(
    "--out-dir", value: .text(metavar: "DIR", completion: .directory),
    help: "write each input's output under DIR, at the input's name (made as needed); "
      + ".txt and .log inputs become .xml (or .json with --to json)")
}
