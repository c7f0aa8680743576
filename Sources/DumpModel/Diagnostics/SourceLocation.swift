/// Where something was read: a file name (`nav.xml`, or `<stdin>`), a 1-based line and column.
public struct SourceLocation: Sendable, Hashable, CustomStringConvertible {
  public var file: String
  public var line: Int
  public var column: Int

  public init(file: String, line: Int, column: Int) {
    self.file = file
    self.line = line
    self.column = column
  }

  /// `file:line:column`, the prefix of every diagnostic.
  public var description: String { "\(file):\(line):\(column)" }
}
