/// The UTF-8 bytes of one value: the XML reader gets attribute values as byte ranges from
/// libxml2 and the JSON reader as strings, and neither should build a `String` just to read a
/// number (docs/model.md, "Parsers").
public typealias ValueBytes = UnsafeBufferPointer<UInt8>

/// Why a value was refused: it does not have the expected shape (`expected` says which, in
/// the words of a message: "'x y; width height'"), or a number in it is not finite (`nan`,
/// `inf`, `1e999`).
public enum ValueProblem: Error, Equatable, Sendable {
  case invalid(expected: String)
  case nonFinite
}

extension String {
  /// The string without leading and trailing spaces, tabs and line ends.
  package var trimmingSpaces: String {
    let scalars = unicodeScalars
    let isBlank: (Unicode.Scalar) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
    guard let first = scalars.firstIndex(where: { !isBlank($0) }),
      let last = scalars.lastIndex(where: { !isBlank($0) })
    else { return "" }
    return String(scalars[first...last])
  }

  /// Runs `body` on the string's UTF-8 bytes.
  package func withValueBytes<R>(_ body: (ValueBytes) throws(ValueProblem) -> R)
    throws(ValueProblem) -> R
  {
    var copy = self
    let result: Result<R, ValueProblem> = copy.withUTF8 { bytes in
      do throws(ValueProblem) { return .success(try body(bytes)) } catch { return .failure(error) }
    }
    return try result.get()
  }
}

/// A cursor over the bytes of one value, for the parsers of `ValueParser`.
struct ValueScanner {
  let bytes: ValueBytes
  var index = 0

  init(_ bytes: ValueBytes) { self.bytes = bytes }

  var atEnd: Bool { index >= bytes.count }

  func peek() -> UInt8? { index < bytes.count ? bytes[index] : nil }

  /// Whether the next byte is a space (without consuming it).
  var atSpace: Bool { index < bytes.count && isSpace(bytes[index]) }

  mutating func skipSpaces() {
    while index < bytes.count, isSpace(bytes[index]) { index += 1 }
  }

  /// Consumes `byte` (after spaces) when it is next; returns whether it was.
  mutating func take(_ byte: UInt8) -> Bool {
    skipSpaces()
    guard index < bytes.count, bytes[index] == byte else { return false }
    index += 1
    return true
  }

  /// Reads a number after spaces (`scanNumber`'s forms); nil when none starts there.
  mutating func number() throws(ValueProblem) -> Double? {
    skipSpaces()
    switch scanNumber(bytes, from: index, to: bytes.count) {
    case .number(let value, let end):
      index = end
      return value
    case .nonFinite: throw .nonFinite
    case .none: return nil
    }
  }

  /// The whole value was read (trailing spaces aside).
  mutating func finish(expected: String) throws(ValueProblem) {
    skipSpaces()
    guard atEnd else { throw .invalid(expected: expected) }
  }
}
