/// A hand-written argument parser: flags, options with one or more values, positionals,
/// `--` to end options, `-` as a positional (standard input or output), `--name=value`.
public struct Arguments: Sendable {
  public struct Spec: Sendable {
    /// Flags without a value (`--guides`).
    public var flags: Set<String>
    /// Options and how many values each takes (`-o`: 1, `--min-size`: 2).
    public var options: [String: Int]
    public init(flags: Set<String> = [], options: [String: Int] = [:]) {
      self.flags = flags
      self.options = options
    }

    /// Every flag and option name.
    var names: Set<String> { flags.union(options.keys) }
  }

  public private(set) var positionals: [String] = []
  private var flagsSeen: Set<String> = []
  private var values: [String: [String]] = [:]

  /// - Throws: `UsageError` naming the unknown option or the missing value.
  public init(_ arguments: [String], spec: Spec, command: String) throws(UsageError) {
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
      if spec.flags.contains(name) {
        guard inline == nil else {
          throw UsageError("option '\(name)' takes no value", command: command)
        }
        flagsSeen.insert(name)
      } else if let arity = spec.options[name] {
        var collected: [String] = []
        if let inline { collected.append(inline) }
        while collected.count < arity {
          // A value may start with '-' (`--gap -4`), but not be another option of the command.
          guard index < arguments.count, !spec.names.contains(arguments[index]) else {
            let what = arity == 1 ? "a value" : "\(arity) values"
            throw UsageError("option '\(name)' needs \(what)", command: command)
          }
          collected.append(arguments[index])
          index += 1
        }
        values[name] = collected
      } else {
        var message = "unknown option '\(name)'"
        if let near = UsageError.nearest(to: name, among: spec.names.sorted() + ["--help"]) {
          message += "; did you mean '\(near)'?"
        }
        throw UsageError(message, command: command)
      }
    }
  }

  public func flag(_ name: String) -> Bool { flagsSeen.contains(name) }
  public func value(_ name: String) -> String? { values[name]?.first }
  public func values(_ name: String) -> [String]? { values[name] }

  /// A numeric option, or a usage error naming it.
  public func number(_ name: String, command: String) throws(UsageError) -> Double? {
    guard let text = value(name) else { return nil }
    guard let number = Double(text), number.isFinite else {
      throw UsageError("option '\(name)' needs a number, not '\(text)'", command: command)
    }
    return number
  }

  /// One of a fixed set of words, or a usage error listing them.
  public func choice<T: RawRepresentable & CaseIterable>(
    _ name: String, as type: T.Type, command: String
  ) throws(UsageError) -> T? where T.RawValue == String {
    guard let text = value(name) else { return nil }
    guard let choice = T(rawValue: text) else {
      let words = T.allCases.map(\.rawValue).joined(separator: ", ")
      throw UsageError("option '\(name)' must be one of \(words), not '\(text)'", command: command)
    }
    return choice
  }

  /// Exactly `count` positionals, or a usage error.
  public func expectPositionals(_ names: [String], command: String) throws(UsageError) {
    if positionals.count < names.count {
      throw UsageError("missing \(names[positionals.count])", command: command)
    }
    if positionals.count > names.count {
      throw UsageError("unexpected argument '\(positionals[names.count])'", command: command)
    }
  }
}
