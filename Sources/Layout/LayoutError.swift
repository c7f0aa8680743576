import HierarchyIO

/// A constraint the layout cannot express: it names an item that is not in the document.
public struct LayoutError: Error, Sendable, Equatable, CustomStringConvertible {
  public var location: SourceLocation?
  public var message: String

  public init(_ message: String, at location: SourceLocation?) {
    self.message = message
    self.location = location
  }

  /// `file:line:column: error: message` (without a location when the item was built in code;
  /// `DiagnosticText`).
  public var description: String { DiagnosticText(.error, message, at: location).description }
}
