import DumpModel

/// An option of a command's table together with the type of its value and how it is read.
/// Commands read their options through these (`arguments[PatchOptions.gap]`), never by the
/// option's name: the entry in the table, its default and its range are declared once, where
/// the key is made, and help, the manual page and completion read the same `Option`.
package struct TypedOption<Value: Sendable>: Sendable {
  /// The table's entry.
  package let option: Option
  private let read: @Sendable (Arguments) -> Value

  private init(_ option: Option, read: @escaping @Sendable (Arguments) -> Value) {
    self.option = option
    self.read = read
  }

  /// The option's value in `arguments`, already checked by the parser.
  package func value(in arguments: Arguments) -> Value { read(arguments) }
}

extension TypedOption where Value == Bool {
  /// A flag: given or not.
  package static func flag(_ option: Option) -> TypedOption {
    precondition(option.isFlag, "\(option.name) takes a value")
    return TypedOption(option) { $0.isGiven(option) }
  }
}

extension TypedOption where Value == String? {
  /// One word or path (`-o OUT`, `--root QUERY`), nil when absent.
  package static func text(_ option: Option) -> TypedOption {
    TypedOption(option) { $0.words(of: option)?.first }
  }
}

extension TypedOption where Value == [String] {
  /// Every value of a repeated option (`--rule ID …`), in the order given; none when absent.
  package static func texts(_ option: Option) -> TypedOption {
    TypedOption(option) { $0.words(of: option) ?? [] }
  }
}

extension TypedOption where Value == Double? {
  /// One number within the option's range, nil when absent.
  package static func number(_ option: Option) -> TypedOption {
    TypedOption(option) { $0.numbers(of: option)?.first }
  }
}

extension TypedOption where Value == Double {
  /// One number within the option's range, `defaultValue` when absent; the default is the
  /// one help and the manual page print.
  package static func number(_ option: Option, default defaultValue: Double) -> TypedOption {
    var declared = option
    declared.defaultValue = formatNumber(defaultValue)
    return TypedOption(declared) { $0.numbers(of: option)?.first ?? defaultValue }
  }
}

extension TypedOption where Value == [Double]? {
  /// The numbers of a multi-valued option (`--min-size W H`), nil when absent.
  package static func numbers(_ option: Option) -> TypedOption {
    TypedOption(option) { arguments in
      arguments.numbers(of: option).flatMap { $0.count == option.arity ? $0 : nil }
    }
  }
}

extension TypedOption {
  /// One of a fixed set of words, read as `Choice`; the table's words are `Choice`'s cases
  /// (all of them, or the `only` ones), so that a word the parser let through is always one.
  package static func choice<Choice: RawRepresentable & CaseIterable & Sendable>(
    _ option: Option, _ type: Choice.Type, only: [Choice]? = nil
  ) -> TypedOption where Value == Choice?, Choice.RawValue == String {
    var declared = option
    declared.value = .choice((only ?? Array(Choice.allCases)).map(\.rawValue))
    return TypedOption(declared) {
      $0.words(of: option)?.first.flatMap(Choice.init(rawValue:))
    }
  }
}

extension TypedOption
where Value: RawRepresentable & CaseIterable, Value.RawValue == String {
  /// A choice with a default, which help and the manual page print and conditions read.
  package static func choice(_ option: Option, default defaultValue: Value) -> TypedOption {
    var declared = option
    declared.value = .choice(Value.allCases.map(\.rawValue))
    declared.defaultValue = defaultValue.rawValue
    return TypedOption(declared) {
      $0.words(of: option)?.first.flatMap(Value.init(rawValue:)) ?? defaultValue
    }
  }
}

extension Arguments {
  /// `arguments[PatchOptions.gap]`.
  package subscript<Value>(_ key: TypedOption<Value>) -> Value { key.value(in: self) }
}
