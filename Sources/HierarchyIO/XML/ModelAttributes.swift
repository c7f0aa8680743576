/// FORMAT.md's attributes, element by element: how each is read into the model and which are
/// written, in FORMAT.md's order and without defaults. The XML and JSON readers and writers
/// share these tables, so the two forms cannot drift apart.
enum AttributeName: String, CaseIterable {
  // <hierarchy>
  case format, os, screen, scale, direction, source
  // <view>, <guide>
  case `class`, address, frame, bounds, translatesAutoresizingMaskIntoConstraints
  case autoresizingMask, margins, intrinsicSize, hugging, compressionResistance
  case axis, distribution, alignment, spacing, layoutMarginsRelativeArrangement, arranged
  case hidden, alpha, userInteractionEnabled, title, identifier, tag, layoutEngineHost
  case ambiguous
  // <constraint>
  case first, firstAttribute, relation, second, secondAttribute, multiplier, constant
  case priority, active, broken, origin
  // <patch>
  case name

  static let byName: [String: AttributeName] = Dictionary(
    uniqueKeysWithValues: allCases.map { ($0.rawValue, $0) })
}

/// A value as the writers see it: XML writes it as text, JSON with its type.
enum OutputValue {
  case string(String)
  case number(Double)
  case bool(Bool)
  /// Pairs and quadruples (`screen`, `margins`, `intrinsicSize`, …).
  case numbers([Double])
  case rect(Rect)

  /// The XML text of the value.
  var text: String {
    switch self {
    case .string(let text): return text
    case .number(let number): return formatNumber(number)
    case .bool(let value): return value ? "YES" : "NO"
    case .numbers(let numbers): return numbers.map(formatNumber).joined(separator: " ")
    case .rect(let rect): return rect.description
    }
  }
}

/// An attribute to write: its name and value.
struct OutputAttribute {
  var name: String
  var value: OutputValue
  init(_ name: String, _ value: OutputValue) {
    self.name = name
    self.value = value
  }
}

extension Hierarchy {
  /// The element's known attributes (except `format`, which the readers check themselves).
  /// - Returns: false when `name` is not an attribute of `<hierarchy>`.
  mutating func setAttribute(_ name: AttributeName, _ bytes: ValueBytes) throws(ValueProblem)
    -> Bool
  {
    switch name {
    case .os: os = AttributeValue.string(bytes)
    case .screen: screen = try AttributeValue.size(bytes)
    case .scale:
      let value = try AttributeValue.number(bytes)
      guard value > 0 else { throw .invalid(expected: "a positive number (1, 2 or 3)") }
      scale = value
    case .direction: direction = try AttributeValue.choice(bytes, LayoutDirection.self)
    case .source: source = AttributeValue.string(bytes)
    default: return false
    }
    return true
  }

