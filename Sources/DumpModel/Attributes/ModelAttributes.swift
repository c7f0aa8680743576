/// FORMAT.md's attributes of `<hierarchy>`, `<guide>`, `<constraint>` and `<patch>`: how each
/// is read into the model and which are written, in FORMAT.md's order and without defaults.
/// The XML and JSON readers and writers share these tables, so the two forms cannot drift
/// apart. `<view>`'s attributes are the model's `ViewAttributeTable` (docs/model.md).
package enum AttributeName: String, CaseIterable {
  // <hierarchy>
  case format, os, screen, scale, direction, source
  // <guide>
  case `class`, address, frame, identifier, ambiguous
  // <constraint>
  case first, firstAttribute, relation, second, secondAttribute, multiplier, constant
  case priority, active, broken, logs, brokenInLogs, origin
  // <patch>
  case name

  package static let byName: [String: AttributeName] = Dictionary(
    uniqueKeysWithValues: allCases.map { ($0.rawValue, $0) })
}

/// An attribute to write: its name and value.
package struct OutputAttribute {
  package var name: String
  package var value: AttributeValue
  package init(_ name: String, _ value: AttributeValue) {
    self.name = name
    self.value = value
  }
}

extension DumpMetadata {
  /// The element's known attributes (except `format`, which the readers check themselves).
  /// - Returns: false when `name` is not an attribute of `<hierarchy>`.
  package mutating func setAttribute(_ name: AttributeName, _ bytes: ValueBytes)
    throws(ValueProblem)
    -> Bool
  {
    switch name {
    case .os: os = ValueParser.string(bytes)
    case .screen: screen = try ValueParser.size(bytes)
    case .scale:
      let value = try ValueParser.number(bytes)
      guard value > 0 else { throw .invalid(expected: "a positive number (1, 2 or 3)") }
      scale = value
    case .direction: direction = try ValueParser.choice(bytes, LayoutDirection.self)
    case .source: source = ValueParser.string(bytes)
    default: return false
    }
    return true
  }

  /// `<hierarchy>`'s attributes in FORMAT.md's order, defaults left out, unknown ones last.
  package var outputAttributes: [OutputAttribute] {
    var list = [OutputAttribute("format", .number(Double(format)))]
    if let os { list.append(.init("os", .string(os))) }
    if let screen { list.append(.init("screen", .numbers([screen.width, screen.height]))) }
    if let scale { list.append(.init("scale", .number(scale))) }
    if direction != .leftToRight { list.append(.init("direction", .string(direction.rawValue))) }
    if let source { list.append(.init("source", .string(source))) }
    for unknown in unknownAttributes { list.append(.init(unknown.name, .string(unknown.value))) }
    return list
  }
}

extension View {
  /// `<view>`'s attributes in FORMAT.md's order, defaults left out, unknown ones last
  /// (`ViewAttributeTable`).
  package var outputAttributes: [OutputAttribute] {
    attributes.attributeValues.map { OutputAttribute($0.name, $0.value) }
  }
}

extension LayoutGuide {
  /// Sets a known attribute of `<guide>`.
  /// - Returns: false when `name` is not an attribute of `<guide>`.
  package mutating func setAttribute(_ name: AttributeName, _ bytes: ValueBytes)
    throws(ValueProblem)
    -> Bool
  {
    switch name {
    case .address: address = ValueParser.string(bytes)
    case .class: className = ValueParser.string(bytes)
    case .identifier: identifier = ValueParser.string(bytes)
    case .frame: frame = try ValueParser.rect(bytes)
    case .ambiguous: ambiguous = ValueParser.words(bytes)
    default: return false
    }
    return true
  }

  /// `<guide>`'s attributes in FORMAT.md's order, defaults left out, unknown ones last.
  package var outputAttributes: [OutputAttribute] {
    var list = [OutputAttribute("address", .string(address))]
    if className != "UILayoutGuide" { list.append(.init("class", .string(className))) }
    if let identifier { list.append(.init("identifier", .string(identifier))) }
    if let frame { list.append(.init("frame", .rect(frame))) }
    if !ambiguous.isEmpty {
      list.append(.init("ambiguous", .string(ambiguous.joined(separator: " "))))
    }
    for unknown in unknownAttributes { list.append(.init(unknown.name, .string(unknown.value))) }
    return list
  }
}

