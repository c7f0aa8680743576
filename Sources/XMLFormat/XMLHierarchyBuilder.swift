internal import CLibXML2

/// Builds a `Hierarchy` from libxml2's SAX2 events, with no recursion: open elements live on
/// explicit stacks, so nesting is bounded by `XMLLimits`, never by the thread's stack.
final class XMLHierarchyBuilder {
  enum Element: Equatable { case hierarchy, view, guide, constraint, patch, removed, added }

  let bytes: UnsafeBufferPointer<UInt8>
  let source: String
  var positions: SourcePositions
  var context: xmlParserCtxtPtr?
  private var error: ReadError?

  private var hierarchy = Hierarchy()
  private var sawRoot = false
  private var elementDepth = 0
  /// The known elements open, innermost last (unknown content is tracked apart).
  private var open: [Element] = []
  /// The views open, innermost last.
  private var views: [View] = []
  private var guide: LayoutGuide?
  private var constraint = ConstraintInProgress()
  private var patch: PatchRecord?
  private var addedAddress: String?
  private var changeAttributes: [UnknownAttribute] = []
  private var text: [UInt8] = []
  private var unknown = UnknownInProgress()
  /// Every view and guide address, with the offset of its element (a location is worked
  /// out only for a duplicate).
  private var addresses: [String: Int] = [:]
  /// References to items not read yet, checked at the end.
  private var forwardReferences: [ForwardReference] = []
  /// libxml2 interns names, so a name's pointer identifies it after the first lookup.
  private var attributeNames: [UnsafeRawPointer: AttributeName?] = [:]
  private var elementNames: [UnsafeRawPointer: Element?] = [:]
  private var viewAttributePositions: [UnsafeRawPointer: Int?] = [:]

  struct ConstraintInProgress {
    var value = LayoutConstraint(first: "", .notAnAttribute)
    var set: [AttributeName] = []
    var tagStart = 0
  }

  struct ForwardReference {
    var address: String
    var attribute: String
    var tagStart: Int
    var element: String
  }

  struct UnknownInProgress {
    var depth = 0
    var start = 0
    var name = ""
  }

  init(bytes: UnsafeBufferPointer<UInt8>, source: String) {
    self.bytes = bytes
    self.source = source
    self.positions = SourcePositions(bytes: bytes, file: source)
    // A view or guide takes 100 bytes or more: no rehashing on the way.
    addresses.reserveCapacity(bytes.count / 200)
  }

  // MARK: - Events

