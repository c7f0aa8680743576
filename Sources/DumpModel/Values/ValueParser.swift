/// The one parser of each kind of value in a dump (docs/model.md, "Parsers"): numbers, lists
/// of numbers (sizes, priorities, insets), rectangles, `YES`/`NO`, enumerations, multipliers,
/// priorities. Every format reads through these: the XML and JSON readers, the LLDB readers,
/// the constraint grammar, the command line. Each reads the whole value or refuses it with
/// what it expected; autoresizing masks are in `AutoresizingMask+Notation.swift`.
///
/// Each notation UIKit prints for a value is read wherever that value is read: a frame as a
/// dump writes it (`12 0; 48 44`), as `-[UIView description]` prints it (`(12 0; 48 44)`) and
/// as `NSStringFromCGRect` prints it (`{{12, 0}, {48, 44}}`); a list of numbers with spaces
/// (`375 812`) or as `NSStringFromCGSize` prints it (`{375, 812}`).
public enum ValueParser {
  public static let numberExpected = "a number"
  public static let frameExpected = "'x y; width height'"
  public static let boolExpected = "YES or NO"

  /// A number, alone in the value (spaces around it aside).
  public static func number(_ bytes: ValueBytes) throws(ValueProblem) -> Double {
    var scanner = ValueScanner(bytes)
    guard let value = try scanner.number() else { throw .invalid(expected: numberExpected) }
    try scanner.finish(expected: numberExpected)
    return value
  }

  /// `count` numbers: separated by spaces (`0 16 0 16`), or by commas, in braces or not
  /// (`{375, 812}`, `0, -64`).
  public static func numbers(_ bytes: ValueBytes, count: Int, expected: String)
    throws(ValueProblem) -> [Double]
  {
    var scanner = ValueScanner(bytes)
    let braced = scanner.take(UInt8(ascii: "{"))
    var commas = braced
    var values: [Double] = []
    values.reserveCapacity(count)
    for position in 0..<count {
      if position > 0 {
        let spaced = scanner.atSpace
        if scanner.take(UInt8(ascii: ",")) {
          if position == 1 { commas = true }
          guard commas else { throw .invalid(expected: expected) }
        } else {
          // A separator: at least one space, unless commas separate.
          guard spaced, !commas else { throw .invalid(expected: expected) }
        }
      }
      guard let value = try scanner.number() else { throw .invalid(expected: expected) }
      values.append(value)
    }
    if braced, !scanner.take(UInt8(ascii: "}")) { throw .invalid(expected: expected) }
    try scanner.finish(expected: expected)
    return values
  }

  public static func size(_ bytes: ValueBytes, expected: String = "'width height'")
    throws(ValueProblem) -> Size
  {
    let values = try numbers(bytes, count: 2, expected: expected)
    return Size(width: values[0], height: values[1])
  }

  public static func priorities(_ bytes: ValueBytes) throws(ValueProblem) -> AxisPriorities {
    let values = try numbers(bytes, count: 2, expected: "'horizontal vertical'")
    return AxisPriorities(horizontal: values[0], vertical: values[1])
  }

  public static func insets(_ bytes: ValueBytes) throws(ValueProblem) -> Insets {
    let values = try numbers(bytes, count: 4, expected: "'top left bottom right'")
    return Insets(top: values[0], left: values[1], bottom: values[2], right: values[3])
  }

  /// `x y; width height`, LLDB's `(x y; width height)`, or `{{x, y}, {width, height}}`.
  public static func rect(_ bytes: ValueBytes) throws(ValueProblem) -> Rect {
    var scanner = ValueScanner(bytes)
    let expected = frameExpected
    scanner.skipSpaces()
    if scanner.peek() == UInt8(ascii: "{") { return try cgRect(&scanner) }
    let parenthesized = scanner.take(UInt8(ascii: "("))
    guard let x = try scanner.number(), scanner.atSpace, let y = try scanner.number(),
      scanner.take(UInt8(ascii: ";")), let width = try scanner.number(), scanner.atSpace,
      let height = try scanner.number()
    else { throw .invalid(expected: expected) }
    if parenthesized, !scanner.take(UInt8(ascii: ")")) { throw .invalid(expected: expected) }
    try scanner.finish(expected: expected)
    return Rect(x: x, y: y, width: width, height: height)
  }

