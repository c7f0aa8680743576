import BarModel
import HierarchyIO
import Layout
import TestSupport
import Testing

/// A paste of an app that already pins its bar: the text `po` prints, with the app's pin and
/// without the constraint the pin removed, and no `<patch>` record to say so
/// (Fixtures/already-pinned-text/README.md; docs/navbar/README.md, "What the model writes").
/// The model must not rebuild the removed constraint: UIKit logged no conflict (QA S3-21).
@Suite struct AlreadyPinnedTests {
  struct Pinned: Sendable, CustomTestStringConvertible {
    var file: String
    /// The constraints the app's pin removed, as UIKit prints them (the fixtures' `<removed>`).
    var removed: Set<String>
    /// What a paste cannot show (docs/navbar/README.md, "Read the inputs").
    var direction: LayoutDirection? = nil
    var testDescription: String { file }
  }

  static let pinned: [Pinned] = [
    Pinned(
      file: "ios11-beta-pin-gap0.txt",
      removed: [
        "UILayoutGuide:0x60c0001b2a40'BackButtonGuide(0x7fb4d8c0c1e0)'.trailing >= "
          + "_UINavigationBarContentView:0x7fb4d8c0b0a0.leading + 12"
      ]),
    Pinned(
      file: "ios11-375-left-item-pin-gap0.txt",
      removed: [
        "UILayoutGuide:0x1c01a1500'BackButtonGuide(0x109518800)'.trailing >= "
          + "_UINavigationBarContentView:0x11890ff60.leading + 16"
      ]),
    Pinned(
      file: "ios11-375-two-items-each-side-pin-gap10.txt",
      removed: [
        "UILayoutGuide:0x6000039e4b60'BackButtonGuide(0x7fd0e2c0d010)'.trailing >= "
          + "_UINavigationBarContentView:0x7fd0e2c0c150.leading + 16",
        "UILayoutGuide:0x6000039e4e00'TrailingBarGuide(0x7fd0e2c0d010)'.trailing == "
          + "_UINavigationBarContentView:0x7fd0e2c0c150.trailing - 16 @999",
      ]),
    Pinned(
      file: "ios12-414-two-items-pin-gap0.txt",
      removed: [
        "UILayoutGuide:0x6000039a1010'BackButtonGuide(0x7fa0c1d1a050)'.trailing >= "
          + "_UINavigationBarContentView:0x7fa0c1d1a040.leading + 20",
        "UILayoutGuide:0x6000039a1040'TrailingBarGuide(0x7fa0c1d1a050)'.trailing == "
          + "_UINavigationBarContentView:0x7fa0c1d1a040.trailing - 20 @999",
      ]),
    Pinned(
      file: "ios15-390-back-one-item-pin-gap0.txt",
      removed: [
        "_UIButtonBarStackView:0x7f8a4c80ba40.trailing == "
          + "UILayoutGuide:0x600003b400e0'UINavigationBarItemContentLayoutGuide'.trailing - 8"
      ]),
    Pinned(
      file: "ios17-393-two-items-each-side-pin-gap0.txt",
      removed: [
        "_UIButtonBarStackView:0x7f8a4ca0aaf0.leading == "
          + "UILayoutGuide:0x600003b600e0'UINavigationBarItemContentLayoutGuide'.leading + 8",
        "_UIButtonBarStackView:0x7f8a4ca0ba40.trailing == "
          + "UILayoutGuide:0x600003b600e0'UINavigationBarItemContentLayoutGuide'.trailing - 8",
      ]),
    Pinned(
      file: "ios11-375-rtl-two-items-pin-gap0.txt",
      removed: [
        "UILayoutGuide:0x6000039a5010'BackButtonGuide(0x7fa0c1d5a050)'.trailing >= "
          + "_UINavigationBarContentView:0x7fa0c1d5a040.leading + 16",
        "UILayoutGuide:0x6000039a5040'TrailingBarGuide(0x7fa0c1d5a050)'.trailing == "
          + "_UINavigationBarContentView:0x7fa0c1d5a040.trailing - 16 @999",
      ], direction: .rightToLeft),
  ]

  static func rebuild(_ file: String, direction: LayoutDirection? = nil) throws -> BarRebuild {
    try Bars.rebuild(
      Capture("already-pinned-text", file).document(),
      options: BarModelOptions(direction: direction))
  }

  @Test(arguments: pinned)
  func noConstraintThePinRemovedIsRebuilt(_ pinned: Pinned) throws {
    let rebuild = try Self.rebuild(pinned.file, direction: pinned.direction)
    let text = describe(rebuild)
    let bar = try #require(rebuild.bars.first { $0.isRebuilt }, "\(text)")
    #expect(!bar.notes.contains { $0.contains("conflict") }, "\(text)")
    #expect(Set(bar.notRebuilt) == pinned.removed, "\(text)")
    let added = Set(rebuild.added.map { rebuild.document[$0].notation(in: rebuild.document) })
    #expect(added.isDisjoint(with: pinned.removed), "\(added)")
    // Every stack is pinned: `pin` finds no edge constraint of UIKit's left to remove.
    #expect(bar.stacks.allSatisfy { $0.edge == nil }, "\(text)")
    let result = try AutoLayout.solve(rebuild.document, roots: rebuild.layoutRoots)
    #expect(result.conflicts.isEmpty, "\(text)")
  }

  /// A library's pin with the guide's edge constraint kept (conflict-pin-kept-guide as text):
  /// the conflict is the capture's own, the app's pin is broken, and it stays reported.
  @Test func aConflictTheCapturePrintsStays() throws {
    let rebuild = try Self.rebuild("ios11-375-left-item-pin-kept-guide.txt")
    let text = describe(rebuild)
    let bar = try #require(rebuild.bars.first { $0.isRebuilt }, "\(text)")
    #expect(bar.notRebuilt.isEmpty, "\(text)")
    let result = try AutoLayout.solve(rebuild.document, roots: rebuild.layoutRoots)
    #expect(result.conflicts.count == 1, "\(text)")
    let broken = try #require(result.conflicts.first?.broken.constraintID)
    #expect(rebuild.document[broken].address == "0x60000213f5c0")
  }
}
