import BarModel
import DumpModel
import LaidOut
import Pictures

/// The adapter from a laid-out dump to a picture (docs/pictures.md, "From a dump to a
/// scene"): each shown view a scene item at its frame in the picture's coordinates, its role
/// from the bar's structure, its flags from the findings and the layout. No drawing decision
/// lives here: colours, labels' places and arrows are Pictures'.
public struct BarPicture {
  let dump: LaidOutDump
  let findings: [PictureFinding]
  /// The findings counted, as the page's summary ends: `no findings`, `1 error, 0 warnings`.
  let findingsSummary: String
  let options: PictureOptions
  let frames: RootFrames
  let structure: BarStructure
  let ids: PictureIDs
  let roles: [ViewID: SceneItem.Role]
  /// Subtracted from root coordinates: the drawn roots' top left is the picture's 0 0.
  var origin: (x: Double, y: Double)
  let drawnRoots: [ViewID]

  public init(
    _ dump: LaidOutDump, marks findings: [PictureFinding] = [],
    findingsSummary: String = "no findings", options: PictureOptions = .init()
  ) {
    self.dump = dump
    self.findings = findings
    self.findingsSummary = findingsSummary
    self.options = options
    let document = dump.document
    let frames = RootFrames(document)
    let structure = BarStructure(document)
    self.frames = frames
    self.structure = structure
    ids = PictureIDs(document)
    var roles: [ViewID: SceneItem.Role] = [:]
    for bar in structure.bars {
      roles[bar.view] = .bar
      for stack in bar.stacks { roles[stack] = .stackView }
      for item in bar.items {
        if let custom = item.customView {
          roles[item.view] = .adaptor
          roles[custom] = .item
        } else {
          roles[item.view] = .item
        }
      }
      for title in bar.titles { roles[title] = .title }
      for button in bar.backButtons { roles[button] = .backButton }
    }
    self.roles = roles
    let roots = options.roots ?? structure.bars.first.map { [$0.view] } ?? document.roots
    drawnRoots = roots
    // A hidden root (a hidden toolbar beside the bar) is not drawn: it does not size the
    // picture either.
    let hidden = BarStructure.hiddenViews(document)
    let extent = roots.filter { !hidden.contains($0) }.compactMap { frames[$0] }.reduce(nil) {
      (union: Rect?, rect) in
      union.map { $0.union(rect.standardized) } ?? rect.standardized
    }
    origin = extent.map { ($0.minX, $0.minY) } ?? (0, 0)
  }

  var document: Document { dump.document }

  /// A root-coordinate rectangle in the picture's coordinates.
  func place(_ rect: Rect) -> Rect { rect.offsetBy(-origin.x, -origin.y) }

  /// The scene: the drawn roots' views (parents first), their margins, guides and tap areas,
  /// and the edge constraints as dimension lines.
  public var scene: Scene {
    let hidden = BarStructure.hiddenViews(document)
    let flagged = Set(findings.flatMap(\.items))
    let broken = dump.layout.brokenItems
    let ambiguous = Set(dump.layout.ambiguous.map(\.item))
    var misplaced: [ItemID: Rect] = [:]
    for mismatch in dump.layout.mismatches { misplaced[mismatch.item] = mismatch.computed }
    func flags(_ item: ItemID) -> SceneItem.Flags {
      var flags: SceneItem.Flags = []
      if flagged.contains(item) { flags.insert(.warning) }
      if broken.contains(item) { flags.insert(.broken) }
      if ambiguous.contains(item) { flags.insert(.ambiguous) }
      return flags
    }
    /// Where the constraints put a misplaced item, in the picture.
    func solved(_ item: ItemID) -> Rect? {
      guard let solved = misplaced[item], let absolute = frames[item],
        let recorded = document.frame(of: item)
      else { return nil }
      return place(solved.offsetBy(absolute.x - recorded.x, absolute.y - recorded.y))
    }

    var items: [SceneItem] = []
    var guides: [SceneItem] = []
    var notDrawn: [String] = []
    for root in drawnRoots {
      walk(root) { view in
        guard !hidden.contains(view) else { return false }
        let role = roles[view] ?? .view
        guard let frame = frames[view] else {
          // Listed under the picture; an item's insides with it (they are not drawn either).
          notDrawn.append("\(document[view].className) \(document[view].address)")
          return !Self.isLeaf(role, document[view].className)
        }
        let item = ItemID.view(view)
        items.append(
          SceneItem(
            id: ids[item], role: role, frame: place(frame), label: label(view, role: role),
            detail: detail(item, frame: frame), flags: flags(item), previousFrame: solved(item)))
        if let margin = marginItem(of: view) { items.append(margin) }
        let isLeaf = Self.isLeaf(role, document[view].className)
        if options.guides {
          for guide in document.guides(of: view) where Self.isDrawnGuide(document[guide]) {
            let id = ItemID.guide(guide)
            guard let frame = frames[id] else { continue }
            guides.append(
              SceneItem(
                id: ids[id], role: .guide, frame: place(frame),
                label: Self.guideLabel(document[guide]), detail: detail(id, frame: frame),
                flags: flags(id), previousFrame: solved(id)))
          }
        }
        return !isLeaf
      }
    }
    items += guides
    if options.tapAreas { items += tapAreas(drawn: Set(items.map(\.id))) }
    let extent = drawnRoots.filter { !hidden.contains($0) }.compactMap { frames[$0] }
      .map { place($0.standardized) }
    let root = extent.dropFirst().reduce(extent.first ?? .zero) { $0.union($1) }
    return Scene(
      root: root, title: title, items: items,
      dimensions: options.constraints ? dimensions(drawn: Set(items.map(\.id))) : [],
      notDrawn: notDrawn)
  }

