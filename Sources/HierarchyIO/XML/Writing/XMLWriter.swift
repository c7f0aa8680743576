internal import CLibXML2
import Foundation

extension Document {
  /// The format-1 XML dump: deterministic bytes, as docs/format.md's "Writing" says — the XML
  /// declaration, attributes in the tables' order without defaults, `<patch>` records
  /// first, then the views (guides, subviews, constraints, unknown elements), two-space
  /// indentation, UTF-8, `\n` line ends. Unknown elements are written back verbatim.
  ///
  /// The bytes are those libxml2's `xmlTextWriter` wrote (the writer this replaced; every
  /// fixture's and a 12,000-bar window's outputs were compared byte for byte), made in one
  /// growing byte array: the text writer took a C string for every name and value, and its
  /// memory buffer grew by reallocating the whole dump every 4 kB (`XML_BUFFER_ALLOC_EXACT`),
  /// most of `convert`'s writing time (Benchmarks/windowbench/RESULTS.md). What needs
  /// escaping goes through libxml2's own escapers (`XMLOutput.attribute`, `text`). Views are
  /// written from an explicit stack, not by recursion.
  public func xmlData() -> Data {
    var output = XMLOutput()
    output.data.reserveCapacity(estimatedXMLSize)
    output.bytes.reserveCapacity(XMLOutput.chunk + 4096)
    output.declaration()
    output.start("hierarchy")
    output.attribute("format", .number(Double(metadata.format)))
    HierarchyAttributeTable.table.forEachValue(
      of: metadata, unknown: metadata.unknownAttributes
    ) { output.attribute($0, $1) }
    for patch in metadata.patches { output.patch(patch, depth: 1) }
    var steps: [XMLOutput.Step] = []
    if let first = firstView { steps.append(.siblings(from: first, depth: 1)) }
    output.views(&steps, of: self)
    output.raw(metadata.unknownElements, depth: 1)
    let hasChildren =
      firstView != nil || !metadata.patches.isEmpty
      || !metadata.unknownElements.isEmpty
    if hasChildren { output.indent(0) }
    output.end(full: hasChildren)
    output.newline()
    output.flush()
    return output.data
  }

  /// About the size of the XML dump (a view, a guide and a constraint take about 150 bytes
  /// each), so that the output grows at most once or twice.
  private var estimatedXMLSize: Int {
    4096 + 160 * (viewCount + guideCount + constraintCount)
  }
}

/// The XML text of a dump as bytes, written as libxml2's `xmlTextWriter` writes it: a start
/// tag stays open (`<view …`) until the element gets content (`>`) or ends (`/>`).
///
/// The bytes are made in a small array (`bytes`) and moved into the output (`data`) a chunk
/// at a time, between elements: the dump is not held twice, as bytes and as their copy in
/// `Data` (a 12,000-bar window's 86 MB), and each chunk is copied while it is in the cache.
struct XMLOutput {
  /// The output, the bytes `flush` moved.
  var data = Data()
  /// The bytes made since the last `flush`.
  var bytes: [UInt8] = []
  /// About how many bytes are made before they are moved into `data`.
  static let chunk = 1 << 16
  /// The elements open, innermost last.
  private var open: [String] = []
  /// Whether the innermost element's start tag still lacks its `>`.
  private var inStartTag = false
  /// `\n` and two spaces a level, made once for each depth met.
  private var indentation: [[UInt8]] = []

  /// What is left to write of the views: a view and its next siblings, or the rest of a view
  /// once its subviews are written (its constraints, unknown elements and end tag).
  enum Step {
    case siblings(from: ViewID, depth: Int)
    case tail(ViewID, depth: Int)
  }

  /// Writes the steps on the stack (last first) and all they push.
  mutating func views(_ steps: inout [Step], of document: Document) {
    while let step = steps.popLast() {
      if bytes.count >= XMLOutput.chunk { flush() }
      switch step {
      case .siblings(let view, let depth):
        if let next = document.nextSibling(of: view) {
          steps.append(.siblings(from: next, depth: depth))
        }
        indent(depth)
        start("view")
        // The view lent by the document, not copied into a local.
        ViewAttributeTable.table.forEachValue(
          of: document[view], unknown: document[view].unknownAttributes
        ) { attribute($0, $1) }
        let firstSubview = document.firstSubview(of: view)
        if firstSubview == nil, document.firstGuide(of: view) == nil,
          document.firstConstraint(heldBy: view) == nil, document[view].unknownElements.isEmpty
        {
          end(full: false)
          continue
        }
        var guide = document.firstGuide(of: view)
        while let current = guide {
          leaf(
            "guide", GuideAttributeTable.table, document[current],
            document[current].unknownAttributes, document[current].unknownElements,
            depth: depth + 1)
          guide = document.nextGuide(after: current)
        }
        steps.append(.tail(view, depth: depth))
        if let firstSubview { steps.append(.siblings(from: firstSubview, depth: depth + 1)) }
      case .tail(let view, let depth):
        var constraint = document.firstConstraint(heldBy: view)
        while let current = constraint {
          // Made here and handed over: the table's writers read it without a copy.
          let value = document.addressedConstraint(current)
          let (unknown, elements) = (value.unknownAttributes, value.unknownElements)
          leaf(
            "constraint", ConstraintAttributeTable.table, value, unknown, elements,
            depth: depth + 1)
          constraint = document.nextConstraint(after: current)
        }
        raw(document[view].unknownElements, depth: depth + 1)
        indent(depth)
        end(full: true)
      }
    }
  }

