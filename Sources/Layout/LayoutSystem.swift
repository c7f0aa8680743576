import Cassowary
import DumpModel

/// The Auto Layout system of a document, before solving: every view and guide as four
/// variables in root coordinates, and every constraint — implicit ones first, then the
/// document's in pre-order (docs/layout.md, "Order") — as a linear expression.
///
/// Building it needs no solver: variables are numbered here, densely, in item order (a view,
/// its guides, its stack spacers, then its subviews' subtrees).
struct LayoutSystem: Sendable {
  private(set) var items: [Item] = []
  private(set) var variables: [Variable] = []
  /// Variables that are no item's, by item index (`LayoutSystem+Auxiliary.swift`): the offset of
  /// a baseline from the top (first, last), a margin a log does not print (left, top, right,
  /// bottom), the point an autoresizing position is measured from when the text does not give
  /// the view's superview (x, y). The first variable of each group.
  var baselineVariables: [Int: Int] = [:]  // by the item's first variable
  var marginVariables: [Int: Int] = [:]
  var freeOrigins: [Int: Int] = [:]
  private(set) var mode: Mode = .dump(leftOut: [])
  private(set) var entries: [Entry] = []
  /// The implicit constraints of the system, in the order they are made
  /// (`Entry.Origin.implicit` indexes them), with what each is translated from.
  private(set) var implicits = ImplicitList()
  /// The name suffix of each variable of no item (`.firstBaseline`, …) and its item, by id.
  var auxiliaryNames: [Int: (item: Int, suffix: String)] = [:]
  /// Constraints kept but not modelled (a first attribute `notAnAttribute`).
  private(set) var skipped: [ConstraintSource] = []
  /// The views holding constraints, in pre-order: the order their constraints are added.
  private(set) var holders: [ViewID] = []
  var spacers: [Spacer] = []
  let scope: SolveScope
  /// The views the autoresizing rule looked at and the slots of the id tables: the whole
  /// document's for a whole document, the part's for a part (`LayoutResult.documentWork`).
  private(set) var documentWork = 0
  /// The system is the whole document's (not a part's, nor a log's).
  let isWhole: Bool
  /// Item index of each view and guide by id; -1 outside the solved views, below -1 a part's
  /// member, which has no item (`PresolvedItems.slot(ofPart:)`).
  var viewItems: ItemSlots
  var guideItems: ItemSlots
  /// The items whose frames parts solved before give (`scope.presolved`).
  var presolved = PresolvedItems()
  /// Two items of the document may share an address (a tree built in code): a constraint
  /// then names the first, and the items are looked up by address.
  let repeatsAddresses: Bool
  let direction: LayoutDirection

  /// The log root's class (`_InspectLogRoot`, docs/format.md).
  static let logRootClass = "_InspectLogRoot"

