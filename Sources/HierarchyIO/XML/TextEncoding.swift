internal import CLibXML2
import Foundation

/// Finding an input's character encoding and turning the input into UTF-8, which is what every
/// reader works on (docs/format.md, "The document").
///
/// The encoding is found as XML 1.0 (Appendix F) finds it: by the byte order mark, or by the
/// byte pattern of a first `<` or `{` in UTF-16 or UTF-32; for XML without either, by the
/// `encoding` of the XML declaration (absent: UTF-8). Decoding goes through libxml2's own
/// converters (its built-in ones, and iconv for the rest), so the reader, `validate` and `find`
/// read exactly the encodings libxml2 reads; the parsers are then told to ignore the
/// declaration (`XML_PARSE_IGNORE_ENC`). Offsets, lines and columns are those of the UTF-8
/// text, and lines and columns count characters, so they are the original document's too.
package enum TextEncoding {
  /// The encoding a byte order mark or the first character's byte pattern gives, and the
  /// length of the mark; nil for UTF-8 (with `bom` 3 when it has a mark) and for any
  /// encoding where ASCII characters are single bytes (an XML declaration may then name it).
  package static func sniff(_ bytes: UnsafeRawBufferPointer) -> (name: String?, bom: Int) {
    let b = Array(bytes.prefix(4)) + [UInt8](repeating: 0xAA, count: max(0, 4 - bytes.count))
    switch (b[0], b[1], b[2], b[3]) {
    case (0xEF, 0xBB, 0xBF, _): return (nil, 3)
    case (0x00, 0x00, 0xFE, 0xFF): return ("UTF-32BE", 4)
    case (0xFF, 0xFE, 0x00, 0x00): return ("UTF-32LE", 4)
    case (0xFE, 0xFF, _, _): return ("UTF-16BE", 2)
    case (0xFF, 0xFE, _, _): return ("UTF-16LE", 2)
    case (0x00, 0x00, 0x00, let c) where c != 0: return ("UTF-32BE", 0)
    case (let c, 0x00, 0x00, 0x00) where c != 0: return ("UTF-32LE", 0)
    case (0x00, let c, 0x00, _) where c != 0: return ("UTF-16BE", 0)
    case (let c, 0x00, _, 0x00) where c != 0: return ("UTF-16LE", 0)
    default: return (nil, 0)
    }
  }

  /// The first `count` characters after any white space, for guessing the format; characters
  /// that are not ASCII become `?`.
  package static func asciiPrefix(_ data: Data, count: Int) -> [UInt8] {
    data.withUnsafeBytes { raw -> [UInt8] in
      let (name, bom) = sniff(raw)
      let width = name?.hasPrefix("UTF-32") == true ? 4 : name == nil ? 1 : 2
      let bigEndian = name?.hasSuffix("BE") == true
      var result: [UInt8] = []
      var index = bom
      while index + width <= raw.count, result.count < count {
        var unit: UInt32 = 0
        for k in 0..<width {
          let byte = UInt32(raw[index + (bigEndian ? k : width - 1 - k)])
          unit = unit << 8 | byte
        }
        index += width
        if result.isEmpty, [0x20, 0x09, 0x0A, 0x0D].contains(unit) { continue }
        result.append(unit < 0x80 ? UInt8(unit) : UInt8(ascii: "?"))
      }
      return result
    }
  }

  /// `data` as UTF-8 without a byte order mark. UTF-16 and UTF-32 (by mark or pattern) are
  /// decoded; with `declaration`, so is any encoding an XML declaration names.
  /// - Throws: `ReadError` naming an encoding libxml2 does not know, or the place of the first
  ///   bytes that are not in the encoding.
  package static func utf8(_ data: Data, source: String, declaration: Bool) throws(ReadError)
    -> Data
  {
    let found: Result<Data, ReadError> = data.withUnsafeBytes { raw in
      let (sniffed, bom) = sniff(raw)
      let body = UnsafeRawBufferPointer(rebasing: raw[bom...])
      if let sniffed {
        return transcode(
          body, from: sniffed, source: source,
          why: bom > 0 ? "its byte order mark" : "its first character",
          unit: sniffed.hasPrefix("UTF-32") ? 4 : 2,
          declaredAt: SourceLocation(file: source, line: 1, column: 1))
      }
      guard declaration, bom == 0, let (name, offset) = declaredEncoding(body),
        !isUTF8(name)
      else {
        return .success(bom == 0 ? data : Data(body))
      }
      // A declaration can only name the encoding it is written in: a UTF-16 or UTF-32 one in
      // single-byte characters is wrong, and libxml2 reads such a document as UTF-8.
      if ["UTF-16", "UTF-32", "UCS-2", "UCS-4"].contains(where: { name.uppercased().hasPrefix($0) })
      {
        return .success(data)
      }
      return transcode(
        body, from: name, source: source, why: "the XML declaration", unit: 1,
        declaredAt: SourceLocation(file: source, line: 1, column: offset + 1))
    }
    return try found.get()
  }

  private static func isUTF8(_ name: String) -> Bool {
    ["UTF-8", "UTF8"].contains(name.uppercased())
  }

  /// The `encoding` of an XML declaration at the start, and its offset.
  package static func declaredEncoding(_ bytes: UnsafeRawBufferPointer) -> (String, Int)? {
    let head = Array(bytes.prefix(256))
    guard head.starts(with: Array("<?xml".utf8)),
      let end = head.indices.first(where: { head[$0] == UInt8(ascii: "?") && $0 > 1 })
    else { return nil }
    let text = String(decoding: head[..<end], as: UTF8.self)
    guard let key = text.range(of: "encoding") else { return nil }
    var rest = text[key.upperBound...].drop { $0 == " " || $0 == "\t" || $0 == "\r" || $0 == "\n" }
    guard rest.first == "=" else { return nil }
    rest = rest.dropFirst().drop { $0 == " " || $0 == "\t" || $0 == "\r" || $0 == "\n" }
    guard let quote = rest.first, quote == "\"" || quote == "'" else { return nil }
    let value = rest.dropFirst().prefix { $0 != quote }
    guard !value.isEmpty, value.endIndex < rest.endIndex else { return nil }
    return (String(value), text.utf8.distance(from: text.startIndex, to: value.startIndex))
  }

  /// The bytes decoded from `name` by libxml2's converter for it, fed in chunks so that no
  /// libxml2 buffer size overflows. Where the converter stops short, the bytes there are not
  /// in the encoding (libxml2's converters do not all say so in their status), or, fewer than
  /// a code `unit` before the end, the input ends inside a character.
  private static func transcode(
    _ bytes: UnsafeRawBufferPointer, from name: String, source: String, why: String, unit: Int,
    declaredAt: SourceLocation
  ) -> Result<Data, ReadError> {
    _ = libxml2Ready
    guard let handler = xmlFindCharEncodingHandler(name) else {
      return .failure(
        ReadError(
          .other("the XML declaration names the encoding '\(name)', which libxml2 cannot read"),
          at: declaredAt))
    }
    defer { xmlCharEncCloseFunc(handler) }
    guard let input = xmlBufferCreate(), let output = xmlBufferCreate() else {
      fatalError("libxml2: out of memory")
    }
    defer {
      xmlBufferFree(input)
      xmlBufferFree(output)
    }
    let chunk = 1 << 16
    var result = Data()
    result.reserveCapacity(bytes.count)
    var fed = 0
    while true {
      if fed < bytes.count {
        let count = min(chunk, bytes.count - fed)
        let start = bytes.baseAddress!.advanced(by: fed).assumingMemoryBound(to: UInt8.self)
        xmlBufferAdd(input, start, Int32(count))
        fed += count
      }
      var status: Int32 = 0
      while xmlBufferLength(input) > 0 {
        let before = xmlBufferLength(input)
        status = xmlCharEncInFunc(handler, output, input)
        if let content = xmlBufferContent(output) {
          result.append(content, count: Int(xmlBufferLength(output)))
        }
        xmlBufferEmpty(output)
        if xmlBufferLength(input) == before { break }
      }
      let left = Int(xmlBufferLength(input))
      let stuck = status == -2 || xmlBufferLength(input) > chunk
      if stuck || (fed == bytes.count && left > 0) {
        let offset = fed - left
        let shown = bytes[offset..<min(offset + 4, bytes.count)].map(hex).joined(separator: " ")
        let problem =
          left < unit
          ? "the input ends inside a \(name) character (the encoding \(why) gives)"
          : "the bytes \(shown) are not \(name) (the encoding \(why) gives)"
        let location = result.withUnsafeBytes { decoded in
          var positions = SourcePositions(
            bytes: decoded.bindMemory(to: UInt8.self), file: source)
          return positions.location(at: decoded.count)
        }
        return .failure(ReadError(.other(problem), at: location))
      }
      if fed == bytes.count { return .success(result) }
    }
  }
}
