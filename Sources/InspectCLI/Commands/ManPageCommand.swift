import ArgumentParsing
import TerminalOutput

/// `inspect manpage`: prints the manual page, inspect(1), made from the option tables.
enum ManPageCommand: Command {
  static let name = "manpage"
  static let summary = "print the manual page inspect(1), in roff"
  static let about = """
    Prints the manual page: every command with its synopsis, its description, every option
    and examples, made from the same tables as the help. The repository holds a copy in
    docs/inspect.1 (a test keeps it equal to this output).

    To install it, so that 'man inspect' shows it:
      inspect manpage > /usr/local/share/man/man1/inspect.1     (as root; macOS and Linux)
      inspect manpage > ~/.local/share/man/man1/inspect.1       (for one user, Linux: man
                                                                 finds it beside ~/.local/bin)
    """
  static let positionals: [Positional] = []
  static let options: [Option] = []
  static let examples = [
    "inspect manpage | man -l -",
    "inspect manpage > /usr/local/share/man/man1/inspect.1",
  ]

  static func run(_ arguments: Arguments, io: StandardStreams) throws -> Int32 {
    io.out(ManPage(Inspect.program).text)
    return Inspect.success
  }
}
