import Testing

@testable import InspectCLI

/// The hand-written parser every command shares.
@Suite struct ArgumentsTests {
  let spec = Arguments.Spec(
    flags: ["--in-place", "--guides"], options: ["-o": 1, "--gap": 1, "--min-size": 2])

  func parse(_ arguments: String...) throws(UsageError) -> Arguments {
    try Arguments(arguments, spec: spec, command: "patch")
  }

  @Test func flagsOptionsAndPositionalsInAnyOrder() throws {
    let parsed = try parse("--gap", "-4", "in.xml", "--min-size", "44", "40", "-o", "-", "--guides")
    #expect(parsed.positionals == ["in.xml"])
    #expect(try parsed.number("--gap", command: "patch") == -4)
    #expect(parsed.values("--min-size") == ["44", "40"])
    #expect(parsed.value("-o") == "-")
    #expect(parsed.flag("--guides"))
    #expect(!parsed.flag("--in-place"))
  }

  @Test func inlineValuesAndTheLastOfARepeatedOptionWins() throws {
    let parsed = try parse("--gap=3", "a.xml", "--gap", "5")
    #expect(parsed.value("--gap") == "5")
    #expect(try parse("--gap=-2.5", "a.xml").value("--gap") == "-2.5")
    #expect(try parse("--gap=", "a.xml").value("--gap") == "")
  }

  @Test func dashIsAPositionalAndDoubleDashEndsOptions() throws {
    let parsed = try parse("-", "--", "--guides", "-o")
    #expect(parsed.positionals == ["-", "--guides", "-o"])
    #expect(!parsed.flag("--guides"))
  }

  @Test(arguments: [
    (["--gap"], "option '--gap' needs a value"),
    (["--min-size", "44"], "option '--min-size' needs 2 values"),
    (["--min-size", "44", "--guides"], "option '--min-size' needs 2 values"),
    (["--guides=1"], "option '--guides' takes no value"),
    (["--gaps", "1"], "unknown option '--gaps'; did you mean '--gap'?"),
    (["-x"], "unknown option '-x'"),
    (["--hlep"], "unknown option '--hlep'; did you mean '--help'?"),
  ])
  func malformed(arguments: [String], message: String) {
    #expect(throws: UsageError(message, command: "patch")) {
      try Arguments(arguments, spec: spec, command: "patch")
    }
  }

  @Test func numbersAreFinite() throws {
    for text in ["abc", "nan", "inf", "1e999", ""] {
      let parsed = try parse("--gap", text)
      #expect(
        throws: UsageError("option '--gap' needs a number, not '\(text)'", command: "patch")
      ) { try parsed.number("--gap", command: "patch") }
    }
  }

  @Test func positionalsAreCounted() throws {
    #expect(throws: UsageError("missing DUMP", command: "patch")) {
      try parse().expectPositionals(["DUMP"], command: "patch")
    }
    #expect(throws: UsageError("unexpected argument 'b'", command: "patch")) {
      try parse("a", "b").expectPositionals(["DUMP"], command: "patch")
    }
  }

  @Test func nearestSuggestsOnlyAClearWinner() {
    #expect(UsageError.nearest(to: "shwo", among: ["show", "find"]) == "show")
    #expect(UsageError.nearest(to: "xyzzy", among: ["show", "find"]) == nil)
    #expect(UsageError.nearest(to: "--a", among: ["--ab", "--ac"]) == nil)
  }

  @Test func emptyFileNamesAreRefused() {
    let run = inspect("show", "")
    #expect(run.status == 1)
    #expect(run.error == "inspect: error: the file name is empty\n")
  }
}
