internal import CLibXML2  // libxml2 types cannot leak into XMLFormat's public API
import Foundation

/// What an XPath expression evaluates to: a node set, or a number, string or boolean
/// (`count(//view)`, `string(//view/@class)`, `boolean(//guide)`).
public enum XPathValue: Sendable, Hashable {
  case nodes([XPathNode])
  case number(Double)
  case string(String)
  case boolean(Bool)
}

/// A node of an XPath result, copied out of libxml2's tree.
public struct XPathNode: Sendable, Hashable {
  public enum Kind: Sendable, Hashable { case element, attribute, text, document, other }

  public var kind: Kind
  /// The element's or attribute's name (`view`, `class`); empty for other nodes.
  public var name: String
  /// For an element, its `address` attribute; for an attribute, its element's.
  public var address: String?
  /// For a `<constraint>` element without an address (or an attribute of one): the `address`
  /// of the element that holds it, and its 0-based position among the holder's
  /// `<constraint>` children — how such a constraint is found in the model.
  public var holder: String?
  public var constraintPosition: Int?
  /// Where the node is, as libxml2 names it: `/hierarchy/view/view[2]/@class`. Empty for a
  /// `<view>`, `<guide>` or `<constraint>` with an address, which names it (libxml2 counts
  /// siblings to build a path: too slow for ten thousand matches under one holder).
  public var nodePath: String
  /// The string value of an attribute, text or other node; empty for elements.
  public var value: String
  /// The line of the node in the XML (of its element, for an attribute; for an element,
  /// libxml2 gives the line where its start tag ends), 0 when unknown.
  public var line: Int
}

/// An XPath expression that does not compile or evaluate, with the column libxml2 points at.
public struct XPathError: Error, Sendable, Hashable, CustomStringConvertible {
  public var expression: String
  /// 1-based column in `expression`.
  public var column: Int
  /// libxml2's message, lowercased and trimmed: `invalid predicate`.
  public var message: String

  public init(expression: String, column: Int, message: String) {
    self.expression = expression
    self.column = column
    self.message = message
  }

  /// `<query>:1:8: error: invalid XPath expression: invalid predicate`, then the expression
  /// and a caret under the column, as compilers print it.
  public var description: String {
    // Keep tabs so that the caret lines up under the column in a terminal.
    let padding = String(expression.prefix(max(column - 1, 0)).map { $0 == "\t" ? "\t" : " " })
    let place = SourceLocation(file: "<query>", line: 1, column: column)
    return """
      \(DiagnosticText(.error, "invalid XPath expression: \(message)", at: place))
      \(expression)
      \(padding)^
      """
  }
}

extension XPathError {
  /// libxml2's `xmlXPathErrorMessages`, which it leaves out of `lastError` when a callback is
  /// set, by `XML_XPATH_*` code, lowercased.
  private static let messages: [Int32: String] = [
    1201: "number encoding", 1202: "unfinished literal", 1203: "start of literal",
    1204: "expected $ for variable reference", 1205: "undefined variable",
    1206: "invalid predicate", 1207: "invalid expression", 1208: "missing closing curly brace",
    1209: "unregistered function", 1210: "invalid operand", 1211: "invalid type",
    1212: "invalid number of arguments", 1213: "invalid context size",
    1214: "invalid context position", 1215: "memory allocation error", 1216: "syntax error",
    1219: "undefined namespace prefix", 1220: "encoding error",
    1221: "character out of XML range",
  ]

  /// The error libxml2 recorded; a variable reference is pointed at, since libxml2 only finds
  /// it undefined once evaluation has run to the end of the expression.
  init(code error: xmlError, expression: String) {
    var message = Self.messages[error.code] ?? "error \(error.code)"
    var column = XPath.columnOf(byteOffset: Int(error.int1), in: expression)
    if error.code == 1205, let dollar = expression.firstIndex(of: "$") {
      let name = expression[dollar...].prefix {
        $0 == "$" || $0.isLetter || $0.isNumber
          || $0 == "-" || $0 == "_" || $0 == "." || $0 == ":"
      }
      message += " '\(name)' (inspect defines no variables)"
      column = expression.distance(from: expression.startIndex, to: dollar) + 1
    }
    self.init(expression: expression, column: column, message: message)
  }
}

