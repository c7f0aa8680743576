import Foundation
import HierarchyIO
import TerminalOutput
import TestSupport
import Testing

@testable import InspectCLI

/// `inspect show` on every bar fixture, against `expected.show.txt` (plain) and
/// `expected.show-all.txt` (`--guides --constraints`). Record with `INSPECT_RECORD=1`, then
/// read the goldens: they must look exactly like UIKit's output.
@Suite struct ShowGoldenTests {
  @Test(arguments: Fixture.cases())
  func show(fixture: Fixture) {
    let streams = CapturedStreams()
    let status = Inspect.run(
      arguments: ["show", fixture.url("input.xml").path], io: streams.streams)
    #expect(streams.error == "")
    #expect(status == 0)
    if let mismatch = goldenMismatch(streams.output, "\(fixture.name)/expected.show.txt") {
      Issue.record(Comment(rawValue: mismatch))
    }
  }

  @Test(arguments: Fixture.cases())
  func showAll(fixture: Fixture) {
    let streams = CapturedStreams()
    let status = Inspect.run(
      arguments: ["show", fixture.url("input.xml").path, "--guides", "--constraints"],
      io: streams.streams)
    #expect(streams.error == "")
    #expect(status == 0)
    if let mismatch = goldenMismatch(streams.output, "\(fixture.name)/expected.show-all.txt") {
      Issue.record(Comment(rawValue: mismatch))
    }
  }

  /// `show` prints what UIKit prints: the LLDB reader reads it back into the same tree, with
  /// the same classes, addresses, frames, titles and flags (and with `--guides
  /// --constraints`, the same guides and constraints under the same holders).
  @Test(arguments: Fixture.cases())
  func showReadsBackThroughTheLLDBReader(fixture: Fixture) throws {
    let hierarchy = try Document(xml: fixture.data("input.xml"), source: fixture.name)
    for all in [false, true] {
      let text = hierarchy.recursiveDescription(guides: all, constraints: all)
      var warnings: [ReadWarning] = []
      let reread = try Document(
        console: text, source: "show.txt", strict: true, warnings: &warnings)
      #expect(warnings.isEmpty)
      #expect(reread.recursiveDescription(guides: all, constraints: all) == text)
    }
  }

  /// The plain tree has a line per view, and `--guides --constraints` adds exactly a line per
  /// guide and constraint: nothing is dropped or printed twice.
  @Test(arguments: Fixture.cases())
  func everyItemHasOneLine(fixture: Fixture) throws {
    let hierarchy = try Document(xml: fixture.data("input.xml"), source: fixture.name)
    var views = 0
    var extras = 0
    hierarchy.forEachView { view in
      views += 1
      extras += hierarchy.guides(of: view).count + hierarchy.constraints(heldBy: view).count
    }
    let plain = hierarchy.recursiveDescription()
    let all = hierarchy.recursiveDescription(guides: true, constraints: true)
    #expect(plain.split(separator: "\n").count == views)
    #expect(all.split(separator: "\n").count == views + extras)
    #expect(plain.hasSuffix("\n"))
  }
}
