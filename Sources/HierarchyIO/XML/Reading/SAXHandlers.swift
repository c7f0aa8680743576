internal import CLibXML2

extension XMLDocumentReader {
  /// Runs libxml2's pull parser over the bytes with this reader as its SAX2 handler, then
  /// finishes the document.
  ///
  /// The reader is a value reached through a pointer while libxml2 calls back (its user
  /// data): no class, so no dynamic exclusivity check on each access to its state.
  ///
  /// libxml2 copies the bytes into its own buffer. A static (non-copying) input buffer was
  /// tried: libxml2 2.9.14 then hands over text from the wrong place once the buffer shrinks.
  mutating func read() -> Result<Document, ReadError> {
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
    self.context = context
    withUnsafeMutablePointer(to: &self) { reader in
      context.pointee.userData = UnsafeMutableRawPointer(reader)
      xmlCtxtUseOptions(context, xmlReadOptions)
      xmlParseDocument(context)
    }
    // libxml2 takes a NUL byte for the end of the document: what follows is not read.
    let end = parserOffset
    if end < bytes.count, bytes[end...].contains(where: { !isSpace($0) }) {
      fail(.other("content after the root element"), atOffset: end)
    }
    self.context = nil
    return finish()
  }

  private static func install(in handler: UnsafeMutablePointer<xmlSAXHandler>) {
    handler.pointee.initialized = UInt32(XML_SAX2_MAGIC)
    handler.pointee.startElementNs = {
      user, localname, prefix, uri, namespaceCount, namespaces, attributeCount, _, attributes in
      let attributeList = AttributeList(
        pointer: attributes, count: Int(attributeCount), namespaces: namespaces,
        namespaceCount: Int(namespaceCount))
      reader(user).pointee.startElement(
        localname!, prefix: prefix, namespace: uri, attributes: attributeList)
    }
    handler.pointee.endElementNs = { user, _, _, _ in
      reader(user).pointee.endElement()
    }
    handler.pointee.characters = { user, characters, length in
      reader(user).pointee.characters(UnsafeBufferPointer(start: characters, count: Int(length)))
    }
    handler.pointee.ignorableWhitespace = handler.pointee.characters
    handler.pointee.internalSubset = { user, _, _, _ in reader(user).pointee.doctype() }
    handler.pointee.serror = { user, issue in
      guard let issue else { return }
      reader(user).pointee.libxml2Issue(issue.pointee)
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

  fileprivate mutating func libxml2Issue(_ issue: xmlError) {
    guard issue.level.rawValue >= XML_ERR_ERROR.rawValue else { return }
    var message = issue.message.map { String(cString: $0) } ?? "unknown libxml2 error"
    message = message.trimmingSpaces
    let line = issue.line > 0 ? Int(issue.line) : 1
    let column = issue.int2 > 0 ? Int(issue.int2) : 1
    let location = SourceLocation(file: source, line: line, column: column)
    fail(ReadError(libxml2Reason(message), at: location))
  }

  fileprivate mutating func doctype() {
    let offset = RawXML.lastOccurrence(of: "<!DOCTYPE", before: parserOffset, in: bytes) ?? 0
    fail(.doctypeNotAllowed, atOffset: offset)
  }
}

/// The reader behind a SAX callback's user data.
private func reader(_ pointer: UnsafeMutableRawPointer?) -> UnsafeMutablePointer<
  XMLDocumentReader
> {
  pointer!.assumingMemoryBound(to: XMLDocumentReader.self)
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
    var qualifiedName: String { XMLDocumentReader.qualifiedName(localname, prefix) }
  }

  subscript(index: Int) -> Attribute {
    let base = pointer! + 5 * index
    let start = base[3]!
    let end = base[4]!
    return Attribute(
      localname: base[0]!, prefix: base[1],
      value: UnsafeBufferPointer(start: start, count: end - start))
  }

  /// `xmlns` / `xmlns:p` declarations, kept as attributes. Their values come as other
  /// values do, `&amp;` as `&#38;` (`XMLDocumentReader.decodedString`).
  var namespaceDeclarations: [UnknownAttribute] {
    guard let namespaces else { return [] }
    return (0..<namespaceCount).map { index in
      let prefix = namespaces[2 * index].map { String(cString: $0) }
      let uri = namespaces[2 * index + 1].map { String(cString: $0) } ?? ""
      return UnknownAttribute(
        name: prefix.map { "xmlns:" + $0 } ?? "xmlns",
        value: uri.utf8.contains(UInt8(ascii: "&")) ? uri.replacingAll("&#38;", with: "&") : uri)
    }
  }
}
