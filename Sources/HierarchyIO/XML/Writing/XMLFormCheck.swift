internal import CLibXML2
import Foundation

extension Document {
  /// Refuses a document read from JSON or console text that the XML writer could not write
  /// as a dump the XML reader reads back: inspect never writes a file it then refuses
  /// (docs/format.md, "The document").
  ///
  /// What JSON can say and XML cannot is in what the format keeps without knowing it — an
  /// unknown key that is not an XML name, or whose prefix no `xmlns:` declares; an unknown
  /// element that is not well-formed XML — and in size: libxml2 reads a start tag of at most
  /// 10,000,000 bytes (XML_MAX_LOOKUP_LIMIT; only XML_PARSE_HUGE reads more, and it lifts
  /// every other limit too). So each element that keeps unknown content, and every element
  /// when the input is large enough for one start tag to pass the limit, is written alone by
  /// the writer's own code, with the namespace declarations in scope, and read back by
  /// libxml2; its first complaint is the error, at the element. A small dump without unknown
  /// content costs one walk over the document.
  /// - Parameters:
  ///   - everyElement: check every element, not only those with unknown content: when one
  ///     start tag may pass the limit (it is at most six times the text it came from, `"`
  ///     being written `&quot;`: see `ReadLimits.mayPassTheTagLimit`).
  ///   - unknownContent: check the elements that keep unknown content (not needed when
  ///     libxml2 read them from XML).
  public func checkWritableAsXML(
    everyElement: Bool, unknownContent: Bool = true, source: String
  )
    throws(ReadError)
  {
    guard everyElement || unknownContent else { return }
    let check = XMLFormCheck(
      source: source, everyElement: everyElement, unknownContent: unknownContent)
    let scope = declarations(metadata.unknownAttributes)
    try check.element(
      "hierarchy",
      [("format", .number(Double(metadata.format)))]
        + HierarchyAttributeTable.table.values(
          of: metadata, unknown: metadata.unknownAttributes),
      metadata.unknownAttributes, metadata.unknownElements, scope: [], named: "hierarchy",
      at: nil)
    for patch in metadata.patches {
      try check.element(
        "patch", PatchAttributeTable.table.values(of: patch, unknown: patch.options),
        patch.options, patch.unknownElements, scope: scope, named: "patch '\(patch.name)'",
        at: patch.location)
      for change in patch.changes {
        var attributes: [(name: String, value: AttributeValue)] = []
        let name: String
        if case .added(let address, _, _) = change {
          name = "added"
          attributes.append(("address", .string(address)))
        } else {
          name = "removed"
        }
        for other in change.unknownAttributes.inWrittenOrder {
          attributes.append((other.name, .string(other.value)))
        }
        try check.element(
          name, attributes, change.unknownAttributes, [], scope: scope,
          named: "patch '\(patch.name)' \(name)", at: patch.location)
      }
    }
    var stack = roots.reversed().map { ($0, scope) }
    // Each element's attribute list is made only for an element checked: the walk over a
    // dump without unknown content makes none (it took a tenth of a JSON window's convert).
    while let (view, inherited) = stack.popLast() {
      let attributes = self[view]
      var scope = inherited
      if !attributes.unknownAttributes.isEmpty {
        scope += declarations(attributes.unknownAttributes)
      }
      if check.writes(
        ViewAttributeTable.table, attributes, attributes.unknownAttributes,
        attributes.unknownElements, scope: inherited)
      {
        try check.element(
          "view", attributes.attributeValues, attributes.unknownAttributes,
          attributes.unknownElements, scope: inherited, named: "view '\(attributes.className)'",
          at: attributes.location)
      }
      var guide = firstGuide(of: view)
      while let id = guide {
        guide = nextGuide(after: id)
        let value = self[id]
        guard
          check.writes(
            GuideAttributeTable.table, value, value.unknownAttributes, value.unknownElements,
            scope: scope)
        else { continue }
        try check.element(
          "guide", GuideAttributeTable.table.values(of: value, unknown: value.unknownAttributes),
          value.unknownAttributes, value.unknownElements, scope: scope,
          named: "guide '\(value.address)'", at: value.location)
      }
      var constraint = firstConstraint(heldBy: view)
      while let id = constraint {
        constraint = nextConstraint(after: id)
        let value = self[id]
        guard check.checks(value.unknownAttributes, value.unknownElements) else { continue }
        let addressed = addressedConstraint(id)
        guard
          check.writes(
            ConstraintAttributeTable.table, addressed, addressed.unknownAttributes,
            addressed.unknownElements, scope: scope)
        else { continue }
        try check.element(
          "constraint",
          ConstraintAttributeTable.table.values(
            of: addressed, unknown: addressed.unknownAttributes),
          addressed.unknownAttributes, addressed.unknownElements, scope: scope,
          named: addressed.address.map { "constraint '\($0)'" } ?? "constraint",
          at: addressed.location)
      }
      stack += subviews(of: view).reversed().map { ($0, scope) }
    }
  }

