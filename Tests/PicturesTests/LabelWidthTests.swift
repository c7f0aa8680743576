import DumpModel
import Foundation
import Pictures
import Testing

/// A label's width is estimated at 0.6 em a character and 1 em for a wide one, CJK's
/// (docs/pictures.md, "Scene"): sample 03's `下一步` is 27 pt at the title size 9, not 16.2.
@Suite struct LabelWidthTests {
  /// The text of the label drawn for a title `width` pt wide holding `label`.
  static func drawnLabel(
    _ label: String, width: Double, role: SceneItem.Role = .title
  ) -> String? {
    let scene = Scene(
      root: Rect(x: 0, y: 0, width: 200, height: 44),
      items: [
        SceneItem(
          id: "t", role: role, frame: Rect(x: 80, y: 12, width: width, height: 20),
          label: label)
      ])
    let svg = String(decoding: scene.svgData(), as: UTF8.self)
    // The label's `<text …>TEXT</text>`, after the item's `<title>` tooltip.
    let texts = svg.components(separatedBy: "<text").dropFirst().compactMap {
      $0.split(separator: ">", maxSplits: 1).last?.split(separator: "<").first.map(String.init)
    }
    return texts.first { $0.hasPrefix(String(label.prefix(1))) }
  }

  /// 24 pt wide, 20 pt for the label (2 pt of margin a side). `下一步` needs 27 pt: cut to
  /// `下…` (9 + 5.4 = 14.4 pt; `下一…` would be 23.4). The same count of narrow characters,
  /// `Abc`, needs 16.2 pt and is drawn whole.
  @Test func wideCharactersAreEstimatedAtOneEm() {
    #expect(Self.drawnLabel("下一步", width: 24) == "下…")
    #expect(Self.drawnLabel("Abc", width: 24) == "Abc")
    // 31 pt wide (27 for the label): the whole title.
    #expect(Self.drawnLabel("下一步", width: 31) == "下一步")
    // Mixed: `OK取消` is 0.6 × 2 + 2 = 3.2 em, 28.8 pt: whole at 33 pt, cut at 32.
    #expect(Self.drawnLabel("OK取消", width: 33) == "OK取消")
    #expect(Self.drawnLabel("OK取消", width: 32) == "OK取…")
  }

  /// An item's label is 7 pt and keeps 2 pt from each side: in 47.4 pt (43.4 for the label)
  /// nine characters and the `…` (0.8 em: DejaVu Sans draws it so) fill 9 × 4.2 + 5.6 = 43.4
  /// pt exactly, which the sum of their widths in binary passes by 7e-15.
  @Test func charactersThatFillTheWidthExactlyFit() {
    #expect(Self.drawnLabel("ButtonBarStackView", width: 47.4, role: .item) == "ButtonBar…")
    #expect(Self.drawnLabel("ButtonBarStackView", width: 47.3, role: .item) == "ButtonBa…")
  }
}
