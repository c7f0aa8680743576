extension ConstraintGrammar {

  /// A body as read, before `names:` resolves its items.
  struct Body {
    var first: ParsedConstraint.Item
    var firstAttribute: LayoutAttribute
    var relation: LayoutRelation = .equal
    var second: ParsedConstraint.Item?
    var secondAttribute: LayoutAttribute = .notAnAttribute
    var multiplier: Double = 1
    var constant: Double = 0
    var priority: Double = 1000
    /// For a visual-format body with `|`: the item in brackets (`|` is its superview).
    var bracketed: ParsedConstraint.Item?

    func resolve(names: [String: ParsedConstraint.Item], into base: LayoutConstraint)
      throws(GrammarError) -> ParsedConstraint
    {
      func resolved(_ item: ParsedConstraint.Item) -> ParsedConstraint.Item {
        guard item.className == nil, var named = names[item.address] else { return item }
        // `names: BackButton:0x7f1` gives an address only: the name is the item's
        // accessibility identifier, which UIKit prints in place of the class.
        if named.className == nil, item.address != "|" { named.identifier = item.address }
        return named
      }
      let firstItem = resolved(first)
      let secondItem = second.map(resolved)
      var constraint = base
      constraint.first = firstItem.address
      constraint.firstAttribute = firstAttribute
      constraint.relation = relation
      constraint.second = secondItem?.address
      constraint.secondAttribute = secondItem == nil ? .notAnAttribute : secondAttribute
      constraint.multiplier = multiplier
      constraint.constant = constant
      constraint.priority = priority
      var parsed = ParsedConstraint(
        constraint: constraint, firstItem: firstItem, secondItem: secondItem)
      if let bracketed {
        let superview = first == bracketed ? secondItem : firstItem
        if let superview {
          parsed.containment = ParsedConstraint.Containment(
            child: resolved(bracketed), superview: superview)
        }
      } else if let bar = names["|"], second?.address != "|" {
        // `h=-&- v=-&- UIView:0x1.minY == 0 (names: '|':UIWindow:0x2 )`: an autoresizing
        // constraint names its view's superview, from which its position is measured.
        parsed.containment = ParsedConstraint.Containment(child: firstItem, superview: bar)
      }
      return parsed
    }
  }

  mutating func parseBody() throws(GrammarError) -> Body {
    cursor.skipSpaces()
    if let axis = cursor.peek(), axis == UInt8(ascii: "H") || axis == UInt8(ascii: "V"),
      cursor.peek(1) == .colon, let next = cursor.peek(2),
      next == .bar || next == .openBracket
    {
      return try parseVisualFormat()
    }
    return try parseStandardBody()
  }

  /// `first.attr REL [m*]second.attr [* m] [± c] [@p]` or `first.attr REL c [@p]`.
  mutating func parseStandardBody() throws(GrammarError) -> Body {
    let (first, firstAttribute) = try parseItemAndAttribute()
    var body = Body(first: first, firstAttribute: firstAttribute)
    cursor.skipSpaces()
    body.relation = try parseRelation()
    cursor.skipSpaces()
    if let negative = try parseSpacedNegative() {
      // `UIView:0x1.width == - 16`: how UIKit prints a negative constant alone (`+ 50`: iOS 7–8).
      body.constant = negative
      try parseOptionalPriority(into: &body)
      return body
    }
    if startsNumber() {
      guard let value = cursor.number() else { throw expected("a number") }
      let afterNumber = cursor.position
      cursor.skipSpaces()
      if cursor.consume(.star) {
        body.multiplier = value
        cursor.skipSpaces()
      } else {
        cursor.position = afterNumber
        body.constant = value
        try parseOptionalPriority(into: &body)
        return body
      }
    } else if let space = try parseSystemSpacing() {
      body.constant = space
      try parseOptionalPriority(into: &body)
      return body
    }
    let (second, secondAttribute) = try parseItemAndAttribute()
    body.second = second
    body.secondAttribute = secondAttribute
    // A multiplier printed after the item: `UIView:0x1.width * 0.7`.
    let afterItem = cursor.position
    cursor.skipSpaces()
    if cursor.consume(.star) {
      cursor.skipSpaces()
      guard let value = cursor.number() else { throw expected("a multiplier after '*'") }
      body.multiplier = value
    } else {
      cursor.position = afterItem
    }
    // A constant: ` + 8`, ` - 6`, ` + NSSpace(8)`.
    let beforeConstant = cursor.position
    cursor.skipSpaces()
    if let sign = cursor.peek(), sign == .plus || sign == .minus,
      cursor.peek(1)?.isSpace == true || cursor.peek(1)?.isDigit == true
        || cursor.peek(1) == UInt8(ascii: "N") || cursor.peek(1) == .dot
    {
      cursor.position += 1
      cursor.skipSpaces()
      let value: Double
      if let space = try parseSystemSpacing() {
        value = space
      } else {
        guard let number = cursor.number() else {
          throw expected("a constant after '\(Character(Unicode.Scalar(sign)))'")
        }
        // `+ 2*NSLayoutAnchorConstraintSpace(8)`: a multiple of the system spacing.
        if cursor.consume(.star) {
          guard let space = try parseSystemSpacing() else {
            throw expected("the system spacing after '*'")
          }
          value = number * space
          printedSpacing = formatNumber(number) + "*" + (printedSpacing ?? "")
        } else {
          value = number
        }
      }
      body.constant = sign == .minus ? -value : value
    } else if let space = try parseSystemSpacing() {
      // `B.bottom NSLayoutAnchorConstraintSpace(8)`: the spacing after the equation, added.
      body.constant = space
    } else {
      cursor.position = beforeConstant
    }
    try parseOptionalPriority(into: &body)
    return body
  }

  /// `- 16` or `+ 50`: a sign, spaces and a number; nil (the position unchanged) otherwise.
  /// UIKit prints a constant alone with its sign apart when it is negative (`== - 16`), and
  /// the autoresizing constraints of iOS 7–8 with `+` too (`h=--& v=--& UILabel:0x….midX ==
  /// + 50`).
  mutating func parseSpacedNegative() throws(GrammarError) -> Double? {
    guard let sign = cursor.peek(), sign == .minus || sign == .plus,
      cursor.peek(1)?.isSpace == true
    else { return nil }
    let start = cursor.position
    cursor.position += 1
    cursor.skipSpaces()
    guard let value = cursor.number() else {
      cursor.position = start
      return nil
    }
    return sign == .minus ? -value : value
  }

  mutating func parseOptionalPriority(into body: inout Body) throws(GrammarError) {
    let before = cursor.position
    cursor.skipSpaces()
    if cursor.consume(.caret) {
      body.priority = try parseLibraryPriority()
    } else if cursor.consume(.at) {
      body.priority = try parsePriorityAfterAt(from: before)
    } else {
      cursor.position = before
    }
  }

  /// The number after `@` (`@750`, and VFL's `(44@250)`), in `ValueParser.priorityRange`; a
  /// priority outside it is an error at `start`.
  mutating func parsePriorityAfterAt(from start: Int) throws(GrammarError) -> Double {
    guard let value = cursor.number() else { throw expected("a priority after '@'") }
    guard ValueParser.priorityRange.contains(value) else {
      cursor.position = start
      throw GrammarError(
        offset: start, problem: "the priority \(formatNumber(value)) is outside 1…1000")
    }
    return value
  }

  func startsNumber() -> Bool {
    guard let byte = cursor.peek() else { return false }
    if byte.isDigit { return true }
    if byte == .minus || byte == .plus || byte == .dot {
      return cursor.peek(1)?.isDigit == true
        || (cursor.peek(1) == .dot && cursor.peek(2)?.isDigit == true)
    }
    return false
  }

  /// `NSSpace(8)` or `NSLayoutAnchorConstraintSpace(8)`: the system spacing, resolved. The
  /// token as printed is kept in `printedSpacing`.
  mutating func parseSystemSpacing() throws(GrammarError) -> Double? {
    let start = cursor.position
    guard cursor.consume(Self.nsSpace) || cursor.consume(Self.anchorSpace) else { return nil }
    guard let value = cursor.number() else { throw expected("a number in the system spacing") }
    guard cursor.consume(.closeParen) else { throw expected("')' closing the system spacing") }
    printedSpacing = cursor.string(start..<cursor.position)
    return value
  }

  /// After `^` (Masonry, SnapKit): `high`, `medium`, `low`, `required`, `fitting size`, a
  /// number, or SnapKit's `UILayoutPriority(rawValue: 750.0)`.
  mutating func parseLibraryPriority() throws(GrammarError) -> Double {
    for (name, value) in Self.libraryPriorities where cursor.consume(Array(name.utf8)) {
      return value
    }
    let wrapped = cursor.consume(Self.layoutPriority)
    cursor.skipSpaces()
    guard let value = cursor.number(), ValueParser.priorityRange.contains(value) else {
      throw expected("a priority after '^'")
    }
    if wrapped, !cursor.consume(.closeParen) { throw expected("')' closing the priority") }
    return value
  }

  static let libraryPriorities: [(String, Double)] = [
    ("required", 1000), ("high", 750), ("medium", 500), ("low", 250), ("fitting size", 50),
  ]
  static let layoutPriority = Array("UILayoutPriority(rawValue:".utf8)

  mutating func parseRelation() throws(GrammarError) -> LayoutRelation {
    guard let a = cursor.peek(), let b = cursor.peek(1), b == .equals else {
      throw expected("'==', '<=' or '>='")
    }
    let relation: LayoutRelation
    switch a {
    case .equals: relation = .equal
    case .lessThan: relation = .lessThanOrEqual
    case .greaterThan: relation = .greaterThanOrEqual
    default: throw expected("'==', '<=' or '>='")
    }
    cursor.position += 2
    return relation
  }

  /// `Class:0xADDR['label'].attr` or `name.attr`.
  mutating func parseItemAndAttribute() throws(GrammarError) -> (
    ParsedConstraint.Item, LayoutAttribute
  ) {
    let (item, attributeRange) = try scanItem(context: .standard)
    let range: Range<Int>
    if let attributeRange {
      range = attributeRange
    } else {
      guard cursor.consume(.dot) else { throw expected("'.' and an attribute after the item") }
      let attributeStart = cursor.position
      while let byte = cursor.peek(), byte.isLetter { cursor.position += 1 }
      guard cursor.position > attributeStart else { throw expected("an attribute after '.'") }
      range = attributeStart..<cursor.position
    }
    let name = cursor.string(range)
    guard let attribute = Self.attribute(named: name) else {
      throw GrammarError(offset: range.lowerBound, problem: "unknown attribute '\(name)'")
    }
    return (item, attribute)
  }

  static func attribute(named name: String) -> LayoutAttribute? {
    if let attribute = LayoutAttribute(name: name) { return attribute }
    switch name {
    case "baseline", "Baseline": return .lastBaseline
    case "centerXWithinMargin": return .centerXWithinMargins
    case "centerYWithinMargin": return .centerYWithinMargins
    default: return nil
    }
  }

  enum ItemContext { case standard, visualFormat, names }

  /// An item: `Class:0xADDR` with an optional `'label'`, or a bare name.
  mutating func parseItem(context: ItemContext) throws(GrammarError) -> ParsedConstraint.Item {
    try scanItem(context: context).item
  }

  /// Scans an item. In the standard context an item without a label runs on through `.attr`
  /// (`_UIButtonBarStackView:0x113b5df90.leading`): the attribute's range is returned too.
  /// Works on bytes: a module-qualified or generic class name has dots and angle brackets, and
  /// the address follows the last colon.
  mutating func scanItem(context: ItemContext) throws(GrammarError) -> (
    item: ParsedConstraint.Item, attribute: Range<Int>?
  ) {
    if let named = scanNamedItem(context: context) ?? scanBareName(context: context) {
      return (named, nil)
    }
    let start = cursor.position
    var angle = 0
    var lastDot: Int?
    while let byte = cursor.peek() {
      if byte == .lessThan {
        angle += 1
      } else if byte == .greaterThan {
        if angle == 0 { break }
        angle -= 1
      } else if angle == 0 {
        if byte.isSpace || byte == .quote || byte == .star { break }
        if context != .standard,
          byte == .closeBracket || byte == .openParen || byte == .comma || byte == .closeParen
        {
          break
        }
        if byte == .dot { lastDot = cursor.position }
      }
      cursor.position += 1
    }
    guard cursor.position > start else { throw expected("an item") }
    var headEnd = cursor.position
    var attribute: Range<Int>?
    var label: String?
    if cursor.peek() == .quote {
      let open = cursor.position
      var index = open + 1
      scan: while index < cursor.end {
        if cursor.bytes[index] == .quote {
          let next = index + 1 < cursor.end ? cursor.bytes[index + 1] : nil
          switch context {
          case .standard:
            if next == .dot, attributeFollows(dot: index + 1) { break scan }
          case .visualFormat:
            if next == .closeBracket || next == .openParen { break scan }
          case .names:
            if next == nil || next == .comma || next?.isSpace == true || next == .closeParen {
              break scan
            }
          }
        }
        index += 1
      }
      guard index < cursor.end else {
        cursor.position = open
        throw expected(
          "the quote closing '\(cursor.string(open + 1..<min(open + 30, cursor.end)))…'")
      }
      label = cursor.string(open + 1..<index)
      cursor.position = index + 1
    } else if context == .standard {
      guard let dot = lastDot else {
        cursor.position = start
        throw expected("'.' and an attribute after the item")
      }
      guard dot > start else {
        cursor.position = start
        throw expected("an item before '.'")
      }
      attribute = dot + 1..<headEnd
      headEnd = dot
    }
    var colon: Int?
    var index = headEnd - 1
    while index >= start {
      if cursor.bytes[index] == .colon {
        colon = index
        break
      }
      index -= 1
    }
    guard let colon else {
      // A bare name (`[label]` of a names list) follows the class-name rule too
      // (`ClassName.end`): `UILabel;0xb8398f0` is no item `show` could print back (a console
      // fuzzer finding, Fixtures/fuzz-regressions).
      guard ClassName.end(cursor.bytes, from: start, to: headEnd) == headEnd else {
        cursor.position = start
        throw expected("an item 'Class:0xADDRESS' or a name")
      }
      return (
        ParsedConstraint.Item(
          className: nil, address: cursor.string(start..<headEnd), label: label), attribute
      )
    }
    // The address must be one a view's description reads whole (`printedAddress`): what is
    // read here as `UIView:0x7ff81(42)]7027c30` would be printed by `show` as a view the
    // reader then refuses (a console fuzzer finding, Fixtures/fuzz-regressions).
    var address = ByteCursor(cursor.bytes, from: colon + 1, to: headEnd)
    // The class is one a view's line takes (`ClassName.end`): `0x7fb4UIView:0x1` or
    // `UIKeyboardAssista(42)]:0x1` is no item `show` could print back.
    guard colon > start, ClassName.end(cursor.bytes, from: start, to: colon) == colon,
      colon + 1 < headEnd,
      address.printedAddress() != nil, address.atEnd
    else {
      cursor.position = start
      throw expected("an item 'Class:0xADDRESS'")
    }
    let item = ParsedConstraint.Item(
      className: cursor.string(start..<colon), address: cursor.string(colon + 1..<headEnd),
      label: label)
    return (item, attribute)
  }
}
