/// Turns byte offsets of a document into 1-based lines and columns (columns count characters,
/// not bytes), in time linear in the document whatever its shape.
///
/// The line and column of the last offset asked for are kept, so offsets asked for in
/// increasing order cost one pass over the document in all, however long its lines (a dump
/// or minified JSON on one line). An earlier offset (an error found after the fact, a
/// duplicate's first place) starts from the nearest checkpoint before it: the line and column
/// at every `checkpointSpacing`-th byte, recorded in one pass the first time one is needed.
struct SourcePositions {
  let bytes: UnsafeBufferPointer<UInt8>
  let file: String
  private var offset = 0
  private var line = 1
  private var column = 1
  private var checkpoints: [(line: Int, column: Int)] = []

  static let checkpointSpacing = 4096

  init(bytes: UnsafeBufferPointer<UInt8>, file: String) {
    self.bytes = bytes
    self.file = file
  }

  mutating func location(at target: Int) -> SourceLocation {
    let target = min(max(target, 0), bytes.count)
    if target < offset {
      if checkpoints.isEmpty { recordCheckpoints() }
      let index = target / Self.checkpointSpacing
      offset = index * Self.checkpointSpacing
      (line, column) = checkpoints[index]
    }
    advance(to: target)
    return SourceLocation(file: file, line: line, column: column)
  }

  /// Moves `offset` forward to `target`, counting line ends and the first bytes of characters.
  private mutating func advance(to target: Int) {
    var index = offset
    while index < target {
      let byte = bytes[index]
      if byte == 0x0A {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
      index += 1
    }
    offset = target
  }

  private mutating func recordCheckpoints() {
    let saved = (offset, line, column)
    (offset, line, column) = (0, 1, 1)
    checkpoints.reserveCapacity(bytes.count / Self.checkpointSpacing + 1)
    var next = 0
    while next <= bytes.count {
      advance(to: next)
      checkpoints.append((line, column))
      next += Self.checkpointSpacing
    }
    (offset, line, column) = saved
  }
}

/// Finding places in raw XML bytes that libxml2 does not report: where a start tag begins,
/// where one of its attributes is, where it ends.
enum RawXML {
  /// The `<` that opens the tag around or before `offset`.
  static func tagStart(before offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
    var index = min(offset, bytes.count - 1)
    while index > 0, bytes[index] != UInt8(ascii: "<") { index -= 1 }
    return max(index, 0)
  }

  /// The offset just past the `>` that ends the start tag at `start`, skipping quoted values.
  static func tagEnd(from start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
    var index = start
    var quote: UInt8 = 0
    while index < bytes.count {
      let byte = bytes[index]
      if quote != 0 {
        if byte == quote { quote = 0 }
      } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
        quote = byte
      } else if byte == UInt8(ascii: ">") {
        return index + 1
      }
      index += 1
    }
    return bytes.count
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
