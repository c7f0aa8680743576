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
    switch self {
    case .string(let text): return text
    case .number(let number): return formatNumber(number)
    case .bool(let value): return value ? "YES" : "NO"
    case .numbers(let numbers): return numbers.map(formatNumber).joined(separator: " ")
    case .rect(let rect): return rect.description
    case .strings(let words): return words.joined(separator: " ")
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
