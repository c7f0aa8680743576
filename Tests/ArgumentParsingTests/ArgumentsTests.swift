import ArgumentParsing
import Testing

/// The table-driven parser every command shares.
@Suite struct ArgumentsTests {
  static let inPlace = TypedOption.flag(Option("--in-place", help: "in place"))
  static let guides = TypedOption.flag(Option("--guides", help: "guides"))
  static let output = TypedOption.text(
    Option("-o", "--output", value: .text(metavar: "OUT", completion: .file), help: "output"))
  static let gap = TypedOption.number(
    Option("--gap", value: .numbers(metavars: ["PT"], range: .any), help: "gap"))
  static let gapAsTyped = TypedOption.text(gap.option)
  static let patch = TypedOption.choice(Option("--patch", help: "patch"), default: Kind.pin)
  static let itemGap = TypedOption.number(
    Option(
      "--item-gap", value: .numbers(metavars: ["PT"], range: .nonNegative), help: "item gap",
      appliesWhen: .when(patch, isOneOf: [.spacing])),
    default: 5)
  static let minSize = TypedOption.numbers(
    Option(
      "--min-size", value: .numbers(metavars: ["W", "H"], range: .positive), help: "size",
      appliesWhen: .when(patch, isOneOf: [.tapArea])))
  static let table: [Option] = [
    inPlace.option, guides.option, output.option, gap.option, patch.option, itemGap.option,
    minSize.option,
    Option(
      "--to", value: .choice(["xml", "json"]), help: "to", appliesWhen: .given([output.option])),
    Option.help,
  ]

  enum Kind: String, CaseIterable, Sendable {
    case pin, spacing
    case tapArea = "tap-area"
  }

  static let exclusive = [[output.option, inPlace.option]]

  func parse(_ arguments: String...) throws(UsageError) -> Arguments {
    try Arguments(arguments, options: Self.table, exclusive: Self.exclusive, command: "patch")
  }

  @Test func flagsOptionsAndPositionalsInAnyOrder() throws {
    let parsed = try parse(
      "--gap", "-4", "in.xml", "--patch", "tap-area", "--min-size", "44", "40", "-o", "-",
      "--guides")
    #expect(parsed.positionals == ["in.xml"])
    #expect(parsed[Self.gap] == -4)
    #expect(parsed[Self.minSize] == [44, 40])
    #expect(parsed[Self.output] == "-")
    #expect(parsed[Self.guides])
    #expect(!parsed[Self.inPlace])
    #expect(parsed[Self.patch] == .tapArea)
  }

  @Test func anAbsentOptionReadsAsItsDeclaredDefault() throws {
    let parsed = try parse("in.xml")
    #expect(parsed[Self.patch] == .pin)
    #expect(parsed[Self.itemGap] == 5)
    #expect(parsed[Self.gap] == nil)
    #expect(parsed[Self.minSize] == nil)
    #expect(!parsed.isGiven(Self.patch.option))
    #expect(Self.patch.option.defaultValue == "pin")
    #expect(Self.itemGap.option.defaultValue == "5")
    #expect(try parse("--patch", "spacing", "--item-gap", "0", "a.xml")[Self.itemGap] == 0)
  }

  @Test func inlineValuesAliasesAndTheLastOfARepeatedOptionWins() throws {
    let parsed = try parse("--gap=3", "a.xml", "--gap", "5")
    #expect(parsed[Self.gapAsTyped] == "5")
    #expect(try parse("--gap=-2.5", "a.xml")[Self.gap] == -2.5)
    #expect(try parse("--output=x.xml", "a.xml")[Self.output] == "x.xml")
  }

  @Test func dashIsAPositionalAndDoubleDashEndsOptions() throws {
    let parsed = try parse("-", "--", "--guides", "-o")
    #expect(parsed.positionals == ["-", "--guides", "-o"])
    #expect(!parsed[Self.guides])
  }

