/// A byte as messages show it, `0x1F`: a byte that is not text (the console reader's binary
/// check, the JSON reader's UTF-8 check, the encoding check).
package func hex(_ byte: UInt8) -> String {
  "0x" + (byte < 0x10 ? "0" : "") + String(byte, radix: 16, uppercase: true)
}
