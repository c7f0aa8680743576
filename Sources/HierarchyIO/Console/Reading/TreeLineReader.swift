import DumpModel

/// Tree lines: `recursiveDescription`'s `   |    | <UIView: 0x…; frame = …>` and
/// `_autolayoutTrace`'s `|   |   *UIView:0x…'title'` and `*<UILayoutGuide: 0x… - "Name", …>`.
///
/// Depth is the count of `|` before the item, relative: an excerpt may start deep, and a line
/// shallower than the first one starts a new root. A guide line belongs to its `owningView`.
extension ConsoleReader {
  mutating func readTreeLine(_ start: ByteCursor, depth: Int) throws(ReadError) {
    var cursor = start
    var markers = TraceMarkers()
    while true {
      if cursor.consume(.star) {
        markers.autoLayout = true
      } else if cursor.consume(.plus) {
        markers.autoresizing = true
      } else if cursor.consume(Self.bullet) {
        markers.engineHost = true
      } else {
        break
      }
    }
    if !markers.any, cursor.peek() != .lessThan, ClassWalk.className(cursor) != nil,
      cursor.firstIndex(of: Array(":0x".utf8)) == nil
    {
      // `|    UIView`: a walk printing class names only.
      pendingClasses.append(
        PendingClass(
          name: cursor.string(cursor.position..<cursor.end).trimmingWhitespace(), depth: depth,
          location: location(at: cursor.position)))
      return
    }
    try flushClasses()
    let description =
      cursor.peek() == .lessThan || cursor.peek() == .doubleQuote
      ? Self.nextDescription(in: cursor, from: cursor.position) : nil
    if let (open, kind) = description, case .constraint = kind, open <= cursor.position + 1 {
      // `inspect show --constraints`: a constraint one level under the view that holds it.
      while let last = treeStack.last, last.depth >= depth { treeStack.removeLast() }
      try readConstraint(
        from: open, to: cursor.end, wholeLine: true, holder: treeStack.last?.view)
      return
    }
    if cursor.peek() == .lessThan {
      if case (let open, .nonView(let className, _))? = description, open == cursor.position {
        let end = NonViewObject.end(from: open, in: cursor)
        _ = try refusedAsNonView(className: className.utf8, from: open, to: end)
        return
      }
      if Self.isTraceGuide(cursor) {
        try readTraceGuide(cursor, depth: depth)
        return
      }
      try readViewDescription(cursor, depth: depth, markers: markers, wrapped: false)
      return
    }
    try readTraceItem(cursor, depth: depth, markers: markers)
  }

  /// A view's description at the cursor (`<UIButton: 0x…; frame = …>`), placed at `depth`.
  /// Returns the view and where its description (and the words after it) ended.
  @discardableResult
  mutating func readViewDescription(
    _ start: ByteCursor, depth: Int, markers: TraceMarkers, wrapped: Bool
  ) throws(ReadError) -> (Int, Int) {
    var cursor = start
    let itemStart = cursor.position
    let object: ObjectDescription
    var end: Int
    do {
      object = try ObjectDescription.parse(&cursor, trailingWords: !wrapped)
      end = cursor.position
    } catch {
      // A title whose newline the text kept (`text = 'Line one` / `Line two'; …>`).
      guard
        let (joined, joinedEnd) = joinLines(
          from: itemStart, end: cursor.end,
          parse: { line throws(GrammarError) in
            var line = line
            let object = try ObjectDescription.parse(&line, trailingWords: !wrapped)
            return (object, line.position)
          })
      else {
        let unread = ReadError(
          .unrecognizedLine(shown(itemStart, cursor.end)), at: location(at: error.offset))
        if wrapped { throw unread }
        throw keepUnreadNode(cursor, from: itemStart, depth: depth, markers: markers, unread)
      }
      object = joined
      end = joinedEnd
    }
    let parent = parent(forDepth: depth)
    let index = assembler.view(
      object.address, className: object.className, parent: parent,
      location: location(at: itemStart))
    var failed = false
    assembler.update(view: index) { view in
      var described = view
      do {
        try object.apply(to: &described)
      } catch {
        // Keep what could be read: the view stays in the tree, without a frame.
        failed = true
      }
      markers.apply(to: &described)
      view = described
    }
    place(index, depth: depth)
    if failed {
      throw ReadError(
        .invalidValue(
          element: "view '\(object.className)'", attribute: "frame",
          value: object.value("frame") ?? "", expected: "'(x y; width height)'"),
        at: location(at: itemStart))
    }
    return (index, end)
  }

