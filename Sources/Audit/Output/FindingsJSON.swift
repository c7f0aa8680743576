import DumpModel
import Patcher

/// `inspect check --format json`: one object for the dump (docs/check.md, "Output").
public enum FindingsJSON {
  public static func json(_ findings: [Finding], source: String) -> String {
    let errors = findings.filter { $0.level == .error }.count
    return JSONText.object([
      ("file", .string(source)),
      ("findings", .array(findings.map { value($0, source: source) })),
      ("errors", .number(Double(errors))),
      ("warnings", .number(Double(findings.count - errors))),
    ]).rendered
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
      ("line", .number(Double(location.line))),
      ("column", .number(Double(location.column))),
      ("items", .array(finding.addresses.map(JSONText.string))),
    ])
  }
}