  /// `{{x, y}, {width, height}}`, as `NSStringFromCGRect` prints it.
  private static func cgRect(_ scanner: inout ValueScanner) throws(ValueProblem) -> Rect {
    let expected = frameExpected
    var values: [Double] = []
    guard scanner.take(UInt8(ascii: "{")) else { throw .invalid(expected: expected) }
    for pair in 0..<2 {
      if pair == 1, !scanner.take(UInt8(ascii: ",")) { throw .invalid(expected: expected) }
      guard scanner.take(UInt8(ascii: "{")), let a = try scanner.number(),
        scanner.take(UInt8(ascii: ",")), let b = try scanner.number(),
        scanner.take(UInt8(ascii: "}"))
      else { throw .invalid(expected: expected) }
      values += [a, b]
    }
    guard scanner.take(UInt8(ascii: "}")) else { throw .invalid(expected: expected) }
    try scanner.finish(expected: expected)
    return Rect(x: values[0], y: values[1], width: values[2], height: values[3])
  }

  public static func bool(_ bytes: ValueBytes) throws(ValueProblem) -> Bool {
    if equals(bytes, "YES") { return true }
    if equals(bytes, "NO") { return false }
    throw .invalid(expected: boolExpected)
  }

  /// A whole number: `7`, `-3`, `+2` (spaces around it aside), one a dump's numbers hold
  /// exactly: at most 2^53 either way. Writers write every number as a double
  /// (`IntegerCodec`, JSON's numbers), and a larger one (a console fuzzer finding: `tag =
  /// 666666229782938247`) came out as `6.666662297829382e17`, which this refused when read.
  public static func integer(_ bytes: ValueBytes) throws(ValueProblem) -> Int {
    let largest = 1 << 53
    guard let value = Int(string(bytes).trimmingSpaces), value >= -largest, value <= largest
    else {
      throw .invalid(expected: "an integer from -9007199254740992 to 9007199254740992")
    }
    return value
  }

  /// A multiplier: a number, or a `16:9` ratio.
  public static func multiplier(_ bytes: ValueBytes) throws(ValueProblem) -> Double {
    guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")) else { return try number(bytes) }
    let expected = "a number or a ratio such as '16:9'"
    let a: Double
    let b: Double
    do throws(ValueProblem) {
      a = try number(UnsafeBufferPointer(rebasing: bytes[..<colon]))
      b = try number(UnsafeBufferPointer(rebasing: bytes[(colon + 1)...]))
    } catch {
      if error == .nonFinite { throw .nonFinite }
      throw .invalid(expected: expected)
    }
    guard b != 0 else { throw .invalid(expected: expected) }
    return a / b
  }

  /// The priorities a constraint takes: "each constraint has a priority between 1 and 1,000"
  /// (Apple's Auto Layout Guide, "Anatomy of a Constraint"), fractions allowed. The readers of
  /// every format and the constraint grammar hold to it (docs/format.md).
  public static let priorityRange: ClosedRange<Double> = 1...1000

  /// A constraint's priority: 1…1000, fractions allowed.
  public static func priority(_ bytes: ValueBytes) throws(ValueProblem) -> Double {
    let expected = "a priority from 1 to 1000"
    let value: Double
    do throws(ValueProblem) { value = try number(bytes) } catch {
      if error == .nonFinite { throw .nonFinite }
      throw .invalid(expected: expected)
    }
    guard priorityRange.contains(value) else { throw .invalid(expected: expected) }
    return value
  }

  /// One of an enumeration's raw values.
  public static func choice<T: RawRepresentable & CaseIterable>(_ bytes: ValueBytes, _ type: T.Type)
    throws(ValueProblem) -> T where T.RawValue == String
  {
    if let value = T(rawValue: string(bytes)) { return value }
    throw .invalid(expected: "one of " + T.allCases.map(\.rawValue).joined(separator: ", "))
  }

  /// A layout attribute by its name or one of UIKit's aliases (`LayoutAttribute(name:)`).
  public static func layoutAttribute(_ bytes: ValueBytes) throws(ValueProblem) -> LayoutAttribute {
    // The names as written, compared byte for byte: no string made (a dump has one or two
    // in every constraint); the aliases and capitals go the long way.
    names: for (name, value) in layoutAttributeNames where name.count == bytes.count {
      for index in 0..<name.count where name[index] != bytes[index] { continue names }
      return value
    }
    if let value = LayoutAttribute(name: string(bytes)) { return value }
    throw .invalid(
      expected: "one of " + LayoutAttribute.allCases.map(\.rawValue).joined(separator: ", "))
  }

