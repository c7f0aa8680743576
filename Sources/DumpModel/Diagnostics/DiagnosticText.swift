/// One message about the input, rendered the one way every error and warning of the package
/// is rendered (docs/model.md, "Errors and diagnostics"):
///
/// - with a location: `file:line:column: error: message`;
/// - without one (a problem of the whole file, an item built in code): the file's first line
///   and column, `file:1:1: error: message` — every message names a file, a line and a column,
///   which editors and CI jump to;
/// - without a file either (a value built in code): `error: message`.
public struct DiagnosticText: Sendable, Hashable, CustomStringConvertible {
  public enum Severity: String, Sendable, Hashable {
    case error, warning, note
  }

  public var severity: Severity
  public var message: String
  public var location: SourceLocation?
  /// The file named when there is no location.
  public var file: String?

  public init(
    _ severity: Severity, _ message: String, at location: SourceLocation?, file: String? = nil
  ) {
    self.severity = severity
    self.message = message
    self.location = location
    self.file = file
  }

  public var description: String {
    var bytes: [UInt8] = []
    append(to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// `description`'s UTF-8 bytes appended to `bytes`: `file:line:column: severity: message`,
  /// at the file's first line and column without a location, bare without a file. A list of
  /// a window's thousands is written in one buffer (`FindingsText`).
  public func append(to bytes: inout [UInt8]) {
    if let location {
      appendUTF8(location.file, to: &bytes)
      bytes.append(UInt8(ascii: ":"))
      appendUTF8(String(location.line), to: &bytes)
      bytes.append(UInt8(ascii: ":"))
      appendUTF8(String(location.column), to: &bytes)
      bytes.append(contentsOf: ": ".utf8)
    } else if let file, !file.isEmpty {
      appendUTF8(file, to: &bytes)
      bytes.append(contentsOf: ":1:1: ".utf8)
    }
    appendUTF8(severity.rawValue, to: &bytes)
    bytes.append(contentsOf: ": ".utf8)
    appendUTF8(message, to: &bytes)
  }
}

/// `1 frame`, `0 frames`, `2 frames`: a count and its noun, plural but for one (the nouns of
/// messages and reports take an `s`).
public func counted(_ count: Int, _ noun: String) -> String {
  "\(count) \(noun)\(count == 1 ? "" : "s")"
}
