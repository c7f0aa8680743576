import DumpModel

/// Descriptions anywhere on a line, behind any prefix (`subView:`, `view = `, `-->`, `#"` of
/// Cycript, `"` and `,` of a list, a source comment): a view's `<Class: 0x…; …>`, a
/// constraint's `<Class:0x… …>`, a trace's guide line, an `NSArray`'s header; several on one
/// line (`@[#"<…>",#"<…>"]`, Swift's `[<…>, <…>]`); a description wrapped in another
/// (`<<UINavigationItemView: 0x…; …>: item=…>`, as NSLog prints some views).
extension ConsoleReader {
  enum DescriptionKind {
    /// A view; `wrapped` when another description encloses it.
    case view(wrapped: Bool)
    case constraint
    case traceGuide
    /// `<__NSArrayI 0x600000c0a0a0>(`: the position after it.
    case arrayHeader(end: Int)
    /// An object that is not a view (`NonViewObject`): its class; `wrapped` as for a view.
    case nonView(className: String, wrapped: Bool)
  }

  /// Reads every description on the line from the cursor; false when there is none. The
  /// views of the line are placed at `depth` plus the dashes of an arrow before the first
  /// (`-->subView = <…>`, `---->subView2 = <…>`: a walk's depth).
  mutating func readDescriptions(_ cursor: ByteCursor, depth: Int) throws(ReadError) -> Bool {
    var from = cursor.position
    var found = false
    var viewsRead: [Int] = []
    var inlineList = false
    while let (open, kind) = Self.nextDescription(in: cursor, from: from) {
      if !found {
        try flushClasses()
        if case .view = kind {} else if case .traceGuide = kind {} else { endTree() }
        inlineList = logs.inlineListOpened(cursor)
      }
      found = true
      var at = cursor
      at.position = open
      switch kind {
      case .constraint:
        from = try readConstraint(from: open, to: cursor.end, wholeLine: false)
      case .view(let wrapped):
        let arrow = Self.arrowDashes(cursor, before: open)
        let (index, end) = try readViewDescription(
          at, depth: depth + arrow, markers: TraceMarkers(), wrapped: wrapped)
        viewsRead.append(index)
        walkLinePlaced(index, depth: depth + arrow)
        from = wrapped ? Self.wrapperEnd(cursor, from: end) : end
      case .traceGuide:
        try readTraceGuide(at, depth: depth)
        return true
      case .arrayHeader(let end):
        endTree()
        logs.listOpened()
        from = end
      case .nonView(let className, let wrapped):
        // Skipped with the fields after it, and said so: never a view (QA S3-27).
        let start = wrapped ? open - 1 : open
        from = NonViewObject.end(from: start, in: cursor)
        _ = try refusedAsNonView(className: className.utf8, from: start, to: from)
        // A trait collection printed for the view before it (`Sending
        // -traitCollectionDidChange: to <view>`, then `previous:`/`current:`, 98:1–4): its
        // idiom is kept as the view's attribute `userInterfaceIdiom`.
        if let view = assembler.views.indices.last,
          let idiom = NonViewObject.idiom(ofClass: className, in: cursor.bytes[start..<from])
        {
          assembler.update(view: view) { view in
            if !view.unknownAttributes.contains(where: { $0.name == NonViewObject.idiomName }) {
              view.unknownAttributes.append(
                UnknownAttribute(name: NonViewObject.idiomName, value: idiom))
            }
          }
        }
      }
      if from >= cursor.end { break }
    }
    if inlineList { logs.inlineListClosed(cursor) }
    viewsPrintedByLLDB(viewsRead)
    // `<<description>: …>,UIView`: a walk that prints each view's superclass after it.
    var rest = cursor
    rest.position = from
    if viewsRead.count == 1, from < cursor.end,
      let superclass = ObjectDescription.superclass(after: rest)
    {
      assembler.update(view: viewsRead[0]) { view in
        if !view.unknownAttributes.contains(where: { $0.name == "superclass" }) {
          view.unknownAttributes.append(UnknownAttribute(name: "superclass", value: superclass))
        }
      }
    }
    return found
  }

