/// Builds a `Document` from a parsed JSON document with the attribute tables: each typed JSON
/// value is turned back into the attribute's XML text (a number keeps the digits it was
/// written with) and read by the same row as in XML. A view goes to the builder once its
/// attributes are read, then its guides, subviews and constraints in the order written.
struct JSONDocumentReader {
  var positions: SourcePositions
  var builder: DocumentBuilder

  init(positions: SourcePositions) {
    self.positions = positions
    // A view takes about 300 bytes of JSON or more.
    builder = DocumentBuilder(expectedViews: positions.bytes.count / 300)
  }

  mutating func document(from root: JSONNode) throws(ReadError) -> Document {
    guard case .object(let members) = root.value else {
      throw error(.invalidJSON("the top level is not an object"), root.offset)
    }
    var sawFormat = false
    for (key, node) in members {
      switch key {
      case "format":
        sawFormat = true
        let text = try scalarText(node, element: "hierarchy", attribute: key, shape: .number)
        guard text == "1" else { throw error(.unsupportedFormat(text), node.offset) }
      case "patches":
        for item in try array(node, key) { builder.metadata.patches.append(try patch(item)) }
      case "views":
        for item in try array(node, key) { try view(item, depth: 1) }
      case "unknownElements":
        builder.metadata.unknownElements = try unknownElements(node)
      default:
        var metadata = builder.metadata
        if let unknown = try read(
          key, node, element: "hierarchy", HierarchyAttributeTable.table, into: &metadata)
        {
          metadata.unknownAttributes.append(unknown)
        }
        builder.metadata = metadata
      }
    }
    guard sawFormat else {
      throw error(.missingAttribute(element: "hierarchy", name: "format"), root.offset)
    }
    do throws(DocumentError) {
      return try builder.finish()
    } catch {
      throw unknownReference(error, in: root)
    }
  }

  private mutating func view(_ node: JSONNode, depth: Int) throws(ReadError) {
    guard depth <= ReadLimits.viewDepth else {
      throw error(.tooDeep(limit: ReadLimits.viewDepth), node.offset)
    }
    let members = try object(node, "view")
    var view = ViewAttributes(className: "", address: "")
    view.location = positions.location(at: node.offset)
    // Named in messages only: `describe` is not called for an element read without one.
    var sawClass = false
    var addressNode: JSONNode?
    for (key, value) in members {
      switch key {
      case "guides", "subviews", "constraints": continue
      case "unknownElements": view.unknownElements = try unknownElements(value)
      default:
        if let unknown = try read(
          key, value, element: describe("view", members, "class"), ViewAttributeTable.table,
          into: &view)
        {
          view.unknownAttributes.append(unknown)
          continue
        }
        if key == "class" { sawClass = true }
        if key == "address" { addressNode = value }
      }
    }
    guard sawClass else {
      throw error(.missingAttribute(element: "view", name: "class"), node.offset)
    }
    guard let addressNode else {
      throw error(
        .missingAttribute(element: describe("view", members, "class"), name: "address"), node.offset
      )
    }
    do throws(DocumentError) {
      try builder.openView(view)
    } catch {
      throw refused(error, at: addressNode.offset)
    }
    for (key, value) in members {
      switch key {
      case "guides":
        for item in try array(value, key) { try guide(item) }
      case "subviews":
        for item in try array(value, key) { try self.view(item, depth: depth + 1) }
      case "constraints":
        for item in try array(value, key) { try constraint(item) }
      default: continue
      }
    }
    do throws(DocumentError) { try builder.closeView() } catch { throw readError(error) }
  }

  private mutating func guide(_ node: JSONNode) throws(ReadError) {
    let members = try object(node, "guide")
    var guide = LayoutGuide(address: "")
    guide.location = positions.location(at: node.offset)
    var addressNode: JSONNode?
    for (key, value) in members {
      if key == "unknownElements" {
        guide.unknownElements = try unknownElements(value)
        continue
      }
      if let unknown = try read(
        key, value, element: describe("guide", members, "address"), GuideAttributeTable.table,
        into: &guide)
      {
        guide.unknownAttributes.append(unknown)
      } else if key == "address" {
        addressNode = value
      }
    }
    guard let addressNode else {
      throw error(.missingAttribute(element: "guide", name: "address"), node.offset)
    }
    do throws(DocumentError) {
      try builder.addGuide(guide)
    } catch {
      throw refused(error, at: addressNode.offset)
    }
  }

