import BarModel
import Foundation
import HierarchyIO
import TestSupport
import Testing

@testable import Layout

/// Every fixture dump laid out: its golden `expected.layout.txt` (what `inspect layout`
/// prints), no frame that differs from the recorded one, and every frame of
/// `frames.recorded.txt` exactly.
@Suite struct FixtureLayoutTests {
  static let fixtures = Fixture.cases()

  func solve(_ fixture: Fixture) throws -> (Hierarchy, Laid) {
    let hierarchy = try Hierarchy(
      xml: try fixture.data("input.xml"), source: "\(fixture.name)/input.xml")
    return (hierarchy, try layout(hierarchy))
  }

  /// `inspect layout`'s golden: the bar model first rebuilds what the dump lacks
  /// (docs/navbar/README.md), as the command does.
  @Test(arguments: fixtures)
  func golden(_ fixture: Fixture) throws {
    let hierarchy = try Hierarchy(
      xml: try fixture.data("input.xml"), source: "\(fixture.name)/input.xml")
    let model = try Bars.rebuild(Document(hierarchy))
    let result = try AutoLayout.solve(model.document, roots: model.layoutRoots)
    let text = model.prefixing(LayoutReport(document: model.document, result: result).text)
    if let mismatch = goldenMismatch(text, "\(fixture.name)/expected.layout.txt") {
      Issue.record(Comment(rawValue: mismatch))
    }
  }

  @Test(arguments: fixtures)
  func noFrameDiffersFromTheRecordedOne(_ fixture: Fixture) throws {
    let (_, result) = try solve(fixture)
    #expect(result.mismatches.isEmpty, "\(result.mismatches)")
    #expect(result.ambiguous.allSatisfy { $0.isExpected }, "\(result.ambiguous)")
    #expect(result.unplaced.isEmpty)
    if fixture.name != "conflict-pin-kept-guide" { #expect(result.conflicts.isEmpty) }
  }

  /// `frames.recorded.txt`: `<address> <x> <y> <width> <height>` lines, the frames a real
  /// capture gives, written by hand.
  @Test(arguments: fixtures.filter { $0.exists("frames.recorded.txt") })
  func recordedFramesComeOutExactly(_ fixture: Fixture) throws {
    let (_, result) = try solve(fixture)
    var count = 0
    for line in try fixture.text("frames.recorded.txt").split(separator: "\n")
    where !line.hasPrefix("#") && !line.trimmingCharacters(in: .whitespaces).isEmpty {
      let fields = line.split(separator: " ")
      try #require(fields.count >= 5, "bad line '\(line)'")
      let expected = fields[1...4].compactMap { Double($0) }
      let frame = try #require(result.frames[String(fields[0])], "no frame for \(fields[0])")
      let actual = [frame.x, frame.y, frame.width, frame.height]
      // Exactly as written: frames.recorded.txt writes at most five decimals (0.33333 for 1/3).
      #expect(
        zip(actual, expected).allSatisfy { abs($0 - $1) < 0.5e-5 }, "\(fields[0]): \(frame)")
      count += 1
    }
    #expect(count > 0)
  }

  /// The three bars whose frames come from real captures, numbers from docs/navbar/ios11-12.md by hand.
  @Test func sample01LeftItemFrames() throws {
    let (_, result) = try solve(Fixture("ios11-375-left-item"))
    let f = result.frames
    #expect(f["0x1d09bce00"] == rect(16, 0, 343, 44))  // margins guide
    #expect(f["0x1c01a1500"] == rect(0, 0, 16, 44))  // BackButtonGuide
    #expect(f["0x1c01a1ce0"] == rect(16, 0, 44, 44))  // LeadingBarGuide
    #expect(f["0x1c01a1dc0"] == rect(60, 0, 307, 44))  // TitleView
    #expect(f["0x1c01a1ea0"] == rect(367, 0, 0, 44))  // TrailingBarGuide
    #expect(f["0x113b5df90"] == rect(16, 0, 44, 44))  // the left stack
    #expect(f["0x1d41a85e0"] == rect(0, 0, 44, 44))  // the stack's margins guide
  }

  @Test func sample01RightItemFrames() throws {
    let (_, result) = try solve(Fixture("ios11-375-right-item"))
    let f = result.frames
    #expect(f["0x1d09bce00"] == rect(16, 0, 343, 44))
    #expect(f["0x1d09bd260"] == rect(0, 0, 8, 44))
    #expect(f["0x1d09bd0a0"] == rect(8, 0, 0, 44))
    #expect(f["0x1d09bcfc0"] == rect(8, 0, 334, 44))
    #expect(f["0x1d09bcee0"] == rect(342, 0, 17, 44))
    #expect(f["0x1189125f0"] == rect(342, 0, 17, 44))
    #expect(f["0x1d09bc1c0"] == rect(0, 0, 17, 44))
  }

