// OWNER: the XML work (issue 2). Phase-0 stub.
import Foundation

extension Hierarchy {
  /// Reads a format-1 XML dump.
  /// - Throws: `ReadError` at the position of the first problem.
  public init(xml data: Data, source: String) throws(ReadError) {
    throw ReadError(.other("XML reading is not implemented yet"), at: SourceLocation(file: source, line: 1, column: 1))
  }
}
