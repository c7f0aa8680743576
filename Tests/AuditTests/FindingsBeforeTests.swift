import DumpModel
import Patcher
import TestSupport
import Testing

@testable import Audit

/// `inspect patch` checks the dump before the patch first (`Checks.findingsBefore`), so that it
/// need not keep the dump as read through the patch: the same findings introduced as checking
/// both dumps after it (`Checks.introduced(before:after:)`), and no early check of a dump a
/// view of which records no frame (its frame before is the patched one).
@Suite struct FindingsBeforeTests {
  @Test func sameFindingsAsCheckingBothAfterThePatch() throws {
    let patches = [
      Patch(.pin, gap: 1000), Patch(.pin, side: .both, gap: -5), Patch(.margins),
      Patch(.pin), Patch(.spacing, gap: 300), Patch(.tapArea),
    ]
    var compared = 0
    var found = 0
    for fixture in [
      "ios11-beta-bar", "already-patched", "ios11-375-two-items-each-side",
      "conflict-pin-kept-guide", "ios17-393-custom-views",
    ] {
      for patch in patches {
        let input = try fixtureDocument(fixture)
        // As `inspect patch` makes them: with the model's reading of the dump as read.
        var read: Checks.FindingsBefore?
        guard
          var result = try? Patching.apply(
            patch, to: input, source: "bar.xml",
            readBefore: { document, model in
              read = try? Checks.findingsBefore(document, model: model, source: "bar.xml")
            })
        else { continue }
        let before = try #require(try Checks.findingsBefore(input, source: "bar.xml"))
        let early = try Checks.introduced(since: before, after: result.document, source: "bar.xml")
        let late = try Checks.introduced(before: input, after: result.document, source: "bar.xml")
        #expect(early == late, "\(fixture) \(patch.summary)")
        // The bars the model read, and the bars before the patch taken after it.
        let taken = try result.addIntroducedFindings(since: try #require(read))
        #expect(taken == late, "\(fixture) \(patch.summary)")
        compared += 1
        found += late.isEmpty ? 0 : 1
      }
    }
    #expect(compared >= 20)
    #expect(found >= 4)
  }

  @Test func aViewWithoutAFrameIsCheckedAfterThePatch() throws {
    var input = try fixtureDocument("ios11-beta-bar")
    #expect(try Checks.findingsBefore(input, source: "bar.xml") != nil)
    let view = try #require(input.viewIDs.last)
    input.setFrame(nil, of: .view(view))
    #expect(try Checks.findingsBefore(input, source: "bar.xml") == nil)
  }
}
