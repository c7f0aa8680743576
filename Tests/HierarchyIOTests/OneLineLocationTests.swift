import Foundation
import HierarchyIO
import TestSupport
import Testing

/// Locations in a document on one line, and in the same document with a line per element:
/// the reader counts columns incrementally and goes back through checkpoints, and must say
/// exactly what counting by hand says.
struct OneLineLocationTests {
  /// `file:line:column` of the `occurrence`-th `needle` in `text`, counted by hand: lines by
  /// `\n`, columns in Unicode scalars (characters, as the reader counts them).
  func place(of needle: String, occurrence: Int = 1, in text: String, file: String) -> String {
    var rest = text[...]
    var found = text.startIndex
    for _ in 0..<occurrence {
      let range = rest.range(of: needle)!
      found = range.lowerBound
      rest = text[range.upperBound...]
    }
    let before = text[..<found]
    let line = before.filter { $0 == "\n" }.count + 1
    let lineStart = before.lastIndex(of: "\n").map { text.index(after: $0) } ?? text.startIndex
    let column = text.unicodeScalars[lineStart..<found].count + 1
    return "\(file):\(line):\(column)"
  }

  /// 3,000 views with non-ASCII titles (so columns and bytes differ) and, at the end, a view
  /// whose address repeats the 1,000th.
  func views() -> [String] {
    (0..<3000).map { #"<view class="UILabel" address="0x\#($0)" title="é ✓ \#($0)"/>"# }
      + [#"<view class="UIView" address="0x999"/>"#]
  }

  @Test(arguments: ["", "\n  "])
  func aDuplicateAddressInXMLIsPlacedAtBothPlaces(_ separator: String) {
    let body = views().joined(separator: separator)
    let text = #"<hierarchy format="1">"# + separator + body + "</hierarchy>"
    let error = #expect(throws: ReadError.self) {
      try Document(xml: Data(text.utf8), source: "nav.xml")
    }
    let first = place(of: #"<view class="UILabel" address="0x999""#, in: text, file: "nav.xml")
    let second = place(of: #"address="0x999""#, occurrence: 2, in: text, file: "nav.xml")
    #expect(
      error?.description
        == "\(second): error: duplicate address '0x999' (first used at \(first))")
  }

  @Test(arguments: ["", "\n  "])
  func aDuplicateAddressInJSONIsPlacedAtBothPlaces(_ separator: String) {
    let views = (0..<3000).map {
      #"{"class": "UILabel", "address": "0x\#($0)", "title": "é ✓ \#($0)"}"#
    }
    let body = (views + [#"{"class": "UIView", "address": "0x999"}"#])
      .joined(separator: "," + separator)
    let text = #"{"format": 1, "views": ["# + separator + body + "]}"
    let error = #expect(throws: ReadError.self) {
      try Document(json: Data(text.utf8), source: "nav.json")
    }
    let first = place(of: #"{"class": "UILabel", "address": "0x999""#, in: text, file: "nav.json")
    let second = place(of: #""0x999""#, occurrence: 2, in: text, file: "nav.json")
    #expect(
      error?.description
        == "\(second): error: duplicate address '0x999' (first used at \(first))")
  }

  /// A constraint naming an address that is not there is found at the end, and placed back.
  @Test(arguments: ["", "\n  "])
  func anUnknownReferenceIsPlacedWhereItIs(_ separator: String) {
    var views = Array(views().dropLast())
    let constraint =
      #"<constraint first="0x5" firstAttribute="width" second="0xnone" secondAttribute="width"/>"#
    views[0] = views[0].replacingOccurrences(of: "/>", with: ">" + constraint + "</view>")
    let text = #"<hierarchy format="1">"# + views.joined(separator: separator) + "</hierarchy>"
    let error = #expect(throws: ReadError.self) {
      try Document(xml: Data(text.utf8), source: "nav.xml")
    }
    #expect(
      error?.location.description == place(of: #"second="0xnone""#, in: text, file: "nav.xml"))
  }

  /// `validate` places a schema violation at its element's tag, not at the last tag of the
  /// line with the same name.
  @Test(arguments: ["", "\n  "])
  func aSchemaViolationIsPlacedAtItsElement(_ separator: String) {
    var views = Array(views().dropLast())
    views[7] = views[7].replacingOccurrences(of: "<view ", with: #"<view hidden="maybe" "#)
    let text = #"<hierarchy format="1">"# + views.joined(separator: separator) + "</hierarchy>"
    let issues = validateAgainstSchema(xml: Data(text.utf8), source: "nav.xml")
    let expected = place(of: #"hidden="maybe""#, in: text, file: "nav.xml")
    #expect(
      issues.map(\.description).contains(
        "\(expected): error: invalid attribute hidden for element view"))
  }
}
