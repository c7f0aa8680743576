import DumpModel

extension BarRebuild {
  /// Every navigation bar's content view of `document` (a content view the model made around a
  /// stack printed alone included) and the anatomy's reading of it: what
  /// `BarAnatomy.bars(in: document)` and `BarAnatomy.content(of:in: document)` give, in the
  /// same order, without reading the whole document again. A bar's reading is the model's own
  /// (`RebuiltBar.content`) where it is provably the same (`keepsReading`), read afresh where
  /// not (docs/navbar/README.md, "The reading handed over").
  public var contents: [(bar: BarParts, content: ContentParts)] {
    bars.compactMap { bar in
      guard bar.parts.holdsContent else { return nil }
      if keepsReading(bar) { return (bar.parts, bar.content) }
      return (bar.parts, BarAnatomy.content(of: bar.parts.contentView, in: document))
    }
  }

  /// The model's reading of the bar is the anatomy's of `document`: the model read it
  /// (`isRebuilt`) at the width and in the direction the anatomy reads `document` at (the
  /// content view's own width, the dump's direction), and no bar's rebuild kept a constraint or
  /// a guide (the constraints touching a stack, the guides of a content view and a stack). A
  /// rebuild changes no class, frame, hierarchy, `hidden`, `alpha`, title or `arranged`, and
  /// the stack attributes it sets it sets on stacks only, which stay stacks.
  package func keepsReading(_ bar: RebuiltBar) -> Bool {
    guard bar.isRebuilt, added.isEmpty, document.guideCount == guidesBefore,
      bar.direction == document.metadata.direction
    else { return false }
    let attributes = document[bar.parts.contentView]
    return bar.width == (attributes.frame?.width ?? attributes.bounds?.width)
  }
}

extension BarAnatomy {
  /// Every navigation bar's content view of `document` (a fragment's included) and the
  /// anatomy's reading of it, in document order: what `BarRebuild.contents` gives of the
  /// rebuilt document, read afresh.
  public static func contents(in document: Document) -> [(bar: BarParts, content: ContentParts)] {
    bars(in: document).compactMap { bar in
      guard bar.holdsContent else { return nil }
      return (bar, content(of: bar.contentView, in: document))
    }
  }
}

extension BarParts {
  /// A navigation bar's content view, or one the model made around a stack printed alone: a
  /// content view whose stacks the patches read (not a toolbar's, not iOS 7–10's items).
  public var holdsContent: Bool { kind == .navigation || kind == .fragment }
}
