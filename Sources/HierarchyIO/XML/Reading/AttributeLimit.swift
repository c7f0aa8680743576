import Foundation

/// `ReadLimits.attributes` for XML, checked before libxml2 reads a byte: libxml2 compares
/// each attribute of a start tag with every earlier one (and its RELAX NG validator does
/// more), so a start tag of too many attributes is refused from the bytes, by one pass over
/// them. Comments, CDATA sections and processing instructions are skipped; a DOCTYPE ends the
/// scan (libxml2 then refuses it where it starts).
///
/// The same pass measures the longest start tag, which the reader needs (whether a tag
/// written from the document may pass libxml2's limit: `ReadLimits.mayPassTheTagLimit`): a
/// second pass over every tag of a large dump did that before.
enum AttributeLimit {
  /// - Returns: the length of the longest start tag, in bytes from its `<` to its `>`, of
  ///   those before the scan ended (a document the scan leaves early, at a DOCTYPE or a quote
  ///   never closed, is one libxml2 refuses).
  /// - Throws: `ReadError` at the first start tag that holds more than `limit` attributes,
  ///   naming the element and the count.
  @discardableResult
  static func check(_ data: Data, source: String, limit: Int = ReadLimits.attributes)
    throws(ReadError) -> Int
  {
    let (found, longest) = data.withUnsafeBytes { raw in
      scan(raw.bindMemory(to: UInt8.self), limit: limit)
    }
    guard let found else { return longest }
    let error = data.withUnsafeBytes { raw in
      let bytes = raw.bindMemory(to: UInt8.self)
      let name = String(
        decoding: UnsafeBufferPointer(rebasing: bytes[found.offset + 1..<found.nameEnd]),
        as: UTF8.self)
      var positions = SourcePositions(bytes: bytes, file: source)
      return ReadError(
        .other(ReadLimits.tooManyAttributes(found.count, element: "the element '\(name)'")),
        at: positions.location(at: found.offset))
    }
    throw error
  }

  /// The first start tag with more than `limit` attributes (one quoted value each): where its
  /// `<` is, where its name ends, and how many it has.
  static func firstExcess(in bytes: UnsafeBufferPointer<UInt8>, limit: Int)
    -> (offset: Int, nameEnd: Int, count: Int)?
  {
    scan(bytes, limit: limit).excess
  }

  /// `firstExcess`, and the longest start tag up to it (or up to where the scan ended).
  static func scan(_ bytes: UnsafeBufferPointer<UInt8>, limit: Int)
    -> (excess: (offset: Int, nameEnd: Int, count: Int)?, longestStartTag: Int)
  {
    guard let base = bytes.baseAddress else { return (nil, 0) }
    let end = bytes.count
    var index = 0
    var longest = 0
    while let open = find(UInt8(ascii: "<"), in: base, from: index, to: end) {
      index = open + 1
      guard index < end else { return (nil, longest) }
      switch base[index] {
      case UInt8(ascii: "!"):
        if starts(with: "!--", in: base, at: index, end: end) {
          index = find("-->", in: base, from: index + 3, to: end)
        } else if starts(with: "![CDATA[", in: base, at: index, end: end) {
          index = find("]]>", in: base, from: index + 8, to: end)
        } else {
          return (nil, longest)  // a DOCTYPE: refused by the parser where it starts
        }
      case UInt8(ascii: "?"): index = find("?>", in: base, from: index + 1, to: end)
      case UInt8(ascii: "/"):
        index = find(UInt8(ascii: ">"), in: base, from: index, to: end).map { $0 + 1 } ?? end
      default:
        var nameEnd = index
        while nameEnd < end, !isNameEnd(base[nameEnd]) { nameEnd += 1 }
        var count = 0
        index = end
        // To the `>`, value by value (eight bytes at a time between them).
        var next = nameEnd
        while let found = RawXML.nextDelimiter(from: next, in: bytes) {
          let byte = base[found]
          if byte == UInt8(ascii: ">") {
            index = found
            break
          }
          count += 1
          // The closing quote; a value holds no `<`, so a tag left open ends the scan.
          guard let close = find(byte, in: base, from: found + 1, to: end) else {
            return (nil, longest)
          }
          next = close + 1
        }
        if count > limit { return ((open, nameEnd, count), longest) }
        // Up to the end of the bytes when no `>` ends it (libxml2 refuses that).
        longest = max(longest, min(index + 1, end) - open)
        index += 1
      }
    }
    return (nil, longest)
  }

  private static func isNameEnd(_ byte: UInt8) -> Bool {
    isSpace(byte) || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "/")
  }

  private static func find(
    _ byte: UInt8, in base: UnsafePointer<UInt8>, from start: Int, to end: Int
  ) -> Int? {
    guard start < end, let found = memchr(base + start, Int32(byte), end - start) else {
      return nil
    }
    return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
  }

  /// The offset just past `text` from `start`, or `end` when it does not come.
  private static func find(
    _ text: StaticString, in base: UnsafePointer<UInt8>, from start: Int, to end: Int
  ) -> Int {
    let first = text.utf8Start[0]
    var index = start
    while let found = find(first, in: base, from: index, to: end) {
      if starts(with: text, in: base, at: found, end: end) { return found + text.utf8CodeUnitCount }
      index = found + 1
    }
    return end
  }

  private static func starts(
    with text: StaticString, in base: UnsafePointer<UInt8>, at index: Int, end: Int
  ) -> Bool {
    let count = text.utf8CodeUnitCount
    guard index + count <= end else { return false }
    return memcmp(base + index, text.utf8Start, count) == 0
  }
}
