import DumpModel
import Layout

/// The document a patch edits, and the record of every edit: the constraints removed and
/// added (`Change`s, in order), the constraints this run added or rewrote, and each edited
/// view's attributes as they were. Every edit goes through the document's methods, so its
/// indexes stay current and constraint ids stay valid (docs/model.md, "Edits").
struct DocumentEdits {
  private(set) var document: Document
  /// `patch:<name>`: the origin of what this run adds, and the prefix of its addresses.
  let origin: String
  private(set) var changes: [Change] = []
  /// The constraints this run added or rewrote.
  private(set) var touched: Set<ConstraintID> = []
  /// Each edited view's attributes before its first edit.
  private var originals: [ViewID: ViewAttributes] = [:]
  /// The next `n` of `patch:<name>:<n>`, past any address of an earlier run.
  private var nextNumber: Int

  /// Takes the document over: when the caller keeps no copy, the edits change it in place
  /// (a copy alive would make the first edit copy its storage).
  init(_ document: consuming Document, origin: String) {
    self.origin = origin
    let prefix = origin + ":"
    var highest = 0
    // Every held constraint, in no particular order: only the highest number matters. Its
    // first byte asked first: a window's constraints are mostly UIKit's, `0x…`.
    let first = prefix.utf8.first
    for index in 0..<document.constraintCapacity {
      let id = ConstraintID(rawValue: Int32(index))
      if !document.isRemoved(id), let address = document[id].address,
        address.utf8.first == first, address.hasPrefix(prefix),
        let number = Int(address.dropFirst(prefix.count))
      {
        highest = max(highest, number)
      }
    }
    nextNumber = highest + 1
    self.document = document
  }

  // MARK: Finding

  /// The held constraints touching `item` that match, in document order.
  func constraints(
    touching item: ItemID, where predicate: (DocumentConstraint) -> Bool = { _ in true }
  ) -> [ConstraintID] {
    document.constraints(touching: item).filter { predicate(document[$0]) }
  }

  // MARK: Constraints

  /// Removes a held constraint and records it.
  mutating func remove(_ id: ConstraintID, reason: String? = nil) {
    guard let holder = document.holder(of: id) else { return }
    let notation = document[id].notation(in: document)
    let constraint = document.removeConstraint(id)
    changes.append(
      Change(
        kind: .removed, id: id, constraint: constraint, holder: holder, notation: notation,
        reason: reason))
  }

  /// Adds a constraint to `holder` with the next `patch:<name>:<n>` address and this run's
  /// origin, and records it.
  @discardableResult
  mutating func add(_ constraint: DocumentConstraint, to holder: ViewID, reason: String? = nil)
    -> ConstraintID
  {
    var constraint = constraint
    constraint.address = nextAddress()
    let id = document.addConstraint(constraint, to: holder)
    document.markOrigin(id, origin)
    changes.append(
      Change(
        kind: .added, id: id, constraint: document[id], holder: holder,
        notation: document[id].notation(in: document), reason: reason))
    touched.insert(id)
    return id
  }

  /// Adds a constraint unless the dump already holds the same one (either way round).
  mutating func addUnlessHeld(_ constraint: DocumentConstraint, to holder: ViewID) {
    let held = constraints(touching: constraint.first) {
      $0.active && $0.isEquivalent(to: constraint)
    }
    if held.isEmpty { add(constraint, to: holder) }
  }

  /// Changes a constraint's constant in place: recorded as its removal and its addition
  /// (it keeps its id and address, or gets a `patch:<name>:<n>` address, and this run's
  /// origin).
  mutating func setConstant(_ id: ConstraintID, to constant: Double, reason: String? = nil) {
    guard let holder = document.holder(of: id), document[id].constant != constant else {
      return
    }
    let old = document[id]
    let oldNotation = old.notation(in: document)
    let address = old.address ?? nextAddress()
    document.updateConstraint(id) {
      $0.constant = constant
      $0.address = address
    }
    document.markOrigin(id, origin)
    changes.append(
      Change(
        kind: .removed, id: id, constraint: old, holder: holder, notation: oldNotation,
        reason: reason))
    changes.append(
      Change(
        kind: .added, id: id, constraint: document[id], holder: holder,
        notation: document[id].notation(in: document), reason: reason))
    touched.insert(id)
  }

  private mutating func nextAddress() -> String {
    defer { nextNumber += 1 }
    return "\(origin):\(nextNumber)"
  }

  // MARK: Views

  /// Changes a view's attributes (margins, a stack's spacing, the frame of a frame-based
  /// view), keeping what they were before the first change. A change of address is refused
  /// (no patch makes one).
  mutating func updateView(_ view: ViewID, _ body: (inout ViewAttributes) -> Void) {
    if originals[view] == nil { originals[view] = document[view] }
    let address = document[view].address
    try? document.updateView(view) {
      body(&$0)
      $0.address = address
    }
  }

  /// The attributes each edited view had before and has now, views in document order.
  var editedViews: [(view: ViewID, before: ViewAttributes, after: ViewAttributes)] {
    originals.keys.sorted { document.precedes($0, $1) }.map { ($0, originals[$0]!, document[$0]) }
  }

  // MARK: Finishing

  /// Writes a layout's frames back (`Document.applyFrames`).
  mutating func applyFrames(_ result: LayoutResult) { document.applyFrames(result) }

  /// Appends the patch's record.
  mutating func appendRecord(_ record: PatchRecord) { document.metadata.patches.append(record) }
}
