import DumpModel

// Several roots solved each in a system of its own (docs/layout.md, "Roots solved one by
// one"): a patch's solve of a window's bars after the patch.
extension AutoLayout {
  /// `roots` solved each in a system and a solver of its own (each taking the parts solved
  /// before that lie under it), their results joined: nil unless that is provably the solve
  /// of all of them in one system, the caller then solves them together.
  ///
  /// Roots share no variable (each is fixed at its recorded frame, with no superview) and no
  /// constraint (a system of one root refuses a constraint naming an item of another: nil).
  /// One system adds each root's entries in the order its own system does (the restrictions,
  /// the implicit constraints kind by kind, the document's; items in pre-order, root after
  /// root), and a pivot for one root's entry touches only that root's rows and symbols (the
  /// objective's coefficients of another root's symbols are left as they were, at an
  /// optimum), so each root goes through the same pivots, in the same arithmetic, as alone.
  /// What one system does for every root at once is not done for one alone: a solve with the
  /// size restrictions (when one root needs them, all get them first), and a conflict (its
  /// set and the order of the conflicts are the whole system's). Either makes this nil, as
  /// does a skipped constraint (it may name a spacer, numbered by the whole system), a scale
  /// that is not the dump's (the grid of the printed numbers is the whole document's, read
  /// once per solve) and any error (the solve of all roots throws its own).
  static func solveEachRoot(
    _ document: Document, roots: [ViewID], options: LayoutOptions, scope: SolveScope
  ) -> LayoutResult? {
    // Not the whole document's roots: its solve keeps every item's frame in a dense table and
    // asks the autoresizing rule of the whole document. Parts are taken with the default
    // options only, as by one system.
    guard roots.count > 1, roots != document.roots, scope.frames.isEmpty, scope.excluded.isEmpty,
      scope.presolved.isEmpty || options == LayoutOptions(),
      PixelGrid.scale(of: document).source == .dump
    else { return nil }
    // Each part solved before goes to the root above it (one system asks each part whether
    // its root is fixed by a walk up to a root of its own: a part under none is not taken).
    var partsByRoot: [ViewID: [ViewID: PresolvedPart]] = [:]
    if !scope.presolved.isEmpty {
      let rootSet = Set(roots)
      for (key, part) in scope.presolved {
        var view: ViewID? = part.root
        while let current = view, !rootSet.contains(current) {
          view = document.superview(of: current)
        }
        if let root = view { partsByRoot[root, default: [:]][key] = part }
      }
    }
    var parts: [LayoutResult] = []
    parts.reserveCapacity(roots.count)
    for root in roots {
      let rootScope = SolveScope(presolved: partsByRoot[root] ?? [:])
      guard
        let system = try? LayoutSystem(
          document, roots: [root], mode: .dump(leftOut: []), scope: rootScope),
        !system.presolved.refused,
        let part = try? LayoutEngine.runUnrestricted(
          system, document: document, options: options, judgesPart: false),
        part.skipped.isEmpty
      else { return nil }
      parts.append(part)
    }
    return LayoutResult(joining: parts, document: document)
  }
}

extension LayoutResult {
  /// The results of roots solved one by one (`AutoLayout.solveEachRoot`), as one solve of
  /// them all gives it: the lists root after root (each is in document order, and the roots
  /// are), the counts summed, the frames in one sparse table.
  init(joining parts: [LayoutResult], document: Document) {
    var frames = ItemFrames(
      sparseViewCount: document.viewCount, guideCount: document.guideCount,
      capacity: parts.reduce(0) { $0 + $1.frames.count })
    for part in parts { part.frames.forEachUnordered { frames[$0] = $1 } }
    self.init(frames: frames)
    for part in parts {
      ambiguous += part.ambiguous
      mismatches += part.mismatches
      unplaced += part.unplaced
      warnings += part.warnings
      spacers += part.spacers
      constraintCount += part.constraintCount
      variableCount += part.variableCount
      documentWork += part.documentWork
      tiedAxes = (tiedAxes.x || part.tiedAxes.x, tiedAxes.y || part.tiedAxes.y)
    }
    if let first = parts.first {
      scale = first.scale
      scaleSource = first.scaleSource
    }
  }
}
