internal import CLibXML2
import Foundation

/// The XML text of a dump as bytes, written as libxml2's `xmlTextWriter` writes it: a start
/// tag stays open (`<view …`) until the element gets content (`>`) or ends (`/>`).
///
/// The bytes are made in the memory the output is handed over in (`finish`: a `Data` that
/// takes the `malloc`ed block, no copy): the dump is not held twice, and no byte is copied
/// after it is made. An earlier writer made them in a small buffer and copied it into a
/// `Data` every 64 kB, a copy of the whole dump (12,000 bars: 86 MB). The memory is its own
/// (`start`, `count`, `capacity`), not an array: an array's append looked its storage up,
/// checked it was not shared and grew it through a generic call for every name and value (a
/// tenth of the writer, callgrind at 200 bars). Whoever makes an `XMLOutput` calls `finish()`
/// once, which hands the memory over; it is never copied.
///
/// The names the writer writes for every element (`<view`, ` frame="`, `</view>`) are bytes
/// made once (`XMLTag`, `XMLAttributeNames`): a name copied from its `String` for each
/// attribute, looking for a NUL on the way, took another tenth.
struct XMLOutput {
  /// The bytes made: `count` of them, in room for `capacity`, allocated by `malloc`.
  private var start: UnsafeMutablePointer<UInt8>
  private(set) var count = 0
  private var capacity: Int
  /// The end tags (`</view>`) of the elements open, innermost last.
  private var open: [[UInt8]] = []
  /// Whether the innermost element's start tag still lacks its `>`.
  private var inStartTag = false

  /// An output with room for `capacity` bytes before it grows (`Document.xmlData` asks for
  /// about the dump's size).
  init(capacity: Int = 4096) {
    self.capacity = max(capacity, 64)
    guard let memory = malloc(self.capacity) else { fatalError("out of memory") }
    start = memory.assumingMemoryBound(to: UInt8.self)
  }

  /// The bytes made, in the memory they were made in: the `Data` frees it.
  mutating func finish() -> Data {
    let data = Data(bytesNoCopy: start, count: count, deallocator: .free)
    capacity = 0
    count = 0
    return data
  }

  /// `<?xml version="1.0" encoding="UTF-8"?>` and a line end.
  mutating func declaration() {
    append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
  }

  /// Starts an element by its name, as the text writer took it (a C string: up to a NUL).
  mutating func start(_ name: String) {
    start(XMLTag(name))
  }

  mutating func start(_ tag: XMLTag) {
    closeStartTag()
    append(tag.start)
    open.append(tag.end)
    inStartTag = true
  }

  /// ` name="value"`, the value escaped as libxml2 escapes an attribute
  /// (`xmlAttrSerializeTxtContent`: `&lt;`, `&amp;`, `&#10;`, …), the name as the text writer
  /// took it (a C string: up to a NUL).
  mutating func attribute(_ name: String, _ value: AttributeValue) {
    append(UInt8(ascii: " "))
    appendCString(name)
    append(UInt8(ascii: "="))
    append(UInt8(ascii: "\""))
    self.value(value)
    append(UInt8(ascii: "\""))
  }

  /// The attribute at `position` of a table, whose ` name="` is made already
  /// (`XMLAttributeNames`).
  mutating func attribute(_ position: Int, of names: XMLAttributeNames, _ value: AttributeValue) {
    let prefix = names.bounds[position]..<names.bounds[position + 1]
    names.bytes.withUnsafeBufferPointer { append(UnsafeBufferPointer(rebasing: $0[prefix])) }
    self.value(value)
    append(UInt8(ascii: "\""))
  }

  /// An attribute's value, escaped. Nearly every value has nothing to escape and is copied as
  /// it is; the others go through libxml2. A number, a list of numbers, a frame or a boolean
  /// is written with digits, signs, points, `e`, `nan`, `inf`, spaces, `;`, `YES` or `NO`
  /// (`formatNumber`): never anything to escape. Each but a string is written where it goes
  /// (`AttributeValue.writeText`), not made in an array and copied.
  private mutating func value(_ value: AttributeValue) {
    switch value {
    case .string(let text):
      if !appendUnlessEscaped(text) { attributeEscaped(text) }
    case .strings:
      reserve(value.textLimit)
      let target = start + count
      let made = UnsafeBufferPointer(start: target, count: value.writeText(to: target))
      // Copied onto itself when there is nothing to escape (the room is there already).
      if !appendUnlessEscaped(made) { attributeEscaped(String(decoding: made, as: UTF8.self)) }
    case .number, .bool, .numbers, .rect:
      reserve(value.textLimit)
      count += value.writeText(to: start + count)
    }
  }

  /// Copies `text`'s bytes unless one of them `needsEscape`.
  /// - Returns: whether they were copied (nothing is written otherwise).
  private mutating func appendUnlessEscaped(_ text: String) -> Bool {
    // A native or small string lends its bytes; another is made native first.
    if let plain = text.utf8.withContiguousStorageIfAvailable({ appendUnlessEscaped($0) }) {
      return plain
    }
    var text = text
    return text.withUTF8 { appendUnlessEscaped($0) }
  }

