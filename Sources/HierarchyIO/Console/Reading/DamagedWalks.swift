import DumpModel

/// Walks an app printed with NSLog in shapes of its own (docs/format.md, "Damaged walks"):
///
/// - depth shown by a run of marks before each line: `*<UIView: 0x…; …>`, `**<UILabel: …>`,
///   `!<…>`, `!!<…>`, `--<…>`, `**UILabel` (a single `*` before a class name is a trace's
///   marker, not a depth);
/// - `class:UINavigationBar,,,superClass:UIView` (or `class:<UINavigationBar: 0x…; …>,,,
///   superClass:UIView`): the class or the description, and the superclass kept as
///   `superclass`;
/// - children printed before their parents (a walk that prints a view after its subviews):
///   a block of walk lines whose first line lies deeper than its last, the last alone the
///   shallowest, is read so: each line is the parent of the lines deeper than it printed
///   since the last line as shallow.
extension ConsoleReader {
  /// Reads a line of such a walk; false when the line is none (the cursor unchanged).
  mutating func readDamagedWalkLine(_ cursor: ByteCursor, indent: Int) throws(ReadError) -> Bool {
    var line = cursor
    let marks = Self.depthMarks(line)
    line.position += marks
    var superclass: String?
    var end = line.end
    if line.hasPrefix(Self.classField), let split = line.firstIndex(of: Self.superClassField) {
      line.position += Self.classField.count
      end = split
      superclass = line.string((split + Self.superClassField.count)..<line.end)
        .trimmingWhitespace()
    }
    guard marks > 0 || superclass != nil else { return false }
    let body = ByteCursor(line.bytes, from: line.position, to: end)
    let depth = indent + marks
    let before = treeStack.last?.view
    if try readDescriptions(body, depth: depth) {
      if let superclass, let view = treeStack.last?.view, view != before {
        setSuperclass(superclass, of: view)
      }
      return true
    }
    if let name = ClassWalk.className(body) {
      pendingClasses.append(
        PendingClass(
          name: name, depth: depth, location: location(at: cursor.position),
          superclass: superclass))
      return true
    }
    try flushClasses()
    skip(from: cursor.position, to: cursor.end)
    return true
  }

  mutating func setSuperclass(_ superclass: String, of view: Int) {
    assembler.update(view: view) { view in
      if !view.unknownAttributes.contains(where: { $0.name == "superclass" }) {
        view.unknownAttributes.append(UnknownAttribute(name: "superclass", value: superclass))
      }
    }
  }

  /// The marks of depth before a walk's line: a run of `*`, `!` or `-` followed by a view's
  /// description (`<Class: 0x…;`), or by `class:`, or (`!`, `-`, or two `*` or more) by a
  /// class name. Zero when the line has none.
  static func depthMarks(_ cursor: ByteCursor) -> Int {
    guard let mark = cursor.peek(), mark == .star || mark == Self.exclamation || mark == .minus
    else { return 0 }
    var count = 0
    while cursor.peek(count) == mark { count += 1 }
    var rest = cursor
    rest.position += count
    guard let next = rest.peek() else { return 0 }
    if next == .lessThan {
      guard case .view? = nextDescription(in: rest, from: rest.position).map({ $0.1 }),
        nextDescription(in: rest, from: rest.position)?.0 == rest.position,
        let semicolon = rest.firstIndex(of: .semicolon),
        rest.bytes[rest.position..<semicolon].contains(.colon)
      else { return 0 }
      return count
    }
    if rest.hasPrefix(classField) { return count }
    if next.isNameStartByte, mark != .star || count >= 2, ClassWalk.className(rest) != nil {
      return count
    }
    return 0
  }

  /// A walk line placed at `depth` (a description or a class name printed without `|`).
  mutating func walkLinePlaced(_ view: Int, depth: Int) {
    walkBlock.append((view, depth))
  }

  /// The end of a block of walk lines: read again as printed children first when its shape
  /// says so (`DamagedWalks`).
  mutating func finishWalkBlock() {
    defer { walkBlock.removeAll(keepingCapacity: true) }
    guard walkBlock.count >= 2, let first = walkBlock.first, let last = walkBlock.last,
      first.depth > last.depth,
      walkBlock.dropLast().allSatisfy({ $0.depth > last.depth })
    else { return }
    var orphans: [(view: Int, depth: Int)] = []
    for line in walkBlock {
      var children: [Int] = []
      while let top = orphans.last, top.depth > line.depth {
        children.append(top.view)
        orphans.removeLast()
      }
      for child in children.reversed() { assembler.placeInTree(.view(child), under: line.view) }
      orphans.append(line)
    }
    for root in orphans { assembler.detach(root.view) }
  }

  static let exclamation = UInt8(ascii: "!")
  static let classField = Array("class:".utf8)
  static let superClassField = Array(",,,superClass:".utf8)
}