  private static let layoutAttributeNames = LayoutAttribute.allCases.map {
    (Array($0.rawValue.utf8), $0)
  }

  private static let relationNames = LayoutRelation.allCases.map { (Array($0.rawValue.utf8), $0) }

  /// A relation by Interface Builder's word or UIKit's symbol (`equal`, `==`).
  public static func relation(_ bytes: ValueBytes) throws(ValueProblem) -> LayoutRelation {
    // Byte for byte first, as `layoutAttribute` (`greaterThanOrEqual` is too long for a
    // string without an allocation); anything else the long way.
    names: for (name, value) in relationNames where name.count == bytes.count {
      for index in 0..<name.count where name[index] != bytes[index] { continue names }
      return value
    }
    let text = string(bytes)
    if let value = LayoutRelation(rawValue: text) ?? LayoutRelation(symbol: text) { return value }
    throw .invalid(expected: "one of equal, lessThanOrEqual, greaterThanOrEqual")
  }

  /// Space-separated words (`ambiguous="minX width"`).
  /// `1 4`: the numbers of conflict logs (`logs`, `brokenInLogs` of `<constraint>`), each a
  /// positive integer.
  public static func logNumbers(_ bytes: ValueBytes) throws(ValueProblem) -> [Int] {
    var numbers: [Int] = []
    for word in words(bytes) {
      guard let number = Int(word), number > 0 else {
        throw .invalid(expected: "log numbers (positive integers separated by spaces)")
      }
      numbers.append(number)
    }
    return numbers
  }

  /// Split at the bytes of a space, tab, newline or carriage return, not at Swift
  /// `Character`s: a space before a combining mark is one Character with it, and `\r\n` is one
  /// too, so a split by Characters would keep words joined that the writer separated.
  public static func words(_ bytes: ValueBytes) -> [String] {
    bytes.split(whereSeparator: { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D })
      .map { String(decoding: $0, as: UTF8.self) }
  }

  public static func string(_ bytes: ValueBytes) -> String {
    String(decoding: bytes, as: UTF8.self)
  }

  /// Whether the bytes spell `literal`.
  public static func equals(_ bytes: ValueBytes, _ literal: StaticString) -> Bool {
    guard bytes.count == literal.utf8CodeUnitCount else { return false }
    let other = literal.utf8Start
    for index in 0..<bytes.count where bytes[index] != other[index] { return false }
    return true
  }
}

extension ValueParser {
  /// A number alone in `text`: the command line's `--gap -4`, a value kept as text.
  public static func number(_ text: String) throws(ValueProblem) -> Double {
    try text.withValueBytes { bytes throws(ValueProblem) in try number(bytes) }
  }

  public static func integer(_ text: String) throws(ValueProblem) -> Int {
    try text.withValueBytes { bytes throws(ValueProblem) in try integer(bytes) }
  }

  /// `count` numbers (`numbers(_:count:expected:)`'s forms): `{0, -64}`, `44 40`.
  public static func numbers(_ text: String, count: Int) throws(ValueProblem) -> [Double] {
    let expected = "\(count) numbers"
    return try text.withValueBytes { bytes throws(ValueProblem) in
      try numbers(bytes, count: count, expected: expected)
    }
  }

  public static func size(_ text: String) throws(ValueProblem) -> Size {
    try text.withValueBytes { bytes throws(ValueProblem) in try size(bytes) }
  }

  public static func insets(_ text: String) throws(ValueProblem) -> Insets {
    try text.withValueBytes { bytes throws(ValueProblem) in try insets(bytes) }
  }

  public static func rect(_ text: String) throws(ValueProblem) -> Rect {
    try text.withValueBytes { bytes throws(ValueProblem) in try rect(bytes) }
  }

  public static func autoresizingMask(_ text: String) throws(ValueProblem) -> AutoresizingMask {
    try text.withValueBytes { bytes throws(ValueProblem) in try autoresizingMask(bytes) }
  }
}