  /// `UIButton:0x10940abb0' 返回'` and an optional `- AMBIGUOUS LAYOUT for …`.
  private mutating func readTraceItem(_ start: ByteCursor, depth: Int, markers: TraceMarkers)
    throws(ReadError)
  {
    var cursor = start
    let itemStart = cursor.position
    func unread(at offset: Int) -> ReadError {
      keepUnreadNode(
        cursor, from: itemStart, depth: depth, markers: markers,
        ReadError(.unrecognizedLine(shown(itemStart, cursor.end)), at: location(at: offset)))
    }
    guard let colon = cursor.firstIndex(of: Array(":0x".utf8)), colon > itemStart else {
      throw unread(at: itemStart)
    }
    // A class name as every line takes it (`ClassName.end`): spaces and commas only inside
    // a generic's angle brackets, so that what `show` prints reads back. An item printed
    // under a name instead (`Dynamic Stack View:0x…`) is a view with that identifier.
    var className: String?
    var identifier: String?
    if ClassName.end(cursor.bytes, from: itemStart, to: colon + 1) == colon {
      className = cursor.string(itemStart..<colon)
    } else if let name = ItemName.name(cursor.bytes, from: itemStart, to: colon) {
      identifier = name
    } else {
      throw unread(at: itemStart)
    }
    if let className,
      try refusedAsNonView(className: className.utf8, from: itemStart, to: cursor.end)
    {
      return
    }
    cursor.position = colon + 1
    guard let address = cursor.printedAddress(), address.hasPrefix("0x") else {
      throw unread(at: cursor.position)
    }
    let ambiguity = cursor.firstIndex(of: Self.ambiguousLayout)
    var titleEnd = ambiguity ?? cursor.end
    while titleEnd > cursor.position,
      cursor.bytes[titleEnd - 1].isSpace
        || cursor.bytes[titleEnd - 1] == .minus
    {
      titleEnd -= 1
    }
    var title: String?
    if cursor.peek() == .quote, titleEnd > cursor.position + 1, cursor.bytes[titleEnd - 1] == .quote
    {
      title = cursor.string(cursor.position + 1..<titleEnd - 1)
    } else if titleEnd > cursor.position {
      throw ReadError(
        .unrecognizedLine(shown(itemStart, cursor.end)), at: location(at: cursor.position))
    }
    let ambiguous = ambiguity.map { Self.ambiguousVariables(cursor, from: $0) } ?? []
    if let className, HierarchyAssembler.isGuideClass(className) {
      let index = assembler.guide(
        address, className: className, identifier: title, location: location(at: itemStart))
      assembler.update(guide: index) { $0.ambiguous = ambiguous }
      if let owner = parent(forDepth: depth) { assembler.placeInTree(.guide(index), under: owner) }
      return
    }
    let parent = parent(forDepth: depth)
    let index = assembler.view(
      address, className: className, title: title, identifier: identifier, parent: parent,
      location: location(at: itemStart))
    assembler.update(view: index) { view in
      markers.apply(to: &view)
      if !ambiguous.isEmpty { view.ambiguous = ambiguous }
    }
    place(index, depth: depth)
  }

  /// `<UILayoutGuide: 0x1c01a1ce0 - "LeadingBarGuide(0x109518800)", layoutFrame = {{16, 0},
  /// {44, 44}}, owningView = <_UINavigationBarContentView: 0x11890ff60; frame = (0 0; 375 44);
  /// layer = <CALayer: 0x1d063df80>>>` and an optional `- AMBIGUOUS LAYOUT for …`.
  mutating func readTraceGuide(_ start: ByteCursor, depth: Int) throws(ReadError) {
    var cursor = start
    let itemStart = cursor.position
    func unreadable(_ at: Int) -> ReadError {
      ReadError(.unrecognizedLine(shown(itemStart, cursor.end)), at: location(at: at))
    }
    cursor.position += 1
    guard let colon = cursor.firstIndex(of: ObjectDescription.colonSpace) else {
      throw unreadable(cursor.position)
    }
    let className = cursor.string(cursor.position..<colon)
    cursor.position = colon + 2
    guard let address = cursor.printedAddress() else {
      throw unreadable(cursor.position)
    }
    var identifier: String?
    if cursor.consume(Self.guideNameStart) {
      guard
        let close = cursor.firstIndex(of: Array("\",".utf8)) ?? cursor.firstIndex(of: .doubleQuote)
      else { throw unreadable(cursor.position) }
      let name = cursor.string(cursor.position..<close)
      identifier = name.isEmpty ? nil : ObjectDescription.unescape(name)
      cursor.position = close + 1
    }
    var frame: Rect?
    var owner: Int?
    while true {
      cursor.skipSpaces()
      if cursor.consume(.comma) { continue }
      if cursor.consume(.greaterThan) { break }
      if cursor.consume(Self.layoutFrame) {
        guard let close = cursor.firstIndex(of: Array("}}".utf8)) else {
          throw unreadable(cursor.position)
        }
        frame = try? ValueParser.rect(cursor.string(cursor.position..<close + 2))
        if frame == nil { throw unreadable(cursor.position) }
        cursor.position = close + 2
        continue
      }
      if cursor.consume(Self.owningView) {
        let objectStart = cursor.position
        let object: ObjectDescription
        do {
          object = try ObjectDescription.parse(&cursor, trailingWords: false)
        } catch {
          throw unreadable(error.offset)
        }
        if let refusal = nonViewRefusal(
          className: object.className.utf8, from: objectStart, to: cursor.position)
        {
          throw refusal
        }
        let view = assembler.view(
          object.address, className: object.className, location: location(at: objectStart))
        // The owner's frame and other keys are what the trace tells of that view.
        try? assembler.updateThrowing(view: view) { view throws(GrammarError) in
          var described = view
          try object.apply(to: &described)
          view = described
        }
        assembler.views[view].described = true
        owner = view
        continue
      }
      throw unreadable(cursor.position)
    }
    let ambiguity = cursor.firstIndex(of: Self.ambiguousLayout)
    let rest = cursor.string(cursor.position..<(ambiguity ?? cursor.end)).trimmingWhitespace()
    guard rest.isEmpty || rest == "-" else { throw unreadable(cursor.position) }
    let index = assembler.guide(
      address, className: className, identifier: identifier, location: location(at: itemStart))
    assembler.update(guide: index) { guide in
      if let frame { guide.frame = frame }
      if let ambiguity { guide.ambiguous = Self.ambiguousVariables(cursor, from: ambiguity) }
    }
    if let owner = owner ?? parent(forDepth: depth) {
      assembler.placeInTree(.guide(index), under: owner)
    }
  }

