import Foundation
import Testing

@testable import XMLFormat

/// The raw scans of the reader, eight bytes at a time, find what a byte-by-byte scan finds:
/// the `>` that ends a start tag (quoted values skipped, whichever quote), the longest tag.
struct RawXMLScanTests {
  /// The byte-by-byte scan `RawXML.tagEnd` replaced.
  func tagEndByBytes(_ bytes: [UInt8], from start: Int) -> Int {
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

  func longestTagByBytes(_ bytes: [UInt8]) -> Int {
    var longest = 0
    var index = 0
    while let start = bytes[index...].firstIndex(of: UInt8(ascii: "<")) {
      let end = tagEndByBytes(bytes, from: start)
      longest = max(longest, end - start)
      index = end
      if index >= bytes.count { break }
    }
    return longest
  }

  @Test func aTagEndsAtItsFirstGreaterThanOutsideQuotes() {
    let cases = [
      #"<view class="V" address="0x1">"#,
      #"<view title="a > b" other='c " > d'>rest"#,
      #"<view title='unterminated > "#,
      #"<v a="x"b='y'c="z"/>"#,
      "<v>",
      "<",
      #"<view class="a very long value that passes eight bytes more than once > > >" x='>'>"#,
    ]
    for text in cases {
      let bytes = Array(text.utf8)
      for start in 0...bytes.count {
        let found = bytes.withUnsafeBufferPointer { RawXML.tagEnd(from: start, in: $0) }
        #expect(found == tagEndByBytes(bytes, from: start), "\(text) from \(start)")
      }
    }
  }

  /// Random mixes of the bytes that matter, at every length across the eight-byte steps.
  @Test func theScansAgreeWithTheByteByByteOnesOnRandomBytes() {
    var generator = SystemRandomNumberGenerator()
    let alphabet = Array("<>\"'a =/".utf8)
    for length in 0..<80 {
      for _ in 0..<40 {
        let bytes = (0..<length).map { _ in alphabet.randomElement(using: &generator)! }
        let (longest, ends) = bytes.withUnsafeBufferPointer { buffer in
          (
            RawXML.longestTag(in: buffer),
            (0...length).map { RawXML.tagEnd(from: $0, in: buffer) }
          )
        }
        #expect(longest == longestTagByBytes(bytes))
        #expect(ends == (0...length).map { tagEndByBytes(bytes, from: $0) })
      }
    }
  }

  /// The first `>` or quote, at each offset of a word and past its end.
  @Test func theNextDelimiterIsTheFirstOfThree() {
    for length in 1..<20 {
      for position in 0..<length {
        for delimiter in Array(">\"'".utf8) {
          var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: length)
          bytes[position] = delimiter
          let found = bytes.withUnsafeBufferPointer { RawXML.nextDelimiter(from: 0, in: $0) }
          #expect(found == position)
          let after = bytes.withUnsafeBufferPointer {
            RawXML.nextDelimiter(from: position + 1, in: $0)
          }
          #expect(after == nil)
        }
      }
    }
  }
}
