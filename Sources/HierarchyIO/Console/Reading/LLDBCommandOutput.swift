import DumpModel

/// The last LLDB command of the text and what its output has told so far
/// (`LLDBExpression`).
struct LLDBCommands {
  /// The command whose output is being read.
  var current: LLDBExpression?
  /// Where it was typed.
  var location: SourceLocation?
  /// The views printed after it so far.
  var viewsPrinted = 0
  /// The view each object expression printed (`stack` → the `UIStackView` `po stack` printed).
  var objects: [String: Int] = [:]
}

extension ConsoleReader {
  /// An LLDB command line: its expression gives the context of what follows. False when the
  /// line is none.
  mutating func readLLDBCommand(_ cursor: ByteCursor) -> Bool {
    let text = Substring(cursor.string(cursor.position..<cursor.end))
    guard text.hasPrefix("(lldb)") || LLDBExpression.command(text) != nil else { return false }
    lldb.current = LLDBExpression.command(text)
    lldb.location = location(at: cursor.position)
    lldb.viewsPrinted = 0
    return true
  }

  /// A rectangle printed after `po base.frame` (`PrintedRect`) becomes base's frame, or one
  /// of the lines Swift prints under it. False when the line is none.
  mutating func readPrintedRect(_ cursor: ByteCursor) throws(ReadError) -> Bool {
    guard let expression = lldb.current, expression.kind == .frame else { return false }
    let text = Substring(cursor.string(cursor.position..<cursor.end))
    if PrintedRect.isPart(text) { return true }
    guard let rect = PrintedRect.parse(text) else { return false }
    let at = location(at: cursor.position)
    guard let view = lldbView(expression) else {
      try report(
        ReadError(
          .other(
            "the frame '\(expression.base).frame' printed is of '\(expression.base)', which no "
              + "view the text printed is: print 'po \(expression.base)' before it"),
          at: at))
      return true
    }
    let recorded = assembler.views[view].view.frame
    if recorded == nil {
      assembler.update(view: view) { $0.frame = rect }
    } else if recorded != rect {
      warnings.append(
        ReadWarning(
          "'\(expression.base).frame' is (\(rect)) where the description of '\(expression.base)' "
            + "printed (\(recorded!)): the description's frame is kept",
          at: at))
    }
    return true
  }

  /// The views a line printed after an LLDB command: the object its expression names, or a
  /// subview of the object the expression starts from.
  mutating func viewsPrintedByLLDB(_ printed: [Int]) {
    guard let expression = lldb.current, !printed.isEmpty else { return }
    defer { lldb.viewsPrinted += printed.count }
    switch expression.kind {
    case .frame: return
    case .object:
      if lldb.viewsPrinted == 0 { lldb.objects[expression.base] = printed[0] }
    case .subview(let index):
      guard let parent = lldbView(expression) else { return }
      for (offset, view) in printed.enumerated() {
        let position = index ?? (lldb.viewsPrinted + offset)
        if index != nil, lldb.viewsPrinted + offset > 0 { break }
        assembler.setParent(parent, of: .view(view))
        lldb.objects["\(expression.base).subviews[\(position)]"] = view
      }
    }
  }

  /// The view an expression starts from: the one an earlier command printed for it, or the
  /// one at the address it names.
  func lldbView(_ expression: LLDBExpression) -> Int? {
    if let view = lldb.objects[expression.base] { return view }
    if let address = expression.address, case .view(let view)? = assembler.reference(address) {
      return view
    }
    return nil
  }
}
