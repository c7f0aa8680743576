import HierarchyIO
import Layout
import Testing

@testable import Patcher

/// The warning for items a patch leaves ambiguous (the title that once vanished), checked on
/// solver results given by hand: the bar chain's rule cannot make one ambiguous by itself.
@Suite struct AmbiguityReportTests {
  @Test func onlyItemsThatBecomeAmbiguousAreReported() throws {
    let input = try fixtureInput("ios11-beta-bar")
    var session = PatchSession(
      patch: Patch(), hierarchy: input, source: "a.xml", options: LayoutOptions())
    var before = SolvedLayout()
    before.ambiguous = [
      // By design (UIButtonBar guides), and an item that was already ambiguous.
      SolvedLayout.Ambiguous(address: "0x60c0001b31e0", variables: ["minX"], isExpected: true),
      SolvedLayout.Ambiguous(address: "0x7fb4d8e14160", variables: ["minY"], isExpected: false),
    ]
    var after = before
    after.ambiguous.append(
      SolvedLayout.Ambiguous(
        address: "0x7fb4d8e15a40", variables: ["minX", "width"], isExpected: false))
    let result = session.finish(before: before, after: after)
    #expect(
      result.warnings.map(\.description) == [
        "Fixtures/ios11-beta-bar/input.xml:48:7: warning: UILabel:0x7fb4d8e15a40'Inbox' becomes "
          + "ambiguous after the patch (minX, width): nothing holds it any more"
      ])
    #expect(result.hierarchy.patches.map(\.name) == ["pin"])
  }
}
