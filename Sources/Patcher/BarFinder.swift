import DumpModel

/// One `(0x…)` guide set of a content view: the guides of one navigation item's layout.
public struct GuideSet: Sendable, Hashable {
  /// The `_UINavigationBarContentViewLayout` address in the identifiers (`0x109518800`), or ""
  /// for guides named without one.
  public var layout: String
  public var backButton: String?
  public var leadingBar: String?
  public var title: String?
  public var trailingBar: String?
  /// The back button shown in this set (a view tied to `BackButtonGuide`), if any.
  public var backButtonView: String?
  /// A back button is shown: a view is tied to `BackButtonGuide`, or `LeadingBarGuide` starts
  /// a spacing after it (`LeadingBarGuide.leading == BackButtonGuide.trailing + 6`).
  public var showsBackButton: Bool = false

  public init(layout: String) { self.layout = layout }

  /// The bar guide of a side.
  public func barGuide(_ side: BarSide) -> String? {
    side == .leading ? leadingBar : trailingBar
  }
}

/// A custom item in a bar stack: the `_UITAMICAdaptorView` and the app's view inside it.
public struct BarItem: Sendable, Hashable {
  public var adaptor: String
  public var customView: String?
  /// A `UIImageView`, or a `UIButton` without a title holding a `UIImageView`.
  public var isImage: Bool
}

/// How a stack's side was decided.
public enum SideEvidence: Sendable, Hashable {
  /// Tied by a constraint to this bar guide (`LeadingBarGuide(0x…)`).
  case guide(String)
  /// No bar guide: from where its frame lies in the content view.
  case position
}

/// A bar stack view (`_UIButtonBarStackView` or another `UIStackView`) in a content view.
public struct BarStack: Sendable, Hashable {
  public var address: String
  public var className: String
  public var side: BarSide
  public var evidence: SideEvidence
  /// The guide set its bar guide belongs to.
  public var guideSet: GuideSet?
  /// Its arranged subviews that are shown, leading first.
  public var arranged: [String]
  /// Its custom items (adaptor views), leading first.
  public var items: [BarItem]
}

/// A stack view in a content view whose side could not be decided.
public struct UndecidedStack: Sendable, Hashable {
  public var address: String
  public var reason: String
}

/// A `_UINavigationBarContentView` and what the patches need of it.
public struct BarContent: Sendable, Hashable {
  public var contentView: String
  public var guideSets: [GuideSet]
  public var stacks: [BarStack]
  public var undecided: [UndecidedStack]

  /// The guide set whose bar guide ties the stack, or the only set there is.
  public func guideSet(of stack: BarStack) -> GuideSet? {
    stack.guideSet ?? (guideSets.count == 1 ? guideSets[0] : nil)
  }
}

/// Finds the bar stack views of a hierarchy, their sides, items and guide chains.
public enum BarFinder {
  public static let contentViewClass = "_UINavigationBarContentView"

  /// Every content view in document order, with its stacks.
  public static func find(in hierarchy: Hierarchy) -> [BarContent] {
    let table = ConstraintTable(hierarchy)
    return find(in: hierarchy, table: table)
  }

  static func find(in hierarchy: Hierarchy, table: ConstraintTable) -> [BarContent] {
    var contents: [BarContent] = []
    hierarchy.forEachView { view, _ in
      guard isContentView(view.className) else { return }
      contents.append(content(of: view, direction: hierarchy.direction, table: table))
    }
    return contents
  }

  static func isContentView(_ className: String) -> Bool {
    className == contentViewClass || className.hasSuffix("NavigationBarContentView")
  }