  /// - Parameters:
  ///   - scope: what a solve of part of the document takes differently from it
  ///     (`SolveScope`: frames of its roots, constraints left out as if not in the document).
  /// - Throws: `LayoutError` for a constraint naming an item outside the subtrees of `roots`.
  init(
    _ document: Document, roots: [ViewID], mode: Mode = .dump(leftOut: []),
    scope: SolveScope = SolveScope()
  ) throws(LayoutError) {
    self.mode = mode
    self.scope = scope
    direction = document.metadata.direction
    // The whole document: arrays by id; part of it (a bar, a log): only the items solved.
    var whole = roots.count == document.roots.count && roots == document.roots
    if case .replay = mode { whole = false }
    isWhole = whole
    repeatsAddresses = !document.addressesAreDistinct
    let order: [(view: ViewID, superview: ViewID?)]
    var guides: Set<GuideID>?
    if case .replay(let constraints, _) = mode {
      order = Self.replayOrder(document, constraints)
      guides = Self.replayGuides(document, constraints)
      holders = []
    } else {
      order = Self.preorder(document, roots: roots)
      holders = order.filter { document.firstConstraint(heldBy: $0.view) != nil }.map(\.view)
    }
    // A part's tables with room for its views (and as many guides) at once.
    viewItems = ItemSlots(count: document.viewCount, dense: whole, capacity: order.count)
    guideItems = ItemSlots(count: document.guideCount, dense: whole, capacity: order.count)
    let listed = ListedConstraints(document, holders: holders, excluded: scope.excluded)
    // A replay adds no implicit constraint: the rule is not needed (and would walk the paste).
    // Part of a document: the rule for its views alone, and not for the views of the parts
    // taken (chosen with the rule asked of the views above them alone).
    let autoresizing: AutoresizingViews
    if case .replay = mode {
      autoresizing = AutoresizingViews()
    } else if whole, scope.excluded.isEmpty {
      autoresizing = AutoresizingViews(document)
      choosePresolvedParts(in: document, roots: roots, listed: listed) {
        autoresizing.isAutoresizing($0, in: document)
      }
    } else {
      let rule = AutoresizingViews.ScopedRule(document, views: order, excluded: scope.excluded)
      // What the rule says of the views above the parts, kept for the views' items.
      var known = IndexMap()
      choosePresolvedParts(in: document, roots: roots, listed: listed) { view in
        if !document[view].translatesAutoresizingMaskIntoConstraints { return false }
        if let isAutoLayout = known[view.index] { return isAutoLayout == 0 }
        let isAutoLayout = rule.isAutoLayout(
          view, superview: document.superview(of: view), in: document)
        known.set(view.index, isAutoLayout ? 1 : 0)
        return !isAutoLayout
      }
      autoresizing = AutoresizingViews(
        document, rule: rule, skipped: presolved.memberPart, known: known)
    }
    documentWork = autoresizing.examined + (whole ? document.viewCount + document.guideCount : 0)
    // Items and, in the same pre-order walk, the implicit constraints, each kept once, in
    // `implicits` (an entry names its own by index: it holds no copy of a constraint's strings).
    // Room for the items and a few implicit constraints a view at once: growing the arrays
    // copied all of a window's (room a window does not fill is never touched). A bar makes
    // some four and a half a view (its frames' four, its stacks' and margins'): room for four
    // grew every system's list once.
    let itemEstimate = order.count + (whole ? document.guideCount : order.count)
    items.reserveCapacity(itemEstimate)
    variables.reserveCapacity(itemEstimate * 4)
    implicits.reserveCapacity(order.count * 6)
    for (view, superview) in order {
      collect(
        view, superview: superview, in: document, listed: listed, autoresizing: autoresizing,
        guides: guides)
    }
    takePresolvedParts()
    // Parts refused: the system is built again without them (`AutoLayout.solveTakingParts`).
    if presolved.refused { return }

    // UIKit's engine keeps the width and height of every view and of every guide but a
    // margins guide non-negative (a restriction on the variables, never printed in a conflict:
    // docs/conflicts.md, "What UIKit adds"); then the implicit constraints, each kind in
    // pre-order, then the document's (docs/layout.md, "Order").
    // Room for every entry at once: growing the array copied all of a window's.
    entries.reserveCapacity(items.count * 2 + implicits.count + listedCount(in: document))
    for (index, item) in items.enumerated()
    where !item.isMarginsGuide && presolved.part(ofItem: index) == nil {
      for offset in 2...3 {
        entries.append(Entry(restricting: item.firstVariable + offset, item: index))
      }
    }
    // The implicit constraints by kind, each kind in pre-order.
    // Each read from its parts (`ImplicitList.Parts`): no copy of the constraint.
    for kind in [ImplicitConstraint.Kind.autoresizing, .intrinsicSize, .marginsGuide, .stackView] {
      for index in implicits.parts.indices where implicits.parts[index].kind == kind {
        let parts = implicits.parts[index]
        try add(
          parts.shape, first: parts.first, second: parts.second, holder: parts.holder,
          origin: .implicit(index), in: document)
      }
    }
    switch mode {
    case .dump(let leftOut):
      for holder in holders {
        var current = document.firstConstraint(heldBy: holder)
        while let id = current {
          current = document.nextConstraint(after: id)
          guard document[id].active, leftOut.isEmpty || !leftOut.contains(id),
            scope.excluded.isEmpty || !scope.excluded.contains(id)
          else { continue }
          try addDocumentConstraint(id, holder: holder, in: document)
        }
      }
    case .replay(let constraints, _):
      for id in constraints where document[id].active {
        try addDocumentConstraint(id, holder: document.holder(of: id), in: document)
      }
    }
  }

  /// The item index of a layout item, or nil outside the solved views (or a part's member).
  @inline(__always)
  func index(of item: LayoutItem) -> Int? {
    let index = slot(of: item)
    return index < 0 ? nil : index
  }

  /// The item index of a layout item, -1 outside the solved views, below -1 a part's member.
  /// Inlined: a call from a mutating method (`add`) copied the whole system to pass it.
  @inline(__always)
  func slot(of item: LayoutItem) -> Int {
    switch item {
    case .item(.view(let id)): Int(viewItems[id.index])
    case .item(.guide(let id)): Int(guideItems[id.index])
    case .spacer(let spacer): Int(spacerItems[spacer])
    }
  }