  private mutating func constraint(_ node: JSONNode) throws(ReadError) {
    let members = try object(node, "constraint")
    var constraint = LayoutConstraint(first: "", .notAnAttribute)
    constraint.location = positions.location(at: node.offset)
    var seen: Set<String> = []
    for (key, value) in members {
      if key == "unknownElements" {
        constraint.unknownElements = try unknownElements(value)
        continue
      }
      if let unknown = try read(
        key, value, element: describe("constraint", members, "address"),
        ConstraintAttributeTable.table, into: &constraint)
      {
        constraint.unknownAttributes.append(unknown)
      } else {
        seen.insert(key)
      }
    }
    for required in ["first", "firstAttribute"] where !seen.contains(required) {
      throw error(
        .missingAttribute(element: describe("constraint", members, "address"), name: required),
        node.offset)
    }
    if seen.contains("second"), !seen.contains("secondAttribute") {
      throw error(
        .missingAttribute(
          element: describe("constraint", members, "address"), name: "secondAttribute"), node.offset
      )
    }
    if !seen.contains("second"), constraint.secondAttribute != .notAnAttribute {
      throw error(
        .missingAttribute(element: describe("constraint", members, "address"), name: "second"),
        node.offset)
    }
    do throws(DocumentError) { try builder.addConstraint(constraint) } catch {
      throw readError(error)
    }
  }

  mutating func patch(_ node: JSONNode) throws(ReadError) -> PatchRecord {
    let members = try object(node, "patch")
    var record = PatchRecord(name: "", options: [])
    var sawName = false
    for (key, value) in members {
      switch key {
      case "changes":
        for item in try array(value, key) { record.changes.append(try change(item)) }
      case "unknownElements":
        record.unknownElements = try unknownElements(value)
      default:
        // The options (`side`, `gap`, …) are the patch's unknown attributes.
        if let option = try read(
          key, value, element: "patch", PatchAttributeTable.table, into: &record)
        {
          record.options.append(option)
        } else {
          sawName = true
        }
      }
    }
    guard sawName else {
      throw error(.missingAttribute(element: "patch", name: "name"), node.offset)
    }
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
        // A constraint's notation: blanks around it are not part of it, as the XML
        // reader reads the element's text (a leading space did not survive the XML written).
        kind = (
          key,
          try scalarText(value, element: "change", attribute: key, shape: .string).trimmingSpaces
        )
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

  func unknownElements(_ node: JSONNode) throws(ReadError) -> [UnknownElement] {
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

  // MARK: - The builder's refusals

  /// A duplicate address, at the address's value, naming where it was first used.
  private func refused(_ error: DocumentError, at offset: Int) -> ReadError {
    guard case .duplicateAddress(let address, let first) = error.reason else {
      return readError(error)
    }
    return self.error(.duplicateAddress(address, firstSeen: first), offset)
  }

  /// The builder's first unresolved reference, in document order, at the value that names
  /// the address: the constraint is found again in the tree by its location.
  private func unknownReference(_ error: DocumentError, in root: JSONNode) -> ReadError {
    guard case .unknownReference(let address, let attribute) = error.reason,
      let location = error.location,
      let node = Self.node(at: positions.offset(of: location), in: root),
      case .object(let members) = node.value
    else { return readError(error) }
    let offset = members.first { $0.key == attribute }?.node.offset ?? node.offset
    return self.error(
      .unknownReference(
        element: describe("constraint", members, "address"), attribute: attribute,
        address: address),
      offset)
  }

  /// The object that starts at `offset`, found without recursion.
  private static func node(at offset: Int, in root: JSONNode) -> JSONNode? {
    var stack = [root]
    while let node = stack.popLast() {
      if node.offset == offset, case .object = node.value { return node }
      switch node.value {
      case .object(let members): stack += members.map(\.node)
      case .array(let items): stack += items
      default: continue
      }
    }
    return nil
  }

  func readError(_ error: DocumentError) -> ReadError {
    ReadError(error, file: positions.file)
  }
}
