import DumpModel

/// Adds the model's constraints, guides and attributes to a document: each constraint marked
/// `origin="model"` with a `model:N` address, never one the dump already holds (the same
/// items, attributes, relation and multiplier, written either way round: the dump's constant
/// and priority win), never one an earlier patch removed (its `<patch>` record), never one the
/// capture contradicts (`Contradictions`).
struct ModelWriter {
  static let origin = "model"

  var document: Document
  /// The constraints added, in order.
  private(set) var added: [ConstraintID] = []
  /// Constraints `<patch>` records say were removed, and those the capture contradicts: not
  /// rebuilt.
  private let removed: [DocumentConstraint]
  private var nextNumber: Int

  /// `nextNumber`: the number of the first `model:N` constraint added, when the caller knows
  /// it (`nextNumber(in:)` of the document); nil finds it.
  init(
    _ document: Document, excluding excluded: [DocumentConstraint] = [], nextNumber: Int? = nil
  ) {
    self.document = document
    self.nextNumber = nextNumber ?? Self.nextNumber(in: document)
    removed = Self.removedByPatches(document) + excluded
  }

  /// One past the highest `model:N` of the document's constraints.
  static func nextNumber(in document: Document) -> Int {
    var highest = 0
    for id in document.constraintsInDocumentOrder {
      // The first byte rules out a UIKit address (`0x…`) before the prefix is compared.
      if let address = document[id].address, address.utf8.first == UInt8(ascii: "m"),
        address.hasPrefix(Synthetic.constraintPrefix),
        let number = Int(address.dropFirst(Synthetic.constraintPrefix.count))
      {
        highest = max(highest, number)
      }
    }
    return highest + 1
  }

  /// Constrains `first.a1 REL second.a2 + constant @priority`, held by `holder`: the dump's
  /// own constraint with that meaning when it holds one, else a new one. Nil when an earlier
  /// patch removed it.
  @discardableResult
  mutating func constrain(
    _ first: ItemID, _ firstAttribute: LayoutAttribute, _ relation: LayoutRelation = .equal,
    _ second: ItemID? = nil, _ secondAttribute: LayoutAttribute = .notAnAttribute,
    constant: Double = 0, priority: Double = 1000, identifier: String? = nil, holder: ViewID
  ) -> ConstraintID? {
    // Compared by meaning (`Meaning`): no constraint is copied for each one compared, and the
    // one wanted is made only to be written (a window's dump holds most of them already).
    // Its meaning is that of a new constraint: active, multiplier 1.
    let secondAttribute = second == nil ? LayoutAttribute.notAnAttribute : secondAttribute
    let meaning = Meaning(
      active: true, first: first, firstAttribute: firstAttribute, relation: relation,
      second: second, secondAttribute: secondAttribute, multiplier: 1)
    // Looked for along the first item's list of constraints, not an array of it.
    if let held = document.firstConstraint(
      touching: first, where: { Self.sameMeaning(Meaning($0, $1), meaning) })
    {
      return held
    }
    if removed.contains(where: { Self.sameMeaning(Meaning($0), meaning) }) { return nil }
    var constraint = DocumentConstraint(
      first: first, firstAttribute, relation, second: second, secondAttribute,
      constant: constant, priority: priority, identifier: identifier)
    // Joined, not interpolated: the same string, without an interpolation's buffer for each
    // constraint of every bar.
    constraint.address = Synthetic.constraintPrefix + String(nextNumber)
    nextNumber += 1
    constraint.origin = Self.origin
    let id = document.addConstraint(constraint, to: holder)
    added.append(id)
    return id
  }

  /// The guide of `owner` with this identifier: the dump's own, else a new one.
  mutating func guide(_ identifier: String, of owner: ViewID) -> GuideID {
    if let existing = document.guides(of: owner).first(where: {
      document[$0].identifier == identifier
    }) {
      return existing
    }
    var number = document.guideCount + 1
    while document.item(at: "\(Synthetic.itemPrefix)guide-\(number)") != nil { number += 1 }
    let address = "\(Synthetic.itemPrefix)guide-\(number)"
    // The address is free (checked above): adding cannot fail.
    return try! document.addGuide(LayoutGuide(address: address, identifier: identifier), to: owner)
  }

  /// Marks a view as laid out by Auto Layout and applies `body` to its attributes.
  mutating func solve(_ view: ViewID, _ body: (inout ViewAttributes) -> Void = { _ in }) {
    // Only attributes change, never the address: the update cannot fail.
    try? document.updateView(view) { attributes in
      attributes.translatesAutoresizingMaskIntoConstraints = false
      body(&attributes)
    }
  }

