// OWNER: the LLDB work (issue 5).

/// A problem found while reading a constraint description: the byte where it was found and
/// what was expected there.
struct GrammarError: Error {
  var offset: Int
  var problem: String
}

/// The grammar of `NSLayoutConstraint`'s description, every form UIKit prints:
///
///     description := ['"'] '<' Class ':' address [ws "'" identifier "'"] [ws mask] ws body
///                    [ws 'Hug:' n ws 'CompressionResistance:' n] [ws 'priority:' n]
///                    [ws '(' ['active'] [', '] ['names:' name ':' item {', ' name ':' item}] ')']
///                    '>' ['"'] [',']
///                  | body [annotation]
///     body        := item '.' attr ws rel ws rhs [ws '@' priority]
///                  | ('H' | 'V') ':' vfl
///     rhs         := number | [number ws? '*' ws?] item '.' attr [ws? '*' ws? number]
///                    [ws ('+' | '-') ws constant]
///     constant    := number | 'NSSpace(' n ')' | 'NSLayoutAnchorConstraintSpace(' n ')'
///     item        := Class ':' address ["'" label "'"] | name        (name: resolved via names:)
///     mask        := 'h=' [-&]{3} ' v=' [-&]{3}
///     vfl         := ('|' conn)? '[' item ['(' pred ')'] ']' [dir] (conn ('[' … ']' [dir] | '|'))?
///     conn        := '-(' pred ')-' | '-' n '-' | '-' | ε ;   pred := [rel] constant ['@' n]
///     dir         := '(LTR)' | '(RTL)'
///
/// What a visual-format body means, as UIKit builds it (`constraints(withVisualFormat:)`):
/// `|-(c)-[X]` is `X.leading == |.leading + c`; `[A]-(c)-[B]` is `B.leading == A.trailing + c`;
/// `[X]-(c)-|` is `|.trailing == X.trailing + c`; `[X(c)]` is `X.width == c` (`V:` uses top,
/// bottom and height). A relation or priority in the parentheses applies to that constraint.
/// `(LTR)` says the constraint was made for left-to-right with absolute attributes: left and
/// right in place of leading and trailing (UIKit prints `'UIView-leftMargin-guide-constraint'`,
/// which is `guide.left == view.left + 8`, as `H:|-(8)-[guide](LTR)`). `(RTL)` is the mirror:
/// the leading edge is the right one and spacing runs leftwards, so `|-(c)-[X](RTL)` is
/// `|.right == X.right + c` and `[A]-(c)-[B](RTL)` is `A.left == B.right + c`.
/// `NSSpace(8)` and `NSLayoutAnchorConstraintSpace(8)` are the system spacing UIKit resolved,
/// 8 points: they become the constant 8.
struct ConstraintGrammar {
  var cursor: ByteCursor

  init(_ cursor: ByteCursor) { self.cursor = cursor }

  // MARK: Entry

  /// Parses one description from the cursor's position; the cursor must then be at its end
  /// (spaces, a closing `"` and a `,` aside).
  mutating func parseDescription() throws(GrammarError) -> ParsedConstraint {
    cursor.skipSpaces()
    let quoted = cursor.consume(.doubleQuote)
    var constraint = LayoutConstraint(first: "", .notAnAttribute)
    var wrapped = false
    if cursor.peek() == .lessThan {
      wrapped = true
      cursor.position += 1
      try parseWrapperHead(into: &constraint)
    }
    var body = try parseBody()
    var names: [String: ParsedConstraint.Item] = [:]
    try parseTrailer(into: &constraint, body: &body, names: &names, wrapped: wrapped)
    if quoted {
      cursor.skipSpaces()
      guard cursor.consume(.doubleQuote) else {
        throw expected("'\"' closing the quoted description")
      }
    }
    cursor.skipSpaces()
    _ = cursor.consume(.comma)
    cursor.skipSpaces()
    guard cursor.atEnd else { throw expected("the end of the constraint") }
    return try body.resolve(names: names, into: constraint)
  }

