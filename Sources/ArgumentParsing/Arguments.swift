import DumpModel

/// A command line parsed against a command's option table (`Option`): flags, options with
/// one or more values, positionals, `--` to end options, `-` as a positional (standard input
/// or output), `--name=value`. Everything the table can say is checked here, once for every
/// command: unknown options (with "did you mean"), missing values, choices, numbers and their
/// ranges, options that do nothing in this run, options that exclude each other, and the
/// number of positionals.
package struct Arguments: Sendable {
  package internal(set) var positionals: [String] = []
  private var flagsSeen: Set<String> = []
  private var values: [String: [String]] = [:]
  /// The name each option was given by (`--output` or `-o`), for messages.
  private var spelled: [String: String] = [:]
  /// Canonical name of every name (`--output` → `-o`).
  private let canonical: [String: String]
  private let table: [String: Option]
  package let command: String

  /// - Throws: `UsageError` naming the first problem.
  package init(
    _ arguments: [String], options: [Option], positionals expected: [Positional] = [],
    exclusive: [[Option]] = [], command: String
  ) throws(UsageError) {
    self.command = command
    var canonical: [String: String] = [:]
    var table: [String: Option] = [:]
    for option in options {
      table[option.name] = option
      for name in option.names { canonical[name] = option.name }
    }
    self.canonical = canonical
    self.table = table
    try parse(arguments)
    // Choices first (conditions read them), then what applies, then numbers.
    for option in options where option.isChoice { try checkValue(of: option) }
    try check(options, exclusive: exclusive)
    for option in options where !option.isChoice { try checkValue(of: option) }
    if !expected.isEmpty { try expectPositionals(expected) }
  }

  private mutating func parse(_ arguments: [String]) throws(UsageError) {
    var index = 0
    var optionsEnded = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
        positionals.append(argument)
        continue
      }
      if argument == "--" {
        optionsEnded = true
        continue
      }
      var name = argument
      var inline: String?
      if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
        name = String(argument[..<equals])
        inline = String(argument[argument.index(after: equals)...])
      }
      guard let key = canonical[name], let option = table[key] else {
        var message = "unknown option '\(name)'"
        if let near = Suggestion.nearest(to: name, among: canonical.keys.sorted(), minimumLength: 4)
        {
          message += "; did you mean '\(near)'?"
        }
        throw UsageError(message, command: command)
      }
      if option.isFlag {
        guard inline == nil else {
          throw UsageError("option '\(name)' takes no value", command: command)
        }
        flagsSeen.insert(key)
        continue
      }
      var collected: [String] = []
      if let inline { collected.append(inline) }
      while collected.count < option.arity {
        // A value may start with '-' (`--gap -4`), but not be another option of the command.
        guard index < arguments.count, canonical[arguments[index]] == nil else {
          let what = option.arity == 1 ? "a value" : "\(option.arity) values"
          throw UsageError("option '\(name)' needs \(what)", command: command)
        }
        collected.append(arguments[index])
        index += 1
      }
      values[key] = option.repeats ? (values[key] ?? []) + collected : collected
      spelled[key] = name
    }
  }

  /// A choice is one of its words; numbers are finite and in range.
  private func checkValue(of option: Option) throws(UsageError) {
    guard let given = values[option.name] else { return }
    let name = spelled[option.name] ?? option.name
    switch option.value {
    case .flag, .text: return
    case .choice(let words):
      guard let wrong = given.first(where: { !words.contains($0) }) else { return }
      throw UsageError(Self.notOneOf("option '\(name)'", words, wrong), command: command)
    case .numbers(let metavars, let range):
      let numbers = given.map { try? ValueParser.number($0) }
      guard numbers.allSatisfy({ $0.map(range.contains) ?? false }) else {
        let what = range.phrase(count: metavars.count)
        let shape = metavars.count > 1 ? " (\(metavars.joined(separator: " ")))" : ""
        throw UsageError(
          "option '\(name)' needs \(what)\(shape), not '\(given.joined(separator: " "))'",
          command: command)
      }
    }
  }

  /// Options that do nothing in this run, and options that exclude each other.
  private func check(_ options: [Option], exclusive: [[Option]]) throws(UsageError) {
    for group in exclusive {
      let given = group.filter(isGiven).map(\.name)
      if given.count > 1 {
        throw UsageError(
          "'\(given[0])' and '\(given[1])' cannot be used together", command: command)
      }
    }
    for option in options where isGiven(option.name) {
      switch option.appliesWhen {
      case nil: continue
      case .option(let other, let allowed, let reason):
        // The default of the command's own entry: `report` takes `--patch` without one.
        let current = values[other.name]?.first ?? table[other.name]?.defaultValue
        guard let current, !allowed.contains(current) else { continue }
        let list = Self.orList(allowed)
        let why = reason.map { "; \($0)" } ?? ""
        throw UsageError(
          "option '\(option.name)' applies to \(other.name) \(list) only\(why)", command: command)
      case .given(let others):
        guard !others.contains(where: isGiven) else { continue }
        throw UsageError(
          "option '\(option.name)' applies with \(Self.orList(others.map(\.name))) only",
          command: command)
      }
    }
  }

  /// `option '--format' must be one of text, json, not 'jsn'; did you mean 'json'?`
  package static func notOneOf(_ subject: String, _ words: [String], _ given: String) -> String {
    var message = "\(subject) must be one of \(words.joined(separator: ", ")), not '\(given)'"
    if let near = Suggestion.nearest(to: given, among: words) {
      message += "; did you mean '\(near)'?"
    }
    return message
  }

  /// The value the last `option` before `--` is given in `words` (`--format json`,
  /// `--format=json`), read from the words themselves: a command line that does not parse
  /// is still answered in the format it asks for. Nil when the option is not given.
  package static func lastValue(of option: Option, in words: [String]) -> String? {
    let options = Array(words.prefix { $0 != "--" })
    var value: String?
    var index = 0
    // The last one wins, as the parser keeps the last value of an option given twice.
    while index < options.count {
      let word = options[index]
      if let name = option.names.first(where: { $0.hasPrefix("--") && word.hasPrefix($0 + "=") }) {
        value = String(word.dropFirst(name.count + 1))
      } else if option.names.contains(word), index + 1 < options.count {
        value = options[index + 1]
        index += 1
      }
      index += 1
    }
    return value
  }

  /// `a`, `a or b`, `a, b or c`.
  package static func orList(_ words: [String]) -> String {
    guard words.count > 1 else { return words.first ?? "" }
    return words.dropLast().joined(separator: ", ") + " or " + words[words.count - 1]
  }

  private func isGiven(_ name: String) -> Bool {
    guard let key = canonical[name] else { return false }
    return flagsSeen.contains(key) || values[key] != nil
  }

  /// The number of positionals the command takes: each fixed one exactly once, a repeating
  /// one at least once.
  package func expectPositionals(_ expected: [Positional]) throws(UsageError) {
    let fixed = expected.filter { !$0.repeats }.count
    let repeats = expected.contains { $0.repeats }
    if positionals.count < expected.count {
      // Fill the fixed ones after a repeating one from the end: `find DUMP… QUERY`.
      throw UsageError("missing \(expected[positionals.count].name)", command: command)
    }
    if !repeats, positionals.count > fixed {
      throw UsageError("unexpected argument '\(positionals[fixed])'", command: command)
    }
    for (positional, given) in zip(expected, positionals) {
      guard let words = positional.choices, !words.contains(given) else { continue }
      throw UsageError(Self.notOneOf(positional.name, words, given), command: command)
    }
  }

  /// Whether the option was given (a flag, or an option with its value).
  package func isGiven(_ option: Option) -> Bool { isGiven(option.name) }
  /// The words given to the option: its value, the words of a multi-valued option
  /// (`--min-size W H`), or each value of a repeated one (`--rule ID …`) in the order given.
  /// Commands read them through a `TypedOption`.
  func words(of option: Option) -> [String]? { values[option.name] }
  /// The numbers of a numeric option, already checked against its range by the parser.
  func numbers(of option: Option) -> [Double]? {
    values[option.name]?.compactMap { try? ValueParser.number($0) }
  }

  /// The same arguments with other positionals: one input of a batch.
  package func with(positionals: [String]) -> Arguments {
    var copy = self
    copy.positionals = positionals
    return copy
  }

  /// The same arguments with an option's value replaced: one input's output in a batch.
  package func setting(_ option: Option, to value: String) -> Arguments {
    var copy = self
    copy.values[option.name] = [value]
    return copy
  }

  /// The same arguments without some options (the batch layer's own, as `--out-dir`).
  package func removing(_ options: [Option]) -> Arguments {
    var copy = self
    for option in options {
      copy.values[option.name] = nil
      copy.flagsSeen.remove(option.name)
    }
    return copy
  }
}
