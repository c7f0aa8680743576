import Cassowary
import DumpModel

/// Solves a `LayoutSystem` and turns the solution into a `LayoutResult`.
enum LayoutEngine {
  /// Sizes are restricted non-negative, as in UIKit's engine. The restrictions only matter
  /// when something would push a size below zero, so the system is first solved without
  /// them (a quarter fewer rows): when no required constraint conflicts, every size comes out
  /// non-negative and no size at zero is ambiguous, that solution satisfies the restrictions
  /// and stays optimal with them, and nothing could have conflicted with them (the required
  /// constraints and the restrictions have a common solution). Otherwise it is solved again
  /// with the restrictions in their place, before everything else.
  static func run(_ system: LayoutSystem, document: Document, options: LayoutOptions)
    throws(LayoutError) -> LayoutResult
  {
    if let result = try run(system, document: document, options: options, restricted: false) {
      return result
    }
    return try run(system, document: document, options: options, restricted: true)!
  }

  /// The system solved without the size restrictions (`run`'s first solve): nil when they
  /// could matter (a conflict, a size below zero or ambiguous at zero, unknown margins) or,
  /// for a system taking parts from their own solves (`PresolvedItems`), a part's root is not
  /// at the size its part was solved at. The caller then solves otherwise: the document
  /// without the parts, or all its roots in one system (`AutoLayout.solveEachRoot`).
  /// - Parameter judgesPart: whether to find out if the solve stands alone
  ///   (`LayoutResult.isSelfContained`, what a part taken later needs), which walks the system
  ///   and the solver: a root of several solved one by one is never taken later.
  static func runUnrestricted(
    _ system: LayoutSystem, document: Document, options: LayoutOptions = LayoutOptions(),
    judgesPart: Bool = true
  ) throws(LayoutError) -> LayoutResult? {
    try run(system, document: document, options: options, restricted: false, judgesPart: judgesPart)
  }

