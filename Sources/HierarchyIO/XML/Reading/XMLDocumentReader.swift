internal import CLibXML2

/// Reads libxml2's SAX2 events into a `DocumentBuilder`, with no recursion: open elements
/// live on an explicit stack, so nesting is bounded by `XMLLimits`, never by the thread's
/// stack. A value, reached through a pointer while libxml2 calls back (`read()`).
struct XMLDocumentReader {
  enum Element: Equatable { case hierarchy, view, guide, constraint, patch, removed, added }

  let bytes: UnsafeBufferPointer<UInt8>
  let source: String
  var positions: SourcePositions
  var context: xmlParserCtxtPtr?
  var error: ReadError?
  /// Whether `error` is set: tested by every callback, where comparing the optional error
  /// with nil copied it (callgrind, 200 bars: 1.7M instructions).
  var failed = false

  var builder: DocumentBuilder
  var sawRoot = false
  var elementDepth = 0
  /// The known elements open, innermost last (unknown content is tracked apart).
  var open: [Element] = []
  var guide = LayoutGuide(address: "")
  var guideTagStart = 0
  var constraint = ConstraintInProgress()
  var patch = PatchRecord(name: "", options: [])
  var addedAddress: String?
  var changeAttributes: [UnknownAttribute] = []
  /// The text of the element open (a constraint's notation, a change's).
  var text: [UInt8] = []
  var unknown = UnknownInProgress()
  /// libxml2 interns names: a name's pointer finds its place in a table after the first
  /// lookup.
  var elementNames = InternedNames(["view", "guide", "constraint", "patch", "removed", "added"])
  var hierarchyNames = InternedNames(["format"] + HierarchyAttributeTable.table.names)
  var viewNames = InternedNames(ViewAttributeTable.names)
  var guideNames = InternedNames(GuideAttributeTable.table.names)
  var constraintNames = InternedNames(ConstraintAttributeTable.table.names)
  var patchNames = InternedNames(PatchAttributeTable.table.names)

  struct ConstraintInProgress {
    var value = LayoutConstraint(first: "", .notAnAttribute)
    /// The table positions of the attributes the element has.
    var set: UInt32 = 0
    var tagStart = 0
    /// Whether `value` is as made, no attribute read into it: the constraint before handed
    /// its value over (`endConstraint`), and the next one starts with it instead of making
    /// another.
    var fresh = true
  }

  struct UnknownInProgress {
    var depth = 0
    var start = 0
    var name = ""
  }

  init(bytes: UnsafeBufferPointer<UInt8>, source: String) {
    self.bytes = bytes
    self.source = source
    positions = SourcePositions(bytes: bytes, file: source)
    // A view takes 200 bytes or more in a dump (with its constraint, about 275).
    builder = DocumentBuilder(expectedViews: bytes.count / 200)
  }

  // MARK: - Events

  /// - Parameter namespace: the element's namespace URI. The format's elements are in no
  ///   namespace, as the schema has them (docs/format.md, "Unknown content"): an element in
  ///   one (a prefix, or a default `xmlns="…"` in scope) is unknown content, whatever its
  ///   local name, and a root in one is not a hierarchy.
  mutating func startElement(
    _ localname: UnsafePointer<UInt8>, prefix: UnsafePointer<UInt8>?,
    namespace: UnsafePointer<UInt8>?, attributes: AttributeList
  ) {
    guard !failed else { return }
    elementDepth += 1
    if unknown.depth > 0 {
      unknown.depth += 1
      if elementDepth > XMLLimits.elementDepth { tooDeep() }
      return
    }
    let tagStart = RawXML.tagStart(before: parserOffset, in: bytes)
    guard sawRoot else {
      sawRoot = true
      let name = Self.qualifiedName(localname, prefix)
      guard name == "hierarchy" else {
        return fail(.notAHierarchy(root: name), atOffset: tagStart)
      }
      if let namespace {
        return fail(
          .other(
            "the root element 'hierarchy' is in the namespace '\(String(cString: namespace))'; "
              + "a dump's elements are in no namespace"), atOffset: tagStart)
      }
      open.append(.hierarchy)
      return startHierarchy(attributes, tagStart: tagStart)
    }
    if elementDepth > XMLLimits.elementDepth { return tooDeep() }
    let element = namespace == nil ? element(localname) : nil
    switch (open.last, element) {
    case (.hierarchy, .view?), (.view, .view?):
      if builder.depth >= XMLLimits.viewDepth { return tooDeep() }
      open.append(.view)
      startView(attributes, tagStart: tagStart)
    case (.view, .guide?):
      open.append(.guide)
      startGuide(attributes, tagStart: tagStart)
    case (.view, .constraint?):
      open.append(.constraint)
      startConstraint(attributes, tagStart: tagStart)
    case (.hierarchy, .patch?):
      open.append(.patch)
      startPatch(attributes, tagStart: tagStart)
    case (.patch, .removed?), (.patch, .added?):
      open.append(element!)
      startChange(element!, attributes, tagStart: tagStart)
    case (.hierarchy, _), (.view, _), (.guide, _), (.constraint, _), (.patch, _):
      unknown = UnknownInProgress(
        depth: 1, start: tagStart, name: Self.qualifiedName(localname, prefix))
    case (let parent?, _):
      fail(
        .other(
          "\(parent) cannot hold an element '\(Self.qualifiedName(localname, prefix))'; "
            + "it holds a constraint in UIKit's printed notation"),
        atOffset: tagStart)
    case (nil, _):
      fail(.other("content after the root element"), atOffset: tagStart)
    }
  }

