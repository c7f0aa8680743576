import Foundation
import Patcher

/// One `expected.*` file of an `inspect test` case and the run it records (docs/cli-test.md):
///
///     expected.<name>[-<modifier>…][.report].<ext>
///
/// `<name>` is a command (`show`, `layout`, `validate`, `convert`, `patch`, `check`,
/// `render`) or a patch
/// (`pin`, `shift`, `margins`, `spacing`, `tap-area`: `patch --patch <name>`). A modifier is
/// an option of that command without its dashes: a flag (`guides`, `weighted`, `strict`),
/// a number option with its value (`gap0`, `gap-4`, `item-gap8`, `min-size48x48`), or a word
/// of a choice (`leading` for `--side leading`); `all` is `show --guides --constraints`.
/// Without `.report` the file holds what the run writes on standard output, with it what
/// the run writes on standard error (`patch`'s report); `<ext>` names the format.
struct Golden: Hashable, Sendable {
  enum Stream: Hashable, Sendable { case output, report }

  /// `expected.pin-gap0.report.txt`.
  var fileName: String
  /// `pin-gap0`: goldens of one key come from runs of one command line.
  var key: String
  var stream: Stream
  /// The extension, lowercased: `txt`, `xml`, `json`.
  var format: String
  /// The command and its options, without the input and the format options:
  /// `["patch", "--patch", "pin", "--gap", "0"]`.
  var command: [String]

  /// What a case holds when it has no golden yet: `--record` writes these.
  static let defaults = [
    "expected.show.txt", "expected.layout.txt", "expected.pin.xml", "expected.pin.report.txt",
  ]

  var isPatch: Bool { command.first == PatchCommand.name }

  /// The options that make the run write this golden's format (`--format json`, `--to xml`,
  /// `-o -`), or nil when the command writes no such format on that stream.
  static func formatArguments(command: String, stream: Stream, format: String) -> [String]? {
    switch (command, stream, format) {
    case (ShowCommand.name, .output, "txt"): return []
    case (ShowCommand.name, .output, "json"), (ShowCommand.name, .output, "xml"):
      return ["--format", format]
    case (LayoutCommand.name, .output, "txt"): return []
    case (LayoutCommand.name, .output, "json"): return ["--format", "json"]
    case (LayoutCommand.name, .output, "xml"): return ["-o", "-", "--to", "xml"]
    case (ConvertCommand.name, .output, "txt"): return ["-o", "-", "--to", "text"]
    case (ConvertCommand.name, .output, "xml"), (ConvertCommand.name, .output, "json"):
      return ["-o", "-", "--to", format]
    case (PatchCommand.name, .output, "xml"), (PatchCommand.name, .output, "json"):
      return ["--to", format]
    case (CheckCommand.name, .output, "txt"): return []
    case (CheckCommand.name, .output, "json"), (CheckCommand.name, .output, "sarif"):
      return ["--format", format]
    case (RenderCommand.name, .output, "svg"): return []
    case (PatchCommand.name, .report, "txt"): return ["--format", "text"]
    case (PatchCommand.name, .report, "json"): return ["--format", "json"]
    case (_, .report, "txt"), (ValidateCommand.name, .output, "txt"): return []
    default: return nil
    }
  }

  /// Reads a golden's file name.
  /// - Throws: `CommandFailure`-worthy text: what the name does not say.
  init(fileName: String) throws(GoldenNameError) {
    self.fileName = fileName
    var parts = fileName.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    guard parts.count >= 3, parts[0] == "expected", !parts[1].isEmpty else {
      throw GoldenNameError("'\(fileName)' is not expected.<name>[-<modifier>…][.report].<ext>")
    }
    format = parts.removeLast().lowercased()
    stream = .output
    if parts.count >= 3, parts.last == "report" {
      stream = .report
      parts.removeLast()
    }
    // The key may hold dots of its own: `pin-gap2.5`.
    key = parts.dropFirst().joined(separator: ".")
    command = try Self.command(for: key)
    guard Self.formatArguments(command: command[0], stream: stream, format: format) != nil else {
      let what = stream == .report ? "report" : "output"
      throw GoldenNameError("'\(fileName)': \(command[0]) has no .\(format) \(what)")
    }
  }

