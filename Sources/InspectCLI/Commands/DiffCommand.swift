import ArgumentParsing
import Audit
import BarPictures
import FileSafety
import Foundation
import HierarchyIO
import LaidOut
import Patcher
import TerminalOutput

/// `inspect diff BEFORE AFTER [--format text|json]`.
enum DiffCommand: Command {
  static let name = "diff"
  static let summary = "compare two dumps: frames moved, constraints removed and added"
  static let about = """
    Compares two dumps of the same hierarchy (typically a dump and its patched version):
    views and guides only in one of them (items are matched by address), views and guides
    whose frame moved (before → after), every attribute that changed (each attribute of
    <view>, a guide's class, identifier and ambiguous, the dump's own), constraints removed
    and added — matched by address, constraints without one by the view that holds them and
    their content — and <patch> records added. Items are listed in document order, so the
    output is stable. Prints nothing when they are the same.
    """
  static let positionals = [
    Positional(name: "BEFORE", help: "the dump before; '-' for standard input"),
    Positional(name: "AFTER", help: "the dump after; '-' for standard input"),
  ]
  static let options =
    [
      format.option, svg.option, Option.force,
    ] + Option.input
  static let format = SharedOptions.format(Format.self, help: "the output's format")
  static let svg = SharedOptions.svg(
    drawing: "the bar of BEFORE above the bar of AFTER, at the same scale")
  static let notes = """
    Exit status: 0 when the dumps are the same, 1 when they differ (as diff(1)), 64 on a
    usage error.
    """
  static let examples = [
    "inspect diff nav.xml patched.xml",
    "inspect patch nav.xml | inspect diff nav.xml - --format json",
    "inspect diff nav.xml patched.xml --svg moved.svg",
  ]

  enum Format: String, CaseIterable { case text, json }

  static func printsJSONResults(_ arguments: Arguments) -> Bool { arguments[format] == .json }

  /// A run's options, typed, from the table, and checked.
  struct Options {
    var before: String
    var after: String
    var format: Format
    var svg: String?
    /// `--force` (the picture is its one file).
    var output: OutputOptions
    /// `--from`, `--strict` for both (its `dump` is BEFORE).
    var input: InputOptions

    /// - Throws: `UsageError` for standard input twice, `--svg -`, or an `--svg` that is an
    ///   input.
    init(_ arguments: Arguments) throws(UsageError) {
      (before, after) = (arguments.positionals[0], arguments.positionals[1])
      if before == "-" && after == "-" {
        throw UsageError("only one of BEFORE and AFTER can be standard input", command: name)
      }
      format = arguments[DiffCommand.format]
      svg = arguments[DiffCommand.svg]
      if svg == "-" {
        throw UsageError(
          "'--svg -' would mix the picture with the differences on standard output; name a file",
          command: name)
      }
      try OutputFiles.refuseInput(
        [(DiffCommand.svg.option, svg)], inputs: [before, after], command: name)
      output = OutputOptions(arguments)
      input = InputOptions(arguments)
    }
  }

  static func run(_ arguments: Arguments, io: StandardStreams) throws -> Int32 {
    let options = try Options(arguments)
    let (format, svgPath) = (options.format, options.svg)
    let (beforePath, afterPath) = (options.before, options.after)
    let before = try InputOutput.readDocument(beforePath, options.input, io: io)
    let after = try InputOutput.readDocument(afterPath, options.input, io: io)
    let diff = DocumentDiff(before: before, after: after)
    if let svgPath {
      let picture = try BarPicture.comparisonSVG(
        before: LaidOutDump(document: before, source: beforePath),
        after: LaidOutDump(document: after, source: afterPath))
      try InputOutput.write(picture.data, to: svgPath, force: options.output.force, io: io)
      if let warning = picture.warning { io.diagnose(warning) }
    }
    let names = (
      io.displayName(beforePath), io.displayName(afterPath)
    )
    switch format {
    case .text:
      let text = diff.text(before: names.0, after: names.1)
      if !text.isEmpty { io.out(text) }
    case .json: io.emit(diff.json(before: names.0, after: names.1))
    }
    return diff.isEmpty ? 0 : 1
  }
}