  /// Nil when unrestricted (`restricted` false) and the restrictions could matter, or a part
  /// taken from its own solve is not at its size.
  private static func run(
    _ system: LayoutSystem, document: Document, options: LayoutOptions, restricted: Bool,
    judgesPart: Bool = true
  ) throws(LayoutError) -> LayoutResult? {
    let solver = Solver(mode: options.priorityMode)
    // The system's variables are the solver's: numbered densely from 0, as the solver numbers
    // its own, and unnamed (a name is made on demand: `LayoutSystem.variableName`).
    let variables = system.variables
    solver.reserveCapacity(constraints: system.entries.count, variables: variables.count)
    // A system of part of a document (a bar, a log) keeps the frames of its items only, and
    // of the members of the parts it takes: room for all at once (a window's bars took
    // hundreds of thousands of frames, the table grown and hashed again at each doubling).
    let isPart = !system.isWhole
    var result = LayoutResult(
      frames: isPart
        ? ItemFrames(
          sparseViewCount: document.viewCount, guideCount: document.guideCount,
          capacity: system.items.count + system.presolved.members.count)
        : ItemFrames(viewCount: document.viewCount, guideCount: document.guideCount))
    result.spacers = system.spacers
    result.documentWork =
      system.documentWork + (isPart ? 0 : document.viewCount + document.guideCount)
    result.variableCount = variables.count
    var used = [Bool](repeating: false, count: variables.count)
    // Entries read in place: a copy of each would copy its source (an implicit constraint's
    // names) for every constraint of a window.
    for tag in system.entries.indices {
      let isRestriction = system.entries[tag].isRestriction
      if !restricted && isRestriction { continue }
      let expression = system.entries[tag].expression
      if !isRestriction {
        for term in expression.terms { used[term.variable.id] = true }
      }
      do {
        // As parts, tagged with the entry's index: no `Constraint` object per entry.
        try solver.add(
          expression, system.entries[tag].relation, priority: system.entries[tag].priority,
          tag: tag)
        result.constraintCount += 1
      } catch {
        let entry = system.entries[tag]
        let (name, location) = describe(entry, system: system, document: document)
        if case .overflow = error {
          throw LayoutError(.overflow(constraint: name), at: location)
        }
        if case .workBudgetExceeded(_, let work, let limit) = error {
          // docs/solver-budget.md: a pathological system ends here, within about a second.
          throw LayoutError(
            .workBudgetExceeded(
              constraint: name, work: work, limit: limit, constraints: solver.constraintCount),
            at: location)
        }
        guard case .unsatisfiable(_, let conflicting) = error,
          let source = system.source(of: entry.origin)
        else {
          throw LayoutError(.solverFailed(constraint: name, detail: "\(error)"), at: location)
        }
        if !restricted { return nil }
        // The constraint being added is the one broken (docs/layout.md, "Order").
        var tags = Set(
          conflicting.map(\.tag).filter {
            $0 >= 0 && $0 < system.entries.count && !system.entries[$0].isRestriction
          })
        tags.insert(tag)
        let sources = tags.sorted().compactMap { system.source(of: system.entries[$0].origin) }
        result.conflicts.append(LayoutConflict(conflicting: sources, broken: source))
        if options.keepBrokenAsOptional {
          if (try? solver.add(expression, entry.relation, priority: 999, tag: tag)) != nil {
            result.constraintCount += 1
          }
        }
      }
    }
    if !restricted {
      // Unknown margins are restricted too: solve with the restrictions.
      if !system.marginVariables.isEmpty { return nil }
      for item in system.items where !item.isMarginsGuide {
        for id in item.firstVariable + 2...item.firstVariable + 3 {
          let value = solver.value(of: variables[id])
          if value < -1e-7 { return nil }
          if used[id] && abs(value) <= 1e-7 && solver.isAmbiguous(variables[id]) { return nil }
        }
      }
      if !system.presolved.isEmpty, !system.partRootsHold(solver) { return nil }
    }
    result.skipped = system.skipped
    result.warnings = warnings(system, document: document)
    let robust = try collectFrames(
      system, document: document, solver: solver, variables: variables, used: used,
      into: &result)
    // A part's frames at its only optimum (see `isDetermined`), as any solve of it finds them;
    // an axis with a rounding tie only when the axes are two systems (`PresolvedPart.tied`).
    result.tiedAxes = (!robust.x, !robust.y)
    // The tests that read a list first, those that walk the system or the solver last.
    result.isSelfContained =
      judgesPart && !restricted && !system.isWhole && system.presolved.isEmpty
      && system.freeOrigins.isEmpty && result.skipped.isEmpty && result.unplaced.isEmpty
      && result.ambiguous.isEmpty && (robust.x && robust.y || system.axesApart)
      && solver.parametersAreFree
      && system.items.allSatisfy { item in
        item.isSpacer
          || (item.firstVariable..<item.firstVariable + 4).allSatisfy {
            solver.isDetermined(variables[$0])
          }
      }
    return result
  }

  /// The notation of an entry's constraint (or "a size restriction") and where it was read.
  private static func describe(
    _ entry: LayoutSystem.Entry, system: LayoutSystem, document: Document
  ) -> (String, SourceLocation?) {
    switch system.source(of: entry.origin) {
    case .document(let id):
      let constraint = document[id]
      return (
        constraint.notation(in: document, numbers: .exact),
        constraint.location ?? document.location(of: constraint.first)
      )
    case .implicit(let implicit):
      let naming = LayoutNaming(document, spacers: system.spacers)
      let location = implicit.constraint.first.documentItem.flatMap {
        document.location(of: $0)
      }
      return (implicit.constraint.notation(in: naming, numbers: .exact), location)
    case nil:
      return ("a size restriction", system.location(ofItem: entry.item, in: document))
    }
  }

  static let variableNames = ["minX", "minY", "width", "height"]