  /// Item index of each spacer.
  var spacerItems: [Int32] = []

  // MARK: Items

  /// Makes the items of a view, its guides (when `guides` is given, a replay's: those of it
  /// and the view's margins guide) and its stack spacers, and appends the view's implicit
  /// constraints to `implicits`.
  private mutating func collect(
    _ view: ViewID, superview: ViewID?, in document: Document, listed: ListedConstraints,
    autoresizing: AutoresizingViews, guides: Set<GuideID>?
  ) {
    // The view's attributes read in place, field by field (passed whole, they were copied:
    // every string and array of each view of a window); the frame the scope gives a root in
    // place of the recorded one.
    let frame = givenFrame(of: view) ?? document[view].frame
    if presolved.holdsImplicits(of: view) {
      collectMember(view, in: document, listed: listed)
      return
    }
    var marginsGuide = document.firstGuide(of: view)
    while let id = marginsGuide, document[id].identifier != UIKitIdentifier.marginsGuide {
      marginsGuide = document.nextGuide(after: id)
    }
    let parent = superview.map { Int(viewItems[$0.index]) } ?? -1
    let margins =
      document[view].margins
      ?? marginsGuide.flatMap {
        LayoutMargins.shown(frame: frame, bounds: document[view].bounds, by: document[$0].frame)
      }
    var isNew = false
    if repeatsAddresses, let first = document.item(at: document[view].address),
      first != .view(view),
      let existing = index(of: .item(first))
    {
      // A tree built in code may repeat an address: its constraints name the first item.
      viewItems[view.index] = Int32(existing)
    } else {
      isNew = true
      var item = newItem(.item(.view(view)), parent: parent)
      item.recorded = frame
      item.boundsOrigin = (document[view].bounds?.x ?? 0, document[view].bounds?.y ?? 0)
      item.margins = margins ?? .uikitDefault
      item.hasRecordedMargins = margins != nil
      item.isLogRoot = document[view].className == Self.logRootClass
      viewItems[view.index] = Int32(items.count)
      items.append(item)
    }
    let viewIndex = Int(viewItems[view.index])
    collectGuides(
      of: view, at: viewIndex, guides: guides, marginsGuide: marginsGuide, in: document)
    if let marginsGuide, isNew {
      items[viewIndex].marginsGuide = Int(guideItems[marginsGuide.index])
    }
    // A replay has no implicit constraint, and so no stack spacer (docs/conflicts.md).
    guard case .dump = mode else { return }
    let plan = StackPlan(view, in: document, listed: listed)
    let firstSpacer = spacers.count
    for spacer in plan?.spacers ?? [] {
      let reference = LayoutItem.spacer(spacers.count)
      spacers.append(spacer)
      spacerItems.append(Int32(items.count))
      var item = newItem(reference, parent: viewIndex)
      item.isGuide = true
      items.append(item)
    }
    if presolved.holdsImplicits(of: view) { return }  // a part's view: its solve held them

    let superSize = superview.flatMap {
      document[$0].bounds ?? givenFrame(of: $0) ?? document[$0].frame
    }.map {
      Size(width: $0.width, height: $0.height)
    }
    let isAutoresizing = autoresizing.isAutoresizing(view, in: document)
    // Each made into `implicits` (no array of them made and copied).
    implicits.start(.autoresizing, view: view, holder: superview)
    ImplicitConstraints.autoresizing(
      for: view, frame: frame, mask: document[view].autoresizingMask,
      isAutoresizing: isAutoresizing, superview: superview, superSize: superSize,
      listed: listed, into: &implicits)
    // Text prints no intrinsic size: a view laid out by Auto Layout only by the rule of
    // `AutoresizingViews` wants its recorded size (docs/layout.md, "Intrinsic size").
    let inferred =
      autoresizing.isInferredAutoLayout(view, in: document)
      ? frame.map { Size(width: $0.width, height: $0.height) } : nil
    if let size = document[view].intrinsicSize ?? inferred, !isAutoresizing {
      implicits.start(.intrinsicSize, view: view, holder: view)
      ImplicitConstraints.intrinsicSize(
        for: view, hugging: document[view].hugging,
        resistance: document[view].compressionResistance, size: size, listed: listed,
        into: &implicits)
    }
    if let marginsGuide {
      implicits.start(.marginsGuide, view: view, holder: view)
      ImplicitConstraints.marginsGuide(
        view: view, guide: marginsGuide, margins: margins ?? .uikitDefault, listed: listed,
        into: &implicits)
    }
    if let plan {
      implicits.start(.stackView, view: view, holder: view)
      plan.constraints(
        in: document, marginsGuide: marginsGuide, firstSpacer: firstSpacer, into: &implicits)
    }
  }

