import DumpModel
import Testing

@Suite struct NumberFormatTests {
  @Test(arguments: [
    (16.0, "16"), (0.5, "0.5"), (-20.0, "-20"), (1234.567, "1234.567"),
    (1_234_567.0, "1234567"), (-0.0, "0"), (-2.5, "-2.5"), (0.000005, "0.000005"),
    // More than five decimals: the shortest digits that read back, still in fixed point.
    (29.0 / 3.0, "9.666666666666666"), (0.333333, "0.333333"), (-0.000001, "-0.000001"),
    (0.1 + 0.2, "0.30000000000000004"), (1.0 / 3.0, "0.3333333333333333"),
    // 9e10 and beyond keep their fraction (they were rounded to integers, wrongly past 1e22).
    (90_000_000_000.25, "90000000000.25"), (123_456_789_012.5, "123456789012.5"),
    (1e15, "1000000000000000"), (9_007_199_254_740_992, "9007199254740992"),
    // Whole numbers and eighths; the shortest digits that read back, not every exact one.
    (375.0, "375"), (-0.125, "-0.125"), (0.875, "0.875"), (-1234.75, "-1234.75"),
    (99_999_999_999_999.875, "99999999999999.88"), (1e14, "100000000000000"),
    (100_000_000_000_000.5, "100000000000000.5"), (-99_999_999_999_999.0, "-99999999999999"),
    // From 1e16, and below 1e-5 where fixed point needs more than five leading zeros: an
    // exponent.
    (1e16, "1e16"), (1e20, "1e20"), (1e22, "1e22"), (1e23, "1e23"),
    (Double.greatestFiniteMagnitude, "1.7976931348623157e308"), (-1e308, "-1e308"),
    (1.5e-7, "1.5e-7"), (Double.leastNonzeroMagnitude, "5e-324"),
    (Double.leastNormalMagnitude, "2.2250738585072014e-308"),
  ])
  func writesNumbersAsFormatSays(value: Double, text: String) {
    #expect(formatNumber(value) == text)
  }

  /// Every finite double reads back as itself, and a number with at most five decimals that
  /// reads back exactly is written in that form.
  @Test func everyFiniteDoubleReadsBackExactly() {
    var generator = SystemRandomNumberGenerator()
    var values: [Double] = [
      .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .leastNonzeroMagnitude,
      .leastNormalMagnitude, 1e-5, 1e-6, 9.999999999999999e15, 1e16, 0.1, 2.675,
    ]
    for _ in 0..<20_000 {
      values.append(Double(bitPattern: generator.next()))
    }
    for _ in 0..<20_000 {
      // Values with at most five decimals, as frames and constants have.
      let units = Double(Int64.random(in: -100_000_000_000_000...100_000_000_000_000))
      values.append(units / 100_000)
    }
    var failures: [String] = []
    for value in values where value.isFinite {
      let text = formatNumber(value)
      if Double(text) != value || text.contains("+") || text == "-0" { failures.append(text) }
      if let dot = text.firstIndex(of: "."), !text.contains("e") {
        let decimals = text.distance(from: dot, to: text.endIndex) - 1
        let fixed = (value * 100_000).rounded() / 100_000
        // More than five decimals only where no five-decimal form reads back.
        if decimals > 5 && fixed == value && value.magnitude < 1e10 { failures.append(text) }
      }
    }
    #expect(failures.isEmpty, "\(failures.prefix(10))")
  }
}
