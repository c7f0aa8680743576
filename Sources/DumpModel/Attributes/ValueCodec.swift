/// How a value of one Swift type is read (with `ValueParser`) and written.
protocol ValueCodec: SendableMetatype {
  associatedtype Value: Sendable
  static var kind: ValueKind { get }
  static func parse(_ bytes: ValueBytes) throws(ValueProblem) -> Value
  static func output(_ value: Value) -> AttributeValue
}

/// A codec by name in the table (`.rect`, `.bool`, `.choice(Axis.self)`).
struct Codec<C: ValueCodec>: Sendable {}

enum StringCodec: ValueCodec {
  static let kind = ValueKind.string
  static func parse(_ bytes: ValueBytes) -> String { ValueParser.string(bytes) }
  static func output(_ value: String) -> AttributeValue { .string(value) }
}

enum NumberCodec: ValueCodec {
  static let kind = ValueKind.number
  static func parse(_ bytes: ValueBytes) throws(ValueProblem) -> Double {
    try ValueParser.number(bytes)
  }
  static func output(_ value: Double) -> AttributeValue { .number(value) }
}

enum IntegerCodec: ValueCodec {
  static let kind = ValueKind.integer
  static func parse(_ bytes: ValueBytes) throws(ValueProblem) -> Int {
    try ValueParser.integer(bytes)
  }
  static func output(_ value: Int) -> AttributeValue { .number(Double(value)) }
}

enum BoolCodec: ValueCodec {
  static let kind = ValueKind.bool
  static func parse(_ bytes: ValueBytes) throws(ValueProblem) -> Bool {
    try ValueParser.bool(bytes)
  }
  static func output(_ value: Bool) -> AttributeValue { .bool(value) }
}

enum RectCodec: ValueCodec {
  static let kind = ValueKind.rect
  static func parse(_ bytes: ValueBytes) throws(ValueProblem) -> Rect {
    try ValueParser.rect(bytes)
  }
  static func output(_ value: Rect) -> AttributeValue { .rect(value) }
}

enum SizeCodec: ValueCodec {
  static let kind = ValueKind.numbers(count: 2)
  static func parse(_ bytes: ValueBytes) throws(ValueProblem) -> Size {
    try ValueParser.size(bytes)
  }
  static func output(_ value: Size) -> AttributeValue { .numbers([value.width, value.height]) }
}

enum PrioritiesCodec: ValueCodec {
  static let kind = ValueKind.numbers(count: 2)
  static func parse(_ bytes: ValueBytes) throws(ValueProblem) -> AxisPriorities {
    try ValueParser.priorities(bytes)
  }
  static func output(_ value: AxisPriorities) -> AttributeValue {
    .numbers([value.horizontal, value.vertical])
  }
}

enum InsetsCodec: ValueCodec {
  static let kind = ValueKind.numbers(count: 4)
  static func parse(_ bytes: ValueBytes) throws(ValueProblem) -> Insets {
    try ValueParser.insets(bytes)
  }
  static func output(_ value: Insets) -> AttributeValue {
    .numbers([value.top, value.left, value.bottom, value.right])
  }
}

enum AutoresizingMaskCodec: ValueCodec {
  static let kind = ValueKind.autoresizingMask
  static func parse(_ bytes: ValueBytes) throws(ValueProblem) -> AutoresizingMask {
    try ValueParser.autoresizingMask(bytes)
  }
  static func output(_ value: AutoresizingMask) -> AttributeValue { .string(value.uikitNames) }
}

enum WordsCodec: ValueCodec {
  static let kind = ValueKind.words
  static func parse(_ bytes: ValueBytes) -> [String] { ValueParser.words(bytes) }
  static func output(_ value: [String]) -> AttributeValue { .strings(value) }
}

/// Conflict logs by number (`logs`, `brokenInLogs` of `<constraint>`).
enum LogNumbersCodec: ValueCodec {
  static let kind = ValueKind.positiveIntegers
  static func parse(_ bytes: ValueBytes) throws(ValueProblem) -> [Int] {
    try ValueParser.logNumbers(bytes)
  }
  static func output(_ value: [Int]) -> AttributeValue { .numbers(value.map(Double.init)) }
}

enum AddressCodec: ValueCodec {
  static let kind = ValueKind.address
  static func parse(_ bytes: ValueBytes) -> String { ValueParser.string(bytes) }
  static func output(_ value: String) -> AttributeValue { .string(value) }
}

