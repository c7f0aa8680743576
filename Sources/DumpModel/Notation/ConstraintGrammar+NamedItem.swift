extension ConstraintGrammar {
  /// An item printed under a name instead of its class (`ItemName`: `progress
  /// background:0x7f02`, `ListViewImage-a1b2:0x7f01`), read as an item with that
  /// `identifier` and no class, as an item a `names:` list names by its identifier is. The
  /// cursor is left after the address (before `.attribute` in a body); nil, and the cursor
  /// unchanged, when the text there is a class (the ordinary path) or no such item, or when
  /// the address is malformed (`0x7f0g`).
  mutating func scanNamedItem(context: ItemContext) -> ParsedConstraint.Item? {
    let start = cursor.position
    guard let colon = cursor.firstIndex(of: Array(":0x".utf8)), colon > start,
      ClassName.end(cursor.bytes, from: start, to: colon + 1) != colon,
      let name = ItemName.name(cursor.bytes, from: start, to: colon)
    else { return nil }
    var probe = cursor
    probe.position = colon + 1
    guard let address = probe.hexAddress() else { return nil }
    let next = probe.peek()
    switch context {
    case .standard:
      guard next == .dot else { return nil }
    case .visualFormat:
      guard next == .closeBracket || next == .openParen else { return nil }
    case .names:
      guard next == nil || next == .space || next == .comma || next == .closeParen else {
        return nil
      }
    }
    cursor.position = probe.position
    return ParsedConstraint.Item(className: nil, address: address, label: nil, identifier: name)
  }

  /// A bare name that holds what no class name holds (`Dynamic Stack View.leading`,
  /// `[progress background]`, as UIKit prints an item a `names:` list then names): the name
  /// as an item to resolve, the cursor after it (before `.attribute` in a body); nil, and the
  /// cursor unchanged, for any other text. In a body the name ends at the first `.` followed
  /// by an attribute and a space (or the end); in a visual format at `]` or `(`.
  mutating func scanBareName(context: ItemContext) -> ParsedConstraint.Item? {
    let start = cursor.position
    var end: Int?
    switch context {
    case .standard:
      var dot = cursor.firstIndex(of: .dot)
      while let at = dot, end == nil {
        var probe = cursor
        probe.position = at + 1
        let word = probe.word() ?? ""
        if Self.attribute(named: word) != nil, probe.atEnd || probe.peek()?.isSpace == true {
          end = at
        }
        dot = cursor.firstIndex(of: .dot, from: at + 1)
      }
    case .visualFormat:
      end = (start..<cursor.end).first {
        cursor.bytes[$0] == .closeBracket || cursor.bytes[$0] == .openParen
      }
    case .names:
      return nil
    }
    guard let end, ClassName.end(cursor.bytes, from: start, to: end) != end,
      ItemName.name(cursor.bytes, from: start, to: end) != nil
    else { return nil }
    cursor.position = end
    return ParsedConstraint.Item(className: nil, address: cursor.string(start..<end), label: nil)
  }

  /// The key of a `names:` entry that is a name holding spaces (`progress background:0x…`):
  /// the name, the cursor on its colon; nil, and the cursor unchanged, for any other text.
  mutating func scanNameKey() -> String? {
    let start = cursor.position
    var index = start
    while index < cursor.end, cursor.bytes[index] != .colon, cursor.bytes[index] != .closeParen,
      cursor.bytes[index] != .comma
    {
      index += 1
    }
    guard index < cursor.end, cursor.bytes[index] == .colon,
      cursor.bytes[start..<index].contains(.space),
      let name = ItemName.name(cursor.bytes, from: start, to: index)
    else { return nil }
    cursor.position = index
    return name
  }

  /// Whether an attribute's name follows the `.` at `dot`: the quote before it closes a title,
  /// which may hold `'.` itself (`UIButton:0x1'a'.b'.width`).
  func attributeFollows(dot: Int) -> Bool {
    var end = dot + 1
    while end < cursor.end, cursor.bytes[end].isLetter { end += 1 }
    return end > dot + 1 && Self.attribute(named: cursor.string(dot + 1..<end)) != nil
  }
}