  /// `<hierarchy>`'s attributes in FORMAT.md's order, defaults left out, unknown ones last.
  var outputAttributes: [OutputAttribute] {
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
  /// Sets a known attribute of `<view>` (except `class` and `address`, which make the view).
  /// - Returns: false when `name` is not an attribute of `<view>`.
  mutating func setAttribute(_ name: AttributeName, _ bytes: ValueBytes) throws(ValueProblem)
    -> Bool
  {
    switch name {
    case .class: className = AttributeValue.string(bytes)
    case .address: address = AttributeValue.string(bytes)
    case .frame: frame = try AttributeValue.rect(bytes)
    case .bounds: bounds = try AttributeValue.rect(bytes)
    case .translatesAutoresizingMaskIntoConstraints:
      translatesAutoresizingMaskIntoConstraints = try AttributeValue.bool(bytes)
    case .autoresizingMask: autoresizingMask = try AttributeValue.autoresizingMask(bytes)
    case .margins: margins = try AttributeValue.insets(bytes)
    case .intrinsicSize: intrinsicSize = try AttributeValue.size(bytes)
    case .hugging: hugging = try AttributeValue.priorities(bytes)
    case .compressionResistance: compressionResistance = try AttributeValue.priorities(bytes)
    case .axis: axis = try AttributeValue.choice(bytes, Axis.self)
    case .distribution: distribution = try AttributeValue.choice(bytes, StackDistribution.self)
    case .alignment: alignment = try AttributeValue.choice(bytes, StackAlignment.self)
    case .spacing: spacing = try AttributeValue.number(bytes)
    case .layoutMarginsRelativeArrangement:
      layoutMarginsRelativeArrangement = try AttributeValue.bool(bytes)
    case .arranged: arranged = try AttributeValue.bool(bytes)
    case .hidden: hidden = try AttributeValue.bool(bytes)
    case .alpha: alpha = try AttributeValue.number(bytes)
    case .userInteractionEnabled: userInteractionEnabled = try AttributeValue.bool(bytes)
    case .title: title = AttributeValue.string(bytes)
    case .identifier: identifier = AttributeValue.string(bytes)
    case .tag: tag = try AttributeValue.integer(bytes)
    case .layoutEngineHost: layoutEngineHost = try AttributeValue.bool(bytes)
    case .ambiguous: ambiguous = AttributeValue.words(bytes)
    default: return false
    }
    return true
  }

  /// `<view>`'s attributes in FORMAT.md's order, defaults left out, unknown ones last.
  var outputAttributes: [OutputAttribute] {
    var list = [OutputAttribute("class", .string(className)), .init("address", .string(address))]
    if let frame { list.append(.init("frame", .rect(frame))) }
    if let bounds { list.append(.init("bounds", .rect(bounds))) }
    if !translatesAutoresizingMaskIntoConstraints {
      list.append(.init("translatesAutoresizingMaskIntoConstraints", .bool(false)))
    }
    if !autoresizingMask.isEmpty {
      list.append(.init("autoresizingMask", .string(autoresizingMask.uikitNames)))
    }
    if let margins {
      list.append(
        .init("margins", .numbers([margins.top, margins.left, margins.bottom, margins.right])))
    }
    if let intrinsicSize {
      list.append(.init("intrinsicSize", .numbers([intrinsicSize.width, intrinsicSize.height])))
    }
    if hugging != .defaultHugging {
      list.append(.init("hugging", .numbers([hugging.horizontal, hugging.vertical])))
    }
    if compressionResistance != .defaultCompressionResistance {
      list.append(
        .init(
          "compressionResistance",
          .numbers([compressionResistance.horizontal, compressionResistance.vertical])))
    }
    if axis != .horizontal { list.append(.init("axis", .string(axis.rawValue))) }
    if distribution != .fill { list.append(.init("distribution", .string(distribution.rawValue))) }
    if alignment != .fill { list.append(.init("alignment", .string(alignment.rawValue))) }
    if spacing != 0 { list.append(.init("spacing", .number(spacing))) }
    if layoutMarginsRelativeArrangement {
      list.append(.init("layoutMarginsRelativeArrangement", .bool(true)))
    }
    if let arranged { list.append(.init("arranged", .bool(arranged))) }
    if hidden { list.append(.init("hidden", .bool(true))) }
    if alpha != 1 { list.append(.init("alpha", .number(alpha))) }
    if !userInteractionEnabled { list.append(.init("userInteractionEnabled", .bool(false))) }
    if let title { list.append(.init("title", .string(title))) }
    if let identifier { list.append(.init("identifier", .string(identifier))) }
    if let tag { list.append(.init("tag", .number(Double(tag)))) }
    if layoutEngineHost { list.append(.init("layoutEngineHost", .bool(true))) }
    if !ambiguous.isEmpty {
      list.append(.init("ambiguous", .string(ambiguous.joined(separator: " "))))
    }
    for unknown in unknownAttributes { list.append(.init(unknown.name, .string(unknown.value))) }
    return list
  }
}

extension LayoutGuide {
  /// Sets a known attribute of `<guide>`.
  /// - Returns: false when `name` is not an attribute of `<guide>`.
  mutating func setAttribute(_ name: AttributeName, _ bytes: ValueBytes) throws(ValueProblem)
    -> Bool
  {
    switch name {
    case .address: address = AttributeValue.string(bytes)
    case .class: className = AttributeValue.string(bytes)
    case .identifier: identifier = AttributeValue.string(bytes)
    case .frame: frame = try AttributeValue.rect(bytes)
    case .ambiguous: ambiguous = AttributeValue.words(bytes)
    default: return false
    }
    return true
  }

  /// `<guide>`'s attributes in FORMAT.md's order, defaults left out, unknown ones last.
  var outputAttributes: [OutputAttribute] {
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
  mutating func setAttribute(_ name: AttributeName, _ bytes: ValueBytes) throws(ValueProblem)
    -> Bool
  {
    switch name {
    case .address: address = AttributeValue.string(bytes)
    case .class: className = AttributeValue.string(bytes)
    case .first: first = AttributeValue.string(bytes)
    case .firstAttribute: firstAttribute = try AttributeValue.layoutAttribute(bytes)
    case .relation: relation = try AttributeValue.relation(bytes)
    case .second: second = AttributeValue.string(bytes)
    case .secondAttribute: secondAttribute = try AttributeValue.layoutAttribute(bytes)
    case .multiplier: multiplier = try AttributeValue.multiplier(bytes)
    case .constant: constant = try AttributeValue.number(bytes)
    case .priority: priority = try AttributeValue.priority(bytes)
    case .identifier: identifier = AttributeValue.string(bytes)
    case .active: active = try AttributeValue.bool(bytes)
    case .broken: broken = try AttributeValue.bool(bytes)
    case .origin: origin = AttributeValue.string(bytes)
    default: return false
    }
    return true
  }

  /// Copies the attribute `name` from `other` (for a text constraint whose element also
  /// carries attributes: the attributes win).
  mutating func copyAttribute(_ name: AttributeName, from other: LayoutConstraint) {
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
    case .origin: origin = other.origin
    default: break
    }
  }

  /// `<constraint>`'s attributes in FORMAT.md's order, defaults left out, unknown ones last.
  var outputAttributes: [OutputAttribute] {
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
    if let origin { list.append(.init("origin", .string(origin))) }
    for unknown in unknownAttributes { list.append(.init(unknown.name, .string(unknown.value))) }
    return list
  }
}

extension PatchRecord {
  /// `<patch>`'s attributes: `name`, then the options as recorded.
  var outputAttributes: [OutputAttribute] {
    [OutputAttribute("name", .string(name))]
      + options.map { OutputAttribute($0.name, .string($0.value)) }
  }
}

extension PatchRecord.Change {
  /// `<removed>`'s and `<added>`'s attributes: `address` for `<added>`, then the unknown ones
  /// in the order read.
  var outputAttributes: [OutputAttribute] {
    var list: [OutputAttribute] = []
    if case .added(let address, _, _) = self { list.append(.init("address", .string(address))) }
    for unknown in unknownAttributes { list.append(.init(unknown.name, .string(unknown.value))) }
    return list
  }
}
