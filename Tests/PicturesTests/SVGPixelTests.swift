import DumpModel
import Foundation
import Pictures
import Testing

@testable import PictureTestSupport

/// Pictures rendered by rsvg-convert, read pixel by pixel.
@Suite struct SVGPixelTests {
  typealias S = SampleScenes

  /// One item per filled role, side by side: the centre of each has its role's fill.
  @Test func eachRoleHasItsFill() throws {
    let roles: [SceneItem.Role] = [.view, .bar, .stackView, .adaptor, .item, .title, .backButton]
    var items: [SceneItem] = []
    for (index, role) in roles.enumerated() {
      items.append(
        SceneItem(
          id: role.rawValue, role: role,
          frame: Rect(x: Double(index) * 50, y: 0, width: 40, height: 40)))
    }
    let scene = Scene(root: Rect(x: 0, y: 0, width: 340, height: 40), items: items)
    let rendered = try Rendered(scene)
    for item in items {
      expectColour(rendered.colour(at: item.frame.center), fill(item.role), item.role.rawValue)
    }
    // Between two items: the background.
    expectColour(
      rendered.colour(at: Point(x: 45, y: 20)), RGB(light.background), "the gap between items")
  }

  /// "A 24-pt-wide item is drawn in the warning colour" (issue 10): fill and outline.
  @Test func aWarningItemIsDrawnInTheWarningColour() throws {
    let item = SceneItem(
      id: "image", role: .item, frame: Rect(x: 10, y: 10, width: 24, height: 24),
      flags: .warning)
    let plain = SceneItem(
      id: "plain", role: .item, frame: Rect(x: 50, y: 10, width: 24, height: 24))
    let scene = Scene(root: Rect(x: 0, y: 0, width: 84, height: 44), items: [item, plain])
    let rendered = try Rendered(scene, SVGOptions(scale: 4))
    expectColour(rendered.colour(at: item.frame.center), RGB(light.warning.fill!), "warning fill")
    expectColour(rendered.colour(at: plain.frame.center), fill(.item), "a plain item")
    // The outline: the left edge, 1 pt wide at x = 10, in the warning stroke.
    expectColour(
      rendered.colour(at: Point(x: 10, y: 22)), RGB(light.warning.stroke), "warning outline")
  }

