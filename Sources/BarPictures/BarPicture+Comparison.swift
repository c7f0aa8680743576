import DumpModel
import Foundation
import LaidOut
import Pictures

extension BarPicture {
  /// Before above after (a patch, a diff): the same items by id in both, what moved flagged
  /// with an arrow and its distance (Pictures' `Comparison`). Both parts are placed from the
  /// before picture's roots, so that an item that did not move has the same place in both.
  public static func comparison(
    before: LaidOutDump, after: LaidOutDump, marks findings: [PictureFinding] = [],
    options: PictureOptions = .init()
  ) -> Comparison {
    comparisonAndFirst(before: before, after: after, marks: findings, options: options).0
  }

  /// The comparison as one SVG file (`patch --svg`, `diff --svg`, which take no `--scale`):
  /// at `SVGOptions`' default scale, or, for a dump too large for renderers at it, at the
  /// largest scale that fits (`PictureLayout.largestFittingScale`), with a warning located at
  /// the before picture's first root that says so (docs/pictures.md, "Size"). Throws when no
  /// scale fits (a frame too large for any picture).
  public static func comparisonSVG(
    before: LaidOutDump, after: LaidOutDump, marks findings: [PictureFinding] = []
  ) throws(PictureTooLarge) -> (data: Data, warning: DiagnosticText?) {
    let (comparison, first) = comparisonAndFirst(
      before: before, after: after, marks: findings, options: .init())
    guard let tooLarge = first.tooLarge([comparison.pictureLayout()], scaleAsTyped: nil) else {
      return (comparison.svgData(), nil)
    }
    let scale = tooLarge.largestScale
    guard let options = try? SVGOptions(scale: scale) else { throw tooLarge }
    let warning = DiagnosticText(
      .warning,
      "at scale \(formatNumber(tooLarge.scale)) \(tooLarge.overLimit); written at scale "
        + "\(formatNumber(scale))", at: tooLarge.location)
    return (comparison.svgData(options), warning)
  }

  private static func comparisonAndFirst(
    before: LaidOutDump, after: LaidOutDump, marks findings: [PictureFinding],
    options: PictureOptions
  ) -> (Comparison, BarPicture) {
    let first = BarPicture(before, options: options)
    var second = BarPicture(after, marks: findings, options: options)
    second.origin = first.origin
    return (Comparison(before: first.scene, after: second.scene), first)
  }
}
