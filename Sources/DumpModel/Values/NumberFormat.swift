/// Writes a number so that it reads back as the same double (docs/format.md, "Numbers"): fixed
/// point with at most five decimals where that is exact (`16`, `0.5`, `-20`, `1234.567`,
/// `100000000000.5`), else the shortest digits that read back exactly — in fixed point below
/// 1e16 (`9.666666666666666`, `0.000001`), with an exponent beyond (`1e16`,
/// `1.7976931348623157e308`, `5e-324`). Never `-0`.
///
/// Every writer and printer of the package goes through this one function, or through
/// `appendNumber(_:to:)`, which writes the same text as bytes (the dump writers).
public func formatNumber(_ value: Double) -> String {
  var bytes: [UInt8] = []
  bytes.reserveCapacity(24)
  appendNumber(value, to: &bytes)
  return String(decoding: bytes, as: UTF8.self)
}

/// Appends `formatNumber(value)`'s UTF-8 bytes to `output`, making no `String` on the way
/// (`writeNumber`). Appended a byte at a time: an array's `append(contentsOf:)` took more for
/// a number's few bytes than its digits (the layout report's numbers).
public func appendNumber(_ value: Double, to output: inout [UInt8]) {
  withUnsafeTemporaryAllocation(of: UInt8.self, capacity: numberTextLimit) { buffer in
    let count = writeNumber(value, to: buffer.baseAddress!)
    for index in 0..<count { output.append(buffer[index]) }
  }
}

/// At most how many bytes `writeNumber` writes: 17 significant digits, a sign, a point and
/// five zeros after it (`-0.0000012345678901234567`), or an exponent (`e-324`).
public let numberTextLimit = 32

/// Writes `formatNumber(value)`'s UTF-8 bytes at `target`, which has room for
/// `numberTextLimit` of them: a whole number below 1e15 (most numbers of a dump) digit by
/// digit; any other with its shortest digits from Swift's `description` (`shortestDigits`).
/// Written through a pointer, not appended to an array: an array's append checked its
/// storage and room for every byte (the XML writer's frames, Benchmarks/windowbench/RESULTS.md).
/// - Returns: how many bytes it wrote.
public func writeNumber(_ value: Double, to target: UnsafeMutablePointer<UInt8>) -> Int {
  precondition(value.isFinite, "formatNumber: non-finite value \(value)")
  if value == 0 {
    target.pointee = UInt8(ascii: "0")
    return 1
  }
  var end = target
  if value < 0 { put(UInt8(ascii: "-"), at: &end) }
  let magnitude = value.magnitude
  // A whole number below 1e15 is exact, and its shortest digits are its own.
  if magnitude < 1e15, magnitude == magnitude.rounded(.towardZero) {
    writeDigits(of: UInt64(magnitude), at: &end)
    return end - target
  }
  writeShortest(magnitude, at: &end)
  return end - target
}

/// A magnitude that is not a whole number below 1e15, by its shortest digits: apart, so that
/// the whole numbers' path above stays short (layout's report writes thousands of them).
@inline(never)
private func writeShortest(_ magnitude: Double, at end: inout UnsafeMutablePointer<UInt8>) {
  withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 32) { buffer in
    let (count, point) = shortestDigits(magnitude, into: buffer)
    let digits = buffer.baseAddress!
    // Digits D with the decimal point after `point` of them: value = 0.D × 10^point.
    if point > 16 || point < -5 {
      put(digits[0], at: &end)
      if count > 1 {
        put(UInt8(ascii: "."), at: &end)
        put(digits + 1, count - 1, at: &end)
      }
      put(UInt8(ascii: "e"), at: &end)
      let exponent = point - 1
      if exponent < 0 { put(UInt8(ascii: "-"), at: &end) }
      writeDigits(of: UInt64(exponent.magnitude), at: &end)
    } else if point <= 0 {
      put(UInt8(ascii: "0"), at: &end)
      put(UInt8(ascii: "."), at: &end)
      for _ in 0..<(-point) { put(UInt8(ascii: "0"), at: &end) }
      put(digits, count, at: &end)
    } else if point >= count {
      put(digits, count, at: &end)
      for _ in 0..<(point - count) { put(UInt8(ascii: "0"), at: &end) }
    } else {
      put(digits, point, at: &end)
      put(UInt8(ascii: "."), at: &end)
      put(digits + point, count - point, at: &end)
    }
  }
}

private func put(_ byte: UInt8, at end: inout UnsafeMutablePointer<UInt8>) {
  end.pointee = byte
  end += 1
}

private func put(
  _ bytes: UnsafeMutablePointer<UInt8>, _ count: Int, at end: inout UnsafeMutablePointer<UInt8>
) {
  end.update(from: bytes, count: count)
  end += count
}

/// The decimal digits of `number`, no leading zeros (`0` for 0): the last first, then put
/// in order where they are (one division a digit).
private func writeDigits(of number: UInt64, at end: inout UnsafeMutablePointer<UInt8>) {
  var count = 0
  var rest = number
  repeat {
    end[count] = UInt8(ascii: "0") + UInt8(rest % 10)
    rest /= 10
    count += 1
  } while rest > 0
  var (low, high) = (0, count - 1)
  while low < high {
    (end[low], end[high]) = (end[high], end[low])
    low += 1
    high -= 1
  }
  end += count
}

/// The shortest decimal digits that read back as `magnitude` (> 0), without leading or
/// trailing zeros, written into `buffer` (32 bytes), and where the decimal point goes:
/// `(count, point)` with magnitude = 0.digits × 10^point. Swift's `description` is the
/// shortest round-trip form (`9.666666666666666`, `1e+16`, `5e-324`): this reads its digits
/// and exponent, byte by byte (a `description` of a double is short enough to be stored in
/// the `String` itself: no allocation).
private func shortestDigits(_ magnitude: Double, into buffer: UnsafeMutableBufferPointer<UInt8>)
  -> (count: Int, point: Int)
{
  var text = magnitude.description
  return text.withUTF8 { bytes in
    var count = 0
    var point: Int?
    var exponent = 0
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      if byte == UInt8(ascii: ".") {
        point = count
      } else if byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") {
        var negative = false
        if index < bytes.count,
          bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+")
        {
          negative = bytes[index] == UInt8(ascii: "-")
          index += 1
        }
        while index < bytes.count {
          exponent = exponent * 10 + Int(bytes[index] &- UInt8(ascii: "0"))
          index += 1
        }
        if negative { exponent = -exponent }
      } else {
        buffer[count] = byte
        count += 1
      }
    }
    var decimalPoint = point ?? count
    // Leading zeros (`0.001`): each moves the point left; trailing ones (`100.0`) go.
    var first = 0
    while first < count, buffer[first] == UInt8(ascii: "0") {
      first += 1
      decimalPoint -= 1
    }
    while count > first, buffer[count - 1] == UInt8(ascii: "0") { count -= 1 }
    if first > 0 {
      for k in first..<count { buffer[k - first] = buffer[k] }
      count -= first
    }
    return (count, decimalPoint + exponent)
  }
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
