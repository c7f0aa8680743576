import Foundation
import HierarchyIO
import Patcher

/// `inspect diff BEFORE AFTER [--format text|json]`.
enum DiffCommand: Command {
  static let name = "diff"
  static let summary = "compare two dumps: frames moved, constraints removed and added"
  static let synopsis = "inspect diff BEFORE AFTER [--format text|json]"
  static let help = """
    Compares two dumps of the same hierarchy (typically a dump and its patched version):
    views and guides whose frame moved (before → after), view attributes that changed,
    constraints removed and added — matched by address, constraints without one by the view
    that holds them and their content — and <patch> records added. Items are listed in
    document order, so the output is stable. Prints nothing when they are the same.

    options:
      --format FORMAT   text (default) or json

    Exit status: 0 when the dumps are the same, 1 when they differ (as diff(1)), 64 on a
    usage error.
    """
  static let spec = inputOptions.merging(Arguments.Spec(options: ["--format": 1]))

  enum Format: String, CaseIterable { case text, json }

  static func run(_ arguments: Arguments, io: StandardStreams) throws -> Int32 {
    try arguments.expectPositionals(["BEFORE", "AFTER"], command: name)
    let format = try arguments.choice("--format", as: Format.self, command: name) ?? .text
    let (beforePath, afterPath) = (arguments.positionals[0], arguments.positionals[1])
    if beforePath == "-" && afterPath == "-" {
      throw UsageError("only one of BEFORE and AFTER can be standard input", command: name)
    }
    let before = try InputOutput.readHierarchy(
      beforePath, arguments: arguments, command: name, io: io)
    let after = try InputOutput.readHierarchy(
      afterPath, arguments: arguments, command: name, io: io)
    let diff = HierarchyDiff(before: before, after: after)
    let names = (InputOutput.displayName(beforePath), InputOutput.displayName(afterPath))
    switch format {
    case .text:
      let text = diff.text(before: names.0, after: names.1)
      if !text.isEmpty { io.out(text) }
    case .json: io.out(diff.json(before: names.0, after: names.1))
    }
    return diff.isEmpty ? 0 : 1
  }
}
