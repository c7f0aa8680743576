// OWNER: the LLDB work (issue 5). Phase-0 stub.

/// A line of LLDB or UIKit text that could not be read, reported with its place.
public struct ReadWarning: Sendable, Hashable, CustomStringConvertible {
  public var location: SourceLocation
  public var message: String
  public init(_ message: String, at location: SourceLocation) {
    self.message = message
    self.location = location
  }
  public var description: String { "\(location): warning: \(message)" }
}

extension Hierarchy {
  /// Reads text UIKit and LLDB print: `recursiveDescription`, `_autolayoutTrace`, conflict
  /// logs, constraint lists. Unreadable lines become warnings, or with `strict` an error.
  /// - Throws: `ReadError`.
  public init(lldb text: String, source: String, strict: Bool = false, warnings: inout [ReadWarning]) throws(ReadError) {
    throw ReadError(.other("LLDB text reading is not implemented yet"), at: SourceLocation(file: source, line: 1, column: 1))
  }
}
