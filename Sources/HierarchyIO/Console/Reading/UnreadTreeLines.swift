import DumpModel

/// A tree line that cannot be read keeps its place (issue 21, "Reading that never loses
/// structure"): a view at its depth, with the class the line starts with (or, when none can be
/// read, a class unknown: `UIView` until another line names it) and the address it prints,
/// so that the lines under it keep their superview. A line with no address (`0x…`) is no
/// item: it keeps nothing. Before,
/// the line was a warning and its whole subtree was re-attached to its grandparent without a
/// word. The warning stays, and says what was kept.
extension ConsoleReader {
  /// Places the stand-in of the unread line whose item starts at `itemStart`, at `depth`, and
  /// returns the warning for it: `error`, saying what was kept. A line whose class is not a
  /// view's (`NonViewObject`) keeps nothing (its own lines are no view's either), nor does a
  /// line without an address.
  mutating func keepUnreadNode(
    _ cursor: ByteCursor, from itemStart: Int, depth: Int, markers: TraceMarkers,
    _ error: ReadError
  ) -> ReadError {
    var start = itemStart
    if start < cursor.end, cursor.bytes[start] == .lessThan { start += 1 }
    var className: String?
    var addressFrom = start
    if let colon = ClassName.end(cursor.bytes, from: start, to: cursor.end), colon < cursor.end,
      colon > start
    {
      className = cursor.string(start..<colon)
      addressFrom = colon + 1
    } else if let space = cursor.firstIndex(of: Array(" 0x".utf8), from: start),
      ClassName.end(cursor.bytes, from: start, to: space) == space
    {
      // `<_UIButtonBarStackView 0x7; …>`: the colon lost.
      className = cursor.string(start..<space)
      addressFrom = space + 1
    }
    if let className, NonViewObject.kind(ofClass: className.utf8) != nil { return error }
    guard let address = Self.headerAddress(cursor, from: start, after: addressFrom) else {
      return error
    }
    let index = assembler.view(
      address, className: className, parent: parent(forDepth: depth),
      location: location(at: itemStart))
    assembler.update(view: index) { markers.apply(to: &$0) }
    place(index, depth: depth)
    let kept =
      className.map { "'\($0):\(address)' without the rest of its description" }
      ?? "a view of unknown class at '\(address)'"
    return ReadError(
      .other(
        "\(error.reason.message); kept as \(kept), so that the lines under it keep their "
          + "superview"), at: error.location)
  }

  /// The address in the item's own header, from `start` to its first `;`, `<` or `>` (never
  /// a nested layer's): the first `0x…` after `from` that follows a space or a colon and
  /// ends where an address ends. A malformed one (`0x7fb45720a9Constraint`, `0x12g4`) is
  /// none: it is never accepted silently, the line's warning stands alone.
  static func headerAddress(_ cursor: ByteCursor, from start: Int, after from: Int) -> String? {
    var end = start
    while end < cursor.end, ![.semicolon, .lessThan, .greaterThan].contains(cursor.bytes[end]) {
      end += 1
    }
    var index = from
    while index + 2 < end {
      if cursor.bytes[index] == UInt8(ascii: "0"), cursor.bytes[index + 1] == UInt8(ascii: "x"),
        index == from || cursor.bytes[index - 1].isSpace || cursor.bytes[index - 1] == .colon
      {
        var probe = ByteCursor(cursor.bytes, from: index, to: end)
        guard let address = probe.hexAddress() else { return nil }
        return probe.peek().map { $0.isNameByte } == true ? nil : address
      }
      index += 1
    }
    return nil
  }
}
