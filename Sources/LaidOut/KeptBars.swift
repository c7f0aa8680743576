import BarModel
import DumpModel

/// What the bar model read of a dump's bars, kept for `BarStructure` where reading the laid-out
/// dump again gives the same: the bars, each bar's generation family, its content view's
/// parts (docs/check.md, "The bars, read once"). `check` of a window read every bar twice.
public struct KeptBars: Sendable {
  /// The state of the document these hold for: another (an edit since) keeps nothing.
  let revision: DocumentRevision
  /// The bars, as `BarAnatomy.bars(in:)` lists them.
  let parts: [BarParts]
  /// By bar root: whether `Recognition.recognise` (without `--os`) names an iOS 11–12 bar.
  let guideChain: [ViewID: Bool]
  /// By content view: its parts as `BarAnatomy.content(of:in:)` reads them.
  let contents: [ViewID: ContentParts]

  /// What `model`'s bars hold of `document`: `model.document` with the frames the layout
  /// filled in (`LaidOutDump.init(model:layout:source:)`). Kept where provably the same (the
  /// proof is docs/check.md's):
  /// - the bars: the model adds guides, constraints and layout attributes, never a view, a
  ///   class or a subview, which is all `BarAnatomy.bars` reads;
  /// - a bar's generation family: when no bar lies inside another (a bar's rebuild writes
  ///   only in its own subtree), no view of the bar had its frame filled in (the iOS 11 beta's
  ///   spacer is read by its frame), its recognition was made without `--os` and is no other
  ///   bar's (a bar that shows no generation takes another's): what the model added to the
  ///   bar are signs of the family it recognised, which only weigh for it;
  /// - a content view's parts: besides, read for the bar's width and direction the dump
  ///   gives (the model reads them with the width and direction it found).
  init(model: BarRebuild, document: Document) {
    revision = document.revision
    parts = model.bars.map(\.parts)
    let roots = Set(parts.map(\.root))
    func bar(holding view: ViewID) -> ViewID? {
      var current: ViewID? = view
      while let view = current {
        if roots.contains(view) { return view }
        current = document.superview(of: view)
      }
      return nil
    }
    let nested = roots.contains { root in document.superview(of: root).flatMap(bar) != nil }
    guard !nested else {
      guideChain = [:]
      contents = [:]
      return
    }
    var filled = Set<ViewID>()
    document.forEachView { view in
      if model.document[view].frame == nil, document[view].frame != nil,
        let root = bar(holding: view)
      {
        filled.insert(root)
      }
    }
    // Recognitions told apart by a part of them (equal ones have equal parts): a part no
    // other bar's has is a recognition no other bar's is. Its first sign names one of the
    // bar's own items, at its line.
    func part(_ recognition: Recognition) -> RecognitionPart {
      RecognitionPart(
        item: recognition.signs.first?.item, line: recognition.signs.first?.line,
        signs: recognition.signs.count)
    }
    var recognitions: [RecognitionPart: Int] = [:]
    recognitions.reserveCapacity(model.bars.count)
    for bar in model.bars { recognitions[part(bar.recognition), default: 0] += 1 }
    var guideChain: [ViewID: Bool] = [:]
    var contents: [ViewID: ContentParts] = [:]
    for bar in model.bars where !filled.contains(bar.parts.root) {
      if bar.recognition.override == nil, recognitions[part(bar.recognition)] == 1 {
        guideChain[bar.parts.root] = bar.recognition.generation?.family == .guideChain
      }
      let contentView = document[bar.parts.contentView]
      if bar.parts.kind != .frameBased, bar.inputs != nil,
        bar.width == contentView.frame?.width ?? contentView.bounds?.width,
        bar.direction == document.metadata.direction
      {
        contents[bar.parts.contentView] = bar.content
      }
    }
    self.guideChain = guideChain
    self.contents = contents
  }

  /// What tells one bar's recognition from another's, cheaply (`init`).
  private struct RecognitionPart: Hashable {
    var item: String?
    var line: Int?
    var signs: Int
  }

  /// What `model`'s bars hold of the dump the model read, `document` (`patch` checks it
  /// before the patch): kept as for the laid-out dump (docs/check.md, "The bars, read once",
  /// "The dump as read"); nil when the model put the dump's views together anew (a paste's
  /// reassembly: `model.document`'s views are not the dump's).
  package init?(model: BarRebuild, read document: Document) {
    guard model.document.viewCount == document.viewCount,
      document.viewIDs.allSatisfy({
        model.document.superview(of: $0) == document.superview(of: $0)
          && model.document[$0].address == document[$0].address
      })
    else { return nil }
    self.init(model: model, document: document)
  }

  /// Whether these hold for `document`'s state.
  func holds(for document: Document) -> Bool { document.revision == revision }
}
