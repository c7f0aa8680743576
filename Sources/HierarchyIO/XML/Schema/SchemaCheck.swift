internal import CLibXML2

/// The published schema's rules (`HierarchySchema.relaxNG`) checked over a libxml2 tree in one
/// walk: each known element by its name and no namespace, each of its known attributes by
/// its kind's rule (`HierarchySchema.rule`, the rule the schema's text is written from; a
/// pattern by libxml2's own XML Schema regular expressions, compiled once), its children by
/// the schema's content model. libxml2's RELAX NG validator takes time that grows faster than
/// the document: it compiles a pattern's regular expression for every value it checks, and it
/// keeps one state for every child already seen under an element (seconds for a window of
/// 1,600 bars, 204 s for 200,000 sibling views).
///
/// The walk only answers "surely valid": whatever it does not follow to the letter (an entity
/// reference, a CDATA section or a comment in a constraint, a value libxml2 could not
/// convert) or finds wrong, it leaves to libxml2's validator, whose messages `validate`
/// prints. `SchemaCheckTests` checks that the two agree on every fixture, every bad input and
/// the schema tests' cases.
struct SchemaCheck {
  /// Whether the document surely matches the schema.
  static func surelyValid(_ document: xmlDocPtr) -> Bool {
    guard let root = xmlDocGetRootElement(document) else { return false }
    var check = SchemaCheck()
    return check.valid(root)
  }

  private enum Kind: UInt8 { case hierarchy, view, guide, constraint, patch, added, removed }

  private struct Key: Hashable {
    let kind: Kind
    let name: UnsafeRawPointer
  }

  /// The rules of an element's known attributes, by name; libxml2 interns the names of one
  /// document, so each is looked up by its text once.
  private var known: [Key: Int] = [:]

  private mutating func valid(_ root: xmlNodePtr) -> Bool {
    guard kind(of: root, among: [("hierarchy", .hierarchy)]) == .hierarchy else { return false }
    var stack: [(xmlNodePtr, Kind)] = [(root, .hierarchy)]
    while let (node, kind) = stack.popLast() {
      guard attributesValid(node, kind) else { return false }
      var elements = 0
      var views = 0
      var child = node.pointee.children
      while let current = child {
        child = current.pointee.next
        switch current.pointee.type {
        case XML_ELEMENT_NODE:
          elements += 1
          guard let known = self.kind(of: current, among: Self.children[Int(kind.rawValue)])
          else {
            // An unknown element, any content; none inside `added` and `removed`.
            if kind == .added || kind == .removed { return false }
            continue
          }
          if known == .view { views += 1 }
          stack.append((current, known))
        case XML_TEXT_NODE:
          if kind != .constraint, kind != .added, kind != .removed, !isBlank(current) {
            return false
          }
        case XML_COMMENT_NODE, XML_PI_NODE:
          if kind == .constraint { return false }
        default:
          return false  // CDATA, entity references: left to libxml2
        }
      }
      if kind == .hierarchy, views == 0 { return false }
      if kind == .constraint, elements == 0, !constraintHasText(node),
        !(hasAttribute(node, "first") && hasAttribute(node, "firstAttribute"))
      {
        return false
      }
    }
    return true
  }

  /// The known children of each kind of element, by name.
  private static let children: [[(String, Kind)]] = [
    [("view", .view), ("patch", .patch)],
    [("guide", .guide), ("view", .view), ("constraint", .constraint)],
    [],
    [],
    [("removed", .removed), ("added", .added)],
    [],
    [],
  ]

  private func kind(of node: xmlNodePtr, among names: [(String, Kind)]) -> Kind? {
    guard node.pointee.ns == nil, let name = node.pointee.name else { return nil }
    for (known, kind) in names where xmlStrEqual(name, known) != 0 { return kind }
    return nil
  }

  // MARK: - Attributes

  private mutating func attributesValid(_ node: xmlNodePtr, _ kind: Kind) -> Bool {
    let rules = Self.rules[Int(kind.rawValue)]
    var required = 0
    var attribute = node.pointee.properties
    while let current = attribute {
      attribute = current.pointee.next
      // A namespaced attribute is unknown, whatever its local name.
      guard current.pointee.ns == nil, let name = current.pointee.name else { continue }
      let key = Key(kind: kind, name: UnsafeRawPointer(name))
      let position: Int
      if let found = known[key] {
        position = found
      } else {
        position = rules.positions[String(cString: name)] ?? -1
        known[key] = position
      }
      guard position >= 0 else { continue }
      let rule = rules.all[position]
      if rule.required { required += 1 }
      guard valueMatches(current, rule.value) else { return false }
    }
    return required == rules.requiredCount
  }

