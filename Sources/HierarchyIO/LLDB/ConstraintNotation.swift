// OWNER: the LLDB work (issue 5).

extension LayoutConstraint {
  /// The constraint's body as UIKit prints it:
  /// `UILayoutGuide:0x1c01a1500'BackButtonGuide(0x109518800)'.trailing >= _UINavigationBarContentView:0x11890ff60.leading + 16`.
  ///
  /// Always the anchor form (`first.attr REL m*second.attr + c @p`), never a visual format:
  /// every constraint has one, it names each item in full so no `names:` list is needed, and
  /// reading it back gives the same structured constraint (a visual format read from a log is
  /// printed in this form). The exceptions are UIKit's own: an `NSContentSizeLayoutConstraint`
  /// prints as `H:[UILabel:0x1(42)] Hug:250 CompressionResistance:750`, and an
  /// `NSAutoresizingMaskLayoutConstraint` names positions `minX minY maxX maxY midX midY`.
  public func notation(in index: ItemIndex) -> String {
    if className == "NSContentSizeLayoutConstraint", second == nil,
      firstAttribute == .width || firstAttribute == .height
    {
      var text = firstAttribute == .width ? "H:[" : "V:["
      text += Self.uikitName(of: first, in: index) + "("
      if relation != .equal { text += relation.symbol }
      text += formatNumber(constant)
      if priority < 1000 { text += "@\(formatNumber(priority))" }
      text += ")]"
      if let hugging = unknownAttribute("hugging") { text += " Hug:\(hugging)" }
      if let resistance = unknownAttribute("compressionResistance") {
        text += " CompressionResistance:\(resistance)"
      }
      return text
    }
    var text = "\(Self.uikitName(of: first, in: index)).\(printedName(of: firstAttribute))"
    text += " \(relation.symbol)"
    if let second, secondAttribute != .notAnAttribute {
      text += " "
      if multiplier != 1 { text += "\(formatNumber(multiplier))*" }
      text += "\(Self.uikitName(of: second, in: index)).\(printedName(of: secondAttribute))"
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
  public func uikitDescription(in index: ItemIndex) -> String {
    var text = "<\(className):\(address ?? "0x0")"
    if let identifier { text += " '\(identifier)'" }
    if className == "NSAutoresizingMaskLayoutConstraint",
      let mask = unknownAttribute("autoresizingMask")
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
  private func visualFormat(in index: ItemIndex) -> (String, superview: String?)? {
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
    func bracket(_ address: String) -> String { "[\(Self.uikitName(of: address, in: index))]" }
    let firstParent = index[first]?.parent
    let secondParent = index[second]?.parent
    if firstAttribute == lead, secondAttribute == lead, firstParent == second {
      // |-(c)-[first]
      return (
        "\(axis):|\(spacing)\(bracket(first))\(suffix)", Self.uikitName(of: second, in: index)
      )
    }
    if firstAttribute == trail, secondAttribute == trail, secondParent == first {
      // [second]-(c)-|
      return (
        "\(axis):\(bracket(second))\(suffix)\(spacing)|", Self.uikitName(of: first, in: index)
      )
    }
    if firstAttribute == lead, secondAttribute == trail {
      // [second]-(c)-[first]
      return ("\(axis):\(bracket(second))\(spacing)\(bracket(first))\(suffix)", nil)
    }
    return nil
  }

  /// How UIKit names an item in a constraint: `Class:0xADDR` and `'label'` when it has one; an
  /// item a log named without an address (its class is its name) by that name alone.
  static func uikitName(of address: String, in index: ItemIndex) -> String {
    guard let item = index[address] else { return address }
    if item.className == item.address { return address }
    var text = "\(item.className):\(item.address)"
    if let label = item.label { text += "'\(label)'" }
    return text
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

  func unknownAttribute(_ name: String) -> String? {
    unknownAttributes.first { $0.name == name }?.value
  }
}

/// A constraint read from its printed form, with what the text said of its items.
public struct ParsedConstraint: Sendable, Hashable {
  /// An item as the text names it: `UILayoutGuide:0x1c01a1ce0'LeadingBarGuide(0x109518800)'`.
  public struct Item: Sendable, Hashable {
    /// Nil for an item named without a class: `BackButton`, or a `|` no `names:` resolved.
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

  /// What a visual format's `|` says: `superview` (a view, or the owner of a guide) encloses
  /// `child`. `H:|-(8)-[UILayoutGuide:0x2'UIViewLayoutMarginsGuide'](LTR) (active, names:
  /// '|':_UINavigationBarContentView:0x1 )` tells that the content view owns the guide.
  public struct Containment: Sendable, Hashable {
    public var child: Item
    public var superview: Item
    public init(child: Item, superview: Item) {
      self.child = child
      self.superview = superview
    }
  }

  /// The structured constraint: `first`/`second` are the items' addresses (or names).
  /// `autoresizingMask` (`h=--& v=--&`), `hugging` and `compressionResistance` (an
  /// `NSContentSizeLayoutConstraint`'s `Hug:` and `CompressionResistance:`) are kept in
  /// `unknownAttributes`.
  public var constraint: LayoutConstraint
  public var firstItem: Item
  public var secondItem: Item?
  /// Set for a visual format with `|` whose `names:` (or the reader) can place it.
  public var containment: Containment?

  public init(constraint: LayoutConstraint, firstItem: Item, secondItem: Item?) {
    self.constraint = constraint
    self.firstItem = firstItem
    self.secondItem = secondItem
  }
}

extension ParsedConstraint {
  /// Parses a constraint as UIKit or LLDB prints it — the body alone
  /// (`Class:0xADDR.attr == Class:0xADDR.attr + 8`) or the whole `<NSLayoutConstraint:…>`,
  /// quoted or not, with its `(active, names: …)` annotation. `ConstraintGrammar` lists every
  /// form and what a visual format means.
  /// - Throws: `ReadError` (`.invalidConstraint`) at `location`, moved to the offending column.
  public init(parsing text: Substring, at location: SourceLocation) throws(ReadError) {
    let bytes = Array(text.utf8)
    var start = 0
    var end = bytes.count
    while start < end,
      bytes[start].isSpace || bytes[start] == .newline
        || bytes[start] == .carriageReturn
    {
      start += 1
    }
    while end > start,
      bytes[end - 1].isSpace || bytes[end - 1] == .newline
        || bytes[end - 1] == .carriageReturn
    {
      end -= 1
    }
    var grammar = ConstraintGrammar(ByteCursor(bytes, from: start, to: end))
    do {
      self = try grammar.parseDescription()
      constraint.location = location
    } catch {
      throw ParsedConstraint.readError(
        error, bytes: bytes, textStart: 0, shown: String(text), at: location)
    }
  }

  /// Converts a grammar error at a byte of `bytes` (whose byte `textStart` is at `location`)
  /// into a `ReadError` at that byte's line and column.
  static func readError(
    _ error: GrammarError, bytes: [UInt8], textStart: Int, shown: String,
    at location: SourceLocation
  ) -> ReadError {
    var line = location.line
    var lineStart = textStart
    var index = textStart
    while index < min(error.offset, bytes.count) {
      if bytes[index] == .newline {
        line += 1
        lineStart = index + 1
      }
      index += 1
    }
    let columnInLine = column(ofByte: error.offset, in: bytes, lineStart: lineStart)
    let columnNumber = line == location.line ? location.column + columnInLine - 1 : columnInLine
    var trimmed = shown.trimmingWhitespace()
    if trimmed.count > 160 { trimmed = String(trimmed.prefix(157)) + "..." }
    return ReadError(
      .invalidConstraint(text: trimmed, problem: error.problem),
      at: SourceLocation(file: location.file, line: line, column: columnNumber))
  }
}

extension String {
  func trimmingWhitespace() -> String {
    var scalars = Substring(self)
    while let first = scalars.first, first.isWhitespace { scalars.removeFirst() }
    while let last = scalars.last, last.isWhitespace { scalars.removeLast() }
    return String(scalars)
  }
}
