import DumpModel
import Layout

/// The document a bar's rebuilds are tried in, in place: each way of rebuilding the bar is
/// written into the document itself and taken back (`Document.rollBack`) before the next, so
/// that the bars of a window cost what each holds and no copy of the window is made per bar
/// (docs/layout.md, "Solving part of a document").
///
/// The document must be held nowhere else while a writer edits it: a second reference makes
/// the first edit copy all of it. So the trials take it from the rebuild and give it back at
/// `finish`, a writer takes it and `keep` takes it back.
struct BarTrials {
  private(set) var document: Document
  private let checkpoint: Document.Checkpoint
  /// The number of the next `model:N` constraint, as the rebuild started.
  let nextNumber: Int
  /// A conflict log prints a constraint of the document (`BarRebuild.printsLogs`).
  let printsLogs: Bool
  /// The solves' work that grew with the whole document (`BarRebuild.documentWork`).
  var documentWork = 0
  /// The last solve's part (`BarSolver.Solution.part`): the rebuild the document keeps is the
  /// one solved last.
  var lastPart: PresolvedPart?
  /// A writer may have edited the document since the checkpoint or the last roll back: the
  /// next writer takes it back first. Until then the document is as at the checkpoint, and
  /// the first writer (the only one of most bars) takes it as it is: rolling back nothing
  /// still put back every saved view's attributes.
  private var written = false
  /// What is left in place of the document taken: one empty document for every bar (an
  /// empty `Document()` asks the system for a random seed for its address index, three
  /// times a bar of a window).
  private static let empty = Document()

  /// Takes `document` (leaving an empty one) to rebuild the bar under `root`: the checkpoint
  /// keeps the attributes of the bar's views, the only ones the rebuild changes.
  init(taking document: inout Document, root: ViewID, nextNumber: Int?, printsLogs: Bool = true) {
    self.printsLogs = printsLogs
    self.document = document
    document = Self.empty
    var views: [ViewID] = []
    self.document.forEachView(under: root) { views.append($0) }
    checkpoint = self.document.checkpoint(saving: views)
    self.nextNumber = nextNumber ?? ModelWriter.nextNumber(in: self.document)
  }

  /// A writer of the document as it was before any rebuild of the bar (the last one tried
  /// taken back), which holds the document until `keep`.
  mutating func writer(excluding excluded: [DocumentConstraint]) -> ModelWriter {
    rollBack()
    written = true
    let writer = ModelWriter(document, excluding: excluded, nextNumber: nextNumber)
    document = Self.empty
    return writer
  }

  /// Takes back the rebuild last written: the document as it was before any.
  mutating func rollBack() {
    guard written else { return }
    document.rollBack(to: checkpoint)
    written = false
  }

  /// Takes the document back from a writer done with it, its rebuild in place.
  mutating func keep(_ writer: ModelWriter) {
    document = writer.document
  }

  /// The document with the rebuild kept last, given back.
  mutating func finish() -> Document {
    let finished = document
    document = Self.empty
    return finished
  }
}
