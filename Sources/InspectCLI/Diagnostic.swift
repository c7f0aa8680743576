import HierarchyIO

/// An error as `--format json` prints it: one JSON object a line on standard error, always
/// this shape (docs/inspect.1, DIAGNOSTICS). Keys are left out, never null, when unknown:
///
///     {"severity":"error","file":"nav.xml","line":3,"column":7,"message":"…"}
///     {"severity":"error","message":"option '--gap' needs a number, not 'x'",
///      "command":"patch","usage":"inspect patch DUMP… […]"}
///
/// `severity` is `error`, `warning` (a reader's or a layout's warning, which in text is
/// `file:line:column: warning: message`) or `note` (the summary line of a batch); `file`,
/// `line` and `column` say where (`line` and `column` are numbers, 1-based); `command` and `usage` come with a usage error (exit status 64).
struct Diagnostic: Equatable {
  var severity = "error"
  var file: String?
  var line: Int?
  var column: Int?
  var message: String
  var command: String?
  var usage: String?

  /// The example help and the manual page show.
  static let shapeExample =
    #"{"severity":"error","file":"nav.xml","line":3,"column":7,"message":"…"}"#

  /// Reads an error or a warning as every message of inspect renders itself (the form of
  /// docs/cli.md, Conventions): `file:line:column: error: message`, `file: warning: message`,
  /// `inspect: error: message` or `inspect patch: error: message`. Text in no such form is
  /// the message itself.
  init(rendered text: String) {
    let text = text.hasSuffix("\n") ? String(text.dropLast()) : text
    let error = text.range(of: ": error: ")
    let warning = text.range(of: ": warning: ")
    // The first marker is the message's own: a message may quote the other word.
    guard
      let marker = [error, warning].compactMap({ $0 }).min(by: { $0.lowerBound < $1.lowerBound })
    else {
      message = text
      return
    }
    if marker == warning { severity = "warning" }
    message = String(text[marker.upperBound...])
    let place = String(text[..<marker.lowerBound])
    if place == "inspect" || place.hasPrefix("inspect ") { return }
    let parts = place.split(separator: ":", omittingEmptySubsequences: false)
    if parts.count >= 3, let line = Int(parts[parts.count - 2]),
      let column = Int(parts[parts.count - 1])
    {
      file = parts.dropLast(2).joined(separator: ":")
      self.line = line
      self.column = column
    } else {
      file = place
    }
  }

  init(file: String? = nil, line: Int? = nil, column: Int? = nil, message: String) {
    self.file = file
    self.line = line
    self.column = column
    self.message = message
  }

  /// A line that is no error: the summary of a batch (`severity` `note`).
  init(note: String) {
    severity = "note"
    message = note
  }

  init(usage error: UsageError, synopsis: String?) {
    message = error.message
    command = error.command
    usage = synopsis
  }

  /// One line of JSON.
  var json: String {
    var fields = [("severity", jsonString(severity))]
    if let file { fields.append(("file", jsonString(file))) }
    if let line { fields.append(("line", String(line))) }
    if let column { fields.append(("column", String(column))) }
    fields.append(("message", jsonString(message)))
    if let command { fields.append(("command", jsonString(command))) }
    if let usage { fields.append(("usage", jsonString(usage))) }
    return "{" + fields.map { "\(jsonString($0.0)):\($0.1)" }.joined(separator: ",") + "}"
  }

  /// Whether a command line asks for JSON output: `--format json` or `--format=json` before
  /// `--`. Read from the words themselves, so that a line that does not parse is answered in
  /// JSON too.
  static func wantsJSON(_ arguments: [String]) -> Bool {
    let options = Array(arguments.prefix { $0 != "--" })
    var json = false
    var index = 0
    // The last `--format` wins, as the parser keeps the last value of a repeated option.
    while index < options.count {
      let word = options[index]
      if word.hasPrefix("--format=") {
        json = word == "--format=json"
      } else if word == "--format", index + 1 < options.count {
        json = options[index + 1] == "json"
        index += 1
      }
      index += 1
    }
    return json
  }
}
