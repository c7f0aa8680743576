import BarModel
import HierarchyIO
import TestSupport
import Testing

/// Sample 92: an iOS 9 bar 100 pt high (an app's `sizeThatFits:`), printed as a flat `NSLog`
/// walk of the whole bar (no depth). The walk is nested by the bar's grammar, and the items
/// sit in the bar's bottom 44 pt (docs/navbar/ios7-10.md, "A taller bar").
@Suite struct TallBarTests {
  static func rebuild() throws -> BarRebuild {
    try Bars.rebuild(Capture("sample92-ios9-height100", "capture.txt").document())
  }

  /// Each view is under the view the walk printed it in: the backdrop in the background, its
  /// effect and tint views in it, the hairline in the background, the label in the title's
  /// item view, the image in the system button, every other view in the bar.
  @Test func theFlatWalkIsNested() throws {
    let rebuild = try Self.rebuild()
    let document = rebuild.document
    #expect(document.roots.count == 1)
    func parent(_ address: String) throws -> String? {
      let view = try #require(document.view(at: address), "\(address)")
      return document.superview(of: view).map { document[$0].address }
    }
    let bar = "0x7fef5b764dd0"
    let expected: [(String, String)] = [
      ("0x7fef5b76d680", bar), ("0x7fef5b76d8c0", "0x7fef5b76d680"),
      ("0x7fef5b7768e0", "0x7fef5b76d8c0"), ("0x7fef5b777b50", "0x7fef5b76d8c0"),
      ("0x7fef5b76df10", "0x7fef5b76d680"), ("0x7fef5b783f10", bar), ("0x7fef5b510380", bar),
      ("0x7fef5b5203c0", "0x7fef5b510380"), ("0x7fef5b6565d0", bar), ("0x7fef5b65c6f0", bar),
      ("0x7fef5b52ff50", "0x7fef5b65c6f0"),
    ]
    for (child, container) in expected {
      #expect(try parent(child) == container, "\(child)")
    }
  }

  /// The items are 100 − 44 = 56 lower than in a 44-pt bar, the background reaches the bar's
  /// full height, the hidden chevron of the bar not laid out for its item is at x 0 centred in
  /// the 100 pt: every recorded frame the model predicts is reproduced.
  @Test func itemsSitInTheBottom44() throws {
    let rebuild = try Self.rebuild()
    let bar = try #require(rebuild.bars.first)
    #expect(bar.recognition.generation == .ios7to9)
    #expect(bar.comparison.reproduced == 8 && bar.comparison.total == 8, "\(describe(rebuild))")
    let model = try #require(bar.frameBased)
    #expect(model.height == 100 && !model.laidOut)
    let document = rebuild.document
    let title = try #require(document.view(at: "0x7fef5b510380"))
    #expect(rebuild.frames[.view(title)] == Rect(x: 153.5, y: 64, width: 68, height: 27))
    let custom = try #require(document.view(at: "0x7fef5b6565d0"))
    #expect(rebuild.frames[.view(custom)] == Rect(x: 16, y: 56, width: 44, height: 44))
    let chevron = try #require(document.view(at: "0x7fef5b783f10"))
    #expect(rebuild.frames[.view(chevron)] == Rect(x: 0, y: 39.5, width: 13, height: 21))
  }
}

/// A transformed bar (issue 21 item 3): its items' frames are in its own coordinates, its
/// bounds, not in the frame `description` prints (the box around the transformed bounds,
/// docs/navbar/README.md, "Transformed bars").
@Suite struct TransformedBarTests {
  static func sample83(frame: String, transform: String) throws -> BarRebuild {
    let text = String(
      decoding: try Fixture("sample83-ios7-subclass").data("capture.txt"), as: UTF8.self)
    let from = "baseClass = UINavigationBar; frame = (0 20; 320 44);"
    #expect(text.contains(from))
    let edited = text.replacingOccurrences(
      of: from, with: "baseClass = UINavigationBar; frame = \(frame); transform = \(transform);")
    return try Bars.rebuild(try LoneItemTests.read(edited))
  }

  /// 83 scaled by half about its centre: printed `(80 31; 160 22)`; its bounds are 320 × 44 at
  /// y 20, and every frame inside is the arithmetic's as on the bar untransformed (8 / 8).
  @Test func aScaledBarIsLaidOutInItsBounds() throws {
    let rebuild = try Self.sample83(frame: "(80 31; 160 22)", transform: "[0.5, 0, 0, 0.5, 0, 0]")
    let bar = try #require(rebuild.bars.last)
    #expect(bar.inputs?.width == 320 && bar.inputs?.height == 44 && bar.inputs?.barY == 20)
    #expect(
      bar.comparison.reproduced == 8 && bar.comparison.total == 8, "\(describe(rebuild))")
  }

  /// Turned a right angle: the printed box is 44 × 320; the bounds are still 320 × 44.
  @Test func aTurnedBarIsLaidOutInItsBounds() throws {
    let rebuild = try Self.sample83(frame: "(138 -118; 44 320)", transform: "[0, 1, -1, 0, 0, 0]")
    let bar = try #require(rebuild.bars.last)
    #expect(bar.inputs?.width == 320 && bar.inputs?.height == 44)
    #expect(bar.comparison.isComplete, "\(describe(rebuild))")
  }
}
