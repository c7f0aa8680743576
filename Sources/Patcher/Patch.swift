import BarModel
import DumpModel

/// The patches `inspect patch` applies (docs/patches.md).
public enum PatchKind: String, Sendable, Hashable, CaseIterable {
  case pin, shift, margins, spacing
  case tapArea = "tap-area"
  /// iOS 7–10: a fixed-space item before each side's outermost item (docs/navbar/ios7-10.md).
  case fixedSpace = "fixed-space"
}

/// Which bar stacks a patch touches: `auto` (every stack on its own side), one side, or both.
public enum SideOption: String, Sendable, Hashable, CaseIterable {
  case auto, leading, trailing, both
}

/// A patch and the options it runs with.
public struct Patch: Sendable, Hashable {
  public var kind: PatchKind
  public var side: SideOption
  /// `--gap`; nil means the patch's default (0, or 10 for `spacing`).
  public var gap: Double?
  /// `--item-gap` (spacing).
  public var itemGap: Double
  /// `--min-size` (tap-area).
  public var minSize: Size
  /// `--force`: patch a pasted bar the model does not reproduce in a frame the patch depends
  /// on; the report and the `<patch>` record (`forced="YES"`) say so.
  public var force = false

  public init(
    _ kind: PatchKind = .pin, side: SideOption = .auto, gap: Double? = nil, itemGap: Double = 5,
    minSize: Size = Size(width: 44, height: 44)
  ) {
    self.kind = kind
    self.side = side
    self.gap = gap
    self.itemGap = itemGap
    self.minSize = minSize
  }

  /// The outer gap the patch runs with before any icon inset (`spacing` defaults to 10).
  public var effectiveGap: Double { gap ?? (kind == .spacing ? 10 : 0) }

  /// The options of the `<patch>` record, in docs/format.md's order, defaults included.
  public var recordOptions: [UnknownAttribute] {
    let side = UnknownAttribute(name: "side", value: self.side.rawValue)
    let gap = UnknownAttribute(name: "gap", value: formatNumber(effectiveGap))
    switch kind {
    case .pin, .shift, .fixedSpace: return [side, gap]
    case .margins: return [gap]
    case .spacing:
      return [side, gap, UnknownAttribute(name: "itemGap", value: formatNumber(itemGap))]
    case .tapArea:
      return [UnknownAttribute(name: "minSize", value: minSize.description)]
    }
  }

  /// The record this patch leaves in the dump, without its changes.
  public var emptyRecord: PatchRecord {
    PatchRecord(name: kind.rawValue, options: recordOptions)
  }

  /// `pin (side auto, gap 0)`: how the report names the patch.
  public var summary: String {
    let options = recordOptions.map { "\($0.name) \($0.value)" }.joined(separator: ", ")
    return "\(kind.rawValue) (\(options))"
  }
}
