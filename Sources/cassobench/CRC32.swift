/// CRC-32 with the zlib / ISO-HDLC polynomial (reflected 0xEDB88320), as `zlib.crc32`.
struct CRC32 {
  private static let table: [UInt32] = (0..<256).map { n in
    var c = UInt32(n)
    for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
    return c
  }
  private(set) var value: UInt32 = 0xFFFF_FFFF

  mutating func update<S: Sequence>(_ bytes: S) where S.Element == UInt8 {
    for byte in bytes { value = CRC32.table[Int((value ^ UInt32(byte)) & 0xFF)] ^ (value >> 8) }
  }

  var checksum: UInt32 { value ^ 0xFFFF_FFFF }
}
