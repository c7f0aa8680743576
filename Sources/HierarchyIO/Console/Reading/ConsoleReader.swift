import DumpModel

/// Reads the text UIKit and LLDB print, as users paste it, into a `Document`: any mix of
/// `recursiveDescription`, single descriptions, `_autolayoutTrace`, conflict logs, constraint
/// lists and walks, behind any prefix, with Markdown damage undone. docs/format.md ("Text that
/// UIKit and LLDB print") lists every form, what each becomes in the model, and the design
/// decisions (the tree, the roots, where constraints are held, the logs, what is skipped).
///
/// Line by line: the prefixes go (`ConsoleLine.skipPrefixes`), then a line is a tree line
/// (`|`, a trace marker), one of UIKit's phrases, a line holding descriptions
/// (`DescriptionScanner`), a constraint body, a class name of a walk, punctuation, or none of
/// these: a line that is not UIKit output, skipped and counted in one warning. A line that is
/// UIKit's but cannot be read is a warning of its own, with its line and column; with
/// `strict`, an error (and skipped lines too: listed, then an error).
struct ConsoleReader {
  let bytes: [UInt8]
  let source: String
  let strict: Bool
  var warnings: [ReadWarning] = []
  var assembler = HierarchyAssembler()
  /// Tree lines seen so far: depth and view, deepest last (`TreeLineReader.swift`).
  var treeStack: [(depth: Int, view: Int)] = []
  /// After "Will attempt to recover by breaking constraint": the next constraint is broken.
  var expectingBroken = false
  /// The conflict logs of the paste (`ConflictLogTracker`).
  var logs = ConflictLogTracker()
  /// The last LLDB command and what its output told (`LLDBCommandOutput.swift`).
  var lldb = LLDBCommands()
  /// The walk lines of the block being read (`DamagedWalks.swift`).
  var walkBlock: [(view: Int, depth: Int)] = []
  /// Class names of a walk waiting for the end of their block (`ClassWalk.swift`).
  var pendingClasses: [PendingClass] = []

  // The line being read: its first line number and start in `bytes`, the bytes read (`bytes`
  // itself, or a copy with Markdown damage undone and, for each byte, its offset in `bytes`).
  var line = 0
  var lineStart = 0
  var buffer: [UInt8] = []
  var offsets: [Int]?
  /// Lines after the current one that a description cut short took in (`joinLines`).
  var joinedLines = 0

  // What could not be read: UIKit's lines (each a warning) and other lines (counted).
  var unreadable = 0
  var firstProblem: ReadError?
  var lastProblem: ReadError?
  var skipped: [(location: SourceLocation, text: String)] = []
  var skippedCount = 0
  /// Whether the line being read was itself skipped (not lines held before it, `flushClasses`).
  var lineSkipped = false

  init(text: String, source: String, strict: Bool) {
    self.bytes = Array(text.utf8)
    self.source = source
    self.strict = strict
    self.buffer = bytes
  }

  mutating func read() throws(ReadError) -> Document {
    // A byte order mark (a file saved by some editors) is not part of the first line.
    var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    while start < bytes.count {
      let end = lineEnd(from: start)
      line += 1
      lineStart = start
      joinedLines = 0
      try readPhysicalLine(from: start, to: contentEnd(start, end))
      var next = end + 1
      for _ in 0..<joinedLines {
        next = lineEnd(from: next) + 1
        line += 1
      }
      start = next
    }
    try flushClasses()
    endTree()
    logs.finish()
    try finishProblems()
    assembler.logs = logs.kept(treePrinted: assembler.views.contains(where: \.described))
    let document = try assembler.assemble(source: source, warnings: &warnings)
    return document
  }

  func lineEnd(from start: Int) -> Int {
    var end = start
    while end < bytes.count, bytes[end] != .newline { end += 1 }
    return end
  }

  func contentEnd(_ start: Int, _ end: Int) -> Int {
    end > start && bytes[end - 1] == .carriageReturn ? end - 1 : end
  }