  /// Copies `utf8` unless it holds a byte to escape, in one pass: eight bytes at a time, each
  /// word looked at as a whole (`escapes`) and stored, the last word of a text of eight bytes
  /// or more read again where it overlaps the one before. (A byte at a time, looking and
  /// copying took 11 instructions a byte; most values are addresses and class names of 10 to
  /// 40 bytes.)
  /// - Returns: whether it was copied (nothing is written otherwise).
  private mutating func appendUnlessEscaped(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let source = utf8.baseAddress else { return true }
    let length = utf8.count
    reserve(length)
    let target = start + count
    if length < 8 {
      for index in 0..<length {
        let byte = source[index]
        if XMLOutput.needsEscape(byte) { return false }
        target[index] = byte
      }
    } else {
      var index = 0
      while true {
        let word = UnsafeRawPointer(source + index).loadUnaligned(as: UInt64.self)
        if XMLOutput.escapes(word) { return false }
        UnsafeMutableRawPointer(target + index).storeBytes(of: word, as: UInt64.self)
        if index == length - 8 { break }
        index = min(index + 8, length - 8)
      }
    }
    count += length
    return true
  }

  private mutating func attributeEscaped(_ text: String) {
    escaped(text) { buffer, text in
      xmlAttrSerializeTxtContent(buffer, utf8Document, nil, text)
    }
  }

  /// Text content, escaped as libxml2's text writer escapes it (`xmlEncodeSpecialChars`).
  /// Text without a byte an attribute escapes (`needsEscape`: a control character, NUL
  /// among them, `<`, `>`, `&`, `"`) holds none that function changes (`<`, `>`, `&`, `"`,
  /// CR) and no NUL ending it early: it is copied as it is.
  mutating func text(_ text: String) {
    closeStartTag()
    if appendUnlessEscaped(text) { return }
    escaped(text) { buffer, text in
      guard let encoded = xmlEncodeSpecialChars(nil, text) else { return }
      xmlBufferCat(buffer, encoded)
      clibxml2_free(encoded)
    }
  }

  /// Ends the innermost element: `/>` when it is empty, `</name>` with `full`.
  mutating func end(full: Bool) {
    let end = open.removeLast()
    if inStartTag, !full {
      append("/>")
    } else {
      closeStartTag()
      append(end)
    }
    inStartTag = false
  }

  /// The unknown elements of an element just started, one a line, and its end tag: `/>`
  /// when there are none.
  mutating func endLeaf(_ elements: [UnknownElement], depth: Int) {
    guard !elements.isEmpty else { return end(full: false) }
    raw(elements, depth: depth + 1)
    indent(depth)
    end(full: true)
  }

  /// Elements kept verbatim, one a line.
  mutating func raw(_ elements: [UnknownElement], depth: Int) {
    for element in elements {
      indent(depth)
      appendCString(element.xml)
    }
  }

  /// A line end and two spaces a level.
  mutating func indent(_ depth: Int) {
    closeStartTag()
    reserve(1 + 2 * depth)
    start[count] = UInt8(ascii: "\n")
    (start + count + 1).update(repeating: UInt8(ascii: " "), count: 2 * depth)
    count += 1 + 2 * depth
  }

  /// The line end libxml2's `xmlTextWriterEndDocument` writes last.
  mutating func newline() { append(UInt8(ascii: "\n")) }

  // MARK: Bytes

  /// The `>` of a start tag before the element's first content.
  private mutating func closeStartTag() {
    guard inStartTag else { return }
    append(UInt8(ascii: ">"))
    inStartTag = false
  }

  private mutating func append(_ text: StaticString) {
    append(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
  }

  private mutating func append(_ byte: UInt8) {
    if count == capacity { grow(count + 1) }
    start[count] = byte
    count += 1
  }

  private mutating func append(_ bytes: [UInt8]) {
    bytes.withUnsafeBufferPointer { append($0) }
  }

  private mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let source = bytes.baseAddress else { return }
    reserve(bytes.count)
    (start + count).update(from: source, count: bytes.count)
    count += bytes.count
  }

  /// Room for `more` bytes after the `count` made.
  @inline(__always)
  private mutating func reserve(_ more: Int) {
    if count + more > capacity { grow(count + more) }
  }

  /// Room for `needed` bytes, at least twice the room there was: `realloc` moves the bytes
  /// made only when the block cannot grow where it is.
  @inline(never)
  private mutating func grow(_ needed: Int) {
    let larger = max(needed, 2 * capacity)
    guard let moved = realloc(start, larger) else { fatalError("out of memory") }
    start = moved.assumingMemoryBound(to: UInt8.self)
    capacity = larger
  }

  /// The bytes of `text` up to its first NUL, as the text writer took them (a C string).
  private mutating func appendCString(_ text: String) {
    var text = text
    text.withUTF8 { utf8 in append(cString(utf8)) }
  }

