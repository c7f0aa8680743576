import Foundation
import TestSupport
import Testing
import XMLFormat

@testable import JSONFormat

/// The streaming JSON reader (`JSONStreamReader`) reads what the writer writes without giving
/// up, and on any input reads the same document, with the same locations, as the tree reader
/// (`JSONDocumentReader`), or gives up so that the tree reader words the error: reading with
/// and without it has the same outcome.
@Suite struct JSONStreamReaderTests {
  /// The document as XML, and where each item was read; or the error.
  static func outcome(_ data: Data, streaming: Bool) -> String {
    do {
      let document = try Document.readJSON(data, source: "nav.json", streaming: streaming).document
      var text = String(decoding: document.xmlData(), as: UTF8.self)
      for view in document.viewIDs { text += "\n\(String(describing: document[view].location))" }
      for guide in document.guideIDs { text += "\n\(String(describing: document[guide].location))" }
      for constraint in document.constraintsInDocumentOrder {
        text += "\n\(String(describing: document[constraint].location))"
      }
      return text
    } catch {
      return "error: \(error.description)"
    }
  }

  /// Whether the streaming reader reads `data` without giving up.
  static func streams(_ data: Data) -> Bool {
    data.withUnsafeBytes { raw in
      let bytes = raw.bindMemory(to: UInt8.self)
      var reader = JSONStreamReader(
        bytes: bytes, positions: SourcePositions(bytes: bytes, file: "nav.json"))
      return reader.document() != nil
    }
  }

  /// The streaming reader's `tagBytes`, nil when it gives up.
  static func tagBytes(_ text: String) -> Int? {
    Data(text.utf8).withUnsafeBytes { raw in
      let bytes = raw.bindMemory(to: UInt8.self)
      var reader = JSONStreamReader(
        bytes: bytes, positions: SourcePositions(bytes: bytes, file: "nav.json"))
      return reader.document() != nil ? reader.tagBytes : nil
    }
  }

  static let fixtures = Fixture.cases()

  @Test(arguments: fixtures)
  func readsWhatTheWriterWritesAsTheTreeReaderDoes(fixture: Fixture) throws {
    let document = try Document(xml: try fixture.data("input.xml"), source: "input.xml")
    let json = document.jsonData()
    #expect(Self.streams(json))
    let streamed = Self.outcome(json, streaming: true)
    #expect(!streamed.hasPrefix("error"), "\(streamed)")
    #expect(streamed == Self.outcome(json, streaming: false))
  }

  /// The JSON inputs of the fixtures and of the fuzz regressions, valid and not.
  @Test func readsEveryJSONInputAsTheTreeReaderDoes() throws {
    let files = FileManager.default.enumerator(atPath: Repository.fixtures.path)!
      .compactMap { $0 as? String }.filter { $0.hasSuffix(".json") }
    #expect(files.count >= 15)
    for file in files {
      let data = try Data(contentsOf: Repository.fixtures.appendingPathComponent(file))
      #expect(
        Self.outcome(data, streaming: true) == Self.outcome(data, streaming: false), "\(file)")
    }
  }

  /// Every member of a bar's JSON removed, moved after the children or given a value of
  /// every other type, in turn: the two readers agree on each (the streaming one gives up on
  /// every input it cannot read as the tree reader does).
  @Test func agreesWithTheTreeReaderOnEveryMutation() throws {
    let fixture = Fixture("ios12-414-back-button")
    let document = try Document(xml: try fixture.data("input.xml"), source: "input.xml")
    let json = String(decoding: document.jsonData(), as: UTF8.self)
    let member = try Regex(
      #"(,?\s*)"([A-Za-z]+)": (\[[^\[\]{}]*\]|"[^"]*"|-?[0-9.e+-]+|true|false)"#)
    let replacements = [#""x""#, "1", "true", "[1, 2, 3, 4]", #"["a"]"#]
    var mutations = 0
    var streamed = 0
    for match in json.matches(of: member) {
      let (separator, key, value) = (
        String(match.output[1].substring!), match.output[2].substring!, match.output[3].substring!
      )
      var variants = replacements.map { "\(separator)\"\(key)\": \($0)" }
      variants.append(separator)  // the member removed
      variants.append("\(separator)\"\(key)\": \(value), \"\(key)\": \(value)")  // twice
      for variant in variants {
        var text = json
        text.replaceSubrange(match.range, with: variant)
        let data = Data(text.utf8)
        mutations += 1
        if Self.streams(data) { streamed += 1 }
        #expect(
          Self.outcome(data, streaming: true) == Self.outcome(data, streaming: false),
          "\(text)")
      }
    }
    #expect(mutations > 300)
    // Most values of another type are refused, but not all (a string for an unknown key).
    #expect(streamed > 0 && streamed < mutations)
  }

  /// Members in an order the writer does not use: a view's attributes after its subviews are
  /// read by the tree reader (the builder opens a view with all its attributes).
  @Test func givesUpOnAViewAttributeAfterItsChildren() {
    let late = #"""
      {"format": 1, "views": [{"class": "UIView", "subviews": [], "address": "0x1"}]}
      """#
    let usual = #"""
      {"format": 1, "views": [{"class": "UIView", "address": "0x1", "subviews": []}]}
      """#
    #expect(!Self.streams(Data(late.utf8)))
    #expect(Self.streams(Data(usual.utf8)))
    let outcome = Self.outcome(Data(late.utf8), streaming: true)
    #expect(!outcome.hasPrefix("error"), "\(outcome)")
    #expect(outcome == Self.outcome(Data(usual.utf8), streaming: true))
  }

  /// The bound on one start tag's JSON bytes: an element's own members, not its children's,
  /// and every namespace declaration (the form check writes those in scope into each element).
  @Test func boundsTheBytesOneStartTagComesFrom() throws {
    let title = String(repeating: "a", count: 300_000)
    let views = (1...8).map { #"{"class": "UIView", "address": "0x\#($0)", "title": "\#(title)"}"# }
    let wide = #"{"format": 1, "views": [\#(views.joined(separator: ", "))]}"#
    let bound = try #require(Self.tagBytes(wide))
    // Each view's title counts once: the input is 8 times as long.
    #expect(bound > 300_000 && bound < 300_100)
    #expect(!ReadLimits.mayPassTheTagLimit(bound) && ReadLimits.mayPassTheTagLimit(wide.utf8.count))

    let declared = #"""
      {"format": 1, "views": [{"class": "UIView", "address": "0x1", "xmlns:a": "\#(title)",
        "subviews": [{"class": "UIView", "address": "0x2", "title": "\#(title)"}]}]}
      """#
    let both = try #require(Self.tagBytes(declared))
    #expect(both > 600_000 && both < 600_200)
  }
}
