import Foundation
import Testing

@testable import JSONFormat

/// The JSON reader and writer run on the caller's thread for a dump that nests at most
/// `shallowNesting` levels, on a large stack beyond (Sources/HierarchyIO/JSON/LargeStack.swift).
@Suite struct LargeStackTests {
  /// A view `levels` deep: each view's object and its `subviews` array nest two levels.
  static func nested(_ levels: Int) -> String {
    var text = "{\"format\": 1, \"views\": ["
    for level in 0..<levels {
      text += "{\"class\": \"V\", \"address\": \"0x\(level + 1)\", \"frame\": [0, 0, 1, 1], "
      text += "\"subviews\": ["
    }
    text += String(repeating: "]}", count: levels)
    return text + "]}"
  }

  static func nesting(_ text: String, limit: Int = 1000) -> Int {
    Array(text.utf8).withUnsafeBufferPointer { jsonNesting($0, limit: limit) }
  }

  /// Brackets inside strings, escaped quotes included, do not count; the scan stops past
  /// its limit.
  @Test func nestingCountsContainersOutsideStrings() {
    #expect(Self.nesting(#"{"a": "[[{\"[", "b": [[1], {}]}"#) == 3)
    #expect(Self.nesting("[]") == 1)
    #expect(Self.nesting("1") == 0)
    #expect(Self.nesting(#""\\" [["#) == 2)
    #expect(Self.nesting(Self.nested(10)) == 22)
    #expect(Self.nesting(Self.nested(1000), limit: 32) == 33)
  }

  /// The deepest dump that stays on the caller's thread reads and writes within a 256 KB
  /// stack (a debug build's frames are the largest), so the bound is safe on any thread a
  /// test or a task runs on.
  @Test func theShallowBoundFitsASmallStack() throws {
    // 13 views: 28 levels read; written, 2 × 13 + 6 = 32.
    #expect(shallowNesting == 32)
    let text = Self.nested(13)
    #expect(Self.nesting(text) == 28)
    let written = onThread(stackSize: 256 << 10) { () -> (Int, Data)? in
      guard let document = try? Document(json: Data(text.utf8), source: "deep.json") else {
        return nil
      }
      return (document.deepestView, document.jsonData())
    }
    let (deepest, data) = try #require(written)
    #expect(deepest == 12)
    #expect(try Document(json: data, source: "written.json").viewCount == 13)
  }
}
