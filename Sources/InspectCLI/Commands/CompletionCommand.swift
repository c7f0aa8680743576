import ArgumentParsing
import TerminalOutput

/// `inspect completion bash|zsh|fish`: prints a completion script made from the option tables.
enum CompletionCommand: Command {
  static let name = "completion"
  static let summary = "print a shell completion script (bash, zsh or fish)"
  static let about = """
    Prints a script that completes inspect's commands, their options, the words of each
    choice (--format, --patch, --from …), files and directories, for the shell named. It is
    made from the same tables as the help, so it always knows every option.

    To install it:
      bash   eval "$(inspect completion bash)" in ~/.bashrc, or
             inspect completion bash > ~/.local/share/bash-completion/completions/inspect
      zsh    inspect completion zsh > ~/.zsh/completions/_inspect, with that directory in
             $fpath before compinit runs
      fish   inspect completion fish > ~/.config/fish/completions/inspect.fish
    """
  static let positionals = [
    Positional(
      name: "SHELL", help: "the shell: bash, zsh or fish", completion: .none,
      choices: Completion.Shell.allCases.map(\.rawValue))
  ]
  static let options: [Option] = []
  static let examples = [
    "inspect completion bash > ~/.local/share/bash-completion/completions/inspect",
    "inspect completion fish > ~/.config/fish/completions/inspect.fish",
  ]

  /// A run's options, typed, from the table.
  struct Options {
    var shell: Completion.Shell

    /// - Throws: `UsageError` for a SHELL the parser let through that is none (it checks
    ///   SHELL against the same words).
    init(_ arguments: Arguments) throws(UsageError) {
      guard let shell = arguments.positionals.first.flatMap(Completion.Shell.init(rawValue:))
      else { throw UsageError("SHELL must be one of bash, zsh, fish", command: name) }
      self.shell = shell
    }
  }

  static func run(_ arguments: Arguments, io: StandardStreams) throws -> Int32 {
    io.out(Completion(Inspect.program).script(for: try Options(arguments).shell))
    return Inspect.success
  }
}
