import ArgumentParsing
import Foundation
import HierarchyIO
import TerminalOutput

/// `inspect show`: the tree as `recursiveDescription` prints it, or the model as JSON or XML.
enum ShowCommand: Command {
  enum Format: String, CaseIterable { case text, json, xml }

  static let name = "show"
  static let summary = "print the tree the way recursiveDescription does"
  static let about = """
    Prints one view a line, as UIKit's recursiveDescription does: root views at the margin,
    each level of depth indented by '   | ', each view as
    <Class: 0xADDR; frame = (x y; w h); …> with hidden, alpha, autoresize,
    userInteractionEnabled and tag where they differ from UIKit's defaults. A label prints
    its text as text = '…' after the frame; any other view with a title carries it in
    quotes after its address (<UIButton: 0x10940abb0' Back'; …>), as _autolayoutTrace
    names it. A view whose frame is not recorded prints without 'frame ='. A dump holds no
    layer or gesture recognizer addresses, so those keys are not printed.
    """
  static let positionals = [
    Positional(
      name: "DUMP", help: "the dump to read: XML, JSON or console text; '-' for standard input",
      repeats: true)
  ]
  static let options =
    [
      constraints.option, guides.option, format.option,
    ] + Option.input
  static let constraints = TypedOption.flag(
    Option(
      "--constraints",
      help: "print the constraints each view holds, in UIKit's notation: "
        + "<NSLayoutConstraint:0x… A:0x….leading == B:0x….leading   (active)>",
      appliesWhen: textOnly))
  static let guides = TypedOption.flag(
    Option(
      "--guides",
      help: "print each view's layout guides under it, as _autolayoutTrace does: "
        + "<UILayoutGuide: 0x… - \"Name\", layoutFrame = {{x, y}, {w, h}}, …>",
      appliesWhen: textOnly))
  static let format = SharedOptions.format(
    Format.self,
    help: "text as above; json or xml writes the whole model (docs/format.md), for jq or xmllint")
  static let textOnly = Option.Condition.when(
    format, isOneOf: [.text], reason: "json and xml hold everything")
  static let examples = [
    "inspect show Fixtures/ios11-beta-bar/input.xml",
    "inspect show nav.xml --guides --constraints",
    "pbpaste | inspect show - --from lldb --format xml",
    "inspect show Bars/ --format json",
  ]

  /// `--format json|xml` writes the dump itself, one document (docs/format.md), which reads
  /// back: several cannot be one output.
  static func checkBatch(_ arguments: Arguments) throws(UsageError) {
    let format = Options(arguments).format
    if format != .text {
      throw UsageError(
        "'--format \(format.rawValue)' writes one dump; with several inputs, use "
          + "'inspect convert DUMP… --out-dir DIR --to \(format.rawValue)'", command: name)
    }
  }

  /// `--format json` is the dump, not a result per input.
  static func printsJSONResults(_ arguments: Arguments) -> Bool { false }

  /// A run's options, typed, from the table.
  struct Options {
    var format: Format
    var guides: Bool
    var constraints: Bool
    var input: InputOptions

    init(_ arguments: Arguments) {
      format = arguments[ShowCommand.format]
      guides = arguments[ShowCommand.guides]
      constraints = arguments[ShowCommand.constraints]
      input = InputOptions(arguments)
    }
  }

  static func run(_ arguments: Arguments, io: StandardStreams) throws -> Int32 {
    let options = Options(arguments)
    let document = try InputOutput.readDump(options.input, io: io).document
    switch options.format {
    case .text:
      io.writeOutput(
        Data(
          document.recursiveDescription(guides: options.guides, constraints: options.constraints)
            .utf8))
    case .json:
      io.writeOutput(document.jsonData())
    case .xml:
      io.writeOutput(document.xmlData())
    }
    return Inspect.success
  }
}