  private func declarations(_ attributes: [UnknownAttribute]) -> [(
    name: String, value: AttributeValue
  )] {
    attributes.filter(\.isNamespaceDeclaration).map { ($0.name, .string($0.value)) }
  }
}

/// Writes one element alone and reads it back with libxml2.
private struct XMLFormCheck {
  let source: String
  let everyElement: Bool
  let unknownContent: Bool

  /// Whether an element with this unknown content may be checked: every element may be, or
  /// it keeps unknown content (a first test, before `writes`).
  func checks(_ unknownAttributes: [UnknownAttribute], _ unknown: [UnknownElement]) -> Bool {
    everyElement || (unknownContent && !(unknownAttributes.isEmpty && unknown.isEmpty))
  }

  /// Whether `element` would write and read back this element: it keeps unknown content, or
  /// every element is checked and its start tag may come near the limit (`tagBound`, reckoned
  /// here from the values one by one: making every element's attribute list took a tenth of
  /// a large JSON window's `convert`).
  func writes<Model>(
    _ table: AttributeTable<Model>, _ value: Model, _ unknownAttributes: [UnknownAttribute],
    _ unknown: [UnknownElement], scope: [(name: String, value: AttributeValue)]
  ) -> Bool {
    if unknownContent && !(unknownAttributes.isEmpty && unknown.isEmpty) { return true }
    guard everyElement else { return false }
    var bound = Self.tagBound(table.element, scope)
    table.forEachValue(of: value, unknown: unknownAttributes) {
      bound += Self.attributeBound($0, $1)
    }
    return bound >= ReadLimits.tagBytes
  }

  /// Checks one element, when every element is checked or it keeps unknown content.
  func element(
    _ name: String, _ attributes: [(name: String, value: AttributeValue)],
    _ unknownAttributes: [UnknownAttribute], _ unknown: [UnknownElement],
    scope: [(name: String, value: AttributeValue)], named: String,
    at location: SourceLocation?
  ) throws(ReadError) {
    let keepsUnknown = unknownContent && !(unknownAttributes.isEmpty && unknown.isEmpty)
    guard everyElement || keepsUnknown else { return }
    // Checked for its size alone: skipped when its start tag cannot come near the limit.
    if !keepsUnknown, Self.tagBound(name, attributes + scope) < ReadLimits.tagBytes { return }
    let place = location ?? SourceLocation(file: source, line: 1, column: 1)
    // libxml2 reads a start tag's attributes in a time that grows with their square.
    if attributes.count > ReadLimits.attributes {
      throw ReadError(
        .other(ReadLimits.tooManyAttributes(attributes.count, element: named)), at: place)
    }
    // A name holding white space or markup is written as something else that may well parse
    // (`  title` is read back as `title`, `a="1" b` as two attributes): refused before the
    // parser is asked.
    for attribute in attributes where !Self.isNameToken(attribute.name) {
      throw notAName(named, attribute.name, at: place)
    }
    // The declarations in scope, but not those the element makes itself (an attribute twice
    // is an error of its own).
    let own = Set(attributes.map(\.name))
    var declarations: [String: (name: String, value: AttributeValue)] = [:]
    for declaration in scope where !own.contains(declaration.name) {
      declarations[declaration.name] = declaration
    }
    let written = Self.write(name, Array(declarations.values) + attributes, unknown)
    let tag = written.withUnsafeBytes { raw in
      let bytes = raw.bindMemory(to: UInt8.self)
      return RawXML.tagEnd(from: bytes.firstIndex(of: UInt8(ascii: "<")) ?? 0, in: bytes)
    }
    if tag >= ReadLimits.tagBytes {
      throw ReadError(
        .other(
          "\(named) comes to \(tag) bytes of XML in one tag; libxml2 reads up to "
            + "\(ReadLimits.tagBytes) without XML_PARSE_HUGE"), at: place)
    }
    guard let problem = Self.firstProblem(reading: written) else { return }
    // libxml2's parser reads names by XML 1.0's fifth edition; its checker by an older one,
    // so it only words the message once the parser has refused the element.
    for attribute in attributes where xmlValidateQName(attribute.name, 0) != 0 {
      throw notAName(named, attribute.name, at: place)
    }
    throw ReadError(.other("\(named) cannot be written as XML: \(problem)"), at: place)
  }

  /// More bytes than the element's start tag can have, reckoned without writing it: every
  /// value escaped at the most (6 bytes a byte, `&quot;`), a number at the most 32 characters
  /// as `formatNumber` writes it (17 digits, a sign, a point and an exponent).
  static func tagBound(_ name: String, _ attributes: [(name: String, value: AttributeValue)])
    -> Int
  {
    attributes.reduce(name.utf8.count + 2) { $0 + attributeBound($1.name, $1.value) }
  }

  /// More bytes than ` name="value"` can take in a start tag (`tagBound`).
  static func attributeBound(_ name: String, _ value: AttributeValue) -> Int {
    let text: Int
    switch value {
    case .string(let string): text = string.utf8.count
    case .number: text = 32
    case .bool: text = 3
    case .numbers(let numbers): text = numbers.count * 33
    case .rect: text = 4 * 33 + 1
    case .strings(let words): text = words.reduce(0) { $0 + $1.utf8.count + 1 }
    }
    return name.utf8.count + 4 + 6 * text
  }

