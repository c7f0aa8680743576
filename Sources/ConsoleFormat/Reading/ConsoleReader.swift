// OWNER: the LLDB work (issue 5).
import DumpModel

/// Reading the text UIKit and LLDB print into the dump model.
///
/// One reader takes any paste, line by line, and any mix of these in it:
/// - `recursiveDescription` (`po [view recursiveDescription]`, `expr -l objc -O -- …`,
///   Cycript): `<Class: 0xADDR; frame = (x y; w h); key = value; …>` lines indented with `|`;
///   a single `po` object; `Printing description of $12:` headers.
/// - `_autolayoutTrace`: `*` (Auto Layout: `translatesAutoresizingMaskIntoConstraints="NO"`),
///   `+` (autoresizing: `YES`) and `•` (`layoutEngineHost="YES"`) markers, guide lines with
///   their `layoutFrame` and `owningView`, `- AMBIGUOUS LAYOUT for …` suffixes (recorded as
///   `ambiguous` on the item: `minX minY width height`), the Legend.
/// - Conflict logs ("Unable to simultaneously satisfy constraints.") and constraint lists, with
///   timestamps, `[LayoutConstraints]`, `//` or indentation before any line, blank lines
///   anywhere, several logs in one paste.
/// A line that is none of these is a warning with its line and column (an error with
/// `strict`), and the rest is still read. A constraint is read by `ConstraintGrammar`, whose
/// header says what each printed form means (visual formats, `(LTR)`/`(RTL)`, `NSSpace(8)`).
///
/// Design decisions:
/// - **The tree.** Tree lines give the tree. A log gives none, so its items are placed by what
///   it does say: a visual format's `names: '|':_UINavigationBarContentView:0x…` makes that
///   view the superview of the bracketed view, or the owner of the bracketed guide (this is
///   how `UIViewLayoutMarginsGuide` and the `UIView-*Margin-guide-constraint`s find their
///   view); an `_autolayoutTrace` guide line names its `owningView`; a guide named
///   `Name(0x…)` or `Name(layout=0x…)` belongs to the view printed with `layout=0x…`
///   (`_UINavigationBarContentView` prints its layout object so). Nothing is guessed beyond
///   that: attribute names suggest structure but do not prove it (`UINav_static_button_horiz_position`
///   ties a button deep in a stack view to the content view's margins guide).
/// - **Roots.** Views whose superview the text does not give become roots, and several trees
///   (two `po` outputs) stay several roots. When the constraints' items are not all in one
///   tree, or a guide has no known owner (an unnamed `UILayoutGuide:0x…` in a list), every root
///   goes under one synthetic root, `<view class="_InspectLogRoot" address="log">`, with no
///   frame. Nothing is invented into UIKit's own views: a superview that a log does not name
///   is not made up (except for an unnamed `|`, see below). The alternative, the first item's
///   view as holder, would claim that view encloses items it may not.
/// - **Where constraints are held.** All constraints of the text go, in the order the text
///   first prints them, into one view: the nearest common ancestor of all their items (a guide
///   counts as its owner) — the synthetic root when nothing else encloses them. One holder
///   keeps log order as document order, which is what the layout replay adds them in, and a
///   common ancestor of all items is a common ancestor of each constraint's items, as
///   FORMAT.md asks. A constraint printed again in a later log of the same paste (same
///   address) is kept once, at its first place.
///   A constraint printed on a tree line (`inspect show --constraints`, one level under its
///   view) is held by that view instead, so `show`'s text reads back to the same dump.
/// - **Depth.** As for XML, views may nest 1,000 levels deep; deeper text (or `names:` that
///   chain that far) is an error, found before anything recurses over the tree.
/// - **Broken constraints.** The constraint after "Will attempt to recover by breaking
///   constraint" gets `broken="YES"` (added at the end if the list did not show it) — one per
///   log.
/// - **Items without addresses.** An item a log names without an address (`BackButton` in a
///   body, resolved by `names:` when it lists it) keeps its name as address and as class. A
///   visual format's `|` is resolved by `names:`; without them, by the bracketed item's known
///   superview; failing that a view `superview(0x…)` is made for it, with a warning.
/// - **Frames.** `recursiveDescription` gives every view's frame (and `contentOffset` as a
///   scroll view's bounds origin). `_autolayoutTrace` gives only guides' `layoutFrame`s (in
///   the owner's coordinates, as FORMAT.md keeps them) and the frames of the views printed as
///   a guide's `owningView`, which are used. Logs give no frames: their views have none.
/// - **Implicit facts.** An `NSAutoresizingMaskLayoutConstraint`'s `h=--& v=--&` becomes its
///   view's `autoresizingMask` and is kept on the constraint (`autoresizingMask` attribute) to
///   print it back; an `NSContentSizeLayoutConstraint` (`H:[X(42)] Hug:250
///   CompressionResistance:750`) becomes the view's `intrinsicSize`, `hugging` and
///   `compressionResistance`, and stays in the list as `X.width == 42` with its class, so a
///   layout engine must not add it as a required constraint (it is the intrinsic size).
/// - **`(active)`.** Every constraint of a log is active (UIKit's engine holds it); an old log
///   prints no `(active)` at all, so its absence does not make a constraint inactive.
/// - **Positions without a second item.** UIKit's engine measures an autoresizing
///   constraint's `UIView:0x….minX == 16` from the view's superview, not from the holder: a
///   layout engine replaying a log must do the same (the reader keeps the constraint as
///   printed, with its class).
struct ConsoleReader {
  let bytes: [UInt8]
  let source: String
  let strict: Bool
  var warnings: [ReadWarning] = []
  var assembler = HierarchyAssembler()
  /// Tree lines seen so far: depth (count of `|`) and view, deepest last.
  var treeStack: [(depth: Int, view: Int)] = []
  /// After "Will attempt to recover by breaking constraint": the next constraint is broken.
  var expectingBroken = false
  var line = 0
  var lineStart = 0

