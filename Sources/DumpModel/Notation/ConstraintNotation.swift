/// What the printers of UIKit's notation need to know of the items a constraint names: a
/// `Document` tells it (items by `ItemID`).
public protocol ItemNaming {
  associatedtype ItemReference: Hashable & Sendable
  /// How UIKit names the item in a constraint: `Class:0xADDR` and `'label'` when it has one
  /// (`UILayoutGuide:0x1c01a1500'BackButtonGuide(0x109518800)'`); an item a log named without
  /// an address (its class is its name) by that name alone.
  func uikitName(of item: ItemReference) -> String
  /// The superview of a view, the owning view of a guide; nil for a root or an unknown item.
  func container(of item: ItemReference) -> ItemReference?
  /// A view's accessibility identifier, which UIKit prints in place of the item (and lists in
  /// `names:`), or nil.
  func accessibilityIdentifier(of item: ItemReference) -> String?
}

extension ItemNaming {
  public func accessibilityIdentifier(of item: ItemReference) -> String? { nil }
}

/// `Class:0xADDR'label'` (no quotes without a label), or the bare name when the class is the
/// address (an item a log named without one): the one rule for naming an item in UIKit's
/// notation.
public func uikitItemName(className: String, address: String, label: String?) -> String {
  if className == address { return address }
  // The bytes gathered in one buffer: every line of a report of a window names an item.
  var bytes: [UInt8] = []
  bytes.reserveCapacity(
    className.utf8.count + address.utf8.count + 1 + (label.map { $0.utf8.count + 2 } ?? 0))
  bytes.append(contentsOf: className.utf8)
  bytes.append(UInt8(ascii: ":"))
  bytes.append(contentsOf: address.utf8)
  if let label {
    bytes.append(UInt8(ascii: "'"))
    bytes.append(contentsOf: label.utf8)
    bytes.append(UInt8(ascii: "'"))
  }
  return String(decoding: bytes, as: UTF8.self)
}

extension LayoutConstraintOf {
  /// The constraint's body as UIKit prints it:
  /// `UILayoutGuide:0x1c01a1500'BackButtonGuide(0x109518800)'.trailing >= _UINavigationBarContentView:0x11890ff60.leading + 16`.
  ///
  /// Always the anchor form (`first.attr REL m*second.attr + c @p`), never a visual format:
  /// every constraint has one, it names each item in full so no `names:` list is needed
  /// (except an item UIKit names by its accessibility identifier), and reading it back gives
  /// the same structured constraint (a visual format read from a log is printed in this
  /// form). The exceptions are UIKit's own: an `NSContentSizeLayoutConstraint` prints as
  /// `H:[UILabel:0x1(42)] Hug:250 CompressionResistance:750`, an
  /// `NSAutoresizingMaskLayoutConstraint` names positions `minX minY maxX maxY midX midY`, a
  /// negative constant alone is `== - 16`, and a constant read as a system spacing prints as
  /// it was (`NSSpace(8)`). Numbers are UIKit's (`%g`: `0.333333`); the constraints of SnapKit
  /// and Masonry print in their own notation (`NotationFamily`). With `numbers: .exact` (a
  /// constraint quoted in a message) every number is `formatNumber`'s, as the dump writes
  /// it: `1e308`, `0.3333333333333333` (docs/format.md, "Numbers").
  public func notation<Naming: ItemNaming>(
    in index: Naming, numbers: NotationNumbers = .printed
  ) -> String
  where Naming.ItemReference == Item {
    let family = NotationFamily(className: className)
    let number = numbers == .exact ? formatNumber : family.number
    if className == UIKitConstraintClass.contentSize, second == nil,
      firstAttribute == .width || firstAttribute == .height
    {
      var text = firstAttribute == .width ? "H:[" : "V:["
      text += index.uikitName(of: first) + "("
      if relation != .equal { text += relation.symbol }
      text += number(constant)
      if priority < 1000 { text += "@\(number(priority))" }
      text += ")]"
      if let hugging = unknownAttribute(PrintedConstraintAttribute.hugging) {
        text += " Hug:\(hugging)"
      }
      if let resistance = unknownAttribute(PrintedConstraintAttribute.compressionResistance) {
        text += " CompressionResistance:\(resistance)"
      }
      return text
    }
    var text = "\(printedName(of: first, in: index)).\(printedName(of: firstAttribute))"
    text += " \(relation.symbol)"
    if let second, secondAttribute != .notAnAttribute {
      text += " "
      if multiplier != 1, family == .uikit { text += "\(number(multiplier))*" }
      text += "\(printedName(of: second, in: index)).\(printedName(of: secondAttribute))"
      if multiplier != 1, family != .uikit { text += " * \(number(multiplier))" }
      if let spacing = printedSpacing, constant == spacing.value {
        text += " \(spacing.text)"
      } else if let spacing = printedSpacing, constant == -spacing.value {
        text += " - \(spacing.text)"
      } else if constant > 0 {
        text += " + \(number(constant))"
      } else if constant < 0 {
        text += " - \(number(-constant))"
      }
    } else if constant < 0, family == .uikit {
      text += " - \(number(-constant))"
    } else {
      text += " \(number(constant))"
    }
    if priority < 1000 { text += family.priority(priority, number: number) }
    return text
  }

