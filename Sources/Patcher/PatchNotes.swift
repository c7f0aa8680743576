import DumpModel
import Layout

/// What one patch run is asked to do: the patch and its options, the input's name, the
/// layout engine's options.
struct PatchRun: Sendable {
  let patch: Patch
  /// The input's name in messages (`nav.xml`, `<stdin>`).
  let source: String
  let options: LayoutOptions

  /// `patch:pin`: the origin of the constraints this run adds.
  var origin: String { "patch:\(patch.kind.rawValue)" }
}

/// What a patch run reports besides its edits: its warnings and what it did to each stack.
struct PatchNotes: Sendable {
  let source: String
  private(set) var warnings: [PatchWarning] = []
  private(set) var stacks: [StackOutcome] = []

  init(source: String) { self.source = source }

  mutating func warn(_ message: String, at location: SourceLocation?) {
    warnings.append(PatchWarning(message, at: location, source: source))
  }

  mutating func note(_ outcome: StackOutcome) { stacks.append(outcome) }
}

/// Which views a patch solves: the roots of the bars (each content view's superview) when
/// no constraint ties them to the rest of the dump — a window of thousands of views holds one
/// bar of a hundred constraints — or the whole document (docs/patches.md, "What every patch
/// does").
struct SolvingScope: Sendable {
  /// Nil: every root of the document.
  private(set) var roots: [ViewID]?

  static let wholeDocument = SolvingScope(roots: nil)

  /// The bars' roots, when no constraint crosses the boundary of their subtrees (held inside
  /// and naming an item outside, or held outside and naming one inside); else the whole
  /// document.
  static func bars(_ contents: [BarContent], in document: Document) -> SolvingScope {
    var roots: [ViewID] = []
    var seen = Set<ViewID>()
    for content in contents {
      let root = document.superview(of: content.contentView) ?? content.contentView
      if seen.insert(root).inserted { roots.append(root) }
    }
    // A root inside another root's subtree is solved with it.
    roots = roots.filter { root in
      var current = document.superview(of: root)
      while let view = current {
        if seen.contains(view) { return false }
        current = document.superview(of: view)
      }
      return true
    }
    // Whether a view lies in a root's subtree, by view index: marked once, so that a window
    // of many bars costs what its items do, not their number times the bars'.
    let items = document.itemsInPreorder(under: roots)
    var inside = Array(repeating: false, count: document.viewCount)
    for (item, _) in items { if case .view(let view) = item { inside[view.index] = true } }
    func isInsideRoots(_ view: ViewID) -> Bool { inside[view.index] }
    for (item, _) in items {
      // Every constraint touching an item inside is held inside.
      for id in document.constraints(touching: item) {
        guard let holder = document.holder(of: id), isInsideRoots(holder) else {
          return .wholeDocument
        }
      }
      // Every constraint held inside names items inside.
      guard let view = item.view else { continue }
      var current = document.firstConstraint(heldBy: view)
      while let id = current {
        current = document.nextConstraint(after: id)
        let constraint = document[id]
        if !isInsideRoots(document.view(containing: constraint.first))
          || constraint.second.map({ !isInsideRoots(document.view(containing: $0)) }) == true
        {
          return .wholeDocument
        }
      }
    }
    // Roots in document order, as the whole dump would list them.
    return SolvingScope(roots: roots.sorted { document.precedes($0, $1) })
  }

  /// Lays the scope out, taking the parts solved before that stand alone in it.
  func solve(
    _ document: Document, options: LayoutOptions, presolved: [ViewID: PresolvedPart] = [:]
  ) throws(LayoutError) -> LayoutResult {
    try AutoLayout.solve(
      document, roots: roots, options: options, scope: SolveScope(presolved: presolved))
  }
}
