/// A problem found while reading a constraint description: the byte where it was found and
/// what was expected there.
package struct GrammarError: Error {
  package var offset: Int
  package var problem: String

  package init(offset: Int, problem: String) {
    self.offset = offset
    self.problem = problem
  }
}

/// The grammar of `NSLayoutConstraint`'s description, every form UIKit prints:
///
///     description := ['"'] '<' Class ':' address ['@' File '#' line] {ws "'" identifier "'" | ws mask}
///                    ws body
///                    [ws 'Hug:' n ws 'CompressionResistance:' n] [ws 'priority:' n]
///                    [ws '(' ['active' | 'inactive'] [', '] ['names:' name ':' item {', ' name ':' item}] ')']
///                    '>' ['"'] [',']
///                  | Class ':' address … ws body …     (the head without '<' and '>')
///                  | body [annotation]
///     body        := item '.' attr ws rel ws rhs [ws ('@' | '^') priority]
///                  | ('H' | 'V') ':' vfl
///     rhs         := ['-' ws] number | [number ws? '*' ws?] item '.' attr [ws? '*' ws? number]
///                    [ws ('+' | '-') ws constant | ws space]
///     constant    := number | space ;  space := [n '*'] ('NSSpace(' n ')' | 'NSLayoutAnchorConstraintSpace(' n ')')
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
/// 8 points: they become the constant 8, and standing after an equation with no sign
/// (`A.bottom <= B.bottom NSLayoutAnchorConstraintSpace(8)`) they add it (docs/conflicts.md,
/// "What UIKit adds"); the printed token is kept (`PrintedConstraintAttribute.systemSpacing`)
/// to print it back. `== - 16` is how UIKit prints a negative constant without a second item.
///
/// The layout libraries print their own constraints with their own `description` (docs/format.md,
/// "Text that UIKit and LLDB print"): SnapKit `<SnapKit.LayoutConstraint:0x…@File.swift#12 …>`
/// (the `@File.swift#12` is where it was made, kept as `sourceLocation`, not part of the
/// address; numbers as Swift prints a `Double`, `16.0`), Masonry `<MASLayoutConstraint:0x… …>`;
/// both without annotation and with the priority after `^` (`^high`, `^750`,
/// `^UILayoutPriority(rawValue: 750.0)`). An item a log names by its accessibility identifier
/// (`AddressToolbar.lockIcon.width … (active, names: AddressToolbar.lockIcon:0x106c2b2e0 )`)
/// is read with that name as its `identifier` and no class.
package struct ConstraintGrammar {
  package var cursor: ByteCursor
  /// Whether the annotation said `active` (UIKit prints it since iOS 10), or `inactive`
  /// (a constraint printed while deactivated: `po constraint`).
  var active = false
  var inactive = false
  /// The system spacing as printed (`NSSpace(8)`), when the constant was one.
  var printedSpacing: String?

  package init(_ cursor: ByteCursor) { self.cursor = cursor }

  // MARK: Entry

  /// Parses one description from the cursor's position; the cursor must then be at its end
  /// (spaces, a closing `"` and a `,` aside). With `wholeText` false, a `<…>` description
  /// ends at its `>` (and a closing `"`), and the cursor stays there: what follows on the line
  /// (`*/`, `,`, another description) is the caller's.
  package mutating func parseDescription(wholeText: Bool = true) throws(GrammarError)
    -> ParsedConstraint
  {
    cursor.skipSpaces()
    let quoted = cursor.consume(.doubleQuote)
    var constraint = LayoutConstraint(first: "", .notAnAttribute)
    var wrapped = false
    /// The head without its `<` and `>` (`NSLayoutConstraint:0x6000… UILabel:0x7f….width ==
    /// 100   (active)`, as copied from a log's line by hand or quoted by a log tool).
    var bareHead = false
    if cursor.peek() == .lessThan {
      wrapped = true
      cursor.position += 1
      try parseWrapperHead(into: &constraint)
    } else if startsBareHead() {
      bareHead = true
      try parseWrapperHead(into: &constraint)
    }
    var body = try parseBody()
    var names: [String: ParsedConstraint.Item] = [:]
    active = false
    inactive = false
    try parseTrailer(into: &constraint, body: &body, names: &names, wrapped: wrapped)
    if inactive { constraint.active = false }
    if quoted {
      cursor.skipSpaces()
      guard cursor.consume(.doubleQuote) else {
        throw expected("'\"' closing the quoted description")
      }
    }
    if let printedSpacing {
      constraint.unknownAttributes.append(
        UnknownAttribute(name: PrintedConstraintAttribute.systemSpacing, value: printedSpacing))
    }
    if !wholeText, wrapped {
      var parsed = try body.resolve(names: names, into: constraint)
      parsed.printedActive = active
      return parsed
    }
    cursor.skipSpaces()
    _ = cursor.consume(.comma)
    cursor.skipSpaces()
    guard cursor.atEnd else { throw expected("the end of the constraint") }
    var parsed = try body.resolve(names: names, into: constraint)
    if wrapped || bareHead { parsed.printedActive = active || inactive }
    return parsed
  }

  /// Whether the text opens with a constraint's head without its `<`: a class named
  /// `…Constraint`, `:`, an address `0x…`, a space (`NSLayoutConstraint:0x6000… UILabel:…`).
  /// An item (`UIView:0x7f….width`) is followed by `.` or a label's `'`, never a space.
  func startsBareHead() -> Bool {
    var index = cursor.position
    guard index < cursor.end, cursor.bytes[index].isNameStartByte else { return false }
    let start = index
    while index < cursor.end, cursor.bytes[index].isNameByte { index += 1 }
    guard index < cursor.end, cursor.bytes[index] == .colon,
      cursor.bytes[start..<index].reversed().starts(with: "Constraint".utf8.reversed())
    else { return false }
    index += 1
    guard cursor.bytes[index..<cursor.end].starts(with: "0x".utf8) else { return false }
    while index < cursor.end, !cursor.bytes[index].isSpace, cursor.bytes[index] != .dot {
      index += 1
    }
    return index < cursor.end && cursor.bytes[index].isSpace
  }

  /// Whether `<className:address` opens a constraint's description: by its class
  /// (`…Constraint`, any address or key) or by its address (`0x…`, any class). The grammar
  /// and the console reader's lines (`ConsoleReader.nextDescription`) both ask here, so that
  /// what `show` prints of a constraint reads back.
  package static func isConstraintHead(
    className: some Collection<UInt8>, address: some Collection<UInt8>
  ) -> Bool {
    let suffix = "Constraint".utf8
    return className.count >= suffix.count && className.suffix(suffix.count).elementsEqual(suffix)
      || address.starts(with: "0x".utf8)
  }

  /// `NSLayoutConstraint:0x600002139400 'identifier' h=--& v=--&` after the `<`.
  mutating func parseWrapperHead(into constraint: inout LayoutConstraint)
    throws(GrammarError)
  {
    let classStart = cursor.position
    // A class name as a view's line takes it (`isNameStartByte`): what `show` prints of the
    // constraint must read back (`<.rightutConstraint:0x…>`, a console fuzzer finding).
    guard cursor.peek()?.isNameStartByte == true else {
      throw expected("a constraint class after '<'")
    }
    while let byte = cursor.peek(), byte.isNameByte { cursor.position += 1 }
    constraint.className = cursor.string(classStart..<cursor.position)
    guard cursor.consume(.colon) else { throw expected("':' and the constraint's address") }
    let addressStart = cursor.position
    while let byte = cursor.peek(), !byte.isSpace, byte != .greaterThan, byte != .at {
      cursor.position += 1
    }
    guard cursor.position > addressStart else { throw expected("the constraint's address") }
    // `<NSLayo:utConstraint:0x…>` is no constraint, and what `show` printed of it would not
    // read back.
    guard
      Self.isConstraintHead(
        className: constraint.className.utf8, address: cursor.bytes[addressStart..<cursor.position])
    else {
      cursor.position = classStart
      throw expected("a constraint class ('…Constraint') or an address '0x…'")
    }
    constraint.address = cursor.string(addressStart..<cursor.position)
    if cursor.consume(.at) {
      // SnapKit: `0x281a99500@SyncModeSectionSeparator.swift#17`, where it was made.
      let fileStart = cursor.position
      while let byte = cursor.peek(), !byte.isSpace, byte != .greaterThan { cursor.position += 1 }
      constraint.unknownAttributes.append(
        UnknownAttribute(
          name: PrintedConstraintAttribute.sourceLocation,
          value: cursor.string(fileStart..<cursor.position)))
    }
    cursor.skipSpaces()
    var mask: [String] = []
    // The identifier and the autoresizing fields, in either order
    // (`h=-&- v=-&- 'UIView-Encapsulated-Layout-Top'`).
    while true {
      if cursor.peek() == .quote, constraint.identifier == nil {
        try parseIdentifier(into: &constraint)
      } else if cursor.hasPrefix(Self.horizontalMask) || cursor.hasPrefix(Self.verticalMask) {
        let start = cursor.position
        cursor.position += 2
        while let byte = cursor.peek(), byte == .minus || byte == UInt8(ascii: "&") {
          cursor.position += 1
        }
        mask.append(cursor.string(start..<cursor.position))
        cursor.skipSpaces()
      } else {
        break
      }
    }
    if !mask.isEmpty {
      constraint.unknownAttributes.append(
        UnknownAttribute(
          name: PrintedConstraintAttribute.autoresizingMask, value: mask.joined(separator: " ")))
    }
  }

  /// `'identifier'` after the address.
  mutating func parseIdentifier(into constraint: inout LayoutConstraint) throws(GrammarError) {
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
  }

  /// What follows the body: content-size priorities, `priority:`, the annotation, `>`.
  mutating func parseTrailer(
    into constraint: inout LayoutConstraint, body: inout Body,
    names: inout [String: ParsedConstraint.Item], wrapped: Bool
  ) throws(GrammarError) {
    while true {
      cursor.skipSpaces()
      if cursor.consume(Self.hug) {
        guard let value = cursor.number() else { throw expected("a priority after 'Hug:'") }
        constraint.unknownAttributes.append(
          UnknownAttribute(name: PrintedConstraintAttribute.hugging, value: formatNumber(value)))
      } else if cursor.consume(Self.compressionResistance) {
        guard let value = cursor.number() else {
          throw expected("a priority after 'CompressionResistance:'")
        }
        constraint.unknownAttributes.append(
          UnknownAttribute(
            name: PrintedConstraintAttribute.compressionResistance, value: formatNumber(value)))
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

  /// `(active)`, `(inactive)`, `(active, names: '|':UIView:0x1 )`, `(names: …)`,
  /// `(Names: …)`.
  mutating func parseAnnotation(
    names: inout [String: ParsedConstraint.Item], body: inout Body
  ) throws(GrammarError) {
    _ = cursor.consume(.openParen)
    while true {
      cursor.skipSpaces()
      if cursor.consume(.closeParen) { return }
      if cursor.consume(.comma) { continue }
      if cursor.consume(Self.active) {
        active = true
        continue
      }
      if cursor.consume(Self.inactiveWord) {
        inactive = true
        continue
      }
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
      throw expected("'active', 'inactive', 'names:' or ')' in the annotation")
    }
  }

  mutating func parseNames(into names: inout [String: ParsedConstraint.Item])
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
      } else if let name = scanNameKey() {
        key = name
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

  func expected(_ what: String) -> GrammarError {
    GrammarError(offset: cursor.position, problem: "expected \(what)")
  }

  static let horizontalMask = Array("h=".utf8)
  static let verticalMask = Array("v=".utf8)
  static let hug = Array("Hug:".utf8)
  static let compressionResistance = Array("CompressionResistance:".utf8)
  static let priorityColon = Array("priority:".utf8)
  static let active = Array("active".utf8)
  static let inactiveWord = Array("inactive".utf8)
  static let names = Array("names:".utf8)
  static let capitalNames = Array("Names:".utf8)
  static let nsSpace = Array("NSSpace(".utf8)
  static let anchorSpace = Array("NSLayoutAnchorConstraintSpace(".utf8)
  static let leftToRight = Array("(LTR)".utf8)
  static let rightToLeft = Array("(RTL)".utf8)
}
