import DumpModel
import Patcher

/// `inspect check --format json`: one object for the dump (docs/check.md, "Output").
public enum FindingsJSON {
  /// With `coverage`, also `checked` and `unmeasured`: the items, titles and back buttons
  /// checked and those without a frame.
  public static func json(_ findings: [Finding], source: String, coverage: Coverage? = nil)
    -> String
  {
    let errors = findings.filter { $0.level == .error }.count
    var fields: [(String, JSONText)] = [
      ("file", .string(source)),
      ("findings", .array(findings.map { value($0, source: source) })),
      ("errors", .number(Double(errors))),
      ("warnings", .number(Double(findings.count - errors))),
    ]
    if let coverage {
      fields.append(("checked", .number(Double(coverage.checked))))
      fields.append(("unmeasured", .number(Double(coverage.unmeasured))))
    }
    return JSONText.object(fields).rendered
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