  /// Reads one line, its Markdown damage undone first.
  private mutating func readPhysicalLine(from start: Int, to end: Int) throws(ReadError) {
    if MarkdownRepair.mayNeedRepair(bytes, start, end),
      let repaired = MarkdownRepair.repair(bytes, start, end)
    {
      buffer = repaired.bytes
      offsets = repaired.offsets
      defer {
        buffer = bytes
        offsets = nil
      }
      try readLine(from: 0, to: repaired.bytes.count)
    } else {
      try readLine(from: start, to: end)
    }
  }

  /// Reads a line; a problem is reported here (a warning, or with `strict` thrown).
  private mutating func readLine(from start: Int, to end: Int) throws(ReadError) {
    defer {
      // What the line said of items the text printed before (a reused address), at its line.
      warnings += assembler.warnings
      assembler.warnings.removeAll()
    }
    lineSkipped = false
    do {
      try classify(from: start, to: end)
    } catch {
      try report(error)
    }
    if !lineSkipped { try refuseEscapes(from: start, to: end) }
  }

  /// A `\uXXXX` escape of a character a dump cannot hold (`\u001b`, `\u0000`, `\uFFFE`) on
  /// a line that was read (or on the lines a description took in) is refused at its place,
  /// in strict mode or not: decoded, it would print raw to a terminal, be written as XML that
  /// inspect refuses, or cut a title short (docs/format.md, "Bad input").
  private func refuseEscapes(from start: Int, to end: Int) throws(ReadError) {
    var last = end
    var next = offsets == nil ? lineEnd(from: end) + 1 : last
    for _ in 0..<joinedLines where next <= bytes.count {
      last = contentEnd(next, lineEnd(from: next))
      next = lineEnd(from: next) + 1
    }
    if let refused = UnicodeEscape.firstRefused(in: buffer, start..<last) {
      throw ReadError(.other(refused.problem), at: location(at: refused.offset))
    }
  }

  /// Something UIKit printed that cannot be read: a warning (the first ones each, the rest
  /// counted), or with `strict` thrown.
  mutating func report(_ error: ReadError) throws(ReadError) {
    if strict { throw error }
    if firstProblem == nil { firstProblem = error }
    unreadable += 1
    if unreadable <= Self.shownUnreadable {
      warnings.append(ReadWarning(error.reason.message, at: error.location))
    } else {
      lastProblem = error
    }
  }

  private mutating func classify(from start: Int, to end: Int) throws(ReadError) {
    var cursor = ByteCursor(buffer, from: start, to: end)
    let indentStart = ConsoleLine.skipPrefixes(&cursor)
    if cursor.atEnd {
      // A blank line after a command's output ends it.
      if lldb.viewsPrinted > 0 { lldb.current = nil }
      return
    }
    let content = cursor.position
    let indent = indentWidth(indentStart, content)

    if try readDamagedWalkLine(cursor, indent: indent) { return }
    if cursor.peek() == .bar || Self.isTraceMarker(cursor) {
      var depth = 0
      while let byte = cursor.peek(), byte == .bar || byte.isSpace {
        if byte == .bar { depth += 1 }
        cursor.position += 1
      }
      // `|` levels lie deeper than any indentation (a description at the margin, then its
      // subtree drawn with bars).
      try readTreeLine(cursor, depth: depth == 0 ? indent : depth * Self.barDepth)
      return
    }
    if let phrase = ConsoleLine.phrase(cursor) {
      try flushClasses()
      endTree()
      switch phrase {
      case .unable:
        logs.beginLog()
        expectingBroken = false
        return
      case .willAttempt:
        logs.breakLineSeen()
        expectingBroken = true
        cursor.position += ConsoleLine.willAttempt.count
        // The broken constraint follows, on this line or the next.
        _ = try readDescriptions(cursor, depth: indent)
        return
      case .other:
        // A log whose first line was cut begins at the preamble's next one.
        if cursor.hasPrefix(ConsoleLine.probably) { logs.beginLog(preambleOnly: true) }
        _ = readLLDBCommand(cursor)
        return
      }
    }
    if try readPrintedRect(cursor) { return }
    if ConsoleLine.isPunctuation(cursor) {
      try flushClasses()
      endTree()
      logs.punctuationLine(cursor)
      return
    }
    if try readDescriptions(cursor, depth: indent) { return }
    if let name = ClassWalk.className(cursor) {
      pendingClasses.append(
        PendingClass(name: name, depth: indent, location: location(at: content)))
      return
    }
    try flushClasses()
    if Self.startsTraceItem(cursor) && !Self.hasRelation(cursor) {
      try readTreeLine(cursor, depth: 0)
      return
    }
    endTree()
    if Self.startsBody(cursor), Self.hasRelation(cursor) {
      try readConstraint(from: content, to: end, wholeLine: true)
      return
    }
    skip(from: content, to: end)
  }

