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
  /// numbers or a frame (the XML writer's path).
  public func appendText(to output: inout [UInt8]) {
    switch self {
    case .string(let text): output.append(contentsOf: text.utf8)
    case .number(let number): appendNumber(number, to: &output)
    case .bool(let value): output.append(contentsOf: (value ? "YES" : "NO").utf8)
    case .numbers(let numbers):
      for (index, number) in numbers.enumerated() {
        if index > 0 { output.append(UInt8(ascii: " ")) }
        appendNumber(number, to: &output)
      }
    case .rect(let rect):
      appendNumber(rect.x, to: &output)
      output.append(UInt8(ascii: " "))
      appendNumber(rect.y, to: &output)
      output.append(contentsOf: "; ".utf8)
      appendNumber(rect.width, to: &output)
      output.append(UInt8(ascii: " "))
      appendNumber(rect.height, to: &output)
    case .strings(let words):
      for (index, word) in words.enumerated() {
        if index > 0 { output.append(UInt8(ascii: " ")) }
        output.append(contentsOf: word.utf8)
      }
    }
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
