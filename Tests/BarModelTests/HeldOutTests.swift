import BarModel
import Foundation
import HierarchyIO
import TestSupport
import Testing

/// Every sample that shows a bar or a bar item, measured twice: with every rule as fitted, and
/// leave-one-out — each rule fitted only on that capture takes the value it would have without
/// it (`FittedRule`, `HeldOut`). The table is docs/navbar/README.md's ("Reproduced, per
/// capture"); `INSPECT_RECORD=1` writes it there (read it before committing).
@Suite struct HeldOutTests {
  struct Row: Sendable {
    var sample: String
    var capture: Capture
    /// The name `HeldOut.capture` takes.
    var tag: String
    var width: Double? = nil
  }

  static let rows: [Row] = [
    Row(sample: "01", capture: Capture("ios11-375-sample01-trace", "input.txt"), tag: "01"),
    Row(
      sample: "414 trace", capture: Capture("ios12-414-back-button", "input.frames-only.xml"),
      tag: "414-trace"),
    Row(sample: "beta", capture: Capture("ios11-beta-bar", "input.frames-only.xml"), tag: "beta"),
    Row(
      sample: "03", capture: Capture("sample03-ios14-sheet-cancel-next", "input.txt"), tag: "03"),
    Row(sample: "04", capture: Capture("sample04-ios15-428-empty-bar", "input.txt"), tag: "04"),
    Row(sample: "13", capture: Capture("sample13-ios17-trailing-stack", "input.txt"), tag: "13"),
    Row(
      sample: "49", capture: Capture("ios9-sample49-trace", "input.txt"), tag: "49", width: 375),
    Row(sample: "51", capture: Capture("ios9-ios10-sample51-nslog", "input.txt"), tag: "51"),
    Row(sample: "52", capture: Capture("ios12-375-sample52-nslog", "input.txt"), tag: "52"),
    Row(
      sample: "66", capture: Capture("sample66-ios13-back-button-push", "input.txt"), tag: "66"),
    Row(sample: "81", capture: Capture("sample81-ios8-9-photopicker", "capture.txt"), tag: "81"),
    Row(sample: "83", capture: Capture("sample83-ios7-subclass", "capture.txt"), tag: "83"),
    Row(sample: "85", capture: Capture("sample85-ios7-window", "capture.txt"), tag: "85"),
    Row(sample: "88", capture: Capture("sample88-ios11-414-subviews", "capture.txt"), tag: "88"),
    Row(sample: "90", capture: Capture("sample90-ios8-414-subviews", "capture.txt"), tag: "90"),
    Row(sample: "92", capture: Capture("sample92-ios9-height100", "capture.txt"), tag: "92"),
    Row(sample: "94", capture: Capture("sample94-ios7-fragment", "capture.txt"), tag: "94"),
    // 320: the width the tool asks for without it (`LoneItemTests`).
    Row(
      sample: "96", capture: Capture("sample96-ios9-navigationbutton", "capture.txt"), tag: "96",
      width: 320),
    Row(
      sample: "98", capture: Capture("sample98-ios13-ipad-buttonbarbutton", "capture.txt"),
      tag: "98"),
    Row(sample: "100", capture: Capture("sample100-ios26-ivars", "capture.txt"), tag: "100"),
    Row(
      sample: "iOS 12 trace (hand-made, issue 21)",
      capture: Capture("ios12-375-trace-back-container", "trace.txt"), tag: "12-trace"),
  ]

  struct Measure: Equatable {
    var reproduced = 0
    var compared = 0
    var given = 0
    var generations: [String] = []
    var note: String?
  }

  static func measure(_ row: Row, heldOut: Bool) throws -> Measure {
    var options = try row.capture.options()
    if let width = row.width { options.width = width }
    let document: Document
    do {
      document = try row.capture.document()
    } catch {
      return Measure(note: "not read: \(error)")
    }
    let rebuild = try HeldOut.$capture.withValue(heldOut ? row.tag : nil) {
      try Bars.rebuild(document, options: options)
    }
    var measure = Measure()
    for bar in rebuild.bars {
      if let generation = bar.recognition.generation,
        !measure.generations.contains(generation.rawValue)
      {
        measure.generations.append(generation.rawValue)
      }
      guard bar.isRebuilt else {
        measure.note = measure.note ?? bar.notes.first
        continue
      }
      measure.reproduced += bar.comparison.reproduced
      measure.compared += bar.comparison.total
      measure.given += bar.comparison.given
    }
    if let diagnostic = rebuild.diagnostics.first {
      measure.note = measure.note ?? diagnostic.message
    } else if rebuild.bars.isEmpty {
      measure.note = "no bar model: no navigation bar, toolbar or bar stack in the capture"
    }
    return measure
  }

  static func table() throws -> String {
    var lines = [
      "| sample | fixture | generation | reproduced / compared (+given) | leave-one-out | what is missing |",
      "|---|---|---|---|---|---|",
    ]
    var totals = (fitted: 0, heldOut: 0, compared: 0)
    for row in rows {
      let fitted = try measure(row, heldOut: false)
      let held = try measure(row, heldOut: true)
      totals.fitted += fitted.reproduced
      totals.heldOut += held.reproduced
      totals.compared += fitted.compared
      let counts =
        fitted.generations.isEmpty && fitted.compared == 0
        ? "—"
        : "\(fitted.reproduced) / \(fitted.compared)"
          + (fitted.given > 0 ? " (+\(fitted.given))" : "")
      let heldOut = counts == "—" ? "—" : "\(held.reproduced) / \(held.compared)"
      let missing = (fitted.note ?? "").replacingOccurrences(of: "|", with: "\\|")
      lines.append(
        "| \(row.sample) | `\(row.capture.fixture.name)/\(row.capture.input)` | "
          + "\(fitted.generations.isEmpty ? "—" : fitted.generations.joined(separator: ", ")) | "
          + "\(counts) | \(heldOut) | \(missing) |")
    }
    lines.append(
      "| **all** | | | **\(totals.fitted) / \(totals.compared)** | "
        + "**\(totals.heldOut) / \(totals.compared)** | |")
    return lines.joined(separator: "\n")
  }

  static let begin = "<!-- HeldOutTests: begin -->"
  static let end = "<!-- HeldOutTests: end -->"

  /// docs/navbar/README.md holds the table this computes.
  @Test func theReadmeHoldsTheMeasuredTable() throws {
    let url = Repository.root.appendingPathComponent("docs/navbar/README.md")
    let readme = try String(contentsOf: url, encoding: .utf8)
    let table = "\n" + (try Self.table()) + "\n"
    let start = try #require(readme.range(of: Self.begin))
    let stop = try #require(readme.range(of: Self.end))
    let current = String(readme[start.upperBound..<stop.lowerBound])
    if ProcessInfo.processInfo.environment["INSPECT_RECORD"] == "1", current != table {
      let updated = readme.replacingCharacters(in: start.upperBound..<stop.lowerBound, with: table)
      try updated.write(to: url, atomically: true, encoding: .utf8)
      return
    }
    #expect(current == table, "\n\(table)")
  }

  /// Leaving a capture out changes only the rules fitted on it alone: a capture no rule was
  /// fitted on alone measures the same both ways.
  @Test func onlyRulesFittedAloneOnTheCaptureChange() throws {
    let alone = Set(FittedRule.allCases.filter { $0.captures.count == 1 }.flatMap(\.captures))
    for row in Self.rows where !alone.contains(row.tag) {
      let fitted = try Self.measure(row, heldOut: false)
      let held = try Self.measure(row, heldOut: true)
      #expect(fitted == held, "\(row.sample)")
    }
  }
}
