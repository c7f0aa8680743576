import DumpModel
import LaidOut

/// `inspect check`: every rule over a laid-out dump (docs/check.md).
public enum Checks {
  /// The findings of the rules `options` selects, by their place in the dump (line, column),
  /// then by rule.
  /// - Throws: `AuditError` for options out of range (`AuditOptions.invalidOption`).
  public static func findings(_ dump: LaidOutDump, options: AuditOptions = AuditOptions())
    throws(AuditError) -> [Finding]
  {
    try check(dump, options: options).findings
  }

  /// The findings, and how many items, titles and back buttons were checked and could not be
  /// (docs/check.md, "What was checked").
  /// - Throws: `AuditError` for options out of range (`AuditOptions.invalidOption`): nothing
  ///   is checked.
  public static func check(_ dump: LaidOutDump, options: AuditOptions = AuditOptions())
    throws(AuditError) -> (findings: [Finding], coverage: Coverage)
  {
    let (findings, coverage) = try collect(dump, options: options)
    return (sorted(findings), coverage)
  }

  /// The findings in the order the rules found them, with their levels, and the coverage.
  /// - Parameter keysOnly: findings without their message and fix, for a caller that compares
  ///   findings by key (`introduced`): the same findings, by key, in the same order; the
  ///   coverage is not counted (zero) when `unmeasured` is not run.
  /// - Parameter structure: the dump's bars, when already read (`BarsBefore`).
  static func collect(
    _ dump: LaidOutDump, options: AuditOptions, keysOnly: Bool = false,
    structure: BarStructure? = nil
  ) throws(AuditError) -> (findings: [Finding], coverage: Coverage) {
    if let problem = options.invalidOption { throw AuditError(problem) }
    let context = AuditContext(dump, options: options, keysOnly: keysOnly, structure: structure)
    // The rules of every item of a window add to one array: joined from one array each, a
    // window's thousands of findings were copied once more.
    var findings: [Finding] = []
    if options.runs(.tapTarget) { context.tapTargets(into: &findings) }
    var offScreen = Set<ItemID>()
    if options.runs(.offBar) { offScreen = context.offBar(into: &findings) }
    if options.runs(.overlap) { context.overlaps(into: &findings) }
    if options.runs(.titleSqueezed) { context.squeezedTitles(into: &findings) }
    if options.runs(.edgeGap) { context.edgeGaps(skipping: offScreen, into: &findings) }
    if options.runs(.conflict) { findings += context.conflicts() }
    if options.runs(.ambiguous) { findings += context.ambiguities() }
    if options.runs(.misplaced) { findings += context.misplaced() }
    if options.runs(.privateAPI) { findings += context.privateAPI() }
    findings.removeAll(where: context.isGuessed)
    // Only what lies in the checked subtrees; a conflict UIKit logged is kept unless --root
    // says where to look.
    // The items of each conflict UIKit logged, made once for every finding of a window.
    let logged = Set(dump.layout.conflicts.lazy.filter { $0.log != nil }.map(\.items))
    findings.removeAll { finding in
      if options.roots == nil, finding.rule == .conflict, logged.contains(finding.items) {
        return false
      }
      return !finding.items.allSatisfy(context.isChecked)
    }
    // Counted for the coverage, unless only the keys are asked for and `unmeasured` is not run.
    let measured =
      keysOnly && !options.runs(.unmeasured)
      ? (findings: [], coverage: Coverage()) : context.unmeasured()
    if options.runs(.unmeasured) { findings += measured.findings }
    if options.runs(.noBar) { findings += context.noBar() }
    if options.runs(.barModel) { findings += context.unreproducedBars() }
    // `--error`/`--warn` decide a rule's level; else each finding keeps its own (its rule's,
    // or a chrome-only `bar-model`'s warning).
    for index in findings.indices {
      findings[index].level = options.levels[findings[index].rule] ?? findings[index].level
    }
    return (findings, measured.coverage)
  }

  /// By line and column (unlocated last, in the order found), then by rule.
  static func sorted(_ findings: [Finding]) -> [Finding] {
    // The indices are sorted by what is compared, not the findings: a window's thousands
    // are moved once.
    let places = findings.map { $0.location.map { (line: $0.line, column: $0.column) } }
    let rules = findings.map(\.rule)
    return findings.indices.sorted { a, b in
      switch (places[a], places[b]) {
      case (let x?, let y?):
        if x != y { return x < y }
      case (.some, nil): return true
      case (nil, .some): return false
      case (nil, nil): break
      }
      if rules[a] != rules[b] { return rules[a] < rules[b] }
      return a < b
    }.map { findings[$0] }
  }
}