  /// `minX minY width height` from `- AMBIGUOUS LAYOUT for X.minX{id: 4582}, X.Width{id: 4506}`.
  static func ambiguousVariables(_ cursor: ByteCursor, from start: Int) -> [String] {
    var names: [String] = []
    var from = start
    while let brace = cursor.firstIndex(of: Array("{id:".utf8), from: from) {
      var wordStart = brace
      while wordStart > start, cursor.bytes[wordStart - 1].isLetter { wordStart -= 1 }
      if wordStart < brace {
        var name = cursor.string(wordStart..<brace)
        name = name.prefix(1).lowercased() + name.dropFirst()
        if !names.contains(name) { names.append(name) }
      }
      from = brace + 4
    }
    return names
  }

  /// The view a line at `depth` is under: the nearest shallower line above it (the tree
  /// lines deeper than `depth` end).
  mutating func parent(forDepth depth: Int) -> Int? {
    while let last = treeStack.last, last.depth >= depth { treeStack.removeLast() }
    return treeStack.last?.view
  }

  /// Puts a tree line's view under the nearest shallower line above it.
  mutating func place(_ index: Int, depth: Int) {
    if let parent = parent(forDepth: depth) { assembler.placeInTree(.view(index), under: parent) }
    assembler.views[index].described = true
    treeStack.append((depth, index))
  }

  static func isTraceGuide(_ cursor: ByteCursor) -> Bool {
    guard let colon = cursor.firstIndex(of: ObjectDescription.colonSpace) else { return false }
    var probe = cursor
    probe.position = colon + 2
    guard probe.objectAddress() != nil else { return false }
    return probe.hasPrefix(guideNameStart) || probe.hasPrefix(Array(", layoutFrame".utf8))
  }

  /// `*`, `+` or `•` before a trace item.
  static func isTraceMarker(_ cursor: ByteCursor) -> Bool {
    guard let byte = cursor.peek() else { return false }
    if byte == .star || byte == .plus {
      return cursor.peek(1).map { $0.isNameByte || $0 == .lessThan || $0 == .star } ?? false
    }
    guard cursor.hasPrefix(Self.bullet), let next = cursor.peek(Self.bullet.count) else {
      return false
    }
    return next.isNameByte || next == .lessThan || next == .star || next == .plus
  }

  /// `UIWindow:0x7f…` at the margin: a trace's root line.
  static func startsTraceItem(_ cursor: ByteCursor) -> Bool {
    var index = cursor.position
    while index < cursor.end, cursor.bytes[index].isNameByte { index += 1 }
    return index > cursor.position && index + 2 < cursor.end && cursor.bytes[index] == .colon
      && cursor.bytes[index + 1] == UInt8(ascii: "0")
      && cursor.bytes[index + 2] == UInt8(ascii: "x")
  }

  static let bullet = Array("•".utf8)
  static let guideNameStart = Array(" - \"".utf8)
  static let layoutFrame = Array("layoutFrame = ".utf8)
  static let owningView = Array("owningView = ".utf8)
  static let ambiguousLayout = Array("AMBIGUOUS LAYOUT".utf8)
}

/// The markers `_autolayoutTrace` prints before an item.
struct TraceMarkers {
  var autoLayout = false
  var autoresizing = false
  var engineHost = false

  var any: Bool { autoLayout || autoresizing || engineHost }

  func apply(to view: inout ViewAttributes) {
    if autoLayout { view.translatesAutoresizingMaskIntoConstraints = false }
    if autoresizing { view.translatesAutoresizingMaskIntoConstraints = true }
    if engineHost { view.layoutEngineHost = true }
  }
}

extension HierarchyAssembler {
  mutating func updateThrowing(
    view index: Int, _ body: (inout ViewAttributes) throws(GrammarError) -> Void
  )
    throws(GrammarError)
  {
    var view = views[index].view
    try body(&view)
    update(view: index) { $0 = view }
  }
}
