import Foundation
import HierarchyIO

/// `inspect validate`: checks a format-1 XML dump against the embedded RELAX NG schema, then
/// reads it as every other command would (references, duplicate addresses, finite numbers).
enum ValidateCommand: Command {
  static let name = "validate"
  static let summary = "check a format-1 dump against the RELAX NG schema"
  static let synopsis = "inspect validate DUMP"
  static let help = """
    Checks an XML dump against the RELAX NG schema of format 1 (FORMAT.md), with libxml2,
    then reads it as the other commands do, which names a bad value more plainly and
    catches what a schema cannot see:
    constraints naming an address that is not in the document, duplicate addresses,
    numbers beyond a double's range. Prints 'DUMP: valid' and exits 0, or prints each
    problem as file:line:column: error: … on standard error and exits 1. Unknown attributes
    and elements are valid: inspect keeps them.

    arguments:
      DUMP                  the XML dump to check; '-' for standard input

    examples:
      inspect validate Fixtures/ios11-beta-bar/input.xml
      inspect show nav.txt --from lldb --format xml | inspect validate -
    """
  static let spec = Arguments.Spec()

  static func run(_ arguments: Arguments, io: StandardStreams) throws -> Int32 {
    try arguments.expectPositionals(["DUMP"], command: name)
    let path = arguments.positionals[0]
    let source = InputOutput.displayName(path)
    let data = try InputOutput.readData(path, io: io)
    var problems = validateAgainstSchema(xml: data, source: source)
    // The reader's message, where it has one, says what libxml2's terse ones do not
    // ("expected one of left, right, …"); a parse error is already the schema's.
    do {
      _ = try Hierarchy(xml: data, source: source)
    } catch {
      if !problems.contains(error) {
        problems.append(error)
        problems.sort {
          ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column)
        }
      }
    }
    guard problems.isEmpty else {
      for problem in problems { io.err(problem.description) }
      return 1
    }
    io.out("\(source): valid")
    return 0
  }
}
