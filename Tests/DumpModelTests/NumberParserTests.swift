import DumpModel
import Foundation
import TestSupport
import Testing

/// The one number reader, on every form the four it replaced accepted: attribute values of
/// the XML and JSON readers (whole values), numbers inside console text (the longest number at a
/// place), and the `Double(_:)` conversions of LLDB descriptions and the command line.
@Suite struct NumberParserTests {
  func whole(_ text: String) -> Result<Double, ValueProblem> {
    do throws(ValueProblem) { return .success(try ValueParser.number(text)) } catch {
      return .failure(error)
    }
  }

  /// Every form a number was read in, and its value.
  @Test(
    arguments: [
      ("12", 12), ("-0.5", -0.5), ("+3", 3), (".5", 0.5), ("-.5", -0.5), ("5.", 5), ("1e3", 1000),
      ("1E3", 1000), ("2.5e-2", 0.025), ("1e+2", 100), (" 7 ", 7), ("\t-20\n", -20), ("0", 0),
      ("-0", 0), ("9.66667", 9.66667), ("1234567", 1_234_567), ("21.5", 21.5), ("1e-3", 0.001),
      ("0.1000000000000000055511151231257827", 0.1),
      ("123456789012345678901234567890", 1.2345678901234568e29),
      ("1e-400", 0), ("00012.50", 12.5), ("4.9406564584124654e-324", .leastNonzeroMagnitude),
    ] as [(String, Double)])
  func readsEveryForm(text: String, value: Double) {
    #expect(whole(text) == .success(value), "\(text)")
  }

  @Test(arguments: ["nan", "NaN", "inf", "-inf", "+Infinity", "INF", "1e999", "-1e400"])
  func refusesNonFiniteNumbersByName(text: String) {
    #expect(whole(text) == .failure(.nonFinite), "\(text)")
  }

  /// Not numbers: nothing, a sign or a point alone, an exponent without digits, two numbers,
  /// a comma, words; hexadecimal floats (which Swift's `Double(_:)`, used by the LLDB reader
  /// and the command line before, took: no dump or UIKit text prints one).
  @Test(arguments: [
    "", " ", "-", ".", "e5", "1e", "1e+", "1 2", "1,5", "abc", "0x10", "0x1p3", "1_000", "--1",
    "1..2",
  ])
  func refusesWhatIsNotANumber(text: String) {
    #expect(whole(text) == .failure(.invalid(expected: "a number")), "\(text)")
  }

  /// Inside console text a number is the longest one at the cursor; what follows is left.
  @Test(
    arguments: [
      ("8)", 8, 1), ("-6 ", -6, 2), ("0.5*", 0.5, 3), ("1e-3]", 0.001, 4), (".5@", 0.5, 2),
      ("1e", 1, 1), ("1ex", 1, 1), ("12abc", 12, 2), ("750.", 750, 4), ("+8-", 8, 2),
    ] as [(String, Double, Int)])
  func scansTheLongestNumberInText(text: String, value: Double, end: Int) {
    var cursor = ByteCursor(Substring(text))
    #expect(cursor.number() == value, "\(text)")
    #expect(cursor.position == end, "\(text)")
  }

  @Test(arguments: ["nan", "inf", "1e999", "-", ".", "x", "", "-x"])
  func leavesTheCursorWhereNoFiniteNumberStarts(text: String) {
    var cursor = ByteCursor(Substring(text))
    #expect(cursor.number() == nil, "\(text)")
    #expect(cursor.position == 0, "\(text)")
  }

  /// The value is the correctly rounded double of the decimal text (the standard library's
  /// conversion is the reference), on random decimals of every length and exponent.
  @Test func agreesWithTheStandardLibraryOnRandomDecimals() {
    var random = SeededGenerator(seed: 42)
    for _ in 0..<20_000 {
      var text = Bool.random(using: &random) ? "-" : ""
      let digits = Int.random(in: 1...25, using: &random)
      for _ in 0..<digits { text += String(Int.random(in: 0...9, using: &random)) }
      if Bool.random(using: &random) {
        let point = Int.random(in: 0...text.count, using: &random)
        let index = text.index(text.startIndex, offsetBy: point)
        if text[..<index] != "-" { text.insert(".", at: index) }
      }
      if Int.random(in: 0..<3, using: &random) == 0 {
        text += "e\(Int.random(in: -330...310, using: &random))"
      }
      guard let expected = Double(text), text != "-." else { continue }
      if expected.isFinite {
        #expect(whole(text) == .success(expected), "\(text)")
      } else {
        #expect(whole(text) == .failure(.nonFinite), "\(text)")
      }
    }
  }
}
