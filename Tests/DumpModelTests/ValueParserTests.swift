import DumpModel
import Testing

/// Rectangles, lists of numbers and autoresizing masks: every form each parser this one
/// replaced accepted (the XML reader's, the LLDB description's, the trace's `layoutFrame`),
/// and what each refused.
@Suite struct ValueParserTests {
  func rect(_ text: String) -> Result<Rect, ValueProblem> {
    do throws(ValueProblem) { return .success(try ValueParser.rect(text)) } catch {
      return .failure(error)
    }
  }

  @Test(arguments: [
    // A dump's frame, and LLDB's with parentheses (the XML reader's and the description's).
    ("12 0; 48 44", Rect(x: 12, y: 0, width: 48, height: 44)),
    ("(12 0; 48 44)", Rect(x: 12, y: 0, width: 48, height: 44)),
    ("( 12 0 ; 48 44 )", Rect(x: 12, y: 0, width: 48, height: 44)),
    ("  12  0 ;48 44 ", Rect(x: 12, y: 0, width: 48, height: 44)),
    ("12\t0;\t48\t44", Rect(x: 12, y: 0, width: 48, height: 44)),
    ("(0 -20; 375 64)", Rect(x: 0, y: -20, width: 375, height: 64)),
    ("(0 0;375 44)", Rect(x: 0, y: 0, width: 375, height: 44)),
    ("-0.5 .5; 375.5 1e1", Rect(x: -0.5, y: 0.5, width: 375.5, height: 10)),
    // `_autolayoutTrace`'s `layoutFrame`, as `NSStringFromCGRect` prints it.
    ("{{16, 0}, {44, 44}}", Rect(x: 16, y: 0, width: 44, height: 44)),
    ("{{-16, 0}, {8, 0}}", Rect(x: -16, y: 0, width: 8, height: 0)),
    ("{{16,0},{44,44}}", Rect(x: 16, y: 0, width: 44, height: 44)),
    ("{ {0.5, 0} , {1e1, 2} }", Rect(x: 0.5, y: 0, width: 10, height: 2)),
  ])
  func readsEveryRectForm(text: String, value: Rect) {
    #expect(rect(text) == .success(value), "\(text)")
  }

  @Test(arguments: [
    "12 0 48 44", "12 0; 48", "(12 0; 48 44", "12 0; 48 44)", "12,0; 48,44", "12 0;; 48 44",
    "{{16, 0}, {44}}", "{16, 0, 44, 44}", "{{16 0}, {44 44}}", "", "frame",
  ])
  func refusesWhatIsNotARect(text: String) {
    #expect(rect(text) == .failure(.invalid(expected: "'x y; width height'")), "\(text)")
  }

  @Test func aNumberThatIsNotFiniteIsSaidSo() {
    #expect(rect("nan 0; 1 1") == .failure(.nonFinite))
    #expect(rect("{{0, 0}, {1e999, 1}}") == .failure(.nonFinite))
  }

  @Test(
    arguments: [
      ("375 812", [375.0, 812]), ("-1 20", [-1, 20]), ("{375, 812}", [375, 812]),
      ("{0, -64}", [0, -64]), ("{0,-64}", [0, -64]), ("0, -64", [0, -64]), (" 1\t2 ", [1, 2]),
    ] as [(String, [Double])])
  func readsPairs(text: String, values: [Double]) throws {
    #expect(try ValueParser.numbers(text, count: 2) == values, "\(text)")
  }

  @Test(arguments: ["375", "375 812 1", "{1 2}", "1,2 3", "1 2,", "{1, 2", "1;2", "1 ,, 2"])
  func refusesWhatIsNotAPair(text: String) {
    #expect(throws: ValueProblem.self, "\(text)") { try ValueParser.numbers(text, count: 2) }
  }

