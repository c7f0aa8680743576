internal import CLibXML2
import Foundation

/// The nesting FORMAT.md promises to read, and the safety margins around it.
enum XMLLimits {
  /// Views nested this deep are read; one level deeper is `.tooDeep`.
  static let viewDepth = 1000
  /// Elements of any kind (unknown elements nest too): the hierarchy, 1,000 views, a
  /// constraint and a few levels of unknown content.
  static let elementDepth = 1010
  /// libxml2's own limit, a little above ours so that ours speaks first. Raised alone —
  /// `XML_PARSE_HUGE` would lift every other limit as well.
  static let libxml2Depth: UInt32 = 1024
}

/// Initializes libxml2 once, before any parse, and raises its depth limit (STYLE.md).
let libxml2Ready: Void = {
  xmlInitParser()
  if clibxml2_max_depth() < XMLLimits.libxml2Depth {
    clibxml2_set_max_depth(XMLLimits.libxml2Depth)
  }
}()

/// No network, no messages on stderr (we report issues ourselves), no entity substitution,
/// no DTD loading.
let xmlReadOptions = Int32(
  bitPattern: XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue
    | XML_PARSE_NOWARNING.rawValue)

extension Hierarchy {
  /// Reads a format-1 XML dump.
  ///
  /// The document is read in one pass with libxml2's SAX2 parser (no libxml2 tree is built):
  /// every attribute is converted once, straight into the model. A DOCTYPE stops the parse
  /// at once, so no entity is ever declared or expanded and nothing is fetched.
  ///
  /// The corresponding libxml2 call is `xmlParseDocument` with a SAX2 handler.
  /// - Throws: `ReadError` at the position of the first problem: libxml2's first complaint,
  ///   a missing attribute, a value that does not parse, an unknown reference, a duplicate
  ///   address, a DOCTYPE, nesting beyond 1,000 views.
  public init(xml data: Data, source: String) throws(ReadError) {
    _ = libxml2Ready
    let start = SourceLocation(file: source, line: 1, column: 1)
    guard data.contains(where: { !isSpace($0) }) else { throw ReadError(.emptyInput, at: start) }
    guard data.count < Int(Int32.max) else {
      throw ReadError(.other("the file is larger than libxml2 reads (2 GB)"), at: start)
    }
    let result: Result<Hierarchy, ReadError> = data.withUnsafeBytes { raw in
      let bytes = raw.bindMemory(to: UInt8.self)
      return XMLHierarchyBuilder(bytes: bytes, source: source).parse()
    }
    self = try result.get()
  }
}

extension XMLHierarchyBuilder {
  /// Runs libxml2's pull parser over the bytes with this builder as its SAX2 handler.
  ///
  /// libxml2 copies the bytes into its own buffer. A static (non-copying) input buffer was
  /// tried: libxml2 2.9.14 then hands over text from the wrong place once the buffer shrinks.
  func parse() -> Result<Hierarchy, ReadError> {
    guard let base = bytes.baseAddress,
      let context = base.withMemoryRebound(
        to: CChar.self, capacity: bytes.count,
        { clibxml2_new_memory_context($0, Int32(bytes.count)) })
    else {
      return .failure(
        ReadError(.other("libxml2 could not start a parse"), at: positions.location(at: 0)))
    }
    defer { xmlFreeParserCtxt(context) }
    let handler = UnsafeMutablePointer<xmlSAXHandler>.allocate(capacity: 1)
    handler.initialize(to: xmlSAXHandler())
    defer { handler.deallocate() }
    Self.install(in: handler)
    let original = context.pointee.sax
    context.pointee.sax = handler
    defer { context.pointee.sax = original }
    context.pointee.userData = Unmanaged.passUnretained(self).toOpaque()
    self.context = context
    xmlCtxtUseOptions(context, xmlReadOptions)
    xmlParseDocument(context)
    self.context = nil
    return finish()
  }