public enum XPath {
  /// Evaluates an XPath 1.0 expression over a format-1 XML document.
  ///
  /// The document is parsed with the network off and no entity expanded; a DOCTYPE is
  /// refused, as by the reader. No libxml2 pointer outlives this call.
  /// The corresponding libxml2 calls are `xmlCtxtReadMemory`, `xmlXPathCtxtCompile` and
  /// `xmlXPathCompiledEval`.
  /// - Parameters:
  ///   - expression: the XPath, e.g. `//view[@class='_UITAMICAdaptorView']`.
  ///   - data: the XML.
  ///   - source: the document's name in messages (`nav.xml`, `<stdin>`).
  /// - Throws: `XPathError` for an expression that does not compile or evaluate;
  ///   `ReadError` for a document that does not parse.
  public static func evaluate(_ expression: String, overXML data: Data, source: String) throws
    -> XPathValue
  {
    // The reader's once-only set-up: `xmlInitParser()` and the depth limit raised to 1,024
    // levels, so that every dump the reader accepts can be searched too.
    _ = libxml2Ready
    let data = try xmlDocumentBytes(data, source: source).bytes
    guard let context = xmlNewParserCtxt() else { fatalError("libxml2: out of memory") }
    defer { xmlFreeParserCtxt(context) }
    let parsed = data.withUnsafeBytes { bytes in
      xmlCtxtReadMemory(
        context, bytes.baseAddress?.assumingMemoryBound(to: CChar.self), Int32(bytes.count),
        source, nil, xmlReadOptions)
    }
    guard let document = parsed else {
      let error = context.pointee.lastError
      let message =
        error.message.map { String(cString: $0) }?.trimmingCharacters(in: .whitespacesAndNewlines)
        ?? "the document does not parse"
      throw ReadError(
        .malformedXML(message),
        at: SourceLocation(
          file: source, line: max(Int(error.line), 1), column: max(Int(error.int2), 1)))
    }
    defer { xmlFreeDoc(document) }
    // The reader refuses a DOCTYPE before `find` gets here; this guards other callers.
    if document.pointee.intSubset != nil {
      throw ReadError(.doctypeNotAllowed, at: SourceLocation(file: source, line: 1, column: 1))
    }

    guard let xpath = xmlXPathNewContext(document) else { fatalError("libxml2: out of memory") }
    defer { xmlXPathFreeContext(xpath) }
    // With a callback set, libxml2 records the error in `lastError` and does not print it
    // (nor fill in its message: `XPathError(code:)` words it).
    xpath.pointee.error = { _, _ in }
    guard let compiled = xmlXPathCtxtCompile(xpath, expression) else {
      throw XPathError(code: xpath.pointee.lastError, expression: expression)
    }
    defer { xmlXPathFreeCompExpr(compiled) }
    // libxml2 prints "function … not found" to stderr on evaluation: find it first.
    if let (name, column) = unknownFunction(in: expression) {
      throw XPathError(
        expression: expression, column: column, message: "unregistered function '\(name)'")
    }
    guard let result = xmlXPathCompiledEval(compiled, xpath) else {
      throw XPathError(code: xpath.pointee.lastError, expression: expression)
    }
    defer { xmlXPathFreeObject(result) }

    switch result.pointee.type {
    case XPATH_NUMBER: return .number(result.pointee.floatval)
    case XPATH_BOOLEAN: return .boolean(result.pointee.boolval != 0)
    case XPATH_STRING:
      return .string(result.pointee.stringval.map { String(cString: $0) } ?? "")
    case XPATH_NODESET, XPATH_XSLT_TREE:
      guard let set = result.pointee.nodesetval, let table = set.pointee.nodeTab else {
        return .nodes([])
      }
      return .nodes((0..<Int(set.pointee.nodeNr)).compactMap { table[$0].map(node) })
    default:
      return .nodes([])
    }
  }

