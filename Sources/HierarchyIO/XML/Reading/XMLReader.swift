import Foundation

extension Document {
  /// Reads a format-1 XML dump straight into a document (docs/format.md).
  ///
  /// The document is read in one pass with libxml2's SAX2 parser (no libxml2 tree is built):
  /// every attribute is converted once, by its element's attribute table, and every item goes
  /// to a `DocumentBuilder` as it is met. A DOCTYPE stops the parse at once, so no entity is
  /// ever declared or expanded and nothing is fetched.
  ///
  /// The corresponding libxml2 call is `xmlParseDocument` with a SAX2 handler.
  /// - Throws: `ReadError` at the position of the first problem: libxml2's first complaint,
  ///   a missing attribute, a value that does not parse, an unknown reference, a duplicate
  ///   address, a DOCTYPE, nesting beyond 1,000 views.
  public init(xml data: Data, source: String) throws(ReadError) {
    let (data, longestStartTag) = try xmlDocumentBytes(data, source: source)
    let result: Result<Document, ReadError> = data.withUnsafeBytes { raw in
      var reader = XMLDocumentReader(bytes: raw.bindMemory(to: UInt8.self), source: source)
      return reader.read()
    }
    self = try result.get()
    // What libxml2 read it reads again, unless the writer makes a start tag longer (`>` is
    // written `&gt;`) past libxml2's limit: only a tag near that size needs the check. The
    // longest start tag is measured by the pass that counts attributes (`AttributeLimit`):
    // the writer writes start tags, and a comment, an end tag or a processing instruction
    // is none (docs/format.md, "Bad input").
    let longTag = ReadLimits.mayPassTheTagLimit(longestStartTag)
    try checkWritableAsXML(everyElement: longTag, unknownContent: false, source: source)
  }
}
