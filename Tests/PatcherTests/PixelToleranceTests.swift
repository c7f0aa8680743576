import Foundation
import HierarchyIO
import Patcher
import TestSupport
import Testing

/// A pin holds when the solved edge is the pixel nearest the gap: layout snaps frames to the
/// dump's grid (`PixelGrid`: its `scale`, else the grid its recorded numbers lie on), and the
/// patch compares within half a pixel of that grid, not of 1/1000 pt.
@Suite struct PixelToleranceTests {
  /// Fixtures/ios11-375-left-item without its `scale`: its recorded frames lie on thirds, so
  /// layout snaps to 1/3 pt. `--gap 8.2` puts the stack's leading edge on the nearest third,
  /// 8.333… (8.2 × 3 = 24.6 pixels, rounded to 25); it was refused as "cannot hold" when the
  /// patch compared within 1/2000 pt.
  @Test func aGapBetweenPixelsPinsToTheNearestPixel() throws {
    let fixture = Repository.fixtures.appendingPathComponent("ios11-375-left-item/input.xml")
    let text = try String(contentsOf: fixture, encoding: .utf8)
    let unscaled = text.replacing(#/\sscale="[0-9.]+"/#, with: "")
    try #require(unscaled != text)
    let document = try Document(xml: Data(unscaled.utf8), source: "noscale.xml")
    let result = try Patching.apply(Patch(.pin, gap: 8.2), to: document, source: "noscale.xml")
    // The stack's superview is the content view: its frame's minX is the leading offset.
    let stack = try #require(result.document.allViews.first { $0.address == "0x113b5df90" })
    let offset = try #require(stack.frame).minX
    #expect(abs(offset - 25.0 / 3) < 1e-9, "leading edge \(offset)")
  }
}
