import DumpModel
import TestSupport
import Testing

/// `SourcePositions` counts line ends and characters eight bytes at a time: every offset of
/// random text (ASCII, two-, three- and four-byte characters, line ends, long lines) against a
/// naive count, asked for forwards, backwards and at random; and back from a location.
@Suite struct SourcePositionsTests {
  static func naive(_ bytes: [UInt8], _ target: Int) -> (line: Int, column: Int) {
    var line = 1
    var column = 1
    for byte in bytes[..<target] {
      if byte == 0x0A {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
    }
    return (line, column)
  }

  static func randomText(seed: UInt64) -> [UInt8] {
    var random = SeededGenerator(seed: seed)
    let pieces = ["a", "<view ", "\n", "é", "✓", "😀", "\n\n", String(repeating: "x", count: 40)]
    var text = ""
    for _ in 0..<600 { text += pieces.randomElement(using: &random)! }
    return Array(text.utf8)
  }

  @Test(arguments: [1, 2, 3, 4] as [UInt64])
  func everyOffsetMatchesANaiveCount(seed: UInt64) {
    let bytes = Self.randomText(seed: seed)
    var random = SeededGenerator(seed: seed &+ 100)
    bytes.withUnsafeBufferPointer { buffer in
      var positions = SourcePositions(bytes: buffer, file: "t")
      var offsets = Array(0...bytes.count)
      offsets += offsets.reversed()
      offsets += (0..<500).map { _ in Int.random(in: 0...bytes.count, using: &random) }
      for offset in offsets {
        let location = positions.location(at: offset)
        let expected = Self.naive(bytes, offset)
        #expect(location.line == expected.line && location.column == expected.column, "\(offset)")
      }
    }
  }

  @Test func aLocationLeadsBackToItsOffset() {
    let bytes = Self.randomText(seed: 9)
    bytes.withUnsafeBufferPointer { buffer in
      var positions = SourcePositions(bytes: buffer, file: "t")
      // Offsets where a character starts: the ones a location names.
      for offset in 0...bytes.count where offset == bytes.count || bytes[offset] & 0xC0 != 0x80 {
        #expect(positions.offset(of: positions.location(at: offset)) == offset, "\(offset)")
      }
    }
  }
}
