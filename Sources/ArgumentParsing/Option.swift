import DumpModel

/// One option of a command, as its table declares it. The table is the one place an option
/// is described: parsing, `--help`, the synopsis, shell completion, "did you mean" and the
/// manual page are all made from it (docs/inspect.1).
package struct Option: Sendable {
  /// The names, the canonical one first (`-o`, then `--output`). Values are stored and looked
  /// up under the canonical name; any name finds them.
  package var names: [String]
  package var value: Value
  /// One line (or a few) for `--help` and the manual page, lowercase, no final period.
  package var help: String
  /// The value the command uses when the option is absent, for conditions and for help.
  package var defaultValue: String?
  /// When the option does something: absent means always. Given where it does nothing, it
  /// is a usage error (`--item-gap` without `--patch spacing`).
  package var appliesWhen: Condition?
  /// Listed in the synopsis line (the options every reading command takes are not).
  package var inSynopsis = true
  /// May be given several times, each value kept (`--rule ID …`); otherwise the last wins.
  package var repeats = false

  /// What an option takes.
  package enum Value: Sendable {
    /// A flag without a value (`--guides`).
    case flag
    /// One value, shown as `metavar`, completed as `completion` says.
    case text(metavar: String, completion: Completion)
    /// One of a fixed set of words (`--format text|json`).
    case choice([String])
    /// Numbers, one per metavar (`--gap PT`, `--min-size W H`), each within `range`.
    case numbers(metavars: [String], range: NumberRange)
  }

  /// What a shell offers for a value: nothing, files, directories, or the words the value
  /// is usually one of (the rule ids of `--rule`; the command checks the value itself).
  package enum Completion: Sendable, Equatable {
    case none, file, directory
    case words([String])
  }

  /// Where a number makes sense. Every number must be finite.
  package enum NumberRange: Sendable {
    case any, nonNegative, positive
    /// Above 0 and at most this (a bar's sizes: `BarDescription.largestSize`).
    case positiveUpTo(Double)
    /// 0 or more and at most this.
    case nonNegativeUpTo(Double)
    /// From minus this to this (a patch's gap, which may be negative).
    case within(Double)

    package func contains(_ number: Double) -> Bool {
      switch self {
      case .any: return number.isFinite
      case .nonNegative: return number.isFinite && number >= 0
      case .positive: return number.isFinite && number > 0
      case .positiveUpTo(let maximum): return number > 0 && number <= maximum
      case .nonNegativeUpTo(let maximum): return number >= 0 && number <= maximum
      case .within(let maximum): return number >= -maximum && number <= maximum
      }
    }

    /// `a number`, `a number of 0 or more`, `a number above 0`, `a number above 0, up to
    /// 10000`, `a number from -10000 to 10000`; plural with `count` > 1.
    package func phrase(count: Int) -> String {
      let noun = count == 1 ? "a number" : count == 2 ? "two numbers" : "\(count) numbers"
      switch self {
      case .any: return noun
      case .nonNegative: return "\(noun) of 0 or more"
      case .positive: return "\(noun) above 0"
      case .positiveUpTo(let maximum): return "\(noun) above 0, up to \(formatNumber(maximum))"
      case .nonNegativeUpTo(let maximum):
        return "\(noun) of 0 or more, up to \(formatNumber(maximum))"
      case .within(let maximum):
        return "\(noun) from \(formatNumber(-maximum)) to \(formatNumber(maximum))"
      }
    }
  }

  /// When an option does something. It names the other options by their entries, never by
  /// their names: `.when(PatchOptions.kind, isOneOf: [.spacing])`, `.given([output, outDir])`.
  package indirect enum Condition: Sendable {
    /// Another option (or its default) has one of these values: `--patch spacing`.
    case option(Option, isOneOf: [String], reason: String? = nil)
    /// One of these options is given: `--to` with `-o` or `--out-dir`.
    case given([Option])

    /// A choice (or its default) is one of `choices`: `.when(format, isOneOf: [.text])`.
    package static func when<Choice: RawRepresentable>(
      _ key: TypedOption<Choice>, isOneOf choices: [Choice], reason: String? = nil
    ) -> Condition where Choice.RawValue == String {
      .option(key.option, isOneOf: choices.map(\.rawValue), reason: reason)
    }

    /// The same for a choice without a default (`--patch` of `report`).
    package static func when<Choice: RawRepresentable>(
      _ key: TypedOption<Choice?>, isOneOf choices: [Choice], reason: String? = nil
    ) -> Condition where Choice.RawValue == String {
      .option(key.option, isOneOf: choices.map(\.rawValue), reason: reason)
    }
  }

  package init(
    _ names: String..., value: Value = .flag, help: String, defaultValue: String? = nil,
    appliesWhen: Condition? = nil, inSynopsis: Bool = true, repeats: Bool = false
  ) {
    self.names = names
    self.value = value
    self.help = help
    self.defaultValue = defaultValue
    self.appliesWhen = appliesWhen
    self.inSynopsis = inSynopsis
    self.repeats = repeats
  }

  package var name: String { names[0] }
  /// The name with two dashes (`--output` of `-o, --output`), or the canonical one.
  package var longName: String { names.first { $0.hasPrefix("--") } ?? name }

  /// The same option with another help: a shared option (`-o`) that says what it writes in
  /// each command.
  package func with(help: String) -> Option {
    var option = self
    option.help = help
    return option
  }
  /// How many words follow the option's name.
  package var arity: Int {
    switch value {
    case .flag: return 0
    case .text, .choice: return 1
    case .numbers(let metavars, _): return metavars.count
    }
  }
  package var isFlag: Bool { arity == 0 }
  package var isChoice: Bool {
    if case .choice = value { return true }
    return false
  }

  /// The option with its value as the synopsis and help show it: `--gap PT`,
  /// `--format text|json`, `-o, --output OUT`.
  package var usage: String { "\(name)\(valueUsage)" }
  package var helpUsage: String { names.joined(separator: ", ") + valueUsage }
  private var valueUsage: String {
    let more = repeats ? " …" : ""
    switch value {
    case .flag: return ""
    case .text(let metavar, _): return " \(metavar)" + more
    case .choice(let words): return " " + words.joined(separator: "|") + more
    case .numbers(let metavars, _): return " " + metavars.joined(separator: " ") + more
    }
  }
}

/// A positional argument of a command: `DUMP…` (several; directories expand, and the batch
/// layer runs the command once per file), `QUERY`.
package struct Positional: Sendable {
  package var name: String
  package var help: String
  /// Takes several values: files and directories, run in parallel as a batch.
  package var repeats = false
  package var completion: Option.Completion = .file
  /// The words it may be (`completion SHELL`: bash, zsh, fish), checked by the parser.
  package var choices: [String]? = nil

  package init(
    name: String, help: String, repeats: Bool = false, completion: Option.Completion = .file,
    choices: [String]? = nil
  ) {
    self.name = name
    self.help = help
    self.repeats = repeats
    self.completion = completion
    self.choices = choices
  }

  /// `DUMP…` or `QUERY`.
  package var usage: String { repeats ? "\(name)…" : name }
}

extension Option {
  /// `-h, --help`, which every command takes (and the program: `inspect --help`).
  package static let help = Option("-h", "--help", help: "show this help", inSynopsis: false)
  /// `--version`, which the program takes before any command.
  package static let version = Option("--version", help: "print the version")
}
