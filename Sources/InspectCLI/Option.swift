import HierarchyIO

/// One option of a command, as its table declares it. The table is the one place an option
/// is described: parsing, `--help`, the synopsis, shell completion, "did you mean" and the
/// manual page are all made from it (docs/inspect.1).
struct Option: Sendable {
  /// The names, the canonical one first (`-o`, then `--output`). Values are stored and looked
  /// up under the canonical name; any name finds them.
  var names: [String]
  var value: Value
  /// One line (or a few) for `--help` and the manual page, lowercase, no final period.
  var help: String
  /// The value the command uses when the option is absent, for conditions and for help.
  var defaultValue: String?
  /// When the option does something: absent means always. Given where it does nothing, it
  /// is a usage error (`--item-gap` without `--patch spacing`).
  var appliesWhen: Condition?
  /// Listed in the synopsis line (the options every reading command takes are not).
  var inSynopsis = true
  /// May be given several times, each value kept (`--rule ID …`); otherwise the last wins.
  var repeats = false

  /// What an option takes.
  enum Value: Sendable {
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
  enum Completion: Sendable, Equatable {
    case none, file, directory
    case words([String])
  }

  /// Where a number makes sense. Every number must be finite.
  enum NumberRange: Sendable {
    case any, nonNegative, positive
    /// Above 0 and at most this (a bar's sizes: `BarDescription.largestSize`).
    case positiveUpTo(Double)
    /// 0 or more and at most this.
    case nonNegativeUpTo(Double)
    /// From minus this to this (a patch's gap, which may be negative).
    case within(Double)

    func contains(_ number: Double) -> Bool {
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
    func phrase(count: Int) -> String {
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

  /// When an option does something.
  enum Condition: Sendable {
    /// Another option (or its default) has one of these values: `--patch spacing`.
    case option(String, isOneOf: [String], reason: String? = nil)
    /// One of these options is given: `--to` with `-o` or `--out-dir`.
    case given([String])
  }

  init(
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

  var name: String { names[0] }
  /// How many words follow the option's name.
  var arity: Int {
    switch value {
    case .flag: return 0
    case .text, .choice: return 1
    case .numbers(let metavars, _): return metavars.count
    }
  }
  var isFlag: Bool { arity == 0 }
  var isChoice: Bool {
    if case .choice = value { return true }
    return false
  }

  /// The option with its value as the synopsis and help show it: `--gap PT`,
  /// `--format text|json`, `-o, --output OUT`.
  var usage: String { "\(name)\(valueUsage)" }
  var helpUsage: String { names.joined(separator: ", ") + valueUsage }
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
struct Positional: Sendable {
  var name: String
  var help: String
  /// Takes several values: files and directories, run in parallel as a batch.
  var repeats = false
  var completion: Option.Completion = .file
  /// The words it may be (`completion SHELL`: bash, zsh, fish), checked by the parser.
  var choices: [String]? = nil

  /// `DUMP…` or `QUERY`.
  var usage: String { repeats ? "\(name)…" : name }
}

/// The options several commands share, so that each is written once.
extension Option {
  /// `--from`: the formats come from `InputFormat`, so a new reader (sentry) adds its name
  /// to parsing, help, completion and the manual page by adding its case there.
  static let from = Option(
    "--from", value: .choice(InputFormat.allCases.map(\.rawValue)),
    help: "the format of the input (default: detected from its first bytes)", inSynopsis: false)
  static let strict = Option(
    "--strict", help: "an unreadable line of console text is an error, not a warning",
    inSynopsis: false)
  static let help = Option("-h", "--help", help: "show this help", inSynopsis: false)

  /// What every command that reads a dump takes.
  static let input: [Option] = [from, strict]

  /// `--format` with its words, text first (the default).
  static func format(_ words: [String], help: String) -> Option {
    Option("--format", value: .choice(words), help: help, defaultValue: words.first)
  }

  /// `-o, --output OUT`.
  static func output(help: String) -> Option {
    Option("-o", "--output", value: .text(metavar: "OUT", completion: .file), help: help)
  }

  /// `--out-dir DIR`: the batch layer writes each input's output under DIR, at the input's
  /// name (docs/inspect.1, BATCH RUNS).
  static let outDir = Option(
    "--out-dir", value: .text(metavar: "DIR", completion: .directory),
    help: "write each input's output under DIR, at the input's name (made as needed); "
      + ".txt and .log inputs become .xml (or .json with --to json)")
}
