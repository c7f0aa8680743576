/// One message about the input, rendered the one way every error and warning of the package
/// is rendered (docs/model.md, "Errors"):
///
/// - with a location: `file:line:column: error: message`;
/// - without one (an item built in code, a file-wide problem): `file: error: message`;
/// - without a file either: `error: message`.
public struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
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
    let place = location?.description ?? file
    guard let place, !place.isEmpty else { return "\(severity.rawValue): \(message)" }
    return "\(place): \(severity.rawValue): \(message)"
  }
}
