/// Why a document cannot be built or edited as asked, with where the offending item was read
/// (when it was). Rendered as every diagnostic is (`DiagnosticText`).
public struct DocumentError: Error, Sendable, Equatable, CustomStringConvertible {
  public enum Reason: Sendable, Equatable {
    /// An item with this address is already in the document.
    case duplicateAddress(String, firstSeen: SourceLocation?)
    /// A constraint names an address that is no view or guide of the document; `attribute`
    /// is `first` or `second`.
    case unknownReference(address: String, attribute: String)
    /// The builder was asked for something with no view open (a guide, a constraint, a
    /// close).
    case noOpenView(String)

    public var message: String {
      switch self {
      case .duplicateAddress(let address, let first):
        if let first { return "duplicate address '\(address)' (first used at \(first))" }
        return "duplicate address '\(address)'"
      case .unknownReference(let address, let attribute):
        return "constraint attribute '\(attribute)' refers to '\(address)', which is not in the "
          + "document"
      case .noOpenView(let what): return "\(what) outside any view"
      }
    }
  }

  public var reason: Reason
  public var location: SourceLocation?

  public init(_ reason: Reason, at location: SourceLocation?) {
    self.reason = reason
    self.location = location
  }

  public var description: String {
    DiagnosticText(.error, reason.message, at: location).description
  }
}
