import Audit
import DumpModel
import Patcher
import TestSupport
import Testing

/// The three runs of issue 10 that passed silently: `patch` now reports what it broke.
@Suite struct PatchAuditTests {
  func introduced(_ fixture: String, _ patch: Patch) throws -> [Finding] {
    let input = try fixtureDocument(fixture)
    let result = try Patching.apply(patch, to: input, source: "bar.xml")
    return try Checks.introduced(before: input, after: result.document, source: "bar.xml")
  }

  /// `--gap 1000`: the stack at x = 1000 in a 375-pt bar, the title squeezed to 0.
  @Test func aGapOfAThousandPutsTheStackOffTheBarAndSqueezesTheTitle() throws {
    let found = try introduced("ios11-beta-bar", Patch(.pin, gap: 1000))
    let rules = Set(found.map(\.rule))
    #expect(rules == [.offBar, .titleSqueezed])
    #expect(found.contains { $0.rule == .offBar && $0.addresses == ["0x7fb4d8e13ad0"] })
    let title = try #require(found.first { $0.rule == .titleSqueezed })
    #expect(
      title.message == "title 'Inbox' ('UILabel:0x7fb4d8e15a40') is 0 pt wide; its text needs 41 pt"
    )
    // The button was too small before the patch too: not introduced.
    #expect(!found.contains { $0.rule == .tapTarget })
  }

  /// `--gap -5 --side both`: the stack 5 pt past the left edge.
  @Test func aNegativeGapPushesTheStackOffTheBar() throws {
    let found = try introduced("ios11-beta-bar", Patch(.pin, side: .both, gap: -5))
    #expect(Set(found.map(\.rule)) == [.offBar])
    let stack = try #require(found.first { $0.addresses == ["0x7fb4d8e13ad0"] })
    #expect(stack.message.hasSuffix("lies 5 pt past the left edge of its bar (0 20; 375 44)"))
  }

  /// `--patch margins` on an already patched bar: TrailingBarGuide 8 pt past the bar.
  @Test func marginsOnAPatchedBarMovesTheTrailingGuideOffTheBar() throws {
    let found = try introduced("already-patched", Patch(.margins))
    #expect(Set(found.map(\.rule)) == [.offBar])
    let guide = try #require(found.first { $0.addresses == ["0x60c0001b2dc0"] })
    #expect(
      guide.message.hasPrefix(
        "'TrailingBarGuide(0x7fb4d8c0c1e0)' (383 20; 0 44) lies wholly outside its bar"))
  }

  /// The patch the README shows introduces nothing.
  @Test func theBetaBarsPinIntroducesNothing() throws {
    #expect(try introduced("ios11-beta-bar", Patch(.pin)).isEmpty)
  }
}