  mutating func endTree() {
    treeStack.removeAll(keepingCapacity: true)
    finishWalkBlock()
  }

  /// The columns of indentation between the prefixes and the content (a tab counts 4).
  func indentWidth(_ start: Int, _ end: Int) -> Int {
    var width = 0
    for index in start..<end { width += buffer[index] == .tab ? 4 : 1 }
    return min(width, Self.barDepth - 1)
  }

  /// Where byte `offset` of `buffer` is in the input: its line (a joined line may span
  /// several) and column.
  func location(at offset: Int) -> SourceLocation {
    var original = offset
    if let offsets { original = offsets[min(max(offset, 0), offsets.count - 1)] }
    var lineNumber = line
    var start = lineStart
    if joinedLines > 0 {
      var index = lineStart
      while index < min(original, bytes.count) {
        if bytes[index] == .newline {
          lineNumber += 1
          start = index + 1
        }
        index += 1
      }
    }
    return SourceLocation(
      file: source, line: lineNumber, column: column(ofByte: original, in: bytes, lineStart: start))
  }

  /// The text of `buffer[start..<end]` for a message: at most 160 characters.
  func shown(_ start: Int, _ end: Int) -> String {
    let text = String(decoding: buffer[start..<end], as: UTF8.self)
    return text.count > 160 ? String(text.prefix(157)) + "..." : text
  }

  /// A constraint that cannot be read, shown without the `"` and `,` of a list around it.
  func error(_ grammar: GrammarError, shown start: Int, _ end: Int) -> ReadError {
    var last = end
    while last > start, [.space, .tab, .comma, .doubleQuote].contains(buffer[last - 1]) {
      last -= 1
    }
    return ReadError(
      .invalidConstraint(text: shown(start, last).trimmingWhitespace(), problem: grammar.problem),
      at: location(at: grammar.offset))
  }

  // MARK: Skipped lines and problems

  /// A line that is not UIKit output: counted (listed with `strict`).
  mutating func skip(from start: Int, to end: Int) {
    skippedCount += 1
    lineSkipped = true
    if strict || skipped.isEmpty {
      skipped.append((location(at: start), shown(start, end).trimmingWhitespace()))
    }
  }

  /// The warnings (or the error) for what could not be read, once the text is read.
  private mutating func finishProblems() throws(ReadError) {
    if let lastProblem {
      // The first lines that cannot be read are each a warning; the rest are counted (the
      // text around a log can be a whole console session).
      let more = unreadable - Self.shownUnreadable
      warnings.append(
        ReadWarning(
          "and \(more) more line\(more == 1 ? "" : "s") that cannot be read, the last one here (--strict stops at "
            + "the first)", at: lastProblem.location))
    }
    let start = SourceLocation(file: source, line: 1, column: 1)
    if assembler.isEmpty {
      // Not one view, guide or constraint: one error, and not a warning for every line before
      // it. A constraint or an object UIKit printed that could not be read gives its own
      // reason (QA S3-22: `po` of one constraint with priority 1001 said only "no view, guide
      // or constraint"); otherwise (a line that only looked like a tree's, as a Markdown
      // table's does) the error names what was expected, at the first line not read.
      warnings.removeAll()
      if let firstProblem {
        if case .unrecognizedLine = firstProblem.reason {} else { throw firstProblem }
      }
      guard bytes.contains(where: { !$0.isSpace }) else { throw ReadError(.emptyInput, at: start) }
      throw ReadError(
        .other("no view, guide or constraint: \(ConsoleText.expectedInput)"),
        at: firstProblem?.location ?? skipped.first?.location ?? start)
    }
    guard let first = skipped.first else { return }
    let lines = skippedCount == 1 ? "1 line that is" : "\(skippedCount) lines that are"
    if strict {
      for (location, text) in skipped {
        warnings.append(ReadWarning("not UIKit or LLDB output: '\(text)'", at: location))
      }
      let count = skippedCount == 1 ? "1 line is" : "\(skippedCount) lines are"
      throw ReadError(
        .other("\(count) not UIKit or LLDB output (listed above)"), at: first.location)
    }
    warnings.append(
      ReadWarning(
        "skipped \(lines) not UIKit or LLDB output; --strict lists \(skippedCount == 1 ? "it" : "them")",
        at: first.location))
  }