  func startElement(
    _ localname: UnsafePointer<UInt8>, prefix: UnsafePointer<UInt8>?, attributes: AttributeList
  ) {
    guard error == nil else { return }
    elementDepth += 1
    if unknown.depth > 0 {
      unknown.depth += 1
      if elementDepth > XMLLimits.elementDepth { tooDeep() }
      return
    }
    let tagStart = RawXML.tagStart(before: parserOffset, in: bytes)
    guard sawRoot else {
      sawRoot = true
      let name = qualifiedName(localname, prefix)
      guard name == "hierarchy" else {
        return fail(.notAHierarchy(root: name), atOffset: tagStart)
      }
      open.append(.hierarchy)
      return startHierarchy(attributes, tagStart: tagStart)
    }
    if elementDepth > XMLLimits.elementDepth { return tooDeep() }
    let element = prefix == nil ? elementName(localname) : nil
    switch (open.last, element) {
    case (.hierarchy, .view?), (.view, .view?):
      if views.count >= XMLLimits.viewDepth { return tooDeep() }
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
        depth: 1, start: tagStart, name: qualifiedName(localname, prefix))
    case (let parent?, _):
      fail(
        .other(
          "\(parent) cannot hold an element '\(qualifiedName(localname, prefix))'; "
            + "it holds a constraint in UIKit's printed notation"),
        atOffset: tagStart)
    case (nil, _):
      fail(.other("content after the root element"), atOffset: tagStart)
    }
  }

  func endElement(_ localname: UnsafePointer<UInt8>, prefix: UnsafePointer<UInt8>?) {
    guard error == nil else { return }
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
      let view = views.removeLast()
      if views.isEmpty {
        hierarchy.views.append(view)
      } else {
        views[views.count - 1].subviews.append(view)
      }
    case .guide:
      if let guide { views[views.count - 1].guides.append(guide) }
      guide = nil
    case .constraint: endConstraint()
    case .patch:
      if let patch { hierarchy.patches.append(patch) }
      patch = nil
    case .removed:
      patch?.changes.append(.removed(takeText(), unknownAttributes: changeAttributes))
    case .added:
      patch?.changes.append(
        .added(
          address: addedAddress ?? "", description: takeText(),
          unknownAttributes: changeAttributes))
    }
  }

  func characters(_ characters: UnsafeBufferPointer<UInt8>) {
    guard error == nil, unknown.depth == 0 else { return }
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

  // MARK: - Elements

  private func startHierarchy(_ attributes: AttributeList, tagStart: Int) {
    var sawFormat = false
    hierarchy.unknownAttributes = attributes.namespaceDeclarations
    for index in 0..<attributes.count {
      let attribute = attributes[index]
      let name = attributeName(attribute)
      if name == .format {
        sawFormat = true
        guard ValueParser.equals(attribute.value, "1") else {
          return fail(
            .unsupportedFormat(ValueParser.string(attribute.value)),
            attribute: "format", tagStart: tagStart)
        }
        continue
      }
      if let name {
        do {
          if try withDecodedValue(
            attribute.value,
            { v throws(ValueProblem) in
              try hierarchy.metadata.setAttribute(name, v)
            })
          {
            continue
          }
        } catch {
          return failValue(error, element: "hierarchy", attribute, tagStart: tagStart)
        }
      }
      hierarchy.unknownAttributes.append(unknownAttribute(attribute))
    }
    if !sawFormat {
      fail(.missingAttribute(element: "hierarchy", name: "format"), atOffset: tagStart)
    }
  }

  private func startView(_ attributes: AttributeList, tagStart: Int) {
    var view = View(className: "", address: "")
    var sawClass = false
    var sawAddress = false
    view.unknownAttributes = attributes.namespaceDeclarations
    for index in 0..<attributes.count {
      let attribute = attributes[index]
      if let position = viewAttributePosition(attribute) {
        do {
          try withDecodedValue(
            attribute.value,
            { v throws(ValueProblem) in
              try ViewAttributeTable.read(position, v, into: &view.attributes)
            })
        } catch {
          let element = describe("view", attributes, .class)
          return failValue(error, element: element, attribute, tagStart: tagStart)
        }
        if position == ViewAttributeTable.classPosition { sawClass = true }
        if position == ViewAttributeTable.addressPosition { sawAddress = true }
        continue
      }
      view.unknownAttributes.append(unknownAttribute(attribute))
    }
    guard sawClass else {
      return fail(.missingAttribute(element: "view", name: "class"), atOffset: tagStart)
    }
    guard sawAddress else {
      return fail(
        .missingAttribute(element: "view '\(view.className)'", name: "address"),
        atOffset: tagStart)
    }
    let location = positions.location(at: tagStart)
    view.location = location
    register(view.address, tagStart: tagStart)
    views.append(view)
  }

  private func startGuide(_ attributes: AttributeList, tagStart: Int) {
    var guide = LayoutGuide(address: "")
    var sawAddress = false
    guide.unknownAttributes = attributes.namespaceDeclarations
    for index in 0..<attributes.count {
      let attribute = attributes[index]
      if let name = attributeName(attribute) {
        do {
          if try withDecodedValue(
            attribute.value,
            { v throws(ValueProblem) in
              try guide.setAttribute(name, v)
            })
          {
            if name == .address { sawAddress = true }
            continue
          }
        } catch {
          let element = describe("guide", attributes, .address)
          return failValue(error, element: element, attribute, tagStart: tagStart)
        }
      }
      guide.unknownAttributes.append(unknownAttribute(attribute))
    }
    guard sawAddress else {
      return fail(.missingAttribute(element: "guide", name: "address"), atOffset: tagStart)
    }
    let location = positions.location(at: tagStart)
    guide.location = location
    register(guide.address, tagStart: tagStart)
    self.guide = guide
  }

  private func startConstraint(_ attributes: AttributeList, tagStart: Int) {
    constraint = ConstraintInProgress()
    constraint.tagStart = tagStart
    constraint.value.unknownAttributes = attributes.namespaceDeclarations
    text.removeAll(keepingCapacity: true)
    for index in 0..<attributes.count {
      let attribute = attributes[index]
      if let name = attributeName(attribute) {
        do {
          if try withDecodedValue(
            attribute.value,
            { v throws(ValueProblem) in
              try constraint.value.setAttribute(name, v)
            })
          {
            constraint.set.append(name)
            continue
          }
        } catch {
          let element = describe("constraint", attributes, .address)
          return failValue(error, element: element, attribute, tagStart: tagStart)
        }
      }
      constraint.value.unknownAttributes.append(unknownAttribute(attribute))
    }
    constraint.value.location = positions.location(at: tagStart)
  }

  private func endConstraint() {
    let tagStart = constraint.tagStart
    let body = String(decoding: text, as: UTF8.self).trimmingSpaces
    text.removeAll(keepingCapacity: true)
    var result = constraint.value
    var element: String { constraint.value.address.map { "constraint '\($0)'" } ?? "constraint" }
    if !body.isEmpty {
      let textLocation = positions.location(at: textStart(ofTagAt: tagStart))
      let parsed: ParsedConstraint
      do {
        parsed = try ParsedConstraint(parsing: Substring(body), at: textLocation)
      } catch {
        return fail(error)
      }
      result = parsed.constraint
      for name in constraint.set { result.copyAttribute(name, from: constraint.value) }
      // What the text says beyond the structured fields (`h=--&`, `Hug:250`) is kept; an
      // attribute of the element with the same name wins.
      let own = constraint.value.unknownAttributes
      result.unknownAttributes =
        result.unknownAttributes.filter { extra in !own.contains { $0.name == extra.name } }
        + own
      result.unknownElements = constraint.value.unknownElements
      result.location = constraint.value.location
    } else {
      let set = constraint.set
      guard set.contains(.first) else {
        return fail(.missingAttribute(element: element, name: "first"), atOffset: tagStart)
      }
      guard set.contains(.firstAttribute) else {
        return fail(
          .missingAttribute(element: element, name: "firstAttribute"), atOffset: tagStart)
      }
      if set.contains(.second), !set.contains(.secondAttribute) {
        return fail(
          .missingAttribute(element: element, name: "secondAttribute"), atOffset: tagStart)
      }
      if !set.contains(.second), result.secondAttribute != .notAnAttribute {
        return fail(.missingAttribute(element: element, name: "second"), atOffset: tagStart)
      }
    }
    checkReference(result.first, "first", element: element)
    checkReference(result.second, "second", element: element)
    views[views.count - 1].constraints.append(result)
  }

  private func startPatch(_ attributes: AttributeList, tagStart: Int) {
    var name: String?
    var options = attributes.namespaceDeclarations
    for index in 0..<attributes.count {
      let attribute = attributes[index]
      if attributeName(attribute) == .name {
        name = decodedString(attribute.value)
      } else {
        options.append(unknownAttribute(attribute))
      }
    }
    guard let name else {
      return fail(.missingAttribute(element: "patch", name: "name"), atOffset: tagStart)
    }
    patch = PatchRecord(name: name, options: options)
    patch?.location = positions.location(at: tagStart)
  }

  private func startChange(_ element: Element, _ attributes: AttributeList, tagStart: Int) {
    text.removeAll(keepingCapacity: true)
    addedAddress = nil
    changeAttributes = attributes.namespaceDeclarations
    for index in 0..<attributes.count {
      let attribute = attributes[index]
      if element == .added, addedAddress == nil, attributeName(attribute) == .address {
        addedAddress = decodedString(attribute.value)
        continue
      }
      changeAttributes.append(unknownAttribute(attribute))
    }
    if element == .added, addedAddress == nil {
      fail(.missingAttribute(element: "added", name: "address"), atOffset: tagStart)
    }
  }

  private func endUnknown() {
    let end = parserOffset
    let start = unknown.start
    guard end > start else {
      return fail(.other("cannot keep the element '\(unknown.name)' verbatim"), atOffset: start)
    }
    let raw = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    guard raw.hasPrefix("<" + unknown.name), raw.hasSuffix(">") else {
      return fail(
        .other("cannot keep the element '\(unknown.name)' verbatim"), atOffset: start)
    }
    let element = UnknownElement(name: unknown.name, xml: raw)
    switch open.last {
    case .guide?: guide?.unknownElements.append(element)
    case .constraint?: constraint.value.unknownElements.append(element)
    case .patch?: patch?.unknownElements.append(element)
    case .view?: views[views.count - 1].unknownElements.append(element)
    default: hierarchy.unknownElements.append(element)
    }
  }

  // MARK: - Finishing

  /// The hierarchy, once every reference is checked; or the first problem.
  func finish() -> Result<Hierarchy, ReadError> {
    if let error { return .failure(error) }
    guard sawRoot else {
      return .failure(ReadError(.malformedXML("no root element"), at: positions.location(at: 0)))
    }
    if let problem = firstUnknownReference() { return .failure(problem) }
    return .success(hierarchy)
  }

  /// The first reference, in document order, to an item that is not in the document. Most
  /// references point back to items already read and are settled on the spot; the others
  /// wait here until the end.
  private func firstUnknownReference() -> ReadError? {
    for reference in forwardReferences where addresses[reference.address] == nil {
      let offset =
        RawXML.attribute(reference.attribute, inTagAt: reference.tagStart, in: bytes)
        ?? textStart(ofTagAt: reference.tagStart)
      return ReadError(
        .unknownReference(
          element: reference.element, attribute: reference.attribute,
          address: reference.address),
        at: positions.location(at: offset))
    }
    return nil
  }

  private func checkReference(
    _ address: String?, _ attribute: String, element: @autoclosure () -> String
  ) {
    guard let address, addresses[address] == nil else { return }
    forwardReferences.append(
      ForwardReference(
        address: address, attribute: attribute, tagStart: constraint.tagStart, element: element()))
  }

  // MARK: - Helpers

  private func register(_ address: String, tagStart: Int) {
    if let first = addresses.updateValue(tagStart, forKey: address) {
      fail(
        .duplicateAddress(address, firstSeen: positions.location(at: first)), attribute: "address",
        tagStart: tagStart)
    }
  }

  /// The offset of the first non-blank byte after the start tag at `tagStart`.
  private func textStart(ofTagAt tagStart: Int) -> Int {
    var offset = RawXML.tagEnd(from: tagStart, in: bytes)
    while offset < bytes.count, isSpace(bytes[offset]) { offset += 1 }
    return offset
  }

  private func takeText() -> String {
    defer { text.removeAll(keepingCapacity: true) }
    return String(decoding: text, as: UTF8.self).trimmingSpaces
  }

  private func tooDeep() {
    fail(
      .tooDeep(limit: XMLLimits.viewDepth),
      atOffset: RawXML.tagStart(before: parserOffset, in: bytes))
  }

  private func elementName(_ localname: UnsafePointer<UInt8>) -> Element? {
    let key = UnsafeRawPointer(localname)
    if let known = elementNames[key] { return known }
    let element: Element? =
      switch String(cString: localname) {
      case "view": .view
      case "guide": .guide
      case "constraint": .constraint
      case "patch": .patch
      case "removed": .removed
      case "added": .added
      default: nil
      }
    elementNames[key] = element
    return element
  }

  /// The attribute's place in `ViewAttributeTable`, or nil for an attribute `<view>` does not
  /// know.
  private func viewAttributePosition(_ attribute: AttributeList.Attribute) -> Int? {
    lookUp(attribute, &viewAttributePositions, ViewAttributeTable.positions)
  }

  private func attributeName(_ attribute: AttributeList.Attribute) -> AttributeName? {
    lookUp(attribute, &attributeNames, AttributeName.byName)
  }

  /// An unprefixed attribute's entry in `table`, looked up once per interned name.
  private func lookUp<Value>(
    _ attribute: AttributeList.Attribute, _ cache: inout [UnsafeRawPointer: Value?],
    _ table: [String: Value]
  ) -> Value? {
    guard attribute.prefix == nil else { return nil }
    let key = UnsafeRawPointer(attribute.localname)
    if let known = cache[key] { return known }
    let value = table[String(cString: attribute.localname)]
    cache[key] = value
    return value
  }

  private func qualifiedName(_ localname: UnsafePointer<UInt8>, _ prefix: UnsafePointer<UInt8>?)
    -> String
  {
    let local = String(cString: localname)
    guard let prefix else { return local }
    return String(cString: prefix) + ":" + local
  }

  private func unknownAttribute(_ attribute: AttributeList.Attribute) -> UnknownAttribute {
    UnknownAttribute(name: attribute.qualifiedName, value: decodedString(attribute.value))
  }

  /// Without entity substitution libxml2 hands `&amp;` in attribute values over as `&#38;`
  /// (for a later pass that we do not make): the only `&` a value can hold.
  private func withDecodedValue<R>(
    _ value: ValueBytes, _ body: (ValueBytes) throws(ValueProblem) -> R
  ) throws(ValueProblem) -> R {
    guard value.contains(UInt8(ascii: "&")) else { return try body(value) }
    let decoded = Array(decodedString(value).utf8)
    let result: Result<R, ValueProblem> = decoded.withUnsafeBufferPointer { bytes in
      do throws(ValueProblem) { return .success(try body(bytes)) } catch { return .failure(error) }
    }
    return try result.get()
  }

  private func decodedString(_ value: ValueBytes) -> String {
    let text = String(decoding: value, as: UTF8.self)
    guard value.contains(UInt8(ascii: "&")) else { return text }
    return text.replacingAll("&#38;", with: "&")
  }

  /// `view 'UIButton'`: the element and the value of its naming attribute, when it has one.
  private func describe(_ element: String, _ attributes: AttributeList, _ naming: AttributeName)
    -> String
  {
    for index in 0..<attributes.count where attributeName(attributes[index]) == naming {
      return "\(element) '\(decodedString(attributes[index].value))'"
    }
    return element
  }

  // MARK: - Failing

  /// Bytes after the root element that libxml2 did not read (it stops at a NUL byte).
  func failAfterRoot(at offset: Int) {
    fail(.other("content after the root element"), atOffset: offset)
  }

  func fail(_ error: ReadError) {
    guard self.error == nil else { return }
    self.error = error
    stopParser()
  }

  private func fail(_ reason: ReadError.Reason, atOffset offset: Int) {
    fail(ReadError(reason, at: positions.location(at: offset)))
  }

  private func fail(_ reason: ReadError.Reason, attribute: String, tagStart: Int) {
    let offset = RawXML.attribute(attribute, inTagAt: tagStart, in: bytes) ?? tagStart
    fail(reason, atOffset: offset)
  }

  private func failValue(
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
  /// Every occurrence of `target` replaced (Foundation-free, for the one case we need).
  func replacingAll(_ target: String, with replacement: String) -> String {
    var result = ""
    var rest = Substring(self)
    while let range = rest.firstRange(of: target) {
      result += rest[..<range.lowerBound]
      result += replacement
      rest = rest[range.upperBound...]
    }
    return result + rest
  }
}