  /// The whole description UIKit logs:
  /// `<NSLayoutConstraint:0x600002139400 'UISV-spacing' A:0x1.leading == B:0x2.trailing + 8   (active)>`.
  ///
  /// Where UIKit prints a visual format, so does this: a spacing between an item's leading
  /// (top) edge and the trailing (bottom) edge of another, or of its superview or owning view
  /// (`|`), at priority 1000 and multiplier 1 — `H:|-(8)-[X]` for `X.leading == S.leading + 8`,
  /// `H:[X]-(8)-|` for `S.trailing == X.trailing + 8`, `H:[A]-(6)-[B]` for
  /// `B.leading == A.trailing + 6`; `V:` for top and bottom; left and right add `(LTR)` after
  /// the bracket; an old log's size alone `H:[X(0)]`. `|` is named in
  /// `(active, names: '|':S )`, and so is an item UIKit names by
  /// its accessibility identifier. `(active)` is printed for an active constraint unless the
  /// text it was read from had none (`printedActive="NO"`, an old log), `(inactive)` for one
  /// that is not. SnapKit's and
  /// Masonry's constraints print as their libraries do: the header (SnapKit's `@File.swift#12`
  /// after the address), the body, no annotation. Everything else is `notation(in:)`.
  public func uikitDescription<Naming: ItemNaming>(in index: Naming) -> String
  where Naming.ItemReference == Item {
    var text = "<\(className):\(address ?? "0x0")"
    let family = NotationFamily(className: className)
    if family != .uikit {
      if let location = unknownAttribute(PrintedConstraintAttribute.sourceLocation) {
        text += "@\(location)"
      }
      return text + " \(notation(in: index))>"
    }
    if let identifier { text += " '\(identifier)'" }
    if className == UIKitConstraintClass.autoresizingMask,
      let mask = unknownAttribute(PrintedConstraintAttribute.autoresizingMask)
    {
      text += " \(mask)"
    }
    var names: [String] = []
    if let (format, superview) = visualFormat(in: index) {
      text += " \(format)"
      if let superview { names.append("'|':\(superview)") }
    } else {
      text += " \(notation(in: index))"
    }
    for item in [first, second].compactMap({ $0 }) {
      // An item named without an address (a log gave none) has no entry.
      if let name = index.accessibilityIdentifier(of: item), index.uikitAddress(of: item) != name {
        let entry = "\(name):\(index.uikitAddress(of: item))"
        if !names.contains(entry) { names.append(entry) }
      }
    }
    // A deactivated constraint says so (`po constraint` of one): `(inactive)`.
    let state =
      !active
      ? "inactive"
      : unknownAttribute(PrintedConstraintAttribute.printedActive) != "NO" ? "active" : nil
    if !names.isEmpty {
      text += "   (\(state.map { "\($0), " } ?? "")names: \(names.joined(separator: ", ")) )"
    } else if let state {
      text += "   (\(state))"
    }
    return text + ">"
  }

