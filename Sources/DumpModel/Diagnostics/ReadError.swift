/// An error in the input, with where it is. Rendered as `file:line:column: error: message`.
public struct ReadError: Error, Sendable, Equatable, CustomStringConvertible {
  public enum Reason: Sendable, Equatable {
    /// libxml2's first complaint, trimmed.
    case malformedXML(String)
    case doctypeNotAllowed
    case tooDeep(limit: Int)
    case notAHierarchy(root: String)
    case unsupportedFormat(String)
    case missingAttribute(element: String, name: String)
    /// An unknown value of a known attribute, or one that does not parse (`frame="12 0 48 44"`).
    case invalidValue(element: String, attribute: String, value: String, expected: String)
    case nonFiniteNumber(element: String, attribute: String, value: String)
    case unknownReference(element: String, attribute: String, address: String)
    case duplicateAddress(String, firstSeen: SourceLocation?)
    case invalidConstraint(text: String, problem: String)
    case unrecognizedLine(String)
    case invalidJSON(String)
    case emptyInput
    case unreadableFile(String)
    case schemaViolation(String)
    case other(String)

    public var message: String {
      switch self {
      case .malformedXML(let text): return "malformed XML: \(text)"
      case .doctypeNotAllowed:
        return "a hierarchy dump has no DOCTYPE; refusing to read one (no entity is expanded)"
      case .tooDeep(let limit): return "the hierarchy is nested deeper than \(limit) levels"
      case .notAHierarchy(let root): return "the root element is '\(root)', not 'hierarchy'"
      case .unsupportedFormat(let value):
        return "unsupported format '\(value)' (this inspect reads format 1)"
      case .missingAttribute(let element, let name):
        return "\(element) has no attribute '\(name)'"
      case .invalidValue(let element, let attribute, let value, let expected):
        return "\(element) attribute '\(attribute)' has the value '\(value)'; expected \(expected)"
      case .nonFiniteNumber(let element, let attribute, let value):
        return "\(element) attribute '\(attribute)' is not a finite number: '\(value)'"
      case .unknownReference(let element, let attribute, let address):
        return
          "\(element) attribute '\(attribute)' refers to '\(address)', which is not in the document"
      case .duplicateAddress(let address, let first):
        if let first { return "duplicate address '\(address)' (first used at \(first))" }
        return "duplicate address '\(address)'"
      case .invalidConstraint(let text, let problem):
        return "cannot read the constraint '\(text)': \(problem)"
      case .unrecognizedLine(let line): return "cannot read this line: '\(line)'"
      case .invalidJSON(let text): return "invalid JSON: \(text)"
      case .emptyInput: return "the input is empty"
      case .unreadableFile(let text): return "cannot read the file: \(text)"
      case .schemaViolation(let text): return text
      case .other(let text): return text
      }
    }
  }

  public var location: SourceLocation
  public var reason: Reason

  public init(_ reason: Reason, at location: SourceLocation) {
    self.reason = reason
    self.location = location
  }

  public var description: String {
    DiagnosticText(.error, reason.message, at: location).description
  }
}

extension ReadError {
  /// A builder's error in a file, where a reader has no wording of its own for it.
  package init(_ error: DocumentError, file: String) {
    self.init(
      .other(error.reason.message),
      at: error.location ?? SourceLocation(file: file, line: 1, column: 1))
  }
}

/// A line of console text (what UIKit and LLDB print) that could not be read, reported with its place.
public struct ReadWarning: Sendable, Hashable, CustomStringConvertible {
  public var location: SourceLocation
  public var message: String
  public init(_ message: String, at location: SourceLocation) {
    self.message = message
    self.location = location
  }
  public var description: String { DiagnosticText(.warning, message, at: location).description }
}
