import Foundation
import HierarchyIO
import TestSupport
import Testing

/// What counts as console text (docs/cli.md, "What inspect reads"): UTF-8 without control
/// characters, holding at least one view, guide or constraint the reader understands.
struct InputSanityTests {
  let expected =
    "expected an XML or JSON dump, or text UIKit prints (recursiveDescription, "
    + "_autolayoutTrace, a constraint log)"

  func read(_ data: Data, strict: Bool = false) throws(ReadError) -> [ReadWarning] {
    var warnings: [ReadWarning] = []
    _ = try Document(data: data, source: "t.txt", strict: strict, warnings: &warnings)
    return warnings
  }

  @Test(arguments: [
    ([0x7F, 0x45, 0x4C, 0x46, 0x02, 0x01], "t.txt:1:5: error: not text (the byte 0x02)"),
    (
      Array("<UIView: 0x1; frame = (0 0; 1 1)>\n  a\0b".utf8),
      "t.txt:2:4: error: not text (the byte 0x00)"
    ),
    (Array("caf".utf8) + [0xE9, 0x0A], "t.txt:1:4: error: not text (the bytes 0xE9 0x0A)"),
  ])
  func binaryIsOneErrorAtItsFirstByte(_ bytes: [UInt8], _ message: String) {
    let error = #expect(throws: ReadError.self) { try read(Data(bytes)) }
    #expect(error?.description == message + ": " + expected)
  }

  /// Tabs and line ends are text; escape (a terminal's colours), form feed and the other
  /// controls are not: XML 1.0 cannot write them, so a title holding one could not be kept.
  @Test func tabsAndLineEndsAreTextOtherControlsAreNot() throws {
    let text = "<UIView: 0x1; frame = (0 0; 1 1)>\r\n\t\r\n"
    #expect(try read(Data(text.utf8)).isEmpty)
    for control in ["\u{1B}", "\u{0C}", "\u{0B}", "\u{7}"] {
      let error = #expect(throws: ReadError.self) {
        try read(Data(("<UILabel: 0x1; text = 'a" + control + "'>").utf8))
      }
      #expect(error?.location.column == 25)
    }
  }

  @Test func textWithNothingUIKitIsOneErrorAtItsFirstLine() {
    let prose = "\n# Notes\n\nSome prose about a bar.\n- and a list\n"
    let error = #expect(throws: ReadError.self) { try read(Data(prose.utf8)) }
    #expect(error?.description == "t.txt:2:1: error: no view, guide or constraint: " + expected)
    let header =
      "2021-10-07 13:11:44.839841-0700 App[1:2] Unable to simultaneously satisfy constraints.\n"
    let alone = #expect(throws: ReadError.self) { try read(Data(header.utf8)) }
    #expect(alone?.description == "t.txt:1:1: error: no view, guide or constraint: " + expected)
  }

  /// Twenty lines of UIKit's that cannot be read are warned about one by one, the rest in one
  /// warning at the last; lines that are not UIKit's are one warning (issue 11).
  @Test func unreadableLinesBeyondTwentyAreCounted() throws {
    let lines =
      (1...25).map { "<UIView: 0x\($0); frame = (\($0) wide)>" }
      + ["<UIView: 0x99; frame = (0 0; 1 1)>"]
    let warnings = try read(Data(lines.joined(separator: "\n").utf8))
    #expect(warnings.count == 21)
    #expect(
      warnings[19].description
        == "t.txt:20:1: warning: view 'UIView' attribute 'frame' has the value '(20 wide)'; expected '(x y; width height)'"
    )
    #expect(
      warnings[20].description
        == "t.txt:25:1: warning: and 5 more lines that cannot be read, the last one here (--strict stops at the first)"
    )
    let strict = #expect(throws: ReadError.self) {
      try read(Data(lines.joined(separator: "\n").utf8), strict: true)
    }
    #expect(strict?.location.line == 1)
    let prose = (1...25).map { "line \($0) is prose" } + ["<UIView: 0x1; frame = (0 0; 1 1)>"]
    #expect(
      try read(Data(prose.joined(separator: "\n").utf8)).map(\.description) == [
        "t.txt:1:1: warning: skipped 25 lines that are not UIKit or LLDB output; --strict lists them"
      ])
  }
}
