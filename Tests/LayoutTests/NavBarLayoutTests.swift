import Cassowary
import HierarchyIO
import Testing

@testable import Layout

/// The guide chain of docs/navbar/ios11-12.md, built in Swift, against the frames of the real captures.
/// Every expected number is docs/navbar/ios11-12.md's, written by hand.
@Suite struct NavBarLayoutTests {
  func solve(_ model: NavBarModel, _ options: LayoutOptions = LayoutOptions()) throws
    -> Laid
  {
    try layout(model.hierarchy, options: options)
  }

  /// Sample 01, guide set 0x109518800: a left custom item (44 wide), no right item.
  @Test(arguments: [PriorityMode.lexicographic, .weighted])
  func sample01LeftItem(mode: PriorityMode) throws {
    let result = try solve(NavBarModel(leftItem: 44), LayoutOptions(priorityMode: mode))
    #expect(result.conflicts.isEmpty)
    #expect(result.frames["m"] == rect(16, 0, 343, 44))
    #expect(result.frames["bb"] == rect(0, 0, 16, 44))
    #expect(result.frames["lb"] == rect(16, 0, 44, 44))
    #expect(result.frames["tv"] == rect(60, 0, 307, 44))
    #expect(result.frames["tb"] == rect(367, 0, 0, 44))
    #expect(result.frames["ls"] == rect(16, 0, 44, 44))
    #expect(result.frames["la"] == rect(0, 0, 44, 44))
    #expect(result.frames["ls-m"] == rect(0, 0, 44, 44))
    #expect(result.frames["content"] == rect(0, 0, 375, 44))
    #expect(result.frames["bar"] == rect(0, 44, 375, 44))
  }

  /// Sample 01, guide set 0x11890ee00: only a right item, 17 wide.
  @Test func sample01RightItem() throws {
    let result = try solve(NavBarModel(rightItem: 17))
    #expect(result.conflicts.isEmpty)
    #expect(result.frames["m"] == rect(16, 0, 343, 44))
    #expect(result.frames["bb"] == rect(0, 0, 8, 44))
    #expect(result.frames["lb"] == rect(8, 0, 0, 44))
    #expect(result.frames["tv"] == rect(8, 0, 334, 44))
    #expect(result.frames["tb"] == rect(342, 0, 17, 44))
    #expect(result.frames["rs"] == rect(342, 0, 17, 44))
  }

  /// The 414-pt iOS 12 bar with a back button 69 wide and no bar items.
  @Test func ios12BackButton() throws {
    let result = try solve(NavBarModel(width: 414, margin: 20, backButton: 69))
    #expect(result.conflicts.isEmpty)
    #expect(result.frames["m"] == rect(20, 0, 374, 44))
    #expect(result.frames["bb"] == rect(0, 0, 69, 44))
    #expect(result.frames["lb"] == rect(75, 0, 0, 44))
    #expect(result.frames["tv"] == rect(75, 0, 327, 44))
    #expect(result.frames["tb"] == rect(402, 0, 0, 44))
    #expect(result.frames["back"] == rect(0, 0, 69, 44))
  }

  /// Right-to-left: the same chain mirrored. The left item's stack sits at the right edge:
  /// leading inset 16 from the right → stack maxX 359, minX 315; the trailing guide ends 8
  /// from the left edge.
  @Test func rightToLeftMirrorsTheChain() throws {
    let result = try solve(NavBarModel(leftItem: 44, direction: .rightToLeft))
    #expect(result.conflicts.isEmpty)
    #expect(result.frames["bb"] == rect(359, 0, 16, 44))
    #expect(result.frames["lb"] == rect(315, 0, 44, 44))
    #expect(result.frames["ls"] == rect(315, 0, 44, 44))
    #expect(result.frames["tv"] == rect(8, 0, 307, 44))
    #expect(result.frames["tb"] == rect(8, 0, 0, 44))
    #expect(result.frames["m"] == rect(16, 0, 343, 44))
  }

  /// The UIButtonBar guides are ambiguous by design and reported apart.
  @Test func buttonBarGuidesAreExpectedAmbiguity() throws {
    let result = try solve(NavBarModel(leftItem: 44))
    let expected = result.ambiguous.filter(\.isExpected).map(\.address)
    #expect(expected == ["ls-flex", "ls-item", "ls-group"])
    #expect(result.ambiguous.filter { !$0.isExpected }.isEmpty)
  }

  /// The pin added with the guide constraint kept: `BackButtonGuide.trailing >= leading + 16`
  /// conflicts with `stack.leading == content.leading`; the pin, added last, is broken.
  @Test func pinWithTheGuideKeptConflicts() throws {
    var hierarchy = NavBarModel(leftItem: 44).hierarchy
    hierarchy.views[0].subviews[0].constraints.append(
      c("ls", .leading, .equal, "content", .leading))
    let result = try layout(hierarchy)
    let pin = result.source(
      holder: "content", index: hierarchy.views[0].subviews[0].constraints.count - 1)
    try #require(result.conflicts.count == 1)
    let conflict = result.conflicts[0]
    #expect(conflict.broken == pin)
    #expect(conflict.conflicting.last == pin)
    #expect(conflict.conflicting.contains(result.source(holder: "content", index: 1)))
    // Broken and dropped: the chain keeps its frames.
    #expect(result.frames["ls"] == rect(16, 0, 44, 44))
    let log = result.uikitLog(conflict)
    // UIKit's shape, every constraint printed as UIKit prints it, in the order added.
    let d = { (source: ConstraintSource) in result.uikitDescription(source) }
    #expect(
      log == """
        Unable to simultaneously satisfy constraints.
        \tProbably at least one of the constraints in the following list is one you don't want. 
        \tTry this: 
        \t\t(1) look at each constraint and try to figure out which you don't expect; 
        \t\t(2) find the code that added the unwanted constraint or constraints and fix it. 
        (
            "\(d(result.source(holder: "content", index: 1)))",
            "\(d(result.source(holder: "content", index: 3)))",
            "\(d(result.source(holder: "content", index: 20)))",
            "\(d(pin))"
        )

        Will attempt to recover by breaking constraint 
        \(d(pin))

        """)
    // Kept at 999: the pin now wins against everything optional but not against the guide.
    var keep = LayoutOptions()
    keep.keepBrokenAsOptional = true
    let kept = try layout(hierarchy, options: keep)
    #expect(kept.conflicts.count == 1)
    #expect(kept.frames["ls"] == rect(16, 0, 44, 44))
  }
}
