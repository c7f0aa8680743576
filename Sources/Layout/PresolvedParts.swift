import Cassowary
import DumpModel

/// A part of a document solved on its own before (the bar model's solve of a bar's content
/// view, a root at (0 0)), whose frames a later solve of the document takes instead of solving
/// the part again (docs/layout.md, "Parts solved before"). Made by `AutoLayout.solve` only for
/// a part that stands alone: no conflict, every item's frame the same at every optimum, no size
/// restriction needed, no skipped constraint, no log, and no edge within a millionth of a
/// pixel of a rounding tie — or, on an axis with such an edge, no constraint across the axes.
public struct PresolvedPart: Sendable {
  /// The part's root view, solved as a root at (0 0) and `size`.
  public let root: ViewID
  public let size: Size
  /// The pixel grid and the direction the part was solved with.
  let scale: Double
  let direction: LayoutDirection
  /// The axes on which an edge lies at a rounding tie (a title 52 points wide centred at
  /// 161.5, at scale 3). The part's solve of such an axis is a system of its own (no constraint
  /// across the axes), and a solve of the window makes the same steps on the same numbers
  /// only when it puts the root at 0 and its size on that axis, as constants: it is then
  /// taken, and otherwise the window is solved without parts.
  let tied: (x: Bool, y: Bool)
  /// The frames of the part's items, in superview coordinates, snapped.
  let frames: ItemFrames
}

/// The items of a system whose frames are taken from parts solved before, and each part's
/// root (solved by the system itself: its frame is fixed through the autoresizing of every
/// view above it).
struct PresolvedItems: Sendable {
  /// The parts chosen before the items are made (`choosePresolvedParts`), then taken.
  var parts: [PresolvedPart] = []
  /// The item index of each part's root, once taken.
  var roots: [Int] = []
  /// The part (index of `parts`) of each item, by item index; -1 for none (a part's root is
  /// none's).
  var partOfItem: [Int32] = []
  /// The part of each view under a chosen part's root, by view index, -1 for none (nil: no
  /// part chosen): the part's solve held its implicit constraints and placed it, and the
  /// system makes no item for it or its guides (`collectMember`); their number a part. Only
  /// the views marked are kept for a system of a small part of the document (`ItemSlots`: a
  /// table as long as the window for each of a window's bars solved one by one made them
  /// quadratic).
  var memberPart: ItemSlots?
  var memberCounts: [Int] = []
  /// The parts' views and guides, which have no item, in the order a solve of the whole makes
  /// their items (each part's a run, `memberStarts`..<`memberEnds`), and their frames in the
  /// part, once taken.
  var members: [ItemID] = []
  var memberStarts: [Int] = []
  var memberEnds: [Int] = []
  var memberFrames: [Rect] = []
  /// The item after which each taken part's members come in that order (the last of its
  /// root's guides and spacers, or its root), by part, and the parts in that order.
  var membersAfter: [Int] = []
  var partsInOrder: [Int] = []
  /// A constraint ties a part's item to an item outside it, or is held outside it, or a part
  /// chosen is not found among the items as chosen: the part's solve did not hold what the
  /// system does, so the system is built again without parts.
  var refused = false

  var isEmpty: Bool { parts.isEmpty }

  func part(ofItem index: Int) -> Int? {
    guard index < partOfItem.count, partOfItem[index] >= 0 else { return nil }
    return Int(partOfItem[index])
  }

  /// The view lies under a chosen part's root: its implicit constraints are the part's.
  func holdsImplicits(of view: ViewID) -> Bool {
    (memberPart?[view.index] ?? -1) >= 0
  }

  /// The slot (`LayoutSystem.slot(of:)`) of a member of `part`: below -1, no item's.
  static func slot(ofPart part: Int) -> Int32 { Int32(-2 - part) }

  /// The part of an item index or a member's slot (`LayoutSystem.resolveTaking`), or nil.
  func part(of resolved: Int) -> Int? {
    resolved >= 0 ? part(ofItem: resolved) : -2 - resolved
  }

  /// Appends a member of `part`; one met out of its part's run (not in pre-order) refuses.
  mutating func appendMember(_ item: ItemID, of part: Int) {
    if memberStarts[part] < 0 {
      memberStarts[part] = members.count
    } else if memberEnds[part] != members.count {
      refused = true
    }
    members.append(item)
    memberEnds[part] = members.count
  }
}