  /// Copies what `find` needs out of a libxml2 node.
  private static func node(_ node: xmlNodePtr) -> XPathNode {
    // A namespace node is an `xmlNs`, not an `xmlNode`: only its `type` may be read.
    if node.pointee.type == XML_NAMESPACE_DECL {
      let namespace = UnsafeMutableRawPointer(node).assumingMemoryBound(to: xmlNs.self)
      let prefix = namespace.pointee.prefix.map { String(cString: $0) } ?? ""
      return XPathNode(
        kind: .other, name: prefix, address: nil, holder: nil, constraintPosition: nil,
        nodePath: "namespace::\(prefix)",
        value: namespace.pointee.href.map { String(cString: $0) } ?? "", line: 0)
    }
    let kind: XPathNode.Kind
    switch node.pointee.type {
    case XML_ELEMENT_NODE: kind = .element
    case XML_ATTRIBUTE_NODE: kind = .attribute
    case XML_TEXT_NODE, XML_CDATA_SECTION_NODE: kind = .text
    case XML_DOCUMENT_NODE: kind = .document
    default: kind = .other
    }
    let element: xmlNodePtr? =
      kind == .element ? node : (kind == .attribute || kind == .text ? node.pointee.parent : nil)
    var result = XPathNode(
      kind: kind, name: kind == .element || kind == .attribute ? name(of: node) : "",
      address: nil, holder: nil, constraintPosition: nil, nodePath: "",
      value: kind == .element ? "" : stringValue(of: node),
      line: Int(xmlGetLineNo(element ?? node)))
    if let element, element.pointee.type == XML_ELEMENT_NODE {
      result.address = property("address", of: element)
    }
    let isItem = kind == .element && ["view", "guide", "constraint"].contains(result.name)
    if !isItem || result.address == nil { result.nodePath = path(of: node) }
    if let element, element.pointee.type == XML_ELEMENT_NODE, result.address == nil {
      if name(of: element) == "constraint", let parent = element.pointee.parent,
        parent.pointee.type == XML_ELEMENT_NODE
      {
        result.holder = property("address", of: parent)
        var position = 0
        var sibling = element.pointee.prev
        while let current = sibling {
          if current.pointee.type == XML_ELEMENT_NODE, name(of: current) == "constraint" {
            position += 1
          }
          sibling = current.pointee.prev
        }
        result.constraintPosition = position
      }
    }
    return result
  }

  private static func name(of node: xmlNodePtr) -> String {
    node.pointee.name.map { String(cString: $0) } ?? ""
  }

  private static func property(_ name: String, of node: xmlNodePtr) -> String? {
    guard let value = xmlGetProp(node, name) else { return nil }
    defer { clibxml2_free(value) }
    return String(cString: value)
  }

  private static func path(of node: xmlNodePtr) -> String {
    guard let path = xmlGetNodePath(node) else { return "" }
    defer { clibxml2_free(path) }
    return String(cString: path)
  }

  private static func stringValue(of node: xmlNodePtr) -> String {
    guard let value = xmlXPathCastNodeToString(node) else { return "" }
    defer { clibxml2_free(value) }
    return String(cString: value)
  }

  /// XPath 1.0's functions and the one libxml2 adds (`escape-uri`).
  private static let functions: Set<String> = [
    "last", "position", "count", "id", "local-name", "namespace-uri", "name", "string",
    "concat", "starts-with", "contains", "substring-before", "substring-after", "substring",
    "string-length", "normalize-space", "translate", "boolean", "not", "true", "false", "lang",
    "number", "sum", "floor", "ceiling", "round", "escape-uri",
    // Node-type tests look like calls.
    "node", "text", "comment", "processing-instruction",
  ]

  /// The first name called as a function that libxml2 does not know, and its column.
  private static func unknownFunction(in expression: String) -> (String, Int)? {
    let characters = Array(expression)
    var index = 0
    var quote: Character?
    func isNameCharacter(_ c: Character) -> Bool {
      c.isLetter || c.isNumber || c == "-" || c == "_" || c == "." || c == ":"
    }
    while index < characters.count {
      let c = characters[index]
      if let open = quote {
        if c == open { quote = nil }
        index += 1
        continue
      }
      if c == "\"" || c == "'" {
        quote = c
        index += 1
        continue
      }
      guard c.isLetter || c == "_", index == 0 || !isNameCharacter(characters[index - 1]),
        index == 0 || characters[index - 1] != "$", index == 0 || characters[index - 1] != "@"
      else {
        index += 1
        continue
      }
      var end = index
      while end < characters.count, isNameCharacter(characters[end]) { end += 1 }
      var next = end
      while next < characters.count, characters[next].isWhitespace { next += 1 }
      let name = String(characters[index..<end])
      if next < characters.count, characters[next] == "(", !functions.contains(name) {
        return (name, index + 1)
      }
      index = end
    }
    return nil
  }

  /// libxml2 reports a byte offset into the UTF-8 expression; users count characters.
  static func columnOf(byteOffset: Int, in expression: String) -> Int {
    let utf8 = expression.utf8
    let offset = min(max(byteOffset, 0), utf8.count)
    let index = utf8.index(utf8.startIndex, offsetBy: offset)
    let characterIndex = index.samePosition(in: expression) ?? expression.endIndex
    return expression.distance(from: expression.startIndex, to: characterIndex) + 1
  }
}
