import Foundation
import TestSupport
import Testing

/// What `inspect render` and `report` refuse to draw and what the page counts
/// (docs/pictures.md, "Size" and "The page").
@Suite struct PictureCommandTests {
  let beta = Repository.fixtures.appendingPathComponent("ios11-beta-bar/input.xml").path

  /// The beta bar's picture is 399 × 125 pt with its padding and its legend (37 pt: three
  /// lines of entries): at `--scale 100` (the option's maximum) 39900 × 12500 px, which
  /// rsvg-convert refuses; 32767 / 399 = 82.12…, so 82.1 is
  /// the largest scale given (three digits, rounded down) and draws.
  @Test func aPictureOverTheRenderersLimitIsRefusedWithTheLargestScaleThatFits() {
    for command in ["render", "report"] {
      let run = inspect(command, beta, "--scale", "100")
      #expect(run.status == 1, "\(command)")
      #expect(run.output.isEmpty, "\(command): nothing written")
      #expect(
        run.error
          == "\(beta):3:3: error: at '--scale 100' the picture would be 39900 × 12500 px, and "
          + "rsvg-convert draws at most 32767 px a side; give '--scale 82.1' or less; nothing "
          + "written\n", "\(command)")
      let fits = inspect(command, beta, "--scale", "82.1")
      #expect(fits.status == 0, "\(command): \(fits.error)")
    }
    let svg = inspect("render", beta, "--scale", "82.1").output
    #expect(svg.contains(#"width="32758" height="10263""#))
    // `--scale` is quoted as typed.
    #expect(inspect("render", beta, "--scale", "1e2").error.contains("at '--scale 1e2' the"))
    // A picture too large at the default scale: a view 20,000 pt wide (and its legend's line).
    let wide = """
      <?xml version="1.0" encoding="UTF-8"?>
      <hierarchy format="1"><view class="UIView" address="0x1" frame="0 0; 20000 44"/></hierarchy>
      """
    let run = inspect("render", "-", input: wide)
    #expect(run.status == 1)
    #expect(
      run.error
        == "<stdin>:2:23: error: at scale 2 the picture would be 40048 × 166 px, and "
        + "rsvg-convert draws at most 32767 px a side; give '--scale 1.63' or less; nothing "
        + "written\n")
  }

  /// `patch --svg` and `diff --svg` take no `--scale`: a comparison over the limit at scale 2
  /// is written at the largest scale that fits (20,024 pt: 1.63), with a warning, exit 0.
  @Test func aComparisonOverTheLimitIsWrittenAtTheLargestScaleThatFits() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "inspect-comparison-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    func wide(_ x: Int) throws -> String {
      let path = directory.appendingPathComponent("at\(x).xml").path
      try Data(
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <hierarchy format="1"><view class="UIView" address="0x1" frame="0 0; 20000 44">
        <view class="UIView" address="0x2" frame="\(x) 0; 40 44"/></view></hierarchy>
        """.utf8
      ).write(to: URL(fileURLWithPath: path))
      return path
    }
    let (before, after) = (try wide(100), try wide(19000))
    let svg = directory.appendingPathComponent("moved.svg").path
    let run = inspect("diff", before, after, "--svg", svg)
    #expect(run.status == 1, "diff exits 1 when the dumps differ: \(run.error)")
    #expect(
      run.error.hasPrefix("\(before):2:23: warning: at scale 2 the picture would be 40048 × "))
    #expect(run.error.hasSuffix("px a side; written at scale 1.63\n"))
    let written = try String(contentsOfFile: svg, encoding: .utf8)
    #expect(written.contains(#"width="32640""#))
  }

  /// The report's summary counts views, guides and constraints; the tree lists those views
  /// and guides under "Views and guides (N)", the constraints panel those constraints.
  @Test func theReportsCountsAgree() throws {
    let page = inspect("report", beta).output
    // The size of what is drawn: the bar and its background, 20 pt above it.
    #expect(page.contains("375 × 64 pt, 11 views, 10 guides, 49 constraints, 1 error, 0 warnings"))
    #expect(page.contains(">Views and guides (21)</h2>"))
    #expect(page.components(separatedBy: #"role="treeitem""#).count - 1 == 21)
    #expect(page.contains(">Constraints (49)</h2>"))
  }
}
