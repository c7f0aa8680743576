import Foundation
import HierarchyIO
import TerminalOutput
import TestSupport
import Testing

@testable import InspectCLI

/// `inspect bar`: the options, the summary, the dump it writes (whose frames BarModelTests'
/// BuiltBarTests checks against the matrix fixtures).
@Suite struct BarCommandTests {
  /// The README's example: the dump reads back, its estimated widths are marked and listed.
  @Test func theReadmeExample() throws {
    let run = inspect(
      "bar", "--os", "17", "--width", "393", "--leading", "back:Settings", "--trailing",
      "image:24,text:Edit")
    #expect(run.status == 0)
    #expect(
      run.error == """
        inspect bar: iOS 15-18 bar, 393 pt, scale 3, status bar 59, left to right
        inspect bar: back button 'Settings': width 68, estimated (give Settings:W)
        inspect bar: item 'Edit': width 34, estimated (give Edit:W)

        """)
    let document = try Document(xml: Data(run.output.utf8), source: "bar.xml")
    #expect(
      document.metadata.os == "17" && document.metadata.scale == 3
        && document.metadata.screen == Size(width: 393, height: 852))
    let marked = document.preorder.filter {
      document[$0].unknownAttributes.contains(UnknownAttribute(name: "estimated", value: "width"))
    }
    #expect(marked.map { document[$0].title } == ["Settings", "Edit"])
    // the trailing stack: the image at the edge (8 from it: 393 − 8 = 385), Edit inside it
    let stack = try #require(
      document.preorder.first { document[$0].className == "_UIButtonBarStackView" })
    #expect(document[stack].frame == Rect(x: 300, y: 0, width: 85, height: 44))
    #expect(document.constraintCount > 30)
  }

  @Test func writesJSONAndFiles() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "bar-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("bar.json").path
    let run = inspect(
      "bar", "--os", "9.3", "--width", "320", "--trailing", "custom:36:30", "--back", "Back:36",
      "--title", "Inbox:41", "-o", path)
    #expect(run.status == 0 && run.output == "")
    #expect(
      run.error == "inspect bar: iOS 7-9 bar, 320 pt, scale 2, status bar 20, left to right\n")
    let hierarchy = try Document(json: Data(contentsOf: URL(fileURLWithPath: path)), source: path)
    // Fixtures/ios9-320-back-one-item: the item ends 16 from the edge, the title is centred
    let frames = hierarchy.rootViews[0].subviews.map {
      "\($0.className) \($0.frame.map(\.description) ?? "")"
    }
    #expect(
      frames == [
        "_UINavigationBarBackground 0 -20; 320 64", "UINavigationItemView 139.5 8; 41 27",
        "UINavigationItemButtonView 8 7.5; 36 27", "UIButton 268 7; 36 30",
        "_UINavigationBarBackIndicatorView 8 11.5; 13 21",
      ])
  }

  /// An error that names no place (a library's, about a bar built in memory: `error: solving
  /// '…' overflows`) is the command's, `inspect bar: error: …`, as docs/cli.md's forms say
  /// (S3-26); one with a place is left as it is.
  @Test func anErrorWithoutAPlaceIsTheCommands() {
    let placed = ReadError(.other("x"), at: SourceLocation(file: "b.xml", line: 1, column: 1))
    #expect(
      Inspect.diagnostic(of: placed, command: BarCommand.self).text == "b.xml:1:1: error: x")
    struct Rendered: Error, CustomStringConvertible { var description: String }
    #expect(
      Inspect.diagnostic(
        of: Rendered(description: "error: solving 'X' overflows"), command: BarCommand.self
      ).text == "inspect bar: error: solving 'X' overflows")
  }

  @Test(arguments: [
    (["bar", "--width", "375"], "missing --os V (the iOS version)"),
    (["bar", "--os", "17"], "missing --width PT (the bar's width)"),
    (["bar", "--os", "6", "--width", "320"], "'6' is not an iOS version from 7 on"),
    (
      ["bar", "--os", "9", "--width", "320", "--large-title"],
      "large titles came with iOS 11: --large-title needs --os 11 or later"
    ),
    (
      ["bar", "--os", "17", "--width", "393", "--trailing", "back:Back"],
      "'back:Back': the back button comes first on the leading side (--leading back:TITLE,…)"
    ),
    (
      ["bar", "--os", "17", "--width", "393", "--leading", "back:A", "--back", "B"],
      "a back button is given twice: --back and back: in --leading"
    ),
    (
      ["bar", "--os", "17", "--width", "393", "--leading", "text:Edit:wide"],
      "'text:Edit:wide': the width must be a number above 0, up to 10000, not 'wide'"
    ),
    // S3-26: a size near a double's largest overflowed the solver (exit 1, no prefix) or
    // crashed (--status-bar, iOS 9's frame arithmetic): each is a usage error with the range.
    (
      ["bar", "--os", "17", "--width", "393", "--trailing", "image:1e308"],
      "'image:1e308': the size must be a number above 0, up to 10000, not '1e308'"
    ),
    (
      ["bar", "--os", "9", "--width", "393", "--trailing", "custom:30:1e308"],
      "'custom:30:1e308': the height must be a number above 0, up to 10000, not '1e308'"
    ),
    (
      ["bar", "--os", "17", "--width", "393", "--title", "Inbox:10000.5"],
      "'Inbox:10000.5': the width must be a number above 0, up to 10000, not '10000.5'"
    ),
    (
      ["bar", "--os", "17", "--width", "393", "--status-bar", "1e308"],
      "option '--status-bar' needs a number of 0 or more, up to 10000, not '1e308'"
    ),
    (
      ["bar", "--os", "17", "--width", "1e308"],
      "option '--width' needs a number above 0, up to 10000, not '1e308'"
    ),
    (
      ["bar", "--os", "17", "--width", "393", "--scale", "1e308"],
      "option '--scale' needs a number above 0, up to 10, not '1e308'"
    ),
    (
      ["bar", "--matrix", "--os", "9", "--trailing", "custom:1e308"],
      "'custom:1e308': the width must be a number above 0, up to 10000, not '1e308'"
    ),
    (
      ["bar", "--os", "17", "--width", "393", "--leading", "button:Edit"],
      "'button:Edit' is not an item: write text:TITLE[:W], image:SIZE, custom:W[:H] or "
        + "back:TITLE[:W]"
    ),
    (
      ["bar", "--os", "17", "--width", "0"],
      "option '--width' needs a number above 0, up to 10000, not '0'"
    ),
  ])
  func usageErrors(arguments: [String], message: String) {
    let streams = CapturedStreams()
    #expect(Inspect.run(arguments: arguments, io: streams.streams) == 64)
    #expect(streams.output == "")
    #expect(
      streams.error.hasPrefix("inspect: error: \(message)\nusage: inspect bar "), "\(streams.error)"
    )
  }
}