  private func valueMatches(_ attribute: xmlAttrPtr, _ rule: CompiledRule) -> Bool {
    if case .text = rule { return true }
    return withValue(of: attribute) { value in
      switch rule {
      case .text: return true
      case .tokens(let tokens):
        let token = trimmed(value)
        return tokens.contains { $0.elementsEqual(token) }
      case .pattern(let regex): return xmlRegexpExec(regex, value.baseAddress) == 1
      }
    }
  }

  /// Calls `body` with the attribute's value, NUL-terminated (the NUL not counted).
  private func withValue(of attribute: xmlAttrPtr, _ body: (UnsafeBufferPointer<UInt8>) -> Bool)
    -> Bool
  {
    guard let text = attribute.pointee.children else {
      return [UInt8(0)].withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[0..<0])) }
    }
    if text.pointee.next == nil, text.pointee.type == XML_TEXT_NODE,
      let content = text.pointee.content
    {
      return body(UnsafeBufferPointer(start: content, count: Int(xmlStrlen(content))))
    }
    // More than one node (an entity reference): left to libxml2.
    return false
  }

  private func trimmed(_ value: UnsafeBufferPointer<UInt8>) -> Slice<UnsafeBufferPointer<UInt8>> {
    var start = value.startIndex
    var end = value.endIndex
    while start < end, isSpace(value[start]) { start += 1 }
    while end > start, isSpace(value[end - 1]) { end -= 1 }
    return value[start..<end]
  }

  private func hasAttribute(_ node: xmlNodePtr, _ name: String) -> Bool {
    xmlHasNsProp(node, name, nil) != nil
  }

  // MARK: - Text

  private func isBlank(_ node: xmlNodePtr) -> Bool {
    guard let content = node.pointee.content else { return true }
    var byte = content
    while byte.pointee != 0 {
      if !isSpace(byte.pointee) { return false }
      byte += 1
    }
    return true
  }

  /// Whether the constraint's text holds more than white space (the schema's
  /// `textConstraint`).
  private func constraintHasText(_ node: xmlNodePtr) -> Bool {
    var child = node.pointee.children
    while let current = child {
      if current.pointee.type == XML_TEXT_NODE, !isBlank(current) { return true }
      child = current.pointee.next
    }
    return false
  }

  // MARK: - Rules

  private enum CompiledRule {
    case text
    case tokens([[UInt8]])
    case pattern(xmlRegexpPtr)
  }

  private struct ElementRules {
    var all: [(required: Bool, value: CompiledRule)] = []
    var positions: [String: Int] = [:]
    var requiredCount = 0

    mutating func add(_ name: String, _ rule: HierarchySchema.ValueRule, required: Bool) {
      positions[name] = all.count
      all.append((required, SchemaCheck.compile(rule)))
      if required { requiredCount += 1 }
    }

    init<Model>(_ table: AttributeTable<Model>) {
      for row in table.all {
        add(row.name, HierarchySchema.rule(row.kind), required: row.isRequired)
      }
    }

    init() {}
  }

  /// Each kind's rules, in `Kind`'s order. A constraint's `first` and `firstAttribute` are
  /// checked for their values here and for their presence with its content.
  nonisolated(unsafe) private static let rules: [ElementRules] = {
    var hierarchy = ElementRules(HierarchyAttributeTable.table)
    hierarchy.add("format", .tokens(["1"]), required: true)
    var constraint = ElementRules()
    for row in ConstraintAttributeTable.table.all {
      constraint.add(row.name, HierarchySchema.rule(row.kind), required: false)
    }
    var added = ElementRules()
    added.add("address", .text, required: true)
    return [
      hierarchy, ElementRules(ViewAttributeTable.table), ElementRules(GuideAttributeTable.table),
      constraint, ElementRules(PatchAttributeTable.table), added, ElementRules(),
    ]
  }()

  /// The schema's regular expressions, compiled once for the process (never freed); a compiled
  /// one is only read while values are matched.
  nonisolated(unsafe) private static let regexes: [String: xmlRegexpPtr] = {
    HierarchySchema.patterns.mapValues { pattern in
      guard let regex = xmlRegexpCompile(pattern) else {
        preconditionFailure("the schema's pattern '\(pattern)' does not compile")
      }
      return regex
    }
  }()

  private static func compile(_ rule: HierarchySchema.ValueRule) -> CompiledRule {
    switch rule {
    case .text: .text
    case .tokens(let words): .tokens(words.map { Array($0.utf8) })
    case .pattern(let name): .pattern(regexes[name]!)
    }
  }
}
