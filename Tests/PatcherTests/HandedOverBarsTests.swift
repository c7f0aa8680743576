import BarModel
import DumpModel
import Foundation
import HierarchyIO
import TestSupport
import Testing

@testable import Patcher

/// The patch's bars of a document the model rebuilt are taken from the model's reading
/// (`BarContent.read(_: BarRebuild)`, over `BarRebuild.contents`) and are what reading the
/// rebuilt document afresh gives: on every fixture's input, pastes included, and on a window
/// of bars, whose every reading is handed over.
@Suite struct HandedOverBarsTests {
  static func documents() throws -> [(String, Document)] {
    var documents: [(String, Document)] = []
    for name in ["input.xml", "input.txt"] {
      for fixture in Fixture.cases(withInput: name) {
        var warnings: [ReadWarning] = []
        let source = "Fixtures/\(fixture.name)/\(name)"
        documents.append(
          (source, try Document(data: fixture.data(name), source: source, warnings: &warnings)))
      }
    }
    let window = try BarWindow.xml(bars: 3, fixture: "ios11-375-two-items-each-side")
    documents.append(("window", try Document(xml: Data(window.utf8), source: "window.xml")))
    return documents
  }

  @Test func theModelsReadingIsTheDocuments() throws {
    var compared = 0
    for (source, document) in try Self.documents() {
      guard let rebuild = try? Bars.rebuild(document) else { continue }
      let handed = BarContent.read(rebuild)
      #expect(handed == BarContent.read(rebuild.document), "\(source)")
      compared += handed.count
    }
    #expect(compared > 40)
  }
}
