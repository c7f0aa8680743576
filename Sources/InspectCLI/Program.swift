import ArgumentParsing
import FileSafety
import HierarchyIO
import TerminalOutput

extension Inspect {
  /// `inspect` as its help, completion scripts and manual page present it (the argument
  /// framework makes them from this and the commands' tables).
  static let program = Program(
    name: "inspect", version: "0.1.0",
    title: "read, lay out and patch recorded iOS view hierarchies",
    commands: commands.map { $0 }, commonText: commonText, description: manDescription,
    sections: manSections, seeAlso: "xmllint(1), jq(1)")

  /// What the top-level help and the manual page say about every command.
  static var commonText: String {
    let formats = InputFormat.allCases.map(\.rawValue).joined(separator: "|")
    return "Every command that reads a dump takes --from \(formats) (else the format is "
      + "detected) and --strict (an unreadable line of console text is then an error). A command "
      + "that takes DUMP… takes several files and directories: a directory stands for every "
      + "\(InputFiles.extensionList) file under it, recursively, in sorted order; the inputs run in "
      + "parallel, their output comes in the order given, and a summary line ends the run. "
      + "'-' is standard input or output; '--' ends the options. Errors go to standard error "
      + "as 'file:line:column: error: message'; with --format json, as one JSON object a "
      + "line: \(Diagnostic.shapeExample)."
  }

  /// The manual page's DESCRIPTION.
  static let manDescription = """
    inspect reads recorded iOS view hierarchies \u{2014} its own XML dump format, a JSON form, or the
    text UIKit and LLDB print (recursiveDescription, _autolayoutTrace, "Unable to
    simultaneously satisfy constraints" logs) \u{2014} finds the navigation bar's private
    _UIButtonBarStackViews and _UITAMICAdaptorViews, applies the "remove the layout-guide
    constraint and pin the stack view" patch and its relatives, re-solves the layout with an
    Auto Layout (Cassowary) engine, and writes the patched tree with its computed frames.
    """

  /// The manual page's sections after COMMANDS: what holds for every command.
  static let manSections: [(String, String)] = [
    (
      "\"BATCH RUNS\"",
      """
      A command that takes DUMP… (show, find, validate, layout, patch, convert) takes several
      files and directories. A directory stands for every file under it, recursively, whose
      extension is \(InputFiles.extensionList) (in any case), sorted by path in byte order;
      hidden files and directories are skipped, and so are symbolic links to directories. A
      folder holding an input.* file is a case of inspect test: it stands for its input.*
      files only, not its expected.* goldens or its subfolders, so that 'inspect check Bars/'
      checks each recorded bar once. A
      file named on the command line is read whatever its extension. One file named alone
      runs exactly as it always has; several, or a directory, run as a batch: the inputs run
      in parallel on all cores, the output of each comes in the order of the inputs (under a
      '==> FILE <==' header, as head(1) prints), and one line ends the run on standard error:
      '12 files: 11 ok, 1 failed'. An input fails when its run exits other than 0; the batch
      then exits 1.

      --out-dir DIR writes each input's output under DIR at the input's name (the path below
      the directory given, or the file's own name), making directories as needed: .xml and
      .json inputs keep their name, other inputs get .xml (or the extension of --to). Two
      inputs that would be written to one name, or an output that would replace its input,
      are a usage error, found before anything runs. With several inputs, -o is a usage error
      (use --out-dir), patch needs --out-dir or --in-place and writes its reports to standard
      error in input order (--report takes one input), and show refuses --format xml.
      """
    ),
    (
      "\"OUTPUT FORMAT\"",
      """
      A dump written by patch, layout or convert is in the format --to names; else in the one
      the extension of -o names, in any case: .xml, .json (.txt and .text: text, for convert
      only \u{2014} text cannot hold a dump's constraints, margins and intrinsic sizes, so patch
      and layout refuse it and say to use convert --to text). Without an extension (standard
      output '-', /dev/stdout, a pipe, a FIFO or a device) the dump keeps the input's format:
      a JSON dump stays JSON, an XML dump, pasted text or a Sentry attachment becomes XML. Any
      other extension without --to is a usage error. patch --in-place keeps the input's
      format.
      """
    ),
    (
      "\"OPTION VALUES\"",
      """
      Numbers must be finite. --gap may be negative (the stack goes that far past the edge,
      as the negative fixed space of old did); --item-gap must be 0 or more (neighbours would
      overlap); --min-size needs two numbers above 0. An option that does nothing for the
      run is a usage error: --side with --patch margins or tap-area, --gap with tap-area,
      --item-gap without --patch spacing, --min-size without --patch tap-area, --guides and
      --constraints with show --format json or xml, --to without -o or --out-dir (layout) or
      with --in-place (patch). A mistyped command, option or choice gets "did you mean".
      """
    ),
    (
      "\"EXIT STATUS\"",
      """
      0 success (also with warnings, and when a patch was already applied); 1 failure or
      findings (layout: a conflict or a frame that differs from the recorded one; find:
      nothing matched; patch: no bar stack view, or a pin that cannot hold; diff: the dumps
      differ; test: a case failed or a golden was missing or recorded; a batch: any input
      failed); 64 usage error.
      """
    ),
    (
      "DIAGNOSTICS",
      """
      Errors and warnings go to standard error as 'file:line:column: error: message' (or
      'warning:', 'note:'), a refusal's details on the lines under it, indented. A control
      character in a file name or a message is shown escaped (\\e, \\n, \\xHH). With
      --format json, errors and warnings are one JSON object a line, always of this shape, a
      key left out (never null) when it does not apply: "severity" ("error", "warning", or
      "note" for the summary line of a batch and find's no match), "file", "line" and
      "column" (numbers, 1-based) where the error is, "message", "details" (the indented
      lines), and for a usage error "command" and "usage" (the synopsis). They are made from
      the error's parts, never read back from its text:

        \(Diagnostic.shapeExample)
      """
    ),
    (
      "\"JSON OUTPUT\"",
      """
      --format json prints one shape per command, for one input as for many. find, layout and
      check print one array on standard output, an element per input in input order:
      {"file": NAME, "status": EXIT, "output": RESULT}, without "output" when the input could
      not be read (its error is a JSON line on standard error). patch's report (its --format)
      is the same array, on standard error (after a batch's runs) or in --report FILE. show
      prints the dump itself (one input only), diff one object, and check --format sarif one
      SARIF log, a run per input. docs/cli.md gives each schema, with an example.
      """
    ),
  ]
}
