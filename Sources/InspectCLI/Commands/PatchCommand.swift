import ArgumentParsing
import Audit
import BarModel
import BarPictures
import FileSafety
import Foundation
import HierarchyIO
import LaidOut
import Patcher
import TerminalOutput

/// `inspect patch DUMP [--patch …] [--side …] [--gap PT] … [-o OUT | --in-place]`.
enum PatchCommand: Command {
  static let name = "patch"
  static let summary = "apply a bar patch and write the patched dump"
  static let about = """
    Finds every bar stack view (a _UIButtonBarStackView, or any UIStackView, whose superview
    is a _UINavigationBarContentView), decides its side from the bar guide it is tied to
    (LeadingBarGuide / TrailingBarGuide; else from its position, mirrored right to left),
    applies the patch, re-solves the layout with the Auto Layout engine and writes the
    patched dump with its recomputed frames and a <patch> record. A report goes to standard
    error (or --report FILE): each constraint removed and added in UIKit's notation, each
    frame that moved (before → after), the warnings.

    patches:
      pin        (default) remove the guide chain's constraint to the content view's edge
                 (BackButtonGuide.trailing >= leading + inset on the leading side,
                 TrailingBarGuide.trailing == trailing - inset on the trailing side) and pin
                 the stack: stack.leading == contentView.leading + gap (trailing: - gap).
                 Verified with the solver; with a back button shown the leading side is
                 skipped (--side leading fails).
      shift      keep every constraint; change the constant of the stack's edge constraint to
                 its bar guide so that the stack lands exactly gap from the edge (iOS 13+).
      margins    set the content view's left and right layout margins to the gap (UIKit
                 throws on this from iOS 13: a warning says so).
      spacing    pin at the outer gap (\(formatNumber(Patch.defaultSpacingGap)) unless --gap, less 6 on the leading side and 2 on
                 the trailing side when the outermost item is an image), each adaptor sized
                 to its custom view, centred vertically, neighbours --item-gap apart.
      tap-area   grow each custom item's adaptor to at least --min-size, its custom view kept
                 where it was on screen.
      fixed-space  iOS 7–10 bars: a fixed-space item --gap wide (negative allowed) before the
                 outermost item of each side, the frames recomputed by UIKit's frame
                 arithmetic (docs/navbar/ios7-10.md); on an iOS 11+ bar it changes nothing
                 and says why.
    """
  static let positionals = [
    Positional(
      name: "DUMP", help: "the dump to patch: XML, JSON or console text; '-' for standard input",
      repeats: true)
  ]
  static let options =
    PatchOptions.table + [
      PatchOptions.minSize.option,
      Option.output(
        help: "write the patched dump to OUT; '-' (the default) is standard output"),
      Option.outDir,
      inPlace.option,
      OutputFormat.toOption(
        help: "the format of the patched dump (default: from OUT's extension, .xml or .json in "
          + "any case; without one, as '-', the input's: json stays json, else xml)"),
      report.option, format.option, svg.option, Option.force, Option.from,
      Option.strict.with(
        help: "an unreadable line of console text is an error, not a warning; so is a finding of "
          + "'inspect check' that the patch introduces (exit 1, nothing written)"),
    ] + Option.barModel
  static let inPlace = TypedOption.flag(
    Option(
      "--in-place",
      help: "replace DUMP, in its format (XML or JSON; not console text), through a temporary "
        + "file: DUMP is untouched on any failure, and not overwritten if it changed while "
        + "inspect ran"))
  static let report = TypedOption.text(
    Option(
      "--report", value: .text(metavar: "FILE", completion: .file),
      help: "write the report to FILE instead of standard error (before the dump: if the "
        + "report cannot be written, neither is the dump)"))
  static let format = SharedOptions.format(Format.self, help: "the report's format")
  static let svg = SharedOptions.svg(
    drawing: "the bar before and after the patch, one above the other")

  /// The options of one run, typed and checked by the parser.
  struct Options {
    var patch: Patch
    var format: Format
    var inPlace: Bool
    var report: String?
    var svg: String?
    var model: BarModelOptions
    /// `DUMP`, `--from`, and `--strict` (also: a finding the patch introduces is an error).
    var input: InputOptions
    /// `-o` (nil: standard output), `--to`, `--out-dir`, `--force`.
    var output: OutputOptions