  /// A guide or a constraint: its attributes, its unknown elements one a line, its end tag
  /// (`/>` when it has no unknown elements).
  mutating func leaf<Model>(
    _ name: String, _ table: AttributeTable<Model>, _ value: consuming Model,
    _ unknown: [UnknownAttribute], _ elements: [UnknownElement], depth: Int
  ) {
    indent(depth)
    start(name)
    table.forEachValue(of: value, unknown: unknown) { attribute($0, $1) }
    endLeaf(elements, depth: depth)
  }

  /// The unknown elements of an element just started, one a line, and its end tag: `/>`
  /// when there are none.
  mutating func endLeaf(_ elements: [UnknownElement], depth: Int) {
    guard !elements.isEmpty else { return end(full: false) }
    raw(elements, depth: depth + 1)
    indent(depth)
    end(full: true)
  }

  mutating func patch(_ patch: PatchRecord, depth: Int) {
    indent(depth)
    start("patch")
    PatchAttributeTable.table.forEachValue(of: patch, unknown: patch.options) {
      attribute($0, $1)
    }
    for change in patch.changes {
      indent(depth + 1)
      switch change {
      case .removed(let text, let unknown):
        start("removed")
        for other in unknown.inWrittenOrder { attribute(other.name, .string(other.value)) }
        self.text(text)
      case .added(let address, let text, let unknown):
        start("added")
        attribute("address", .string(address))
        for other in unknown.inWrittenOrder { attribute(other.name, .string(other.value)) }
        self.text(text)
      }
      end(full: true)
    }
    raw(patch.unknownElements, depth: depth + 1)
    let hasChildren = !patch.changes.isEmpty || !patch.unknownElements.isEmpty
    if hasChildren { indent(depth) }
    end(full: hasChildren)
  }

  /// Elements kept verbatim, one a line.
  mutating func raw(_ elements: [UnknownElement], depth: Int) {
    for element in elements {
      indent(depth)
      appendCString(element.xml)
    }
  }

  /// `<?xml version="1.0" encoding="UTF-8"?>` and a line end.
  mutating func declaration() {
    append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
  }

  mutating func start(_ name: String) {
    closeStartTag()
    bytes.append(UInt8(ascii: "<"))
    appendCString(name)
    open.append(name)
    inStartTag = true
  }

  /// ` name="value"`, the value escaped as libxml2 escapes an attribute
  /// (`xmlAttrSerializeTxtContent`: `&lt;`, `&amp;`, `&#10;`, …). Nearly every value has
  /// nothing to escape and is copied as it is; the others go through libxml2.
  mutating func attribute(_ name: String, _ value: AttributeValue) {
    bytes.append(UInt8(ascii: " "))
    appendCString(name)
    bytes.append(UInt8(ascii: "="))
    bytes.append(UInt8(ascii: "\""))
    let start = bytes.count
    value.appendText(to: &bytes)
    if bytes[start...].contains(where: XMLOutput.needsEscape) {
      let text = String(decoding: bytes[start...], as: UTF8.self)
      bytes.removeSubrange(start...)
      escaped(text) { buffer, text in
        xmlAttrSerializeTxtContent(buffer, utf8Document, nil, text)
      }
    }
    bytes.append(UInt8(ascii: "\""))
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
    let name = open.removeLast()
    if inStartTag, !full {
      append("/>")
    } else {
      closeStartTag()
      append("</")
      appendCString(name)
      bytes.append(UInt8(ascii: ">"))
    }
    inStartTag = false
  }

  /// A line end and two spaces a level.
  mutating func indent(_ depth: Int) {
    closeStartTag()
    while indentation.count <= depth {
      indentation.append(
        [UInt8(ascii: "\n")] + [UInt8](repeating: UInt8(ascii: " "), count: 2 * indentation.count))
    }
    bytes.append(contentsOf: indentation[depth])
  }

  /// The line end libxml2's `xmlTextWriterEndDocument` writes last.
  mutating func newline() { bytes.append(UInt8(ascii: "\n")) }

  // MARK: Bytes

  /// Moves the bytes made into `data`.
  mutating func flush() {
    bytes.withUnsafeBufferPointer { data.append($0) }
    bytes.removeAll(keepingCapacity: true)
  }

  /// The `>` of a start tag before the element's first content.
  private mutating func closeStartTag() {
    guard inStartTag else { return }
    bytes.append(UInt8(ascii: ">"))
    inStartTag = false
  }

  private mutating func append(_ text: StaticString) {
    bytes.append(
      contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
  }

  /// The bytes of `text` up to its first NUL, as the text writer took them (a C string).
  private mutating func appendCString(_ text: String) {
    var text = text
    text.withUTF8 { utf8 in
      guard let base = utf8.baseAddress else { return }
      // A name (most calls) is a few bytes: looked through here rather than by a call.
      let end =
        utf8.count <= 32
        ? utf8.firstIndex(of: 0)
        : memchr(base, 0, utf8.count).map { UnsafeRawPointer($0) - UnsafeRawPointer(base) }
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[..<(end ?? utf8.count)]))
    }
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
    bytes.append(
      contentsOf: UnsafeBufferPointer(start: content, count: Int(xmlBufferLength(buffer))))
  }

  /// A byte libxml2 may write otherwise in an attribute: `<`, `>`, `&`, `"`, a control
  /// character or NUL. Characters beyond ASCII are written as they are in a UTF-8 document.
  private static func needsEscape(_ byte: UInt8) -> Bool {
    byte < 0x20 || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">")
      || byte == UInt8(ascii: "&") || byte == UInt8(ascii: "\"")
  }
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