  mutating func endElement() {
    guard !failed else { return }
    elementDepth -= 1
    if unknown.depth > 0 {
      unknown.depth -= 1
      if unknown.depth == 0 { endUnknown() }
      return
    }
    guard let element = open.popLast() else { return }
    switch element {
    case .hierarchy: break
    case .view:
      do throws(DocumentError) {
        try builder.closeView()
      } catch {
        fail(ReadError(error, file: source))
      }
    case .guide: endGuide()
    case .constraint: endConstraint()
    case .patch:
      builder.metadata.patches.append(patch)
    case .removed:
      patch.changes.append(.removed(takeText(), unknownAttributes: changeAttributes))
    case .added:
      patch.changes.append(
        .added(
          address: addedAddress ?? "", description: takeText(),
          unknownAttributes: changeAttributes))
    }
  }

  mutating func characters(_ characters: UnsafeBufferPointer<UInt8>) {
    guard !failed, unknown.depth == 0 else { return }
    switch open.last {
    case .constraint?, .removed?, .added?:
      text.append(contentsOf: characters)
    case let element?:
      guard characters.contains(where: { !isSpace($0) }) else { return }
      let snippet = String(decoding: characters, as: UTF8.self).trimmingSpaces
      // libxml2 hands a chunk over before or after moving past it: find it in the bytes.
      let here = parserOffset
      var offset = RawXML.tagStart(before: here, in: bytes)
      for start in [here, here - characters.count]
      where start >= 0 && start + characters.count <= bytes.count
        && bytes[start..<start + characters.count].elementsEqual(characters)
      {
        offset = start
        while offset < bytes.count, isSpace(bytes[offset]) { offset += 1 }
        break
      }
      fail(
        .other("\(element) holds the text '\(snippet.prefix(40))'; only elements belong there"),
        atOffset: offset)
    case nil: break
    }
  }

  // MARK: - Finishing

  /// The document, once every reference is resolved; or the first problem.
  mutating func finish() -> Result<Document, ReadError> {
    if let error { return .failure(error) }
    guard sawRoot else {
      return .failure(ReadError(.malformedXML("no root element"), at: positions.location(at: 0)))
    }
    do throws(DocumentError) {
      return .success(try builder.finish())
    } catch {
      return .failure(unknownReference(error))
    }
  }

  /// The builder's first unresolved reference, in document order, as the reader words it:
  /// at the attribute that names the address (or the notation, for a constraint written in
  /// it), the constraint named by its own address.
  private mutating func unknownReference(_ error: DocumentError) -> ReadError {
    guard case .unknownReference(let address, let attribute) = error.reason,
      let location = error.location
    else { return ReadError(error, file: source) }
    let tagStart = positions.offset(of: location)
    let offset =
      RawXML.attribute(attribute, inTagAt: tagStart, in: bytes) ?? textStart(ofTagAt: tagStart)
    let own = RawXML.attributeValue("address", inTagAt: tagStart, in: bytes)
    let element = own.map { "constraint '\($0)'" } ?? "constraint"
    return ReadError(
      .unknownReference(element: element, attribute: attribute, address: address),
      at: positions.location(at: offset))
  }

  // MARK: - Helpers

  /// The offset of the first non-blank byte after the start tag at `tagStart`.
  func textStart(ofTagAt tagStart: Int) -> Int {
    var offset = RawXML.tagEnd(from: tagStart, in: bytes)
    while offset < bytes.count, isSpace(bytes[offset]) { offset += 1 }
    return offset
  }

  mutating func takeText() -> String {
    defer { text.removeAll(keepingCapacity: true) }
    // Nearly every element has none: no string made.
    guard text.contains(where: { !isSpace($0) }) else { return "" }
    return String(decoding: text, as: UTF8.self).trimmingSpaces
  }

  private mutating func tooDeep() {
    fail(
      .tooDeep(limit: XMLLimits.viewDepth),
      atOffset: RawXML.tagStart(before: parserOffset, in: bytes))
  }

  private mutating func element(_ localname: UnsafePointer<UInt8>) -> Element? {
    switch elementNames.position(localname) {
    case 0?: .view
    case 1?: .guide
    case 2?: .constraint
    case 3?: .patch
    case 4?: .removed
    case 5?: .added
    default: nil
    }
  }

  static func qualifiedName(_ localname: UnsafePointer<UInt8>, _ prefix: UnsafePointer<UInt8>?)
    -> String
  {
    let local = String(cString: localname)
    guard let prefix else { return local }
    return String(cString: prefix) + ":" + local
  }

  // MARK: - Failing

  mutating func fail(_ error: ReadError) {
    guard !failed else { return }
    self.error = error
    failed = true
    stopParser()
  }

  mutating func fail(_ reason: ReadError.Reason, atOffset offset: Int) {
    fail(ReadError(reason, at: positions.location(at: offset)))
  }

  mutating func fail(_ reason: ReadError.Reason, attribute: String, tagStart: Int) {
    let offset = RawXML.attribute(attribute, inTagAt: tagStart, in: bytes) ?? tagStart
    fail(reason, atOffset: offset)
  }
}