  /// The recorded beta bar: the stack view's own colour where it shows, the button's hit
  /// area (40 × 40 pt, under 44) hatched in the warning colour, the title's text drawn.
  @Test func theBetaBar() throws {
    let scene = S.recorded
    let rendered = try Rendered(scene)
    let stackPoint = try #require(scene.visiblePoint(of: S.stack))
    #expect(
      stackPoint.x >= 12 && stackPoint.x <= 20, "the strip left of the adaptor: \(stackPoint)")
    expectColour(rendered.colour(at: stackPoint), fill(.stackView), "the stack view")
    let hitArea = Rect(x: 20, y: 2, width: 40, height: 40)
    let hatched = rendered.count(light.warning.stroke, in: hitArea.insetBy(2))
    let total = rendered.colours(in: hitArea.insetBy(2)).count
    #expect(hatched > total / 10 && hatched < total / 2, "hatch lines: \(hatched) of \(total)")
    // "Inbox" at 9 pt in the title's 41 × 20 box: some pixels in the text colour.
    let title = Rect(x: 167, y: 12, width: 41, height: 20)
    #expect(rendered.count(light.text, in: title.insetBy(3), tolerance: 60) > 20)
    expectColour(
      rendered.colour(at: Point(x: 170, y: 14)), fill(.title), "the title box beside the text")
  }

  /// Before above after: the stack view at x = 12 in the before part, at x = 0 in the after
  /// part and not at 12 any more (the adaptor is there now); where it was, a dashed outline
  /// in the moved colour; an arrow in the moved colour.
  @Test func thePinMovesTheStackView() throws {
    let comparison = S.pin
    #expect(comparison.moves.map(\.id).contains(S.stack))
    let rendered = try Rendered(comparison, SVGOptions(scale: 3))
    let before = try #require(comparison.before.visiblePoint(of: S.stack))
    let after = try #require(comparison.after.visiblePoint(of: S.stack))
    #expect(before.x >= 12 && before.x < 20)
    #expect(after.x >= 0 && after.x < 8)
    expectColour(rendered.colour(at: before, part: 0), fill(.stackView), "before, at x = 12")
    expectColour(rendered.colour(at: after, part: 1), fill(.stackView), "after, at x = 0")
    let there = rendered.colour(at: before, part: 1)
    #expect(there.distance(to: fill(.stackView)) > 8, "after, at the old place: \(there)")
    // The old frame's outline (12 0; 48 44): moved-colour pixels along its right edge x = 60.
    let oldRightEdge = Rect(x: 59.5, y: 4, width: 1, height: 36)
    #expect(rendered.count(light.moved, in: oldRightEdge, part: 1, tolerance: 40) > 10)
    // The stack's arrow, from centre to centre: 36 → 24 at y = 22 (its text is "−12 pt").
    let arrow = try #require(comparison.after.arrows.first { $0.itemID == S.stack })
    #expect(arrow.text == "\u{2212}12 pt")
    #expect(arrow.from == Point(x: 36, y: 22) && arrow.to == Point(x: 24, y: 22))
    let shaft = Rect(x: 28, y: 21, width: 6, height: 2)
    #expect(rendered.count(light.moved, in: shaft, part: 1, tolerance: 40) > 6)
    // The adaptor and button moved with the stack: no arrow of their own.
    #expect(!comparison.after.arrows.contains { $0.itemID == S.adaptor || $0.itemID == S.button })
  }

  /// Guides dashed, ambiguous items dotted: along an edge, both the stroke and the
  /// background show; a solid edge has no gap.
  @Test func guidesAreDashedAndAmbiguousItemsDotted() throws {
    let guide = SceneItem(id: "g", role: .guide, frame: Rect(x: 10, y: 10, width: 100, height: 20))
    let dotted = SceneItem(
      id: "a", role: .view, frame: Rect(x: 10, y: 40, width: 100, height: 20), flags: .ambiguous)
    let solid = SceneItem(id: "s", role: .view, frame: Rect(x: 10, y: 70, width: 100, height: 20))
    let scene = Scene(
      root: Rect(x: 0, y: 0, width: 120, height: 100), items: [guide, dotted, solid])
    let rendered = try Rendered(scene, SVGOptions(scale: 4))
    func gaps(_ y: Double, background: RGB) -> (stroke: Int, gap: Int) {
      let row = rendered.colours(in: Rect(x: 12, y: y - 0.25, width: 90, height: 0.5))
      return (
        row.filter { $0.distance(to: background) > 40 }.count,
        row.filter { $0.distance(to: background) <= 8 }.count
      )
    }
    let dashes = gaps(10, background: RGB(light.background))
    #expect(dashes.stroke > 40 && dashes.gap > 40, "guide edge: \(dashes)")
    let dots = gaps(40, background: RGB(light.background))
    #expect(dots.stroke > 40 && dots.gap > 40, "ambiguous edge: \(dots)")
    let line = gaps(70, background: RGB(light.background))
    #expect(line.gap == 0, "solid edge: \(line)")
    expectColour(
      rendered.colour(at: guide.frame.center), RGB(light.background), "a guide is not filled")
  }

  /// Margins shaded: the band between the view's frame and its margins guide is the shade
  /// over the view's fill; the inside is the view's fill.
  @Test func marginsAreShaded() throws {
    let view = SceneItem(id: "v", role: .view, frame: Rect(x: 0, y: 0, width: 100, height: 40))
    let margin = SceneItem(
      id: "m", role: .margin, frame: view.frame,
      hole: Rect(x: 16, y: 0, width: 68, height: 40))
    let rendered = try Rendered(Scene(root: view.frame, items: [view, margin]))
    let shaded = fill(.view).blended(with: RGB(light.shade), opacity: light.shadeOpacity)
    #expect(rendered.colour(at: Point(x: 8, y: 20)).distance(to: shaded) <= 2)
    #expect(rendered.colour(at: Point(x: 92, y: 20)).distance(to: shaded) <= 2)
    expectColour(rendered.colour(at: Point(x: 50, y: 20)), fill(.view), "inside the margins")
  }

  /// A broken constraint's dimension line is red; another is the dimension colour.
  @Test func aBrokenDimensionLineIsRed() throws {
    let scene = Scene(
      root: Rect(x: 0, y: 0, width: 100, height: 40),
      dimensions: [
        Dimension(from: Point(x: 10, y: 10), to: Point(x: 90, y: 10), text: "≥ 8", broken: true),
        Dimension(from: Point(x: 10, y: 30), to: Point(x: 90, y: 30), text: "16"),
      ])
    let rendered = try Rendered(scene, SVGOptions(scale: 4))
    let red = rendered.count(light.broken, in: Rect(x: 20, y: 9.5, width: 20, height: 1))
    let grey = rendered.count(light.dimension, in: Rect(x: 20, y: 29.5, width: 20, height: 1))
    #expect(red > 20, "red pixels on the broken line: \(red)")
    #expect(grey > 20, "dimension-coloured pixels on the other: \(grey)")
    #expect(rendered.count(light.broken, in: Rect(x: 20, y: 29.5, width: 20, height: 1)) == 0)
  }

  /// A selected item has the selection's fill; a moved one the moved outline.
  @Test func selectedAndMovedItems() throws {
    let selected = SceneItem(
      id: "s", role: .item, frame: Rect(x: 0, y: 0, width: 40, height: 40), flags: .selected)
    let moved = SceneItem(
      id: "m", role: .item, frame: Rect(x: 50, y: 0, width: 40, height: 40), flags: .moved)
    let rendered = try Rendered(
      Scene(root: Rect(x: 0, y: 0, width: 90, height: 40), items: [selected, moved]),
      SVGOptions(scale: 4))
    expectColour(rendered.colour(at: selected.frame.center), RGB(light.selected.fill!), "selected")
    expectColour(rendered.colour(at: moved.frame.center), fill(.item), "moved: same fill")
    expectColour(rendered.colour(at: Point(x: 50, y: 20)), RGB(light.moved), "moved outline")
  }

  /// Drawn to scale: the image is the extent grown by the padding, times the scale, and a
  /// point lands on the same pixel the layout says at every scale.
  @Test(arguments: [1.0, 2, 3.5]) func drawnToScale(scale: Double) throws {
    let options = try SVGOptions(scale: scale)
    let rendered = try Rendered(S.recorded, options)
    let size = rendered.layout.pixelSize
    #expect(rendered.image.width == size.width && rendered.image.height == size.height)
    #expect(Double(size.width) == ((375 + 24) * scale).rounded(.up))
    expectColour(
      rendered.colour(at: Point(x: 170, y: 14)), fill(.title), "the title box at scale \(scale)")
  }

  /// Items outside the root (`--gap 1000`, `--gap -5`) are in the picture: it grows.
  @Test func itemsOutsideTheRootAreDrawn() throws {
    var scene = S.betaBar(stackX: 1000)
    scene.items.append(
      SceneItem(id: "left", role: .item, frame: Rect(x: -30, y: 2, width: 24, height: 40)))
    let rendered = try Rendered(scene)
    #expect(rendered.layout.viewBox.minX == -42 && rendered.layout.viewBox.maxX == 1060)
    let stack = try #require(scene.visiblePoint(of: S.stack))
    expectColour(rendered.colour(at: stack), fill(.stackView), "the stack at x = 1000")
    expectColour(rendered.colour(at: Point(x: -18, y: 22)), fill(.item), "an item at x = -30")
  }

  /// Bad numbers are not drawn and break nothing; markup and control characters in labels
  /// are written so that the file still parses.
  @Test func badInputIsSafe() throws {
    let items = [
      SceneItem(id: "nan", role: .view, frame: Rect(x: .nan, y: 0, width: 10, height: 10)),
      SceneItem(id: "huge", role: .view, frame: Rect(x: 1e300, y: 0, width: 10, height: 10)),
      SceneItem(id: "inf", role: .view, frame: Rect(x: 0, y: 0, width: .infinity, height: 1)),
      SceneItem(
        id: "a b<&\"", role: .item, frame: Rect(x: 0, y: 0, width: 200, height: 20),
        label: "</text><script>x</script> & \u{1}\u{0}", detail: "\u{FFFF}"),
      SceneItem(id: "negative", role: .view, frame: Rect(x: 60, y: 40, width: -20, height: -10)),
    ]
    let scene = Scene(root: Rect(x: 0, y: 0, width: .nan, height: 50), items: items)
    let svg = scene.svgData()
    let text = String(decoding: svg, as: UTF8.self)
    #expect(text.contains("&lt;/text&gt;&lt;script&gt;x&lt;/script&gt; &amp; \u{FFFD}\u{FFFD}"))
    #expect(
      text.contains(
        "id=\"item-a_20_b_3c__26__22_\" class=\"shape item\" data-item=\"a b&lt;&amp;&quot;\""))
    #expect(!text.contains("1e+300") && !text.contains("nan") && !text.contains("inf"))
    let rendered = try Rendered(scene)
    // The negative size is read as its positive rectangle (40 30; 20 10).
    expectColour(rendered.colour(at: Point(x: 50, y: 35)), fill(.view), "negative size")
  }

  /// Same scene, same bytes.
  @Test func deterministic() {
    #expect(S.recorded.svgData() == S.betaBar().svgData())
    #expect(S.pin.svgData() == Comparison(before: S.betaBar(), after: S.pinned).svgData())
  }
}