  /// An item, a title, a back button or a bar's background is drawn whole: what is inside it
  /// (an app's image, UIKit's button label) is its own business and would hide its colour;
  /// so is a background's (its image views and effect views are chrome).
  static func isLeaf(_ role: SceneItem.Role, _ className: String) -> Bool {
    role == .item || role == .title || role == .backButton || BarClass.isBackground(className)
  }

  /// `UINavigationBar 0x7fb4d8c0a2f0`: the drawn root, as screen readers read the picture.
  var title: String {
    drawnRoots.map { "\(document[$0].className) \(document[$0].address)" }.joined(
      separator: ", ")
  }

  /// Visits a subtree in pre-order; `body` returns false to skip a view's subviews.
  func walk(_ view: ViewID, _ body: (ViewID) -> Bool) {
    var stack = [view]
    while let next = stack.popLast() {
      guard body(next) else { continue }
      stack += document.subviews(of: next).reversed()
    }
  }

  /// The shaded band of a content view's layout margins (docs/pictures.md): its margins guide,
  /// else its recorded margins. Other views' margins with `--guides`.
  func marginItem(of view: ViewID) -> SceneItem? {
    let isContent = structure.isContentView(view)
    guard isContent || options.guides, let frame = frames[view] else { return nil }
    let guide = document.guides(of: view).first {
      document[$0].identifier == UIKitIdentifier.marginsGuide
    }
    let hole: Rect
    let id: String
    if let guide, let guideFrame = frames[.guide(guide)] {
      hole = guideFrame
      id = ids[.guide(guide)]
    } else if isContent, let margins = document[view].margins {
      hole = Rect(
        x: frame.x + margins.left, y: frame.y + margins.top,
        width: frame.width - margins.left - margins.right,
        height: frame.height - margins.top - margins.bottom)
      id = "margins:" + ids[.view(view)]
    } else {
      return nil
    }
    guard hole != frame else { return nil }
    return SceneItem(
      id: id, role: .margin, frame: place(frame), detail: "layout margins of \(ids[.view(view)])",
      hole: place(hole))
  }

  /// Each drawn item's and back button's hit area, hatched; in the warning colour under
  /// `--min-size` (a `tap-target` finding names it).
  func tapAreas(drawn: Set<String>) -> [SceneItem] {
    let small = Set(findings.filter(\.isSmallHitArea).flatMap(\.items))
    var areas: [SceneItem] = []
    for bar in structure.bars {
      for view in bar.items.map(\.hitArea) + bar.backButtons {
        let item = ItemID.view(view)
        guard drawn.contains(ids[item]), let frame = frames[item] else { continue }
        areas.append(
          SceneItem(
            id: PictureIDs.tapArea(ids[item]), role: .tapArea, frame: place(frame),
            detail: "hit area of \(ids[item]) " + PointText.size(frame.width, frame.height),
            flags: small.contains(item) ? .warning : []))
      }
    }
    return areas
  }

  /// Guides worth drawing: not UIKit's bar-button guides (ambiguous by design, their frames
  /// mean nothing) nor margins guides (drawn as margin bands).
  static func isDrawnGuide(_ guide: LayoutGuide) -> Bool {
    let identifier = guide.identifier ?? ""
    return !identifier.hasPrefix(BarIdentifier.buttonBarPrefix)
      && identifier != UIKitIdentifier.marginsGuide
  }
}
