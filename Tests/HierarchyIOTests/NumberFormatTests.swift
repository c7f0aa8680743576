import HierarchyIO
import Testing

@Suite struct NumberFormatTests {
  @Test(arguments: [
    (16.0, "16"), (0.5, "0.5"), (29.0 / 3.0, "9.66667"), (-20.0, "-20"), (1234.567, "1234.567"),
    (1_234_567.0, "1234567"), (-0.0, "0"), (-0.000001, "0"), (0.000005, "0.00001"),
    (-2.5, "-2.5"), (1e20, "100000000000000000000"),
  ])
  func writesNumbersAsFormatSays(value: Double, text: String) {
    #expect(formatNumber(value) == text)
  }
}
