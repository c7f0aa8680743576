import BarModel
import Foundation
import TestSupport
import Testing

/// Toolbars (issue 21 item 3, the brief's item 4): no capture or public source gives where a
/// toolbar places its items (docs/navbar/devices.md §2.3 gives its heights only), so a
/// toolbar's items are kept as recorded and the report says so at the stack's line, never
/// placed by a guess.
@Suite struct ToolbarTests {
  /// 66's hidden toolbar with an item put in its stack: one note, at the stack's line 27.
  @Test func toolbarItemsAreSaidAtTheStacksLine() throws {
    let text = String(
      decoding: try Fixture("sample66-ios13-back-button-push").data("input.txt"), as: UTF8.self)
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines[26].contains("<_UIButtonBarStackView: 0x7f893fe0e8b0"))
    lines[26] = String(lines[26].dropLast())  // the capture's closing backquote
    lines.insert(
      "   |    |    |    |    | <_UIButtonBarButton: 0x7f893fe0e990; frame = (8 0; 60 44); "
        + "layer = <CALayer: 0x600003a63090>>", at: 27)
    let rebuild = try Bars.rebuild(try LoneItemTests.read(lines.joined(separator: "\n")))
    let toolbar = try #require(rebuild.bars.first { $0.parts.kind == .toolbar })
    #expect(
      toolbar.notes.contains(
        "_UIButtonBarStackView:0x7f893fe0e8b0 (line 27): toolbar items are not modelled: frames "
          + "taken as given"), "\(toolbar.notes)")
  }
}
