import Audit
import BarPictures
import Foundation
import LaidOut
import Pictures
import TestSupport
import Testing

@testable import PictureTestSupport

/// Each fixture's report page in headless Chromium, in one visit: no console error, nothing
/// fetched, a screenshot matching the golden beside the fixture (`screenshot.report.png`,
/// compared with ImageGolden's tolerance: 1 % of 1280 × 560 is 7,168 pixels), and on the beta bar a selection of the stack in
/// the tree highlights its rectangle.
@Suite struct FixtureBrowserTests {
  struct Visit {
    var report: BrowserHarness.Report
    var shots: [String: Data]
  }

  static let visit: Result<Visit, Error> = Result {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("inspect-fixtures-\(ProcessInfo.processInfo.processIdentifier)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    var steps: [BrowserHarness.Step] = []
    var shots: [String: URL] = [:]
    for (name, input) in FixturePictureTests.cases {
      let page = folder.appendingPathComponent("\(name).html")
      try FixturePictureTests.page(name, input).htmlData().write(to: page)
      let shot = folder.appendingPathComponent("\(name).png")
      shots[name] = shot
      steps += [.load(page, name: name), .screenshot(shot)]
      if name == "ios11-beta-bar" {
        steps += [
          .click("#tree [data-node='0x7fb4d8e13ad0'] > .row"),
          .eval(
            "betaSelected",
            "[...document.querySelectorAll('svg .sel[data-item]')].map(e => e.id).join(' ')"),
        ]
      }
    }
    // 1280 × 560: the heading, the picture, the tree, the findings; the constraints list
    // below is the page writer's, checked on the pin page (BrowserTests).
    let report = try BrowserHarness.visit(steps, in: folder, width: 1280, height: 560)
    return Visit(report: report, shots: try shots.mapValues { try Data(contentsOf: $0) })
  }

  @Test func noConsoleErrorAndNothingFetched() throws {
    let report = try Self.visit.get().report
    #expect(report.errors == [])
    #expect(report.requests.allSatisfy { $0.hasPrefix("file://") })
  }

  @Test func everyFixturesScreenshotMatchesItsGolden() throws {
    let shots = try Self.visit.get().shots
    #expect(shots.count == FixturePictureTests.cases.count)
    for (name, png) in shots.sorted(by: { $0.key < $1.key }) {
      if let problem = try ImageGolden.mismatch(png, "\(name)/screenshot.report.png") {
        Issue.record(Comment(rawValue: problem))
      }
    }
  }

  @Test func selectingTheStackInTheTreeHighlightsItsRectangle() throws {
    let selected = try Self.visit.get().report.results["betaSelected"]
    #expect(selected == .string("pic-item-0x7fb4d8e13ad0"))
  }
}
