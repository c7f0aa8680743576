// Auto Layout semantics on the Cassowary solver (docs/layout.md): the options and the entry
// point.
import Cassowary
import DumpModel

public struct LayoutOptions: Sendable, Hashable {
  /// Lexicographic (Apple's documented semantics) by default; `.weighted` is kiwi-compatible.
  public var priorityMode: PriorityMode = .lexicographic
  /// When a required constraint cannot be added: keep it at priority 999 (true) or drop it.
  public var keepBrokenAsOptional: Bool = false
  /// For a document read from conflict logs: break the constraint the rule predicts in each
  /// log, not the one UIKit's log names (`inspect layout --predict`; docs/conflicts.md).
  public var predict: Bool = false
  public init() {}
  public init(priorityMode: PriorityMode, keepBrokenAsOptional: Bool = false) {
    self.priorityMode = priorityMode
    self.keepBrokenAsOptional = keepBrokenAsOptional
  }
}

/// Which conflict logs `AutoLayout.solve` replays.
public enum LogScope: Sendable, Hashable {
  case all
  /// Those that print a constraint naming an item under the solved roots.
  case touchingRoots
  /// None: the caller knows that no conflict log prints a constraint of the document (the bar
  /// model's solves of a window's bars, `BarRebuild.printsLogs`), so the solved items are not
  /// gathered to look for one. The same as `touchingRoots` for such a document.
  case none
}

/// What a solve of part of a document takes differently from the document, so that the part
/// is solved without copying the document (the bar model solves each bar of a window this way:
/// docs/layout.md, "Solving part of a document").
public struct SolveScope: Sendable {
  /// Frames taken in place of the recorded ones (a root's).
  public var frames: [ViewID: Rect]
  /// Constraints taken as not in the document.
  public var excluded: Set<ConstraintID>
  /// Parts solved before (the bar model's solves of a window's bars), by root: a solve of the
  /// document with the default options takes each part's frames when the part stands alone in
  /// it, and solves the rest (docs/layout.md, "Parts solved before").
  public var presolved: [ViewID: PresolvedPart]

  public init(
    frames: [ViewID: Rect] = [:], excluded: Set<ConstraintID> = [],
    presolved: [ViewID: PresolvedPart] = [:]
  ) {
    self.frames = frames
    self.excluded = excluded
    self.presolved = presolved
  }
}

public enum AutoLayout {
  /// Builds the Cassowary system of a document (docs/layout.md) and solves it.
  ///
  /// - Parameters:
  ///   - document: the dump.
  ///   - roots: the views whose subtrees are solved, each as a root of its own (its recorded
  ///     frame fixed, no superview); nil solves every root of the document. A patch solves a
  ///     bar alone this way when nothing ties it to the rest of a large window.
  ///   - options: the solver's options.
  ///   - logs: which conflict logs are replayed: every one (`layout` reports them all), or
  ///     only those naming an item under `roots` (the bar model's solve of one content view:
  ///     another log's broken constraint is not in its system, and replaying every log of a
  ///     paste for each of its bars made a paste of many bars and logs quadratic).
  ///   - scope: frames and constraints taken differently from the document; no constraint it
  ///     excludes may be printed in a conflict log, and the replays read the document as it is
  ///     (a caller whose items a log prints edits a copy instead: `printsLogs`).
  /// - Throws: `LayoutError` for a constraint that names an item outside the solved views, or
  ///   a system the solver gives up on (its work budget, docs/solver-budget.md).
  public static func solve(
    _ document: Document, roots: [ViewID]? = nil, options: LayoutOptions = LayoutOptions(),
    logs: LogScope = .all, scope: SolveScope = SolveScope()
  ) throws(LayoutError) -> LayoutResult {
    // Each conflict log on its own first; the document is then laid out without the
    // constraints they break, as UIKit's engines went on (docs/layout.md, "Conflict replay").
    let touching =
      logs == .touchingRoots
      ? roots.map { Set(document.itemsInPreorder(under: $0).map(\.item)) } : nil
    var replays: [LogReplay] = []
    // No log prints a constraint of the solved items: none to replay, and no need to gather
    // the document's logs (a window's bars are solved one by one).
    if logs != .none, touching.map({ printsLogs($0, in: document) }) ?? true {
      replays = try replayLogs(document, predict: options.predict, touching: touching)
    }
    let leftOut = Set(replays.compactMap(\.broken))
    let roots = roots ?? document.roots
    var result: LayoutResult
    if replays.isEmpty,
      let each = solveEachRoot(document, roots: roots, options: options, scope: scope)
    {
      result = each
    } else if !scope.presolved.isEmpty, replays.isEmpty, options == LayoutOptions(),
      let taken = solveTakingParts(document, roots: roots, scope: scope)
    {
      result = taken
    } else {
      var scope = scope
      scope.presolved = [:]
      let system = try LayoutSystem(
        document, roots: roots, mode: .dump(leftOut: leftOut), scope: scope)
      result = try LayoutEngine.run(system, document: document, options: options)
    }
    result.logReplays = replays
    // One root solved at (0 0) with the default options, alone: a part a later solve of the
    // document may take.
    if result.isSelfContained, replays.isEmpty, options == LayoutOptions(), roots.count == 1,
      scope.excluded.isEmpty, scope.presolved.isEmpty, scope.frames.count == 1,
      let frame = scope.frames[roots[0]], frame.x == 0, frame.y == 0
    {
      result.presolvedPart = PresolvedPart(
        root: roots[0], size: Size(width: frame.width, height: frame.height),
        scale: result.scale, direction: document.metadata.direction, tied: result.tiedAxes,
        frames: result.frames)
    }
    return result
  }

  /// The solve taking the parts of `scope.presolved` that stand alone in the document; nil
  /// when it must be solved without them (a constraint ties a part to the rest, the rest
  /// conflicts, a part's root is not at its part's size, an error: solved again, the error is
  /// thrown then).
  private static func solveTakingParts(_ document: Document, roots: [ViewID], scope: SolveScope)
    -> LayoutResult?
  {
    do {
      let system = try LayoutSystem(document, roots: roots, mode: .dump(leftOut: []), scope: scope)
      guard !system.presolved.refused else { return nil }
      if system.presolved.isEmpty {
        return try LayoutEngine.run(system, document: document, options: LayoutOptions())
      }
      return try LayoutEngine.runUnrestricted(system, document: document)
    } catch {
      return nil
    }
  }
}

extension AutoLayout {
  /// Whether a constraint touching one of `items` is printed in a conflict log.
  public static func printsLogs(_ items: Set<ItemID>, in document: Document) -> Bool {
    items.contains { item in
      document.constraints(touching: item).contains { !document[$0].logs.isEmpty }
    }
  }
}
