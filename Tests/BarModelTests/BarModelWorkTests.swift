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
        let frames = rebuild.frames
        for bar in rebuild.bars {
          let comparison = bar.comparison
          for row in comparison.rows {
            #expect(row.name == rebuild.document.name(of: row.item), "\(capture)")
            // The frames gathered when asked are those each bar was compared with.
            if let model = row.model { #expect(frames[row.item] == model, "\(capture)") }
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

extension BarModelWorkTests {
  /// The version's number read in the bytes is the number of its leading characters that
  /// are numbers, after white space, for the forms that read it so and those that do not.
  @Test(arguments: [
    "11.4", "17", "26.0\r\n", "11\r\n", "7", "0", "-3", "", "x", " 12.1", "\t15.0", "12 ",
    "1\u{0301}2", "11\u{0301}", "\u{0661}\u{0661}", "11\u{0661}", "99999999999999999999",
    "14\u{00A0}", "15.0 beta",
  ])
  func versionNumber(_ os: String) {
    #expect(BarGeneration.major(os) == Int(os.trimmingWhitespace().prefix { $0.isNumber }))
  }
}

extension BarModelWorkTests {
  /// The model writer compares the meaning of a constraint it wants before making it, as
  /// that of a new constraint: active, multiplier 1 (`ModelWriter.constrain`).
  @Test func aNewConstraintIsActiveWithMultiplierOne() {
    let made = DocumentConstraint(
      first: .view(ViewID(rawValue: 0)), .leading, .greaterThanOrEqual,
      second: .view(ViewID(rawValue: 1)), .trailing, constant: 8, priority: 250,
      identifier: "x")
    #expect(made.active)
    #expect(made.multiplier == 1)
  }
}
