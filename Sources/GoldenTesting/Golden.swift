import ArgumentParsing
import Foundation

/// One `expected.*` file of an `inspect test` case and the run it records (docs/cli-test.md):
///
///     expected.<name>[-<modifier>…][.report].<ext>
///
/// `<name>` is a command the program lists (`show`, `layout`, `validate`, `convert`, `patch`,
/// `check`, `render` of `inspect`) or a patch (`pin`, `shift`, `margins`, `spacing`,
/// `tap-area`: `patch --patch <name>`), as `CommandLineUnderTest` gives them. A modifier is
/// an option of that command without its dashes: a flag (`guides`, `weighted`, `strict`),
/// a number option with its value (`gap0`, `gap-4`, `item-gap8`, `min-size48x48`), an option
/// with a word for its value (`warn=tap-target`, `os=17.5`, `os14`), or a word of a choice
/// (`leading` for `--side leading`); a shorthand stands for several (`all` is `show --guides
/// --constraints`).
/// Without `.report` the file holds what the run writes on standard output, with it what
/// the run writes on standard error (`patch`'s report); `<ext>` names the format.
package struct Golden: Hashable, Sendable {
  package enum Stream: Hashable, Sendable { case output, report }

  /// `expected.pin-gap0.report.txt`.
  package var fileName: String
  /// `pin-gap0`: goldens of one key come from runs of one command line.
  package var key: String
  package var stream: Stream
  /// The extension, lowercased: `txt`, `xml`, `json`.
  package var format: String
  /// The command and its options, without the input and the format options:
  /// `["patch", "--patch", "pin", "--gap", "0"]`.
  package var command: [String]

  /// A patch's golden: its dump and its report come from one run.
  package var isPatch: Bool

  /// Reads a golden's file name; its modifiers are the options of `program`'s commands.
  /// - Throws: what the name does not say.
  package init(fileName: String, of program: CommandLineUnderTest) throws(GoldenNameError) {
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
    command = try Self.command(for: key, of: program)
    isPatch = command.first == program.patches.command
    guard program.formatArguments(command[0], stream, format) != nil else {
      let what = stream == .report ? "report" : "output"
      throw GoldenNameError("'\(fileName)': \(command[0]) has no .\(format) \(what)")
    }
  }

  /// The command line a key stands for: `pin-gap0` → `patch --patch pin --gap 0`.
  package static func command(for key: String, of program: CommandLineUnderTest)
    throws(GoldenNameError) -> [String]
  {
    let patches = program.patches
    let heads: [(String, [String])] =
      program.commands.map { ($0, [$0]) }
      + patches.names.map { ($0, [patches.command, patches.option, $0]) }
    let matching = heads.filter { key == $0.0 || key.hasPrefix($0.0 + "-") }
    guard let (head, command) = matching.max(by: { $0.0.count < $1.0.count }) else {
      var message = "'\(key)' names no command or patch"
      let first = String(key.prefix { $0 != "-" })
      if let near = Suggestion.nearest(to: first, among: heads.map(\.0)) {
        message += "; did you mean '\(near)'?"
      }
      throw GoldenNameError(message)
    }
    let vocabulary = modifiers(of: command[0], in: program)
    var unread = Substring(key.dropFirst(head.count))
    guard let options = parse(unread, vocabulary, unread: &unread) else {
      throw GoldenNameError("'\(key)': cannot read the modifier '\(unread.dropFirst())'")
    }
    return command + options
  }

  /// The options `-<modifier>…` stand for, or nil when they cannot be read; `unread` is then
  /// the part no modifier could start (the one the message names). A modifier that a value
  /// may run on (`warn=tap-target-ignore=misplaced`) is read with the shortest value after
  /// which the rest still reads.
  private static func parse(
    _ text: Substring, _ vocabulary: [(String, Modifier)], unread: inout Substring
  ) -> [String]? {
    if text.isEmpty { return [] }
    guard text.hasPrefix("-") else {
      if text.count < unread.count { unread = text }
      return nil
    }
    let modifier = text.dropFirst()
    let candidates = matches(modifier, vocabulary)
    if candidates.isEmpty, text.count <= unread.count { unread = text }
    for (words, length) in candidates {
      if let rest = parse(modifier.dropFirst(length), vocabulary, unread: &unread) {
        return words + rest
      }
    }
    return nil
  }

  /// A modifier: the words it gives, or, with `numbers`, the option its numbers follow.
  private enum Modifier {
    case words([String])
    case numbers(String, count: Int)
    /// An option with a word for its value: `os=17.5` (or `os17.5`), `warn=tap-target`.
    case text(String)
  }

  /// The modifiers a command's table allows, longest first, so that `item-gap` is tried
  /// before `gap`.
  private static func modifiers(of name: String, in program: CommandLineUnderTest) -> [(
    String, Modifier
  )] {
    guard let options = program.options(name) else { return [] }
    var list = program.shorthands(name).map { ($0.0, Modifier.words($0.1)) }
    for option in options where !program.fixedOptions.contains(option.name) {
      let bare = String(option.name.drop { $0 == "-" })
      switch option.value {
      case .flag: list.append((bare, .words([option.name])))
      case .numbers(let metavars, _):
        list.append((bare, .numbers(option.name, count: metavars.count)))
      case .choice(let words): list += words.map { ($0, .words([option.name, $0])) }
      case .text: list.append((bare, .text(option.name)))
      }
    }
    return list.sorted { $0.0.count > $1.0.count }
  }

  /// The modifiers that can start `text`: the words each gives and how many characters it
  /// takes, in the order to try them.
  private static func matches(_ text: Substring, _ vocabulary: [(String, Modifier)])
    -> [([String], Int)]
  {
    var found: [([String], Int)] = []
    for (word, modifier) in vocabulary where text.hasPrefix(word) {
      let after = text.dropFirst(word.count)
      switch modifier {
      case .words(let words):
        if after.isEmpty || after.hasPrefix("-") { found.append((words, word.count)) }
      case .numbers(let option, let count):
        let pattern = Array(repeating: #"-?[0-9]+(\.[0-9]+)?"#, count: count).joined(separator: "x")
        guard let range = after.range(of: "^" + pattern, options: .regularExpression) else {
          continue
        }
        let values = after[range].split(separator: "x").map(String.init)
        let length = word.count + after.distance(from: after.startIndex, to: range.upperBound)
        found.append(([option] + values, length))
      case .text(let option):
        if after.hasPrefix("=") {
          // Each end a value may have: before every later '-', or the end of the name.
          let value = after.dropFirst()
          var ends = value.indices.filter { value[$0] == "-" && $0 > value.startIndex }
          ends.append(value.endIndex)
          for end in ends {
            found.append(
              (
                [option, String(value[..<end])],
                word.count + 1 + value.distance(from: value.startIndex, to: end)
              ))
          }
        } else if let range = after.range(of: #"^[0-9]+(\.[0-9]+)*"#, options: .regularExpression) {
          // A version written like a number option's value: `os14`, `os17.5`.
          let length = after.distance(from: after.startIndex, to: range.upperBound)
          found.append(([option, String(after[range])], word.count + length))
        }
      }
    }
    return found
  }
}

/// A golden's name that does not say what it expects.
package struct GoldenNameError: Error, Equatable {
  package var message: String
  package init(_ message: String) { self.message = message }
}