  /// Gives a view its recorded size as its intrinsic content size, unless the dump has one.
  mutating func intrinsicSizeFromFrame(_ view: ViewID, orElse fallback: Rect? = nil) {
    guard document[view].intrinsicSize == nil, let frame = document[view].frame ?? fallback
    else { return }
    solve(view) { $0.intrinsicSize = Size(width: frame.width, height: frame.height) }
  }

  // MARK: Meaning

  /// What `sameMeaning` compares of a constraint: its fields read one by one, not the whole
  /// constraint copied (its strings and arrays) for each one compared. A constraint passed
  /// straight to a comparison of two `DocumentConstraint`s was copied there, whether from the
  /// document or captured (callgrind: `ChainRebuild.build` 38.3M against 21.8M instructions at
  /// 200 bars); read into this, it is not.
  struct Meaning {
    let active: Bool
    let first: ItemID
    let firstAttribute: LayoutAttribute
    let relation: LayoutRelation
    let second: ItemID?
    let secondAttribute: LayoutAttribute
    let multiplier: Double
  }

  /// The same constraint, up to its constant and priority: the same items and attributes in
  /// the same relation, written either way round (`a == b` is `b == a`, `a >= b` is `b <= a`).
  static func sameMeaning(_ a: Meaning, _ b: Meaning) -> Bool {
    guard a.active, b.active else { return false }
    let aSecond = a.secondAttribute == .notAnAttribute ? nil : a.second
    let bSecond = b.secondAttribute == .notAnAttribute ? nil : b.second
    if a.first == b.first, a.firstAttribute == b.firstAttribute, aSecond == bSecond,
      aSecond == nil || a.secondAttribute == b.secondAttribute, a.relation == b.relation,
      abs(a.multiplier - b.multiplier) < 1e-9
    {
      return true
    }
    guard let aSecond, let bSecond, a.multiplier != 0 else { return false }
    return a.first == bSecond && a.firstAttribute == b.secondAttribute && aSecond == b.first
      && a.secondAttribute == b.firstAttribute && a.relation == flipped(b.relation)
      && abs(a.multiplier - 1 / b.multiplier) < 1e-9
  }

  static func flipped(_ relation: LayoutRelation) -> LayoutRelation {
    switch relation {
    case .equal: return .equal
    case .lessThanOrEqual: return .greaterThanOrEqual
    case .greaterThanOrEqual: return .lessThanOrEqual
    }
  }

  /// The constraints the dump's `<patch>` records list as removed, read back from their
  /// notation; those naming an item the dump does not hold are left out.
  static func removedByPatches(_ document: Document) -> [DocumentConstraint] {
    var result: [DocumentConstraint] = []
    let location = SourceLocation(file: "", line: 1, column: 1)
    for record in document.metadata.patches {
      for change in record.changes {
        guard case .removed(let notation, _) = change,
          let parsed = try? ParsedConstraint(parsing: Substring(notation), at: location),
          let constraint = try? parsed.constraint.mapItems({ address throws(LookupFailure) in
            guard let item = document.item(at: address) else { throw LookupFailure() }
            return item
          })
        else { continue }
        result.append(constraint)
      }
    }
    return result
  }

  private struct LookupFailure: Error {}
}

/// Addresses the model makes: `model:N` for constraints (as patches make `patch:pin:N`),
/// `model-guide-N` for guides and `model-content-view-<stack>` for a content view made around
/// a stack. Items take no colon: UIKit's notation reads an item's address after the last one.
public enum Synthetic {
  public static let constraintPrefix = "model:"
  public static let itemPrefix = "model-"

  /// An address the model made.
  public static func isModel(_ address: String) -> Bool {
    // Both prefixes start with "m", which no UIKit address (`0x…`) does: its first byte tells
    // for almost every item of a window (the anatomy and the comparison ask of each).
    address.utf8.first == UInt8(ascii: "m")
      && (address.hasPrefix(itemPrefix) || address.hasPrefix(constraintPrefix))
  }
}

extension ModelWriter.Meaning {
  // In an extension: the fields' own initializer (`init(active:first:…)`, the meaning of a
  // constraint not yet made) is the one Swift writes.

  init(_ constraint: borrowing DocumentConstraint) {
    self.init(
      active: constraint.active, first: constraint.first,
      firstAttribute: constraint.firstAttribute, relation: constraint.relation,
      second: constraint.second, secondAttribute: constraint.secondAttribute,
      multiplier: constraint.multiplier)
  }

  init(_ document: borrowing Document, _ id: ConstraintID) { self.init(document[id]) }
}