  private func notAName(_ named: String, _ name: String, at place: SourceLocation) -> ReadError {
    ReadError(
      .other(
        "\(named) has the attribute '\(name)', which is not an XML name (the format keeps an "
          + "unknown one as an XML attribute)"), at: place)
  }

  /// Not empty, and none of XML's white space or markup characters: libxml2's parser reads
  /// such a name as one name, or refuses it.
  private static func isNameToken(_ name: String) -> Bool {
    !name.isEmpty
      && !name.utf8.contains { byte in
        switch byte {
        case 0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: "="), UInt8(ascii: "<"), UInt8(ascii: ">"),
          UInt8(ascii: "/"), UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "&"):
          return true
        default: return false
        }
      }
  }

  private static func write(
    _ name: String, _ attributes: [(name: String, value: AttributeValue)],
    _ unknown: [UnknownElement]
  ) -> Data {
    var output = XMLOutput()
    output.start(name)
    for attribute in attributes { output.attribute(attribute.name, attribute.value) }
    output.endLeaf(unknown, depth: 0)
    output.newline()
    return output.finish()
  }

  /// libxml2's first error reading `xml`, or nil. The first, not the context's `lastError`: a
  /// warning after the error (`xmlns: URI ura is not absolute` after `Failed to parse QName
  /// 'xmlns:'`) replaces it there (JSON fuzz finding, json-fuzz-empty-namespace-prefix.json).
  ///
  /// Read by SAX, building no tree: libxml2's tree appends each attribute at the end of a
  /// list it walks, so an element of 40,000 attributes took seconds (probe
  /// gen-many-json-keys.py).
  private static func firstProblem(reading xml: Data) -> String? {
    let state = CheckState()
    let parsed: Bool = xml.withUnsafeBytes { raw in
      guard let base = raw.baseAddress,
        let context = clibxml2_new_memory_context(
          base.assumingMemoryBound(to: CChar.self), Int32(raw.count))
      else { return false }
      defer { xmlFreeParserCtxt(context) }
      let handler = UnsafeMutablePointer<xmlSAXHandler>.allocate(capacity: 1)
      handler.initialize(to: xmlSAXHandler())
      defer { handler.deallocate() }
      install(in: handler)
      let original = context.pointee.sax
      context.pointee.sax = handler
      defer { context.pointee.sax = original }
      withExtendedLifetime(state) {
        context.pointee.userData = Unmanaged.passUnretained(state).toOpaque()
        xmlCtxtUseOptions(context, xmlReadOptions)
        xmlParseDocument(context)
      }
      return context.pointee.wellFormed != 0
    }
    if let message = state.message?.trimmingCharacters(in: .whitespacesAndNewlines) {
      return message.isEmpty ? "libxml2 cannot read it" : message
    }
    guard parsed else { return "libxml2 cannot read it" }
    // The format's elements are in no namespace: one in a namespace would read back as an
    // unknown element (docs/format.md, "Unknown content").
    if let namespace = state.namespace {
      return "it would be in the namespace '\(namespace)', and a dump's elements are in none"
    }
    // Unknown elements are elements: text beside them, which XML allows, the reader refuses.
    return state.textBeside ? "text beside its unknown elements" : nil
  }

  private static func install(in handler: UnsafeMutablePointer<xmlSAXHandler>) {
    handler.pointee.initialized = UInt32(XML_SAX2_MAGIC)
    handler.pointee.startElementNs = { user, _, _, uri, _, _, _, _, _ in
      let state = CheckState.from(user)
      if state.depth == 0, let uri { state.namespace = String(cString: uri) }
      state.depth += 1
    }
    handler.pointee.endElementNs = { user, _, _, _ in CheckState.from(user).depth -= 1 }
    handler.pointee.characters = { user, characters, length in
      let state = CheckState.from(user)
      guard state.depth == 1, let characters else { return }
      let text = UnsafeBufferPointer(start: characters, count: Int(length))
      if text.contains(where: { !isSpace($0) }) { state.textBeside = true }
    }
    handler.pointee.cdataBlock = handler.pointee.characters
    handler.pointee.serror = { user, issue in
      guard let issue, issue.pointee.level.rawValue >= XML_ERR_ERROR.rawValue else { return }
      let state = CheckState.from(user)
      if state.message == nil {
        state.message = issue.pointee.message.map { String(cString: $0) } ?? ""
      }
    }
  }
}

/// What `firstProblem` gathers while libxml2 reads an element: its first error, and whether
/// text lies beside the element's unknown elements.
private final class CheckState {
  var message: String?
  /// The namespace of the element checked, if it is in one.
  var namespace: String?
  var depth = 0
  var textBeside = false

  static func from(_ user: UnsafeMutableRawPointer?) -> CheckState {
    Unmanaged<CheckState>.fromOpaque(user!).takeUnretainedValue()
  }
}