extension LayoutConstraint {
  /// Sets a known attribute of `<constraint>`.
  /// - Returns: false when `name` is not an attribute of `<constraint>`.
  package mutating func setAttribute(_ name: AttributeName, _ bytes: ValueBytes)
    throws(ValueProblem)
    -> Bool
  {
    switch name {
    case .address: address = ValueParser.string(bytes)
    case .class: className = ValueParser.string(bytes)
    case .first: first = ValueParser.string(bytes)
    case .firstAttribute: firstAttribute = try ValueParser.layoutAttribute(bytes)
    case .relation: relation = try ValueParser.relation(bytes)
    case .second: second = ValueParser.string(bytes)
    case .secondAttribute: secondAttribute = try ValueParser.layoutAttribute(bytes)
    case .multiplier: multiplier = try ValueParser.multiplier(bytes)
    case .constant: constant = try ValueParser.number(bytes)
    case .priority: priority = try ValueParser.priority(bytes)
    case .identifier: identifier = ValueParser.string(bytes)
    case .active: active = try ValueParser.bool(bytes)
    case .broken: broken = try ValueParser.bool(bytes)
    case .logs: logs = try ValueParser.logNumbers(bytes)
    case .brokenInLogs: brokenInLogs = try ValueParser.logNumbers(bytes)
    case .origin: origin = ValueParser.string(bytes)
    default: return false
    }
    return true
  }

  /// Copies the attribute `name` from `other` (for a text constraint whose element also
  /// carries attributes: the attributes win).
  package mutating func copyAttribute(_ name: AttributeName, from other: LayoutConstraint) {
    switch name {
    case .address: address = other.address
    case .class: className = other.className
    case .first: first = other.first
    case .firstAttribute: firstAttribute = other.firstAttribute
    case .relation: relation = other.relation
    case .second: second = other.second
    case .secondAttribute: secondAttribute = other.secondAttribute
    case .multiplier: multiplier = other.multiplier
    case .constant: constant = other.constant
    case .priority: priority = other.priority
    case .identifier: identifier = other.identifier
    case .active: active = other.active
    case .broken: broken = other.broken
    case .logs: logs = other.logs
    case .brokenInLogs: brokenInLogs = other.brokenInLogs
    case .origin: origin = other.origin
    default: break
    }
  }

  /// `<constraint>`'s attributes in FORMAT.md's order, defaults left out, unknown ones last.
  package var outputAttributes: [OutputAttribute] {
    var list: [OutputAttribute] = []
    if let address { list.append(.init("address", .string(address))) }
    if className != "NSLayoutConstraint" { list.append(.init("class", .string(className))) }
    list.append(.init("first", .string(first)))
    list.append(.init("firstAttribute", .string(firstAttribute.rawValue)))
    if relation != .equal { list.append(.init("relation", .string(relation.rawValue))) }
    if let second { list.append(.init("second", .string(second))) }
    if secondAttribute != .notAnAttribute {
      list.append(.init("secondAttribute", .string(secondAttribute.rawValue)))
    }
    if multiplier != 1 { list.append(.init("multiplier", .number(multiplier))) }
    if constant != 0 { list.append(.init("constant", .number(constant))) }
    if priority != 1000 { list.append(.init("priority", .number(priority))) }
    if let identifier { list.append(.init("identifier", .string(identifier))) }
    if !active { list.append(.init("active", .bool(false))) }
    if broken { list.append(.init("broken", .bool(true))) }
    if !logs.isEmpty {
      list.append(.init("logs", .string(logs.map(String.init).joined(separator: " "))))
    }
    if !brokenInLogs.isEmpty {
      list.append(
        .init("brokenInLogs", .string(brokenInLogs.map(String.init).joined(separator: " "))))
    }
    if let origin { list.append(.init("origin", .string(origin))) }
    for unknown in unknownAttributes { list.append(.init(unknown.name, .string(unknown.value))) }
    return list
  }
}

extension PatchRecord {
  /// `<patch>`'s attributes: `name`, then the options as recorded.
  package var outputAttributes: [OutputAttribute] {
    [OutputAttribute("name", .string(name))]
      + options.map { OutputAttribute($0.name, .string($0.value)) }
  }
}

extension PatchRecord.Change {
  /// `<removed>`'s and `<added>`'s attributes: `address` for `<added>`, then the unknown ones
  /// in the order read.
  package var outputAttributes: [OutputAttribute] {
    var list: [OutputAttribute] = []
    if case .added(let address, _, _) = self { list.append(.init("address", .string(address))) }
    for unknown in unknownAttributes { list.append(.init(unknown.name, .string(unknown.value))) }
    return list
  }
}
