#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A number as UIKit prints it in a description (a frame, a constraint's constant): `%g`, six
/// significant digits (`0.333333`, `251.333`, `1094.33`, `1e+06`), never `-0`. This is
/// UIKit's printing, not the dump's: a dump writes numbers with `formatNumber`
/// (docs/model.md, "Numbers"). The C library's `%g` is UIKit's own, so it is used rather than
/// rewritten (its rounding of the exact binary value is what UIKit prints).
public func uikitNumber(_ value: Double) -> String {
  precondition(value.isFinite, "uikitNumber: non-finite value \(value)")
  if value == 0 { return "0" }
  if value == value.rounded(), abs(value) < 1e6 { return String(Int(value)) }
  var buffer = [CChar](repeating: 0, count: 32)
  _ = buffer.withUnsafeMutableBufferPointer { pointer in
    withVaList([value]) { vsnprintf(pointer.baseAddress, pointer.count, "%g", $0) }
  }
  let text = String(
    decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  return text == "-0" ? "0" : text
}

/// A number as Swift prints a `Double` (`"\(value)"`): the shortest text that reads back the
/// same, with `.0` on integers (`16.0`, `1094.3333333333333`). SnapKit's descriptions print
/// their constants so.
public func swiftNumber(_ value: Double) -> String {
  value == 0 ? "0.0" : "\(value)"
}

/// How far from the value UIKit's six significant digits (`uikitNumber`) can have printed it:
/// half a unit in the sixth digit (`20.6667` is 62/3 within 0.00005, `1094.33` is 3283/3 within
/// 0.005). Zero for 0.
public func uikitPrintingError(_ value: Double) -> Double {
  guard value != 0, value.isFinite else { return 0 }
  return 0.5 * pow(10, (log10(abs(value))).rounded(.down) - 5)
}
