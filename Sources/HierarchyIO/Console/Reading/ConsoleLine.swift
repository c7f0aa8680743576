import DumpModel

/// What stands around UIKit's output on a console line, and the words UIKit and LLDB print
/// around what matters (docs/format.md, "Text that UIKit and LLDB print"): recognised and
/// passed over, never read as data.
enum ConsoleLine {
  /// Skips what may stand before UIKit's output, in any order and any number: Markdown quote
  /// markers (`> `), comment markers (`//`, `///`, `/*`, `*/`, a block comment's ` * `), the
  /// `(lldb)` prompt's output marker is a phrase, not a prefix), NSLog's and syslog's prefixes
  /// and a `[LayoutConstraints]` category. Returns where the last prefix ended (the start of
  /// the line's indentation).
  static func skipPrefixes(_ cursor: inout ByteCursor) -> Int {
    var indentStart = cursor.position
    while true {
      cursor.skipSpaces()
      let before = cursor.position
      if cursor.peek() == .greaterThan, cursor.peek(1).map({ $0.isSpace }) ?? true {
        cursor.position += 1  // `> ` (a Markdown quote)
      } else if cursor.hasPrefix(comment) {
        while cursor.consume(.slash) {}
      } else if cursor.hasPrefix(blockOpen) || cursor.hasPrefix(blockClose) {
        cursor.position += 2
      } else if cursor.peek() == .star, cursor.peek(1) == .space, cursor.peek(2) != .minus {
        cursor.position += 1  // ` * ` inside a block comment (the legend's `* - …` aside)
      } else if skipLogPrefix(&cursor) {
        // NSLog, syslog
      } else if skipCategory(&cursor) {
        // `[LayoutConstraints] `
      } else {
        return indentStart
      }
      if cursor.position == before { return indentStart }
      indentStart = cursor.position
    }
  }

  /// Skips the prefix a logging tool writes before each line of a message:
  /// `2021-10-07 13:11:44.839841-0700 Example[79258:7270897] ` (NSLog, any time precision,
  /// with or without a zone), the same with a time alone (`13:11:44.839 Example[79258:7270897] `)
  /// or the process alone (`Example[79258:7270897] `, Xcode with its timestamps hidden),
  /// `Mar  4 18:25:38 Host SpringBoard[10567]: ` (syslog) and a device syslog's
  /// `Mar  4 18:25:38 iPhone MyApp(UIKitCore)[123] <Notice>: `, `log show`'s
  /// `2023-10-01 10:00:00.123456+0200 0x1f2e3d  Default  0x0  123  0  MyApp: (UIKitCore)
  /// [com.apple.UIKit:LayoutConstraints] `, and Console.app's copied columns
  /// `default⇥10:00:00.123456+0200⇥MyApp⇥` (docs/conflicts.md, "Console forms").
  static func skipLogPrefix(_ cursor: inout ByteCursor) -> Bool {
    if skipConsoleAppColumns(&cursor) { return true }
    let isISODate =
      cursor.peek(0)?.isDigit == true && cursor.peek(1)?.isDigit == true
      && cursor.peek(2)?.isDigit == true && cursor.peek(3)?.isDigit == true
      && cursor.peek(4) == .minus && cursor.peek(7) == .minus
    let isSyslogDate =
      cursor.peek(0).map { $0 >= 0x41 && $0 <= 0x5A } == true && cursor.peek(3) == .space
      && cursor.peek(6) == .space && cursor.peek(9) == .colon && cursor.peek(12) == .colon
    let isTime = isTimeOfDay(cursor, at: cursor.position)
    guard isISODate || isSyslogDate || isTime || startsProcess(cursor) else { return false }
    // The process: `Name[pid:tid]` then a space, or `Name[pid]:` then a space. A process name
    // may hold spaces (`Unstoppable D[40239:…]`).
    guard let close = cursor.firstIndex(of: .closeBracket) else { return false }
    cursor.position = close + 1
    _ = cursor.consume(.colon)
    // A device syslog's level: ` <Notice>:`.
    var level = cursor
    level.skipSpaces()
    if level.consume(.lessThan), let end = level.firstIndex(of: Array(">:".utf8)),
      end > level.position, level.bytes[level.position..<end].allSatisfy({ $0.isLetter })
    {
      cursor.position = end + 2
    }
    return true
  }

  /// `13:11:44` at `index` (a time of day, any precision after it).
  static func isTimeOfDay(_ cursor: ByteCursor, at index: Int) -> Bool {
    let offset = index - cursor.position
    return cursor.peek(offset)?.isDigit == true && cursor.peek(offset + 1)?.isDigit == true
      && cursor.peek(offset + 2) == .colon && cursor.peek(offset + 3)?.isDigit == true
      && cursor.peek(offset + 4)?.isDigit == true && cursor.peek(offset + 5) == .colon
  }

  /// Whether the line opens with a process and its ids, `Name[pid:tid] ` or `Name[pid]: `,
  /// and nothing a description or a tree line holds before them.
  static func startsProcess(_ cursor: ByteCursor) -> Bool {
    guard let open = cursor.firstIndex(of: .openBracket), open > cursor.position,
      cursor.bytes[cursor.position..<open].allSatisfy({
        !Self.notInProcessName.contains($0)
      })
    else { return false }
    var index = open + 1
    var digits = 0
    while index < cursor.end, cursor.bytes[index].isDigit || cursor.bytes[index] == .colon {
      digits += 1
      index += 1
    }
    guard digits > 0, index < cursor.end, cursor.bytes[index] == .closeBracket else {
      return false
    }
    index += 1
    if index < cursor.end, cursor.bytes[index] == .colon { index += 1 }
    return index == cursor.end || cursor.bytes[index].isSpace
  }

