/// The help texts of a program, made from its commands' tables.
package struct Usage {
  /// Help lines are wrapped to this width (a terminal of 100 columns shows them whole).
  package static let width = 92
  /// Where an option's or argument's description starts.
  package static let column = 24

  package let program: Program

  package init(_ program: Program) { self.program = program }

  /// `inspect --help`.
  package var topLevel: String {
    var text = """
      \(program.name) — \(program.title)

      usage: \(program.name) COMMAND [OPTIONS] ...
             \(program.name) help COMMAND

      commands:

      """
    for command in program.commands {
      text += "  " + command.name.padding(toLength: 12, withPad: " ", startingAt: 0)
      text += command.summary + "\n"
    }
    text += """

      options:
        -h, --help            show this help
        --version             print \(program.name)'s version


      """
    text += Self.wrap(program.commonText) + "\n\n"
    text += """
      Exit status: 0 success, 1 failure or findings, 64 usage error.
      See '\(program.name) COMMAND --help'.
      """
    return text
  }

  /// `inspect patch DUMP… [--patch pin|…] [-o OUT | --out-dir DIR | --in-place] …`, on one
  /// line (JSON diagnostics).
  package func synopsis(for command: any CommandTable.Type) -> String {
    synopsisPieces(for: command).joined(separator: " ")
  }

  /// `usage: ` and the synopsis, wrapped between its bracketed pieces, each further line
  /// indented under the first argument.
  package func usageLines(for command: any CommandTable.Type, lead prefix: String = "usage: ")
    -> String
  {
    let lead = "\(prefix)\(program.name) \(command.name) "
    let indent = String(repeating: " ", count: lead.count)
    var lines: [String] = []
    var line = lead.dropLast()
    for piece in synopsisPieces(for: command).dropFirst(2) {
      if line.count + 1 + piece.count > Self.width, line.count > lead.count {
        lines.append(String(line))
        line = Substring(indent + piece)
      } else {
        line += " " + piece
      }
    }
    lines.append(String(line))
    return lines.joined(separator: "\n")
  }

  private func synopsisPieces(for command: any CommandTable.Type) -> [String] {
    var words = [program.name, command.name] + command.positionals.map(\.usage)
    var shown: Set<String> = []
    let listed = command.options.filter(\.inSynopsis)
    for option in listed where !shown.contains(option.name) {
      if let group = command.exclusive.map({ $0.map(\.name) }).first(where: {
        $0.contains(option.name)
      }), group.first == option.name, group.allSatisfy({ !shown.contains($0) }) {
        let members = group.compactMap { name in listed.first { $0.name == name } }
        words.append("[" + members.map(\.usage).joined(separator: " | ") + "]")
        shown.formUnion(group)
      } else {
        words.append("[\(option.usage)]")
        shown.insert(option.name)
      }
    }
    return words
  }

  /// `inspect NAME --help`.
  package func text(for command: any CommandTable.Type) -> String {
    let summary = command.summary.prefix(1).uppercased() + command.summary.dropFirst()
    var text = "\(usageLines(for: command))\n\n\(summary).\n\n\(command.about)\n"
    if !command.positionals.isEmpty {
      text += "\narguments:\n"
      for positional in command.positionals {
        var help = positional.help
        if positional.repeats, command.runsAsBatch {
          help += "; several files and directories run as a batch (see '\(program.name) --help')"
        }
        text += Self.entry(positional.usage, help)
      }
    }
    text += "\noptions:\n"
    for option in command.parseTable {
      text += Self.entry(option.helpUsage, Self.optionHelp(option))
    }
    if !command.notes.isEmpty { text += "\n\(command.notes)\n" }
    text += "\nexamples:\n"
    for example in command.examples { text += "  \(example)\n" }
    return text
  }

  /// The option's help with its default and its condition, as help and the manual page say.
  package static func optionHelp(_ option: Option) -> String {
    var help = option.help
    if let defaultValue = option.defaultValue, case .choice = option.value {
      help += " (default \(defaultValue))"
    }
    switch option.appliesWhen {
    case .option(let other, let values, _)?:
      help += "; with \(other.name) \(Arguments.orList(values)) only"
    case .given(let others)?:
      help += "; with \(Arguments.orList(others.map(\.name))) only"
    case nil: break
    }
    return help
  }

  /// `  --gap PT              the distance …`, wrapped; a long name puts the text below it.
  package static func entry(_ name: String, _ help: String) -> String {
    let indent = String(repeating: " ", count: column)
    let lead = "  " + name
    let body = wrap(help, width: width - column).split(
      separator: "\n", omittingEmptySubsequences: false)
    var text = ""
    if lead.count <= column - 2 {
      text = lead.padding(toLength: column, withPad: " ", startingAt: 0) + body[0] + "\n"
    } else {
      text = lead + "\n" + indent + body[0] + "\n"
    }
    for line in body.dropFirst() { text += indent + line + "\n" }
    return text
  }

  /// Words wrapped to `width` columns.
  package static func wrap(_ text: String, width: Int = width) -> String {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      if line.isEmpty {
        line = String(word)
      } else if line.count + 1 + word.count <= width {
        line += " " + word
      } else {
        lines.append(line)
        line = String(word)
      }
    }
    if !line.isEmpty { lines.append(line) }
    return lines.joined(separator: "\n")
  }
}
