/// Builds a `Hierarchy` from a parsed JSON document, with the XML reader's attribute setters:
/// each typed JSON value is turned back into the attribute's XML text (a number keeps the
/// digits it was written with) and read by the same code.
struct JSONHierarchyBuilder {
  var positions: SourcePositions
  private var addresses: [String: SourceLocation] = [:]
  private var references: [(address: String, attribute: String, element: String, offset: Int)] =
    []

  init(positions: SourcePositions) {
    self.positions = positions
  }

  /// The JSON shape each attribute is written with.
  private enum Shape {
    case string, number, bool, pair, quad, rect

    init(_ name: AttributeName) {
      switch name {
      case .frame: self = .rect
      case .screen: self = .pair
      case .scale, .multiplier, .constant, .priority, .format: self = .number
      case .active, .broken: self = .bool
      default: self = .string
      }
    }

    /// The shape of a view attribute, from its kind in `ViewAttributeTable`.
    init(_ kind: ValueKind) {
      switch kind {
      case .rect: self = .rect
      case .numbers(let count): self = count == 2 ? .pair : .quad
      case .number, .integer: self = .number
      case .bool: self = .bool
      case .string, .choice, .autoresizingMask, .words: self = .string
      }
    }

    var expected: String {
      switch self {
      case .string: return "a string"
      case .number: return "a number"
      case .bool: return "true or false"
      case .pair: return "an array of 2 numbers"
      case .quad: return "an array of 4 numbers"
      case .rect: return "an array [x, y, width, height]"
      }
    }
  }

  mutating func hierarchy(from root: JSONNode) throws(ReadError) -> Hierarchy {
    guard case .object(let members) = root.value else {
      throw error(.invalidJSON("the top level is not an object"), root.offset)
    }
    var hierarchy = Hierarchy()
    var sawFormat = false
    for (key, node) in members {
      switch key {
      case "format":
        sawFormat = true
        let text = try scalarText(node, element: "hierarchy", attribute: key, shape: .number)
        guard text == "1" else { throw error(.unsupportedFormat(text), node.offset) }
      case "patches":
        for item in try array(node, key) { hierarchy.patches.append(try patch(item)) }
      case "views":
        for item in try array(node, key) { hierarchy.views.append(try view(item, depth: 1)) }
      case "unknownElements":
        hierarchy.unknownElements = try unknownElements(node)
      default:
        if let name = AttributeName.byName[key], name != .format {
          let text = try scalarText(node, element: "hierarchy", attribute: key, shape: Shape(name))
          if try set(
            text, node, element: "hierarchy", key,
            { (v: ValueBytes) throws(ValueProblem) -> Bool in
              try hierarchy.metadata.setAttribute(name, v)
            })
          {
            continue
          }
        }
        hierarchy.unknownAttributes.append(try unknownAttribute(key, node))
      }
    }
    guard sawFormat else {
      throw error(.missingAttribute(element: "hierarchy", name: "format"), root.offset)
    }
    for reference in references where addresses[reference.address] == nil {
      throw error(
        .unknownReference(
          element: reference.element, attribute: reference.attribute, address: reference.address),
        reference.offset)
    }
    return hierarchy
  }

  private mutating func view(_ node: JSONNode, depth: Int) throws(ReadError) -> View {
    guard depth <= ReadLimits.viewDepth else {
      throw error(.tooDeep(limit: ReadLimits.viewDepth), node.offset)
    }
    let members = try object(node, "view")
    var view = View(className: "", address: "")
    view.location = positions.location(at: node.offset)
    let element = describe("view", members, "class")
    var sawClass = false
    var addressNode: JSONNode?
    for (key, value) in members {
      switch key {
      case "guides":
        for item in try array(value, key) { view.guides.append(try guide(item)) }
      case "subviews":
        for item in try array(value, key) {
          view.subviews.append(try self.view(item, depth: depth + 1))
        }
      case "constraints":
        for item in try array(value, key) { view.constraints.append(try constraint(item)) }
      case "unknownElements":
        view.unknownElements = try unknownElements(value)
      default:
        if let known = ViewAttributeTable.attribute(named: key) {
          let text = try scalarText(
            value, element: element, attribute: key, shape: Shape(known.kind))
          _ = try set(
            text, value, element: element, key,
            { (v: ValueBytes) throws(ValueProblem) -> Bool in
              try known.read(v, into: &view.attributes)
              return true
            })
          if known.name == "class" { sawClass = true }
          if known.name == "address" { addressNode = value }
          continue
        }
        view.unknownAttributes.append(try unknownAttribute(key, value))
      }
    }
    guard sawClass else {
      throw error(.missingAttribute(element: "view", name: "class"), node.offset)
    }
    guard let addressNode else {
      throw error(.missingAttribute(element: element, name: "address"), node.offset)
    }
    try register(view.address, at: addressNode.offset, location: view.location!)
    return view
  }

