import ArgumentParsing
import Audit
import BarModel
import BarPictures
import FileSafety
import Foundation
import HierarchyIO
import LaidOut
import Patcher
import Pictures
import TerminalOutput

/// `inspect report DUMP [--patch …] [-o OUT.html]`.
enum ReportCommand: Command {
  static let name = "report"
  static let summary = "write one self-contained HTML page: picture, tree, constraints, findings"
  static let about = """
    Lays the dump out and writes one HTML page that needs nothing else (no network, no other
    file; docs/pictures.md, "The page"): the picture of the whole dump (or of the subtrees
    --root names), the tree of views and guides beside it, every constraint in UIKit's
    notation, and what 'inspect check' finds. Hover or select a view in the tree or the
    picture and the other highlights it and lists its constraints; select a constraint and
    both its items highlight; every part is reachable from the keyboard.

    With --patch, the page is of the patched dump, with the bar before and after the patch and
    the patch's report (the findings the patch introduced among its warnings).
    """
  static let positionals = [
    Positional(
      name: "DUMP", help: "the dump to report on: XML, JSON or console text; '-' for standard input"
    )
  ]
  static let options =
    [
      Option.output(help: "write the page to OUT; '-' (the default) is standard output"),
      PictureArguments.root.option, PictureArguments.scale.option,
    ] + PictureArguments.flags + patchOptions + AuditArguments.selection
    + AuditArguments.thresholds + [Option.force] + Option.barModel + Option.input
  /// `inspect patch`'s options, without their defaults: without `--patch`, no patch.
  static let patchOptions = PatchOptions.table.map { option in
    var option = option
    option.defaultValue = nil
    if option.name == PatchOptions.kind.option.name {
      option.help = "patch the dump first (as 'inspect patch')"
    }
    return option
  }
  static let examples = [
    "inspect report Fixtures/ios11-beta-bar/input.xml -o bar.html",
    "inspect report nav.xml --patch pin --gap 4 -o pin.html",
    "inspect report window.xml --root //view[@class='UINavigationBar'] -o bar.html",
  ]
  static let notes = """
    Exit status: 0 when the page is written (whatever it finds: 'inspect check' is the gate),
    1 when the dump cannot be read, laid out or patched or its pictures would be over 32767 px
    a side at --scale, 64 on a usage error.
    """

  /// A run's options, typed, from the table, and checked.
  struct Options {
    /// `-o` (nil: standard output), `--force`.
    var output: OutputOptions
    var picture: PictureArguments.Options
    var audit: AuditOptions
    /// `--patch` and its options; nil without `--patch`.
    var patch: Patch?
    var model: BarModelOptions
    var input: InputOptions

    /// - Throws: `UsageError` for an output that is the input, an unknown rule, a rule both
    ///   `--error` and `--warn`, an unknown `--os`.
    init(_ arguments: Arguments) throws(UsageError) {
      input = InputOptions(arguments)
      output = OutputOptions(arguments)
      audit = try AuditArguments.options(arguments, command: name)
      try OutputFiles.refuseInput(
        [(Option.outputEntry, output.path)], inputs: [input.dump], command: name)
      picture = try PictureArguments.Options(arguments, command: name)
      patch = arguments.isGiven(PatchOptions.kind.option) ? PatchOptions.patch(arguments) : nil
      model = try BarModelOptions(arguments, command: name)
    }
  }

  static func run(_ arguments: Arguments, io: StandardStreams) throws -> Int32 {
    let options = try Options(arguments)
    let (svgOptions, auditOptions, output) = (
      options.picture.svg, options.audit, options.output.path
    )
    let input = try InputOutput.readDump(options.input, io: io)
    var document = input.document
    var title = "inspect report: \(input.source)"
    var comparison: Comparison?
    var reportText: String?
    var introduced: [Finding] = []
    if let patch = options.patch {
      let inputDocument = document
      var result = try Patching.apply(
        patch, to: inputDocument, source: input.source, model: options.model)
      introduced = try result.addIntroducedFindings(input: inputDocument, options: auditOptions)
      reportText = PatchReport.text(result)
      document = result.document
      title += ", \(patch.summary)"
      comparison = BarPicture.comparison(
        before: LaidOutDump(document: inputDocument, source: input.source),
        after: LaidOutDump(document: result.document, source: input.source),
        findings: introduced)
    }
    let dump = try AuditArguments.laidOut(document, source: input.source, model: options.model)
    var pictureOptions = try PictureArguments.options(
      options.picture, dump: dump, xml: { document.xmlData() }, command: name)
    if pictureOptions.roots == nil { pictureOptions.roots = dump.document.roots }
    let picture = BarPicture(
      dump, findings: try Checks.findings(dump, options: auditOptions), options: pictureOptions)
    let page = picture.page(
      title: title, comparison: comparison, report: reportText, pictureOptions: svgOptions)
    try picture.checkSize(page.pictureLayouts, scaleAsTyped: options.picture.scaleAsTyped)
    try InputOutput.write(page.htmlData(), to: output ?? "-", force: options.output.force, io: io)
    return Inspect.success
  }
}