  init(text: String, source: String, strict: Bool) {
    self.bytes = Array(text.utf8)
    self.source = source
    self.strict = strict
  }

  mutating func read() throws(ReadError) -> Document {
    // A byte order mark (a file saved by some editors) is not part of the first line.
    var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    var firstProblem: ReadError?
    var lastProblem: ReadError?
    var unreadable = 0
    while start < bytes.count {
      var end = start
      while end < bytes.count, bytes[end] != .newline { end += 1 }
      var contentEnd = end
      if contentEnd > start, bytes[contentEnd - 1] == .carriageReturn { contentEnd -= 1 }
      line += 1
      lineStart = start
      do {
        try readLine(from: start, to: contentEnd)
      } catch {
        if strict { throw error }
        if firstProblem == nil { firstProblem = error }
        unreadable += 1
        if unreadable <= Self.shownUnreadable {
          warnings.append(ReadWarning(error.reason.message, at: error.location))
        } else {
          lastProblem = error
        }
      }
      start = end + 1
    }
    if let lastProblem {
      // The first lines that cannot be read are each a warning; the rest are counted (the
      // text around a log can be a whole console session).
      let more = unreadable - Self.shownUnreadable
      warnings.append(
        ReadWarning(
          "and \(more) more line\(more == 1 ? "" : "s") that cannot be read, the last one here (--strict stops at "
            + "the first)", at: lastProblem.location))
    }
    if assembler.isEmpty {
      // Not one view, guide or constraint: one error naming what was expected, at the first
      // line that could not be read (a log's phrases alone hold nothing either), and not a
      // warning for every line before it.
      warnings.removeAll()
      let start = SourceLocation(file: source, line: 1, column: 1)
      guard bytes.contains(where: { !$0.isSpace }) else { throw ReadError(.emptyInput, at: start) }
      throw ReadError(
        .other("no view, guide or constraint: \(ConsoleText.expectedInput)"),
        at: firstProblem?.location ?? start)
    }
    return try assembler.assemble(source: source, warnings: &warnings)
  }

  func location(at offset: Int) -> SourceLocation {
    SourceLocation(
      file: source, line: line, column: column(ofByte: offset, in: bytes, lineStart: lineStart))
  }

  /// The text of `bytes[start..<end]` for a message: at most 160 characters.
  func shown(_ start: Int, _ end: Int) -> String {
    let text = String(decoding: bytes[start..<end], as: UTF8.self)
    return text.count > 160 ? String(text.prefix(157)) + "..." : text
  }

  func error(_ grammar: GrammarError, shown start: Int, _ end: Int) -> ReadError {
    ReadError(
      .invalidConstraint(text: shown(start, end), problem: grammar.problem),
      at: location(at: grammar.offset))
  }

  // MARK: Lines