  private mutating func guide(_ node: JSONNode) throws(ReadError) -> LayoutGuide {
    let members = try object(node, "guide")
    var guide = LayoutGuide(address: "")
    guide.location = positions.location(at: node.offset)
    let element = describe("guide", members, "address")
    var addressNode: JSONNode?
    for (key, value) in members {
      if key == "unknownElements" {
        guide.unknownElements = try unknownElements(value)
        continue
      }
      if let name = AttributeName.byName[key] {
        let text = try scalarText(value, element: element, attribute: key, shape: Shape(name))
        if try set(
          text, value, element: element, key,
          { (v: ValueBytes) throws(ValueProblem) -> Bool in try guide.setAttribute(name, v) })
        {
          if name == .address { addressNode = value }
          continue
        }
      }
      guide.unknownAttributes.append(try unknownAttribute(key, value))
    }
    guard let addressNode else {
      throw error(.missingAttribute(element: "guide", name: "address"), node.offset)
    }
    try register(guide.address, at: addressNode.offset, location: guide.location!)
    return guide
  }

  private mutating func constraint(_ node: JSONNode) throws(ReadError) -> LayoutConstraint {
    let members = try object(node, "constraint")
    var constraint = LayoutConstraint(first: "", .notAnAttribute)
    constraint.location = positions.location(at: node.offset)
    let element = describe("constraint", members, "address")
    var seen: [String: JSONNode] = [:]
    for (key, value) in members {
      if key == "unknownElements" {
        constraint.unknownElements = try unknownElements(value)
        continue
      }
      if let name = AttributeName.byName[key] {
        let text = try scalarText(value, element: element, attribute: key, shape: Shape(name))
        if try set(
          text, value, element: element, key,
          { (v: ValueBytes) throws(ValueProblem) -> Bool in try constraint.setAttribute(name, v) })
        {
          seen[key] = value
          continue
        }
      }
      constraint.unknownAttributes.append(try unknownAttribute(key, value))
    }
    for required in ["first", "firstAttribute"] where seen[required] == nil {
      throw error(.missingAttribute(element: element, name: required), node.offset)
    }
    if seen["second"] != nil, seen["secondAttribute"] == nil {
      throw error(.missingAttribute(element: element, name: "secondAttribute"), node.offset)
    }
    if seen["second"] == nil, constraint.secondAttribute != .notAnAttribute {
      throw error(.missingAttribute(element: element, name: "second"), node.offset)
    }
    references.append((constraint.first, "first", element, seen["first"]!.offset))
    if let second = constraint.second {
      references.append((second, "second", element, seen["second"]!.offset))
    }
    return constraint
  }

  private mutating func patch(_ node: JSONNode) throws(ReadError) -> PatchRecord {
    let members = try object(node, "patch")
    var name: String?
    var options: [UnknownAttribute] = []
    var changes: [PatchRecord.Change] = []
    var unknownElements: [UnknownElement] = []
    for (key, value) in members {
      switch key {
      case "name":
        name = try scalarText(value, element: "patch", attribute: key, shape: .string)
      case "changes":
        for item in try array(value, key) { changes.append(try change(item)) }
      case "unknownElements":
        unknownElements = try self.unknownElements(value)
      default:
        options.append(try unknownAttribute(key, value))
      }
    }
    guard let name else {
      throw error(.missingAttribute(element: "patch", name: "name"), node.offset)
    }
    var record = PatchRecord(name: name, options: options, changes: changes)
    record.unknownElements = unknownElements
    return record
  }

  /// `{"removed": …}` or `{"added": …, "address": …}`, then the element's unknown attributes.
  /// The first of `removed` and `added` gives the kind (the writer puts it first); any other
  /// member, a later `removed` or `added` included, is an unknown attribute of the element.
  private func change(_ node: JSONNode) throws(ReadError) -> PatchRecord.Change {
    var kind: (key: String, text: String)?
    var address: String?
    var unknown: [UnknownAttribute] = []
    for (key, value) in try object(node, "change") {
      if kind == nil, key == "removed" || key == "added" {
        kind = (key, try scalarText(value, element: "change", attribute: key, shape: .string))
      } else if key == "address", address == nil, kind?.key != "removed" {
        address = try scalarText(value, element: "change", attribute: key, shape: .string)
      } else {
        unknown.append(try unknownAttribute(key, value))
      }
    }
    switch (kind, address) {
    case ((key: "removed", let text)?, nil):
      return .removed(text, unknownAttributes: unknown)
    case ((key: "added", let text)?, let address?):
      return .added(address: address, description: text, unknownAttributes: unknown)
    default:
      throw error(
        .invalidJSON("a change is {\"removed\": …} or {\"added\": …, \"address\": …}"),
        node.offset)
    }
  }

