import BarModel
import DumpModel
import Layout

/// The working state of one patch run, by concern: what it was asked (`run`), the document
/// it edits and the record of its edits (`edits`), what it reports besides (`notes`), and
/// which views it solves (`scope`). The patches work through it.
struct PatchSession {
  let run: PatchRun
  var edits: DocumentEdits
  var notes: PatchNotes
  var scope: SolvingScope = .wholeDocument
  /// The bar is patched by `--force` (its record says `forced="YES"`).
  var forced = false

  init(patch: Patch, document: consuming Document, source: String, options: LayoutOptions) {
    run = PatchRun(patch: patch, source: source, options: options)
    tolerance = 0.5 / PixelGrid.scale(of: document).scale + 1e-9
    edits = DocumentEdits(document, origin: run.origin)
    notes = PatchNotes(source: source)
  }

  var patch: Patch { run.patch }
  var document: Document { edits.document }
  var direction: LayoutDirection { edits.document.metadata.direction }

  // MARK: Naming

  func name(_ item: ItemID) -> String { edits.document.name(of: item) }
  func name(_ view: ViewID) -> String { name(.view(view)) }
  func location(of view: ViewID) -> SourceLocation? { edits.document[view].location }

  // MARK: Reporting

  mutating func warn(_ message: String, at view: ViewID?) {
    notes.warn(message, at: view.flatMap { edits.document[$0].location })
  }

  mutating func note(_ stack: BarStack, _ action: StackOutcome.Action) {
    let evidence: String
    switch stack.evidence {
    case .guide(let guide):
      evidence = "tied to \(edits.document[guide].identifier ?? name(.guide(guide)))"
    case .position: evidence = "by its position"
    case .assumed: evidence = "assumed"
    }
    notes.note(
      StackOutcome(
        view: stack.view, address: edits.document[stack.view].address, name: name(stack.view),
        side: stack.side, evidence: evidence, action: action))
  }

  /// The error of this run, at `view` when given (`file:line:column: error: …`).
  func error(_ reason: PatchError.Reason, at view: ViewID? = nil) -> PatchError {
    PatchError(reason, at: view.flatMap { location(of: $0) }, source: run.source)
  }

  // MARK: Solving

  /// - Parameter presolved: the bar model's solves of the document as it is, unpatched
  ///   (`ModelStep.presolved`), taken where they stand alone.
  func solve(taking presolved: [ViewID: PresolvedPart] = [:]) throws(PatchError) -> LayoutResult {
    do {
      return try scope.solve(edits.document, options: run.options, presolved: presolved)
    } catch {
      throw PatchError(layout: error, source: run.source)
    }
  }

  /// The constraint a solver source stands for, in the document as it is now: its id when it
  /// is the document's, its items as layout items.
  func constraint(_ source: ConstraintSource) -> (
    id: ConstraintID?, constraint: LayoutConstraintOf<LayoutItem>
  ) {
    switch source {
    case .document(let id): return (id, edits.document[id].mapItems { .item($0) })
    case .implicit(let implicit): return (nil, implicit.constraint)
    }
  }

  /// Conflicts whose constraints name an item of `items`.
  func conflicts(in result: LayoutResult, touching items: Set<ItemID>) -> [LayoutConflict] {
    result.conflicts.filter { conflict in
      (conflict.conflicting + [conflict.broken]).contains { source in
        let constraint = constraint(source).constraint
        return [constraint.first, constraint.second].contains {
          $0?.documentItem.map(items.contains) == true
        }
      }
    }
  }

  /// A conflict as UIKit would list it: every constraint's notation, `; ` between them.
  func describe(_ conflict: LayoutConflict, in result: LayoutResult) -> String {
    conflict.conflicting.map { result.notation($0, in: edits.document, numbers: .exact) }.joined(
      separator: "; ")
  }

  /// The items of a view's subtree: itself, its guides, its subviews' (recursively).
  func subtreeItems(of view: ViewID) -> Set<ItemID> {
    Set(edits.document.itemsInPreorder(under: [view]).map(\.item))
  }

  // MARK: Geometry

  /// Half a pixel of the grid layout snaps the frames to (`PixelGrid.scale(of:)`: the dump's
  /// `scale`, else the grid its recorded numbers lie on, else 1/1000 pt), which the
  /// patches compare solved frames within.
  let tolerance: Double

  /// How far a stack's outer edge on `side` lies from the content view's edge on that side,
  /// in `frames` (positive inside the content view).
  func edgeOffset(
    of stack: ViewID, side: BarSide, contentView: ViewID, frames: ItemFrames
  ) -> Double? {
    guard let frame = frames[.view(stack)], let content = frames[.view(contentView)] else {
      return nil
    }
    let fromLeft = frame.minX
    let fromRight = content.width - frame.maxX
    switch (side, direction) {
    case (.leading, .leftToRight), (.trailing, .rightToLeft): return fromLeft
    case (.trailing, .leftToRight), (.leading, .rightToLeft): return fromRight
    }
  }
}
