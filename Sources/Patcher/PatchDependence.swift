import BarModel
import DumpModel

/// How a patch says which recorded frames differ (docs/patches.md, "Pasted bars"): a rebuilt
/// bar that differs from the capture in one it depends on or moves
/// (`BarRebuild.dependentDifferences`) would be patched on a guess; a difference elsewhere
/// (the bar's background, shadow, a button's insides) is only said.
enum PatchDependence {
  /// `3 frames the patch does not depend on differ from the bar model's: A: recorded …,
  /// model …; …` (the first three).
  static func describe(_ rows: [FrameRow], _ what: String) -> String {
    let shown = rows.prefix(3).map { "\($0.name): \($0.values)" }.joined(separator: "; ")
    let more = rows.count > 3 ? "; and \(rows.count - 3) more" : ""
    return "\(rows.count) frame\(rows.count == 1 ? "" : "s") \(what) "
      + "differ\(rows.count == 1 ? "s" : "") from the bar model's: \(shown)\(more)"
  }
}