  @Test func readsSizesAndInsets() throws {
    #expect(try ValueParser.size("41 20") == Size(width: 41, height: 20))
    #expect(try ValueParser.insets("0 16 0 16") == Insets(top: 0, left: 16, bottom: 0, right: 16))
    #expect(
      try ValueParser.insets("{0, 16, 0, 16}") == Insets(top: 0, left: 16, bottom: 0, right: 16))
    #expect(throws: ValueProblem.invalid(expected: "'top left bottom right'")) {
      try ValueParser.insets("0 16 0")
    }
  }

  @Test(
    arguments: [
      // The dump's names (the XML reader's), with spaces; none; nothing.
      ("flexibleWidth|flexibleBottomMargin", [.flexibleWidth, .flexibleBottomMargin]),
      (" flexibleWidth | flexibleHeight ", [.flexibleWidth, .flexibleHeight]),
      ("none", []), ("", []), ("  ", []),
      // `-[UIView description]`'s abbreviations (the LLDB description's).
      ("W+H", [.flexibleWidth, .flexibleHeight]),
      ("LM+TM", [.flexibleLeftMargin, .flexibleTopMargin]),
      ("LM+RM+BM", [.flexibleLeftMargin, .flexibleRightMargin, .flexibleBottomMargin]),
      ("W", [.flexibleWidth]),
      ("LM+", [.flexibleLeftMargin]),  // an empty part was always passed over
      // The autoresizing constraints' notation (the constraint's, and the XML reader's).
      ("h=--& v=--&", [.flexibleRightMargin, .flexibleBottomMargin]),
      ("h=&-& v=-&-", [.flexibleLeftMargin, .flexibleRightMargin, .flexibleHeight]),
      ("v=&&& h=---", [.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin]),
      ("h=-&-", [.flexibleWidth]), ("v=--&", [.flexibleBottomMargin]), ("h=---  v=---", []),
    ] as [(String, AutoresizingMask)])
  func readsEveryMaskNotation(text: String, mask: AutoresizingMask) throws {
    #expect(try ValueParser.autoresizingMask(text) == mask, "\(text)")
  }

  @Test(arguments: [
    "flexibleWide", "h=--", "x=---", "W+X", "flexibleWidth|", "W|H", "h=--&v=--&", "LM+Z",
  ])
  func refusesWhatIsNotAMask(text: String) {
    #expect(throws: ValueProblem.self, "\(text)") { try ValueParser.autoresizingMask(text) }
  }

  @Test func masksAreWrittenInEachNotation() throws {
    let mask: AutoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
    #expect(mask.uikitNames == "flexibleWidth|flexibleBottomMargin")
    #expect(mask.uikitDescription == "W+BM")
    #expect(try ValueParser.autoresizingMask(mask.uikitNames) == mask)
    #expect(try ValueParser.autoresizingMask(mask.uikitDescription) == mask)
  }

  @Test func readsIntegersMultipliersPrioritiesAndWords() throws {
    #expect(try ValueParser.integer(" -3 ") == -3)
    #expect(try ValueParser.integer("+2") == 2)
    let integer = ValueProblem.invalid(
      expected: "an integer from -9007199254740992 to 9007199254740992")
    #expect(throws: integer) { try ValueParser.integer("1.5") }
    // At most 2^53 either way: a dump writes its numbers as doubles, and 2^53 + 1 is none.
    #expect(try ValueParser.integer("9007199254740992") == 1 << 53)
    #expect(try ValueParser.integer("-9007199254740992") == -(1 << 53))
    #expect(throws: integer) { try ValueParser.integer("9007199254740993") }
    #expect(throws: integer) { try ValueParser.integer("666666229782938247") }
    func bytes<R>(_ text: String, _ body: (ValueBytes) throws(ValueProblem) -> R) throws -> R {
      var copy = text
      return try copy.withUTF8 { try body($0) }
    }
    #expect(try bytes("16:9") { b throws(ValueProblem) in try ValueParser.multiplier(b) } == 16 / 9)
    #expect(try bytes("0.5") { b throws(ValueProblem) in try ValueParser.multiplier(b) } == 0.5)
    #expect(throws: ValueProblem.self) {
      try bytes("1:0") { b throws(ValueProblem) in try ValueParser.multiplier(b) }
    }
    #expect(try bytes("999.5") { b throws(ValueProblem) in try ValueParser.priority(b) } == 999.5)
    #expect(throws: ValueProblem.invalid(expected: "a priority from 1 to 1000")) {
      try bytes("0") { b throws(ValueProblem) in try ValueParser.priority(b) }
    }
    #expect(try bytes(" minX\twidth ") { ValueParser.words($0) } == ["minX", "width"])
    // Split at the spaces' bytes: a space before a combining mark (U+0356) and a `\r\n` are
    // each one Swift Character, and still separate words (JSON campaign 2026-12-01-2324).
    #expect(
      try bytes("t \u{356}guid a\r\nb") { ValueParser.words($0) } == ["t", "\u{356}guid", "a", "b"])
    #expect(try bytes("YES") { b throws(ValueProblem) in try ValueParser.bool(b) })
    #expect(throws: ValueProblem.invalid(expected: "YES or NO")) {
      try bytes("true") { b throws(ValueProblem) in try ValueParser.bool(b) }
    }
  }

  /// Relations by Interface Builder's word or UIKit's symbol; anything else is refused (a
  /// space after the word, another case, a combining mark on its last letter).
  @Test func readsRelationsByWordAndSymbol() throws {
    func relation(_ text: String) throws(ValueProblem) -> LayoutRelation {
      try text.withValueBytes { b throws(ValueProblem) in try ValueParser.relation(b) }
    }
    let expected = ValueProblem.invalid(
      expected: "one of equal, lessThanOrEqual, greaterThanOrEqual")
    #expect(try relation("greaterThanOrEqual") == .greaterThanOrEqual)
    #expect(try relation("lessThanOrEqual") == .lessThanOrEqual)
    #expect(try relation("equal") == .equal)
    #expect(try relation(">=") == .greaterThanOrEqual)
    #expect(try relation("<=") == .lessThanOrEqual)
    #expect(try relation("==") == .equal)
    for refused in ["greaterThanOrEqual ", "Equal", "equa", "=", "equal\u{301}", ""] {
      #expect(throws: expected) { try relation(refused) }
    }
  }
}
