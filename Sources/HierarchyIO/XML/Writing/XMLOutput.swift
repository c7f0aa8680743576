internal import CLibXML2
import Foundation

/// The XML text of a dump as bytes, written as libxml2's `xmlTextWriter` writes it: a start
/// tag stays open (`<view …`) until the element gets content (`>`) or ends (`/>`).
///
/// The bytes are made in a small buffer and moved into the output (`data`) a chunk at a time,
/// between elements: the dump is not held twice, as bytes and as their copy in `Data` (a
/// 12,000-bar window's 86 MB), and each chunk is copied while it is in the cache. The buffer
/// is memory of its own (`start`, `count`, `capacity`), not an array: an array's append
/// looked its storage up, checked it was not shared and grew it through a generic call for
/// every name and value (a tenth of the writer, callgrind at 200 bars). Whoever makes an
/// `XMLOutput` calls `finish()` once, which frees the buffer; it is never copied.
///
/// The names the writer writes for every element (`<view`, ` frame="`, `</view>`) are bytes
/// made once (`XMLTag`, `XMLAttributeNames`): a name copied from its `String` for each
/// attribute, looking for a NUL on the way, took another tenth.
struct XMLOutput {
  /// The output, the bytes `flush` moved.
  var data = Data()
  /// The bytes made since the last `flush`: `count` of them, in room for `capacity`.
  private var start: UnsafeMutablePointer<UInt8>
  private(set) var count = 0
  private var capacity: Int
  /// Where a number, a list of them or a frame is written (`AttributeValue.appendText` writes
  /// into an array) before it is copied into the buffer.
  private var scratch: [UInt8] = []
  /// About how many bytes are made before they are moved into `data`.
  static let chunk = 1 << 16
  /// The end tags (`</view>`) of the elements open, innermost last.
  private var open: [[UInt8]] = []
  /// Whether the innermost element's start tag still lacks its `>`.
  private var inStartTag = false
  /// `\n` and two spaces a level, made once for each depth met.
  private var indentation: [[UInt8]] = []

  init() {
    capacity = XMLOutput.chunk + 4096
    start = .allocate(capacity: capacity)
    scratch.reserveCapacity(256)
  }

  /// The output, every byte made moved into it; the buffer is freed.
  mutating func finish() -> Data {
    flush()
    start.deallocate()
    capacity = 0
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

  /// An attribute whose ` name="` is made already (`XMLAttributeNames`).
  mutating func attribute(prefix: [UInt8], _ value: AttributeValue) {
    append(prefix)
    self.value(value)
    append(UInt8(ascii: "\""))
  }

  /// An attribute's value, escaped. Nearly every value has nothing to escape and is copied as
  /// it is; the others go through libxml2. A number, a list of numbers, a frame or a boolean
  /// is written with digits, signs, points, `e`, `nan`, `inf`, spaces, `;`, `YES` or `NO`
  /// (`formatNumber`): never anything to escape.
  private mutating func value(_ value: AttributeValue) {
    switch value {
    case .string(let text):
      var text = text
      let plain = text.withUTF8 { utf8 in
        guard !utf8.contains(where: XMLOutput.needsEscape) else { return false }
        append(utf8)
        return true
      }
      if !plain { attributeEscaped(text) }
    case .strings:
      scratch.removeAll(keepingCapacity: true)
      value.appendText(to: &scratch)
      if scratch.contains(where: XMLOutput.needsEscape) {
        attributeEscaped(String(decoding: scratch, as: UTF8.self))
      } else {
        append(scratch)
      }
    case .number, .bool, .numbers, .rect:
      scratch.removeAll(keepingCapacity: true)
      value.appendText(to: &scratch)
      append(scratch)
    }
  }

  private mutating func attributeEscaped(_ text: String) {
    escaped(text) { buffer, text in
      xmlAttrSerializeTxtContent(buffer, utf8Document, nil, text)
    }
  }

  /// Text content, escaped as libxml2's text writer escapes it (`xmlEncodeSpecialChars`).
  mutating func text(_ text: String) {
    closeStartTag()
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
    while indentation.count <= depth {
      indentation.append(
        [UInt8(ascii: "\n")] + [UInt8](repeating: UInt8(ascii: " "), count: 2 * indentation.count))
    }
    append(indentation[depth])
  }

  /// The line end libxml2's `xmlTextWriterEndDocument` writes last.
  mutating func newline() { append(UInt8(ascii: "\n")) }

  // MARK: Bytes

  /// Moves the bytes made into `data`.
  mutating func flush() {
    data.append(UnsafeBufferPointer(start: start, count: count))
    count = 0
  }

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
    if count + bytes.count > capacity { grow(count + bytes.count) }
    (start + count).update(from: source, count: bytes.count)
    count += bytes.count
  }

  /// Room for `needed` bytes: an element larger than a chunk (a long title, unknown elements)
  /// is made whole before it is moved.
  private mutating func grow(_ needed: Int) {
    let larger = max(needed, 2 * capacity)
    let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: larger)
    moved.update(from: start, count: count)
    start.deallocate()
    start = moved
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
  private static func needsEscape(_ byte: UInt8) -> Bool {
    byte < 0x20 || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">")
      || byte == UInt8(ascii: "&") || byte == UInt8(ascii: "\"")
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
}

/// ` name="` for each attribute of a table, by its position (`forEachKnownValue`), as
/// `XMLOutput.attribute` writes a name.
struct XMLAttributeNames {
  let prefixes: [[UInt8]]

  init<Model>(_ table: AttributeTable<Model>) {
    prefixes = table.names.map { name in
      var name = name
      return [UInt8(ascii: " ")] + name.withUTF8 { Array(cString($0)) } + Array("=\"".utf8)
    }
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
