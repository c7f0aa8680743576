import DumpModel

/// One change a patch made to the dump's constraints, in the order it made them.
public struct Change: Sendable, Hashable {
  public enum Kind: String, Sendable, Hashable {
    case removed, added
  }

  public var kind: Kind
  /// The constraint's id in the patched document (a changed constant keeps its id: it is
  /// recorded as removed, then added).
  public var id: ConstraintID
  /// The constraint as it was removed, or as it was added.
  public var constraint: DocumentConstraint
  /// The view that holds (held) it.
  public var holder: ViewID
  /// Its body in UIKit's notation (`UILayoutGuide:0x…'BackButtonGuide(0x…)'.trailing >= …`).
  public var notation: String
  /// Why, when it is not the patch's plain rule ("in the solver's conflict set").
  public var reason: String?

  public init(
    kind: Kind, id: ConstraintID, constraint: DocumentConstraint, holder: ViewID,
    notation: String, reason: String? = nil
  ) {
    self.kind = kind
    self.id = id
    self.constraint = constraint
    self.holder = holder
    self.notation = notation
    self.reason = reason
  }
}

/// A warning of a patch, at the place in the input it concerns.
public struct PatchWarning: Sendable, Hashable, CustomStringConvertible {
  public var location: SourceLocation?
  public var message: String
  /// The file name used when the item has no location.
  public var source: String

  public init(_ message: String, at location: SourceLocation?, source: String) {
    self.message = message
    self.location = location
    self.source = source
  }

  /// `file:line:column: warning: message` (`DiagnosticText`).
  public var description: String {
    DiagnosticText(.warning, message, at: location, file: source).description
  }
}
