import ArgumentParsing
import Audit
import BarModel
import BarPictures
import FileSafety
import Foundation
import HierarchyIO
import Pictures
import TerminalOutput

/// `inspect render DUMP [-o OUT.svg] [--root QUERY] [--scale N] [--guides] [--tap-areas]
/// [--constraints]`.
enum RenderCommand: Command {
  static let name = "render"
  static let summary = "draw the bar as an SVG picture, to scale"
  static let about = """
    Lays the dump out and draws it as one self-contained SVG file (docs/pictures.md): the
    dump's first bar, or the subtrees --root names. Views are outlined rectangles labelled
    with their class (StackView, Adaptor, an item's title or text); the content view's
    layout margins are shaded; what 'inspect check' finds is drawn in the warning colour, a
    conflict's items outlined red, ambiguous items dotted, and where the constraints put an
    item whose recorded frame they do not give as a dashed outline. Colours follow the
    reader's light or dark setting. Right-to-left bars are drawn as UIKit shows them.
    """
  static let positionals = [
    Positional(
      name: "DUMP", help: "the dump to draw: XML, JSON or console text; '-' for standard input")
  ]
  static let options =
    [
      Option.output(help: "write the SVG to OUT; '-' (the default) is standard output"),
      PictureArguments.root.option, PictureArguments.scale.option,
    ] + PictureArguments.flags + [
      AuditArguments.minSize.option.with(
        help: "the smallest hit area; smaller ones are drawn in the warning colour (default "
          + "\(AuditArguments.size(AuditArguments.defaults.minSize)))"),
      Option.force,
    ] + Option.barModel + Option.input
  static let examples = [
    "inspect render Fixtures/ios11-beta-bar/input.xml -o bar.svg",
    "inspect render window.xml --root _UIButtonBarStackView --scale 4 --tap-areas -o stack.svg",
    "inspect render nav.xml --guides --constraints -o nav.svg",
  ]
  static let notes = """
    Exit status: 0 when the picture is written, 1 when the dump cannot be read or laid out,
    --root finds nothing or the picture would be over 32767 px a side at --scale, 64 on a
    usage error.
    """

  /// A run's options, typed, from the table, and checked.
  struct Options {
    /// `-o` (nil: standard output), `--force`.
    var output: OutputOptions
    var picture: PictureArguments.Options
    /// The findings drawn: every rule, `--min-size` for the hit areas.
    var audit: AuditOptions
    var model: BarModelOptions
    var input: InputOptions

    /// - Throws: `UsageError` for an output that is the input, an unknown `--os`.
    init(_ arguments: Arguments) throws(UsageError) {
      input = InputOptions(arguments)
      output = OutputOptions(arguments)
      try OutputFiles.refuseInput(
        [(Option.outputEntry, output.path)], inputs: [input.dump], command: name)
      picture = try PictureArguments.Options(arguments, command: name)
      audit = AuditOptions()
      if let size = arguments[AuditArguments.minSize] {
        audit.minSize = Size(width: size[0], height: size[1])
      }
      model = try BarModelOptions(arguments, command: name)
    }
  }

  static func run(_ arguments: Arguments, io: StandardStreams) throws -> Int32 {
    let options = try Options(arguments)
    let (svgOptions, output) = (options.picture.svg, options.output.path)
    let input = try InputOutput.readDump(options.input, io: io)
    let dump = try AuditArguments.laidOut(
      input.document, source: input.source, model: options.model)
    let pictureOptions = try PictureArguments.options(
      options.picture, dump: dump,
      xml: { input.format == .xml ? input.data : input.document.xmlData() }, command: name)
    let picture = BarPicture(
      dump, findings: try Checks.findings(dump, options: options.audit), options: pictureOptions)
    let scene = picture.scene
    if scene.items.isEmpty {
      io.diagnose(
        Diagnostic(
          .warning, file: dump.source, line: 1, column: 1,
          "nothing to draw: no view of the picture has a frame (an _autolayoutTrace or a "
            + "constraint log prints none; paste the bar's recursiveDescription too)"))
    }
    try picture.checkSize(
      [scene.pictureLayout(svgOptions)], scaleAsTyped: options.picture.scaleAsTyped)
    try InputOutput.write(
      scene.svgData(svgOptions), to: output ?? "-", force: options.output.force, io: io)
    return Inspect.success
  }
}