/// `inspect bar --matrix`: one patch over generations × the seven widths × both directions.
@Suite struct BarMatrixTests {
  /// Without `--os`, the four generations: 56 rows. The iOS 9 rows are not patched (no stack
  /// view before iOS 11); iOS 12, 17 and 26 put the pinned stacks `--gap` from their edges,
  /// left to right and mirrored (the gap and min x…max x in the bar, worked by hand: a 30-pt
  /// custom item pinned at 10 lies at 10…40 from the left, W − 40…W − 10 from the right).
  @Test func everyGenerationWidthAndDirection() throws {
    let run = inspect(
      "bar", "--matrix", "--gap", "10", "--leading", "custom:30", "--trailing", "custom:30",
      "--title", "Inbox:44")
    #expect(run.status == 0, "\(run.error)")
    let lines = run.output.split(separator: "\n").map(String.init)
    #expect(lines.first == "pin (side auto, gap 10) on every bar:")
    let rows = lines.dropFirst(2).map { $0.split(separator: " ").map(String.init) }
    #expect(rows.count == 4 * 7 * 2)
    #expect(Set(rows.map { $0[0] }) == ["9", "12", "17", "26"])
    for row in rows {
      let width = try #require(Double(row[2]))
      let ltr = row[3] == "ltr"
      if row[0] == "9" {
        #expect(row.joined(separator: " ").contains("not patched: no stack view before iOS 11"))
        continue
      }
      let near =
        "(\(ltr ? "10" : formatNumber(width - 40))…\(ltr ? "40" : formatNumber(width - 10)))"
      let far =
        "(\(ltr ? formatNumber(width - 40) : "10")…\(ltr ? formatNumber(width - 10) : "40"))"
      #expect(row[4] == "10" && row[5] == near, "\(row)")
      #expect(row[6] == "10" && row[7] == far, "\(row)")
      #expect(row[8] == "44", "\(row)")
    }
  }

  @Test func patchOptionsNeedTheMatrixAndTheMatrixChoosesWidths() {
    let patch = inspect("bar", "--os", "17", "--width", "393", "--patch", "shift")
    #expect(patch.status == 64)
    #expect(patch.error.hasPrefix("inspect: error: option '--patch' applies with --matrix only"))
    let width = inspect("bar", "--matrix", "--width", "393")
    #expect(width.status == 64)
    #expect(width.error.hasPrefix("inspect: error: '--matrix' and '--width' cannot be used"))
    let os = inspect("bar", "--matrix", "--os", "6")
    #expect(os.status == 64)
    #expect(os.error.hasPrefix("inspect: error: '6' is not an iOS version from 7 on"))
  }

  /// `--matrix`'s help names the widths the matrix runs (`Phone.widths`, which `--width`'s
  /// help prints too) and its generations, read from the code rather than written in prose.
  @Test func theMatrixHelpReadsItsWidthsAndGenerations() throws {
    let help = inspect("bar", "--help")
    #expect(help.status == 0)
    let text = help.output.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    let widthHelp = try #require(text.range(of: "the bar's width in points ("))
    let widths = try #require(text[widthHelp.upperBound...].split(separator: ")").first)
    #expect(widths.hasPrefix("320, 375"))
    #expect(text.contains("× the phone widths (\(widths)) × both directions"))
    #expect(text.contains("for each generation (iOS 9, 12, 17 and 26, or the one --os gives)"))
    #expect(BarCommand.matrixWidths == String(widths))
  }
}
