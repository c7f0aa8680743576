/// The edits of a document (docs/model.md, "Edits"). Each keeps every index current: the
/// address index, the tree links, each view's guides and held constraints, the constraints
/// touching each item, document order. Ids never change; a removed constraint's id is retired.
extension Document {
  // MARK: Views and guides

  /// Adds a view with no guides, subviews or constraints, as a subview of `superview` at
  /// `position` among its subviews (back to front; nil or past the end: in front of all), or
  /// as a root at `position` among the roots when `superview` is nil.
  /// - Throws: `DocumentError.duplicateAddress` when an item has the address already.
  @discardableResult
  public mutating func addView(
    _ attributes: ViewAttributes, under superview: ViewID?, at position: Int? = nil
  ) throws(DocumentError) -> ViewID {
    edited()
    try checkNewAddress(attributes.address, at: attributes.location)
    let index = Int32(views.count)
    views.append(ViewNode())
    viewAttributes.append(attributes)
    _ = self.index(.view(ViewID(Int(index))))
    linkChild(index, under: superview.map { Int32($0.index) } ?? noNode, at: position)
    assignOrder(toNewView: index)
    return ViewID(Int(index))
  }

  /// Adds a layout guide to `owner`, at `position` among its guides (nil: last).
  /// - Throws: `DocumentError.duplicateAddress` when an item has the address already.
  @discardableResult
  public mutating func addGuide(_ guide: LayoutGuide, to owner: ViewID, at position: Int? = nil)
    throws(DocumentError) -> GuideID
  {
    edited()
    try checkNewAddress(guide.address, at: guide.location)
    let index = Int32(guides.count)
    guides.append(GuideNode(owner: Int32(owner.index)))
    guideValues.append(guide)
    _ = self.index(.guide(GuideID(Int(index))))
    linkGuide(index, at: position)
    return GuideID(Int(index))
  }

  /// Changes a view's attributes; a new address is indexed.
  /// - Throws: `DocumentError.duplicateAddress` (and changes nothing) when the new address is
  ///   another item's.
  public mutating func updateView(_ view: ViewID, _ body: (inout ViewAttributes) -> Void)
    throws(DocumentError)
  {
    edited()
    var attributes = viewAttributes[view.index]
    body(&attributes)
    let old = viewAttributes[view.index].address
    try checkReaddress(.view(view), from: old, to: attributes)
    viewAttributes[view.index] = attributes
    reindex(.view(view), from: old)
  }

  /// Changes a guide; a new address is indexed.
  /// - Throws: `DocumentError.duplicateAddress` (and changes nothing) when the new address is
  ///   another item's.
  public mutating func updateGuide(_ guide: GuideID, _ body: (inout LayoutGuide) -> Void)
    throws(DocumentError)
  {
    edited()
    var value = guideValues[guide.index]
    body(&value)
    let old = guideValues[guide.index].address
    try checkReaddress(.guide(guide), from: old, to: value)
    guideValues[guide.index] = value
    reindex(.guide(guide), from: old)
  }

  /// Sets the frame of a view, or the layout frame of a guide (nil: unknown).
  public mutating func setFrame(_ frame: Rect?, of item: ItemID) {
    edited()
    switch item {
    case .view(let id): viewAttributes[id.index].frame = frame
    case .guide(let id): guideValues[id.index].frame = frame
    }
  }

  // MARK: Constraints

  /// Adds a constraint to `holder`'s list at `position` (nil or past the end: last). Its
  /// items must be in the document.
  @discardableResult
  public mutating func addConstraint(
    _ constraint: DocumentConstraint, to holder: ViewID, at position: Int? = nil
  ) -> ConstraintID {
    edited()
    precondition(contains(constraint.first), "addConstraint: no item \(constraint.first)")
    precondition(constraint.second.map(contains) ?? true, "addConstraint: no second item")
    let index = Int32(constraints.count)
    constraints.append(ConstraintNode(holder: Int32(holder.index)))
    constraintValues.append(constraint)
    linkHeld(index, at: position)
    assignOrder(toNewConstraint: index)
    linkTouches(of: index)
    liveConstraints += 1
    return ConstraintID(Int(index))
  }