  private mutating func readLine(from start: Int, to end: Int) throws(ReadError) {
    var cursor = ByteCursor(bytes, from: start, to: end)
    cursor.skipSpaces()
    if cursor.atEnd { return }
    // `// <NSLayoutConstraint:…>`, `/// …` — a paste from a source comment.
    if cursor.hasPrefix(Self.comment) {
      while cursor.consume(.slash) {}
      cursor.skipSpaces()
    }
    Self.skipLogPrefix(&cursor)
    cursor.skipSpaces()
    if cursor.atEnd { return }
    let content = cursor.position

    // Tree lines: `|` indentation, a trace marker, or a description at the margin.
    if cursor.peek() == .bar {
      var depth = 0
      while let byte = cursor.peek(), byte == .bar || byte.isSpace {
        if byte == .bar { depth += 1 }
        cursor.position += 1
      }
      try readTreeLine(cursor, depth: depth)
      return
    }
    // Any other line ends a tree: a later excerpt must not hang under this one.
    treeStack.removeAll(keepingCapacity: true)
    if cursor.hasPrefix(Self.willAttempt) {
      // The broken constraint follows, on this line or the next.
      expectingBroken = true
      cursor.position += Self.willAttempt.count
    }
    if let constraintStart = Self.constraintStart(in: cursor) {
      try readConstraint(from: constraintStart, to: end)
      return
    }
    if cursor.peek() == .lessThan {
      if Self.isArrayHeader(cursor) { return }
      try readTreeLine(cursor, depth: 0)
      return
    }
    if Self.isTraceMarker(cursor) || Self.startsTraceItem(cursor) && !Self.hasRelation(cursor) {
      try readTreeLine(cursor, depth: 0)
      return
    }
    if cursor.position > content { return }
    if try readPhrase(cursor) { return }
    if Self.hasRelation(cursor) {
      try readConstraint(from: content, to: end)
      return
    }
    throw ReadError(
      .unrecognizedLine(shown(content, end)), at: location(at: content))
  }

  /// The words UIKit and LLDB print around what matters. Returns whether the line was one.
  private mutating func readPhrase(_ cursor: ByteCursor) throws(ReadError) -> Bool {
    if cursor.firstIndex(of: Self.unable) != nil {
      expectingBroken = false
      return true
    }
    for phrase in Self.phrases where cursor.hasPrefix(phrase) { return true }
    // `(`, `)`, `),` around a list; `▿ 3 elements`; `]` of a Swift array.
    let rest = cursor.string(cursor.position..<cursor.end).trimmingWhitespace()
    return ["(", ")", "),", "[", "]", "],", "{", "}"].contains(rest) || rest.hasPrefix("▿")
  }

  mutating func readConstraint(
    from start: Int, to end: Int, holder: Int? = nil
  ) throws(ReadError) {
    var grammar = ConstraintGrammar(ByteCursor(bytes, from: start, to: end))
    let parsed: ParsedConstraint
    do {
      parsed = try grammar.parseDescription()
    } catch {
      throw self.error(error, shown: start, end)
    }
    let lineStart = location(at: start)
    if expectingBroken {
      assembler.markBroken(parsed, location: lineStart)
      expectingBroken = false
    } else {
      assembler.add(parsed, location: lineStart, holder: holder)
    }
  }

  // MARK: Recognizers

  /// Where a constraint's description starts in the line (at its opening `"` if quoted):
  /// `<NSLayoutConstraint:0x…`, any `<…Constraint:` class, and any `<Class:0x…` — a view's
  /// description has a space after the colon, a constraint's has none
  /// (`<_UITemporaryLayoutWidth:0x6000…`).
  static func constraintStart(in cursor: ByteCursor) -> Int? {
    var from = cursor.position
    while let open = cursor.firstIndex(of: .lessThan, from: from) {
      var index = open + 1
      while index < cursor.end, cursor.bytes[index].isNameByte { index += 1 }
      if index < cursor.end, index > open + 1, cursor.bytes[index] == .colon {
        let named =
          index - open > 10 && cursor.bytes[(index - 10)..<index].elementsEqual("Constraint".utf8)
        let addressed =
          index + 2 < cursor.end && cursor.bytes[index + 1] == UInt8(ascii: "0")
          && cursor.bytes[index + 2] == UInt8(ascii: "x")
        if named || addressed {
          return open > cursor.position && cursor.bytes[open - 1] == .doubleQuote ? open - 1 : open
        }
      }
      from = open + 1
    }
    return nil
  }

