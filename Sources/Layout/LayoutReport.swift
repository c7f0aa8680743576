import DumpModel

/// What `inspect layout` prints: the computed frames beside the recorded ones as a tree, then
/// the conflicts in UIKit's words, the ambiguity, the skipped and unplaced items, and the
/// replay of a conflict log.
public struct LayoutReport: Sendable {
  public var document: Document
  public var result: LayoutResult

  public init(document: Document, result: LayoutResult) {
    self.document = document
    self.result = result
  }

  private var mismatched: [ItemID: FrameMismatch] {
    Dictionary(result.mismatches.map { ($0.item, $0) }, uniquingKeysWith: { a, _ in a })
  }

  private var ambiguity: [ItemID: AmbiguousItem] {
    Dictionary(result.ambiguous.map { ($0.item, $0) }, uniquingKeysWith: { a, _ in a })
  }

  /// The document's items (the generated spacers left out) in pre-order, with their depth.
  private var documentItems: [(item: ItemID, depth: Int)] { document.itemsInPreorder() }

  func name(_ item: ItemID) -> String { document.name(of: item) }

  /// A computed frame as the report shows it: to five decimals, a frame's precision
  /// (docs/format.md, "Numbers"), so a third is `20.66667`, not `20.666666666666668` (QA S3-26;
  /// the JSON and the dumps keep every digit; recorded frames are shown as read).
  func shown(_ rect: Rect) -> Rect {
    Rect(
      x: roundedToFiveDecimals(rect.x), y: roundedToFiveDecimals(rect.y),
      width: roundedToFiveDecimals(rect.width), height: roundedToFiveDecimals(rect.height))
  }

  /// `scale 3`, and where a scale the dump does not give came from (docs/layout.md, "Pixel
  /// snapping").
  var scaleNote: String {
    let scale = "scale \(formatNumber(result.scale))"
    switch result.scaleSource {
    case .printedNumbers: return scale + ", the grid of the printed numbers"
    case .dump, .none: return scale
    }
  }

  // MARK: Text

  public var text: String {
    let mismatched = self.mismatched
    let ambiguity = self.ambiguity
    let unplaced = Set(result.unplaced.map(ItemID.view))
    let items = documentItems
    // One string, each line appended in place: a window's tree is tens of thousands of lines,
    // and a string per line joined at the end doubled the report's cost (issue 20).
    var text = items.isEmpty ? "\n" : ""
    text.reserveCapacity(items.count * 96)
    var indents = [""]
    for (item, depth) in items {
      while indents.count <= depth { indents.append(indents[indents.count - 1] + "   | ") }
      text += indents[depth]
      text += name(item)
      defer { text += "\n" }
      if document.className(of: item) == LayoutSystem.logRootClass {
        text += "  (the log's items, gathered under one root)"
        continue
      }
      if unplaced.contains(item) {
        text += "  unplaced (no frame, and no constraint places it)"
        continue
      }
      if let frame = result.frames[item] {
        text += "  frame ("
        text += shown(frame).description
        text += ")"
      }
      let noise = ambiguity[item]?.isExpected ?? false
      let recorded = document.frame(of: item)
      if let mismatch = mismatched[item] {
        text += "  ≠ recorded (\(mismatch.recorded))"
      } else if recorded == nil {
        text += "  (no recorded frame)"
      } else if noise, let recorded {
        text += "  recorded (\(recorded)), not compared: ambiguous by design"
      }
      if let ambiguous = ambiguity[item], !ambiguous.isExpected {
        text += "  AMBIGUOUS \(ambiguous.variables.joined(separator: ", "))"
      }
    }
    let compared = result.frames.count
    text += "\n\(counted(compared, "frame")) computed; "
    if !result.logReplays.isEmpty,
      !documentItems.contains(where: { document.frame(of: $0.0) != nil })
    {
      text += "the text records no frame to compare them with.\n"
    } else if result.mismatches.isEmpty {
      text +=
        "all recorded frames agree within half a pixel (\(scaleNote)).\n"
    } else {
      let count = result.mismatches.count
      text +=
        "\(count) differ\(count == 1 ? "s" : "") from the recorded frame\(count == 1 ? "" : "s")"
        + " by more than half a pixel (\(scaleNote)).\n"
    }
    for (number, conflict) in result.conflicts.enumerated() {
      text += "\nConflict \(number + 1) of \(result.conflicts.count):\n"
      text += result.uikitLog(conflict, in: document)
    }
    let real = result.ambiguous.filter { !$0.isExpected }
    let expected = result.ambiguous.filter(\.isExpected)
    if !real.isEmpty {
      text += "\nAmbiguous layout:\n"
      for item in real {
        text +=
          "   \(name(item.item)): "
          + item.variables.joined(separator: ", ") + "\n"
      }
    }
    if !expected.isEmpty {
      text += "\nAmbiguous by design (UIKit's bar-button guides; frames not compared):\n"
      for item in expected {
        text +=
          "   \(name(item.item)): "
          + item.variables.joined(separator: ", ") + "\n"
      }
    }
    if !result.skipped.isEmpty {
      text += "\nSkipped (no first attribute: not modelled):\n"
      for source in result.skipped { text += "   \(describe(source))\n" }
    }
    if !result.unplaced.isEmpty {
      text += "\nUnplaced (no recorded frame, and no constraint places them):\n"
      for view in result.unplaced { text += "   \(name(.view(view)))\n" }
    }
    for replay in result.logReplays { text += "\n" + logText(replay) }
    text += "\n" + summary + "\n"
    return text
  }

