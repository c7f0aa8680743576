// OWNER: the LLDB work (issue 5).
import Foundation
import HierarchyIO

/// `inspect convert`: LLDB text (or JSON, or XML) in, a format-1 dump out.
enum ConvertCommand: Command {
  enum Format: String, CaseIterable { case xml, json, text }

  static let name = "convert"
  static let summary = "convert LLDB text, JSON or XML into a dump"
  static let synopsis = "inspect convert INPUT -o OUTPUT [--to xml|json|text]"
  static let help = """
    Reads a hierarchy in any format inspect reads — most often text pasted from Xcode's
    console: recursiveDescription, _autolayoutTrace, "Unable to simultaneously satisfy
    constraints" logs, lists of constraints — and writes it as a dump. A line that cannot
    be read is reported as a warning with its line and column, and the rest is read.
    The output is written atomically: an existing file is replaced only when all is well.

    arguments:
      INPUT                 the text or dump to read; '-' for standard input

    options:
      -o, --output OUTPUT   where to write; '-' for standard output
      --to xml|json|text    the output format (default: from OUTPUT's extension, .xml,
                            .json or .txt; xml for '-')
    \(Usage.inputOptionsHelp)

    A log gives no frames and only part of the tree: views whose superview it does not
    show go under one root view of class _InspectLogRoot (address 'log'), which holds the
    log's constraints in log order; the one UIKit broke is marked broken="YES".

    examples:
      pbpaste | inspect convert - -o nav.xml
      inspect convert conflict.txt -o conflict.json
      inspect convert trace.txt --to text -o -
    """
  static let spec = inputOptions.merging(
    Arguments.Spec(options: ["-o": 1, "--output": 1, "--to": 1]))

  static func run(_ arguments: Arguments, io: StandardStreams) throws -> Int32 {
    try arguments.expectPositionals(["INPUT"], command: name)
    guard let output = arguments.value("-o") ?? arguments.value("--output") else {
      throw UsageError("missing -o OUTPUT (use '-o -' for standard output)", command: name)
    }
    let format = try outputFormat(arguments, output: output)
    let hierarchy = try InputOutput.readHierarchy(
      arguments.positionals[0], arguments: arguments, command: name, io: io)
    let data: Data
    switch format {
    case .xml: data = hierarchy.xmlData()
    case .json: data = hierarchy.jsonData()
    case .text: data = Data(hierarchy.recursiveDescription(guides: true, constraints: true).utf8)
    }
    try InputOutput.write(data, to: output, io: io)
    return Inspect.success
  }

  /// `--to`, else the output's extension, else XML for standard output.
  static func outputFormat(_ arguments: Arguments, output: String) throws(UsageError) -> Format {
    if let format = try arguments.choice("--to", as: Format.self, command: name) {
      return format
    }
    if output == "-" { return .xml }
    switch URL(fileURLWithPath: output).pathExtension.lowercased() {
    case "xml": return .xml
    case "json": return .json
    case "txt", "text": return .text
    default:
      throw UsageError(
        "cannot tell the output format from '\(output)'; name it with --to xml|json|text",
        command: name)
    }
  }
}
