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

  /// The longest start tag, byte by byte, as `AttributeLimit.scan` measures it: comments,
  /// CDATA sections, processing instructions and end tags skipped; the scan ends at a
  /// DOCTYPE or a quote never closed (libxml2 refuses either).
  func longestStartTagByBytes(_ bytes: [UInt8]) -> Int {
    func starts(_ text: String, at index: Int) -> Bool {
      bytes[index...].starts(with: Array(text.utf8))
    }
    func after(_ text: String, from index: Int) -> Int {
      var index = index
      while index < bytes.count, !starts(text, at: index) { index += 1 }
      return min(index + text.utf8.count, bytes.count)
    }
    var longest = 0
    var index = 0
    while let open = bytes[index...].firstIndex(of: UInt8(ascii: "<")) {
      guard open + 1 < bytes.count else { break }
      if starts("<!--", at: open) {
        index = after("-->", from: open + 4)
      } else if starts("<![CDATA[", at: open) {
        index = after("]]>", from: open + 9)
      } else if starts("<!", at: open) {
        break
      } else if starts("<?", at: open) {
        index = after("?>", from: open + 2)
      } else if starts("</", at: open) {
        index = bytes[(open + 1)...].firstIndex(of: UInt8(ascii: ">")).map { $0 + 1 } ?? bytes.count
      } else {
        // The name runs to a space, `>` or `/` (a quote in it is part of it); then a quote
        // never closed ends the scan.
        var end = open + 1
        while end < bytes.count, !" \t\n\r>/".utf8.contains(bytes[end]) { end += 1 }
        var quote: UInt8 = 0
        while end < bytes.count, quote != 0 || bytes[end] != UInt8(ascii: ">") {
          if quote != 0 {
            if bytes[end] == quote { quote = 0 }
          } else if bytes[end] == UInt8(ascii: "\"") || bytes[end] == UInt8(ascii: "'") {
            quote = bytes[end]
          }
          end += 1
        }
        if quote != 0 { break }
        longest = max(longest, min(end + 1, bytes.count) - open)
        index = end + 1
      }
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
    let alphabet = Array("<>\"'a =/!?-".utf8)
    for length in 0..<80 {
      for _ in 0..<40 {
        let bytes = (0..<length).map { _ in alphabet.randomElement(using: &generator)! }
        let (longest, ends) = bytes.withUnsafeBufferPointer { buffer in
          (
            AttributeLimit.scan(buffer, limit: .max).longestStartTag,
            (0...length).map { RawXML.tagEnd(from: $0, in: buffer) }
          )
        }
        #expect(
          longest == longestStartTagByBytes(bytes), "\(String(decoding: bytes, as: UTF8.self))")
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
