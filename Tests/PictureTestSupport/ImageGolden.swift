import Foundation
import TestSupport

/// Screenshot goldens: a PNG under Fixtures/ compared with a tolerance, recorded when missing
/// or under `INSPECT_RECORD=1` (then the test fails: "recorded …; run again").
///
/// The tolerance: a pixel differs when a channel differs by more than 48 of 255, and the
/// images match while at most 1 % of the pixels differ. Why: the same page in the same
/// Chromium gives the same pixels (the harness pins the font, software rendering, sRGB, no
/// LCD text or hinting), but a FreeType or Skia update moves glyph edges by a fraction of a
/// pixel, which changes antialiased edge pixels by up to about a third of their range; text
/// is a few percent of a screenshot and its edges a fraction of that. What the goldens are
/// for changes far more: a panel missing or moved, the picture's colours changed (any fill
/// differs by more than 48 on some channel), a layout that wraps — each is well over 1 % of
/// 1280 × 800 pixels (10,240).
enum ImageGolden {
  static let channelTolerance = 48
  static let differingFraction = 0.01

  /// nil when `png` matches the golden, else why not (and where the actual image was put).
  static func mismatch(_ png: Data, _ relativePath: String) throws -> String? {
    let url = Repository.fixtures.appendingPathComponent(relativePath)
    let record = ProcessInfo.processInfo.environment["INSPECT_RECORD"] == "1"
    guard !record, let golden = try? Data(contentsOf: url) else {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try png.write(to: url)
      return "recorded \(relativePath); look at it, then run again without INSPECT_RECORD"
    }
    let actual = try PNGImage(png: png)
    let expected = try PNGImage(png: golden)
    var problem: String?
    if actual.width != expected.width || actual.height != expected.height {
      problem = "size \(actual.width)×\(actual.height), golden \(expected.width)×\(expected.height)"
    } else {
      var differing = 0
      for index in stride(from: 0, to: actual.pixels.count, by: 4) {
        for channel in 0..<3
        where abs(Int(actual.pixels[index + channel]) - Int(expected.pixels[index + channel]))
          > channelTolerance
        {
          differing += 1
          break
        }
      }
      let allowed = Int(Double(actual.width * actual.height) * differingFraction)
      if differing > allowed {
        problem = "\(differing) pixels differ (at most \(allowed) may)"
      }
    }
    guard let problem else { return nil }
    let saved = FileManager.default.temporaryDirectory
      .appendingPathComponent(
        url.lastPathComponent.replacingOccurrences(of: ".png", with: ".actual.png"))
    try png.write(to: saved)
    return "\(relativePath): \(problem); the screenshot is at \(saved.path)"
  }
}
