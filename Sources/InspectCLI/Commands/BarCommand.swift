import BarModel
import DumpIO
import Foundation

/// `inspect bar --os V --width PT [--leading ITEMS] [--trailing ITEMS] …`: the dump UIKit
/// would have for a described bar (docs/navbar/building.md).
enum BarCommand: Command {
  static let name = "bar"
  static let summary = "build the dump UIKit would have for a described bar"
  static let about = """
    Makes the views UIKit makes for a bar of the given iOS version and width — its items,
    back button and title — and lays them out as the bar model of that generation says
    (docs/navbar/): iOS 7–10 by UIKit's frame arithmetic, iOS 11 and later by rebuilding
    UIKit's constraints and solving them. The dump holds the views, the guides, the
    constraints (origin="model") and every frame, ready for 'inspect patch' and
    'inspect show'; a summary goes to standard error.

    items (ITEMS: from the bar's edge inward, separated by commas):
      text:TITLE[:W]    a system item with a title W points wide
      image:SIZE        a system item with a square image (24 is UIKit's usual)
      custom:W[:H]      the app's own view, W × H (H defaults to W)
      back:TITLE[:W]    the back button (first on the leading side; or --back)
    A text without :W gets an estimated width (8.5 pt a character, 17.5 for CJK), marked
    estimated="width" in the dump and listed in the summary. The screen's height, the pixel
    grid and the status bar are those of the phone of that width (--scale and --status-bar
    change them).
    """
  static let positionals: [Positional] = []
  static let options: [Option] = [
    Option(
      "--os", value: .text(metavar: "V", completion: .none),
      help: "the iOS version (7 to 26): the generation of the bar"),
    Option(
      "--width", value: .numbers(metavars: ["PT"], range: .positive),
      help: "the bar's width in points (320, 375, 390, 393, 414, 428, 430)"),
    Option(
      "--leading", value: .text(metavar: "ITEMS", completion: .none),
      help: "the leading side's items, from the edge inward"),
    Option(
      "--trailing", value: .text(metavar: "ITEMS", completion: .none),
      help: "the trailing side's items, from the edge inward"),
    Option(
      "--back", value: .text(metavar: "TITLE", completion: .none),
      help: "a back button with this title (TITLE:W for its width)"),
    Option(
      "--title", value: .text(metavar: "TITLE", completion: .none),
      help: "the title (TITLE:W for its width)"),
    Option("--rtl", help: "right to left"),
    Option(
      "--large-title", help: "a shown large title under the bar (iOS 11 and later; not modelled)"),
    Option(
      "--scale", value: .numbers(metavars: ["N"], range: .positive),
      help: "the pixel grid (default: the phone of that width's)"),
    Option(
      "--status-bar", value: .numbers(metavars: ["PT"], range: .nonNegative),
      help: "the status bar's height above the bar (default: the phone of that width's)"),
    Option.output(help: "where to write the dump; '-' (the default) is standard output"),
    OutputFormat.toOption(
      help: "the dump's format (default: from OUT's extension, .xml or .json; xml for '-')"),
    Option.force,
  ]
  static let examples = [
    "inspect bar --os 17 --width 393 --leading back:Settings --trailing image:24,text:Edit",
    "inspect bar --os 12 --width 375 --back Back:42 --trailing custom:36:30 -o bar.xml",
    "inspect bar --os 9 --width 320 --trailing text:Done:40 --rtl --to json",
  ]

  static func run(_ arguments: Arguments, io: StandardStreams) throws -> Int32 {
    let description = try Self.description(arguments)
    let built: BuiltBar
    do {
      built = try BarModel.build(description)
    } catch let error as DescriptionError {
      throw UsageError(error.description, command: name)
    }
    let output = arguments.value("-o") ?? "-"
    let format = try OutputFormat.of(
      output, requested: arguments.choice("--to", as: OutputFormat.self), allowed: [.xml, .json],
      command: name)
    let hierarchy = built.document.hierarchy
    let data = format == .json ? hierarchy.jsonData() : hierarchy.xmlData()
    io.err(summary(built).map { "inspect bar: \($0)" }.joined(separator: "\n"))
    try InputOutput.write(data, to: output, force: arguments.flag("--force"), io: io)
    return Inspect.success
  }

  /// The description the options give.
  static func description(_ arguments: Arguments) throws(UsageError) -> BarDescription {
    guard let os = arguments.value("--os") else {
      throw UsageError("missing --os V (the iOS version)", command: name)
    }
    guard let width = arguments.number("--width") else {
      throw UsageError("missing --width PT (the bar's width)", command: name)
    }
    var description = BarDescription(os: os, width: width)
    do throws(DescriptionError) {
      if let leading = arguments.value("--leading") {
        (description.back, description.leading) = try BarDescription.items(leading, leading: true)
      }
      if let trailing = arguments.value("--trailing") {
        description.trailing = try BarDescription.items(trailing, leading: false).items
      }
      if let back = arguments.value("--back") {
        guard description.back == nil else {
          throw DescriptionError("a back button is given twice: --back and back: in --leading")
        }
        description.back = try BarDescription.text(back)
      }
      if let title = arguments.value("--title") {
        description.title = try BarDescription.text(title)
      }
    } catch {
      throw UsageError(error.description, command: name)
    }
    description.direction = arguments.flag("--rtl") ? .rightToLeft : .leftToRight
    description.largeTitle = arguments.flag("--large-title")
    description.scale = arguments.number("--scale")
    description.statusBar = arguments.number("--status-bar")
    return description
  }

  /// What was built, and what was estimated or assumed, a line each.
  static func summary(_ built: BuiltBar) -> [String] {
    let rebuild = built.rebuild
    guard let bar = rebuild.bars.first else { return ["no bar built"] }
    let d = built.description
    var lines = [
      "\(bar.recognition.generation.map { "\($0)" } ?? "iOS \(d.os)") bar, "
        + "\(formatNumber(d.width)) pt, scale \(formatNumber(d.scale ?? built.phone.scale)), "
        + "status bar \(formatNumber(d.statusBar ?? built.phone.statusBar)), "
        + (d.direction == .leftToRight ? "left to right" : "right to left")
    ]
    lines += built.estimates
    lines += bar.notes.filter { $0.contains("conflict") }
    return lines
  }
}