  /// The visual format UIKit prints for this constraint, and the name of the item `|` stands
  /// for, or nil when UIKit prints the anchor form.
  private func visualFormat<Naming: ItemNaming>(in index: Naming) -> (
    String, superview: String?
  )? where Naming.ItemReference == Item {
    if second == nil, firstAttribute == .width || firstAttribute == .height,
      unknownAttribute(PrintedConstraintAttribute.printedActive) == "NO",
      className != UIKitConstraintClass.contentSize
    {
      // Old UIKit (no `(active)`, iOS 8 and 9: samples 20 and 46) prints a size alone as a
      // visual format: `H:[SPUISearchTableHeaderView:0x7fd94ccb3030(0)]`.
      var size = relation == .equal ? "" : relation.symbol
      size += uikitNumber(constant)
      if priority < 1000 { size += "@\(uikitNumber(priority))" }
      let axis = firstAttribute == .width ? "H" : "V"
      return ("\(axis):[\(printedName(of: first, in: index))(\(size))]", nil)
    }
    guard let second, multiplier == 1, priority >= 1000, first != second,
      className != UIKitConstraintClass.autoresizingMask,
      className != UIKitConstraintClass.contentSize
    else { return nil }
    let axis: String
    let suffix: String
    let lead: LayoutAttribute
    let trail: LayoutAttribute
    switch firstAttribute {
    case .leading, .trailing: (axis, suffix, lead, trail) = ("H", "", .leading, .trailing)
    case .left, .right: (axis, suffix, lead, trail) = ("H", "(LTR)", .left, .right)
    case .top, .bottom: (axis, suffix, lead, trail) = ("V", "", .top, .bottom)
    default: return nil
    }
    let value: String
    if let spacing = printedSpacing, spacing.value == constant {
      value = spacing.text
    } else {
      value = uikitNumber(constant)
    }
    let spacing = "-(\(relation == .equal ? "" : relation.symbol)\(value))-"
    func bracket(_ item: Item) -> String { "[\(printedName(of: item, in: index))]" }
    let firstParent = index.container(of: first)
    let secondParent = index.container(of: second)
    if firstAttribute == lead, secondAttribute == lead, firstParent == second {
      // |-(c)-[first]
      return (
        "\(axis):|\(spacing)\(bracket(first))\(suffix)", index.uikitName(of: second)
      )
    }
    if firstAttribute == trail, secondAttribute == trail, secondParent == first {
      // [second]-(c)-|
      return (
        "\(axis):\(bracket(second))\(suffix)\(spacing)|", index.uikitName(of: first)
      )
    }
    if firstAttribute == lead, secondAttribute == trail {
      // [second]-(c)-[first]
      return ("\(axis):\(bracket(second))\(spacing)\(bracket(first))\(suffix)", nil)
    }
    return nil
  }

  /// The system spacing the constant was printed as, and its value, when the text said one.
  private var printedSpacing: (text: String, value: Double)? {
    guard let text = unknownAttribute(PrintedConstraintAttribute.systemSpacing) else {
      return nil
    }
    // `NSSpace(8)`, `NSLayoutAnchorConstraintSpace(8)`, `2*NSLayoutAnchorConstraintSpace(8)`.
    guard let open = text.firstIndex(of: "("), text.hasSuffix(")"),
      let points = try? ValueParser.number(String(text[text.index(after: open)...].dropLast()))
    else { return nil }
    var factor = 1.0
    if let star = text.firstIndex(of: "*") {
      guard let value = try? ValueParser.number(String(text[..<star])) else { return nil }
      factor = value
    }
    return (text, factor * points)
  }

  /// An item as the body names it: its accessibility identifier (listed in `names:`), or its
  /// name.
  private func printedName<Naming: ItemNaming>(of item: Item, in index: Naming) -> String
  where Naming.ItemReference == Item {
    index.accessibilityIdentifier(of: item) ?? index.uikitName(of: item)
  }

  private func printedName(of attribute: LayoutAttribute) -> String {
    guard className == UIKitConstraintClass.autoresizingMask else { return attribute.rawValue }
    switch attribute {
    case .left: return "minX"
    case .top: return "minY"
    case .right: return "maxX"
    case .bottom: return "maxY"
    case .centerX: return "midX"
    case .centerY: return "midY"
    default: return attribute.rawValue
    }
  }
}

extension ItemNaming {
  /// The address part of an item's name (`0x106c2b2e0` of `UIView:0x106c2b2e0'Back'`).
  fileprivate func uikitAddress(of item: ItemReference) -> String {
    let name = uikitName(of: item)
    guard let colon = name.lastIndex(of: ":") else { return name }
    var address = name[name.index(after: colon)...]
    if let quote = address.firstIndex(of: "'") { address = address[..<quote] }
    return String(address)
  }
}

/// How a constraint's notation writes its numbers: as its family prints them (UIKit's `%g`,
/// `uikitNumber`; SnapKit's Swift doubles), or exactly, as the dump writes them
/// (`formatNumber`), for a constraint quoted in a message.
public enum NotationNumbers: Sendable {
  case printed, exact
}

extension NotationFamily {
  /// How the family writes a number: UIKit and Masonry with `%g` (`0.333333`), SnapKit as
  /// Swift writes a `Double` (`16.0`, `1094.3333333333333`).
  var number: (Double) -> String {
    switch self {
    case .uikit, .masonry: return uikitNumber
    case .snapKit: return swiftNumber
    }
  }

  /// ` @750` (UIKit), ` ^high` or ` ^999` (Masonry), ` ^UILayoutPriority(rawValue: 750.0)`
  /// (SnapKit's `"\(priority)"`; no sample shows one), its number written by `number`.
  func priority(_ value: Double, number: (Double) -> String) -> String {
    switch self {
    case .uikit: return " @\(number(value))"
    case .masonry:
      let named = ConstraintGrammar.libraryPriorities.first { $0.1 == value }?.0
      return " ^\(named ?? number(value))"
    case .snapKit: return " ^UILayoutPriority(rawValue: \(number(value)))"
    }
  }
}
