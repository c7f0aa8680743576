import BarModel
import HierarchyIO
import Layout
import Patcher
import TestSupport
import Testing

/// `margins` on a paste that has no `os`: the iOS 13 warning follows `--os` and the
/// generation the bar model recognises, and a stack the margins do not place is not reported
/// as patched (docs/patches.md, "margins"; QA S3-17).
@Suite struct MarginsGenerationTests {
  static let source = "Fixtures/sample03-ios14-sheet-cancel-next/input.txt"

  static func margins(_ model: BarModelOptions) throws -> PatchResult {
    var warnings: [ReadWarning] = []
    let document = try Document(
      data: Fixture("sample03-ios14-sheet-cancel-next").data("input.txt"), source: source,
      warnings: &warnings)
    return try Patching.apply(Patch(.margins), to: document, source: source, model: model)
  }

  static let throwsNote =
    "from iOS 13 UIKit throws on layout-margin changes of this private view (\"Client error "
    + "attempting to change layout margins of a private view\"); use '--patch shift'"

  @Test func osGivenOnTheCommandLineWarns() throws {
    let result = try Self.margins(BarModelOptions(os: "14"))
    #expect(
      result.warnings.map(\.description) == [
        "\(Self.source):6:31: warning: the bar is iOS 13-14 (--os 14): \(Self.throwsNote)"
      ])
  }

  @Test func theRecognisedGenerationWarnsWithoutOS() throws {
    let result = try Self.margins(BarModelOptions())
    #expect(
      result.warnings.map(\.description) == [
        "\(Self.source):6:31: warning: the bar is iOS 13-18 (_UINavigationBarContentView:"
          + "0x107ed4fa0 prints 'layout=', as iOS 13+ does): \(Self.throwsNote)"
      ])
  }

  /// iOS 13+: the stacks are tied to the item content guide, not to the margins; only the
  /// margins guide moves.
  @Test func stacksThatDoNotMoveAreNotPatched() throws {
    let result = try Self.margins(BarModelOptions(os: "14"))
    let reason = "it did not move: the content view's margins do not place it"
    #expect(result.stacks.map(\.action) == [.skipped(reason), .skipped(reason)])
    #expect(result.moved.count == 1)
  }

  /// iOS 11–12: the stacks follow the margins and are patched.
  @Test func stacksThatMoveArePatched() throws {
    let result = try patched("ios11-390-phone", Patch(.margins))
    #expect(result.stacks.map(\.action) == [.patched, .patched])
  }

  static let modern = [
    "ios14-375-back-one-item", "ios15-390-back-one-item", "ios15-390-back-one-item-rtl",
    "ios15-390-one-item-each-side", "ios15-390-one-item-each-side-rtl",
    "ios17-393-back-leading-item", "ios17-393-back-two-items", "ios17-393-back-two-items-rtl",
    "ios17-393-custom-views", "ios17-393-two-items-each-side",
    "ios17-393-two-items-each-side-rtl", "ios17-430-one-item-each-side",
    "ios26-393-back-two-items-rtl", "ios26-393-one-item-each-side",
  ]

  /// The dump `margins` writes for an iOS 13+ bar lays out to its own frames: the bar model
  /// keeps the dump's `margins` instead of UIKit's 8 (QA S3-31).
  @Test(arguments: modern)
  func thePatchedDumpLaysOutToItsOwnFrames(_ name: String) throws {
    let document = try patched(name, Patch(.margins)).document
    let model = try Bars.rebuild(document)
    let result = try AutoLayout.solve(model.document, roots: model.layoutRoots)
    #expect(result.mismatches.isEmpty, "\(result.mismatches)")
    #expect(result.conflicts.isEmpty)
  }
}
