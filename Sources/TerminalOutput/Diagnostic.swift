import ArgumentParsing
import DumpModel

/// An error, a warning or a note, held as its parts from where it is made to where it is
/// printed: never read back from a rendered line, so that nothing a file name holds can change
/// its severity or its place (docs/inspect.1, DIAGNOSTICS).
///
/// As text, on standard error: `file:line:column: error: message` (`file: error: message`
/// without a line, `inspect: error: message` without a file), then each detail on its own
/// line, indented. Every part is shown safely (`SafeText`): a control character in a file name
/// or a message is escaped, so it can neither run in the terminal nor start a line.
///
/// Under `--format json`, one JSON object a line, always this shape; keys are left out, never
/// null, when unknown:
///
///     {"severity":"error","file":"nav.xml","line":3,"column":7,"message":"…"}
///     {"severity":"error","message":"option '--gap' needs a number, not 'x'",
///      "command":"patch","usage":"inspect patch DUMP… […]"}
///
/// `severity` is `error`, `warning` (a reader's or a layout's warning) or `note` (the summary
/// line of a batch, `find` with no match); `file`, `line` and `column` say where (1-based);
/// `details` lists the indented lines under the first; `command` and `usage` come with a usage
/// error (exit status 64).
package struct Diagnostic: Equatable, Sendable {
  package enum Severity: String, Sendable { case error, warning, note }

  package var severity = Severity.error
  package var file: String?
  package var line: Int?
  package var column: Int?
  /// The first line.
  package var message: String
  /// The lines under it: one a detail of a refusal, an XPath and its caret.
  package var details: [String] = []
  package var command: String?
  package var usage: String?
  /// Who speaks when no file is named: `inspect`, or `inspect patch` for a command's own
  /// error. Text only.
  package var speaker = "inspect"

  /// The example help and the manual page show.
  package static let shapeExample = Diagnostic(file: "nav.xml", line: 3, column: 7, "…").json

  /// A message about a file (or, with no file, the program's own). A message of several
  /// lines is its first line and its details.
  package init(
    _ severity: Severity = .error, file: String? = nil, line: Int? = nil, column: Int? = nil,
    _ message: String, details: [String] = []
  ) {
    self.severity = severity
    self.file = file
    self.line = line
    self.column = column
    let lines = message.split(separator: "\n", omittingEmptySubsequences: false)
    self.message = String(lines.first ?? "")
    self.details = lines.dropFirst().map(String.init) + details
  }

  /// The program's own error: `inspect: error: message`.
  package init(_ message: String) {
    self.init(.error, file: nil, message)
  }

  package init(
    _ severity: Severity = .error, at location: SourceLocation?, file: String? = nil,
    _ message: String
  ) {
    // A library's message about a file without a place is at its start, as `DiagnosticText`
    // renders it.
    self.init(
      severity, file: location?.file ?? file, line: location?.line ?? file.map { _ in 1 },
      column: location?.column ?? file.map { _ in 1 }, message)
  }

  /// A library's diagnostic, as it holds it.
  package init(_ text: DiagnosticText) {
    let severity = Severity(rawValue: text.severity.rawValue) ?? .error
    self.init(severity, at: text.location, file: text.file, text.message)
  }

  /// A line that is no error: the summary of a batch (`severity` `note`).
  package init(note: String) {
    self.init(.note, note)
  }

  package init(usage error: UsageError, synopsis: String?) {
    self.init(error.message)
    command = error.command
    usage = synopsis
  }

  /// The place, as text: `file:line:column`, `file`, or the speaker.
  private var place: String {
    guard let file else { return speaker }
    let name = SafeText.shown(file)
    guard let line, let column else { return name }
    return "\(name):\(line):\(column)"
  }

  /// The lines standard error shows, each control character escaped: the first at the margin,
  /// each detail indented by three spaces.
  package var text: String {
    var lines = ["\(place): \(severity.rawValue): \(SafeText.shown(message))"]
    lines += details.map { "   " + SafeText.shown($0) }
    return lines.joined(separator: "\n")
  }

  /// The diagnostic as JSON (docs/cli.md, "JSON outputs", diagnostics): its parts, the
  /// unknown ones left out.
  package var value: JSONText {
    var fields: [(String, JSONText)] = [("severity", .string(severity.rawValue))]
    if let file { fields.append(("file", .string(file))) }
    if let line { fields.append(("line", .integer(line))) }
    if let column { fields.append(("column", .integer(column))) }
    fields.append(("message", .string(message)))
    if !details.isEmpty { fields.append(("details", .strings(details))) }
    if let command { fields.append(("command", .string(command))) }
    if let usage { fields.append(("usage", .string(usage))) }
    return .object(fields)
  }

  /// One line of JSON.
  package var json: String { value.line }
}
