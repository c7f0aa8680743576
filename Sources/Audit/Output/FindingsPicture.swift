import BarPictures
import DumpModel
import Foundation
import LaidOut
import Pictures

/// The findings drawn on a bar picture (`render`, `report`, `patch --svg`, `diff --svg`):
/// each flags its items, a `tap-target` finding colours the hit area, and the page lists them
/// with their fix (docs/pictures.md).
extension Finding {
  public var pictureFinding: PictureFinding {
    PictureFinding(
      level: level == .error ? .error : .warning, rule: rule.rawValue,
      text: "\(message); fix: \(fix)", location: location, items: items,
      isSmallHitArea: rule == .tapTarget)
  }
}

extension BarPicture {
  /// The picture of `dump` with `findings` on it.
  public init(_ dump: LaidOutDump, findings: [Finding], options: PictureOptions = .init()) {
    self.init(
      dump, marks: findings.map(\.pictureFinding),
      findingsSummary: FindingsText.summary(findings), options: options)
  }

  /// Before above after, `findings` on the after part.
  public static func comparison(
    before: LaidOutDump, after: LaidOutDump, findings: [Finding], options: PictureOptions = .init()
  ) -> Comparison {
    comparison(
      before: before, after: after, marks: findings.map(\.pictureFinding), options: options)
  }

  /// The comparison as one SVG file, `findings` on the after part.
  public static func comparisonSVG(
    before: LaidOutDump, after: LaidOutDump, findings: [Finding]
  ) throws(PictureTooLarge) -> (data: Data, warning: DiagnosticText?) {
    try comparisonSVG(before: before, after: after, marks: findings.map(\.pictureFinding))
  }
}
