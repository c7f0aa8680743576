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
  static func output(_ value: [String]) -> AttributeValue {
    .string(value.joined(separator: " "))
  }
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

extension Codec {
  static func choice<T>(_ type: T.Type) -> Self where C == ChoiceCodec<T> { Self() }
}
