import BarModel
import Foundation
import HierarchyIO
import TestSupport
import Testing

/// A window of many bars is rebuilt bar by bar, each at the cost of its own views
/// (docs/layout.md, "Solving part of a document"), with the frames, notes and added
/// constraints each bar has alone.
@Suite struct WindowRebuildTests {
  static func rebuild(bars: Int, fixture: String) throws -> BarRebuild {
    let xml = try BarWindow.xml(bars: bars, fixture: fixture)
    return try Bars.rebuild(Document(xml: Data(xml.utf8), source: "window.xml"))
  }

  @Test(arguments: ["ios11-375-two-items-each-side", "ios11-beta-bar", "ios15-390-back-one-item"])
  func eachBarAsAlone(_ fixture: String) throws {
    let one = try Self.rebuild(bars: 1, fixture: fixture)
    let many = try Self.rebuild(bars: 6, fixture: fixture)
    #expect(many.bars.count == 6)
    let alone = try #require(one.bars.first)
    for bar in many.bars {
      #expect(bar.isRebuilt == alone.isRebuilt)
      let (rows, aloneRows) = (bar.comparison.rows, alone.comparison.rows)
      #expect(rows.count > 10)
      #expect(bar.comparison.isComplete == alone.comparison.isComplete)
      #expect(rows.map(\.model) == aloneRows.map(\.model))
      #expect(rows.map(\.isReproduced) == aloneRows.map(\.isReproduced))
      #expect(bar.added.count == alone.added.count)
      // The notes name the bar's own addresses: the same once those are taken out.
      let strip = { (notes: [String]) in
        notes.map { $0.replacing(/0x[0-9a-f]+/, with: "0x") }
      }
      #expect(strip(bar.notes) == strip(alone.notes))
    }
    // Each bar's model constraints are numbered on from the last bar's.
    let numbers = many.added.compactMap { many.document[$0].address }
    #expect(Set(numbers).count == numbers.count)
    if !numbers.isEmpty {
      #expect(numbers.first == "model:1")
      #expect(numbers.last == "model:\(numbers.count)")
    }
    // The work of the solves grows with the bars, not with the window per bar.
    #expect(many.documentWork == 6 * one.documentWork, "\(many.documentWork) \(one.documentWork)")
  }
}
