/// Turns byte offsets of a document into 1-based lines and columns (columns count characters,
/// not bytes), in time linear in the document whatever its shape.
///
/// The line and column of the last offset asked for are kept, so offsets asked for in
/// increasing order cost one pass over the document in all, however long its lines (a dump
/// or minified JSON on one line). An earlier offset (an error found after the fact, a
/// duplicate's first place) starts from the nearest checkpoint before it: the line and column
/// at every `checkpointSpacing`-th byte, recorded in one pass the first time one is needed.
package struct SourcePositions {
  package let bytes: UnsafeBufferPointer<UInt8>
  package let file: String
  private var offset = 0
  private var line = 1
  private var column = 1
  private var checkpoints: [(line: Int, column: Int)] = []

  package static let checkpointSpacing = 4096

  package init(bytes: UnsafeBufferPointer<UInt8>, file: String) {
    self.bytes = bytes
    self.file = file
  }

  package mutating func location(at target: Int) -> SourceLocation {
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

  /// The offset of a location this document's positions gave (an error reported by line and
  /// column, to be placed more exactly). Counts from the start: for errors, not a hot path.
  package func offset(of location: SourceLocation) -> Int {
    var line = 1
    var column = 1
    var index = 0
    while index < bytes.count, line < location.line || column < location.column {
      let byte = bytes[index]
      if byte == 0x0A {
        if line == location.line { break }
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
      index += 1
    }
    // Continuation bytes of the character before belong to it.
    while index < bytes.count, bytes[index] & 0xC0 == 0x80 { index += 1 }
    return index
  }

  /// Moves `offset` forward to `target`, counting line ends and the first bytes of characters:
  /// the line ends eight bytes at a time, then the characters of the last line only.
  private mutating func advance(to target: Int) {
    guard target > offset, let base = bytes.baseAddress else { return }
    let raw = UnsafeRawPointer(base)
    var index = offset
    var lineStart = -1
    while index + 8 <= target {
      let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
      let ends = SWAR.zeroBytes(word ^ SWAR.repeated(0x0A))
      if ends != 0 {
        line += ends.nonzeroBitCount
        lineStart = index + (63 - ends.leadingZeroBitCount) / 8 + 1
      }
      index += 8
    }
    while index < target {
      if base[index] == 0x0A {
        line += 1
        lineStart = index + 1
      }
      index += 1
    }
    if lineStart >= 0 {
      column = 1 + Self.characterStarts(base, from: lineStart, to: target)
    } else {
      column += Self.characterStarts(base, from: offset, to: target)
    }
    offset = target
  }

  /// How many bytes of `start..<end` begin a character (are no UTF-8 continuation byte).
  private static func characterStarts(
    _ base: UnsafePointer<UInt8>, from start: Int, to end: Int
  ) -> Int {
    let raw = UnsafeRawPointer(base)
    var continuations = 0
    var index = start
    while index + 8 <= end {
      let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
      // A continuation byte is 10xxxxxx: bit 7 set, bit 6 clear.
      continuations += (word & ~(word << 1) & SWAR.repeated(0x80)).nonzeroBitCount
      index += 8
    }
    while index < end {
      if base[index] & 0xC0 == 0x80 { continuations += 1 }
      index += 1
    }
    return end - start - continuations
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

/// Eight bytes at a time in a `UInt64` (SIMD within a register).
package enum SWAR {
  /// `byte` in each of the eight bytes.
  @inlinable @inline(__always)
  package static func repeated(_ byte: UInt8) -> UInt64 { 0x0101_0101_0101_0101 &* UInt64(byte) }

  /// The high bit of each byte of `word` that is zero, and no other bit.
  @inlinable @inline(__always)
  package static func zeroBytes(_ word: UInt64) -> UInt64 {
    let low = repeated(0x7F)
    return ~(((word & low) &+ low) | word | low)
  }
}
