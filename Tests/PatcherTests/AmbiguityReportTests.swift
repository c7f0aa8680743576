import DumpModel
import Layout
import Testing

@testable import Patcher

/// The warning for items a patch leaves ambiguous (the title that once vanished), checked on
/// solver results given by hand: the bar chain's rule cannot make one ambiguous by itself.
@Suite struct AmbiguityReportTests {
  @Test func onlyItemsThatBecomeAmbiguousAreReported() throws {
    let input = try fixtureInput("ios11-beta-bar")
    var session = PatchSession(
      patch: Patch(), document: input, source: "a.xml", options: LayoutOptions())
    func item(_ address: String) throws -> ItemID { try #require(input.item(at: address)) }
    let frames = ItemFrames(viewCount: input.viewCount, guideCount: input.guideCount)
    var before = LayoutResult(frames: frames)
    before.ambiguous = [
      // By design (UIButtonBar guides), and an item that was already ambiguous.
      AmbiguousItem(item: try item("0x60c0001b31e0"), variables: ["minX"], isExpected: true),
      AmbiguousItem(item: try item("0x7fb4d8e14160"), variables: ["minY"], isExpected: false),
    ]
    var after = before
    after.ambiguous.append(
      AmbiguousItem(
        item: try item("0x7fb4d8e15a40"), variables: ["minX", "width"], isExpected: false))
    let result = session.finish(before: before, after: after)
    #expect(
      result.warnings.map(\.description) == [
        // Already ambiguous, and untouched (this session edited nothing): it keeps its
        // recorded frame, which the solver (no frame given here) did not reproduce.
        "Fixtures/ios11-beta-bar/input.xml:20:9: warning: 'UIView:0x7fb4d8e14160' keeps its "
          + "recorded frame (0 22; 8 0): the dump leaves it ambiguous (minY) and the patch does "
          + "not place it",
        "Fixtures/ios11-beta-bar/input.xml:48:7: warning: 'UILabel:0x7fb4d8e15a40'Inbox'' becomes "
          + "ambiguous after the patch (minX, width): nothing holds it any more",
      ])
    #expect(result.document.metadata.patches.map(\.name) == ["pin"])
  }
}
