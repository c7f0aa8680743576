// OWNER: LLDB reader work (issue 5). Phase-0 version: prints the common forms; to be completed.

extension LayoutConstraint {
  /// The constraint's body as UIKit prints it:
  /// `UILayoutGuide:0x1c01a1500'BackButtonGuide(0x109518800)'.trailing >= _UINavigationBarContentView:0x11890ff60.leading + 16`.
  public func notation(in index: ItemIndex) -> String {
    var text = "\(index.name(of: first)).\(firstAttribute.rawValue) \(relation.symbol)"
    if let second, secondAttribute != .notAnAttribute {
      text += " "
      if multiplier != 1 { text += "\(formatNumber(multiplier))*" }
      text += "\(index.name(of: second)).\(secondAttribute.rawValue)"
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
  public func uikitDescription(in index: ItemIndex) -> String {
    var text = "<\(className):\(address ?? "0x0")"
    if let identifier { text += " '\(identifier)'" }
    text += " \(notation(in: index))"
    if active { text += "   (active)" }
    return text + ">"
  }
}

/// A constraint read from its printed form, with what the text said of its items.
public struct ParsedConstraint: Sendable, Hashable {
  /// An item as the text names it: `UILayoutGuide:0x1c01a1ce0'LeadingBarGuide(0x109518800)'`.
  public struct Item: Sendable, Hashable {
    public var className: String?
    /// The address, or the name of an item the text names without one.
    public var address: String
    public var label: String?
    public init(className: String?, address: String, label: String?) {
      self.className = className
      self.address = address
      self.label = label
    }
  }

  public var constraint: LayoutConstraint
  public var firstItem: Item
  public var secondItem: Item?

  public init(constraint: LayoutConstraint, firstItem: Item, secondItem: Item?) {
    self.constraint = constraint
    self.firstItem = firstItem
    self.secondItem = secondItem
  }
}

extension ParsedConstraint {
  /// Parses a constraint as UIKit or LLDB prints it — the body alone
  /// (`Class:0xADDR.attr == Class:0xADDR.attr + 8`) or the whole `<NSLayoutConstraint:…>`.
  /// - Throws: `ReadError` (`.invalidConstraint`) at `location`, moved to the offending column.
  public init(parsing text: Substring, at location: SourceLocation) throws(ReadError) {
    throw ReadError(.invalidConstraint(text: String(text), problem: "not implemented yet"), at: location)
  }
}
