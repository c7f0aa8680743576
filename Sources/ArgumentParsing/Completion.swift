import Foundation

/// Shell completion scripts of a program, made from its commands' tables: every command,
/// every option of each, the words of a choice, files where a file goes, directories where a
/// directory goes, nothing where a number goes.
package struct Completion {
  package enum Shell: String, CaseIterable, Sendable { case bash, zsh, fish }

  package let program: Program

  package init(_ program: Program) { self.program = program }

  /// The program's name, as each script names the command it completes.
  private var name: String { program.name }
  private var commands: [any CommandTable.Type] { program.commands }

  package func script(for shell: Shell) -> String {
    switch shell {
    case .bash: return bash
    case .zsh: return zsh
    case .fish: return fish
    }
  }

  /// What a top-level word can be.
  private var topWords: [String] {
    commands.map { $0.name } + ["help", Option.help.longName, Option.version.longName]
  }

  // MARK: bash

  var bash: String {
    var script = """
      # bash completion for \(name): eval "$(\(name) completion bash)" in ~/.bashrc, or save
      # it as ~/.local/share/bash-completion/completions/\(name)
      _\(name)() {
        local cur="${COMP_WORDS[COMP_CWORD]}" prev="${COMP_WORDS[COMP_CWORD-1]}"
        local before="${COMP_WORDS[COMP_CWORD-2]}"
        COMPREPLY=()
        if [ "$COMP_CWORD" -eq 1 ]; then
          COMPREPLY=($(compgen -W "\(topWords.joined(separator: " "))" -- "$cur"))
          return
        fi
        case "${COMP_WORDS[1]}" in

      """
    for command in commands {
      script += "    \(command.name))\n"
      script += "      case \"$prev\" in\n"
      for option in command.parseTable where !option.isFlag {
        script +=
          "        \(option.names.joined(separator: "|"))) \(Self.bashValue(option)); return ;;\n"
      }
      script += "      esac\n"
      let pairs = command.parseTable.filter { $0.arity == 2 }.flatMap(\.names)
      if !pairs.isEmpty {
        script += "      case \"$before\" in \(pairs.joined(separator: "|"))) return ;; esac\n"
      }
      let names = command.parseTable.flatMap(\.names).joined(separator: " ")
      script += "      if [[ \"$cur\" == -* ]]; then\n"
      script += "        COMPREPLY=($(compgen -W \"\(names)\" -- \"$cur\"))\n"
      script += "        return\n"
      script += "      fi\n"
      script += "      \(Self.bashPositional(command))\n"
      script += "      ;;\n"
    }
    script += """
          help) COMPREPLY=($(compgen -W "\(commands.map { $0.name }.joined(separator: " "))" -- "$cur")) ;;
        esac
      }
      complete -o filenames -o bashdefault -F _\(name) \(name)

      """
    return script
  }

  private static func bashValue(_ option: Option) -> String {
    switch option.value {
    case .choice(let words):
      return "COMPREPLY=($(compgen -W \"\(words.joined(separator: " "))\" -- \"$cur\"))"
    case .text(_, .file): return "COMPREPLY=($(compgen -f -- \"$cur\"))"
    case .text(_, .directory): return "COMPREPLY=($(compgen -d -- \"$cur\"))"
    case .text(_, .words(let words)):
      return "COMPREPLY=($(compgen -W \"\(words.joined(separator: " "))\" -- \"$cur\"))"
    case .flag, .text(_, .none), .numbers: return ":"
    }
  }

  private static func bashPositional(_ command: any CommandTable.Type) -> String {
    if let words = command.positionals.first?.choices {
      return "COMPREPLY=($(compgen -W \"\(words.joined(separator: " "))\" -- \"$cur\"))"
    }
    switch command.positionals.first?.completion {
    case .file?: return "COMPREPLY=($(compgen -f -- \"$cur\"))"
    case .directory?: return "COMPREPLY=($(compgen -d -- \"$cur\"))"
    case .words(let words)?:
      return "COMPREPLY=($(compgen -W \"\(words.joined(separator: " "))\" -- \"$cur\"))"
    case .none?, nil: return ":"
    }
  }

  // MARK: zsh

  var zsh: String {
    var script = """
      #compdef \(name)
      # zsh completion for \(name): save as _\(name) in a directory of $fpath
      # (\(name) completion zsh > ~/.zsh/completions/_\(name)), then compinit
      _\(name)() {
        local state
        local -a commands
        commands=(

      """
    for command in commands {
      script += "    \(Self.zshQuote("\(command.name):\(command.summary)"))\n"
    }
    script += """
        )
        _arguments -C '1: :->command' '*:: :->argument' '(- *)--help[show the help]' '(- *)--version[print the version]'
        case $state in
          command) _describe -t commands '\(name) command' commands ;;
          argument)
            case $words[1] in

      """
    for command in commands {
      var specs: [String] = []
      for option in command.parseTable {
        for name in option.names { specs.append(Self.zshQuote(Self.zshSpec(name, option))) }
      }
      for positional in command.positionals {
        let star = positional.repeats ? "*" : ""
        let action: String
        if let words = positional.choices {
          action = "(\(words.joined(separator: " ")))"
        } else {
          action = Self.zshAction(positional.completion)
        }
        specs.append(Self.zshQuote("\(star):\(positional.name):\(action)"))
      }
      script += "          \(command.name)) _arguments -s \\\n"
      script += specs.map { "            \($0)" }.joined(separator: " \\\n") + " ;;\n"
    }
    script += """
            esac ;;
        esac
      }
      _\(name) "$@"

      """
    return script
  }

  private static func zshSpec(_ name: String, _ option: Option) -> String {
    let help = Self.shortHelp(option.help).replacingOccurrences(of: "[", with: "(")
      .replacingOccurrences(of: "]", with: ")").replacingOccurrences(of: ":", with: "\\:")
    var spec = "\(name)[\(help)]"
    switch option.value {
    case .flag: break
    case .choice(let words): spec += ":\(name.dropFirst(2)):(\(words.joined(separator: " ")))"
    case .text(let metavar, let completion): spec += ":\(metavar):\(Self.zshAction(completion))"
    case .numbers(let metavars, _): spec += metavars.map { ":\($0): " }.joined()
    }
    return spec
  }

  private static func zshAction(_ completion: Option.Completion) -> String {
    switch completion {
    case .file: return "_files"
    case .directory: return "_files -/"
    case .words(let words): return "(\(words.joined(separator: " ")))"
    case .none: return " "
    }
  }

  /// Single quotes for zsh and fish: `'it'\''s'`.
  private static func zshQuote(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
  }

  /// The help up to its first `;` or `(`: what fits beside a completion.
  private static func shortHelp(_ help: String) -> String {
    let end = help.firstIndex(where: { $0 == ";" || $0 == "(" }) ?? help.endIndex
    return help[..<end].trimmingCharacters(in: .whitespaces)
  }

  // MARK: fish

  var fish: String {
    var script = """
      # fish completion for \(name): \(name) completion fish > ~/.config/fish/completions/\(name).fish
      complete -c \(name) -f
      complete -c \(name) -n __fish_use_subcommand -l help -s h -d 'show the help'
      complete -c \(name) -n __fish_use_subcommand -l version -d 'print the version'

      """
    for command in commands {
      script +=
        "complete -c \(name) -n __fish_use_subcommand -a \(command.name) -d \(Self.zshQuote(command.summary))\n"
    }
    for command in commands {
      let when = "-n '__fish_seen_subcommand_from \(command.name)'"
      for option in command.parseTable {
        var line = "complete -c \(name) \(when)"
        for name in option.names {
          line += name.hasPrefix("--") ? " -l \(name.dropFirst(2))" : " -s \(name.dropFirst())"
        }
        switch option.value {
        case .flag: break
        case .choice(let words): line += " -x -a \(Self.zshQuote(words.joined(separator: " ")))"
        case .text(_, .file): line += " -r -F"
        case .text(_, .directory): line += " -x -a '(__fish_complete_directories)'"
        case .text(_, .words(let words)):
          line += " -x -a \(Self.zshQuote(words.joined(separator: " ")))"
        case .text(_, .none), .numbers: line += " -x"
        }
        script += line + " -d \(Self.zshQuote(Self.shortHelp(option.help)))\n"
      }
      if let words = command.positionals.first?.choices {
        script += "complete -c \(name) \(when) -a \(Self.zshQuote(words.joined(separator: " ")))\n"
      } else if command.positionals.first?.completion == .file {
        script += "complete -c \(name) \(when) -F\n"
      }
    }
    return script
  }
}