extension LayoutSystem {
  /// Chooses, before the items are made, the parts of `scope.presolved` solved with the
  /// system's direction and pixel grid at their root's recorded size, whose root lies under a
  /// root of the system with a frame fixed by required constraints alone: it and every view
  /// above it up to that root record a frame, and each but that root is autoresizing without
  /// an autoresizing constraint listed in the dump. The views under each root are marked: the
  /// system makes no implicit constraint for them.
  /// `isAutoresizing`: the autoresizing rule (`AutoresizingViews`), asked of a view above a
  /// part's root, or a root, alone.
  mutating func choosePresolvedParts(
    in document: Document, roots: [ViewID], listed: ListedConstraints,
    isAutoresizing: (ViewID) -> Bool
  ) {
    // Two items of one address (a tree built in code) make one item: no part is taken.
    guard !scope.presolved.isEmpty, case .dump = mode, !repeatsAddresses else { return }
    let grid = PixelGrid.scale(of: document).scale
    var systemRoots = IndexMap()
    for root in roots { systemRoots.set(root.index, 1) }
    var chosen = PresolvedItems()
    // Room for the parts' views: at most their frames.
    chosen.memberPart = ItemSlots(
      count: document.viewCount, dense: isWhole,
      capacity: scope.presolved.values.reduce(0) { $0 + $1.frames.count })
    // Made once, not for each view above each part.
    let axes: [Axis?] = [.horizontal, .vertical, nil]
    func isFixed(_ root: ViewID) -> Bool {
      var view = root
      while true {
        guard (givenFrame(of: view) ?? document[view].frame) != nil else { return false }
        if systemRoots[view.index] != nil { return true }
        guard isAutoresizing(view),
          listed.autoresizing.isEmpty
            || !axes.contains(where: {
              listed.autoresizing.contains(ListedConstraints.ItemAxis(item: .view(view), axis: $0))
            }),
          let superview = document.superview(of: view)
        else { return false }
        view = superview
      }
    }
    var pending: [ViewID] = []
    for part in scope.presolved.values {
      guard part.direction == direction, part.scale == grid,
        !chosen.holdsImplicits(of: part.root),
        let recorded = givenFrame(of: part.root) ?? document[part.root].frame,
        recorded.width == part.size.width, recorded.height == part.size.height,
        isFixed(part.root)
      else { continue }
      // The views under the root, by the document's links (no array of subviews a view).
      var count = 0
      var subview = document.firstSubview(of: part.root)
      while let view = subview {
        pending.append(view)
        subview = document.nextSibling(of: view)
      }
      let number = Int32(chosen.parts.count)
      while let view = pending.popLast() {
        chosen.memberPart![view.index] = number
        count += 1
        subview = document.firstSubview(of: view)
        while let child = subview {
          pending.append(child)
          subview = document.nextSibling(of: child)
        }
      }
      chosen.parts.append(part)
      chosen.memberCounts.append(count)
    }
    chosen.memberStarts = Array(repeating: -1, count: chosen.parts.count)
    chosen.memberEnds = chosen.memberStarts
    presolved = chosen
  }

  /// Takes the parts chosen, once the items are made: a part's items are those after its
  /// root's in the system's pre-order that lie under it (its root's guides and stack spacers),
  /// each document item with the part's frame, and its members (`collectMember`) are its
  /// views, each with its guides, with the part's frames. A part not found so (a member met
  /// out of pre-order, a frame missing) sets `refused`, and no item is a part's: its views'
  /// implicit constraints were not made, and the system is built again.
  mutating func takePresolvedParts() {
    guard !presolved.parts.isEmpty else { return }
    var taken = presolved
    taken.partOfItem = Array(repeating: -1, count: items.count)
    taken.memberFrames = Array(
      repeating: Rect(x: 0, y: 0, width: 0, height: 0), count: presolved.members.count)
    func refuse() {
      taken.refused = true
      taken.partOfItem = []
      taken.roots = []
    }
    for (number, part) in presolved.parts.enumerated() {
      guard !presolved.refused, let rootIndex = index(of: .item(.view(part.root))),
        items[rootIndex].reference == .item(.view(part.root)), taken.partOfItem[rootIndex] < 0
      else {
        refuse()
        break
      }
      // Items come in pre-order (a view, its guides and spacers, its subviews' subtrees): the
      // part's are the run after its root whose parents lie in the run or are the root.
      var next = rootIndex + 1
      while next < items.count, items[next].parent >= rootIndex, items[next].parent < next {
        next += 1
      }
      let run = rootIndex + 1..<next
      let found = run.allSatisfy { index in
        guard let id = items[index].reference.documentItem else { return true }
        if case .view = id { return false }  // a view under the root is a member
        return part.frames[id] != nil && taken.partOfItem[index] < 0
      }
      var views = 0
      var framed = true
      if presolved.memberStarts[number] >= 0 {
        for index in presolved.memberStarts[number]..<presolved.memberEnds[number] {
          let id = presolved.members[index]
          if case .view = id { views += 1 }
          guard let frame = part.frames[id] else {
            framed = false
            break
          }
          taken.memberFrames[index] = frame
        }
      }
      guard found, framed, views == presolved.memberCounts[number] else {
        refuse()
        break
      }
      for index in run { taken.partOfItem[index] = Int32(number) }
      taken.roots.append(rootIndex)
      taken.membersAfter.append(next - 1)
    }
    if !taken.refused {
      taken.partsInOrder = taken.membersAfter.indices.sorted {
        taken.membersAfter[$0] < taken.membersAfter[$1]
      }
    }
    presolved = taken
  }

