import DumpModel
import Foundation
import HierarchyIO
import TestSupport
import Testing

@testable import Layout

/// The rule beyond the 31 logged breaks (docs/conflicts.md, "Beyond the 31"): the cases
/// docs/breaking.md §5 cites, reconstructed as logs (`Fixtures/conflict-logs/reconstructed`),
/// predicted with UIKit's answer hidden; and, over every log the fixtures hold, no prediction
/// names a constraint UIKit makes itself.
@Suite struct ReconstructedLogsTests {
  static let logs = Repository.fixtures.appendingPathComponent("conflict-logs")

  static func files(_ folder: URL) throws -> [URL] {
    try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
      .filter { $0.pathExtension == "txt" }.sorted { $0.path < $1.path }
  }

  static func read(_ text: String, source: String = "log.txt") throws -> Document {
    var warnings: [ReadWarning] = []
    return try Document(console: text, source: source, warnings: &warnings)
  }

  static func replays(_ url: URL) throws -> (Document, [LogReplay]) {
    let document = try read(
      String(contentsOf: url, encoding: .utf8), source: url.lastPathComponent)
    return (document, try AutoLayout.replayLogs(document))
  }

  /// Each case breaking.md §5 cites, reconstructed: the rule names UIKit's choice in 5 of 5.
  @Test func theCitedCasesArePredicted() throws {
    var hits = 0
    let files = try Self.files(Self.logs.appendingPathComponent("reconstructed"))
    for url in files {
      let (_, replays) = try Self.replays(url)
      let replay = try #require(replays.first, "\(url.lastPathComponent)")
      #expect(replays.count == 1 && replay.isConflict && replay.setIsPrinted)
      #expect(replay.uikitBroken != nil)
      if replay.agrees == true { hits += 1 }
    }
    #expect(files.count == 5)
    #expect(hits == 5)
  }

  /// Over every log of the fixtures (the 20 samples, the fragments, the reconstructed cases,
  /// the forms fixture read as one list), no prediction names a constraint UIKit makes from a
  /// frame or a state (part 1 of the rule; breaking.md §5 and §6.2).
  @Test func noPredictionNamesUIKitsOwn() throws {
    var urls = try Self.files(Self.logs)
    urls += try Self.files(Self.logs.appendingPathComponent("fragments"))
    urls += try Self.files(Self.logs.appendingPathComponent("reconstructed"))
    urls.append(
      Repository.fixtures.appendingPathComponent("constraint-forms/constraints.txt"))
    var predicted = 0
    for url in urls {
      let (document, replays) = try Self.replays(url)
      for replay in replays {
        guard let id = replay.predicted else { continue }
        predicted += 1
        let category = BreakRule.Category(document[id])
        #expect(!category.isNeverBroken, "\(url.lastPathComponent) log \(replay.log)")
        #expect(!BreakRule.sizesUIKitsOwnView(id, in: document))
        #expect(document[id].isRequired)
      }
    }
    #expect(predicted >= 40)
  }

  /// The keyboard's own constraints (iOS 13, as the log prints them): `'assistantHeight'`
  /// sizes UIKit's private assistant view and is its own (breaking.md §2, §6.2: UIKit sets
  /// it from a state); the rule names the spacing between the two views instead, by part 3.
  /// Without that, part 2 would name the height (installed deepest).
  @Test func aSizeUIKitGivesItsOwnViewIsNotPredicted() throws {
    let document = try Self.read(
      "(\n"
        + "    \"<NSLayoutConstraint:0x6000004e4a50 'assistantHeight' TUISystemInputAssistantView:0x7fe42960e6b0.height == 44   (active)>\",\n"
        + "    \"<NSLayoutConstraint:0x6000004d7070 'assistantView.bottom' TUISystemInputAssistantView:0x7fe42960e6b0.bottom == _UIKBCompatInputView:0x7fe429506a20.top   (active)>\",\n"
        + "    \"<NSLayoutConstraint:0x6000004d6fd0 'assistantView.top' V:|-(0)-[TUISystemInputAssistantView:0x7fe42960e6b0]   (active, names: '|':UIInputSetHostView:0x7fe429609d60 )>\",\n"
        + "    \"<NSLayoutConstraint:0x6000004dc730 'inputView.top' V:|-(0)-[_UIKBCompatInputView:0x7fe429506a20]   (active, names: '|':UIInputSetHostView:0x7fe429609d60 )>\"\n"
        + ")\n")
    let replay = try #require(try AutoLayout.replayLogs(document).first)
    #expect(replay.isConflict)
    #expect(replay.predicted.flatMap { document[$0].address } == "0x6000004d7070")
    #expect(replay.rulePart == 3)
    // An app's view with an app's identifier keeps its height a candidate.
    let app = try Self.read(
      "(\n    \"<NSLayoutConstraint:0x1 'barHeight' MyApp.Bar:0x7fa1.height == 44   (active)>\",\n"
        + "    \"<NSLayoutConstraint:0x2 'barHeight2' MyApp.Bar:0x7fa1.height == 40   (active)>\"\n)\n"
    )
    let appReplay = try #require(try AutoLayout.replayLogs(app).first)
    #expect(appReplay.predicted != nil)
  }

  /// Constraint classes and identifiers UIKit owns beyond the 31 logs: a scroll view's layout
  /// guide constraint, AppKit's and Catalyst's `NSView-Encapsulated-Layout-*`. Against an
  /// app's width the app's is named; alone, nothing.
  @Test(arguments: [
    "<_UIScrollViewLayoutGuideConstraint:0x10 UILayoutGuide:0x7fa2'UIScrollView-frameLayoutGuide'.width == UIView:0x7fa0.width   (active)>",
    "<NSLayoutConstraint:0x10 'NSView-Encapsulated-Layout-Width' UIView:0x7fa0.width == 0   (active)>",
  ])
  func moreOfUIKitsOwnAreNeverPredicted(_ own: String) throws {
    let lines = [
      own, "<NSLayoutConstraint:0x20 UIView:0x7fa0.width == 100   (active)>",
      "<NSLayoutConstraint:0x30 UILayoutGuide:0x7fa2'UIScrollView-frameLayoutGuide'.width == 50   (active)>",
    ]
    let entries = lines.map { "    \"\($0)\"" }.joined(separator: ",\n")
    let document = try Self.read("(\n" + entries + "\n)\n")
    let own = try #require(
      document.constraintsInDocumentOrder.first { document[$0].address == "0x10" })
    #expect(BreakRule.Category(document[own]).isNeverBroken)
    let replay = try #require(try AutoLayout.replayLogs(document).first)
    #expect(replay.isConflict)
    let predicted = try #require(replay.predicted)
    #expect(document[predicted].address != "0x10", "\(own)")
  }

  /// A whole log (its preamble and its list) whose breaking line is missing is reported as a
  /// fragment that lacks it.
  @Test func aWholeLogWithoutItsBreakingLineSaysSo() throws {
    let text =
      "Unable to simultaneously satisfy constraints.\n(\n"
      + "    \"<NSLayoutConstraint:0x1 UIView:0x7fa0.width == 100   (active)>\",\n"
      + "    \"<NSLayoutConstraint:0x2 UIView:0x7fa0.width == 50   (active)>\"\n)\n"
    let document = try Self.read(text)
    let result = try AutoLayout.solve(document)
    let report = LayoutReport(document: document, result: result).text
    #expect(
      report.contains(
        "   a fragment of a log; not in the text: the breaking line ('Will attempt to recover "
          + "by breaking constraint')\n"))
    #expect(report.contains("1 conflict log (1 conflict found; 1 log without UIKit's answer"))
  }
}
