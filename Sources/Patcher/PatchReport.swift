import DumpModel

/// The report of `inspect patch`: what each stack got, every constraint removed and added in
/// UIKit's notation (in the order the patch changed them), every frame that moved, warnings.
public enum PatchReport {
  /// The text report; every line is stable from run to run.
  public static func text(_ result: PatchResult) -> String {
    // One buffer of bytes appended to, each line ending in a newline: a window's report has
    // tens of thousands of lines (appended to a String piece by piece, a third of them cost
    // as much as the rest of the report).
    var bytes: [UInt8] = []
    bytes.reserveCapacity(
      128 * (result.changes.count + result.moved.count + result.stacks.count + 4))
    func add(_ text: String) { appendUTF8(text, to: &bytes) }
    func line(_ text: String) {
      appendUTF8(text, to: &bytes)
      bytes.append(UInt8(ascii: "\n"))
    }
    let name = result.patch.summary
    if result.alreadyApplied {
      line("inspect patch: \(name) on \(result.source)")
      for warning in result.warnings { line(warning.description) }
      line("already applied: nothing changed")
      return String(decoding: bytes, as: UTF8.self)
    }
    line("inspect patch: \(name) on \(result.source)")
    for text in result.model { line(text) }
    for stack in result.stacks {
      add("stack   ")
      add(stack.name)
      add(": ")
      add(stack.side.rawValue)
      add(" side, ")
      add(stack.evidence)
      switch stack.action {
      case .patched: line(": patched")
      case .skipped(let reason): line(": skipped (\(reason))")
      }
    }
    // The lines of changes and moves, tens of thousands in a window, appended piece by piece,
    // each read in place (a change holds its whole constraint: copied for nothing).
    for index in result.changes.indices {
      add(result.changes[index].kind == .removed ? "removed " : "added   ")
      add(result.changes[index].notation)
      let address = result.changes[index].constraint.address
      let reason = result.changes[index].reason
      if address != nil || reason != nil {
        add("   (")
        if let address { add(address) }
        if let reason {
          if address != nil { add("; ") }
          add(reason)
        }
        add(")")
      }
      bytes.append(UInt8(ascii: "\n"))
    }
    for change in result.attributes {
      line(
        "changed \(change.name) \(change.attribute): \(value(change.before)) → "
          + value(change.after))
    }
    for index in result.moved.indices {
      add("moved   ")
      add(result.moved[index].name)
      add(": ")
      appendFrame(result.moved[index].before, to: &bytes)
      add(" → ")
      appendFrame(result.moved[index].after, to: &bytes)
      bytes.append(UInt8(ascii: "\n"))
    }
    for warning in result.warnings { line(warning.description) }
    let removed = result.changes.indices.reduce(0) {
      $0 + (result.changes[$1].kind == .removed ? 1 : 0)
    }
    let added = result.changes.count - removed
    line(
      "\(count(removed, "constraint")) removed, \(added) added, "
        + "\(count(result.moved.count, "frame")) moved, "
        + "\(count(result.warnings.count, "warning"))")
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The JSON report (`--format json`; docs/cli.md, "JSON outputs", patch), keys in a fixed
  /// order.
  public static func json(_ result: PatchResult) -> JSONText {
    var options: [(String, JSONText)] = []
    for option in result.patch.recordOptions {
      switch option.name {
      case "gap", "itemGap":
        options.append(
          (option.name, .number((try? ValueParser.number(option.value)) ?? 0)))
      case "minSize":
        let size = result.patch.minSize
        options.append((option.name, .array([.number(size.width), .number(size.height)])))
      default: options.append((option.name, .string(option.value)))
      }
    }
    let stacks: [JSONText] = result.stacks.map { stack in
      var members: [(String, JSONText)] = [
        ("address", .string(stack.address)), ("name", .string(stack.name)),
        ("side", .string(stack.side.rawValue)), ("evidence", .string(stack.evidence)),
      ]
      switch stack.action {
      case .patched: members.append(("action", .string("patched")))
      case .skipped(let reason):
        members.append(("action", .string("skipped")))
        members.append(("reason", .string(reason)))
      }
      return .object(members)
    }
    let changes: [JSONText] = result.changes.map { change in
      var members: [(String, JSONText)] = [("change", .string(change.kind.rawValue))]
      members.append(("address", .nullable(change.constraint.address)))
      members.append(("holder", .string(result.document[change.holder].address)))
      members.append(("constraint", .string(change.notation)))
      if let reason = change.reason { members.append(("reason", .string(reason))) }
      return .object(members)
    }
    let moved: [JSONText] = result.moved.map { move in
      .object([
        ("address", .string(move.address)), ("name", .string(move.name)),
        ("before", .rect(move.before)), ("after", .rect(move.after)),
      ])
    }
    let attributes: [JSONText] = result.attributes.map { change in
      .object([
        ("address", .string(change.address)), ("name", .string(change.name)),
        ("attribute", .string(change.attribute)), ("before", .string(change.before)),
        ("after", .string(change.after)),
      ])
    }
    let warnings: [JSONText] = result.warnings.map { warning in
      .object([
        ("location", warning.location.map { .string($0.description) } ?? .null),
        ("message", .string(warning.message)),
      ])
    }
    return JSONText.object([
      ("patch", .string(result.patch.kind.rawValue)), ("options", .object(options)),
      ("source", .string(result.source)), ("alreadyApplied", .bool(result.alreadyApplied)),
      ("stacks", .array(stacks)), ("changes", .array(changes)), ("attributes", .array(attributes)),
      ("moved", .array(moved)),
      ("warnings", .array(warnings)),
    ])
  }

  /// A frame as LLDB prints it, `(12 0; 48 44)`.
  static func frame(_ rect: Rect?) -> String {
    var bytes: [UInt8] = []
    appendFrame(rect, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// `frame(rect)`'s UTF-8 bytes appended to `bytes`: a window's report has a frame for each
  /// of its thousands of moves.
  static func appendFrame(_ rect: Rect?, to bytes: inout [UInt8]) {
    guard let rect else { return appendUTF8("(no frame)", to: &bytes) }
    bytes.append(UInt8(ascii: "("))
    appendUTF8(rect.description, to: &bytes)
    bytes.append(UInt8(ascii: ")"))
  }

  static func value(_ text: String) -> String { text.isEmpty ? "(none)" : text }

  static func count(_ n: Int, _ noun: String) -> String { n == 1 ? "1 \(noun)" : "\(n) \(noun)s" }
}

extension DocumentDiff {
  /// The text `inspect diff` prints: nothing when the dumps are the same.
  public func text(before: String, after: String) -> String {
    if isEmpty { return "" }
    var lines = ["--- \(before)", "+++ \(after)"]
    for name in itemsRemoved { lines.append("only in before  \(name)") }
    for name in itemsAdded { lines.append("only in after   \(name)") }
    for record in patchesRemoved { lines.append("patch record removed  \(record)") }
    for record in patchesAdded { lines.append("patch record added    \(record)") }
    for move in moved {
      let (before, after) = (PatchReport.frame(move.before), PatchReport.frame(move.after))
      lines.append("moved    \(move.name): \(before) → \(after)")
    }
    for change in attributes {
      lines.append(
        "changed  \(change.name) \(change.attribute): \(PatchReport.value(change.before)) → "
          + PatchReport.value(change.after))
    }
    for entry in removed { lines.append("removed  " + Self.line(entry)) }
    for entry in added { lines.append("added    " + Self.line(entry)) }
    var summary =
      "\(PatchReport.count(moved.count, "frame")) moved, \(removed.count) "
      + "\(removed.count == 1 ? "constraint" : "constraints") removed, \(added.count) added"
    // What else differs, so that the line never reads "nothing changed" when something did.
    let others = [
      (attributes.count, "attribute", "changed"), (itemsRemoved.count, "item", "only in before"),
      (itemsAdded.count, "item", "only in after"),
      (patchesRemoved.count + patchesAdded.count, "patch record", "changed"),
    ]
    for (number, noun, what) in others where number > 0 {
      summary += ", \(PatchReport.count(number, noun)) \(what)"
    }
    lines.append(summary)
    return lines.joined(separator: "\n") + "\n"
  }

  private static func line(_ entry: ConstraintEntry) -> String {
    entry.notation + (entry.address.map { "   (\($0))" } ?? "")
  }

  /// The JSON `inspect diff --format json` prints (docs/cli.md, "JSON outputs", diff).
  public func json(before: String, after: String) -> JSONText {
    func constraints(_ list: [ConstraintEntry]) -> JSONText {
      .array(
        list.map { entry in
          .object([
            ("address", .nullable(entry.address)),
            ("holder", .string(entry.holder)), ("constraint", .string(entry.notation)),
          ])
        })
    }
    return JSONText.object([
      ("before", .string(before)), ("after", .string(after)), ("identical", .bool(isEmpty)),
      ("itemsRemoved", .strings(itemsRemoved)),
      ("itemsAdded", .strings(itemsAdded)),
      ("patchesRemoved", .strings(patchesRemoved)),
      ("patchesAdded", .strings(patchesAdded)),
      (
        "moved",
        .array(
          moved.map { move in
            .object([
              ("address", .string(move.address)), ("name", .string(move.name)),
              ("before", .rect(move.before)), ("after", .rect(move.after)),
            ])
          })
      ),
      (
        "attributes",
        .array(
          attributes.map { change in
            .object([
              ("address", .string(change.address)), ("name", .string(change.name)),
              ("attribute", .string(change.attribute)), ("before", .string(change.before)),
              ("after", .string(change.after)),
            ])
          })
      ),
      ("removed", constraints(removed)), ("added", constraints(added)),
    ])
  }
}
