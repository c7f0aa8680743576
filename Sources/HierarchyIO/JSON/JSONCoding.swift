// OWNER: the XML work (issue 2). Phase-0 stub.
import Foundation

extension Hierarchy {
  /// Reads FORMAT.md's JSON form.
  public init(json data: Data, source: String) throws(ReadError) {
    throw ReadError(.other("JSON reading is not implemented yet"), at: SourceLocation(file: source, line: 1, column: 1))
  }

  /// FORMAT.md's JSON form: keys in the XML attribute order, defaults left out.
  public func jsonData() -> Data {
    fatalError("TODO")
  }
}
