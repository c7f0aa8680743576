import BarModel
import DumpModel
import Foundation
import HierarchyIO
import Patcher
import TestSupport
import Testing

/// `Patching.apply` checks its own numbers (issue 18): a caller of the library that gives a
/// gap, an item gap or a size out of range gets a typed error, and nothing is patched.
@Suite struct PatchInputTests {
  static let name = "sample03-ios14-sheet-cancel-next"
  static let source = "Fixtures/\(name)/input.txt"

  func document() throws -> Document {
    var warnings: [ReadWarning] = []
    return try Document(
      data: try Fixture(Self.name).data("input.txt"), source: Self.source, format: .lldb,
      warnings: &warnings)
  }

  @Test(arguments: [
    (Patch(gap: 10_001), "the gap must be a number from -10000 to 10000, not 10001"),
    (Patch(gap: -10_001), "the gap must be a number from -10000 to 10000, not -10001"),
    (Patch(gap: .nan), "the gap must be a number from -10000 to 10000, not nan"),
    (
      Patch(.spacing, itemGap: -1),
      "the item gap must be a number of 0 or more, up to 10000, not -1"
    ),
    (
      Patch(.tapArea, minSize: Size(width: 0, height: 44)),
      "the smallest adaptor size must be above 0, up to 10000, not 0 44"
    ),
  ])
  func aNumberOutOfRangeIsATypedError(patch: Patch, problem: String) throws {
    let document = try document()
    #expect(throws: PatchError(.invalidOption(problem), at: nil, source: Self.source)) {
      try Patching.apply(patch, to: document, source: Self.source)
    }
  }

  /// The limits themselves are accepted: the range is closed at both ends.
  @Test func theLimitsAreInRange() {
    #expect(Patch(gap: Patch.largestDistance).invalidOption == nil)
    #expect(Patch(gap: -Patch.largestDistance).invalidOption == nil)
    #expect(Patch(.spacing, itemGap: 0).invalidOption == nil)
    let largest = Size(width: Patch.largestDistance, height: Patch.largestDistance)
    #expect(Patch(.tapArea, minSize: largest).invalidOption == nil)
    #expect(Patch().invalidOption == nil)
  }

  /// The defaults help prints are the ones the patch runs with.
  @Test func theDefaultsAreThePatchs() {
    #expect(Patch().effectiveGap == Patch.defaultGap)
    #expect(Patch(.spacing).effectiveGap == Patch.defaultSpacingGap)
    #expect(Patch().itemGap == Patch.defaultItemGap)
    #expect(Patch().minSize == Patch.defaultMinSize)
  }
}