  /// Makes the items of a view's guides (when `guides` is given, those of it and
  /// `marginsGuide`), the view's item at `viewIndex`.
  private mutating func collectGuides(
    of view: ViewID, at viewIndex: Int, guides: Set<GuideID>?, marginsGuide: GuideID?,
    in document: Document
  ) {
    var guide = document.firstGuide(of: view)
    while let id = guide {
      guide = document.nextGuide(after: id)
      if let guides, !guides.contains(id), id != marginsGuide { continue }
      // Read in place: a copy of the guide copied its strings.
      if repeatsAddresses, let first = document.item(at: document[id].address),
        first != .guide(id), let existing = index(of: .item(first))
      {
        guideItems[id.index] = Int32(existing)
        continue
      }
      var item = newItem(.item(.guide(id)), parent: viewIndex)
      item.isGuide = true
      item.recorded = document[id].frame
      item.isExpectedAmbiguity = Self.isExpectedAmbiguity(id, in: document)
      item.isMarginsGuide = document[id].identifier == UIKitIdentifier.marginsGuide
      guideItems[id.index] = Int32(items.count)
      items.append(item)
    }
  }

  /// Variables of no item, named after the item's (`0x…​.firstBaseline`) on demand
  /// (`variableName`): the first one's id.
  mutating func addAuxiliary(item: Int, names: [String]) -> Int {
    let first = variables.count
    for name in names {
      auxiliaryNames[variables.count] = (item, name)
      variables.append(Variable(id: variables.count))
    }
    return first
  }

  /// A restriction `expression ≥ 0` of the engine, never printed in a conflict.
  mutating func appendRestriction(_ expression: Expression, item: Int) {
    entries.append(
      Entry(
        origin: .restriction, expression: expression, relation: .greaterThanOrEqual,
        priority: 1000, item: item))
  }

  /// An item and its four variables, unnamed: a name is made when asked for
  /// (`variableName`), not for every item of every solve.
  private mutating func newItem(_ reference: LayoutItem, parent: Int) -> Item {
    let first = variables.count
    for _ in 0..<4 { variables.append(Variable(id: variables.count)) }
    return Item(reference: reference, isGuide: false, parent: parent, firstVariable: first)
  }

  // MARK: Adding constraints

  /// Translates a constraint of this shape whose items are `first` and `second` and appends
  /// it; one whose first attribute is `notAnAttribute` is kept aside as skipped.
  mutating func add(
    _ shape: ConstraintShape, first: LayoutItem, second: LayoutItem?, holder: ViewID?,
    origin: Entry.Origin, in document: Document
  ) throws(LayoutError) {
    if shape.isContentSizePair {
      // A logged `NSContentSizeLayoutConstraint` (`X.width == 42 Hug:250
      // CompressionResistance:750`) is one printed line for two optional constraints; added
      // as a required equality it would conflict with everything that sizes the view.
      for half in shape.contentSizeHalves {
        try add(half, first: first, second: second, holder: holder, origin: origin, in: document)
      }
      return
    }
    let taking = !presolved.isEmpty
    if taking, presolved.refused { return }
    let firstIndex = try resolve(first, of: origin, in: document, taking: taking)
    var secondIndex: Int? = nil
    if let second, shape.secondAttribute != .notAnAttribute {
      secondIndex = try resolve(second, of: origin, in: document, taking: taking)
    }
    // Parts refused by this one: the system is built again without them.
    if taking, leavesToPart(firstIndex, secondIndex, holder: holder) || presolved.refused {
      return
    }
    let equation = Equation(
      first: firstIndex, firstAttribute: shape.firstAttribute, second: secondIndex,
      secondAttribute: shape.secondAttribute, relation: shape.relation,
      multiplier: shape.multiplier, constant: shape.constant)
    // No closure of `self` for the holder's index: it copied the system.
    var holderIndex: Int? = nil
    if let holder { holderIndex = index(of: .item(.view(holder))) }
    let position = positionOrigin(
      isAutoresizingMask: shape.isAutoresizingMask, first: firstIndex, holder: holderIndex,
      origin: origin)
    prepareAuxiliaryVariables(for: equation)
    guard let (expression, relation) = translate(equation, origin: position) else {
      skipped.append(source(of: origin)!)
      return
    }
    let priority = min(max(shape.priority, 1), 1000)
    entries.append(
      Entry(
        origin: origin, expression: expression, relation: relation, priority: priority))
  }
}
