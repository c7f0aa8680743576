import DumpModel

/// Each conflict log's replay in `inspect layout`'s report (docs/conflicts.md, "How inspect
/// reports a conflict").
extension LayoutReport {
  /// `Conflict log 2 of 5 (at line 34): 6 constraints printed`, UIKit's choice and the rule's, the
  /// conflict set, and the frames once the log's constraint is broken.
  func logText(_ replay: LogReplay) -> String {
    let count = result.logReplays.count
    let at = replay.line.map { " (at line \($0))" } ?? ""
    if replay.isListThatHolds {
      // A list with no preamble and no breaking line, whose constraints can all hold: no
      // conflict log (docs/conflicts.md, "Fragments").
      return "List of constraints \(replay.log) of \(count)\(at): "
        + "\(counted(replay.printed.count, "constraint")) printed, no conflict log\n"
        + "   no conflict: the printed constraints can all hold as inspect models them (what the "
        + "text does not print, margins, baselines, a superview, left free), and the text holds "
        + "no preamble or breaking line of UIKit's; nothing predicted, nothing broken\n"
    }
    var text = "Conflict log \(replay.log) of \(count)\(at)"
    text += ": \(counted(replay.printed.count, "constraint")) printed\n"
    text += fragmentLine(replay)
    if let uikit = replay.uikitBroken {
      text += "   UIKit broke \(describe(.document(uikit)))\n"
    } else {
      text += "   the log does not say which constraint UIKit broke\n"
    }
    if let predicted = replay.predicted {
      let part = BreakRule.partNames[replay.rulePart] ?? ""
      let verdict: String
      switch replay.agrees {
      case true?: verdict = ": agrees with UIKit"
      case false?: verdict = ": disagrees with UIKit"
      case nil: verdict = ""
      }
      text +=
        "   inspect would break \(describe(.document(predicted))) (rule part \(replay.rulePart): "
        + "\(part))\(verdict)\n"
      if replay.tied.count > 1 {
        text += "   a tie: the log holds nothing that orders these \(replay.tied.count):\n"
        for id in replay.tied { text += "      \(describe(.document(id)))\n" }
      }
    } else if !replay.isConflict, replay.uikitBroken == nil, !replay.listCut {
      text += "   inspect makes no prediction: the printed constraints do not conflict\n"
    } else {
      text +=
        "   inspect makes no prediction: every constraint printed is UIKit's own or optional, "
        + "and no log shows UIKit breaking one\n"
    }
    text += conflictLine(replay)
    if let broken = replay.broken {
      let whose = broken == replay.uikitBroken ? "UIKit's choice" : "inspect's choice"
      text += "   frames once \(whose) is broken:\n"
      for item in replay.items {
        var line = "      \(name(item))"
        if let frame = replay.frames[item] { line += "  (\(shown(frame)))" }
        if let free = replay.ambiguous.first(where: { $0.item == item }) {
          line += "  AMBIGUOUS \(free.variables.joined(separator: ", "))"
        }
        text += line + "\n"
      }
    }
    return text
  }

  /// What the logs of a paste held, log by log counted, for the summary line: `3 conflict
  /// logs (2 conflicts found, 1 list missing or cut; inspect predicts UIKit's choice in 1 of 2,
  /// 1 log without UIKit's answer)`.
  var logsSummary: String {
    let lists = result.logReplays.filter(\.isListThatHolds).count
    let holding =
      lists == 0 ? "" : "\(counted(lists, "list")) of constraints with no conflict"
    let logs = result.logReplays.filter { !$0.isListThatHolds }
    if logs.isEmpty { return holding }
    let found = logs.filter(\.isConflict).count
    var held = ["\(counted(found, "conflict")) found"]
    let missing = logs.filter(isOnlyTheBreak).count
    if missing > 0 { held.append("\(missing) printing only the constraint UIKit broke") }
    let none = logs.count - found - missing
    if none > 0 {
      held.append("\(none) with none in what \(none == 1 ? "it prints" : "they print")")
    }
    var answers: [String] = []
    let answered = logs.filter { $0.agrees != nil }
    if !answered.isEmpty {
      let agree = answered.filter { $0.agrees == true }.count
      answers.append("inspect predicts UIKit's choice in \(agree) of \(answered.count)")
    }
    let unanswered = logs.count - answered.count
    if unanswered > 0 { answers.append("\(counted(unanswered, "log")) without UIKit's answer") }
    let ties = logs.filter { $0.tied.count > 1 }.count
    if ties > 0 { answers.append("\(counted(ties, "tie")) the log does not decide") }
    let detail = held.joined(separator: ", ") + "; " + answers.joined(separator: ", ")
    return "\(counted(logs.count, "conflict log")) (\(detail))" + (lists == 0 ? "" : ", " + holding)
  }