  /// Console.app's copied row: a level (`default`, `error`, …), a tab, a time, a tab, the
  /// process, a tab; then, when shown, the subsystem (`com.apple.UIKit`) and the category
  /// (`LayoutConstraints`), each with its tab.
  static func skipConsoleAppColumns(_ cursor: inout ByteCursor) -> Bool {
    guard let level = consoleAppLevels.first(where: { cursor.hasPrefix($0) }),
      cursor.peek(level.count) == .tab, isTimeOfDay(cursor, at: cursor.position + level.count + 1)
    else { return false }
    var index = cursor.position + level.count + 1
    for _ in 0..<2 {
      guard let tab = cursor.firstIndex(of: .tab, from: index) else { return false }
      index = tab + 1
    }
    cursor.position = index
    for column in [Array("com.".utf8), Array("LayoutConstraints\t".utf8)] {
      if cursor.hasPrefix(column), let tab = cursor.firstIndex(of: .tab) {
        cursor.position = tab + 1
      }
    }
    return true
  }

  static let consoleAppLevels = ["default", "info", "debug", "error", "fault", "notice"].map {
    Array($0.utf8)
  }
  static let notInProcessName = Set("<>|\"'`(=*/{},;".utf8)

  /// `[LayoutConstraints] ` and other subsystem categories (`[com.apple.UIKit:LayoutConstraints] `).
  static func skipCategory(_ cursor: inout ByteCursor) -> Bool {
    guard cursor.peek() == .openBracket, let end = cursor.firstIndex(of: .closeBracket),
      end > cursor.position + 1,
      cursor.bytes[(cursor.position + 1)..<end].allSatisfy({
        $0.isLetter || $0.isDigit || $0 == .dot || $0 == .colon
      })
    else { return false }
    cursor.position = end + 1
    return true
  }

  /// Lines that only open or close what holds UIKit's output: `(`, `)`, `{(` and `)}` of an
  /// `NSSet`, `@[` and `]` (Cycript), `[` and `]` (Swift), `▿ 3 elements` (Swift's `po`), a
  /// Markdown code fence (```` ``` ````, ```` ```text ````, `~~~`), a lone `"`.
  static func isPunctuation(_ cursor: ByteCursor) -> Bool {
    if cursor.hasPrefix(fence) || cursor.hasPrefix(tildeFence) {
      var index = cursor.position + 3
      while index < cursor.end, cursor.bytes[index].isNameByte || cursor.bytes[index] == .minus {
        index += 1
      }
      return cursor.string(index..<cursor.end).trimmingWhitespace().isEmpty
    }
    if cursor.hasPrefix(elements) { return true }
    var index = cursor.end
    while index > cursor.position, cursor.bytes[index - 1].isSpace { index -= 1 }
    let rest = cursor.bytes[cursor.position..<index]
    return !rest.isEmpty && rest.count <= 3
      && rest.allSatisfy { punctuation.contains($0) }
  }

  /// The words UIKit and LLDB print around what matters; nil when the line is none of them.
  enum Phrase { case unable, willAttempt, other }

  static func phrase(_ cursor: ByteCursor) -> Phrase? {
    if cursor.hasPrefix(willAttempt) { return .willAttempt }
    if cursor.firstIndex(of: unable) != nil { return .unable }
    for phrase in phrases where cursor.hasPrefix(phrase) { return .other }
    // Xcode 15's metadata line: `Type: Error | Timestamp: … | Process: … | Library: …`.
    if cursor.hasPrefix(xcodeMetadata), cursor.firstIndex(of: xcodeTimestamp) != nil {
      return .other
    }
    return nil
  }

  static let comment = Array("//".utf8)
  static let blockOpen = Array("/*".utf8)
  static let blockClose = Array("*/".utf8)
  static let fence = Array("```".utf8)
  static let tildeFence = Array("~~~".utf8)
  static let elements = Array("▿".utf8)
  static let punctuation = Set("()[]{},@\"'`;".utf8)
  static let unable = Array("Unable to simultaneously satisfy constraints".utf8)
  static let willAttempt = Array("Will attempt to recover by breaking constraint".utf8)
  static let xcodeMetadata = Array("Type: ".utf8)
  static let xcodeTimestamp = Array("| Timestamp: ".utf8)
  static let probably = Array("Probably at least one of the constraints".utf8)
  static let phrases: [[UInt8]] = [
    "Probably at least one of the constraints", "Try this:", "Try this,",
    "(1) look at each constraint", "(2) find the code",
    "(Note: If you're seeing NSAutoresizingMaskLayoutConstraints",
    "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints",
    "Break on objc_exception_throw to catch this in the debugger",
    "The methods in the UIConstraintBasedLayoutDebugging category", "Legend:",
    "* - is laid out", "+ - is laid out", "• - layout engine host", "- is laid out",
    "- layout engine host", "Printing description of", "(lldb)", "po ", "expr ", "e -l ", "p ",
    "cy# ",
  ].map { Array($0.utf8) }
}