  // MARK: Recognizers

  /// Whether the line holds ` == `, ` <= ` or ` >= `, or starts a visual format (a body).
  static func hasRelation(_ cursor: ByteCursor) -> Bool {
    cursor.firstIndex(of: Array(" == ".utf8)) != nil
      || cursor.firstIndex(of: Array(" <= ".utf8)) != nil
      || cursor.firstIndex(of: Array(" >= ".utf8)) != nil
      || ((cursor.hasPrefix(Array("H:".utf8)) || cursor.hasPrefix(Array("V:".utf8)))
        && (cursor.peek(2) == .bar || cursor.peek(2) == .openBracket))
  }

  /// Whether the line starts as a constraint's body does: a visual format (`H:|`, `V:[`), or
  /// an item and its attribute (`UIView:0x7f….width`, `BackButton.trailing`), not a word of
  /// prose.
  static func startsBody(_ cursor: ByteCursor) -> Bool {
    if cursor.peek(1) == .colon,
      cursor.peek() == UInt8(ascii: "H") || cursor.peek() == UInt8(ascii: "V")
    {
      return true
    }
    var index = cursor.position
    var dot = false
    var address = false
    while index < cursor.end, !cursor.bytes[index].isSpace {
      let byte = cursor.bytes[index]
      if byte == .dot { dot = true }
      if byte == .colon, index + 2 < cursor.end, cursor.bytes[index + 1] == UInt8(ascii: "0") {
        address = true
      }
      guard
        byte.isNameByte || byte == .colon || byte == .quote || byte == .lessThan
          || byte == .greaterThan
      else { return false }
      index += 1
    }
    return dot || address
  }

  /// Unreadable lines reported one by one; the others are counted in one warning.
  static let shownUnreadable = 20
  /// The depth of one `|` of a tree line: deeper than any indentation.
  static let barDepth = 1024
}

/// What the console reader reads, for messages.
public enum ConsoleText {
  /// What inspect reads, for the message about a text holding none of it: the console reader
  /// reads whatever is neither an XML nor a JSON dump, so it names all three.
  public static let expectedInput =
    "expected an XML or JSON dump, or text UIKit prints (recursiveDescription, "
    + "_autolayoutTrace, a constraint log)"
}

extension Document {
  /// Reads text UIKit and LLDB print: `recursiveDescription`, `_autolayoutTrace`, conflict
  /// logs, constraint lists, walks, straight into a document (`DocumentBuilder`). Lines UIKit
  /// printed that cannot be read are warnings; other lines are skipped with one warning. With
  /// `strict`, either is an error.
  /// - Throws: `ReadError` — with `strict`, the first unreadable line, or the skipped lines
  ///   (listed as warnings first); else only when the text holds no view, guide or constraint.
  public init(
    console text: String, source: String, strict: Bool = false, warnings: inout [ReadWarning]
  ) throws(ReadError) {
    var reader = ConsoleReader(text: text, source: source, strict: strict)
    defer { warnings += reader.warnings }
    self = try reader.read()
  }
}
