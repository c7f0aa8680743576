/// What the printers of UIKit's notation need to know of the items a constraint names: a
/// `Document` (items by `ItemID`) and an `ItemIndex` (items by address) both tell it.
public protocol ItemNaming {
  associatedtype ItemReference: Hashable & Sendable
  /// How UIKit names the item in a constraint: `Class:0xADDR` and `'label'` when it has one
  /// (`UILayoutGuide:0x1c01a1500'BackButtonGuide(0x109518800)'`); an item a log named without
  /// an address (its class is its name) by that name alone.
  func uikitName(of item: ItemReference) -> String
  /// The superview of a view, the owning view of a guide; nil for a root or an unknown item.
  func container(of item: ItemReference) -> ItemReference?
}

/// `Class:0xADDR'label'` (no quotes without a label), or the bare name when the class is the
/// address (an item a log named without one): the one rule for naming an item in UIKit's
/// notation.
public func uikitItemName(className: String, address: String, label: String?) -> String {
  if className == address { return address }
  var text = "\(className):\(address)"
  if let label { text += "'\(label)'" }
  return text
}

extension LayoutConstraintOf {
  /// The constraint's body as UIKit prints it:
  /// `UILayoutGuide:0x1c01a1500'BackButtonGuide(0x109518800)'.trailing >= _UINavigationBarContentView:0x11890ff60.leading + 16`.
  ///
  /// Always the anchor form (`first.attr REL m*second.attr + c @p`), never a visual format:
  /// every constraint has one, it names each item in full so no `names:` list is needed, and
  /// reading it back gives the same structured constraint (a visual format read from a log is
  /// printed in this form). The exceptions are UIKit's own: an `NSContentSizeLayoutConstraint`
  /// prints as `H:[UILabel:0x1(42)] Hug:250 CompressionResistance:750`, and an
  /// `NSAutoresizingMaskLayoutConstraint` names positions `minX minY maxX maxY midX midY`.
  public func notation<Naming: ItemNaming>(in index: Naming) -> String
  where Naming.ItemReference == Item {
    if className == "NSContentSizeLayoutConstraint", second == nil,
      firstAttribute == .width || firstAttribute == .height
    {
      var text = firstAttribute == .width ? "H:[" : "V:["
      text += index.uikitName(of: first) + "("
      if relation != .equal { text += relation.symbol }
      text += formatNumber(constant)
      if priority < 1000 { text += "@\(formatNumber(priority))" }
      text += ")]"
      if let hugging = unknownAttribute(PrintedConstraintAttribute.hugging) {
        text += " Hug:\(hugging)"
      }
      if let resistance = unknownAttribute(PrintedConstraintAttribute.compressionResistance) {
        text += " CompressionResistance:\(resistance)"
      }
      return text
    }
    var text = "\(index.uikitName(of: first)).\(printedName(of: firstAttribute))"
    text += " \(relation.symbol)"
    if let second, secondAttribute != .notAnAttribute {
      text += " "
      if multiplier != 1 { text += "\(formatNumber(multiplier))*" }
      text += "\(index.uikitName(of: second)).\(printedName(of: secondAttribute))"
      if constant > 0 { text += " + \(formatNumber(constant))" }
      if constant < 0 { text += " - \(formatNumber(-constant))" }
    } else {
      text += " \(formatNumber(constant))"
    }
    if priority < 1000 { text += " @\(formatNumber(priority))" }
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
  /// the bracket. `|` is named in `(active, names: '|':S )`. Everything else is `notation(in:)`.
  public func uikitDescription<Naming: ItemNaming>(in index: Naming) -> String
  where Naming.ItemReference == Item {
    var text = "<\(className):\(address ?? "0x0")"
    if let identifier { text += " '\(identifier)'" }
    if className == "NSAutoresizingMaskLayoutConstraint",
      let mask = unknownAttribute(PrintedConstraintAttribute.autoresizingMask)
    {
      text += " \(mask)"
    }
    if let (format, superview) = visualFormat(in: index) {
      text += " \(format)"
      if let superview {
        text += active ? "   (active, names: '|':\(superview) )" : "   (names: '|':\(superview) )"
      } else if active {
        text += "   (active)"
      }
      return text + ">"
    }
    text += " \(notation(in: index))"
    if active { text += "   (active)" }
    return text + ">"
  }

  /// The visual format UIKit prints for this constraint, and the name of the item `|` stands
  /// for, or nil when UIKit prints the anchor form.
  private func visualFormat<Naming: ItemNaming>(in index: Naming) -> (
    String, superview: String?
  )? where Naming.ItemReference == Item {
    guard let second, multiplier == 1, priority >= 1000, first != second,
      className != "NSAutoresizingMaskLayoutConstraint",
      className != "NSContentSizeLayoutConstraint"
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
    let spacing = "-(\(relation == .equal ? "" : relation.symbol)\(formatNumber(constant)))-"
    func bracket(_ item: Item) -> String { "[\(index.uikitName(of: item))]" }
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

  private func printedName(of attribute: LayoutAttribute) -> String {
    guard className == "NSAutoresizingMaskLayoutConstraint" else { return attribute.rawValue }
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
