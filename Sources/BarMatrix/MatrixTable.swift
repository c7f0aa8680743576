import BarModel
import DumpModel
import Foundation

/// The matrix as text: a header line, then one row per bar, columns aligned
/// (docs/navbar/building.md, "The matrix").
extension PatchMatrix {
  /// The column titles.
  static let columns = [
    "iOS", "model", "width", "dir", "leading", "trailing", "title", "tap", "notes",
  ]

  package var text: String {
    var table = [Self.columns]
    for row in rows {
      table.append([
        row.os, row.generation, formatNumber(row.width),
        row.direction == .leftToRight ? "ltr" : "rtl", Self.landing(row.landing[.leading]),
        Self.landing(row.landing[.trailing]), row.titleWidth.map(formatNumber) ?? "-",
        row.smallestTap.map { "\(formatNumber($0.width))×\(formatNumber($0.height))" } ?? "-",
        row.notes.isEmpty ? "" : row.notes.joined(separator: "; "),
      ])
    }
    let widths = Self.columns.indices.map { column in
      table.map { $0[column].count }.max() ?? 0
    }
    let lines = table.map { cells in
      cells.indices.map { column in
        column == cells.count - 1
          ? cells[column]
          : cells[column].padding(toLength: widths[column], withPad: " ", startingAt: 0)
      }.joined(separator: "  ").trimmingTrailingSpaces
    }
    return "\(patch.summary) on every bar:\n" + lines.joined(separator: "\n") + "\n"
  }

  /// `gap (minX…maxX)`, the gap to the side's own edge; `-` for a side without items.
  static func landing(_ landing: (minX: Double, maxX: Double, gap: Double)?) -> String {
    guard let landing else { return "-" }
    return "\(formatNumber(landing.gap)) (\(formatNumber(landing.minX))…"
      + "\(formatNumber(landing.maxX)))"
  }
}

extension String {
  fileprivate var trimmingTrailingSpaces: String {
    var copy = self
    while copy.last == " " { copy.removeLast() }
    return copy
  }
}