  private func unknownElements(_ node: JSONNode) throws(ReadError) -> [UnknownElement] {
    var elements: [UnknownElement] = []
    for item in try array(node, "unknownElements") {
      guard case .string(let xml) = item.value, xml.hasPrefix("<") else {
        throw error(
          .invalidValue(
            element: "unknownElements", attribute: "item", value: item.text,
            expected: "an element as XML text"),
          item.offset)
      }
      let name = xml.dropFirst().prefix { !" \t\n\r/>".contains($0) }
      elements.append(UnknownElement(name: String(name), xml: xml))
    }
    return elements
  }

  // MARK: - Values

  /// The XML text of a JSON value of the attribute's shape, or an error naming the shape.
  private func scalarText(_ node: JSONNode, element: String, attribute: String, shape: Shape)
    throws(ReadError) -> String
  {
    func wrong() -> ReadError {
      error(
        .invalidValue(
          element: element, attribute: attribute, value: node.text, expected: shape.expected),
        node.offset)
    }
    switch (shape, node.value) {
    case (.string, .string(let text)): return text
    case (.number, .number(let text)): return text
    case (.number, .string(let text)): return text  // a `16:9` multiplier
    case (.bool, .bool(let value)): return value ? "YES" : "NO"
    case (.pair, .array(let items)), (.quad, .array(let items)), (.rect, .array(let items)):
      let wanted = shape == .pair ? 2 : 4
      var numbers: [String] = []
      for item in items {
        guard case .number(let text) = item.value else { throw wrong() }
        numbers.append(text)
      }
      guard numbers.count == wanted else { throw wrong() }
      if shape == .rect { return "\(numbers[0]) \(numbers[1]); \(numbers[2]) \(numbers[3])" }
      return numbers.joined(separator: " ")
    default: throw wrong()
    }
  }

  /// Runs an attribute setter on `text`; value problems become errors at the JSON value.
  private func set(
    _ text: String, _ node: JSONNode, element: String, _ attribute: String,
    _ setter: (ValueBytes) throws(ValueProblem) -> Bool
  ) throws(ReadError) -> Bool {
    do throws(ValueProblem) {
      return try text.withValueBytes(setter)
    } catch {
      switch error {
      case .nonFinite:
        throw self.error(
          .nonFiniteNumber(element: element, attribute: attribute, value: node.text), node.offset)
      case .invalid(let expected):
        throw self.error(
          .invalidValue(
            element: element, attribute: attribute, value: node.text, expected: expected),
          node.offset)
      }
    }
  }

  private func unknownAttribute(_ key: String, _ node: JSONNode) throws(ReadError)
    -> UnknownAttribute
  {
    switch node.value {
    case .string(let text), .number(let text): return UnknownAttribute(name: key, value: text)
    case .bool(let value): return UnknownAttribute(name: key, value: value ? "YES" : "NO")
    default:
      throw error(
        .invalidValue(
          element: "unknown attribute", attribute: key, value: node.text,
          expected: "a string, a number or true/false"),
        node.offset)
    }
  }

  private func object(_ node: JSONNode, _ what: String) throws(ReadError)
    -> [(key: String, node: JSONNode)]
  {
    guard case .object(let members) = node.value else {
      throw error(.invalidJSON("expected an object for a \(what), found \(node.text)"), node.offset)
    }
    return members
  }

  private func array(_ node: JSONNode, _ key: String) throws(ReadError) -> [JSONNode] {
    guard case .array(let items) = node.value else {
      throw error(.invalidJSON("'\(key)' must be an array"), node.offset)
    }
    return items
  }

  private func describe(
    _ element: String, _ members: [(key: String, node: JSONNode)], _ naming: String
  ) -> String {
    guard let node = members.first(where: { $0.key == naming })?.node,
      case .string(let name) = node.value
    else { return element }
    return "\(element) '\(name)'"
  }

  private mutating func register(_ address: String, at offset: Int, location: SourceLocation)
    throws(ReadError)
  {
    if let first = addresses.updateValue(location, forKey: address) {
      throw error(.duplicateAddress(address, firstSeen: first), offset)
    }
  }

  private func error(_ reason: ReadError.Reason, _ offset: Int) -> ReadError {
    var positions = self.positions
    return ReadError(reason, at: positions.location(at: offset))
  }
}