  /// Whether a constraint of these items held by `holder` is a part's, left out of the system
  /// (the part's solve held it): it names a part's item, and its items and holder are that
  /// part's or its root. One that names a part's item otherwise sets `refused`.
  /// `first` and `second` are item indices or members' slots (`resolveTaking`).
  mutating func leavesToPart(_ first: Int, _ second: Int?, holder: ViewID?) -> Bool {
    let named = presolved.part(of: first) ?? second.flatMap { presolved.part(of: $0) }
    guard let part = named else { return false }
    let root = presolved.roots[part]
    let holderIndex = holder.map { slot(of: .item(.view($0))) } ?? -1
    guard holderIndex != -1 else {
      presolved.refused = true
      return false
    }
    // Each of the three tested without an array of them (each constraint of a window).
    func outside(_ index: Int) -> Bool {
      index != root && presolved.part(of: index) != part
    }
    if outside(first) || outside(second ?? first) || outside(holderIndex) {
      presolved.refused = true
      return false
    }
    return true
  }

  /// The frame a part's solve gave the item, or nil for an item of no part.
  func presolvedFrame(ofItem index: Int) -> Rect? {
    guard let part = presolved.part(ofItem: index),
      let id = items[index].reference.documentItem
    else { return nil }
    return presolved.parts[part].frames[id]
  }

  /// Each part's root is at the size its part was solved at (within a billionth: the
  /// autoresizing arithmetic rounds), as the system's solver placed it; on an axis with a tie,
  /// at 0 and exactly that size, each a constant of the tableau (`PresolvedPart.tied`).
  func partRootsHold(_ solver: Solver) -> Bool {
    zip(presolved.parts, presolved.roots).allSatisfy { part, root in
      let first = items[root].firstVariable
      func exact(_ offset: Int, _ value: Double) -> Bool {
        let variable = variables[first + offset]
        return solver.isConstant(variable) && solver.value(of: variable) == value
      }
      let width = solver.value(of: variables[first + 2])
      let height = solver.value(of: variables[first + 3])
      return abs(width - part.size.width) <= 1e-9 * max(1, abs(part.size.width))
        && abs(height - part.size.height) <= 1e-9 * max(1, abs(part.size.height))
        && (!part.tied.x || exact(0, 0) && exact(2, part.size.width))
        && (!part.tied.y || exact(1, 0) && exact(3, part.size.height))
    }
  }

  /// Whether every entry's variables lie on one axis (x: `minX` and `width`; y: `minY`,
  /// `height` and the baselines): the system is then two that share no symbol, and the
  /// solver's steps on one axis do not depend on the other's numbers.
  var axesApart: Bool {
    let itemVariables = items.count * 4
    func axis(_ id: Int) -> Int? {
      if id < itemVariables { return id % 2 }
      guard let suffix = auxiliaryNames[id]?.suffix, suffix.hasSuffix("Baseline") else {
        return nil
      }
      return 1
    }
    // Term by term, with no array of axes per entry (a window's thousands of entries), each
    // entry read in place (a copy of each retained its expression and its source).
    for index in entries.indices where entries[index].restricted < 0 {  // a size: one variable
      var first: Int?
      for term in entries[index].expression.terms {
        guard let axis = axis(term.variable.id), first == nil || axis == first else { return false }
        first = axis
      }
    }
    return true
  }
}
