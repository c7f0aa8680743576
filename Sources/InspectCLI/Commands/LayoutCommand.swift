import Foundation
import HierarchyIO
import Layout

/// `inspect layout DUMP [-o OUT] [--format text|json] [--weighted]`.
enum LayoutCommand: Command {
  static let name = "layout"
  static let summary = "solve the layout and compare with the recorded frames"
  static let synopsis = "inspect layout DUMP [-o OUT] [--format text|json] [--weighted]"
  static let help = """
    Turns the dump's views, layout guides and constraints into a Cassowary system (with the
    constraints UIKit adds itself: autoresizing masks, intrinsic sizes, layout-margin guides,
    UIStackView's UISV-* constraints), solves it and prints every computed frame beside the
    recorded one as a tree. A frame that differs by more than half a pixel is marked '≠'.
    Then come the conflicts, printed the way UIKit logs them ("Unable to simultaneously
    satisfy constraints ... Will attempt to recover by breaking constraint ..."), the
    ambiguous items (UIKit's UIButtonBar.* guides apart, as expected noise), constraints that
    are not modelled (baselines) and views nothing places. For a conflict log, it tells
    whether the engine breaks the constraint UIKit broke.

    options:
      -o OUT            also write the dump with the computed frames (XML; JSON if OUT ends
                        in .json; '-' for standard output)
      --format FORMAT   text (default) or json
      --weighted        kiwi's single weighted objective instead of strict priority order

    Exit status: 0 when every frame agrees and nothing conflicts (ambiguity alone is not a
    failure), 1 on a conflict or a frame that differs, 64 on a usage error.
    """
  static let spec = inputOptions.merging(
    Arguments.Spec(flags: ["--weighted"], options: ["-o": 1, "--format": 1]))

  enum Format: String, CaseIterable { case text, json }

  static func run(_ arguments: Arguments, io: StandardStreams) throws -> Int32 {
    try arguments.expectPositionals(["DUMP"], command: name)
    let format = try arguments.choice("--format", as: Format.self, command: name) ?? .text
    let path = arguments.positionals[0]
    let hierarchy = try InputOutput.readHierarchy(
      path, arguments: arguments, command: name, io: io)
    var options = LayoutOptions()
    if arguments.flag("--weighted") { options.priorityMode = .weighted }
    let result = try AutoLayout.solve(hierarchy, options: options)
    if let output = arguments.value("-o") {
      let laidOut = hierarchy.applyingFrames(result)
      let data = output.hasSuffix(".json") ? laidOut.jsonData() : laidOut.xmlData()
      try InputOutput.write(data, to: output, io: io)
    }
    let report = LayoutReport(hierarchy: hierarchy, result: result)
    let text = format == .json ? report.json : report.text
    if arguments.value("-o") == "-" {
      io.err(text)
    } else {
      io.out(text)
    }
    return result.hasFailures ? 1 : 0
  }
}