  /// The command line a key stands for: `pin-gap0` → `patch --patch pin --gap 0`.
  static func command(for key: String) throws(GoldenNameError) -> [String] {
    let heads: [(String, [String])] =
      [
        ShowCommand.name, LayoutCommand.name, ValidateCommand.name, ConvertCommand.name,
        PatchCommand.name, CheckCommand.name, RenderCommand.name,
      ].map { ($0, [$0]) }
      + PatchKind.allCases.map { ($0.rawValue, [PatchCommand.name, "--patch", $0.rawValue]) }
    let matching = heads.filter { key == $0.0 || key.hasPrefix($0.0 + "-") }
    guard let (head, command) = matching.max(by: { $0.0.count < $1.0.count }) else {
      var message = "'\(key)' names no command or patch"
      let first = String(key.prefix { $0 != "-" })
      if let near = Suggestion.nearest(to: first, among: heads.map(\.0)) {
        message += "; did you mean '\(near)'?"
      }
      throw GoldenNameError(message)
    }
    var rest = Substring(key.dropFirst(head.count))
    var arguments = command
    let vocabulary = modifiers(of: command[0])
    while !rest.isEmpty {
      rest = rest.dropFirst()  // the '-' before each modifier
      guard let (words, length) = match(rest, vocabulary) else {
        throw GoldenNameError("'\(key)': cannot read the modifier '\(rest)'")
      }
      arguments += words
      rest = rest.dropFirst(length)
      guard rest.isEmpty || rest.hasPrefix("-") else {
        throw GoldenNameError("'\(key)': cannot read the modifier '\(rest)'")
      }
    }
    return arguments
  }

  /// A modifier: the words it gives, or, with `numbers`, the option its numbers follow.
  private enum Modifier {
    case words([String])
    case numbers(String, count: Int)
  }

  /// The modifiers a command's table allows, longest first, so that `item-gap` is tried
  /// before `gap`.
  private static func modifiers(of name: String) -> [(String, Modifier)] {
    guard let command = Inspect.command(named: name) else { return [] }
    let fixed: Set<String> = [
      "--format", "--to", "--from", "-o", "--out-dir", "--in-place",
      "--report", "--patch",
    ]
    var list: [(String, Modifier)] =
      name == ShowCommand.name
      ? [("all", .words(["--guides", "--constraints"]))] : []
    for option in command.options where !fixed.contains(option.name) {
      let bare = String(option.name.drop { $0 == "-" })
      switch option.value {
      case .flag: list.append((bare, .words([option.name])))
      case .numbers(let metavars, _):
        list.append((bare, .numbers(option.name, count: metavars.count)))
      case .choice(let words): list += words.map { ($0, .words([option.name, $0])) }
      case .text: break
      }
    }
    return list.sorted { $0.0.count > $1.0.count }
  }

  /// The first modifier at the start of `text`: its words and how many characters it took.
  private static func match(_ text: Substring, _ vocabulary: [(String, Modifier)])
    -> ([String], Int)?
  {
    for (word, modifier) in vocabulary where text.hasPrefix(word) {
      switch modifier {
      case .words(let words):
        let after = text.dropFirst(word.count)
        if after.isEmpty || after.hasPrefix("-") { return (words, word.count) }
      case .numbers(let option, let count):
        let after = text.dropFirst(word.count)
        let pattern = Array(repeating: #"-?[0-9]+(\.[0-9]+)?"#, count: count).joined(separator: "x")
        guard let range = after.range(of: "^" + pattern, options: .regularExpression) else {
          continue
        }
        let values = after[range].split(separator: "x").map(String.init)
        let length = word.count + after.distance(from: after.startIndex, to: range.upperBound)
        return ([option] + values, length)
      }
    }
    return nil
  }
}

/// A golden's name that does not say what it expects.
struct GoldenNameError: Error, Equatable {
  var message: String
  init(_ message: String) { self.message = message }
}
