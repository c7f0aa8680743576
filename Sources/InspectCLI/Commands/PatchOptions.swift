import ArgumentParsing
import BarModel
import DumpModel
import Patcher

/// The patch and its options, as `patch`, `report --patch` and `bar --matrix` take them:
/// each declared once, its default and range from `Patch` (which checks them again).
enum PatchOptions {
  static let kind = TypedOption.choice(Option("--patch", help: "the patch"), default: PatchKind.pin)
  static let side = TypedOption.choice(
    Option(
      "--side",
      help: "the stacks to patch: auto (every stack on its own side), leading, trailing, both",
      appliesWhen: patches(.pin, .shift, .spacing, .fixedSpace)),
    default: SideOption.auto)
  static let gap = TypedOption.number(
    Option(
      "--gap", value: .numbers(metavars: ["PT"], range: .within(largest)),
      help: "distance from the content view's edge (default \(number(Patch.defaultGap)); "
        + "spacing: \(number(Patch.defaultSpacingGap)); \(number(-largest)) to "
        + "\(number(largest))); negative puts the stack past the edge, as a negative fixed "
        + "space did",
      appliesWhen: patches(.pin, .shift, .margins, .spacing, .fixedSpace)))
  static let itemGap = TypedOption.number(
    Option(
      "--item-gap", value: .numbers(metavars: ["PT"], range: .nonNegativeUpTo(largest)),
      help: "spacing between neighbouring items (default \(number(Patch.defaultItemGap)); 0 to "
        + "\(number(largest)): items never overlap)",
      appliesWhen: patches(.spacing)),
    default: Patch.defaultItemGap)
  static let minSize = TypedOption.numbers(
    Option(
      "--min-size", value: .numbers(metavars: ["W", "H"], range: .positiveUpTo(largest)),
      help: "the smallest adaptor size (default \(number(Patch.defaultMinSize.width)) "
        + "\(number(Patch.defaultMinSize.height)); above 0, up to \(number(largest)))",
      appliesWhen: patches(.tapArea)))

  /// `--patch`, `--side`, `--gap`, `--item-gap`: the table's entries.
  static let table = [kind.option, side.option, gap.option, itemGap.option]

  private static let largest = Patch.largestDistance
  private static func number(_ value: Double) -> String { formatNumber(value) }

  /// Applies to these patches only.
  private static func patches(_ kinds: PatchKind...) -> Option.Condition {
    .when(kind, isOneOf: kinds)
  }

  /// The patch the options name; the parser has checked every value and that each option
  /// applies to the patch.
  static func patch(_ arguments: Arguments) -> Patch {
    var patch = Patch(
      arguments[kind], side: arguments[side], gap: arguments[gap], itemGap: arguments[itemGap])
    if let size = arguments[minSize] { patch.minSize = Size(width: size[0], height: size[1]) }
    patch.force = arguments[SharedOptions.force]
    return patch
  }
}