  /// Frames in superview (owner) coordinates snapped edge by edge to the pixel grid (a part's
  /// items': its solve's), the recorded-versus-computed differences, the ambiguous and the
  /// unplaced items. Returns, for each axis, whether every frame but a root's was snapped with
  /// no edge near a rounding tie (`PixelGrid.snapsRobustly`).
  /// - Throws: `LayoutError.Reason.frameOverflow` at an item whose edges pass 1e300.
  private static func collectFrames(
    _ system: LayoutSystem, document: Document, solver: Solver, variables: [Variable],
    used: [Bool], into result: inout LayoutResult
  ) throws(LayoutError) -> (x: Bool, y: Bool) {
    let (grid, source) = PixelGrid.scale(of: document)
    result.scale = grid
    result.scaleSource = source
    func globalRect(_ item: LayoutSystem.Item) -> Rect {
      let first = item.firstVariable
      func value(_ offset: Int) -> Double { solver.value(of: variables[first + offset]) }
      return Rect(x: value(0), y: value(1), width: value(2), height: value(3))
    }
    var unplaced = [Bool](repeating: false, count: system.items.count)
    for (index, item) in system.items.enumerated() where !item.isLogRoot {
      guard let id = item.reference.documentItem, system.presolved.part(ofItem: index) == nil
      else { continue }
      let ids = item.firstVariable..<item.firstVariable + 4
      if !item.isGuide, item.recorded == nil, !ids.contains(where: { used[$0] }) {
        unplaced[index] = true
        if let view = id.view { result.unplaced.append(view) }
        continue
      }
      // The names of its free variables, with no array made for an item that has none.
      var free: [String] = []
      for (offset, variable) in ids.enumerated()
      where !used[variable] || solver.isAmbiguous(variables[variable]) {
        free.append(variableNames[offset])
      }
      if !free.isEmpty {
        result.ambiguous.append(
          AmbiguousItem(
            item: id, variables: free,
            isExpected: item.isExpectedAmbiguity))
      }
    }
    var robust = (x: true, y: true)
    /// The frame of an item, checked, and how it differs from the recorded one.
    func record(_ id: ItemID, _ frame: Rect, recorded: Rect?, isExpectedAmbiguity: Bool)
      throws(LayoutError)
    {
      // Checked edge by edge: an array of the six for each frame was an allocation per item.
      let fits =
        frame.x.magnitude < 1e300 && frame.y.magnitude < 1e300
        && frame.width.magnitude < 1e300 && frame.height.magnitude < 1e300
        && frame.maxX.magnitude < 1e300 && frame.maxY.magnitude < 1e300
      if !fits {
        throw LayoutError(
          .frameOverflow(item: document.name(of: id)), at: document.location(of: id))
      }
      result.frames[id] = frame
      guard let recorded, !isExpectedAmbiguity else { return }
      if differs(recorded, frame, tolerance: 0.5 / grid) {
        result.mismatches.append(FrameMismatch(item: id, recorded: recorded, computed: frame))
      }
    }
    // The parts' members (no items) come after the last item of their part's run.
    let parts = system.presolved.partsInOrder
    var nextPart = 0
    for (index, item) in system.items.enumerated() {
      if !unplaced[index], !item.isLogRoot, let id = item.reference.documentItem {
        let frame: Rect
        if let taken = system.presolvedFrame(ofItem: index) {
          frame = taken
        } else {
          var rect = globalRect(item)
          if item.parent >= 0 {
            let parent = system.items[item.parent]
            let origin = globalRect(parent)
            rect.x += parent.boundsOrigin.x - origin.x
            rect.y += parent.boundsOrigin.y - origin.y
            robust.x = robust.x && PixelGrid.snapsRobustly(rect.minX, rect.maxX, scale: grid)
            robust.y = robust.y && PixelGrid.snapsRobustly(rect.minY, rect.maxY, scale: grid)
          }
          frame = PixelGrid.snap(rect, scale: grid)
        }
        try record(
          id, frame, recorded: item.recorded, isExpectedAmbiguity: item.isExpectedAmbiguity)
      }
      while nextPart < parts.count, system.presolved.membersAfter[parts[nextPart]] == index {
        try system.forEachMember(ofPart: parts[nextPart], in: document, record)
        nextPart += 1
      }
    }
    return robust
  }

  static func differs(_ a: Rect, _ b: Rect, tolerance: Double) -> Bool {
    let slack = tolerance + 1e-9
    return abs(a.x - b.x) > slack || abs(a.y - b.y) > slack || abs(a.width - b.width) > slack
      || abs(a.height - b.height) > slack
  }
}