  /// `_UIButtonBarStackView`, `UIStackView`, or a subclass named like one.
  static func isStackView(_ className: String) -> Bool {
    className == "_UIButtonBarStackView" || className == "UIStackView"
      || className.hasSuffix("StackView")
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

  private static func content(
    of view: View, direction: LayoutDirection, table: ConstraintTable
  ) -> BarContent {
    var sets: [GuideSet] = []
    var roleOfGuide: [String: (role: String, set: Int)] = [:]
    for guide in view.guides {
      guard let identifier = guide.identifier else { continue }
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
      case "BackButtonGuide": sets[setIndex].backButton = guide.address
      case "LeadingBarGuide": sets[setIndex].leadingBar = guide.address
      case "TitleView": sets[setIndex].title = guide.address
      default: sets[setIndex].trailingBar = guide.address
      }
      roleOfGuide[guide.address] = (name, setIndex)
    }

    for setIndex in sets.indices {
      guard let backGuide = sets[setIndex].backButton else { continue }
      for entry in table.involving(backGuide) {
        let constraint = entry.constraint
        guard let other = constraint.otherItem(than: backGuide), other != view.address,
          constraint.attribute(of: backGuide).flatMap({ horizontalEdge($0, direction) }) != nil
        else { continue }
        if let button = view.subviews.first(where: { $0.address == other }) {
          if !button.hidden && button.alpha > 0 {
            sets[setIndex].backButtonView = button.address
            sets[setIndex].showsBackButton = true
          }
        } else if other == sets[setIndex].leadingBar, constraint.constant != 0,
          constraint.relates(other, .leading, backGuide, .trailing, direction)
        {
          sets[setIndex].showsBackButton = true
        }
      }
    }

    var stacks: [BarStack] = []
    var undecided: [UndecidedStack] = []
    for subview in view.subviews where isStackView(subview.className) {
      var tiedTo: (side: BarSide, guide: String, set: Int)?
      var tiedToTitle = false
      for entry in table.involving(subview.address) {
        guard let other = entry.constraint.otherItem(than: subview.address),
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
      if let tiedTo {
        side = tiedTo.side
        evidence = .guide(tiedTo.guide)
        guideSet = sets[tiedTo.set]
      } else if let frame = subview.frame, let width = view.frame?.width ?? view.bounds?.width,
        width > 0
      {
        let onLeft = frame.x + frame.width / 2 < width / 2
        side = (onLeft == (direction == .leftToRight)) ? .leading : .trailing
        evidence = .position
      } else {
        undecided.append(
          UndecidedStack(
            address: subview.address,
            reason: "it is tied to no bar guide and its frame or the content view's is unknown"))
        continue
      }
      let arrangedViews = arrangedSubviews(of: subview)
      let items = arrangedViews.filter { isAdaptor($0.className) }.map { adaptor in
        BarItem(
          adaptor: adaptor.address, customView: adaptor.subviews.first?.address,
          isImage: adaptor.subviews.first.map(isImageItem) ?? false)
      }
      stacks.append(
        BarStack(
          address: subview.address, className: subview.className, side: side,
          evidence: evidence, guideSet: guideSet, arranged: arrangedViews.map(\.address),
          items: items))
    }
    return BarContent(
      contentView: view.address, guideSets: sets, stacks: stacks, undecided: undecided)
  }

  /// The stack's arranged subviews that are shown: those marked `arranged`, or all.
  static func arrangedSubviews(of stack: View) -> [View] {
    let marked = stack.subviews.contains { $0.arranged != nil }
    return stack.subviews.filter { (marked ? $0.arranged == true : true) && !$0.hidden }
  }

  /// An image item's custom view: a `UIImageView`, or a `UIButton` without a title that
  /// holds a `UIImageView`.
  static func isImageItem(_ customView: View) -> Bool {
    if isImageView(customView.className) { return true }
    guard customView.className == "UIButton" || customView.className.hasSuffix("Button") else {
      return false
    }
    let title = customView.title ?? ""
    return title.isEmpty && customView.subviews.contains { isImageView($0.className) }
  }

  private static func isImageView(_ className: String) -> Bool {
    className == "UIImageView" || className.hasSuffix("ImageView")
  }
}