  /// `<__NSArrayI 0x600000c0a0a0>(` and its kin.
  static func isArrayHeader(_ cursor: ByteCursor) -> Bool {
    cursor.hasPrefix(Array("<__NS".utf8)) && cursor.firstIndex(of: Array(">(".utf8)) != nil
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

  /// Whether the line holds ` == `, ` <= ` or ` >= ` (a constraint body).
  static func hasRelation(_ cursor: ByteCursor) -> Bool {
    cursor.firstIndex(of: Array(" == ".utf8)) != nil
      || cursor.firstIndex(of: Array(" <= ".utf8)) != nil
      || cursor.firstIndex(of: Array(" >= ".utf8)) != nil
      || (cursor.hasPrefix(Array("H:".utf8)) || cursor.hasPrefix(Array("V:".utf8)))
  }

  /// Skips `2021-10-07 13:11:44.839841-0700 Example[79258:7270897] [LayoutConstraints] ` or
  /// `Mar  4 18:25:38 Host SpringBoard[10567]: `.
  static func skipLogPrefix(_ cursor: inout ByteCursor) {
    let start = cursor.position
    let isISODate =
      cursor.peek(0)?.isDigit == true && cursor.peek(1)?.isDigit == true
      && cursor.peek(2)?.isDigit == true && cursor.peek(3)?.isDigit == true
      && cursor.peek(4) == .minus && cursor.peek(7) == .minus
    let isSyslogDate =
      cursor.peek(0).map { $0 >= 0x41 && $0 <= 0x5A } == true && cursor.peek(3) == .space
      && cursor.peek(6) == .space && cursor.peek(9) == .colon && cursor.peek(12) == .colon
    guard isISODate || isSyslogDate else { return }
    // The process: `Name[pid:tid]` then a space, or `Name[pid]:` then a space.
    guard let close = cursor.firstIndex(of: .closeBracket) else { return }
    cursor.position = close + 1
    _ = cursor.consume(.colon)
    cursor.skipSpaces()
    // `[LayoutConstraints] ` and other subsystem categories.
    if cursor.peek() == .openBracket, let end = cursor.firstIndex(of: .closeBracket),
      cursor.bytes[(cursor.position + 1)..<end].allSatisfy({
        $0.isLetter || $0.isDigit || $0 == .dot
      })
    {
      cursor.position = end + 1
    }
    if cursor.position == start { return }
  }

  /// Unreadable lines reported one by one; the others are counted in one warning.
  static let shownUnreadable = 20

  static let comment = Array("//".utf8)
  static let bullet = Array("•".utf8)
  static let unable = Array("Unable to simultaneously satisfy constraints".utf8)
  static let willAttempt = Array("Will attempt to recover by breaking constraint".utf8)
  static let phrases: [[UInt8]] = [
    "Probably at least one of the constraints", "Try this:", "(1) look at each constraint",
    "(2) find the code", "(Note: If you're seeing NSAutoresizingMaskLayoutConstraints",
    "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints",
    "The methods in the UIConstraintBasedLayoutDebugging category", "Legend:",
    "* - is laid out", "+ - is laid out", "• - layout engine host", "Printing description of",
    "(lldb)", "po ", "expr ", "e -l ", "p ", "cy# ",
  ].map { Array($0.utf8) }
}

extension Document {
  /// Reads text UIKit and LLDB print: `recursiveDescription`, `_autolayoutTrace`, conflict
  /// logs, constraint lists, straight into a document (`DocumentBuilder`). Unreadable lines
  /// become warnings, or with `strict` an error.
  /// - Throws: `ReadError` — with `strict`, the first unreadable line; else only when the
  ///   text holds no view, guide or constraint at all.
  public init(
    console text: String, source: String, strict: Bool = false, warnings: inout [ReadWarning]
  ) throws(ReadError) {
    var reader = ConsoleReader(text: text, source: source, strict: strict)
    defer { warnings += reader.warnings }
    self = try reader.read()
  }
}

extension Hierarchy {
  /// The tree form of `Document(console:source:strict:warnings:)`, for callers not yet on
  /// the document (the bridge of docs/model.md).
  public init(
    console text: String, source: String, strict: Bool = false, warnings: inout [ReadWarning]
  ) throws(ReadError) {
    self = try Document(console: text, source: source, strict: strict, warnings: &warnings)
      .hierarchy
  }

  /// The same, under its old name (kept until the readers' callers use the document).
  public init(
    lldb text: String, source: String, strict: Bool = false, warnings: inout [ReadWarning]
  ) throws(ReadError) {
    try self.init(console: text, source: source, strict: strict, warnings: &warnings)
  }
}

/// What the console reader reads, for messages.
public enum ConsoleText {
  /// What inspect reads, for the message about a text holding none of it: the console reader
  /// reads whatever is neither an XML nor a JSON dump, so it names all three.
  public static let expectedInput =
    "expected an XML or JSON dump, or text UIKit prints (recursiveDescription, "
    + "_autolayoutTrace, a constraint log)"
}
