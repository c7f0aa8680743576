import DumpModel

/// A bar the model recognises but cannot rebuild, at the bar's line and column. Rendered as
/// every diagnostic is: `file:line:column: error: message`.
public struct BarModelError: Error, Sendable, Equatable, CustomStringConvertible {
  public var message: String
  public var location: SourceLocation?

  public init(_ message: String, at location: SourceLocation?) {
    self.message = message
    self.location = location
  }

  public var description: String { DiagnosticText(.error, message, at: location).description }
}
