import Foundation

/// Finding places in raw XML bytes that libxml2 does not report: where a start tag begins,
/// where one of its attributes is, where it ends.
enum RawXML {
  /// The `<` that opens the tag around or before `offset`.
  /// (An attribute value holds no `<`: the last one before `offset` opens the tag.) Eight
  /// bytes at a time: the scan passes every attribute of the tag.
  static func tagStart(before offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
    guard let base = bytes.baseAddress, bytes.count > 0 else { return 0 }
    let raw = UnsafeRawPointer(base)
    var index = min(offset, bytes.count - 1)
    if base[index] == UInt8(ascii: "<") { return index }
    // Words ending before `index`, last first.
    while index >= 8 {
      let word = UInt64(
        littleEndian: raw.loadUnaligned(fromByteOffset: index - 8, as: UInt64.self))
      let found = matches(word, UInt8(ascii: "<"))
      if found != 0 { return index - 8 + (63 - found.leadingZeroBitCount) / 8 }
      index -= 8
    }
    while index > 0, base[index] != UInt8(ascii: "<") { index -= 1 }
    return index
  }

  /// The offset just past the `>` that ends the start tag at `start`, skipping quoted values.
  /// Eight bytes at a time to the next `>` or quote, `memchr` to a value's closing quote.
  static func tagEnd(from start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
    guard let base = bytes.baseAddress else { return bytes.count }
    var index = max(start, 0)
    while let found = nextDelimiter(from: index, in: bytes) {
      let byte = base[found]
      if byte == UInt8(ascii: ">") { return found + 1 }
      guard let close = find(byte, in: bytes, from: found + 1) else { return bytes.count }
      index = close + 1
    }
    return bytes.count
  }

  /// The offset of the first `>`, `"` or `'` from `start`.
  static func nextDelimiter(from start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    guard let base = bytes.baseAddress else { return nil }
    let raw = UnsafeRawPointer(base)
    var index = start
    while index + 8 <= bytes.count {
      let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
      let found =
        matches(word, UInt8(ascii: ">")) | matches(word, UInt8(ascii: "\""))
        | matches(word, UInt8(ascii: "'"))
      if found != 0 { return index + found.trailingZeroBitCount / 8 }
      index += 8
    }
    while index < bytes.count {
      let byte = base[index]
      if byte == UInt8(ascii: ">") || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
        return index
      }
      index += 1
    }
    return nil
  }

  /// The high bit of each of the eight bytes of `word` that is `byte`, and no other bit
  /// (`SWAR.zeroBytes`, written here: DumpModel's is not inlined into this module, and a call
  /// for every eight bytes of a dump cost more than the scan).
  @inline(__always)
  private static func matches(_ word: UInt64, _ byte: UInt8) -> UInt64 {
    let low: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
    let matched = word ^ (0x0101_0101_0101_0101 &* UInt64(byte))
    return ~(((matched & low) &+ low) | matched | low)
  }

  /// The offset of the first `byte` from `start` (`memchr`).
  static func find(_ byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
    guard let base = bytes.baseAddress, start < bytes.count,
      let found = memchr(base + start, Int32(byte), bytes.count - start)
    else { return nil }
    return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
  }

  /// The offset of attribute `name` in the start tag at `start`, if it is there.
  static func attribute(_ name: String, inTagAt start: Int, in bytes: UnsafeBufferPointer<UInt8>)
    -> Int?
  {
    let wanted = Array(name.utf8)
    let end = tagEnd(from: start, in: bytes)
    var index = start + 1
    // Skip the element name.
    while index < end, !isSpace(bytes[index]), bytes[index] != UInt8(ascii: ">"),
      bytes[index] != UInt8(ascii: "/")
    {
      index += 1
    }
    while index < end {
      while index < end, isSpace(bytes[index]) { index += 1 }
      let nameStart = index
      while index < end, !isSpace(bytes[index]), bytes[index] != UInt8(ascii: "="),
        bytes[index] != UInt8(ascii: ">"), bytes[index] != UInt8(ascii: "/")
      {
        index += 1
      }
      if index == nameStart { return nil }
      if index - nameStart == wanted.count,
        wanted.indices.allSatisfy({ bytes[nameStart + $0] == wanted[$0] })
      {
        return nameStart
      }
      // Skip `= "value"`.
      while index < end, bytes[index] != UInt8(ascii: "\"") && bytes[index] != UInt8(ascii: "'") {
        index += 1
      }
      guard index < end else { return nil }
      let quote = bytes[index]
      index += 1
      while index < end, bytes[index] != quote { index += 1 }
      index += 1
    }
    return nil
  }

  /// The value of attribute `name` in the start tag at `start`, with XML's five predefined
  /// entities replaced (for messages), if it is there.
  static func attributeValue(
    _ name: String, inTagAt start: Int, in bytes: UnsafeBufferPointer<UInt8>
  ) -> String? {
    guard let nameStart = attribute(name, inTagAt: start, in: bytes) else { return nil }
    let end = tagEnd(from: start, in: bytes)
    var index = nameStart
    while index < end, bytes[index] != UInt8(ascii: "\"") && bytes[index] != UInt8(ascii: "'") {
      index += 1
    }
    guard index < end else { return nil }
    let quote = bytes[index]
    let valueStart = index + 1
    var valueEnd = valueStart
    while valueEnd < end, bytes[valueEnd] != quote { valueEnd += 1 }
    var text = String(
      decoding: UnsafeBufferPointer(rebasing: bytes[valueStart..<valueEnd]), as: UTF8.self)
    for (entity, character) in [
      ("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&apos;", "'"), ("&amp;", "&"),
    ] {
      text = text.replacingAll(entity, with: character)
    }
    return text
  }

  /// The offset of the last `text` that starts before `offset`.
  static func lastOccurrence(
    of text: String, before offset: Int, in bytes: UnsafeBufferPointer<UInt8>
  )
    -> Int?
  {
    let wanted = Array(text.utf8)
    var index = min(offset, bytes.count - wanted.count)
    while index >= 0 {
      if wanted.indices.allSatisfy({ bytes[index + $0] == wanted[$0] }) { return index }
      index -= 1
    }
    return nil
  }
}
