import Foundation

/// `printf`-style fixed-point formatting, as Python's `%.3f` / `%.6f` (correctly rounded, half
/// to even on exact ties), so checksums agree with cassobench.py's. Values far from a rounding
/// tie (all of them, in practice: solutions are multiples of 1/8) take a fast integer path;
/// the rest go through the C library's `vsnprintf`.
func fixed(_ value: Double, _ decimals: Int) -> String {
  precondition((1...9).contains(decimals))
  let v = value + 0.0
  var unit: UInt64 = 1
  for _ in 0..<decimals { unit *= 10 }
  let scaled = (v * Double(unit)).magnitude
  if scaled < 1e15 {
    let whole = scaled.rounded(.down)
    let fraction = scaled - whole
    if fraction < 0.5 - 1e-6 || fraction > 0.5 + 1e-6 {
      let n = UInt64(whole) + (fraction > 0.5 ? 1 : 0)
      let digits = String(n % unit)
      let padded = String(repeating: "0", count: decimals - digits.count) + digits
      return (v < 0 ? "-" : "") + String(n / unit) + "." + padded
    }
  }
  var buffer = [CChar](repeating: 0, count: 64)
  let format = "%.\(decimals)f"
  let count = withVaList([v]) { vsnprintf(&buffer, buffer.count, format, $0) }
  return String(decoding: buffer[0..<Int(count)].map { UInt8(bitPattern: $0) }, as: UTF8.self)
}

/// The canonical text of one phase: "NAME VALUE\n" per variable, VALUE `%.3f`.
func canonicalChecksum(_ names: [String], _ values: [Double]) -> UInt32 {
  var crc = CRC32()
  for (name, value) in zip(names, values) {
    crc.update(name.utf8)
    crc.update([UInt8(ascii: " ")])
    crc.update(fixed(value, 3).utf8)
    crc.update([UInt8(ascii: "\n")])
  }
  return crc.checksum
}

/// Writes a `cassobench-values 1` file, a block at a time (the whole text of N = 10,000 bars
/// is 27 MB, and a `String` of it plus its `Data` was the run's peak memory).
func writeValues(
  path: String, names: [String], phases: [Int], results: [[Double]],
  times: [(String, Double)], info: [(String, String)]
) throws {
  guard let file = fopen(path, "w") else {
    throw BenchError(description: "\(path): error: cannot write the file")
  }
  var out = ""
  var failed = false
  func flush(unless small: Bool = false) {
    if small && out.utf8.count < 1 << 16 { return }
    var text = out
    text.withUTF8 { bytes in
      if !bytes.isEmpty && fwrite(bytes.baseAddress, 1, bytes.count, file) != bytes.count {
        failed = true
      }
    }
    out.removeAll(keepingCapacity: true)
  }
  out += "# cassobench-values 1\n"
  for (key, value) in info { out += "# \(key): \(value)\n" }
  out += "cassobench-values 1\n"
  for (key, seconds) in times { out += "time \(key) \(fixed(seconds, 6))\n" }
  for (phase, values) in zip(phases, results) {
    let crc = String(canonicalChecksum(names, values), radix: 16)
    let padded = String(repeating: "0", count: 8 - crc.count) + crc
    out += "checksum \(phase) \(padded) \(fixed(values.reduce(0, +), 6))\n"
  }
  for (i, name) in names.enumerated() {
    out += "value \(name)"
    for values in results { out += " " + fixed(values[i], 6) }
    out += "\n"
    flush(unless: true)
  }
  flush()
  if fclose(file) != 0 || failed {
    throw BenchError(description: "\(path): error: cannot write the file")
  }
}
