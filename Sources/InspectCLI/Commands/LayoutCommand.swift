import ArgumentParsing
import BarModel
import Foundation
import HierarchyIO
import Layout
import TerminalOutput

/// `inspect layout DUMP [-o OUT] [--format text|json] [--weighted] [--predict]`.
enum LayoutCommand: Command {
  static let name = "layout"
  static let summary = "solve the layout and compare with the recorded frames"
  static let about = """
    Turns the dump's views, layout guides and constraints into a Cassowary system (with the
    constraints UIKit adds itself: autoresizing masks, intrinsic sizes, layout-margin guides,
    UIStackView's UISV-* constraints), solves it and prints every computed frame beside the
    recorded one as a tree. A frame that differs by more than half a pixel is marked '≠'.
    Then come the conflicts, printed the way UIKit logs them ("Unable to simultaneously
    satisfy constraints ... Will attempt to recover by breaking constraint ..."), the
    ambiguous items (UIKit's UIButtonBar.* guides apart, as expected noise), constraints that
    are not modelled and views nothing places. Each conflict log ("Unable to simultaneously
    satisfy constraints") is replayed on its own: the constraint UIKit broke, the one inspect
    predicts with UIKit's answer hidden and whether they agree, the conflict set, and the
    frames once the constraint is broken.

    A navigation bar is first rebuilt by the bar model (docs/navbar/README.md): it recognises
    the bar's iOS generation, adds the constraints UIKit had that the dump lacks (marked
    origin="model"), and compares its frames with every recorded one. So an
    _autolayoutTrace or a recursiveDescription, which print no constraints, is laid out as
    UIKit laid it out: its guide frames as UIKit recorded them.
    """
  static let positionals = [
    Positional(
      name: "DUMP", help: "the dump to read: XML, JSON or console text; '-' for standard input",
      repeats: true)
  ]
  static let options =
    [
      Option.output(
        help: "also write the dump with the computed frames to OUT ('-' for standard output; "
          + "the report then goes to standard error)"),
      Option.outDir,
      OutputFormat.toOption(
        help: "the format of the dump written (default: from OUT's extension, .xml or .json "
          + "in any case; without one, the input's: json stays json, else xml)",
        appliesWhen: .given([Option.outputEntry, Option.outDir])),
      format.option, weighted.option, predict.option, Option.force,
    ] + Option.barModel + Option.input
  static let format = SharedOptions.format(Format.self, help: "the report's format")
  static let weighted = TypedOption.flag(
    Option(
      "--weighted", help: "kiwi's single weighted objective instead of strict priority order"))
  static let predict = TypedOption.flag(
    Option(
      "--predict",
      help: "conflict logs: break the constraint inspect predicts in each log, not the one "
        + "UIKit's log names (docs/conflicts.md)"))
  static let exclusive = [[Option.outputEntry, Option.outDir]]
  static let notes = """
    Exit status: 0 when every frame agrees and nothing conflicts (ambiguity alone is not a
    failure), 1 on a conflict (a conflict log read included) or a frame that differs, 64 on a
    usage error.
    """
  static let examples = [
    "inspect layout Fixtures/ios11-beta-bar/input.xml",
    "pbpaste | inspect layout - --direction rightToLeft",
    "inspect layout nav.xml -o laid-out.json --format json",
    "inspect layout Bars/ --out-dir LaidOut/",
    "inspect layout conflict.txt --predict",
  ]

  enum Format: String, CaseIterable { case text, json }

  /// With `-o -` the dump is standard output, and the report goes to standard error (still
  /// as an array of one result).
  static func printsJSONResults(_ arguments: Arguments) -> Bool {
    arguments[format] == .json && arguments[SharedOptions.output] != "-"
  }

  /// A run's options, typed, from the table, and checked.
  struct Options {
    var format: Format
    /// `-o` (nil: no dump written), `--to`, `--force`.
    var output: OutputOptions
    /// The format `-o`'s name or `--to` gives (nil: the input's).
    var outputFormat: OutputFormat?
    var layout: LayoutOptions
    var model: BarModelOptions
    var input: InputOptions

    /// - Throws: `UsageError` for an output format `layout` does not write, an unknown
    ///   `--os`.
    init(_ arguments: Arguments) throws(UsageError) {
      format = arguments[LayoutCommand.format]
      let output = OutputOptions(arguments)
      self.output = output
      outputFormat = try output.path.flatMap { path throws(UsageError) in
        try OutputFormat.of(path, requested: output.to, allowed: [.xml, .json], command: name)
      }
      layout = LayoutOptions()
      if arguments[weighted] { layout.priorityMode = .weighted }
      layout.predict = arguments[predict]
      model = try BarModelOptions(arguments, command: name)
      input = InputOptions(arguments)
    }
  }

  static func run(_ arguments: Arguments, io: StandardStreams) throws -> Int32 {
    let options = try Options(arguments)
    let (format, path, output) = (options.format, options.input.dump, options.output.path)
    let read = try InputOutput.readDump(options.input, io: io)
    let dumpFormat = options.outputFormat ?? .input(read.format)
    let model = try Bars.rebuild(read.document, options: options.model)
    for diagnostic in model.diagnostics { io.diagnose(diagnostic) }
    let document = model.document
    let result = try AutoLayout.solve(
      document, roots: model.layoutRoots, options: options.layout, scope: model.solveScope)
    for warning in result.warnings { io.diagnose(warning) }
    if let output {
      var laidOut = document
      laidOut.applyFrames(result, keepingAmbiguous: true)
      let data = dumpFormat == .json ? laidOut.jsonData() : laidOut.xmlData()
      try InputOutput.write(data, to: output, force: options.output.force, io: io)
    }
    let report = LayoutReport(document: document, result: result)
    let status: Int32 = result.hasFailures ? 1 : 0
    guard format == .json else {
      let text = model.prefixing(report.text)
      if output == "-" { io.err(text) } else { io.out(text) }
      return status
    }
    let json = report.json(leading: [("barModel", .array(model.data.map(\.json)))])
    if output == "-" {
      let source = io.displayName(path)
      io.err(JSONResult(file: source, status: status, output: json).array)
    } else {
      io.emit(json)
    }
    return status
  }
}
