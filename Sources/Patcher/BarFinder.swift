import BarModel
import DumpModel
import Layout

/// Finds the bar stack views of a document, their sides, items and guide chains
/// (docs/patches.md, "Finding the bar stacks").
public enum BarFinder {
  public static let contentViewClass = "_UINavigationBarContentView"

  /// Every content view in document order, with its stacks.
  public static func find(in document: Document) -> [BarContent] {
    var contents: [BarContent] = []
    document.forEachView { view in
      guard isContentView(document.className(of: .view(view))) else { return }
      contents.append(content(of: view, in: document))
    }
    return contents
  }

  static func isContentView(_ className: String) -> Bool {
    className == contentViewClass || className.hasSuffix("NavigationBarContentView")
  }

  static func isAdaptor(_ className: String) -> Bool {
    className == "_UITAMICAdaptorView" || className.hasSuffix("AdaptorView")
  }

  /// Splits `LeadingBarGuide(0x109518800)` into its name and layout address.
  static func splitGuideIdentifier(_ identifier: String) -> (name: String, layout: String) {
    guard identifier.hasSuffix(")"), let open = identifier.lastIndex(of: "(") else {
      return (identifier, "")
    }
    let name = String(identifier[..<open])
    let layout = String(
      identifier[identifier.index(after: open)..<identifier.index(before: identifier.endIndex)])
    return (name, layout)
  }

  private static func content(of view: ViewID, in document: Document) -> BarContent {
    let direction = document.metadata.direction
    var sets: [GuideSet] = []
    var roleOfGuide: [GuideID: (role: String, set: Int)] = [:]
    for guide in document.guides(of: view) {
      guard let identifier = document[guide].identifier else { continue }
      let (name, layout) = splitGuideIdentifier(identifier)
      guard ["BackButtonGuide", "LeadingBarGuide", "TitleView", "TrailingBarGuide"].contains(name)
      else { continue }
      let setIndex: Int
      if let existing = sets.firstIndex(where: { $0.layout == layout }) {
        setIndex = existing
      } else {
        sets.append(GuideSet(layout: layout))
        setIndex = sets.count - 1
      }
      switch name {
      case "BackButtonGuide": sets[setIndex].backButton = guide
      case "LeadingBarGuide": sets[setIndex].leadingBar = guide
      case "TitleView": sets[setIndex].title = guide
      default: sets[setIndex].trailingBar = guide
      }
      roleOfGuide[guide] = (name, setIndex)
    }

    let subviews = document.subviews(of: view)
    for setIndex in sets.indices {
      guard let backGuide = sets[setIndex].backButton.map(ItemID.guide) else { continue }
      for id in document.constraints(touching: backGuide) {
        let constraint = document[id]
        guard let other = constraint.otherItem(than: backGuide), other != .view(view),
          constraint.attribute(of: backGuide).flatMap({ horizontalEdge($0, direction) }) != nil
        else { continue }
        if let button = other.view, subviews.contains(button) {
          if !document[button].hidden && document[button].alpha > 0 {
            sets[setIndex].backButtonView = button
            sets[setIndex].showsBackButton = true
          }
        } else if let leadingBar = sets[setIndex].leadingBar, other == .guide(leadingBar),
          constraint.constant != 0,
          constraint.relates(other, .leading, backGuide, .trailing, direction)
        {
          sets[setIndex].showsBackButton = true
        }
      }
    }

    var stacks: [BarStack] = []
    var undecided: [UndecidedStack] = []
    for subview in subviews where StackViews.isStackView(subview, in: document) {
      var tiedTo: (side: BarSide, guide: GuideID, set: Int)?
      var tiedToTitle = false
      for id in document.constraints(touching: .view(subview)) {
        guard let other = document[id].otherItem(than: .view(subview))?.guide,
          let role = roleOfGuide[other]
        else { continue }
        switch role.role {
        case "LeadingBarGuide": if tiedTo == nil { tiedTo = (.leading, other, role.set) }
        case "TrailingBarGuide": if tiedTo == nil { tiedTo = (.trailing, other, role.set) }
        case "TitleView": tiedToTitle = true
        default: break
        }
      }
      if tiedTo == nil && tiedToTitle { continue }  // a title view, not a bar stack
      let side: BarSide
      let evidence: SideEvidence
      var guideSet: GuideSet?
      let attributes = document[subview]
      if let tiedTo {
        side = tiedTo.side
        evidence = .guide(tiedTo.guide)
        guideSet = sets[tiedTo.set]
      } else if let frame = attributes.frame,
        let width = document[view].frame?.width ?? document[view].bounds?.width, width > 0
      {
        let onLeft = frame.x + frame.width / 2 < width / 2
        side = (onLeft == (direction == .leftToRight)) ? .leading : .trailing
        evidence = .position
      } else {
        undecided.append(
          UndecidedStack(
            view: subview,
            reason: "it is tied to no bar guide and its frame or the content view's is unknown"))
        continue
      }
      let arranged = shownArrangedSubviews(of: subview, in: document)
      let items = arranged.filter { isAdaptor(document[$0].className) }.map { adaptor in
        let custom = document.firstSubview(of: adaptor)
        return BarItem(
          adaptor: adaptor, customView: custom,
          isImage: custom.map { isImageItem($0, in: document) } ?? false)
      }
      stacks.append(
        BarStack(
          view: subview, className: attributes.className, side: side, evidence: evidence,
          guideSet: guideSet, arranged: arranged, items: items))
    }
    return BarContent(contentView: view, guideSets: sets, stacks: stacks, undecided: undecided)
  }

  /// The stack's arranged subviews (the layout's rule, `StackViews`) that are shown.
  static func shownArrangedSubviews(of stack: ViewID, in document: Document) -> [ViewID] {
    StackViews.arrangedSubviews(of: stack, in: document).filter { !document[$0].hidden }
  }

  /// An image item's custom view: a `UIImageView`, or a `UIButton` without a title that
  /// holds a `UIImageView`.
  static func isImageItem(_ customView: ViewID, in document: Document) -> Bool {
    let attributes = document[customView]
    if isImageView(attributes.className) { return true }
    guard attributes.className == "UIButton" || attributes.className.hasSuffix("Button") else {
      return false
    }
    let title = attributes.title ?? ""
    return title.isEmpty
      && document.subviews(of: customView).contains { isImageView(document[$0].className) }
  }

  private static func isImageView(_ className: String) -> Bool {
    className == "UIImageView" || className.hasSuffix("ImageView")
  }
}
