import DumpModel
import TestSupport
import Testing

@testable import Layout

/// `inspect layout -o` never writes a value the solver happened to leave over a frame UIKit
/// recorded: an item whose layout the dump does not determine keeps its recorded frame and is
/// marked `ambiguous` (docs/cli.md, "layout"); a patch writes every computed frame.
@Suite struct AmbiguousWriteBackTests {
  /// `v` is 40 wide, 10 from R's left; nothing places it vertically.
  func laid() throws -> Laid {
    let root = makeView(
      "UIView", "R", rect(0, 0, 100, 100),
      subviews: [makeView("UIView", "v", rect(10, 30, 40, 20))],
      constraints: [
        c("v", .left, .equal, "R", .left, 20),
        c("v", .width, .equal, nil, .notAnAttribute, 40),
      ])
    return try layout(Hierarchy(views: [root]))
  }

  @Test func layoutKeepsTheRecordedFrameOfAnAmbiguousItem() throws {
    let laid = try laid()
    var document = laid.document
    document.applyFrames(laid.result, keepingAmbiguous: true)
    let v = try #require(document.view(at: "v"))
    #expect(document.frame(of: .view(v)) == rect(10, 30, 40, 20))
    #expect(document[v].ambiguous == ["minY", "height"])
  }

  @Test func aPatchWritesEveryComputedFrame() throws {
    let laid = try laid()
    var document = laid.document
    document.applyFrames(laid.result)
    let v = try #require(document.view(at: "v"))
    #expect(document.frame(of: .view(v))?.x == 20)
    #expect(document[v].ambiguous.isEmpty)
  }
}