  @Test(arguments: [
    (["--gap"], "option '--gap' needs a value"),
    (["--min-size", "44"], "option '--min-size' needs 2 values"),
    (["--min-size", "44", "--guides"], "option '--min-size' needs 2 values"),
    (["--guides=1"], "option '--guides' takes no value"),
    (["--gaps", "1"], "unknown option '--gaps'; did you mean '--gap'?"),
    (["-x"], "unknown option '-x'"),
    (["--hlep"], "unknown option '--hlep'; did you mean '--help'?"),
    (["--outpt", "a"], "unknown option '--outpt'; did you mean '--output'?"),
    (
      ["--patch", "spacng"],
      "option '--patch' must be one of pin, spacing, tap-area, not 'spacng'; "
        + "did you mean 'spacing'?"
    ),
    (
      ["--patch", "tap"],
      "option '--patch' must be one of pin, spacing, tap-area, not 'tap'; did you mean 'tap-area'?"
    ),
    (["--item-gap", "3"], "option '--item-gap' applies to --patch spacing only"),
    (["--item-gap", "-3"], "option '--item-gap' applies to --patch spacing only"),
    (
      ["--patch", "spacing", "--item-gap", "-3"],
      "option '--item-gap' needs a number of 0 or more, not '-3'"
    ),
    (["--min-size", "44", "44"], "option '--min-size' applies to --patch tap-area only"),
    (
      ["--patch", "tap-area", "--min-size", "0", "0"],
      "option '--min-size' needs two numbers above 0 (W H), not '0 0'"
    ),
    (
      ["--patch", "tap-area", "--min-size", "44", "-1"],
      "option '--min-size' needs two numbers above 0 (W H), not '44 -1'"
    ),
    (["--to", "json"], "option '--to' applies with -o only"),
    (["-o", "a", "--in-place"], "'-o' and '--in-place' cannot be used together"),
  ])
  func malformed(arguments: [String], message: String) {
    #expect(throws: UsageError(message, command: "patch")) {
      try Arguments(arguments, options: Self.table, exclusive: Self.exclusive, command: "patch")
    }
  }

  @Test func numbersAreFinite() throws {
    for text in ["abc", "nan", "inf", "-inf", "1e999", ""] {
      #expect(throws: UsageError("option '--gap' needs a number, not '\(text)'", command: "patch"))
      { try parse("--gap", text) }
    }
  }

  @Test func positionalsAreCounted() throws {
    let one = [Positional(name: "DUMP", help: "")]
    let several = [
      Positional(name: "DUMP", help: "", repeats: true), Positional(name: "QUERY", help: ""),
    ]
    func parse(_ words: [String], _ positionals: [Positional]) throws(UsageError) {
      _ = try Arguments(words, options: Self.table, positionals: positionals, command: "x")
    }
    #expect(throws: UsageError("missing DUMP", command: "x")) { try parse([], one) }
    #expect(throws: UsageError("unexpected argument 'b'", command: "x")) {
      try parse(["a", "b"], one)
    }
    #expect(throws: UsageError("missing QUERY", command: "x")) { try parse(["a"], several) }
    #expect(throws: Never.self) { try parse(["a", "b", "c", "Q"], several) }
  }

  @Test func choicesOfAPositionalAreChecked() {
    let shell = [Positional(name: "SHELL", help: "", choices: ["bash", "zsh", "fish"])]
    #expect(
      throws: UsageError(
        "SHELL must be one of bash, zsh, fish, not 'fihs'; did you mean 'fish'?", command: "c")
    ) {
      try Arguments(["fihs"], options: [], positionals: shell, command: "c")
    }
  }

  @Test func nearestSuggestsOnlyAClearWinner() {
    #expect(Suggestion.nearest(to: "shwo", among: ["show", "find"]) == "show")
    #expect(Suggestion.nearest(to: "xyzzy", among: ["show", "find"]) == nil)
    #expect(Suggestion.nearest(to: "--a", among: ["--ab", "--ac"]) == nil)
    #expect(Suggestion.nearest(to: "jsn", among: ["text", "json"]) == "json")
    #expect(Suggestion.nearest(to: "yaml", among: ["text", "json", "xml"]) == nil)
    #expect(Suggestion.nearest(to: "-x", among: ["-o"], minimumLength: 4) == nil)
  }

  /// What a command line asks of an option before it is parsed (`--format json`: errors in
  /// JSON too), read from its words: the last one wins, and `--` ends the options.
  @Test func theLastValueOfAnOptionIsReadFromTheWords() {
    let format = Option("--format", value: .choice(["text", "json"]), help: "format")
    #expect(
      Arguments.lastValue(of: format, in: ["a", "--format", "text", "--format=json"]) == "json")
    #expect(
      Arguments.lastValue(of: format, in: ["a", "--format", "json", "--format", "text"]) == "text")
    #expect(Arguments.lastValue(of: format, in: ["a", "--", "--format", "json"]) == nil)
    #expect(Arguments.lastValue(of: format, in: ["a", "--format"]) == nil)
    #expect(
      Arguments.lastValue(of: Self.output.option, in: ["--output", "x", "--output=y"]) == "y")
    #expect(Arguments.lastValue(of: Self.output.option, in: ["-o", "x", "-o=y"]) == "x")
  }
}
