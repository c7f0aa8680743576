import BarModel
import DumpModel
import Foundation
import HierarchyIO
import TestSupport
import Testing

/// What the bar model does more cheaply than it did gives what the plain way gave
/// (docs/layout.md, "Solving part of a document"): the walks by the document's links, the
/// rows' names made when asked, the counts of a comparison, the solves that look for no
/// conflict log in a document printed by none.
@Suite struct BarModelWorkTests {
  static let captures: [Capture] =
    Fixture.cases().map { Capture($0.name, "input.xml") }
    + [
      "01-autolayouttrace-navbar-tamic-guides.txt",
      "03-recursive-navbar-sheet-cancel-next-ios14.txt",
      "06-conflict-swiftui-backbutton-itemcontentguide-ios15.txt",
    ].map { Capture("lldb-samples", $0) }
    + [
      Capture("conflict-logs", "06-swiftui-backbutton.txt"),
      Capture("conflict-logs", "44-navbar-in-stackview-comment.txt"),
      Capture("conflict-logs", "46-stackview-hiding-navbar-x2.txt"),
      Capture("ios11-375-sample01-trace", "input.txt"),
    ]

  /// The capture rebuilt as given, and at a width of 390 when it holds none (a log prints no
  /// width: its bar is rebuilt only with one).
  static func rebuilds(_ capture: Capture) throws -> [BarRebuild] {
    var options = try capture.options()
    let given = try Bars.rebuild(capture.document(), options: options)
    guard options.width == nil else { return [given] }
    options.width = 390
    return [given, try Bars.rebuild(capture.document(), options: options)]
  }

  /// The walk with a stack of subview arrays the model made before.
  static func stackWalk(under root: ViewID, in document: Document) -> [ViewID] {
    var views: [ViewID] = []
    var pending = [root]
    while let view = pending.popLast() {
      views.append(view)
      pending.append(contentsOf: document.subviews(of: view).reversed())
    }
    return views
  }

  @Test func linkWalksAreTheArrays() throws {
    var walked = 0
    for capture in Self.captures {
      let document = try capture.document()
      for view in document.viewIDs {
        var views: [ViewID] = []
        document.forEachView(under: view) { views.append($0) }
        #expect(views == Self.stackWalk(under: view, in: document), "\(capture)")
        var guides: [GuideID] = []
        document.forEachGuide(of: view) { guides.append($0) }
        #expect(guides == document.guides(of: view), "\(capture)")
        var held: [ConstraintID] = []
        document.forEachConstraint(heldBy: view) { held.append($0) }
        #expect(held == document.constraints(heldBy: view), "\(capture)")
        walked += 1
      }
    }
    #expect(walked > 500)
  }

  @Test func rowsAndCountsAreThePlainOnes() throws {
    var rows = 0
    for capture in Self.captures {
      for rebuild in try Self.rebuilds(capture) {
        for bar in rebuild.bars {
          let comparison = bar.comparison
          for row in comparison.rows {
            #expect(row.name == rebuild.document.name(of: row.item), "\(capture)")
            rows += 1
          }
          let predicted = comparison.rows.filter { $0.status != .given }
          #expect(comparison.predicted == predicted)
          #expect(comparison.total == predicted.count)
          #expect(comparison.reproduced == predicted.filter(\.isReproduced).count)
          #expect(comparison.differences == predicted.filter { !$0.isReproduced })
          #expect(comparison.isComplete == (comparison.reproduced == comparison.total))
        }
      }
    }
    #expect(rows > 1000)
  }

  /// The flag read before the bars is the truth after them: the model adds no constraint a
  /// conflict log prints.
  @Test func printsLogsHoldsThroughTheRebuild() throws {
    var printed = 0
    for capture in Self.captures {
      for rebuild in try Self.rebuilds(capture) {
        let document = rebuild.document
        let logs = (0..<Int32(document.constraintCapacity)).contains {
          !document[ConstraintID(rawValue: $0)].logs.isEmpty
        }
        #expect(rebuild.printsLogs == logs, "\(capture)")
        if logs, rebuild.bars.contains(where: \.isRebuilt) { printed += 1 }
      }
    }
    #expect(printed >= 2)
  }
}