  private static func install(in handler: UnsafeMutablePointer<xmlSAXHandler>) {
    handler.pointee.initialized = UInt32(XML_SAX2_MAGIC)
    handler.pointee.startElementNs = {
      user, localname, prefix, _, namespaceCount, namespaces, attributeCount, _, attributes in
      let attributeList = AttributeList(
        pointer: attributes, count: Int(attributeCount), namespaces: namespaces,
        namespaceCount: Int(namespaceCount))
      saxBuilder(user).startElement(localname!, prefix: prefix, attributes: attributeList)
    }
    handler.pointee.endElementNs = { user, localname, prefix, _ in
      saxBuilder(user).endElement(localname!, prefix: prefix)
    }
    handler.pointee.characters = { user, characters, length in
      saxBuilder(user).characters(UnsafeBufferPointer(start: characters, count: Int(length)))
    }
    handler.pointee.ignorableWhitespace = handler.pointee.characters
    handler.pointee.internalSubset = { user, _, _, _ in saxBuilder(user).doctype() }
    handler.pointee.serror = { user, issue in
      guard let issue else { return }
      saxBuilder(user).libxml2Issue(issue.pointee)
    }
  }

  /// The current byte offset of the parser in the document.
  var parserOffset: Int {
    guard let context else { return 0 }
    return Int(xmlByteConsumed(context))
  }

  /// Stops the parse after the first problem.
  func stopParser() {
    if let context { xmlStopParser(context) }
  }

  fileprivate func libxml2Issue(_ issue: xmlError) {
    guard issue.level.rawValue >= XML_ERR_ERROR.rawValue else { return }
    var message = issue.message.map { String(cString: $0) } ?? "unknown libxml2 error"
    message = message.trimmingSpaces
    let line = issue.line > 0 ? Int(issue.line) : 1
    let column = issue.int2 > 0 ? Int(issue.int2) : 1
    let location = SourceLocation(file: source, line: line, column: column)
    if message.contains("Excessive depth") {
      fail(ReadError(.tooDeep(limit: XMLLimits.viewDepth), at: location))
    } else {
      fail(ReadError(.malformedXML(message), at: location))
    }
  }

  fileprivate func doctype() {
    let offset = RawXML.lastOccurrence(of: "<!DOCTYPE", before: parserOffset, in: bytes) ?? 0
    fail(ReadError(.doctypeNotAllowed, at: positions.location(at: offset)))
  }
}

/// The builder behind a SAX callback's user data.
private func saxBuilder(_ pointer: UnsafeMutableRawPointer?) -> XMLHierarchyBuilder {
  Unmanaged<XMLHierarchyBuilder>.fromOpaque(pointer!).takeUnretainedValue()
}

/// The attributes libxml2's SAX2 hands over: five pointers each (local name, prefix, URI,
/// value, value end), plus the element's namespace declarations (prefix, URI pairs).
struct AttributeList {
  let pointer: UnsafeMutablePointer<UnsafePointer<UInt8>?>?
  let count: Int
  let namespaces: UnsafeMutablePointer<UnsafePointer<UInt8>?>?
  let namespaceCount: Int

  struct Attribute {
    let localname: UnsafePointer<UInt8>
    let prefix: UnsafePointer<UInt8>?
    let value: ValueBytes

    /// `prefix:name` or `name`.
    var qualifiedName: String {
      let local = String(cString: localname)
      guard let prefix else { return local }
      return String(cString: prefix) + ":" + local
    }
  }

  subscript(index: Int) -> Attribute {
    let base = pointer! + 5 * index
    let start = base[3]!
    let end = base[4]!
    return Attribute(
      localname: base[0]!, prefix: base[1],
      value: UnsafeBufferPointer(start: start, count: end - start))
  }

  /// `xmlns` / `xmlns:p` declarations, kept as attributes.
  var namespaceDeclarations: [UnknownAttribute] {
    guard let namespaces else { return [] }
    return (0..<namespaceCount).map { index in
      let prefix = namespaces[2 * index].map { String(cString: $0) }
      let uri = namespaces[2 * index + 1].map { String(cString: $0) } ?? ""
      return UnknownAttribute(name: prefix.map { "xmlns:" + $0 } ?? "xmlns", value: uri)
    }
  }
}
