/// An element's attribute names found in its table by pointer: libxml2 interns every name in
/// its dictionary, so after a name's first lookup its pointer finds its position. An
/// open-addressing table of pointers, searched without hashing a string.
struct InternedNames {
  private let positions: [String: Int]
  private var keys: [UnsafeRawPointer?]
  /// A position, or -1 for a name the table does not know.
  private var values: [Int32]
  private var count = 0
  private static let slots = 64

  init(_ names: [String]) {
    positions = Dictionary(uniqueKeysWithValues: names.enumerated().map { ($1, $0) })
    keys = Array(repeating: nil, count: Self.slots)
    values = Array(repeating: -1, count: Self.slots)
  }

  /// The position of an unprefixed attribute's name in the table, nil for a name it does not
  /// know (or a prefixed one).
  mutating func position(_ attribute: AttributeList.Attribute) -> Int? {
    guard attribute.prefix == nil else { return nil }
    return position(attribute.localname)
  }

  mutating func position(_ name: UnsafePointer<UInt8>) -> Int? {
    let key = UnsafeRawPointer(name)
    let mask = Self.slots - 1
    // Fibonacci hashing of the address: its top six bits.
    var slot = Int((UInt(bitPattern: Int(bitPattern: key)) &* 0x9E37_79B9_7F4A_7C15) >> 58)
    while let found = keys[slot] {
      if found == key { return values[slot] < 0 ? nil : Int(values[slot]) }
      slot = (slot + 1) & mask
    }
    let position = positions[String(cString: name)]
    // Half full at most; past that (an input with many unknown names), look names up by
    // their text.
    if count < Self.slots / 2 {
      keys[slot] = key
      values[slot] = Int32(position ?? -1)
      count += 1
    }
    return position
  }
}

extension XMLDocumentReader {
  func unknownAttribute(_ attribute: AttributeList.Attribute) -> UnknownAttribute {
    UnknownAttribute(name: attribute.qualifiedName, value: decodedString(attribute.value))
  }

  /// Without entity substitution libxml2 hands `&amp;` in attribute values over as `&#38;`
  /// (for a later pass that we do not make): the only `&` a value can hold.
  func withDecodedValue<R>(
    _ value: ValueBytes, _ body: (ValueBytes) throws(ValueProblem) -> R
  ) throws(ValueProblem) -> R {
    guard value.contains(UInt8(ascii: "&")) else { return try body(value) }
    let decoded = Array(decodedString(value).utf8)
    let result: Result<R, ValueProblem> = decoded.withUnsafeBufferPointer { bytes in
      do throws(ValueProblem) { return .success(try body(bytes)) } catch { return .failure(error) }
    }
    return try result.get()
  }

  func decodedString(_ value: ValueBytes) -> String {
    let text = String(decoding: value, as: UTF8.self)
    guard value.contains(UInt8(ascii: "&")) else { return text }
    return text.replacingAll("&#38;", with: "&")
  }

  /// `view 'UIButton'`: the element and the value of its naming attribute, when it has one.
  func describe(_ element: String, _ attributes: AttributeList, naming: String) -> String {
    for index in 0..<attributes.count
    where attributes[index].prefix == nil
      && String(cString: attributes[index].localname) == naming
    {
      return "\(element) '\(decodedString(attributes[index].value))'"
    }
    return element
  }

  /// A value that does not read, at its attribute.
  mutating func failValue(
    _ problem: ValueProblem, element: String, _ attribute: AttributeList.Attribute, tagStart: Int
  ) {
    let name = attribute.qualifiedName
    let value = decodedString(attribute.value)
    switch problem {
    case .nonFinite:
      fail(
        .nonFiniteNumber(element: element, attribute: name, value: value), attribute: name,
        tagStart: tagStart)
    case .invalid(let expected):
      fail(
        .invalidValue(element: element, attribute: name, value: value, expected: expected),
        attribute: name, tagStart: tagStart)
    }
  }
}

extension String {
  /// Every occurrence of `target` replaced, matched byte for byte in UTF-8 (Foundation-free).
  /// Not by `Character`s: a target's last character followed by a combining mark is one
  /// `Character` in Swift (`;` + U+0347), which `firstRange(of:)` does not find — `&#38;`
  /// before such a mark stayed in a value read back (the JSON fuzzer's finding, Fixtures/
  /// fuzz-regressions). UTF-8 matches only at scalar boundaries, so no scalar is split.
  func replacingAll(_ target: String, with replacement: String) -> String {
    let pattern = Array(target.utf8)
    let bytes = Array(utf8)
    guard let first = pattern.first, bytes.count >= pattern.count else { return self }
    var output: [UInt8] = []
    var index = 0
    var copied = 0
    while index + pattern.count <= bytes.count {
      if bytes[index] == first, bytes[index..<(index + pattern.count)].elementsEqual(pattern) {
        output += bytes[copied..<index]
        output += replacement.utf8
        index += pattern.count
        copied = index
      } else {
        index += 1
      }
    }
    guard copied > 0 else { return self }
    output += bytes[copied...]
    return String(decoding: output, as: UTF8.self)
  }
}