  /// Removes a held constraint and returns it. Its id is retired: it still reads the
  /// constraint (`document[id]`) but is held by no view and touches no item.
  @discardableResult
  public mutating func removeConstraint(_ constraint: ConstraintID) -> DocumentConstraint {
    edited()
    let index = Int32(constraint.index)
    precondition(constraints[Int(index)].holder != noNode, "removeConstraint: already removed")
    unlinkTouches(of: index)
    unlinkHeld(index)
    constraints[Int(index)].holder = noNode
    liveConstraints -= 1
    return constraintValues[Int(index)]
  }

  /// Puts `replacement` in a held constraint's place: same id, same holder and position.
  public mutating func replaceConstraint(
    _ constraint: ConstraintID, with replacement: DocumentConstraint
  ) {
    edited()
    let index = Int32(constraint.index)
    precondition(constraints[Int(index)].holder != noNode, "replaceConstraint: removed")
    precondition(contains(replacement.first), "replaceConstraint: no item")
    precondition(replacement.second.map(contains) ?? true, "replaceConstraint: no second item")
    let relink =
      touchedItems(ofConstraintAt: index) != touchedItems(replacement.first, replacement.second)
    if relink { unlinkTouches(of: index) }
    constraintValues[Int(index)] = replacement
    if relink { linkTouches(of: index) }
  }

  /// Changes a held constraint in place (`replaceConstraint`).
  public mutating func updateConstraint(
    _ constraint: ConstraintID, _ body: (inout DocumentConstraint) -> Void
  ) {
    edited()
    var value = constraintValues[constraint.index]
    body(&value)
    replaceConstraint(constraint, with: value)
  }

  /// Marks a constraint as added by `inspect` (`origin="patch:pin"`), or clears the mark.
  public mutating func markOrigin(_ constraint: ConstraintID, _ origin: String?) {
    edited()
    constraintValues[constraint.index].origin = origin
  }

  // MARK: Links

  private func checkNewAddress(_ address: String, at location: SourceLocation?)
    throws(DocumentError)
  {
    if let existing = indexedItem(address) {
      throw DocumentError(
        .duplicateAddress(address, firstSeen: self.location(of: existing)), at: location)
    }
  }

  /// A new address must be no other item's.
  private func checkReaddress(_ item: ItemID, from old: String, to new: some Addressed)
    throws(DocumentError)
  {
    guard new.address != old else { return }
    try checkNewAddress(new.address, at: new.location)
  }

  /// Indexes an item under its (changed) address instead of `old`.
  private mutating func reindex(_ item: ItemID, from old: String) {
    guard address(of: item) != old else { return }
    unindex(item, address: old)
    _ = index(item)
  }

  /// Links view `view` into `parent`'s subviews (or the roots, for `noNode`) at `position`.
  mutating func linkChild(_ view: Int32, under parent: Int32, at position: Int?) {
    views[Int(view)].parent = parent
    var ends = parent == noNode ? rootList : views[Int(parent)].children
    views.link(view, into: &ends, at: position)
    if parent == noNode { rootList = ends } else { views[Int(parent)].children = ends }
  }

  /// Links guide `guide` into its owner's guides at `position`.
  mutating func linkGuide(_ guide: Int32, at position: Int?) {
    let owner = Int(guides[Int(guide)].owner)
    var ends = views[owner].guides
    guides.link(guide, into: &ends, at: position)
    views[owner].guides = ends
  }

  /// Links constraint `constraint` into its holder's list at `position`.
  mutating func linkHeld(_ constraint: Int32, at position: Int?) {
    let holder = Int(constraints[Int(constraint)].holder)
    var ends = views[holder].held
    constraints.link(constraint, into: &ends, at: position)
    views[holder].held = ends
  }

  private mutating func unlinkHeld(_ constraint: Int32) {
    let holder = Int(constraints[Int(constraint)].holder)
    var ends = views[holder].held
    constraints.unlink(constraint, from: &ends)
    views[holder].held = ends
  }
}

/// A view's attributes or a guide: what has an address and a location.
protocol Addressed {
  var address: String { get }
  var location: SourceLocation? { get }
}

extension ViewAttributes: Addressed {}
extension LayoutGuide: Addressed {}