  /// `NSLayoutConstraint:0x600002139400 'identifier' h=--& v=--&` after the `<`.
  private mutating func parseWrapperHead(into constraint: inout LayoutConstraint)
    throws(GrammarError)
  {
    let classStart = cursor.position
    while let byte = cursor.peek(), byte.isNameByte { cursor.position += 1 }
    guard cursor.position > classStart else { throw expected("a constraint class after '<'") }
    constraint.className = cursor.string(classStart..<cursor.position)
    guard cursor.consume(.colon) else { throw expected("':' and the constraint's address") }
    let addressStart = cursor.position
    while let byte = cursor.peek(), !byte.isSpace, byte != .greaterThan { cursor.position += 1 }
    guard cursor.position > addressStart else { throw expected("the constraint's address") }
    constraint.address = cursor.string(addressStart..<cursor.position)
    cursor.skipSpaces()
    if cursor.peek() == .quote {
      let open = cursor.position
      // The identifier ends at the quote followed by a space: identifiers hold quotes rarely,
      // spaces often ('Fixed width').
      var index = open + 1
      while index < cursor.end {
        if cursor.bytes[index] == .quote, index + 1 < cursor.end, cursor.bytes[index + 1].isSpace {
          break
        }
        index += 1
      }
      guard index < cursor.end else {
        cursor.position = open
        throw expected("the quote closing the identifier")
      }
      constraint.identifier = cursor.string(open + 1..<index)
      cursor.position = index + 1
      cursor.skipSpaces()
    }
    var mask: [String] = []
    while cursor.hasPrefix(Self.horizontalMask) || cursor.hasPrefix(Self.verticalMask) {
      let start = cursor.position
      cursor.position += 2
      while let byte = cursor.peek(), byte == .minus || byte == UInt8(ascii: "&") {
        cursor.position += 1
      }
      mask.append(cursor.string(start..<cursor.position))
      cursor.skipSpaces()
    }
    if !mask.isEmpty {
      constraint.unknownAttributes.append(
        UnknownAttribute(name: "autoresizingMask", value: mask.joined(separator: " ")))
    }
  }

  /// What follows the body: content-size priorities, `priority:`, the annotation, `>`.
  private mutating func parseTrailer(
    into constraint: inout LayoutConstraint, body: inout Body,
    names: inout [String: ParsedConstraint.Item], wrapped: Bool
  ) throws(GrammarError) {
    while true {
      cursor.skipSpaces()
      if cursor.consume(Self.hug) {
        guard let value = cursor.number() else { throw expected("a priority after 'Hug:'") }
        constraint.unknownAttributes.append(
          UnknownAttribute(name: "hugging", value: formatNumber(value)))
      } else if cursor.consume(Self.compressionResistance) {
        guard let value = cursor.number() else {
          throw expected("a priority after 'CompressionResistance:'")
        }
        constraint.unknownAttributes.append(
          UnknownAttribute(name: "compressionResistance", value: formatNumber(value)))
      } else if cursor.consume(Self.priorityColon) {
        cursor.skipSpaces()
        guard let value = cursor.number() else { throw expected("a number after 'priority:'") }
        body.priority = value
      } else if cursor.peek() == .openParen {
        try parseAnnotation(names: &names, body: &body)
      } else {
        break
      }
    }
    if wrapped {
      guard cursor.consume(.greaterThan) else { throw expected("'>' closing the description") }
    }
  }

  /// `(active)`, `(active, names: '|':UIView:0x1 )`, `(names: …)`, `(Names: …)`.
  private mutating func parseAnnotation(
    names: inout [String: ParsedConstraint.Item], body: inout Body
  ) throws(GrammarError) {
    _ = cursor.consume(.openParen)
    while true {
      cursor.skipSpaces()
      if cursor.consume(.closeParen) { return }
      if cursor.consume(.comma) { continue }
      if cursor.consume(Self.active) { continue }
      if cursor.consume(Self.priorityColon) {
        cursor.skipSpaces()
        guard let value = cursor.number() else { throw expected("a number after 'priority:'") }
        body.priority = value
        continue
      }
      if cursor.consume(Self.names) || cursor.consume(Self.capitalNames) {
        try parseNames(into: &names)
        continue
      }
      throw expected("'active', 'names:' or ')' in the annotation")
    }
  }

  private mutating func parseNames(into names: inout [String: ParsedConstraint.Item])
    throws(GrammarError)
  {
    while true {
      cursor.skipSpaces()
      guard let byte = cursor.peek(), byte != .closeParen else { return }
      if byte == .comma {
        cursor.position += 1
        continue
      }
      let key: String
      if byte == .quote {
        let open = cursor.position
        guard let close = cursor.firstIndex(of: .quote, from: open + 1) else {
          throw expected("the quote closing the name")
        }
        key = cursor.string(open + 1..<close)
        cursor.position = close + 1
      } else {
        let start = cursor.position
        while let b = cursor.peek(), b != .colon, !b.isSpace, b != .closeParen {
          cursor.position += 1
        }
        key = cursor.string(start..<cursor.position)
      }
      guard cursor.consume(.colon) else { throw expected("':' after the name '\(key)'") }
      let item: ParsedConstraint.Item
      if cursor.hasPrefix(.hexPrefix), let address = cursor.hexAddress() {
        item = ParsedConstraint.Item(className: nil, address: address, label: nil)
      } else {
        item = try parseItem(context: .names)
      }
      names[key] = item
    }
  }

