import ArgumentParsing
import BarMatrix
import BarModel
import Foundation
import HierarchyIO
import Patcher
import TerminalOutput

/// `inspect bar --os V --width PT [--leading ITEMS] [--trailing ITEMS] …`: the dump UIKit
/// would have for a described bar (docs/navbar/building.md).
enum BarCommand: Command {
  static let name = "bar"
  static let summary = "build the dump UIKit would have for a described bar"
  static let about = """
    Makes the views UIKit makes for a bar of the given iOS version and width — its items,
    back button and title — and lays them out as the bar model of that generation says
    (docs/navbar/): iOS 7–10 by UIKit's frame arithmetic, iOS 11 and later by rebuilding
    UIKit's constraints and solving them. The dump holds the views, the guides, the
    constraints (origin="model") and every frame, ready for 'inspect patch' and
    'inspect show'; a summary goes to standard error.

    items (ITEMS: from the bar's edge inward, separated by commas):
      text:TITLE[:W]    a system item with a title W points wide
      image:SIZE        a system item with a square image (24 is UIKit's usual)
      custom:W[:H]      the app's own view, W × H (H defaults to W)
      back:TITLE[:W]    the back button (first on the leading side; or --back)
    A text without :W gets an estimated width (8.5 pt a character, 17.5 for CJK), marked
    estimated="width" in the dump and listed in the summary. The screen's height, the pixel
    grid and the status bar are those of the phone of that width (--scale and --status-bar
    change them).

    --matrix builds the described bar for each generation (iOS \(matrixVersions), or the one
    --os gives) × the phone widths (\(matrixWidths)) × both
    directions, applies one patch to each (--patch, --side, --gap, --item-gap, --min-size as
    'inspect patch' takes them; pin by default) and prints a table: where each side's items
    land (the gap to that side's edge, then min x…max x in the bar), the title's width, the
    smallest tap target, and the patch's refusals and warnings and what 'inspect check'
    finds after it, each rule once with its count.
    """
  /// `--matrix`'s generations and widths as the help prints them, from `PatchMatrix` and
  /// `Phone` (`9, 12, 17 and 26`; `320, 375, …`).
  static let matrixVersions =
    PatchMatrix.allVersions.dropLast().joined(separator: ", ") + " and "
    + (PatchMatrix.allVersions.last ?? "")
  static let matrixWidths = Phone.widths.map(formatNumber).joined(separator: ", ")
  static let positionals: [Positional] = []
  static let options: [Option] =
    [BarArguments.os.option, BarArguments.width.option, BarArguments.matrix.option]
    + BarArguments.items + [
      BarArguments.rtl.option, BarArguments.scale.option, BarArguments.statusBar.option,
      Option.output(help: "where to write the dump; '-' (the default) is standard output"),
      OutputFormat.toOption(
        help: "the dump's format (default: from OUT's extension, .xml or .json; else xml)"),
      Option.force,
    ] + BarArguments.patch
  /// What `--matrix` chooses itself, and the dump it does not write.
  static let exclusive = [
    BarArguments.width.option, BarArguments.rtl.option, BarArguments.scale.option,
    BarArguments.statusBar.option, Option.outputEntry, SharedOptions.to.option,
  ].map { [BarArguments.matrix.option, $0] }

  static let examples = [
    "inspect bar --os 17 --width 393 --leading back:Settings --trailing image:24,text:Edit",
    "inspect bar --os 12 --width 375 --back Back:42 --trailing custom:36:30 -o bar.xml",
    "inspect bar --os 9 --width 320 --trailing text:Done:40 --rtl --to json",
    "inspect bar --matrix --os 17 --back Back:38 --trailing image:24,text:Edit:31",
  ]

  /// A run's options, typed, from the table, and checked.
  struct Options {
    /// `--matrix`: every generation × width × direction, patched with `patch`.
    var matrix: Bool
    var patch: Patch
    /// `--os`: with `--matrix`, the one generation to build (nil: all).
    var os: String?
    /// The bar the options describe (with `--matrix`, its items at `--os` or 17, 375 pt).
    var description: BarDescription
    /// `-o` (nil: standard output), `--to`, `--force`.
    var output: OutputOptions

