/// Builds a `Document` from a stream of events, as a SAX reader meets them (docs/model.md,
/// "Building"): open a view, add its guides and constraints and unknown elements, open its
/// subviews, close it. A constraint may name an address that comes later; references are
/// resolved when the builder finishes, and the first one that names no item is an error at
/// the constraint's location. Document order and the touch lists are made once, at the end.
///
///     var builder = DocumentBuilder(metadata: metadata)
///     let bar = try builder.openView(barAttributes)
///     try builder.addGuide(guide)
///     try builder.addConstraint(constraint)   // items by address
///     try builder.closeView()
///     let document = try builder.finish()
public struct DocumentBuilder: Sendable {
  private var document: Document
  private var open: [Int32] = []
  /// References not resolved when their constraint was added: constraint index, slot (0
  /// first, 1 second), address.
  private var pending: [(constraint: Int32, slot: Int, address: String)] = []
  /// Refuse a second item with an address already used (what a reader wants), or keep the
  /// first in the index and go on (what converting any tree built in code needs).
  public var refusesDuplicateAddresses = true

  /// - Parameter expectedViews: how many views to reserve room for (a reader can guess from
  ///   the input's size); guides and constraints are reserved in proportion.
  public init(metadata: DumpMetadata = DumpMetadata(), expectedViews: Int = 0) {
    document = Document(metadata: metadata)
    if expectedViews > 0 {
      // Generous on purpose: array room reserved and never used costs address space, not
      // memory (a page is only mapped when first written), while an array that outgrows its
      // room is copied whole into one twice as large. A window of bars holds about 2.4
      // constraints and a third of a guide a view (Benchmarks/windowbench): with room for
      // one constraint a view, the last constraints of a 1,600-bar window copied all the
      // others, 25 MB of the 140 MB of pages `layout` touched. The address index is filled
      // as it is made, so it is not reserved beyond the views and a few guides.
      document.views.reserveCapacity(expectedViews)
      document.viewAttributes.reserveCapacity(expectedViews)
      document.guides.reserveCapacity(expectedViews / 2)
      document.guideValues.reserveCapacity(expectedViews / 2)
      document.constraints.reserveCapacity(expectedViews * 3)
      document.constraintValues.reserveCapacity(expectedViews * 3)
      document.addresses.reserve(expectedViews + expectedViews / 8)
    }
  }

  /// The dump's metadata, to fill in as the reader meets it.
  public var metadata: DumpMetadata {
    get { document.metadata }
    set { document.metadata = newValue }
  }

  /// The view opened last and not closed yet.
  public var openView: ViewID? { open.last.map { ViewID(Int($0)) } }

  /// How deep the open view is (0: no view open, 1: a root).
  public var depth: Int { open.count }

  /// Opens a view: the open view's next subview, or the next root when none is open.
  /// - Throws: `DocumentError.duplicateAddress` when refusing duplicates.
  @discardableResult
  public mutating func openView(_ attributes: consuming ViewAttributes) throws(DocumentError)
    -> ViewID
  {
    let index = Int32(document.views.count)
    document.views.append(ViewNode())
    document.viewAttributes.append(attributes)
    if let existing = document.index(.view(ViewID(Int(index)))), refusesDuplicateAddresses {
      document.views.removeLast()
      let refused = document.viewAttributes.removeLast()
      throw duplicate(refused.address, existing, at: refused.location)
    }
    document.linkChild(index, under: open.last ?? noNode, at: nil)
    open.append(index)
    return ViewID(Int(index))
  }

  /// Closes the open view.
  public mutating func closeView() throws(DocumentError) {
    guard open.popLast() != nil else {
      throw DocumentError(.noOpenView("a view closed"), at: nil)
    }
  }

  /// Adds a guide to the open view, after its other guides.
  @discardableResult
  public mutating func addGuide(_ guide: consuming LayoutGuide) throws(DocumentError) -> GuideID {
    guard let owner = open.last else {
      throw DocumentError(.noOpenView("a guide"), at: guide.location)
    }
    let index = Int32(document.guides.count)
    document.guides.append(GuideNode(owner: owner))
    document.guideValues.append(guide)
    if let existing = document.index(.guide(GuideID(Int(index)))), refusesDuplicateAddresses {
      document.guides.removeLast()
      let refused = document.guideValues.removeLast()
      throw duplicate(refused.address, existing, at: refused.location)
    }
    document.linkGuide(index, at: nil)
    return GuideID(Int(index))
  }

  /// Adds a constraint held by the open view, after its other constraints. Its items are
  /// addresses, resolved now if they are known and else when the builder finishes.
  @discardableResult
  public mutating func addConstraint(_ constraint: LayoutConstraint) throws(DocumentError)
    -> ConstraintID
  {
    guard let holder = open.last else {
      throw DocumentError(.noOpenView("a constraint"), at: constraint.location)
    }
    let index = Int32(document.constraints.count)
    let unresolved = ItemID.view(ViewID(rawValue: -1))
    let first = document.indexedItem(constraint.first)
    if first == nil { pending.append((index, 0, constraint.first)) }
    var second: ItemID?
    if let address = constraint.second {
      second = document.indexedItem(address)
      if second == nil {
        pending.append((index, 1, address))
        second = unresolved
      }
    }
    document.constraints.append(ConstraintNode(holder: holder))
    document.constraintValues.append(constraint.withItems(first ?? unresolved, second))
    document.linkHeld(index, at: nil)
    let previous = document.constraints[Int(index)].link.previous
    document.constraints[Int(index)].order =
      (previous == noNode ? 0 : document.constraints[Int(previous)].order) + orderGap
    document.liveConstraints += 1
    return ConstraintID(Int(index))
  }

  /// Adds an element this version does not know to the open view's.
  public mutating func addUnknownElement(_ element: UnknownElement) throws(DocumentError) {
    guard let view = open.last else {
      document.metadata.unknownElements.append(element)
      return
    }
    document.viewAttributes[Int(view)].unknownElements.append(element)
  }

  /// The document, once every reference is resolved and the indexes are made. Views still
  /// open are closed.
  /// - Throws: `DocumentError.unknownReference` for the first constraint, in the order they
  ///   were added, naming an address that is no item of the document.
  public mutating func finish() throws(DocumentError) -> Document {
    open.removeAll()
    for (constraint, slot, address) in pending {
      guard let item = document.indexedItem(address) else {
        throw DocumentError(
          .unknownReference(address: address, attribute: slot == 0 ? "first" : "second"),
          at: document.constraintValues[Int(constraint)].location)
      }
      if slot == 0 {
        document.constraintValues[Int(constraint)].first = item
      } else {
        document.constraintValues[Int(constraint)].second = item
      }
    }
    pending.removeAll()
    document.renumberViews()
    var built = Document()
    swap(&built, &document)
    // The touch lists in document order: constraints appended holder by holder, in pre-order.
    var view = built.firstView
    while let current = view {
      var constraint = built.views[current.index].held.first
      while constraint != noNode {
        built.linkTouches(of: constraint, sorted: true)
        constraint = built.constraints[Int(constraint)].link.next
      }
      view = built.viewAfter(current)
    }
    return built
  }

  private func duplicate(_ address: String, _ existing: ItemID, at location: SourceLocation?)
    -> DocumentError
  {
    DocumentError(
      .duplicateAddress(address, firstSeen: document.location(of: existing)), at: location)
  }
}
