import BarPictures
import DumpModel
import Foundation
import LaidOut
import Pictures
import TestSupport
import Testing

@testable import PictureTestSupport

/// Sample 03's Chinese titles (`取消`, `下一步`) drawn by rsvg-convert as glyphs, not as tofu
/// boxes (docs/pictures.md, "The SVG": the font list ends with `sans-serif`, and librsvg
/// takes a glyph DejaVu Sans lacks from any installed font that has it).
///
/// Tofu is a property of the machine: with no font for Chinese installed, every renderer
/// draws boxes whatever the SVG says. So the test runs only where `fc-list :lang=zh` finds a
/// font (Debian: fonts-noto-cjk, fonts-wqy-microhei or fonts-droid-fallback); elsewhere,
/// CI's fresh Debian included, it is skipped. It compares the picture as rendered with the
/// machine's fonts against a rendering known to be tofu: the same SVG through rsvg-convert
/// with the same fontconfig setup, less the fonts that have the titles' characters. Where
/// the titles draw as glyphs the two differ inside the titles' boxes (and nowhere else).
@Suite struct CJKTitleTests {
  static let hasChineseFont: Bool = {
    guard let result = try? runProgram("fc-list", [":lang=zh", "family"]) else { return false }
    return result.status == 0 && !result.output.isEmpty
  }()

  @Test(
    .enabled(
      if: hasChineseFont,
      "no font for Chinese here (fc-list :lang=zh): tofu whatever the SVG; see docs/pictures.md"))
  func sample03sChineseTitlesDrawAsGlyphsNotTofu() throws {
    let (name, input) = ("sample03-ios14-sheet-cancel-next", "input.txt")
    let dump = try LaidOutDump.solving(
      fixtureDocument(name, input: input), source: "Fixtures/\(name)/\(input)")
    let scene = BarPicture(dump).scene
    let titles = ["\u{53d6}\u{6d88}", "\u{4e0b}\u{4e00}\u{6b65}"]
    let items = titles.compactMap { title in scene.items.first { $0.label == title } }
    #expect(items.count == 2, "labels: \(scene.items.map(\.label))")
    let options = try SVGOptions(scale: 4)
    let svg = scene.svgData(options)
    let glyphs = try Rendered(scene, options)
    let tofu = try PNGImage(png: try Self.renderWithout(titles.joined(), svg))
    #expect(tofu.width == glyphs.image.width && tofu.height == glyphs.image.height)
    // The two differ only where the titles are (same fontconfig setup otherwise).
    let everywhere = glyphs.image.colours(in: (0, 0, Double(tofu.width), Double(tofu.height)))
    let anywhere = tofu.colours(in: (0, 0, Double(tofu.width), Double(tofu.height)))
    var inTitles = 0
    for item in items {
      let a = glyphs.layout.pixel(Point(x: item.frame.minX, y: item.frame.minY))
      let b = glyphs.layout.pixel(Point(x: item.frame.maxX, y: item.frame.maxY))
      let box = (a.x, a.y, b.x, b.y)
      let mine = glyphs.image.colours(in: box)
      let theirs = tofu.colours(in: box)
      let differing = zip(mine, theirs).filter { $0.distance(to: $1) > 48 }.count
      // A glyph and a tofu box of the same size share little ink: hundreds of pixels differ
      // at scale 4 (a 9-pt title is 36 px high).
      #expect(differing > 100, "'\(item.label)': \(differing) pixels differ from tofu")
      inTitles += differing
    }
    let differing = zip(everywhere, anywhere).filter { $0.distance(to: $1) > 48 }.count
    #expect(differing == inTitles, "\(differing) pixels differ, \(inTitles) in the titles")
  }

  /// The SVG as rsvg-convert draws it with the machine's fontconfig setup (the same
  /// hinting and antialiasing) less every font that has one of `text`'s characters: the
  /// rendering a machine without such a font gives, byte for byte (checked by hand).
  static func renderWithout(_ text: String, _ svg: Data) throws -> Data {
    var files: Set<String> = []
    for scalar in text.unicodeScalars {
      let hex = String(scalar.value, radix: 16)
      let list = try runProgram("fc-list", [":charset=\(hex)", "file"])
      for line in String(decoding: list.output, as: UTF8.self).split(separator: "\n") {
        files.insert(String(line.prefix { $0 != ":" }))
      }
    }
    let temporary = FileManager.default.temporaryDirectory
      .appendingPathComponent("cjk-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: temporary) }
    let base = ProcessInfo.processInfo.environment["FONTCONFIG_FILE"] ?? "/etc/fonts/fonts.conf"
    let rejected = files.sorted().map { "<glob>\($0)</glob>" }.joined()
    let config = temporary.appendingPathComponent("fonts.conf")
    try """
    <?xml version="1.0"?>
    <fontconfig><include ignore_missing="yes">\(base)</include>
    <selectfont><rejectfont>\(rejected)</rejectfont></selectfont></fontconfig>
    """.write(to: config, atomically: true, encoding: .utf8)
    let result = try runProgram(
      "env", ["FONTCONFIG_FILE=\(config.path)", "rsvg-convert", "--format=png"], input: svg)
    guard result.status == 0 else {
      throw RenderError(description: "rsvg-convert exit \(result.status): \(result.error)")
    }
    return result.output
  }
}
