/// An attribute's value as the writers see it: the XML writer writes it as text, the JSON
/// writer with its JSON type.
public enum AttributeValue: Sendable, Hashable {
  case string(String)
  case number(Double)
  case bool(Bool)
  /// Pairs and quadruples (`screen`, `margins`, `intrinsicSize`, …).
  case numbers([Double])
  case rect(Rect)
  /// Words (`ambiguous`): joined by spaces in XML, an array of strings in JSON.
  case strings([String])

  /// The value as the XML form writes it (docs/model.md, "Numbers"): `YES`/`NO`, numbers by
  /// `formatNumber`, lists joined by spaces, a frame as `x y; width height`.
  public var text: String {
    if case .string(let text) = self { return text }
    var bytes: [UInt8] = []
    appendText(to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Appends `text`'s UTF-8 bytes to `output`, making no `String` for a number, a list of
  /// numbers or a frame (`writeText`).
  public func appendText(to output: inout [UInt8]) {
    if case .string(let text) = self { return output.append(contentsOf: text.utf8) }
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(textLimit, 1)) { buffer in
      let count = writeText(to: buffer.baseAddress!)
      output.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[..<count]))
    }
  }

  /// At most how many bytes `writeText` writes.
  public var textLimit: Int {
    switch self {
    case .string(let text): text.utf8.count
    case .number: numberTextLimit
    case .bool: 3
    case .numbers(let numbers): numbers.count * (numberTextLimit + 1)
    case .rect: 4 * (numberTextLimit + 1) + 1
    case .strings(let words): words.reduce(words.count) { $0 + $1.utf8.count }
    }
  }

  /// Writes `text`'s UTF-8 bytes at `target`, which has room for `textLimit` of them: the
  /// XML writer writes a value where it goes in its output, with no array between (an
  /// array's append checked its storage and room for every byte of a frame).
  /// - Returns: how many bytes it wrote.
  public func writeText(to target: UnsafeMutablePointer<UInt8>) -> Int {
    var end = target
    func put(_ byte: UInt8) {
      end.pointee = byte
      end += 1
    }
    func put(_ number: Double) { end += writeNumber(number, to: end) }
    func put(_ text: String) {
      for byte in text.utf8 { put(byte) }
    }
    switch self {
    case .string(let text): put(text)
    case .number(let number): put(number)
    case .bool(let value): put(value ? "YES" : "NO")
    case .numbers(let numbers):
      for (index, number) in numbers.enumerated() {
        if index > 0 { put(UInt8(ascii: " ")) }
        put(number)
      }
    case .rect(let rect):
      put(rect.x)
      put(UInt8(ascii: " "))
      put(rect.y)
      put(UInt8(ascii: ";"))
      put(UInt8(ascii: " "))
      put(rect.width)
      put(UInt8(ascii: " "))
      put(rect.height)
    case .strings(let words):
      for (index, word) in words.enumerated() {
        if index > 0 { put(UInt8(ascii: " ")) }
        put(word)
      }
    }
    return end - target
  }
}

/// The kind of an attribute's value: what the readers accept, the JSON type it is written
/// with, and its pattern in the RELAX NG schema.
public enum ValueKind: Sendable, Hashable {
  /// Free text (`title`, `identifier`, a class name).
  case string
  /// An address naming a view or guide (`0x7fb4d8c0b0a0`): text without spaces.
  case address
  /// A number (`alpha`, `spacing`).
  case number
  /// A whole number (`tag`).
  case integer
  /// `YES` or `NO` (JSON `true`/`false`).
  case bool
  /// `x y; width height` (JSON `[x, y, width, height]`).
  case rect
  /// `count` numbers separated by spaces (JSON an array of `count` numbers).
  case numbers(count: Int)
  /// One of the raw values (`axis`: `horizontal`, `vertical`).
  case choice([String])
  /// An autoresizing mask in any of its notations.
  case autoresizingMask
  /// Words separated by spaces (`ambiguous`; JSON an array of strings).
  case words
  /// Positive whole numbers separated by spaces (`logs="1 4"`; JSON an array of numbers).
  case positiveIntegers
  /// A constraint's multiplier: a number, or a ratio (`16:9`; JSON a number, or a string).
  case multiplier

  /// One of the raw values of an enumeration.
  public static func choice<T: RawRepresentable & CaseIterable>(_ type: T.Type) -> ValueKind
  where T.RawValue == String {
    .choice(T.allCases.map(\.rawValue))
  }
}
