import DumpModel
import Layout

/// What the model is told besides the capture (the command line's `--os`, `--direction`,
/// `--width`).
public struct BarModelOptions: Sendable, Hashable {
  /// Overrides the generation the capture shows (`--os 17`).
  public var os: String?
  /// The direction a frames-only paste cannot show (`--direction rightToLeft`).
  public var direction: LayoutDirection?
  /// The bar's width when the capture holds no bar (a stack printed alone, sample 13).
  public var width: Double?
  /// What a stack printed without its items holds, by the stack's address.
  public var stackContents: [String: ItemKind]

  public init(
    os: String? = nil, direction: LayoutDirection? = nil, width: Double? = nil,
    stackContents: [String: ItemKind] = [:]
  ) {
    self.os = os
    self.direction = direction
    self.width = width
    self.stackContents = stackContents
  }
}

/// A stack as the model rebuilt it: the constraints the patches act on.
public struct ModelStack: Sendable, Hashable {
  public var parts: StackParts
  /// What `pin` removes: on iOS 11–12 its guide set's edge constraint
  /// (`BackButtonGuide.trailing >= contentView.leading + inset`, `TrailingBarGuide.trailing ==
  /// contentView.trailing − inset @999`); on iOS 13+ the stack's own edge constraint to the
  /// item content guide. Nil when an earlier patch removed it.
  public var edge: ConstraintID?
  /// What `shift` changes: the stack's outer edge tied to its bar guide.
  public var tie: ConstraintID?
}

/// One bar, recognised and (when its generation is modelled) rebuilt.
public struct RebuiltBar: Sendable {
  public var parts: BarParts
  public var recognition: Recognition
  public var content = ContentParts()
  public var stacks: [ModelStack] = []
  /// iOS 11–12: the guide sets, with the stacks each holds.
  public var chainSets: [ChainSet] = []
  public var width: Double?
  public var scale: Double?
  /// What the model read of the capture: size, place, pixel grid (nil when not rebuilt).
  public var inputs: BarInputs?
  public var direction: LayoutDirection = .leftToRight
  /// False before the bar's first layout (sample 52).
  public var laidOut = true
  public var comparison = FrameComparison()
  /// What the model assumed or could not do, in words for a report.
  public var notes: [String] = []
  /// When frames are not reproduced: what to give or paste instead, most likely first.
  public var advice: [String] = []
  /// Whether the model rebuilt this bar (a recognised, modelled generation with a width).
  public var isRebuilt = false
  /// iOS 7–10: the frame arithmetic's reading of the bar (docs/navbar/ios7-10.md).
  public var frameBased: FrameBasedBar?
  /// The constraints the model added for this bar, in order.
  public var added: [ConstraintID] = []
  /// Constraints of UIKit's set the model did not rebuild because the capture contradicts
  /// them (an app's own pin removed them), in UIKit's notation (`Contradictions`).
  public var notRebuilt: [String] = []
}

/// The outcome of `Bars.rebuild`.
public struct BarRebuild: Sendable {
  /// The dump with the model's guides, constraints (`origin="model"`) and the attributes its
  /// layout needs; the recorded frames as they were.
  public var document: Document
  public var bars: [RebuiltBar]
  /// The constraints the model added, in order.
  public var added: [ConstraintID]
  /// The model's frame of every item it places (solved or by the chrome's arithmetic), in
  /// superview coordinates, on the pixel grid: each bar's, a later bar's winning, gathered
  /// when asked (`laidOut`, the `bar` command). `layout`, `check` and `patch` never ask: a
  /// table of every bar's frames filled bar by bar was 1.3 % of `check` of a window.
  public var frames: [ItemID: Rect] {
    var all: [ItemID: Rect] = [:]
    all.reserveCapacity(barFrames.reduce(0) { $0 + $1.count })
    for frames in barFrames { all.merge(frames) { _, new in new } }
    return all
  }
  /// Each bar's frames, in the order the bars were rebuilt.
  var barFrames: [[ItemID: Rect]] = []
  /// What the model could not do with a bar item or stack printed without its bar, one
  /// located line each, saying what is missing (`--width`, the bar itself).
  public var diagnostics: [DiagnosticText] = []
  /// The number of the next `model:N` constraint, once the first bar has found it.
  var nextModelNumber: Int?
  /// The document's guides before any bar was rebuilt (`contents`: none added since).
  var guidesBefore = 0
  /// The bars' recognitions, made once for each root and state of the document.
  var recognitions = RecognitionMemo()
  /// A conflict log prints a constraint of the document. When none does, no bar's solve looks
  /// for one (the model's constraints are printed by no log): each looked through every item
  /// of its bar and every constraint touching one.
  package var printsLogs = true
  /// The bars' solves' `LayoutResult.documentWork`: what each bar's views cost, never the
  /// window's per bar. Counted for tests.
  package var documentWork = 0
  /// Each rebuilt bar's solve, by content view, when the bar stands alone: what the solve of
  /// the document (`solveScope`) takes instead of solving the bar again.
  package var presolved: [ViewID: PresolvedPart] = [:]

