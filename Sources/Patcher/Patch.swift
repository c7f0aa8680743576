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

  /// `--gap` when none is given: the stack at the content view's edge.
  public static let defaultGap = 0.0
  /// `--gap` of `spacing` when none is given: UIKit's outer margin of a bar's items.
  public static let defaultSpacingGap = 10.0
  /// `--item-gap` when none is given.
  public static let defaultItemGap = 5.0
  /// `--min-size` when none is given: the 44 × 44 pt hit area of Apple's guidelines.
  public static let defaultMinSize = Size(width: 44, height: 44)
  /// The largest gap, item gap and size a patch takes, either way: no bar is wider
  /// (`BarDescription.largestSize`).
  public static let largestDistance = BarDescription.largestSize

  public init(
    _ kind: PatchKind = .pin, side: SideOption = .auto, gap: Double? = nil,
    itemGap: Double = Patch.defaultItemGap, minSize: Size = Patch.defaultMinSize
  ) {
    self.kind = kind
    self.side = side
    self.gap = gap
    self.itemGap = itemGap
    self.minSize = minSize
  }

  /// The outer gap the patch runs with before any icon inset (`spacing` defaults to 10).
  public var effectiveGap: Double {
    gap ?? (kind == .spacing ? Patch.defaultSpacingGap : Patch.defaultGap)
  }

  /// What is wrong with the patch's numbers, or nil: a gap from minus `largestDistance` to
  /// it, an item gap from 0 to it, a size above 0 up to it; every number finite.
  public var invalidOption: String? {
    let largest = Patch.largestDistance
    if let gap, !(gap.isFinite && abs(gap) <= largest) {
      return "the gap must be a number from \(formatNumber(-largest)) to "
        + "\(formatNumber(largest)), not \(shown(gap))"
    }
    if !(itemGap.isFinite && itemGap >= 0 && itemGap <= largest) {
      return "the item gap must be a number of 0 or more, up to \(formatNumber(largest)), not "
        + shown(itemGap)
    }
    if ![minSize.width, minSize.height].allSatisfy({ $0 > 0 && $0 <= largest }) {
      return "the smallest adaptor size must be above 0, up to \(formatNumber(largest)), not "
        + "\(shown(minSize.width)) \(shown(minSize.height))"
    }
    return nil
  }

  /// A number as a message shows it, `nan` and `inf` too.
  private func shown(_ number: Double) -> String {
    number.isFinite ? formatNumber(number) : "\(number)"
  }

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