/// What the rules read: the dump, its frames in root coordinates, its bars.
struct AuditContext {
  let dump: LaidOutDump
  let options: AuditOptions
  let frames: RootFrames
  let structure: BarStructure
  /// The roots of the bars the model does not reproduce, but in their chrome: made once, asked
  /// of every finding and bar of a window.
  let unreproducedRoots: Subtrees
  /// The subtrees of `checkedRoots` (nil: every item is checked), made once, asked of every
  /// finding of a window.
  private(set) var checkedSubtrees: Subtrees?
  /// Findings are made without their message and fix (`Checks.collect`).
  let keysOnly: Bool

  init(
    _ dump: LaidOutDump, options: AuditOptions, keysOnly: Bool = false,
    structure: BarStructure? = nil
  ) {
    self.dump = dump
    self.options = options
    self.keysOnly = keysOnly
    frames = RootFrames(dump.document)
    self.structure = structure ?? BarStructure(dump.document, kept: dump.keptBars)
    unreproducedRoots = Subtrees(
      dump.unreproduced.lazy.filter { !$0.chromeOnly }.map(\.root), in: dump.document)
    checkedSubtrees = checkedRoots.map { Subtrees($0, in: dump.document) }
  }

  var document: Document { dump.document }

  /// How a finding names an item: `UIButton:0x7fb4d8d06a70`, a guide by its identifier.
  func name(_ item: ItemID) -> String {
    if case .guide(let guide) = item, let identifier = document[guide].identifier {
      return identifier
    }
    return "\(document.className(of: item)):\(document.address(of: item))"
  }

  /// `name(item)`'s UTF-8 bytes appended to `bytes`.
  func appendName(_ item: ItemID, to bytes: inout [UInt8]) {
    if case .guide(let guide) = item, let identifier = document[guide].identifier {
      return appendUTF8(identifier, to: &bytes)
    }
    appendUTF8(document.className(of: item), to: &bytes)
    bytes.append(UInt8(ascii: ":"))
    appendUTF8(document.address(of: item), to: &bytes)
  }

  /// A finding of `rule` about `items`, located at the first; its message and fix are made
  /// only when asked for (not `keysOnly`).
  func finding(
    _ rule: Rule, _ message: @autoclosure () -> String, fix: @autoclosure () -> String,
    items: [ItemID]
  ) -> Finding {
    finding(
      rule, message(), fix: fix(), items: items,
      at: items.first.flatMap { document.location(of: $0) })
  }

  /// A finding of `rule` about `items` at `location`, of `level` (nil: its rule's); its
  /// message and fix are made only when asked for (not `keysOnly`).
  func finding(
    _ rule: Rule, level: Level? = nil, _ message: @autoclosure () -> String,
    fix: @autoclosure () -> String, items: [ItemID], at location: SourceLocation?
  ) -> Finding {
    Finding(
      rule: rule, level: level, message: keysOnly ? "" : message(), fix: keysOnly ? "" : fix(),
      location: location, items: items, addresses: items.map { document.address(of: $0) })
  }

  /// The screen: the dump's `screen` at 0 0, else the first root's frame.
  var screen: Rect? {
    if let size = document.metadata.screen {
      return Rect(x: 0, y: 0, width: size.width, height: size.height)
    }
    return document.roots.first.flatMap { frames[$0] }
  }

  /// A window's safe area, when the dump records its `UIViewSafeAreaLayoutGuide`.
  var safeArea: Rect? {
    for root in document.roots {
      for guide in document.guides(of: root)
      where document[guide].identifier == UIKitIdentifier.safeAreaGuide {
        return frames[.guide(guide)]
      }
    }
    return nil
  }

  /// Lengths as messages print them (`PointText`).
  static func points(_ value: Double) -> String { PointText.points(value) }
  static func size(_ width: Double, _ height: Double) -> String { PointText.size(width, height) }
  static func frame(_ rect: Rect) -> String { PointText.frame(rect) }

  /// Less than this is no difference: frames are snapped to a pixel, at most a third of a
  /// point.
  static let tolerance = 0.01
}
