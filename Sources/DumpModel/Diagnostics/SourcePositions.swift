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
