import ArgumentParsing
import Foundation
import HierarchyIO
import TerminalOutput

/// `inspect validate`: checks a format-1 XML dump against the embedded RELAX NG schema, then
/// reads it as every other command would (references, duplicate addresses, finite numbers);
/// a JSON dump or console text is read by its own reader, which checks the same.
enum ValidateCommand: Command {
  static let name = "validate"
  static let summary = "check a dump against format 1 (the RELAX NG schema for XML)"
  static let about = """
    Checks an XML dump against the RELAX NG schema of format 1 (docs/format.md), with libxml2,
    then reads it as the other commands do, which names a bad value more plainly and
    catches what a schema cannot see:
    constraints naming an address that is not in the document, duplicate addresses,
    numbers beyond a double's range. A JSON dump is read by the JSON reader, which checks
    docs/format.md's JSON form the same way; console text by the LLDB reader (an unreadable line is
    a warning, or with --strict an error). Prints 'DUMP: valid' and exits 0, or prints each
    problem as file:line:column: error: … on standard error and exits 1. Unknown attributes
    and elements are valid: inspect keeps them.
    """
  static let positionals = [
    Positional(
      name: "DUMP", help: "the dump to check: XML, JSON or console text; '-' for standard input",
      repeats: true)
  ]
  static let options = Option.input
  static let namesItsInput = true
  static let examples = [
    "inspect validate Fixtures/ios11-beta-bar/input.xml",
    "inspect show nav.txt --from lldb --format xml | inspect validate -",
    "inspect validate Bars/",
  ]

  static func run(_ arguments: Arguments, io: StandardStreams) throws -> Int32 {
    // `DUMP`, `--from` and `--strict` are all it takes.
    let input = InputOptions(arguments)
    let path = input.dump
    let source = io.displayName(path)
    let data = try InputOutput.readData(path, io: io)
    let format = input.from ?? InputFormat.detect(data)
    var problems: [ReadError]
    if data.allSatisfy({ [0x20, 0x09, 0x0A, 0x0D].contains($0) }) {
      problems = [ReadError(.emptyInput, at: SourceLocation(file: source, line: 1, column: 1))]
    } else if format == .xml {
      problems = xmlProblems(data, source: source)
    } else {
      problems = []
      var warnings: [ReadWarning] = []
      do {
        _ = try Document(
          data: data, source: source, format: format, strict: input.strict,
          warnings: &warnings)
      } catch {
        problems = [error]
      }
      for warning in warnings { io.diagnose(warning) }
    }
    guard problems.isEmpty else {
      for problem in problems { io.diagnose(problem) }
      return 1
    }
    io.out("\(source): valid")
    return 0
  }

  /// The schema's problems, and the reader's message where it says more.
  private static func xmlProblems(_ data: Data, source: String) -> [ReadError] {
    var problems = validateAgainstSchema(xml: data, source: source)
    // The reader's message, where it has one, says what libxml2's terse ones do not
    // ("expected one of left, right, …"); a parse error is already the schema's.
    do {
      _ = try Document(xml: data, source: source)
    } catch {
      if !problems.contains(error) {
        problems.append(error)
        problems.sort {
          ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column)
        }
      }
    }
    return problems
  }
}
