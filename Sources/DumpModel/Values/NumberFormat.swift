/// Writes a number so that it reads back as the same double (docs/format.md, "Numbers"): fixed
/// point with at most five decimals where that is exact (`16`, `0.5`, `-20`, `1234.567`,
/// `100000000000.5`), else the shortest digits that read back exactly — in fixed point below
/// 1e16 (`9.666666666666666`, `0.000001`), with an exponent beyond (`1e16`,
/// `1.7976931348623157e308`, `5e-324`). Never `-0`.
///
/// Every writer and printer of the package goes through this one function.
public func formatNumber(_ value: Double) -> String {
  precondition(value.isFinite, "formatNumber: non-finite value \(value)")
  if value == 0 { return "0" }
  // Whole numbers and eighths (a frame's numbers on a 1×, 2× or 4× pixel grid, nearly all
  // of a dump's) written straight from their integer parts: what the digits below give
  // them, without going through `description`'s text.
  let eighths = value * 8
  if value.magnitude < 1e14, eighths == eighths.rounded(.towardZero) {
    let count = Int64(eighths.magnitude)
    let (whole, fraction) = count.quotientAndRemainder(dividingBy: 8)
    let text = (value < 0 ? "-" : "") + String(whole)
    return fraction == 0 ? text : text + "." + eighthDigits[Int(fraction)]
  }
  let (digits, point) = shortestDigits(value.magnitude)
  let sign = value < 0 ? "-" : ""
  // Digits D with the decimal point after `point` of them: value = 0.D × 10^point.
  if point > 16 || point < -5 {
    let rest = digits.count > 1 ? "." + digits.dropFirst() : ""
    return sign + String(digits.first!) + rest + "e" + String(point - 1)
  }
  if point <= 0 { return sign + "0." + String(repeating: "0", count: -point) + digits }
  if point >= digits.count {
    return sign + digits + String(repeating: "0", count: point - digits.count)
  }
  let split = digits.index(digits.startIndex, offsetBy: point)
  return sign + digits[..<split] + "." + digits[split...]
}

/// The decimals of n/8 for n from 0 to 7.
private let eighthDigits = ["", "125", "25", "375", "5", "625", "75", "875"]

/// The shortest decimal digits that read back as `magnitude` (> 0), without leading or
/// trailing zeros, and where the decimal point goes: `(digits, point)` with
/// magnitude = 0.digits × 10^point. Swift's `description` is the shortest round-trip form
/// (`9.666666666666666`, `1e+16`, `5e-324`): this reads its digits and exponent.
private func shortestDigits(_ magnitude: Double) -> (digits: String, point: Int) {
  let text = magnitude.description
  var mantissa = Substring(text)
  var exponent = 0
  if let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }) {
    mantissa = text[..<e]
    exponent = Int(text[text.index(after: e)...])!
  }
  var point =
    mantissa.firstIndex(of: ".").map { mantissa.distance(from: mantissa.startIndex, to: $0) }
    ?? mantissa.count
  var digits = String(mantissa.filter { $0 != "." })
  while digits.first == "0" {
    digits.removeFirst()
    point -= 1
  }
  while digits.last == "0" { digits.removeLast() }
  return (digits, point + exponent)
}

/// `value` rounded half away from zero at the fifth decimal, the precision of a frame in
/// docs/format.md: numbers that differ only past it are the same frame (a recorded `0.33333`
/// or UIKit's `0.333333`, and a solved 1/3).
public func roundedToFiveDecimals(_ value: Double) -> Double {
  guard value.magnitude < 1e15 else { return value }
  return (value * 100_000).rounded(.toNearestOrAwayFromZero) / 100_000
}

/// A computed number as a message shows it: on the capture's pixel grid (a multiple of
/// 1/`scale`; no grid when `scale` is 0 or unknown), then to at most three decimals, rounded
/// half away from zero: `11.666666666666666` at scale 3 is `11.667`, `-53.666666666666664`
/// is `-53.667`, `20.5` stays `20.5`. Messages only: dumps keep every digit.
public func formatOnGrid(_ value: Double, scale: Double) -> String {
  formatNumber(onGrid(value, scale: scale))
}

/// The value `formatOnGrid` shows, as a number: on the pixel grid of `scale` (0: none), at
/// most three decimals; 0 for a value that is not finite.
public func onGrid(_ value: Double, scale: Double) -> Double {
  guard value.isFinite else { return 0 }
  var shown = value
  if scale > 0, scale.isFinite, (value * scale).magnitude < 1e15 {
    shown = (value * scale).rounded(.toNearestOrAwayFromZero) / scale
  }
  if shown.magnitude < 1e15 { shown = (shown * 1000).rounded(.toNearestOrAwayFromZero) / 1000 }
  return shown == 0 ? 0 : shown
}
