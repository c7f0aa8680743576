import Foundation

extension Document {
  /// Reads docs/format.md's JSON form (what `jsonData()` writes) straight into a document:
  /// the same attributes under their XML names, typed — numbers, `[x, y, width, height]`,
  /// `true`/`false`, arrays of words, strings — each read by its element's attribute table.
  /// - Throws: `ReadError` at the line and column of the first problem: a syntax error, a value
  ///   of the wrong type or shape, a missing attribute, an unknown reference, a duplicate
  ///   address, nesting beyond 1,000 views.
  public init(json data: Data, source: String) throws(ReadError) {
    self = try Self.readJSON(data, source: source, streaming: true).document
  }

  /// Reads the JSON form by the streaming reader (`JSONStreamReader`), or by the tree reader
  /// when it gives up or `streaming` is false (the tests compare the two).
  /// - Returns: the document, and the streaming reader's bound on the JSON bytes one start tag
  ///   of its XML comes from (`JSONStreamReader.tagBytes`; nil from the tree reader).
  package static func readJSON(_ data: Data, source: String, streaming: Bool)
    throws(ReadError) -> (document: Document, tagBytes: Int?)
  {
    let start = SourceLocation(file: source, line: 1, column: 1)
    guard data.contains(where: { !isSpace($0) }) else { throw ReadError(.emptyInput, at: start) }
    let nesting = data.withUnsafeBytes {
      jsonNesting($0.bindMemory(to: UInt8.self), limit: shallowNesting)
    }
    let result: Result<(Document, Int?), ReadError> = withStack(forNesting: nesting) {
      data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> Result<(Document, Int?), ReadError> in
        let bytes = raw.bindMemory(to: UInt8.self)
        var positions = SourcePositions(bytes: bytes, file: source)
        if streaming {
          var stream = JSONStreamReader(bytes: bytes, positions: positions)
          if let document = stream.document() { return .success((document, stream.tagBytes)) }
        }
        var parser = JSONParser(bytes: bytes)
        let root: JSONNode
        do throws(JSONSyntaxError) {
          root = try parser.parseDocument()
        } catch {
          let location = positions.location(at: error.offset)
          if parser.tooDeep {
            return .failure(ReadError(.tooDeep(limit: ReadLimits.viewDepth), at: location))
          }
          if parser.beyondTheFormat {
            return .failure(ReadError(.other(error.message), at: location))
          }
          return .failure(ReadError(.invalidJSON(error.message), at: location))
        }
        var reader = JSONDocumentReader(positions: positions)
        do throws(ReadError) {
          return .success((try reader.document(from: root), nil))
        } catch {
          return .failure(error)
        }
      }
    }
    return try result.get()
  }
}