  /// `text` as libxml2's escaping function `body` writes it into a libxml2 buffer.
  private mutating func escaped(
    _ text: String, _ body: (xmlBufferPtr, UnsafePointer<xmlChar>) -> Void
  ) {
    _ = libxml2Ready
    guard let buffer = xmlBufferCreate() else { fatalError("libxml2: out of memory") }
    defer { xmlBufferFree(buffer) }
    text.withCString { body(buffer, UnsafeRawPointer($0).assumingMemoryBound(to: xmlChar.self)) }
    guard let content = xmlBufferContent(buffer) else { return }
    append(UnsafeBufferPointer(start: content, count: Int(xmlBufferLength(buffer))))
  }

  /// A byte libxml2 may write otherwise in an attribute: `<`, `>`, `&`, `"`, a control
  /// character or NUL. Characters beyond ASCII are written as they are in a UTF-8 document.
  static func needsEscape(_ byte: UInt8) -> Bool {
    // All below 64: one bit each of a word (`"` 0x22, `&` 0x26, `<` 0x3C, `>` 0x3E).
    let escaped: UInt64 = 0xFFFF_FFFF | 1 << 0x22 | 1 << 0x26 | 1 << 0x3C | 1 << 0x3E
    return byte < 64 && escaped >> UInt64(byte) & 1 != 0
  }

  /// Whether one of the eight bytes of `word` `needsEscape`, all looked at at once: a byte
  /// below 0x20, or one equal to `"` or `&` once bit 2 is set (0x22 and 0x26 are the only
  /// bytes that give 0x26), or to `>` once bit 1 is set (`<` 0x3C and `>` 0x3E the only ones
  /// that give 0x3E): zero once XORed with it. The tests are the usual ones on a word's bytes
  /// (`(x - 0x01…01 * n) & ~x & 0x80…80` is not zero when a byte of `x` is below `n`, for `n`
  /// up to 0x80), exact as to whether any byte is.
  static func escapes(_ word: UInt64) -> Bool {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    func below(_ x: UInt64, _ n: UInt64) -> UInt64 { (x &- ones &* n) & ~x & highs }
    let control = below(word, 0x20)
    let quoteOrAmpersand = below((word | ones &* 0x04) ^ ones &* 0x26, 1)
    let angle = below((word | ones &* 0x02) ^ ones &* 0x3E, 1)
    return control | quoteOrAmpersand | angle != 0
  }
}

/// The bytes of UTF-8 text up to its first NUL: what a C string of it holds.
private func cString(_ utf8: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
  guard let base = utf8.baseAddress else { return utf8 }
  // A name (most calls) is a few bytes: looked through here rather than by a call.
  let end =
    utf8.count <= 32
    ? utf8.firstIndex(of: 0)
    : memchr(base, 0, utf8.count).map { UnsafeRawPointer($0) - UnsafeRawPointer(base) }
  return UnsafeBufferPointer(rebasing: utf8[..<(end ?? utf8.count)])
}

/// An element's name as the writer writes it: `<name` to start it, `</name>` to end it (the
/// name up to a NUL, as the text writer took it).
struct XMLTag {
  let start: [UInt8]
  let end: [UInt8]

  init(_ name: String) {
    var name = name
    let bytes = name.withUTF8 { Array(cString($0)) }
    start = [UInt8(ascii: "<")] + bytes
    end = [UInt8(ascii: "<"), UInt8(ascii: "/")] + bytes + [UInt8(ascii: ">")]
  }

  static let view = XMLTag("view")
  static let guide = XMLTag("guide")
  static let constraint = XMLTag("constraint")
  static let patch = XMLTag("patch")
  static let removed = XMLTag("removed")
  static let added = XMLTag("added")
}

/// ` name="` for each attribute of a table, by its position (`forEachKnownValue`), as
/// `XMLOutput.attribute` writes a name: one array of them all, so that writing one takes no
/// array of its own (a retain and a release of it for every attribute written).
struct XMLAttributeNames {
  /// The ` name="` of each position, one after another.
  let bytes: [UInt8]
  /// Where each position's starts in `bytes`, and after the last, where it ends.
  let bounds: [Int]

  init<Model>(_ table: AttributeTable<Model>) {
    var bytes: [UInt8] = []
    var bounds = [0]
    for name in table.names {
      var name = name
      bytes.append(UInt8(ascii: " "))
      bytes += name.withUTF8 { Array(cString($0)) }
      bytes += Array("=\"".utf8)
      bounds.append(bytes.count)
    }
    self.bytes = bytes
    self.bounds = bounds
  }

  static let view = XMLAttributeNames(ViewAttributeTable.table)
  static let guide = XMLAttributeNames(GuideAttributeTable.table)
  static let constraint = XMLAttributeNames(ConstraintAttributeTable.table)
}

/// An empty libxml2 document declared UTF-8, for `xmlAttrSerializeTxtContent`: without a
/// document's encoding it writes every character beyond ASCII as a character reference
/// (`&#x62A;`), which the text writer of a UTF-8 document does not. Made once, never freed,
/// only read.
nonisolated(unsafe) private let utf8Document: xmlDocPtr = {
  _ = libxml2Ready
  guard let document = xmlNewDoc("1.0"), let encoding = xmlStrdup("UTF-8") else {
    fatalError("libxml2: out of memory")
  }
  document.pointee.encoding = UnsafePointer(encoding)
  return document
}()
