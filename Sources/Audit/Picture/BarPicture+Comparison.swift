import DumpModel
import Pictures

extension BarPicture {
  /// Before above after (a patch, a diff): the same items by id in both, what moved flagged
  /// with an arrow and its distance (Pictures' `Comparison`). Both parts are placed from the
  /// before picture's roots, so that an item that did not move has the same place in both.
  public static func comparison(
    before: LaidOutDump, after: LaidOutDump, findings: [Finding] = [],
    options: PictureOptions = .init()
  ) -> Comparison {
    let first = BarPicture(before, options: options)
    var second = BarPicture(after, findings: findings, options: options)
    second.origin = first.origin
    return Comparison(before: first.scene, after: second.scene)
  }
}
