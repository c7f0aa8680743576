import Foundation
import HierarchyIO

/// `inspect show`: the tree as `recursiveDescription` prints it, or the model as JSON or XML.
enum ShowCommand: Command {
  enum Format: String, CaseIterable { case text, json, xml }

  static let name = "show"
  static let summary = "print the tree the way recursiveDescription does"
  static let synopsis = "inspect show DUMP [--constraints] [--guides] [--format text|json|xml]"
  static let help = """
    Prints one view a line, as UIKit's recursiveDescription does: root views at the margin,
    each level of depth indented by '   | ', each view as
    <Class: 0xADDR; frame = (x y; w h); …> with hidden, alpha, autoresize,
    userInteractionEnabled and tag where they differ from UIKit's defaults. A label prints
    its text as text = '…' after the frame; any other view with a title carries it in
    quotes after its address (<UIButton: 0x10940abb0' Back'; …>), as _autolayoutTrace
    names it. A view whose frame is not recorded prints without 'frame ='. A dump holds no
    layer or gesture recognizer addresses, so those keys are not printed.

    arguments:
      DUMP                  the dump to read: XML, JSON or LLDB text; '-' for standard input

    options:
      --guides              print each view's layout guides under it, as _autolayoutTrace
                            does: <UILayoutGuide: 0x… - "Name", layoutFrame = {{x, y}, {w, h}}, …>
      --constraints         print the constraints each view holds, in UIKit's notation:
                            <NSLayoutConstraint:0x… A:0x….leading == B:0x….leading   (active)>
      --format text|json|xml
                            text (default) as above; json or xml writes the whole model
                            (FORMAT.md), for jq or xmllint; --guides and --constraints are
                            for text only
    \(Usage.inputOptionsHelp)

    examples:
      inspect show Fixtures/ios11-beta-bar/input.xml
      inspect show nav.xml --guides --constraints
      pbpaste | inspect show - --from lldb --format xml
    """
  static let spec = inputOptions.merging(
    Arguments.Spec(flags: ["--constraints", "--guides"], options: ["--format": 1]))

  static func run(_ arguments: Arguments, io: StandardStreams) throws -> Int32 {
    try arguments.expectPositionals(["DUMP"], command: name)
    let format = try arguments.choice("--format", as: Format.self, command: name) ?? .text
    let guides = arguments.flag("--guides")
    let constraints = arguments.flag("--constraints")
    if format != .text, guides || constraints {
      let option = guides ? "--guides" : "--constraints"
      throw UsageError(
        "option '\(option)' applies to --format text only; json and xml hold everything",
        command: name)
    }
    let hierarchy = try InputOutput.readHierarchy(
      arguments.positionals[0], arguments: arguments, command: name, io: io)
    switch format {
    case .text:
      io.writeOutput(
        Data(hierarchy.recursiveDescription(guides: guides, constraints: constraints).utf8))
    case .json:
      io.writeOutput(hierarchy.jsonData())
    case .xml:
      io.writeOutput(hierarchy.xmlData())
    }
    return Inspect.success
  }
}
