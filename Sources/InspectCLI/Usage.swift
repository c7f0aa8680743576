/// The help texts.
enum Usage {
  static let version = "0.1.0"

  static var topLevel: String {
    var text = """
      inspect — read, lay out and patch recorded iOS view hierarchies

      usage: inspect COMMAND [OPTIONS] ...

      commands:

      """
    for command in commands {
      text += "  " + command.name.padding(toLength: 10, withPad: " ", startingAt: 0)
      text += command.summary + "\n"
    }
    text += """

      Every command that reads a dump takes --from lldb|xml|json (else the format is detected)
      and --strict (an unreadable line of LLDB text is then an error). '-' is standard input
      or output. Exit status: 0 success, 1 failure or findings, 64 usage error.
      See 'inspect COMMAND --help'.
      """
    return text
  }

  static func text(for command: any Command.Type) -> String {
    "usage: \(command.synopsis)\n\n\(command.summary)\n\n\(command.help)"
  }
}
