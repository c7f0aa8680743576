internal import CLibXML2
import Foundation

/// The nesting FORMAT.md promises to read, and the safety margins around it.
enum XMLLimits {
  /// Views nested this deep are read; one level deeper is `.tooDeep`.
  static let viewDepth = ReadLimits.viewDepth
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
  // Threads that first use libxml2 later start with the silent handler.
  xmlThrDefSetStructuredErrorFunc(nil, silentLibxml2Handler)
  silenceLibxml2()
}()

/// libxml2 reports a problem found outside a parser's own handlers (a failed conversion, an
/// I/O error) through a per-thread handler that prints to stderr by default: "encoding
/// error : …". Every such problem is also seen by the caller (a conversion's status, a parse
/// that stops short) and reported in inspect's `file:line:column` form, so the printing one is
/// replaced on every thread that calls libxml2.
func silenceLibxml2() {
  xmlSetStructuredErrorFunc(nil, silentLibxml2Handler)
}

private let silentLibxml2Handler: xmlStructuredErrorFunc = { _, _ in }

/// No network, no messages on stderr (we report issues ourselves), no entity substitution,
/// no DTD loading. The input is UTF-8 by then (`TextEncoding`): the declaration's encoding is
/// ignored.
let xmlReadOptions = Int32(
  bitPattern: XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue
    | XML_PARSE_NOWARNING.rawValue | XML_PARSE_IGNORE_ENC.rawValue)

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
    let data = try xmlDocumentBytes(data, source: source)
    let result: Result<Hierarchy, ReadError> = data.withUnsafeBytes { raw in
      let bytes = raw.bindMemory(to: UInt8.self)
      return XMLHierarchyBuilder(bytes: bytes, source: source).parse()
    }
    self = try result.get()
    // What libxml2 read it reads again, unless the writer makes a start tag longer (`>` is
    // written `&gt;`) past libxml2's limit: only a tag near that size needs the check.
    let longTag =
      ReadLimits.mayPassTheTagLimit(data.count)
      && data.withUnsafeBytes {
        ReadLimits.mayPassTheTagLimit(RawXML.longestTag(in: $0.bindMemory(to: UInt8.self)))
      }
    try checkWritableAsXML(everyElement: longTag, unknownContent: false, source: source)
  }
}

/// The bytes of an XML document as libxml2 is given them, by the reader, `validate` and `find`:
/// UTF-8 whatever the document's encoding (`TextEncoding`), under libxml2's 2 GB, with
/// libxml2 set up and silenced on this thread.
/// - Throws: `ReadError` for an empty input, one too large, or one not in its encoding.
func xmlDocumentBytes(_ data: Data, source: String) throws(ReadError) -> Data {
  _ = libxml2Ready
  silenceLibxml2()
  let start = SourceLocation(file: source, line: 1, column: 1)
  let tooLarge = ReadError(.other("the file is larger than libxml2 reads (2 GB)"), at: start)
  guard data.count < Int(Int32.max) else { throw tooLarge }
  let utf8 = try TextEncoding.utf8(data, source: source, declaration: true)
  guard utf8.contains(where: { !isSpace($0) }) else { throw ReadError(.emptyInput, at: start) }
  guard utf8.count < Int(Int32.max) else { throw tooLarge }
  return utf8
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
    // libxml2 takes a NUL byte for the end of the document: what follows is not read.
    let end = parserOffset
    if end < bytes.count, bytes[end...].contains(where: { !isSpace($0) }) {
      failAfterRoot(at: end)
    }
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

  /// The current byte offset of the parser in the document. (`xmlByteConsumed` is -1 when
  /// libxml2 cannot tell; the input is UTF-8 with its declaration ignored, so it can.)
  var parserOffset: Int {
    guard let context else { return 0 }
    return min(max(Int(xmlByteConsumed(context)), 0), bytes.count)
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
    fail(ReadError(libxml2Reason(message), at: location))
  }

  fileprivate func doctype() {
    let offset = RawXML.lastOccurrence(of: "<!DOCTYPE", before: parserOffset, in: bytes) ?? 0
    fail(ReadError(.doctypeNotAllowed, at: positions.location(at: offset)))
  }
}

/// What a message of libxml2's parser says, in inspect's words where they are clearer.
func libxml2Reason(_ message: String) -> ReadError.Reason {
  if message.contains("Excessive depth") { return .tooDeep(limit: XMLLimits.viewDepth) }
  // libxml2 2.9 words its limits as "AttValue length too long", "Huge input lookup",
  // "Name too long".
  if message.contains("too long") || message.contains("Huge input lookup") {
    return .other(
      "too long to read: libxml2 reads a tag or value of up to \(ReadLimits.tagBytes) bytes "
        + "and a name of up to 50000 without XML_PARSE_HUGE, which inspect does not use "
        + "(libxml2: '\(message)')")
  }
  return .malformedXML(message)
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
