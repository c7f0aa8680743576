import BarModel
import HierarchyIO
import TestSupport
import Testing

/// The bar model as data: what `layout --format json` writes per bar (docs/cli.md, "layout").
@Suite struct BarModelDataTests {
  let trace = Capture("ios12-375-trace-back-container", "trace.txt")

  /// `--os 14` on the iOS 12 trace: the value holds the generation, who decided, every sign
  /// with its line and weight, the inputs, the rebuilt constraints, the counts, and each
  /// differing frame with both values.
  @Test func theValueHoldsEverything() throws {
    let rebuild = try Bars.rebuild(trace.document(), options: BarModelOptions(os: "14"))
    let bar = try #require(rebuild.data.first)
    #expect(bar.bar == "UINavigationBar:0x7fd1c8c0a6b0")
    #expect(bar.line == 1)
    #expect(bar.generation == .ios13to14)
    #expect(bar.override == "14")
    #expect(bar.signs.map(\.line) == [8, 16])
    #expect(bar.signs.map(\.strength) == [.decisive, .moderate])
    #expect(bar.inputs?.width == 375 && bar.inputs?.scaleSource == "assumed from the width")
    #expect(bar.constraints.count == rebuild.added.count)
    #expect(bar.constraints.contains("_UIButtonBarButton:0x7fd1c8d17a30.height == 44"))
    #expect((bar.reproduced, bar.compared, bar.given) == (1, 11, 0))
    #expect(bar.differences.count == 10)
    let first = try #require(bar.differences.first)
    #expect(first.line == 8)
    #expect(first.recorded == Rect(x: 0, y: 0, width: 69, height: 44))
    #expect(bar.advice.first?.contains("leave --os out") == true)
  }

  /// The JSON is objects, not prose: numbers as numbers, frames as arrays.
  @Test func theJSONIsObjects() throws {
    let rebuild = try Bars.rebuild(trace.document(), options: BarModelOptions(os: "14"))
    let text = try #require(rebuild.data.first).json.rendered
    for member in [
      "\"generation\": \"13-14\"", "\"decidedBy\": \"--os 14\"", "\"line\": 16",
      "\"strength\": \"moderate\"", "\"weight\": 2", "\"reproduced\": 1", "\"compared\": 11",
      "\"recorded\": [0, 0, 69, 44]", "\"scale\": 2", "\"direction\": \"leftToRight\"",
    ] {
      #expect(text.contains(member), "\(member)")
    }
  }

  /// A differing frame's model value lies on the capture's pixel grid, at most 3 decimals (the
  /// model's −53.666666666666664 is shown −53.667).
  @Test func valuesAreOnThePixelGrid() throws {
    let document = try Document.build { b in
      try b.view("UINavigationBar", "0x1", Rect(x: 0, y: 53.66667, width: 393, height: 44)) { b in
        try b.view("_UIBarBackground", "0x2", Rect(x: 0, y: -53.66667, width: 393, height: 98))
        try b.view(
          "_UINavigationBarContentView", "0x3", Rect(x: 0, y: 0, width: 393, height: 44))
      }
    }
    let rebuild = try Bars.rebuild(document, options: BarModelOptions(os: "17"))
    let row = try #require(rebuild.bars.first?.comparison.differences.first)
    #expect(row.values == "recorded (0 -53.66667; 393 98), model (0 -53.667; 393 103)")
    #expect(row.shownModel == Rect(x: 0, y: -53.667, width: 393, height: 103))
    let data = try #require(rebuild.data.first?.differences.first)
    #expect(data.model == Rect(x: 0, y: -53.667, width: 393, height: 103))
  }
}