    /// - Throws: `UsageError` for an unknown `--os`.
    init(_ arguments: Arguments) throws(UsageError) {
      patch = PatchOptions.patch(arguments)
      format = arguments[PatchCommand.format]
      inPlace = arguments[PatchCommand.inPlace]
      report = arguments[PatchCommand.report]
      svg = arguments[PatchCommand.svg]
      model = try BarModelOptions(arguments, command: name)
      input = InputOptions(arguments)
      output = OutputOptions(arguments)
    }
  }
  static let exclusive = [
    [Option.outputEntry, Option.outDir, inPlace.option], [SharedOptions.to.option, inPlace.option],
  ]
  static let notes = """
    A dump that already holds this patch's <patch> record (same options) is not patched
    again: the report says so, exit status 0.
    A pasted bar the bar model does not reproduce is refused when a frame the patch depends
    on or moves differs (the stacks, their items, the guides, the titles, the back button);
    a difference elsewhere (the background, the shadow) is a warning. --force also patches
    the refused bar: a warning and the record's forced="YES" say so.
    Exit status: 0 success (also with warnings), 1 when no bar stack view is found or a pin
    cannot hold (nothing is written), 64 on a usage error.
    """
  static let examples = [
    "inspect patch Fixtures/ios11-beta-bar/input.xml -o patched.xml",
    "inspect patch nav.xml --patch spacing --item-gap 8 --gap 4 -o patched.json",
    "inspect patch nav.xml --patch tap-area --min-size 48 48 --in-place",
    "inspect patch Bars/ --out-dir Patched/ --format json",
  ]

  /// Several dumps cannot go to standard output, nor several reports to one file.
  static func checkBatch(_ arguments: Arguments) throws(UsageError) {
    let options = try Options(arguments)
    if options.output.outDir == nil, !options.inPlace {
      throw UsageError(
        "several inputs: write them with '--out-dir DIR' or '--in-place' (standard output "
          + "would hold several dumps)", command: name)
    }
    if options.report != nil {
      throw UsageError(
        "'--report' names one file; with several inputs the reports go to standard error, "
          + "in input order", command: name)
    }
    if options.svg != nil {
      throw UsageError("'--svg' names one picture; patch one dump at a time", command: name)
    }
  }

  enum Format: String, CaseIterable { case text, json }

  /// Standard output is the patched dump; `--format` is the report's, a result per input on
  /// standard error (or in `--report FILE`).
  static func printsJSONResults(_ arguments: Arguments) -> Bool { false }
  static func reportsJSONResults(_ arguments: Arguments) -> Bool {
    arguments[format] == .json
  }