  /// The next description starting at or after `from`, and its kind.
  static func nextDescription(in cursor: ByteCursor, from: Int) -> (Int, DescriptionKind)? {
    let bytes = cursor.bytes
    var open = from
    while let found = cursor.firstIndex(of: .lessThan, from: open) {
      open = found + 1
      let nameStart = found + 1
      guard nameStart < cursor.end, bytes[nameStart] != .lessThan else { continue }
      // `<__NSArrayI 0x600000c0a0a0>(`
      if cursor.bytes[nameStart..<min(nameStart + 4, cursor.end)].elementsEqual("__NS".utf8),
        let close = cursor.firstIndex(of: Array(">(".utf8), from: nameStart)
      {
        return (found, .arrayHeader(end: close + 2))
      }
      guard let colon = className(bytes, from: nameStart, to: cursor.end) else { continue }
      let wrapped = found > cursor.position && bytes[found - 1] == .lessThan
      if colon + 1 < cursor.end, bytes[colon + 1] == .space {
        var probe = cursor
        probe.position = colon + 1
        probe.skipSpaces()
        // Mid-line, only an address makes a description (prose holds `<` and `:` too); at the
        // start of the content any token does (`<_InspectLogRoot: log>`, `<UIView: line3>`).
        if probe.hexAddress() != nil || found == cursor.position && probe.objectAddress() != nil {
          var guide = cursor
          guide.position = found
          if isTraceGuide(guide) { return (found, .traceGuide) }
          if NonViewObject.kind(ofClass: bytes[nameStart..<colon]) != nil {
            let className = String(decoding: bytes[nameStart..<colon], as: UTF8.self)
            return (found, .nonView(className: className, wrapped: wrapped))
          }
          return (found, .view(wrapped: wrapped))
        }
      } else if colon + 1 < cursor.end, !bytes[colon + 1].isSpace {
        // `<CAShapeLayer:0x…; position = …>`: what is not a view is no constraint's head.
        if NonViewObject.kind(ofClass: bytes[nameStart..<colon]) != nil {
          let className = String(decoding: bytes[nameStart..<colon], as: UTF8.self)
          return (found, .nonView(className: className, wrapped: wrapped))
        }
        // A constraint: `<…Constraint:` (any address or key) or any class with `:0x`.
        if ConstraintGrammar.isConstraintHead(
          className: bytes[nameStart..<colon], address: bytes[(colon + 1)..<cursor.end])
        {
          return (found, .constraint)
        }
      }
    }
    return nil
  }

  /// The colon ending a class name that starts at `start` (`ClassName.end`).
  private static func className(_ bytes: [UInt8], from start: Int, to end: Int) -> Int? {
    guard let stop = ClassName.end(bytes, from: start, to: end), stop < end,
      bytes[stop] == .colon
    else { return nil }
    return stop
  }

  /// The dashes of an arrow (`-->`, `---->`) between the content's start and `open`.
  static func arrowDashes(_ cursor: ByteCursor, before open: Int) -> Int {
    var index = cursor.position
    while index < open {
      if cursor.bytes[index] == .minus {
        var end = index
        while end < open, cursor.bytes[end] == .minus { end += 1 }
        if end < open, cursor.bytes[end] == .greaterThan { return end - index }
        index = end
      } else {
        index += 1
      }
    }
    return 0
  }

  /// The position after the `>` closing the description that wraps one ending at `from`.
  static func wrapperEnd(_ cursor: ByteCursor, from: Int) -> Int {
    var depth = 1
    var index = from
    while index < cursor.end {
      switch cursor.bytes[index] {
      case .lessThan: depth += 1
      case .greaterThan:
        depth -= 1
        if depth == 0 { return index + 1 }
      default: break
      }
      index += 1
    }
    return cursor.end
  }

  // MARK: Constraints

