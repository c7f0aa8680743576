/// A few ASCII names (class names, identifier prefixes) that a name read for every view or
/// guide of a window is compared with byte for byte, where its bytes lie: no hash of it (a
/// `Set<String>`), no walk by `Character`s (`hasPrefix`).
///
/// The same answer as `String`'s comparisons: an ASCII character is one byte and one
/// `Character` (only `"\r\n"` is two bytes in one, and no name here holds a `\r`), and a name
/// with a byte outside ASCII is left to `String` (nil), whose canonical equivalence could
/// make a non-ASCII character equal to an ASCII one (U+212A KELVIN SIGN is `K`).
package struct ASCIINames: Sendable {
  private let names: [[UInt8]]

  package init(_ names: some Sequence<String>) {
    self.names = names.map { Array($0.utf8) }
    precondition(self.names.allSatisfy { $0.allSatisfy { $0 < 0x80 && $0 != 0x0D } })
  }

  /// Whether `name` is one of the names; nil when `String` must tell (a byte outside ASCII,
  /// or no contiguous bytes).
  package func contains(_ name: String) -> Bool? {
    name.utf8.withContiguousStorageIfAvailable { bytes -> Bool? in
      guard Self.isASCII(bytes) else { return nil }
      return names.contains { $0.count == bytes.count && Self.starts(bytes, with: $0) }
    } ?? nil
  }

  /// Whether `name` starts with one of the names; nil when `String` must tell.
  package func prefixes(_ name: String) -> Bool? {
    name.utf8.withContiguousStorageIfAvailable { bytes -> Bool? in
      guard Self.isASCII(bytes) else { return nil }
      return names.contains { $0.count <= bytes.count && Self.starts(bytes, with: $0) }
    } ?? nil
  }

  /// Whether `name`'s bytes are all ASCII and contiguous: where `String`'s equality and
  /// hash go byte for byte (false when `String` must tell).
  package static func isASCII(_ name: String) -> Bool {
    name.utf8.withContiguousStorageIfAvailable { isASCII($0) } ?? false
  }

  private static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    !bytes.contains { $0 >= 0x80 }
  }

  private static func starts(_ bytes: UnsafeBufferPointer<UInt8>, with name: [UInt8]) -> Bool {
    name.withUnsafeBufferPointer { name in
      for index in name.indices where bytes[index] != name[index] { return false }
      return true
    }
  }
}