  /// A fragment that kept only UIKit's "Will attempt to recover" and its constraint: the list
  /// before it is not in the text (samples 87, 101, 105).
  func isOnlyTheBreak(_ replay: LogReplay) -> Bool {
    !replay.isConflict && replay.printed.count == 1 && replay.printed.first == replay.uikitBroken
  }

  /// What a fragment of a log lacks (docs/conflicts.md, "Fragments"): empty for a whole log.
  private func fragmentLine(_ replay: LogReplay) -> String {
    var missing: [String] = []
    if replay.withoutPreamble {
      missing.append("UIKit's preamble ('Unable to simultaneously satisfy constraints')")
    }
    if replay.listCut { missing.append("part of its list (its '(' or its ')')") }
    // A whole log whose breaking line is missing is a fragment too: its end was cut.
    if replay.uikitBroken == nil {
      missing.append("the breaking line ('Will attempt to recover by breaking constraint')")
    }
    guard !missing.isEmpty else { return "" }
    return "   a fragment of a log; not in the text: \(missing.joined(separator: ", "))\n"
  }

  private func conflictLine(_ replay: LogReplay) -> String {
    guard replay.isConflict else {
      if isOnlyTheBreak(replay) {
        return "   the log prints only the constraint UIKit broke: its list is not in the text\n"
      }
      if replay.uikitBroken == nil, !replay.listCut {
        return "   no conflict: the printed constraints can all hold as inspect models them "
          + "(what the text does not print, margins, baselines, a superview, left free)\n"
      }
      if replay.listCut {
        return "   inspect finds no conflict in the printed constraints: the list is cut, and "
          + "the conflict may lie in what is missing\n"
      }
      return "   inspect finds no conflict in the printed constraints: the list may be cut, or "
        + "what the log does not print (margins, baselines, a superview) leaves room\n"
    }
    var text = ""
    if replay.assumesDefaultMargins {
      text +=
        "   a conflict only with UIKit's default margins (8) for those the log does not print\n"
    }
    if replay.assumesPrintedRounding {
      text +=
        "   a conflict only if a size UIKit took from a frame is a rounding away from the "
        + "6 digits it printed\n"
    }
    if replay.needsNonNegativeSizes {
      text += "   a conflict only because a width or height cannot be negative\n"
    }
    if replay.setIsPrinted {
      return text + "   conflict set: the \(replay.printed.count) printed, a minimal conflict\n"
    }
    let outside = replay.printed.filter { !replay.conflictSet.contains($0) }
    text += "   conflict set: \(replay.conflictSet.count) of the \(replay.printed.count) printed; "
    text += "not needed for the conflict:\n"
    for id in outside { text += "      \(describe(.document(id)))\n" }
    return text
  }

  func logJSON(_ replay: LogReplay) -> JSONText {
    func constraint(_ id: ConstraintID?) -> JSONText {
      .nullable(id.map { describe(.document($0)) })
    }
    let frames: [JSONText] = replay.items.map { item in
      let free = replay.ambiguous.first(where: { $0.item == item })
      return .object([
        ("item", .string(name(item))), ("frame", .rect(replay.frames[item])),
        ("ambiguous", .strings(free?.variables ?? [])),
      ])
    }
    return .object([
      ("log", .integer(replay.log)), ("line", replay.line.map(JSONText.integer) ?? .null),
      ("printed", .array(replay.printed.map { constraint($0) })),
      ("uikitBroken", constraint(replay.uikitBroken)),
      ("predicted", constraint(replay.predicted)), ("rulePart", .integer(replay.rulePart)),
      ("tied", .array(replay.tied.map { constraint($0) })),
      ("agrees", replay.agrees.map(JSONText.bool) ?? .null),
      ("conflict", .bool(replay.isConflict)), ("listCut", .bool(replay.listCut)),
      ("withoutPreamble", .bool(replay.withoutPreamble)),
      ("assumesDefaultMargins", .bool(replay.assumesDefaultMargins)),
      ("needsNonNegativeSizes", .bool(replay.needsNonNegativeSizes)),
      ("assumesPrintedRounding", .bool(replay.assumesPrintedRounding)),
      ("conflictSet", .array(replay.conflictSet.map { constraint($0) })),
      ("broken", constraint(replay.broken)), ("frames", .array(frames)),
    ])
  }
}
