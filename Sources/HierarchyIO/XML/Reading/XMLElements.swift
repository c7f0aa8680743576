/// Each known element's start and end: its attributes read by its table, the item handed to
/// the builder (a view when it opens, a guide and a constraint when they close, with what
/// they hold), the builder's refusals turned into the reader's messages.
extension XMLDocumentReader {
  mutating func startHierarchy(_ attributes: AttributeList, tagStart: Int) {
    var metadata = DumpMetadata()
    var sawFormat = false
    metadata.unknownAttributes = attributes.namespaceDeclarations
    for index in 0..<attributes.count {
      let attribute = attributes[index]
      switch hierarchyNames.position(attribute) {
      case 0?:
        sawFormat = true
        guard ValueParser.equals(attribute.value, "1") else {
          return fail(
            .unsupportedFormat(ValueParser.string(attribute.value)),
            attribute: "format", tagStart: tagStart)
        }
      case let position?:
        do {
          try withDecodedValue(attribute.value) { v throws(ValueProblem) in
            try HierarchyAttributeTable.table.read(position - 1, v, into: &metadata)
          }
        } catch {
          return failValue(error, element: "hierarchy", attribute, tagStart: tagStart)
        }
      case nil:
        metadata.unknownAttributes.append(unknownAttribute(attribute))
      }
    }
    builder.metadata = metadata
    if !sawFormat {
      fail(.missingAttribute(element: "hierarchy", name: "format"), atOffset: tagStart)
    }
  }

  mutating func startView(_ attributes: AttributeList, tagStart: Int) {
    var view = ViewAttributes(className: "", address: "")
    var sawClass = false
    var sawAddress = false
    view.unknownAttributes = attributes.namespaceDeclarations
    // The table taken once, not for each attribute (a global's access and a retain each).
    let table = ViewAttributeTable.table
    for index in 0..<attributes.count {
      let attribute = attributes[index]
      guard let position = viewNames.position(attribute) else {
        view.unknownAttributes.append(unknownAttribute(attribute))
        continue
      }
      do {
        try withDecodedValue(attribute.value) { v throws(ValueProblem) in
          try table.read(position, v, into: &view)
        }
      } catch {
        let element = describe("view", attributes, naming: "class")
        return failValue(error, element: element, attribute, tagStart: tagStart)
      }
      if position == ViewAttributeTable.classPosition { sawClass = true }
      if position == ViewAttributeTable.addressPosition { sawAddress = true }
    }
    guard sawClass else {
      return fail(.missingAttribute(element: "view", name: "class"), atOffset: tagStart)
    }
    guard sawAddress else {
      return fail(
        .missingAttribute(element: "view '\(view.className)'", name: "address"),
        atOffset: tagStart)
    }
    view.location = positions.location(at: tagStart)
    do throws(DocumentError) {
      try builder.openView(view)
    } catch {
      refused(error, tagStart: tagStart)
    }
  }

  mutating func startGuide(_ attributes: AttributeList, tagStart: Int) {
    guide = LayoutGuide(address: "")
    var sawAddress = false
    guide.unknownAttributes = attributes.namespaceDeclarations
    let table = GuideAttributeTable.table
    for index in 0..<attributes.count {
      let attribute = attributes[index]
      guard let position = guideNames.position(attribute) else {
        guide.unknownAttributes.append(unknownAttribute(attribute))
        continue
      }
      do {
        try withDecodedValue(attribute.value) { v throws(ValueProblem) in
          try table.read(position, v, into: &guide)
        }
      } catch {
        let element = describe("guide", attributes, naming: "address")
        return failValue(error, element: element, attribute, tagStart: tagStart)
      }
      if position == 0 { sawAddress = true }
    }
    guard sawAddress else {
      return fail(.missingAttribute(element: "guide", name: "address"), atOffset: tagStart)
    }
    guide.location = positions.location(at: tagStart)
    guideTagStart = tagStart
  }

  /// The guide goes to the builder with the unknown elements it holds.
  mutating func endGuide() {
    // Taken rather than copied, as a constraint is (`endConstraint`).
    var taken = LayoutGuide(address: "")
    swap(&taken, &guide)
    do throws(DocumentError) {
      try builder.addGuide(taken)
    } catch {
      refused(error, tagStart: guideTagStart)
    }
  }

  mutating func startConstraint(_ attributes: AttributeList, tagStart: Int) {
    if !constraint.fresh { constraint.value = LayoutConstraint(first: "", .notAnAttribute) }
    constraint.fresh = false
    constraint.set = 0
    constraint.tagStart = tagStart
    constraint.value.unknownAttributes = attributes.namespaceDeclarations
    text.removeAll(keepingCapacity: true)
    let table = ConstraintAttributeTable.table
    for index in 0..<attributes.count {
      let attribute = attributes[index]
      guard let position = constraintNames.position(attribute) else {
        constraint.value.unknownAttributes.append(unknownAttribute(attribute))
        continue
      }
      do {
        try withDecodedValue(attribute.value) { v throws(ValueProblem) in
          try table.read(position, v, into: &constraint.value)
        }
      } catch {
        let element = describe("constraint", attributes, naming: "address")
        return failValue(error, element: element, attribute, tagStart: tagStart)
      }
      constraint.set |= 1 << position
    }
    constraint.value.location = positions.location(at: tagStart)
  }