  /// One line: `layout: 23 frames, 0 differ, 1 conflict, 0 ambiguous (3 by design)`; for
  /// conflict logs `…, 0 other conflicts, …, 5 conflict logs (…)` (`logsSummary`).
  public var summary: String {
    let conflicts = result.conflicts.count
    let real = result.ambiguous.filter { !$0.isExpected }.count
    let expected = result.ambiguous.count - real
    // With conflict logs, the document's own conflicts are those left once the logs' broken
    // constraints are out; each log's is counted in `logsSummary`.
    let others = result.logReplays.isEmpty ? "" : "other "
    var line =
      "layout: \(counted(result.frames.count, "frame")), \(result.mismatches.count) differ, "
      + "\(conflicts) \(others)conflict\(conflicts == 1 ? "" : "s"), \(real) ambiguous"
    if expected > 0 { line += " (\(expected) by design)" }
    if !result.skipped.isEmpty { line += ", \(result.skipped.count) skipped" }
    if !result.unplaced.isEmpty { line += ", \(result.unplaced.count) unplaced" }
    if !result.logReplays.isEmpty { line += ", " + logsSummary }
    return line
  }

  // MARK: JSON

  /// The same findings for tools (docs/cli.md, "JSON outputs", layout): keys in a fixed
  /// order, numbers as docs/format.md writes them. `leading` members come first (the bar
  /// model's, which this module does not know).
  public func json(leading: [(String, JSONText)] = []) -> JSONText {
    let ambiguity = self.ambiguity
    let mismatched = self.mismatched
    let frames: [JSONText] = documentItems.map { item, _ in
      .object([
        ("address", .string(document.address(of: item))), ("item", .string(name(item))),
        ("computed", .rect(result.frames[item])), ("recorded", .rect(document.frame(of: item))),
        ("differs", .bool(mismatched[item] != nil)),
        ("ambiguous", .strings(ambiguity[item]?.variables ?? [])),
        ("expectedAmbiguity", .bool(ambiguity[item]?.isExpected ?? false)),
      ])
    }
    let conflicts: [JSONText] = result.conflicts.map { conflict in
      .object([
        ("constraints", .strings(conflict.conflicting.map(describe))),
        ("broken", .string(describe(conflict.broken))),
      ])
    }
    return .object(
      leading + [
        ("frames", .array(frames)), ("conflicts", .array(conflicts)),
        ("skipped", .strings(result.skipped.map(describe))),
        ("unplaced", .strings(result.unplaced.map { document[$0].address })),
        ("logs", .array(result.logReplays.map(logJSON))),
        ("mismatches", .integer(result.mismatches.count)), ("scale", .number(result.scale)),
      ])
  }

  func describe(_ source: ConstraintSource) -> String {
    result.uikitDescription(source, in: document)
  }
}
