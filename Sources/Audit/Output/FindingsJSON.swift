import DumpModel
import Patcher

/// `inspect check --format json`: one object for the dump (docs/check.md, "Output").
public enum FindingsJSON {
  /// The object `check --format json` makes of one dump (docs/cli.md, "JSON outputs",
  /// check). With `coverage`, also `checked` and `unmeasured`: the items, titles and back
  /// buttons checked and those without a frame.
  public static func json(_ findings: [Finding], source: String, coverage: Coverage? = nil)
    -> JSONText
  {
    let errors = findings.filter { $0.level == .error }.count
    var fields: [(String, JSONText)] = [
      ("file", .string(source)),
      ("findings", .array(findings.map { value($0, source: source) })),
      ("errors", .integer(errors)),
      ("warnings", .integer(findings.count - errors)),
    ]
    if let coverage {
      fields.append(("checked", .integer(coverage.checked)))
      fields.append(("unmeasured", .integer(coverage.unmeasured)))
    }
    return .object(fields)
  }

  /// One finding: its rule, level, message and fix, where it is, the addresses it names.
  static func value(_ finding: Finding, source: String) -> JSONText {
    let location = finding.location ?? SourceLocation(file: source, line: 1, column: 1)
    return .object([
      ("rule", .string(finding.rule.rawValue)),
      ("level", .string(finding.level.rawValue)),
      ("message", .string(finding.message)),
      ("fix", .string(finding.fix)),
      ("file", .string(location.file)),
      ("line", .integer(location.line)),
      ("column", .integer(location.column)),
      ("items", .strings(finding.addresses)),
    ])
  }
}
