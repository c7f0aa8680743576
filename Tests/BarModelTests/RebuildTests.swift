import BarModel
import HierarchyIO
import TestSupport
import Testing

/// What the rebuild adds, and never adds twice.
@Suite struct RebuildTests {
  /// The iOS 13–26 matrix dumps hold the model's constraints: nothing is added.
  @Test(arguments: FramesOnlyTests.modernMatrix)
  func fullDumpGetsNothing(_ fixture: Fixture) throws {
    let rebuild = try Capture(fixture.name, "input.xml").rebuild()
    let added = rebuild.added.map { rebuild.document[$0].notation(in: rebuild.document) }
    #expect(added.isEmpty, "\(added)")
    #expect(rebuild.bars.contains { $0.isRebuilt })
  }

  /// A rebuilt paste, written and read back, is rebuilt to nothing more and the same frames.
  @Test(arguments: [
    Capture("ios11-375-sample01-trace", "input.txt"),
    Capture("sample03-ios14-sheet-cancel-next", "input.txt"),
    Capture("sample66-ios13-back-button-push", "input.txt"),
    Capture("ios12-414-back-button", "input.frames-only.xml"),
  ])
  func rebuiltDumpIsStable(_ capture: Capture) throws {
    let first = try capture.rebuild()
    #expect(!first.added.isEmpty)
    let written = first.laidOut.xmlData()
    let reread = try Document(xml: written, source: "rebuilt.xml")
    let second = try Bars.rebuild(reread)
    let added = second.added.map { second.document[$0].notation(in: second.document) }
    #expect(added.isEmpty, "\(added)")
    #expect(second.reproducesCapture, "\(describe(second))")
    for (item, frame) in first.frames {
      let address = first.document.address(of: item)
      guard let again = second.document.item(at: address) else {
        Issue.record("\(address) is not in the rebuilt dump read back")
        continue
      }
      #expect(second.frames[again] == frame, "\(address)")
    }
  }

  /// A constraint the dump holds written the other way round is the same constraint.
  @Test func heldConstraintEitherWayRound() throws {
    let first = try Capture("ios12-414-back-button", "input.frames-only.xml").rebuild()
    var document = first.document
    var flipped = 0
    for id in first.added {
      let constraint = document[id]
      guard let second = constraint.second, constraint.multiplier == 1 else { continue }
      var other = constraint
      other.first = second
      other.firstAttribute = constraint.secondAttribute
      other.second = constraint.first
      other.secondAttribute = constraint.firstAttribute
      other.constant = -constraint.constant
      other.relation =
        constraint.relation == .equal
        ? .equal : constraint.relation == .lessThanOrEqual ? .greaterThanOrEqual : .lessThanOrEqual
      document.replaceConstraint(id, with: other)
      flipped += 1
    }
    #expect(flipped > 10)
    let second = try Bars.rebuild(document)
    #expect(second.added.isEmpty)
    #expect(second.reproducesCapture, "\(describe(second))")
  }

  /// A constraint a `<patch>` record lists as removed is not rebuilt.
  @Test func removedByAPatchIsNotRebuilt() throws {
    let first = try Capture("ios12-414-back-button", "input.frames-only.xml").rebuild()
    var document = first.document
    let edge = try #require(first.bars.first?.stacks.first?.edge)
    let removed = document.removeConstraint(edge)
    document.metadata.patches.append(
      PatchRecord(
        name: "pin", options: [],
        changes: [.removed(removed.notation(in: document))]))
    let second = try Bars.rebuild(document)
    #expect(second.added.isEmpty)
    #expect(second.bars.first?.stacks.first?.edge == nil)
  }
}
