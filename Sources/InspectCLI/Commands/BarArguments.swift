import ArgumentParsing
import BarModel
import DumpModel

/// The options of `inspect bar`: the bar described, how it is written, and `--matrix`.
enum BarArguments {
  static let os = TypedOption.text(
    Option(
      "--os", value: .text(metavar: "V", completion: .none),
      help: "the iOS version (7 to 26): the generation of the bar"))
  static let width = TypedOption.number(
    Option(
      "--width",
      value: .numbers(metavars: ["PT"], range: .positiveUpTo(BarDescription.largestSize)),
      help: "the bar's width in points (\(Phone.widths.map(formatNumber).joined(separator: ", ")))")
  )
  static let matrix = TypedOption.flag(
    Option(
      "--matrix",
      help: "build the bar for every generation × phone width × direction, patch each, print "
        + "a table"))

  /// What a bar holds: its items, back button and title.
  static let leading = TypedOption.text(
    Option(
      "--leading", value: .text(metavar: "ITEMS", completion: .none),
      help: "the leading side's items, from the edge inward"))
  static let trailing = TypedOption.text(
    Option(
      "--trailing", value: .text(metavar: "ITEMS", completion: .none),
      help: "the trailing side's items, from the edge inward"))
  static let back = TypedOption.text(
    Option(
      "--back", value: .text(metavar: "TITLE", completion: .none),
      help: "a back button with this title (TITLE:W for its width)"))
  static let title = TypedOption.text(
    Option(
      "--title", value: .text(metavar: "TITLE", completion: .none),
      help: "the title (TITLE:W for its width)"))
  static let largeTitle = TypedOption.flag(
    Option(
      "--large-title", help: "a shown large title under the bar (iOS 11 and later; not modelled)"))
  static let items = [leading, trailing, back, title].map(\.option) + [largeTitle.option]

  static let rtl = TypedOption.flag(Option("--rtl", help: "right to left"))
  static let scale = TypedOption.number(
    Option(
      "--scale",
      value: .numbers(metavars: ["N"], range: .positiveUpTo(BarDescription.largestScale)),
      help: "the pixel grid (default: the phone of that width's)"))
  static let statusBar = TypedOption.number(
    Option(
      "--status-bar",
      value: .numbers(metavars: ["PT"], range: .nonNegativeUpTo(BarDescription.largestSize)),
      help: "the status bar's height above the bar (default: the phone of that width's)"))

  /// The options of a patch, which only `--matrix` applies.
  static let patch = PatchOptions.table + [PatchOptions.minSize.option]
}