  /// The scope to solve `document` in: the bars' own solves taken where they stand alone.
  public var solveScope: SolveScope { SolveScope(presolved: presolved) }

  /// The dump with the model's frames written in place of the recorded ones.
  public var laidOut: Document {
    var copy = document
    for frames in barFrames {
      for (item, frame) in frames { copy.setFrame(frame, of: item) }
    }
    return copy
  }

  /// The views to lay the document out from: its roots, except that a rebuilt bar with a view
  /// above its content view that records no frame (a trace prints the bar's frame nowhere) is
  /// laid out from its content view, the engine's host (01:12), whose frame is known.
  public var layoutRoots: [ViewID] {
    var hosts: [ViewID: [ViewID]] = [:]
    for bar in bars where bar.isRebuilt {
      var view = bar.parts.contentView
      var unframed = false
      while let parent = document.superview(of: view) {
        if document[parent].frame == nil { unframed = true }
        view = parent
      }
      if unframed { hosts[view, default: []].append(bar.parts.contentView) }
    }
    return document.roots.flatMap { hosts[$0] ?? [$0] }
  }

  /// Every predicted frame reproduced within half a pixel, in every rebuilt bar.
  public var reproducesCapture: Bool { bars.allSatisfy { $0.comparison.isComplete } }
}

/// UIKit's bars, generation by generation (docs/navbar/README.md): recognise a bar, rebuild
/// the constraints UIKit had from what a capture shows, solve them and compare with every
/// recorded frame.
public enum Bars {
  /// Rebuilds every bar of `document` whose generation the model knows.
  /// - Throws: the layout engine's error on a system it cannot build.
  public static func rebuild(_ document: Document, options: BarModelOptions = BarModelOptions())
    throws -> BarRebuild
  {
    var rebuild =
      options.width == nil && !LoneItems.strayStacks(in: document).isEmpty
      ? try LoneItems.rebuildSuggestingWidth(document, options: options) {
        try rebuildOnce($0, options: $1)
      }
      : try rebuildOnce(document, options: options)
    rebuild.diagnostics += LoneItems.diagnostics(in: rebuild.document)
    return rebuild
  }

  /// Rebuilds every bar of `document` with these options.
  static func rebuildOnce(_ document: Document, options: BarModelOptions) throws -> BarRebuild {
    var document = try Reassembly.reassemble(document, options: options)
    if let direction = options.direction { document.metadata.direction = direction }
    // The document is held by the rebuild alone: each bar's rebuild edits it in place.
    var rebuild = BarRebuild(document: consume document, bars: [], added: [])
    rebuild.printsLogs = (0..<Int32(rebuild.document.constraintCapacity)).contains {
      !rebuild.document[ConstraintID(rawValue: $0)].logs.isEmpty
    }
    rebuild.guidesBefore = rebuild.document.guideCount
    let bars = BarAnatomy.bars(in: rebuild.document)
    rebuild.barFrames.reserveCapacity(bars.count)
    // The capture's generation, for a bar that shows none of its own: the first bar's that
    // has one, in the document as read. Recognised until found, not for every bar of a window
    // (each bar is recognised again as its rebuild starts).
    var fallback: Recognition?
    for parts in bars {
      let recognition = rebuild.recognitions.recognise(
        parts.root, in: rebuild.document, os: options.os)
      if recognition.generation != nil {
        fallback = recognition
        break
      }
    }
    for parts in bars {
      rebuild.bars.append(
        try BarRebuilder.rebuild(parts, into: &rebuild, options: options, fallback: fallback))
    }
    // The pixel grid the model snapped its frames to, when the dump did not say.
    if !rebuild.added.isEmpty, rebuild.document.metadata.scale == nil,
      let scale = rebuild.bars.lazy.compactMap(\.scale).first
    {
      rebuild.document.metadata.scale = scale
    }
    return rebuild
  }
}