  /// A constraint is its attributes, or UIKit's notation in its text with the element's
  /// attributes over what the text says.
  mutating func endConstraint() {
    let tagStart = constraint.tagStart
    let body = takeText()
    var result: LayoutConstraint
    // Named for a message only: most constraints have an address, and a window has
    // hundreds of thousands of them.
    let address = constraint.value.address
    func element() -> String { address.map { "constraint '\($0)'" } ?? "constraint" }
    let table = ConstraintAttributeTable.table
    if !body.isEmpty {
      let textLocation = positions.location(at: textStart(ofTagAt: tagStart))
      do {
        result = try ParsedConstraint(parsing: Substring(body), at: textLocation).constraint
      } catch {
        return fail(error)
      }
      for position in table.all.indices where constraint.set & (1 << position) != 0 {
        table.all[position].copy(from: constraint.value, to: &result)
      }
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
      let has = { (position: Int) in set & (1 << position) != 0 }
      guard has(ConstraintAttributeTable.firstPosition) else {
        return fail(.missingAttribute(element: element(), name: "first"), atOffset: tagStart)
      }
      guard has(ConstraintAttributeTable.firstAttributePosition) else {
        return fail(
          .missingAttribute(element: element(), name: "firstAttribute"), atOffset: tagStart)
      }
      if has(ConstraintAttributeTable.secondPosition),
        !has(ConstraintAttributeTable.secondAttributePosition)
      {
        return fail(
          .missingAttribute(element: element(), name: "secondAttribute"), atOffset: tagStart)
      }
      if !has(ConstraintAttributeTable.secondPosition),
        constraint.value.secondAttribute != .notAnAttribute
      {
        return fail(.missingAttribute(element: element(), name: "second"), atOffset: tagStart)
      }
      // Taken from the constraint in progress rather than copied (a retain of each of its
      // strings and lists, and their release when the next constraint starts).
      result = LayoutConstraint(first: "", .notAnAttribute)
      swap(&result, &constraint.value)
      constraint.fresh = true
    }
    do throws(DocumentError) {
      try builder.addConstraint(result)
    } catch {
      fail(ReadError(error, file: source))
    }
  }

  mutating func startPatch(_ attributes: AttributeList, tagStart: Int) {
    patch = PatchRecord(name: "", options: attributes.namespaceDeclarations)
    var sawName = false
    for index in 0..<attributes.count {
      let attribute = attributes[index]
      guard let position = patchNames.position(attribute) else {
        patch.options.append(unknownAttribute(attribute))
        continue
      }
      do {
        try withDecodedValue(attribute.value) { v throws(ValueProblem) in
          try PatchAttributeTable.table.read(position, v, into: &patch)
        }
      } catch {
        return failValue(error, element: "patch", attribute, tagStart: tagStart)
      }
      sawName = true
    }
    guard sawName else {
      return fail(.missingAttribute(element: "patch", name: "name"), atOffset: tagStart)
    }
    patch.location = positions.location(at: tagStart)
  }

  mutating func startChange(_ element: Element, _ attributes: AttributeList, tagStart: Int) {
    text.removeAll(keepingCapacity: true)
    addedAddress = nil
    changeAttributes = attributes.namespaceDeclarations
    for index in 0..<attributes.count {
      let attribute = attributes[index]
      if element == .added, addedAddress == nil, attribute.prefix == nil,
        String(cString: attribute.localname) == "address"
      {
        addedAddress = decodedString(attribute.value)
        continue
      }
      changeAttributes.append(unknownAttribute(attribute))
    }
    if element == .added, addedAddress == nil {
      fail(.missingAttribute(element: "added", name: "address"), atOffset: tagStart)
    }
  }

  /// An element this version does not know, kept verbatim in the element that holds it.
  mutating func endUnknown() {
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
    case .guide?: guide.unknownElements.append(element)
    case .constraint?: constraint.value.unknownElements.append(element)
    case .patch?: patch.unknownElements.append(element)
    default:
      // The open view's, or the hierarchy's when no view is open.
      do throws(DocumentError) {
        try builder.addUnknownElement(element)
      } catch {
        fail(ReadError(error, file: source))
      }
    }
  }

  /// A duplicate address, at the attribute, naming where the address was first used.
  private mutating func refused(_ error: DocumentError, tagStart: Int) {
    guard case .duplicateAddress(let address, let first) = error.reason else {
      return fail(ReadError(error, file: source))
    }
    fail(.duplicateAddress(address, firstSeen: first), attribute: "address", tagStart: tagStart)
  }
}