    /// - Throws: `UsageError` for a bar the options do not describe (no `--os` or `--width`,
    ///   items that do not read, an `--os` that is no version), a patch option without
    ///   `--matrix`.
    init(_ arguments: Arguments) throws(UsageError) {
      matrix = arguments[BarArguments.matrix]
      patch = PatchOptions.patch(arguments)
      os = arguments[BarArguments.os]
      output = OutputOptions(arguments)
      if matrix {
        if let os, BarGeneration(os: os) == nil {
          throw UsageError("'\(os)' is not an iOS version from 7 on", command: name)
        }
        description = try items(arguments, os: os ?? "17", width: 375, command: name)
        return
      }
      for option in BarArguments.patch where arguments.isGiven(option) {
        throw UsageError("option '\(option.name)' applies with --matrix only", command: name)
      }
      description = try BarCommand.description(arguments)
    }
  }

  static func run(_ arguments: Arguments, io: StandardStreams) throws -> Int32 {
    let options = try Options(arguments)
    if options.matrix { return try matrix(options, io: io) }
    let built: BuiltBar
    do {
      built = try Bars.build(options.description)
    } catch let error as DescriptionError {
      throw UsageError(error.description, command: name)
    }
    let output = options.output.path ?? "-"
    let format =
      try OutputFormat.of(
        output, requested: options.output.to, allowed: [.xml, .json], command: name) ?? .xml
    let data = format == .json ? built.document.jsonData() : built.document.xmlData()
    io.err(summary(built).map { "inspect bar: \($0)" }.joined(separator: "\n"))
    try InputOutput.write(data, to: output, force: options.output.force, io: io)
    return Inspect.success
  }

  /// `--matrix`: the table on standard output, what was estimated on standard error.
  static func matrix(_ options: Options, io: StandardStreams) throws -> Int32 {
    var matrix = PatchMatrix(
      patch: options.patch, bar: options.description,
      versions: options.os.map { [$0] } ?? PatchMatrix.allVersions)
    do {
      try matrix.run()
    } catch let error as DescriptionError {
      throw UsageError(error.description, command: name)
    }
    for estimate in matrix.estimates { io.err("inspect bar: \(estimate)") }
    io.out(matrix.text)
    return Inspect.success
  }

  /// The description the options give.
  static func description(_ arguments: Arguments) throws(UsageError) -> BarDescription {
    guard let os = arguments[BarArguments.os] else {
      throw UsageError("missing --os V (the iOS version)", command: name)
    }
    guard let width = arguments[BarArguments.width] else {
      throw UsageError("missing --width PT (the bar's width)", command: name)
    }
    var description = try items(arguments, os: os, width: width, command: name)
    description.direction = arguments[BarArguments.rtl] ? .rightToLeft : .leftToRight
    description.scale = arguments[BarArguments.scale]
    description.statusBar = arguments[BarArguments.statusBar]
    return description
  }

  /// A bar of `os` and `width` with the items, back button and title of `BarArguments.items`.
  static func items(_ arguments: Arguments, os: String, width: Double, command: String)
    throws(UsageError) -> BarDescription
  {
    var description = BarDescription(os: os, width: width)
    do throws(DescriptionError) {
      if let leading = arguments[BarArguments.leading] {
        (description.back, description.leading) = try BarDescription.items(leading, leading: true)
      }
      if let trailing = arguments[BarArguments.trailing] {
        description.trailing = try BarDescription.items(trailing, leading: false).items
      }
      if let back = arguments[BarArguments.back] {
        guard description.back == nil else {
          throw DescriptionError("a back button is given twice: --back and back: in --leading")
        }
        description.back = try BarDescription.text(back)
      }
      if let title = arguments[BarArguments.title] {
        description.title = try BarDescription.text(title)
      }
    } catch {
      throw UsageError(error.description, command: command)
    }
    description.largeTitle = arguments[BarArguments.largeTitle]
    return description
  }

  /// What was built, and what was estimated or assumed, a line each.
  static func summary(_ built: BuiltBar) -> [String] {
    let rebuild = built.rebuild
    guard let bar = rebuild.bars.first else { return ["no bar built"] }
    let d = built.description
    var lines = [
      "\(bar.recognition.generation.map { "\($0)" } ?? "iOS \(d.os)") bar, "
        + "\(formatNumber(d.width)) pt, scale \(formatNumber(d.scale ?? built.phone.scale)), "
        + "status bar \(formatNumber(d.statusBar ?? built.phone.statusBar)), "
        + (d.direction == .leftToRight ? "left to right" : "right to left")
    ]
    lines += built.estimates
    lines += bar.notes.filter { $0.contains("conflict") }
    return lines
  }
}
