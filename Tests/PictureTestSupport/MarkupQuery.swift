import CLibXML2
import Foundation

/// A page or an SVG the writers made, parsed back with libxml2 as XML (the page is
/// well-formed XML too: the writer is an XML writer) and queried with XPath. Parsing fails
/// the test on the first malformed byte.
final class MarkupQuery {
  private let document: xmlDocPtr

  struct ParseError: Error, CustomStringConvertible {
    var description: String
  }

  init(_ data: Data) throws {
    let options = Int32(
      bitPattern: XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue
        | XML_PARSE_NOWARNING.rawValue)
    let parsed = data.withUnsafeBytes { bytes in
      xmlReadMemory(
        bytes.baseAddress?.assumingMemoryBound(to: CChar.self), Int32(bytes.count), "page", nil,
        options)
    }
    guard let parsed else {
      let message = xmlGetLastError().map { String(cString: $0.pointee.message) } ?? "?"
      throw ParseError(description: "not well-formed: \(message)")
    }
    document = parsed
  }

  deinit { xmlFreeDoc(document) }

  /// The string value of every node the expression selects (SVG elements are matched by
  /// `local-name()`: they are in the SVG namespace).
  func strings(_ expression: String) -> [String] {
    guard let context = xmlXPathNewContext(document) else { return [] }
    defer { xmlXPathFreeContext(context) }
    guard let result = xmlXPathEvalExpression(expression, context) else { return [] }
    defer { xmlXPathFreeObject(result) }
    guard let set = result.pointee.nodesetval else { return [] }
    var values: [String] = []
    for index in 0..<Int(set.pointee.nodeNr) {
      guard let node = set.pointee.nodeTab[index] else { continue }
      let content = xmlNodeGetContent(node)
      values.append(content.map { String(cString: $0) } ?? "")
      clibxml2_free(content)
    }
    return values
  }

  func count(_ expression: String) -> Int { strings(expression).count }
}