  /// Reads the constraint description at `open` (the whole rest of the line when
  /// `wholeLine`, else up to its `>`), as broken when "Will attempt …" announced it. Returns
  /// where it ended.
  @discardableResult
  mutating func readConstraint(
    from open: Int, to end: Int, wholeLine: Bool, holder: Int? = nil
  ) throws(ReadError) -> Int {
    var grammar = ConstraintGrammar(ByteCursor(buffer, from: open, to: end))
    var parsed: ParsedConstraint
    var stop: Int
    do {
      parsed = try grammar.parseDescription(wholeText: wholeLine)
      stop = grammar.cursor.position
    } catch {
      // A label whose newline the text kept (a title that splits the line): the next lines.
      guard
        let (joined, joinedEnd) = joinLines(
          from: open, end: end,
          parse: { cursor throws(GrammarError) in
            var grammar = ConstraintGrammar(cursor)
            let parsed = try grammar.parseDescription(wholeText: wholeLine)
            return (parsed, grammar.cursor.position)
          })
      else { throw self.error(error, shown: open, end) }
      parsed = joined
      stop = joinedEnd
    }
    if parsed.printedActive == false,
      NotationFamily(className: parsed.constraint.className) == .uikit
    {
      parsed.constraint.unknownAttributes.append(
        UnknownAttribute(name: PrintedConstraintAttribute.printedActive, value: "NO"))
    }
    let start = location(at: open)
    // A constraint's items are views and guides: one named by a bar item's class is refused
    // with its constraint (`NonViewObject`).
    let items = [
      parsed.firstItem, parsed.secondItem, parsed.containment?.child,
      parsed.containment?.superview,
    ]
    for case let item? in items {
      guard let className = item.className, let kind = NonViewObject.kind(ofClass: className.utf8)
      else { continue }
      try report(
        ReadError(
          .other(
            "cannot read the constraint '\(shown(open, stop).trimmingWhitespace())': its item "
              + "'\(className):\(item.address)' is \(kind), not a view or a layout guide"),
          at: location(at: open)))
      return stop
    }
    if expectingBroken {
      let index = assembler.markBroken(parsed, location: start)
      logs.broken(index)
      expectingBroken = false
    } else {
      let quoted = buffer[open] == .doubleQuote || open > 0 && buffer[open - 1] == .doubleQuote
      logs.member(
        assembler.add(parsed, location: start, holder: holder), quoted: quoted,
        lines: start.line...start.line + joinedLines)
    }
    return stop
  }

  /// Parses again from `open` with the next line or two joined on, when the text at `open`
  /// ran past its line: a title or label holding a newline, or a line hard-wrapped at a fixed
  /// width (a terminal's, a forum's), whose pieces run on without the break (`…(acti` / `ve)>`);
  /// the joined lines are consumed. Nil when the line was repaired, already joined, or joining
  /// does not help.
  mutating func joinLines<Value>(
    from open: Int, end: Int, parse: (ByteCursor) throws(GrammarError) -> (Value, Int)
  ) -> (Value, Int)? {
    guard offsets == nil, joinedLines == 0 else { return nil }
    var joinedEnd = end
    for count in 1...Self.joinableLines {
      let next = lineEnd(from: joinedEnd) + 1
      guard next <= bytes.count, joinedEnd < bytes.count else { return nil }
      joinedEnd = contentEnd(next, lineEnd(from: next))
      if let result = try? parse(ByteCursor(bytes, from: open, to: joinedEnd)) {
        joinedLines = count
        return result
      }
      var unwrapped: [UInt8] = []
      var origin: [Int] = []
      for index in open..<joinedEnd
      where bytes[index] != .newline && bytes[index] != .carriageReturn {
        unwrapped.append(bytes[index])
        origin.append(index)
      }
      origin.append(joinedEnd)
      if let (value, stop) = try? parse(ByteCursor(unwrapped, from: 0, to: unwrapped.count)) {
        joinedLines = count
        return (value, origin[min(max(stop, 0), origin.count - 1)])
      }
    }
    return nil
  }

  /// How many lines a title with newlines may add to its line.
  static let joinableLines = 2
}
