import Audit
import BarModel
import DumpModel
import LaidOut
import Patcher

/// `inspect bar --matrix`: one patch on one described bar, built for every generation ×
/// phone width × direction (docs/navbar/building.md, "The matrix"): where each side's stack
/// lands and its gap to the edge, the title's width, the smallest tap target, and what went
/// wrong — the table a bar-spacing library's author needs.
package struct PatchMatrix {
  /// The iOS versions standing for the four generations: 7–10 (frame-based), 11–12 (the
  /// guide chain), 13–18 and 26 (the item content guide; 26 modelled as 15–18).
  package static let allVersions = ["9", "12", "17", "26"]
  static let directions: [LayoutDirection] = [.leftToRight, .rightToLeft]

  /// One built, patched bar.
  struct Row: Sendable {
    var os: String
    var generation: String
    var width: Double
    var direction: LayoutDirection
    /// Where each side's stack (iOS 7–10: its items) lands, in the bar: min x, max x.
    var landing: [BarSide: (minX: Double, maxX: Double, gap: Double)] = [:]
    var titleWidth: Double?
    var smallestTap: Size?
    /// The patch's refusal, its warnings, the findings of `check` after it.
    var notes: [String] = []
    var patched = false
  }

  package var patch: Patch
  package var bar: BarDescription
  /// The generations' versions: `allVersions`, or the one `--os` gives.
  package var versions: [String]
  private(set) var rows: [Row] = []
  /// What was estimated, once for the whole matrix.
  package private(set) var estimates: [String] = []

  package init(patch: Patch, bar: BarDescription, versions: [String] = allVersions) {
    self.patch = patch
    self.bar = bar
    self.versions = versions
  }

  /// Builds and patches every bar of the matrix.
  package mutating func run() throws {
    for os in versions {
      for width in Phone.widths {
        for direction in Self.directions {
          var description = bar
          description.os = os
          description.width = width
          description.direction = direction
          // A large title is iOS 11+; the frame-based row is built without it.
          if BarGeneration(os: os)?.family == .frameBased { description.largeTitle = false }
          rows.append(try row(description))
        }
      }
    }
  }

  private mutating func row(_ description: BarDescription) throws -> Row {
    let built = try Bars.build(description)
    for estimate in built.estimates where !estimates.contains(estimate) {
      estimates.append(estimate)
    }
    var row = Row(
      os: description.os,
      generation: built.rebuild.bars.first?.recognition.generation?.rawValue ?? description.os,
      width: description.width, direction: description.direction)
    let source = "iOS \(description.os), \(formatNumber(description.width)) pt"
    var document = built.document
    do throws(PatchError) {
      let result = try Patching.apply(patch, to: document, source: source)
      document = result.document
      row.patched = !result.alreadyApplied
      row.notes += result.warnings.map { Self.short($0.message) }
    } catch {
      if case .noBarStackView = error.reason,
        BarGeneration(os: description.os)?.family == .frameBased
      {
        // iOS 7–10 bars hold their items directly (docs/navbar/ios7-10.md).
        row.notes.append("not patched: no stack view before iOS 11 (fixed-space is its patch)")
      } else {
        row.notes.append("not patched: " + Self.short(error.reason.message))
      }
    }
    measure(&row, built, document)
    // What `check` finds after the patch, each rule once with its count.
    var counts: [(rule: String, count: Int)] = []
    for finding in try Checks.findings(LaidOutDump(document: document, source: source)) {
      let rule = finding.rule.rawValue
      if let index = counts.firstIndex(where: { $0.rule == rule }) {
        counts[index].count += 1
      } else {
        counts.append((rule, 1))
      }
    }
    row.notes += counts.map { $0.count > 1 ? "\($0.rule) ×\($0.count)" : $0.rule }
    return row
  }

  /// The sides' stacks (iOS 7–10: the items' extent), the title, the smallest tap target.
  private func measure(_ row: inout Row, _ built: BuiltBar, _ document: Document) {
    let width = built.description.width
    let rtl = built.description.direction == .rightToLeft
    let structure = BarStructure(document)
    // A stack is what BarModel's anatomy calls one (`BarStructure` asks it).
    let stacks = Set(structure.bars.flatMap(\.stacks))
    for (side, items) in built.items where !items.isEmpty {
      let frames: [Rect]
      if let stack = document.superview(of: items[0]), stacks.contains(stack),
        let frame = document[stack].frame
      {
        frames = [frame]
      } else {
        frames = items.compactMap { document[$0].frame }
      }
      guard let minX = frames.map(\.minX).min(), let maxX = frames.map(\.maxX).max() else {
        continue
      }
      let onLeft = (side == .leading) != rtl
      row.landing[side] = (minX, maxX, onLeft ? minX : width - maxX)
    }
    row.titleWidth = built.title.flatMap { document[$0].frame?.width }
    let hitAreas = structure.bars.flatMap(\.items).compactMap {
      document[$0.hitArea].frame
    }
    if let smallest = hitAreas.min(by: { $0.width * $0.height < $1.width * $1.height }) {
      row.smallestTap = Size(width: smallest.width, height: smallest.height)
    }
  }

  /// The first clause of a message: what went wrong, without the advice after it.
  static func short(_ message: String) -> String {
    let clause = message.split(separator: ":", maxSplits: 1).first.map(String.init) ?? message
    return clause.replacingOccurrences(of: "; nothing written", with: "")
  }
}