/// A dump's `scale`: a positive number.
enum ScaleCodec: ValueCodec {
  static let kind = ValueKind.number
  static func parse(_ bytes: ValueBytes) throws(ValueProblem) -> Double {
    let value = try ValueParser.number(bytes)
    guard value > 0 else { throw .invalid(expected: "a positive number (1, 2 or 3)") }
    return value
  }
  static func output(_ value: Double) -> AttributeValue { .number(value) }
}

/// A constraint's priority: 1…1000.
enum PriorityCodec: ValueCodec {
  static let kind = ValueKind.number
  static func parse(_ bytes: ValueBytes) throws(ValueProblem) -> Double {
    try ValueParser.priority(bytes)
  }
  static func output(_ value: Double) -> AttributeValue { .number(value) }
}

enum MultiplierCodec: ValueCodec {
  static let kind = ValueKind.multiplier
  static func parse(_ bytes: ValueBytes) throws(ValueProblem) -> Double {
    try ValueParser.multiplier(bytes)
  }
  static func output(_ value: Double) -> AttributeValue { .number(value) }
}

/// A layout attribute by its name or one of UIKit's aliases (`LayoutAttribute(name:)`).
enum LayoutAttributeCodec: ValueCodec {
  static let kind = ValueKind.choice(LayoutAttribute.acceptedNames)
  static func parse(_ bytes: ValueBytes) throws(ValueProblem) -> LayoutAttribute {
    try ValueParser.layoutAttribute(bytes)
  }
  static func output(_ value: LayoutAttribute) -> AttributeValue { .string(value.rawValue) }
}

/// A relation by Interface Builder's word or UIKit's symbol (`equal`, `==`).
enum RelationCodec: ValueCodec {
  static let kind = ValueKind.choice(
    LayoutRelation.allCases.flatMap { [$0.rawValue, $0.symbol] })
  static func parse(_ bytes: ValueBytes) throws(ValueProblem) -> LayoutRelation {
    try ValueParser.relation(bytes)
  }
  static func output(_ value: LayoutRelation) -> AttributeValue { .string(value.rawValue) }
}

extension LayoutAttribute {
  /// Every word `LayoutAttribute(name:)` takes: the names, UIKit's aliases (`minX`), each
  /// with a capital first letter too (`Width`).
  public static let acceptedNames: [String] = {
    let names =
      LayoutAttribute.allCases.map(\.rawValue) + ["minX", "minY", "maxX", "maxY", "midX", "midY"]
    return names + names.map { $0.prefix(1).uppercased() + $0.dropFirst() }
  }()
}

/// One of an enumeration's raw values.
enum ChoiceCodec<Value: RawRepresentable & CaseIterable & Sendable>: ValueCodec
where Value.RawValue == String {
  static var kind: ValueKind { .choice(Value.self) }
  static func parse(_ bytes: ValueBytes) throws(ValueProblem) -> Value {
    try ValueParser.choice(bytes, Value.self)
  }
  static func output(_ value: Value) -> AttributeValue { .string(value.rawValue) }
}

extension Codec where C == StringCodec { static var string: Self { Self() } }
extension Codec where C == NumberCodec { static var number: Self { Self() } }
extension Codec where C == IntegerCodec { static var integer: Self { Self() } }
extension Codec where C == BoolCodec { static var bool: Self { Self() } }
extension Codec where C == RectCodec { static var rect: Self { Self() } }
extension Codec where C == SizeCodec { static var size: Self { Self() } }
extension Codec where C == PrioritiesCodec { static var priorities: Self { Self() } }
extension Codec where C == InsetsCodec { static var insets: Self { Self() } }
extension Codec where C == AutoresizingMaskCodec { static var autoresizingMask: Self { Self() } }
extension Codec where C == WordsCodec { static var words: Self { Self() } }
extension Codec where C == AddressCodec { static var address: Self { Self() } }
extension Codec where C == LogNumbersCodec { static var logNumbers: Self { Self() } }
extension Codec where C == ScaleCodec { static var scale: Self { Self() } }
extension Codec where C == PriorityCodec { static var priority: Self { Self() } }
extension Codec where C == MultiplierCodec { static var multiplier: Self { Self() } }
extension Codec where C == LayoutAttributeCodec { static var layoutAttribute: Self { Self() } }
extension Codec where C == RelationCodec { static var relation: Self { Self() } }

extension Codec {
  static func choice<T>(_ type: T.Type) -> Self where C == ChoiceCodec<T> { Self() }
}
