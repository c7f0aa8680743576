import DumpModel

/// How `inspect check` prints its findings (docs/check.md, "Output").
public enum FindingsText {
  /// Each finding as a diagnostic line ending in its rule, and its fix on the next line:
  ///
  ///     nav.xml:13:11: error: hit area of 'UIButton:0x…' is 40 × 40 pt, under 44 × 44 pt [tap-target]
  ///       fix: give it a frame of at least 44 × 44 pt
  ///
  /// then one line counting them and, given `coverage`, the items checked and those that could
  /// not be: `nav.xml: 1 error, 1 warning; 4 items checked, 0 unmeasured`.
  public static func text(_ findings: [Finding], source: String, coverage: Coverage? = nil)
    -> String
  {
    String(decoding: utf8(findings, source: source, coverage: coverage), as: UTF8.self)
  }

  /// `text`'s UTF-8 bytes, for a caller that writes them as they are: a window's tens of
  /// thousands of lines are not made into a string (and checked again as UTF-8) to be
  /// written.
  public static func utf8(_ findings: [Finding], source: String, coverage: Coverage? = nil)
    -> [UInt8]
  {
    // One buffer appended to: the lines are not made apart, nor their numbers as strings.
    var bytes: [UInt8] = []
    bytes.reserveCapacity(findings.count * 256 + 128)
    for finding in findings {
      diagnostic(finding, source: source).append(to: &bytes)
      bytes.append(contentsOf: " [".utf8)
      appendUTF8(finding.rule.rawValue, to: &bytes)
      bytes.append(contentsOf: "]\n  fix: ".utf8)
      appendUTF8(finding.fix, to: &bytes)
      bytes.append(UInt8(ascii: "\n"))
    }
    var summary = summary(findings)
    if let coverage { summary += "; " + counted(coverage) }
    appendUTF8(source, to: &bytes)
    bytes.append(contentsOf: ": ".utf8)
    appendUTF8(summary, to: &bytes)
    return bytes
  }

  /// A finding as the package renders every diagnostic (`file:line:column: level: message`;
  /// without a location, at the file's first line and column).
  public static func diagnostic(_ finding: Finding, source: String) -> DiagnosticText {
    DiagnosticText(
      finding.level == .error ? .error : .warning, finding.message, at: finding.location,
      file: source)
  }

  /// `1 error, 2 warnings`, or `no findings`.
  public static func summary(_ findings: [Finding]) -> String {
    if findings.isEmpty { return "no findings" }
    let errors = findings.reduce(0) { $0 + ($1.level == .error ? 1 : 0) }
    let warnings = findings.count - errors
    return "\(count(errors, "error")), \(count(warnings, "warning"))"
  }

  /// `4 items checked, 2 unmeasured`: items, titles and back buttons.
  public static func counted(_ coverage: Coverage) -> String {
    "\(count(coverage.checked, "item")) checked, \(coverage.unmeasured) unmeasured"
  }

  public static func count(_ n: Int, _ noun: String) -> String {
    "\(n) \(noun)\(n == 1 ? "" : "s")"
  }
}
