import Foundation
import HierarchyIO

// TEMPORARY (issue 8): the tree form's entry points, for the tests not yet on the Document.
// Sources no longer convert; this file goes with the tree.

extension Hierarchy {
  public init(xml data: Data, source: String) throws(ReadError) {
    self = try Document(xml: data, source: source).hierarchy
  }

  public init(json data: Data, source: String) throws(ReadError) {
    self = try Document(json: data, source: source).hierarchy
  }

  public init(
    console text: String, source: String, strict: Bool = false, warnings: inout [ReadWarning]
  ) throws(ReadError) {
    self = try Document(console: text, source: source, strict: strict, warnings: &warnings)
      .hierarchy
  }

  public init(
    lldb text: String, source: String, strict: Bool = false, warnings: inout [ReadWarning]
  ) throws(ReadError) {
    try self.init(console: text, source: source, strict: strict, warnings: &warnings)
  }

  public init(
    data: Data, source: String, format: InputFormat? = nil, strict: Bool = false,
    warnings: inout [ReadWarning]
  ) throws(ReadError) {
    self = try Document(
      data: data, source: source, format: format, strict: strict, warnings: &warnings
    ).hierarchy
  }

  public func xmlData() -> Data { bridgedDocument.xmlData() }
  public func jsonData() -> Data { bridgedDocument.jsonData() }

  public func recursiveDescription(guides: Bool = false, constraints: Bool = false) -> String {
    bridgedDocument.recursiveDescription(guides: guides, constraints: constraints)
  }

  public var textLosses: [String] { bridgedDocument.textLosses }
}

extension View {
  public var uikitDescription: String { attributes.uikitDescription }
}
