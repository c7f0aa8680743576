/// Writes a number as FORMAT.md says: fixed point, at most five decimals, trailing zeros and a
/// trailing point dropped, never `-0` (`16`, `0.5`, `9.66667`, `-20`, `1234567`).
///
/// Every writer and printer of the package goes through this one function.
public func formatNumber(_ value: Double) -> String {
  precondition(value.isFinite, "formatNumber: non-finite value \(value)")
  // Round half away from zero at the fifth decimal, on an integer count of 1e-5 units.
  let scaled = (abs(value) * 100_000).rounded(.toNearestOrAwayFromZero)
  if scaled == 0 { return "0" }
  if scaled < 9.0e15 {
    let units = UInt64(scaled)
    let whole = units / 100_000
    var fraction = units % 100_000
    var text = (value < 0 ? "-" : "") + String(whole)
    if fraction != 0 {
      var digits = 5
      while fraction % 10 == 0 {
        fraction /= 10
        digits -= 1
      }
      let f = String(fraction)
      text += "." + String(repeating: "0", count: digits - f.count) + f
    }
    return text
  }
  // Beyond 2^53 / 1e5 every double is an integer: print it without exponent.
  let integral = value.rounded()
  var text = ""
  var magnitude = abs(integral)
  while magnitude >= 1 {
    let digit = Int(magnitude.truncatingRemainder(dividingBy: 10))
    text = String(digit) + text
    magnitude = (magnitude / 10).rounded(.towardZero)
  }
  return (value < 0 ? "-" : "") + text
}