  static func run(_ arguments: Arguments, io: StandardStreams) throws -> Int32 {
    let options = try Options(arguments)
    let path = options.input.dump
    let patch = options.patch
    let format = options.format
    let inPlace = options.inPlace
    if inPlace, path == "-" {
      throw UsageError("'--in-place' needs a file, not standard input", command: name)
    }
    let output = inPlace ? path : (options.output.path ?? "-")
    let outputFormat =
      inPlace
      ? nil
      : try OutputFormat.of(
        output, requested: options.output.to,
        allowed: [.xml, .json], command: name)
    let reportPath = options.report
    if let reportPath, reportPath == output {
      let place = output == "-" ? "standard output" : "'\(output)'"
      throw UsageError("the report and the patched dump would both go to \(place)", command: name)
    }

    if let svgPath = options.svg, svgPath == output || svgPath == reportPath {
      let other = svgPath == output ? "the patched dump" : "the report"
      let place = svgPath == "-" ? "standard output" : "'\(svgPath)'"
      throw UsageError("the picture and \(other) would both go to \(place)", command: name)
    }
    // A FIFO or a device is refused before it is read: reading a FIFO takes its writer's
    // bytes, and opening it again to write blocks (docs/output-files.md, `--in-place`).
    if inPlace, let status = FileStatus(path), !status.isRegular, !status.isDirectory {
      throw CommandFailure(
        file: path, "'--in-place' replaces a regular file, and this is not one: nothing read")
    }
    try OutputFiles.refuseInput(
      [(PatchCommand.report.option, reportPath), (PatchCommand.svg.option, options.svg)],
      inputs: [path], command: name)
    var input = try InputOutput.readDump(path, options.input, io: io)
    // A refusal of this file, as the other per-file errors of a batch are (`--out-dir`
    // writes it for one input as for several).
    if inPlace, input.format == .lldb {
      throw CommandFailure(
        file: input.source,
        "'--in-place' would replace this console text with an XML dump: "
          + "nothing written; write the dump with '--out-dir DIR' instead")
    }
    // The findings of the dump as read, by key, made before the patch edits it, with the bar
    // model's reading of it (thrown, if at all, where the check after it would throw): the
    // patch then holds the only copy of the document and edits it in place; a copy kept
    // through it would make the patch copy the document's arrays (docs/patches.md,
    // "Memory"). Kept when the picture draws the dump as read, or a view records no frame
    // (its frame before is taken from the patched dump).
    let source = input.source
    var findingsBefore = Result<Checks.FindingsBefore?, AuditError>.success(nil)
    let inputDocument: Document? =
      options.svg != nil || !Checks.recordsEveryFrame(input.document) ? input.document : nil
    // The bytes read are not needed any more.
    input.data = Data()
    var result = try Patching.apply(
      patch, to: input.takeDocument(), source: source, model: options.model
    ) { before, model in
      findingsBefore = Result { () throws(AuditError) in
        try Checks.findingsBefore(before, model: model, source: source)
      }
    }

    // What the patch broke that was not broken before: warnings, or with --strict errors
    // (docs/check.md, "After a patch").
    let introduced: [Finding]
    if let before = try findingsBefore.get() {
      introduced = try result.addIntroducedFindings(
        since: before, asWarnings: !options.input.strict)
    } else {
      introduced = try result.addIntroducedFindings(
        input: inputDocument ?? Document(), asWarnings: !options.input.strict)
    }
    let strict = options.input.strict && !introduced.isEmpty

    // Everything is computed before anything is written. In place, the dump keeps its format.
    let json = ((inPlace ? nil : outputFormat) ?? .input(input.format)) == .json
    let dump = json ? result.document.jsonData() : result.document.xmlData()
    let jsonReport = format == .json ? PatchReport.json(result) : nil
    // The report as it is written: the text, or the array of this input's one result, as
    // the batch prints the results of several (docs/cli.md, "JSON outputs", patch).
    func report(status: Int32) -> String {
      guard let jsonReport else { return PatchReport.text(result) }
      let file = io.displayName(path)
      return JSONResult(file: file, status: status, output: jsonReport).array
    }
    func printReport(status: Int32) {
      if let take = io.takeJSON, let jsonReport {
        take(jsonReport)
      } else {
        io.err(report(status: status))
      }
    }
    if strict {
      printReport(status: Inspect.failure)
      for finding in introduced {
        io.diagnose(
          Diagnostic(
            at: finding.location, file: input.source,
            "after the patch, \(finding.message) [\(finding.rule.rawValue)]"))
      }
      var refusal = Diagnostic(
        "--strict: the patch introduces "
          + "\(FindingsText.count(introduced.count, "finding")): nothing written")
      refusal.speaker = "inspect patch"
      io.diagnose(refusal)
      return Inspect.failure
    }
    // The report goes first, and a report that cannot be written leaves every file as it was
    // (OutputFiles checks and stages both before either is put in place).
    var outputs: [PendingOutput] = []
    if let reportPath {
      outputs.append(
        PendingOutput(path: reportPath, data: Data(report(status: 0).utf8), role: "the report"))
    }
    var pictureWarning: DiagnosticText?
    if let svgPath = options.svg {
      let picture = try BarPicture.comparisonSVG(
        before: LaidOutDump(document: inputDocument ?? Document(), source: input.source),
        after: LaidOutDump(document: result.document, source: input.source),
        findings: introduced)
      outputs.append(PendingOutput(path: svgPath, data: picture.data, role: "the picture"))
      pictureWarning = picture.warning
    }
    if !(inPlace && result.alreadyApplied) {
      outputs.append(
        PendingOutput(
          path: output, data: dump, role: reportPath == nil ? nil : "the patched dump",
          original: inPlace ? input.identity : nil))
    }
    try OutputFiles.write(outputs, force: options.output.force, io: io)
    if let pictureWarning { io.diagnose(pictureWarning) }
    if reportPath == nil { printReport(status: Inspect.success) }
    return 0
  }
}
