import DumpModel
import Patcher

/// `inspect check --format sarif`: a SARIF 2.1.0 log (OASIS, "Static Analysis Results
/// Interchange Format"), as GitHub code scanning and other dashboards read it
/// (docs/check.md, "SARIF"). One run per dump checked; each result's location is the dump
/// (`artifactLocation`) at the view's line and column (`region`).
public enum SARIFLog {
  public static let schema = "https://json.schemastore.org/sarif-2.1.0.json"

  /// What the tool said while it read and laid out a dump, beside the findings: a reader's
  /// warning (`a line that is not UIKit or LLDB output`) or the error that stopped the run.
  /// SARIF's `toolExecutionNotifications` of the run's one `invocation` (docs/check.md, "SARIF").
  public struct Notification: Equatable, Sendable {
    public enum Level: String, Sendable { case error, warning, note }
    public var level: Level
    public var message: String
    /// The file the message is about, and where in it (1-based; nil when it says none).
    public var file: String?
    public var line: Int?
    public var column: Int?

    public init(level: Level, message: String, file: String?, line: Int?, column: Int?) {
      self.level = level
      self.message = message
      self.file = file
      self.line = line
      self.column = column
    }
  }

  /// A log of one run: the findings of one dump, with what the tool said on the way.
  /// `succeeded` is false when the dump could not be read or laid out (no findings then).
  public static func log(
    _ findings: [Finding], source: String, toolVersion: String,
    notifications: [Notification] = [], succeeded: Bool = true
  ) -> JSONText {
    log(runs: [
      run(
        findings, source: source, toolVersion: toolVersion, notifications: notifications,
        succeeded: succeeded)
    ])
  }

  /// A log of several runs (a batch: one run a dump).
  public static func log(runs: [JSONText]) -> JSONText {
    .object([
      ("$schema", .string(schema)),
      ("version", .string("2.1.0")),
      ("runs", .array(runs)),
    ])
  }

  /// The run of one dump: the tool with every rule, the invocation (did it succeed, what it
  /// said), the dump as its one artifact, the results.
  public static func run(
    _ findings: [Finding], source: String, toolVersion: String,
    notifications: [Notification] = [], succeeded: Bool = true
  ) -> JSONText {
    let uri = artifactURI(source)
    var invocation: [(String, JSONText)] = [("executionSuccessful", .bool(succeeded))]
    if !notifications.isEmpty {
      invocation.append(
        ("toolExecutionNotifications", .array(notifications.map { notification($0, uri: uri) })))
    }
    return .object([
      (
        "tool",
        .object([
          (
            "driver",
            .object([
              ("name", .string("inspect")),
              ("semanticVersion", .string(toolVersion)),
              ("rules", .array(Rule.allCases.map(descriptor))),
            ])
          )
        ])
      ),
      ("invocations", .array([.object(invocation)])),
      ("artifacts", .array([.object([("location", .object([("uri", .string(uri))]))])])),
      ("columnKind", .string("unicodeCodePoints")),
      ("results", .array(findings.map { result($0, uri: uri, source: source) })),
    ])
  }

  /// A rule as a `reportingDescriptor`.
  static func descriptor(_ rule: Rule) -> JSONText {
    .object([
      ("id", .string(rule.rawValue)),
      ("name", .string(rule.sarifName)),
      ("shortDescription", .object([("text", .string(rule.summary))])),
      (
        "defaultConfiguration",
        .object([("level", .string(rule.defaultLevel.rawValue))])
      ),
    ])
  }

  /// A notification at its place: in the run's artifact (by index) when it names the dump,
  /// else in the file it names; a message that names no file has no location.
  static func notification(_ notification: Notification, uri: String) -> JSONText {
    var members: [(String, JSONText)] = [
      ("level", .string(notification.level.rawValue)),
      ("message", .object([("text", .string(notification.message))])),
    ]
    if let file = notification.file {
      let fileURI = artifactURI(file)
      let physical = physicalLocation(
        uri: fileURI, index: fileURI == uri ? 0 : nil, line: notification.line ?? 1,
        column: notification.column ?? 1)
      members.append(("locations", .array([.object([("physicalLocation", physical)])])))
    }
    return .object(members)
  }

  /// A place in a file: its URI (and its index among the run's artifacts), line and column.
  static func physicalLocation(uri: String, index: Int?, line: Int, column: Int) -> JSONText {
    var artifact: [(String, JSONText)] = [("uri", .string(uri))]
    if let index { artifact.append(("index", .integer(index))) }
    return .object([
      ("artifactLocation", .object(artifact)),
      (
        "region",
        .object([
          ("startLine", .integer(max(1, line))),
          ("startColumn", .integer(max(1, column))),
        ])
      ),
    ])
  }

  static func result(_ finding: Finding, uri: String, source: String) -> JSONText {
    let location = finding.location ?? SourceLocation(file: source, line: 1, column: 1)
    let ruleIndex = Rule.allCases.firstIndex(of: finding.rule) ?? 0
    var logical: [JSONText] = []
    for address in finding.addresses.prefix(1) {
      logical.append(.object([("name", .string(address)), ("kind", .string("element"))]))
    }
    let physical = physicalLocation(
      uri: uri, index: 0, line: location.line, column: location.column)
    var locationMembers: [(String, JSONText)] = [("physicalLocation", physical)]
    if !logical.isEmpty { locationMembers.append(("logicalLocations", .array(logical))) }
    return .object([
      ("ruleId", .string(finding.rule.rawValue)),
      ("ruleIndex", .integer(ruleIndex)),
      ("level", .string(finding.level.rawValue)),
      ("message", .object([("text", .string("\(finding.message); fix: \(finding.fix)"))])),
      ("locations", .array([.object(locationMembers)])),
      (
        "partialFingerprints",
        .object([
          (
            "inspectFinding/v1",
            .string(([finding.rule.rawValue] + finding.addresses).joined(separator: " "))
          )
        ])
      ),
    ])
  }

  /// The dump's path as a URI reference: relative paths stay relative (SARIF resolves them
  /// against the repository), absolute ones become `file://` URIs; every byte outside the
  /// characters a path segment may hold is percent-encoded (RFC 3986).
  static func artifactURI(_ path: String) -> String {
    var encoded = ""
    for byte in path.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"):
        encoded.unicodeScalars.append(Unicode.Scalar(byte))
      case _ where "-._~/!$&'()*+,;=:@".utf8.contains(byte):
        encoded.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        let digits = Array("0123456789ABCDEF")
        encoded += "%" + String(digits[Int(byte >> 4)]) + String(digits[Int(byte & 0xf)])
      }
    }
    return path.hasPrefix("/") ? "file://" + encoded : encoded
  }
}

extension Rule {
  /// `TapTarget`: SARIF's `name`, an identifier.
  var sarifName: String {
    rawValue.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
      .replacingOccurrences(of: "Api", with: "API")
  }
}
