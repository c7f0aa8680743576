/// The help texts.
enum Usage {
  static let version = "0.1.0"

  static var topLevel: String {
    var text = """
      inspect — read, lay out and patch recorded iOS view hierarchies

      usage: inspect COMMAND [OPTIONS] ...
             inspect help COMMAND

      commands:

      """
    for command in commands {
      text += "  " + command.name.padding(toLength: 10, withPad: " ", startingAt: 0)
      text += command.summary + "\n"
    }
    text += """

      Every command that reads a dump takes --from lldb|xml|json (else the format is detected)
      and --strict (an unreadable line of LLDB text is then an error). '-' is standard input
      or output; '--' ends the options. Errors go to standard error as
      'file:line:column: error: message'.

      Exit status: 0 success, 1 failure or findings, 64 usage error.
      See 'inspect COMMAND --help'.
      """
    return text
  }

  /// The options every command that reads a dump takes, for the commands' help texts.
  static let inputOptionsHelp = """
      --from lldb|xml|json  the format of DUMP (default: detected from its first bytes)
      --strict              an unreadable line of LLDB text is an error, not a warning
      -h, --help            show this help
    """

  static func text(for command: any Command.Type) -> String {
    let summary = command.summary.prefix(1).uppercased() + command.summary.dropFirst()
    return "usage: \(command.synopsis)\n\n\(summary).\n\n\(command.help)"
  }
}
