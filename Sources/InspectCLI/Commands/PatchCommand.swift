import Foundation
import HierarchyIO
import Patcher

/// `inspect patch DUMP [--patch …] [--side …] [--gap PT] … [-o OUT | --in-place]`.
enum PatchCommand: Command {
  static let name = "patch"
  static let summary = "apply a bar patch and write the patched dump"
  static let synopsis =
    "inspect patch DUMP [--patch pin|shift|margins|spacing|tap-area] "
    + "[--side auto|leading|trailing|both] [--gap PT] [--item-gap PT] [--min-size W H] "
    + "[-o OUT | --in-place] [--report FILE] [--format text|json]"
  static let help = """
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
      spacing    pin at the outer gap (10 unless --gap, less 6 on the leading side and 2 on
                 the trailing side when the outermost item is an image), each adaptor sized
                 to its custom view, centred vertically, neighbours --item-gap apart.
      tap-area   grow each custom item's adaptor to at least --min-size, its custom view kept
                 where it was on screen.

    options:
      --patch NAME      the patch (default pin)
      --side SIDE       auto (default: every stack on its own side), leading, trailing, both
      --gap PT          distance from the content view's edge (default 0; spacing: 10)
      --item-gap PT     spacing between neighbouring items (default 5)
      --min-size W H    tap-area's minimum adaptor size (default 44 44)
      -o OUT            write the patched dump to OUT (XML; JSON if OUT ends in .json);
                        '-' (the default) is standard output
      --in-place        replace DUMP, in its format (XML or JSON; not LLDB text), through a
                        temporary file: DUMP is untouched on any failure
      --report FILE     write the report to FILE instead of standard error
      --format FORMAT   the report's format: text (default) or json

    A dump that already holds this patch's <patch> record (same options) is not patched
    again: the report says so, exit status 0.
    Exit status: 0 success (also with warnings), 1 when no bar stack view is found or a pin
    cannot hold (nothing is written), 64 on a usage error.
    """
  static let spec = inputOptions.merging(
    Arguments.Spec(
      flags: ["--in-place"],
      options: [
        "--patch": 1, "--side": 1, "--gap": 1, "--item-gap": 1, "--min-size": 2, "-o": 1,
        "--report": 1, "--format": 1,
      ]))

  enum Format: String, CaseIterable { case text, json }

  static func run(_ arguments: Arguments, io: StandardStreams) throws -> Int32 {
    try arguments.expectPositionals(["DUMP"], command: name)
    let path = arguments.positionals[0]
    let patch = try parsePatch(arguments)
    let format = try arguments.choice("--format", as: Format.self, command: name) ?? .text
    let inPlace = arguments.flag("--in-place")
    if inPlace, arguments.value("-o") != nil {
      throw UsageError("'-o' and '--in-place' cannot be used together", command: name)
    }
    if inPlace, path == "-" {
      throw UsageError("'--in-place' needs a file, not standard input", command: name)
    }
    let output = inPlace ? path : (arguments.value("-o") ?? "-")
    let reportPath = arguments.value("--report")
    if let reportPath, reportPath == output {
      let place = output == "-" ? "standard output" : "'\(output)'"
      throw UsageError("the report and the patched dump would both go to \(place)", command: name)
    }

    let input = try InputOutput.readDump(path, arguments: arguments, command: name, io: io)
    if inPlace, input.format == .lldb {
      throw UsageError(
        "'--in-place' would replace the LLDB text of '\(path)' with an XML dump; write it "
          + "with '-o' instead", command: name)
    }
    let result = try Patcher.apply(patch, to: input.hierarchy, source: input.source)

    // Everything is computed before anything is written. In place, the dump keeps its format.
    let json = inPlace ? input.format == .json : output.hasSuffix(".json")
    let dump = json ? result.hierarchy.jsonData() : result.hierarchy.xmlData()
    let report = format == .json ? PatchReport.json(result) : PatchReport.text(result)
    // A report that cannot be written must not leave a patched dump behind it.
    if let reportPath, reportPath != "-" {
      let folder = URL(fileURLWithPath: reportPath).deletingLastPathComponent().path
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory),
        isDirectory.boolValue
      else {
        throw CommandFailure(
          "\(reportPath): error: cannot write the report: no such directory '\(folder)'; "
            + "nothing written")
      }
    }
    if !(inPlace && result.alreadyApplied) {
      try InputOutput.write(dump, to: output, io: io)
    }
    if let reportPath {
      try InputOutput.write(Data(report.utf8), to: reportPath, io: io)
    } else {
      io.err(report)
    }
    return 0
  }

  static func parsePatch(_ arguments: Arguments) throws(UsageError) -> Patch {
    var patch = Patch()
    patch.kind = try arguments.choice("--patch", as: PatchKind.self, command: name) ?? .pin
    patch.side = try arguments.choice("--side", as: SideOption.self, command: name) ?? .auto
    patch.gap = try arguments.number("--gap", command: name)
    if let itemGap = try arguments.number("--item-gap", command: name) {
      patch.itemGap = itemGap
    }
    if let values = arguments.values("--min-size") {
      guard values.count == 2, let width = Double(values[0]), let height = Double(values[1]),
        width.isFinite, height.isFinite, width >= 0, height >= 0
      else {
        let given = values.joined(separator: " ")
        throw UsageError(
          "option '--min-size' needs two numbers (width height), not '\(given)'", command: name)
      }
      patch.minSize = Size(width: width, height: height)
    }
    return patch
  }
}