  @Test func ios12BackButtonFrames() throws {
    let (_, result) = try solve(Fixture("ios12-414-back-button"))
    let f = result.frames
    #expect(f["0x600003d2c8c0"] == rect(20, 0, 374, 44))
    #expect(f["0x600003d2d0a0"] == rect(0, 0, 69, 44))
    #expect(f["0x600003d2d180"] == rect(75, 0, 0, 44))
    #expect(f["0x600003d2d260"] == rect(75, 0, 327, 44))
    #expect(f["0x600003d2d340"] == rect(402, 0, 0, 44))
  }

  /// The pin added last while the guide constraint is kept: UIKit's conflict, the pin broken.
  @Test func conflictPinKeptGuide() throws {
    let (_, result) = try solve(Fixture("conflict-pin-kept-guide"))
    try #require(result.conflicts.count == 1)
    let conflict = result.conflicts[0]
    #expect(result.address(conflict.broken) == "0x60000213f5c0")
    let addresses = conflict.conflicting.compactMap { result.address($0) }
    #expect(addresses == ["0x600002139480", "0x60000212c500", "0x600002139400", "0x60000213f5c0"])
    let log = result.uikitLog(conflict)
    let d = { (source: ConstraintSource) in result.uikitDescription(source) }
    #expect(
      log == """
        Unable to simultaneously satisfy constraints.
        \tProbably at least one of the constraints in the following list is one you don't want. 
        \tTry this: 
        \t\t(1) look at each constraint and try to figure out which you don't expect; 
        \t\t(2) find the code that added the unwanted constraint or constraints and fix it. 
        (
        \(conflict.conflicting.map { "    \"\(d($0))\"" }.joined(separator: ",\n"))
        )

        Will attempt to recover by breaking constraint 
        \(d(conflict.broken))

        """)
    #expect(d(conflict.broken).hasPrefix("<NSLayoutConstraint:0x60000213f5c0 "))
    #expect(result.hasFailures)
  }
}

/// Writing the computed frames back.
@Suite struct ApplyingFramesTests {
  @Test func computedFramesReplaceRecordedOnesButTheBarGuidesKeepTheirs() throws {
    var hierarchy = NavBarModel(leftItem: 44).hierarchy
    hierarchy.views[0].subviews[0].guides[1].frame = rect(1, 2, 3, 4)  // LeadingBarGuide, wrong
    hierarchy.views[0].subviews[0].subviews[0].guides[0].frame = rect(-16, 0, 8, 0)  // flexible
    let result = try layout(hierarchy)
    var document = result.document
    document.applyFrames(result.result)
    let laidOut = document.hierarchy
    let content = laidOut.views[0].subviews[0]
    #expect(content.guides[1].frame == rect(16, 0, 44, 44))
    #expect(content.guides[0].frame == rect(0, 0, 16, 44))  // had none: now computed
    #expect(content.subviews[0].guides[0].frame == rect(-16, 0, 8, 0))
    #expect(content.subviews[0].frame == rect(16, 0, 44, 44))
    // Laying out the result again changes nothing.
    let again = try layout(laidOut)
    #expect(again.mismatches.isEmpty)
    var twice = again.document
    twice.applyFrames(again.result)
    #expect(twice.hierarchy == laidOut)
  }
}

/// UIKit's own AMBIGUOUS LAYOUT report (`ambiguous="…"` from `_autolayoutTrace`) against ours,
/// on the bars whose ambiguity a real capture (sample 01) gives.
@Suite struct RecordedAmbiguityTests {
  @Test(
    arguments: ["ios11-375-left-item", "ios11-375-right-item", "ios11-375-two-guide-sets"].map(
      Fixture.init))
  func ambiguityAgreesWithUIKits(_ fixture: Fixture) throws {
    let hierarchy = try Hierarchy(xml: try fixture.data("input.xml"), source: fixture.name)
    let result = try layout(hierarchy)
    var recorded: [String: [String]] = [:]
    hierarchy.forEachView { view, _ in
      if !view.ambiguous.isEmpty { recorded[view.address] = view.ambiguous }
      for guide in view.guides where !guide.ambiguous.isEmpty {
        recorded[guide.address] = guide.ambiguous
      }
    }
    let ours = Dictionary(
      result.ambiguous.map { ($0.address, $0.variables) }, uniquingKeysWith: { a, _ in a })
    #expect(ours == recorded)
  }
}