  // MARK: Body

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
        // `names: BackButton:0x7f1` gives an address only: the name stands for the class.
        if named.className == nil, item.address != "|" { named.className = item.address }
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
  private mutating func parseStandardBody() throws(GrammarError) -> Body {
    let (first, firstAttribute) = try parseItemAndAttribute()
    var body = Body(first: first, firstAttribute: firstAttribute)
    cursor.skipSpaces()
    body.relation = try parseRelation()
    cursor.skipSpaces()
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
        } else {
          value = number
        }
      }
      body.constant = sign == .minus ? -value : value
    } else {
      cursor.position = beforeConstant
    }
    try parseOptionalPriority(into: &body)
    return body
  }

  private mutating func parseOptionalPriority(into body: inout Body) throws(GrammarError) {
    let before = cursor.position
    cursor.skipSpaces()
    if cursor.consume(.at) {
      guard let value = cursor.number() else { throw expected("a priority after '@'") }
      guard value > 0, value <= 1000 else {
        cursor.position = before
        throw GrammarError(
          offset: before, problem: "the priority \(formatNumber(value)) is outside 1…1000")
      }
      body.priority = value
    } else {
      cursor.position = before
    }
  }

  private func startsNumber() -> Bool {
    guard let byte = cursor.peek() else { return false }
    if byte.isDigit { return true }
    if byte == .minus || byte == .plus || byte == .dot {
      return cursor.peek(1)?.isDigit == true
        || (cursor.peek(1) == .dot && cursor.peek(2)?.isDigit == true)
    }
    return false
  }

  /// `NSSpace(8)` or `NSLayoutAnchorConstraintSpace(8)`: the system spacing, resolved.
  private mutating func parseSystemSpacing() throws(GrammarError) -> Double? {
    guard cursor.consume(Self.nsSpace) || cursor.consume(Self.anchorSpace) else { return nil }
    guard let value = cursor.number() else { throw expected("a number in the system spacing") }
    guard cursor.consume(.closeParen) else { throw expected("')' closing the system spacing") }
    return value
  }

  private mutating func parseRelation() throws(GrammarError) -> LayoutRelation {
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
  private mutating func parseItemAndAttribute() throws(GrammarError) -> (
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
  private mutating func scanItem(context: ItemContext) throws(GrammarError) -> (
    item: ParsedConstraint.Item, attribute: Range<Int>?
  ) {
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
            if next == .dot, index + 2 < cursor.end, cursor.bytes[index + 2].isLetter { break scan }
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
      return (
        ParsedConstraint.Item(
          className: nil, address: cursor.string(start..<headEnd), label: label), attribute
      )
    }
    guard colon > start, colon + 1 < headEnd else {
      cursor.position = start
      throw expected("an item 'Class:0xADDRESS'")
    }
    let item = ParsedConstraint.Item(
      className: cursor.string(start..<colon), address: cursor.string(colon + 1..<headEnd),
      label: label)
    return (item, attribute)
  }

  // MARK: Visual format

  private enum Element {
    case edge(offset: Int)
    case view(ParsedConstraint.Item, predicate: Predicate?)
  }

  private struct Predicate {
    var relation: LayoutRelation = .equal
    var constant: Double
    var priority: Double?
  }

  private enum Direction { case natural, leftToRight, rightToLeft }

  private mutating func parseVisualFormat() throws(GrammarError) -> Body {
    let start = cursor.position
    let vertical = cursor.peek() == UInt8(ascii: "V")
    cursor.position += 2
    var elements: [Element] = []
    var connections: [Predicate?] = []  // between elements[i] and elements[i + 1]
    var direction = Direction.natural
    while true {
      if cursor.consume(.bar) {
        elements.append(.edge(offset: cursor.position - 1))
      } else if cursor.consume(.openBracket) {
        let item = try parseItem(context: .visualFormat)
        var predicate: Predicate?
        if cursor.consume(.openParen) {
          predicate = try parsePredicate()
          guard cursor.consume(.closeParen) else { throw expected("')' closing the size") }
        }
        guard cursor.consume(.closeBracket) else { throw expected("']' closing the view") }
        elements.append(.view(item, predicate: predicate))
      } else {
        throw expected("'|' or '[' in the visual format")
      }
      if cursor.consume(Self.leftToRight) {
        direction = .leftToRight
      } else if cursor.consume(Self.rightToLeft) {
        direction = .rightToLeft
      }
      // A connection, or the end of the format.
      if cursor.peek() == .minus {
        cursor.position += 1
        if cursor.consume(.openParen) {
          let predicate = try parsePredicate()
          guard cursor.consume(.closeParen) else { throw expected("')' closing the spacing") }
          connections.append(predicate)
        } else if startsNumber() || cursor.hasPrefix(Self.nsSpace) {
          connections.append(try parsePredicate())
        } else {
          connections.append(Predicate(constant: 8))  // `-`: the standard spacing
        }
        // `[A]-[B]`: a single dash is the whole connection.
        guard cursor.consume(.minus) || cursor.peek() == .openBracket || cursor.peek() == .bar
        else { throw expected("'-' after the spacing") }
      } else if cursor.peek() == .openBracket {
        connections.append(Predicate(constant: 0))  // `[A][B]`: flush
      } else {
        break
      }
    }
    let horizontal = !vertical
    let lead: LayoutAttribute
    let trail: LayoutAttribute
    switch (horizontal, direction) {
    case (false, _): (lead, trail) = (.top, .bottom)
    case (true, .natural): (lead, trail) = (.leading, .trailing)
    case (true, .leftToRight): (lead, trail) = (.left, .right)
    case (true, .rightToLeft): (lead, trail) = (.right, .left)
    }
    let mirrored = horizontal && direction == .rightToLeft
    let bar = ParsedConstraint.Item(className: nil, address: "|", label: nil)

    // One element with a size: `[X(0)]`.
    if elements.count == 1, case .view(let item, let predicate?) = elements[0] {
      var body = Body(first: item, firstAttribute: vertical ? .height : .width)
      body.relation = predicate.relation
      body.constant = predicate.constant
      body.priority = predicate.priority ?? 1000
      return body
    }
    guard elements.count == 2, connections.count == 1 else {
      throw GrammarError(
        offset: start, problem: "a constraint's visual format must relate exactly two items")
    }
    for case .view(_, .some) in elements {
      throw GrammarError(offset: start, problem: "a spacing and a size in one constraint")
    }
    let spacing = connections[0] ?? Predicate(constant: 0)
    var body: Body
    switch (elements[0], elements[1]) {
    case (.edge, .view(let item, _)):
      // |-(c)-[X]
      body =
        mirrored
        ? Body(first: bar, firstAttribute: lead, second: item, secondAttribute: lead)
        : Body(first: item, firstAttribute: lead, second: bar, secondAttribute: lead)
      body.bracketed = item
    case (.view(let a, _), .view(let b, _)):
      // [A]-(c)-[B]
      body =
        mirrored
        ? Body(first: a, firstAttribute: trail, second: b, secondAttribute: lead)
        : Body(first: b, firstAttribute: lead, second: a, secondAttribute: trail)
    case (.view(let item, _), .edge):
      // [X]-(c)-|
      body =
        mirrored
        ? Body(first: item, firstAttribute: trail, second: bar, secondAttribute: trail)
        : Body(first: bar, firstAttribute: trail, second: item, secondAttribute: trail)
      body.bracketed = item
    case (.edge, .edge):
      throw GrammarError(offset: start, problem: "a visual format between two '|'")
    }
    body.relation = spacing.relation
    body.constant = spacing.constant
    body.priority = spacing.priority ?? 1000
    return body
  }

  /// `8`, `>=8`, `-20`, `0@250`, `NSSpace(8)`, `==44@750`.
  private mutating func parsePredicate() throws(GrammarError) -> Predicate {
    cursor.skipSpaces()
    var relation = LayoutRelation.equal
    if let a = cursor.peek(), cursor.peek(1) == .equals,
      a == .equals || a == .lessThan || a == .greaterThan
    {
      relation = try parseRelation()
    }
    let value: Double
    if let space = try parseSystemSpacing() {
      value = space
    } else {
      guard let number = cursor.number() else { throw expected("a number") }
      value = number
    }
    var predicate = Predicate(relation: relation, constant: value)
    if cursor.consume(.at) {
      guard let priority = cursor.number() else { throw expected("a priority after '@'") }
      predicate.priority = priority
    }
    cursor.skipSpaces()
    return predicate
  }

  private func expected(_ what: String) -> GrammarError {
    GrammarError(offset: cursor.position, problem: "expected \(what)")
  }

  static let horizontalMask = Array("h=".utf8)
  static let verticalMask = Array("v=".utf8)
  static let hug = Array("Hug:".utf8)
  static let compressionResistance = Array("CompressionResistance:".utf8)
  static let priorityColon = Array("priority:".utf8)
  static let active = Array("active".utf8)
  static let names = Array("names:".utf8)
  static let capitalNames = Array("Names:".utf8)
  static let nsSpace = Array("NSSpace(".utf8)
  static let anchorSpace = Array("NSLayoutAnchorConstraintSpace(".utf8)
  static let leftToRight = Array("(LTR)".utf8)
  static let rightToLeft = Array("(RTL)".utf8)
}

extension ConstraintGrammar.Body {
  init(
    first: ParsedConstraint.Item, firstAttribute: LayoutAttribute, second: ParsedConstraint.Item,
    secondAttribute: LayoutAttribute
  ) {
    self.init(first: first, firstAttribute: firstAttribute)
    self.second = second
    self.secondAttribute = secondAttribute
  }
}
