import Foundation

/// A program's manual page, in roff, made from its commands' tables and help prose
/// (`inspect manpage`; docs/inspect.1 is a copy a test keeps equal).
package struct ManPage {
  package let program: Program

  package init(_ program: Program) { self.program = program }

  package var text: String {
    let usage = Usage(program)
    var page = """
      .TH \(program.name.uppercased()) 1 "" "\(program.name) \(program.version)" "User Commands"
      .SH NAME
      \(program.name) \\- \(program.title)
      .SH SYNOPSIS
      .nf

      """
    for command in program.commands {
      page += Self.roff(usage.usageLines(for: command, lead: "")) + "\n"
    }
    page += ".fi\n.SH DESCRIPTION\n"
    page += Self.paragraphs(program.description)
    page += Self.paragraphs(program.commonText)
    page += ".SH COMMANDS\n"
    for command in program.commands { page += section(command) }
    for (title, body) in program.sections {
      page += ".SH \(title)\n" + Self.paragraphs(body)
    }
    page += ".SH \"SEE ALSO\"\n\(program.seeAlso)\n"
    return page
  }

  /// One command: summary, prose, arguments, options, notes, examples.
  private func section(_ command: any CommandTable.Type) -> String {
    var text = ".SS \"\(program.name) \(command.name)\"\n"
    text += Self.roff(command.summary.prefix(1).uppercased() + command.summary.dropFirst()) + ".\n"
    text += Self.paragraphs(command.about)
    for positional in command.positionals {
      text += ".TP\n\\fI\(Self.roff(positional.usage))\\fR\n\(Self.roff(positional.help))\n"
    }
    for option in command.parseTable {
      text +=
        ".TP\n\\fB\(Self.roff(option.helpUsage))\\fR\n\(Self.roff(Usage.optionHelp(option)))\n"
    }
    text += Self.paragraphs(command.notes)
    if !command.examples.isEmpty {
      text += ".PP\nExamples:\n.nf\n.RS\n"
      for example in command.examples { text += Self.roff(example) + "\n" }
      text += ".RE\n.fi\n"
    }
    return text
  }

  /// Prose as roff: a paragraph of unindented lines is filled; one with indented lines
  /// (a list, an example) is kept as it is.
  package static func paragraphs(_ prose: String) -> String {
    var text = ""
    for paragraph in prose.components(separatedBy: "\n\n") where !paragraph.isEmpty {
      let lines = paragraph.split(separator: "\n").map(String.init)
      if lines.dropFirst().contains(where: { $0.hasPrefix(" ") }) || lines[0].hasPrefix(" ") {
        text += ".PP\n.nf\n" + lines.map(roff).joined(separator: "\n") + "\n.fi\n"
      } else {
        text += ".PP\n" + roff(lines.joined(separator: " ")) + "\n"
      }
    }
    return text
  }

  /// Text escaped for roff: backslashes, hyphens (so that options copy as typed), a line
  /// that would start with a control character, and every character beyond ASCII as
  /// `\[uXXXX]` (groff and mandoc read it whatever the page's encoding).
  package static func roff(_ text: String) -> String {
    var escaped = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": escaped += "\\e"
      case "-": escaped += "\\-"
      case _ where scalar.isASCII: escaped.unicodeScalars.append(scalar)
      default: escaped += "\\[u" + String(format: "%04X", scalar.value) + "]"
      }
    }
    escaped = escaped.replacingOccurrences(of: "\n.", with: "\n\\&.")
    if escaped.hasPrefix(".") || escaped.hasPrefix("'") { escaped = "\\&" + escaped }
    return escaped
  }
}
