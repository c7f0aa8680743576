extension ConstraintGrammar {

  enum Element {
    case edge(offset: Int)
    case view(ParsedConstraint.Item, predicate: Predicate?)
  }

  struct Predicate {
    var relation: LayoutRelation = .equal
    var constant: Double
    var priority: Double?
  }

  enum Direction { case natural, leftToRight, rightToLeft }

  mutating func parseVisualFormat() throws(GrammarError) -> Body {
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
  mutating func parsePredicate() throws(GrammarError) -> Predicate {
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
    let at = cursor.position
    if cursor.consume(.at) {
      predicate.priority = try parsePriorityAfterAt(from: at)
    }
    cursor.skipSpaces()
    return predicate
  }
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
