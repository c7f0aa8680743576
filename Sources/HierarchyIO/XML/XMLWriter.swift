// OWNER: the XML work (issue 2). Phase-0 stub.
import Foundation

extension Hierarchy {
  /// The format-1 XML dump: deterministic bytes, as FORMAT.md's "Numbers and writing" says.
  public func xmlData() -> Data {
    fatalError("TODO")
  }
}
