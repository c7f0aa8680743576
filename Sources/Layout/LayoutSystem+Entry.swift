import Cassowary
import DumpModel

// An entry of the system, what it stands for, and what the system reads of a constraint to
// translate it: no entry holds a copy of a constraint (its strings), and no variable a name,
// so that building and solving a window's system copies and counts no string per constraint.
extension LayoutSystem {
  /// One constraint of the system.
  struct Entry: Sendable {
    /// What an entry stands for: a restriction of the engine rather than a constraint
    /// (sizes are never negative: UIKit never prints these, so conflicts leave them out), a
    /// constraint of the document, or the implicit constraint at this index of `implicits`.
    enum Origin: Sendable, Hashable {
      case restriction
      case document(ConstraintID)
      case implicit(Int)
    }

    var origin: Origin
    private var stored: Expression
    var relation: Relation
    var priority: Double
    /// The item of a restriction.
    var item: Int = -1
    /// The variable a size restriction keeps non-negative (`variable ≥ 0`); -1 for any other
    /// entry. Its expression is made when asked: a solve adds the restrictions only when a
    /// required constraint conflicts (`LayoutEngine.run`), and making an array for each size
    /// of every solve was an allocation, and a release, for each.
    private(set) var restricted = -1
    var isRestriction: Bool { origin == .restriction }

    /// `expression REL 0`.
    var expression: Expression {
      restricted >= 0 ? Expression([Term(Variable(id: restricted))]) : stored
    }

    init(
      origin: Origin, expression: Expression, relation: Relation, priority: Double,
      item: Int = -1
    ) {
      self.origin = origin
      stored = expression
      self.relation = relation
      self.priority = priority
      self.item = item
    }

    /// The size restriction `variable ≥ 0` of an item (the variable's id is its index in the
    /// system's `variables`).
    init(restricting variable: Int, item: Int) {
      self.init(
        origin: .restriction, expression: Expression(), relation: .greaterThanOrEqual,
        priority: 1000, item: item)
      restricted = variable
    }
    /// The document's constraint it stands for.
    var constraintID: ConstraintID? {
      if case .document(let id) = origin { return id }
      return nil
    }
  }

  /// Adds a constraint of the document held by `holder`.
  mutating func addDocumentConstraint(
    _ id: ConstraintID, holder: ViewID?, in document: Document
  ) throws(LayoutError) {
    let first = document[id].first
    let second = document[id].second
    if !presolved.isEmpty {
      // A part's constraint (most of a window's when its bars are taken): left out before its
      // shape is read, as `add` would leave it out (the same items resolved, the same test).
      if presolved.refused { return }
      let firstIndex = try resolve(.item(first), of: .document(id), in: document, taking: true)
      var secondIndex: Int? = nil
      if let second, document[id].secondAttribute != .notAnAttribute {
        secondIndex = try resolve(.item(second), of: .document(id), in: document, taking: true)
      }
      if leavesToPart(firstIndex, secondIndex, holder: holder) || presolved.refused { return }
    }
    // Read field by field in place: a copy of the constraint would copy its strings.
    let shape = ConstraintShape(id, in: document)
    try add(
      shape, first: .item(first), second: second.map(LayoutItem.item), holder: holder,
      origin: .document(id), in: document)
  }

  /// The constraint an entry's origin stands for; nil for a restriction.
  func source(of origin: Entry.Origin) -> ConstraintSource? {
    Self.source(of: origin, implicits: implicits)
  }

  /// `source(of:)` given the system's implicit constraints.
  static func source(of origin: Entry.Origin, implicits: ImplicitList) -> ConstraintSource? {
    switch origin {
    case .restriction: return nil
    case .document(let id): return .document(id)
    case .implicit(let index): return .implicit(implicits[index])
    }
  }

  /// The name of a variable, made on demand (for tests and dumps; a solve names none):
  /// `0x7fd0….minX`, a spacer's `0x7fd0…+spanner.width`, `0x7fd0….firstBaseline`.
  func variableName(_ id: Int, in document: Document) -> String {
    if let (item, suffix) = auxiliaryNames[id] { return itemName(item, in: document) + suffix }
    // Every item's four variables come before any auxiliary one, in item order.
    let item = items.firstIndex { id >= $0.firstVariable && id < $0.firstVariable + 4 }
    guard let item else { return "v\(id)" }
    let suffixes = [".minX", ".minY", ".width", ".height"]
    return itemName(item, in: document) + suffixes[id - items[item].firstVariable]
  }

  /// The address variables of an item are named after: a spacer's is its stack's and suffix.
  private func itemName(_ index: Int, in document: Document) -> String {
    switch items[index].reference {
    case .item(let item): return document.address(of: item)
    case .spacer(let spacer):
      return document[spacers[spacer].stack].address + "+" + spacers[spacer].suffix
    }
  }
}

/// What the system reads of a constraint to translate it, read in place (a copy of the
/// constraint would copy its class name, identifier and address).
struct ConstraintShape: Sendable {
  var firstAttribute: LayoutAttribute
  var secondAttribute: LayoutAttribute
  var relation: LayoutRelation
  var multiplier: Double
  var constant: Double
  var priority: Double
  /// An `NSAutoresizingMaskLayoutConstraint` (its positions are measured from the view's
  /// superview: `LayoutSystem.positionOrigin`).
  var isAutoresizingMask: Bool
  /// For an `NSContentSizeLayoutConstraint` as a log prints it (`X.width == 42 Hug:250
  /// CompressionResistance:750`, read with `hugging` and `compressionResistance` attributes):
  /// the priorities of the pair UIKit's engine holds, `width <= 42 @hugging` and `width >= 42
  /// @resistance` (defaults 250 and 750). Nil for any other constraint.
  var contentSize: (hugging: Double, resistance: Double)?

  /// A constraint of the document, each field read in place: passing the constraint whole
  /// (`document[id]`) to an initialiser copied it, its strings and arrays, for every
  /// constraint of every solve; the document is borrowed (an initialiser's parameter is
  /// otherwise owned: the document was copied for each constraint).
  init(_ id: ConstraintID, in document: borrowing Document) {
    firstAttribute = document[id].firstAttribute
    secondAttribute = document[id].secondAttribute
    relation = document[id].relation
    multiplier = document[id].multiplier
    constant = document[id].constant
    priority = document[id].priority
    let kind = ConstraintClass(id, in: document)
    isAutoresizingMask = kind == .autoresizingMask
    contentSize = nil
    if kind == .contentSize, relation == .equal, document[id].second == nil {
      contentSize = (
        document[id].printedHugging ?? 250, document[id].printedCompressionResistance ?? 750
      )
    }
  }

  /// An implicit constraint's shape, from its fields (`ImplicitList`): none is a
  /// content-size pair (an intrinsic size is made as its two halves), and positions are
  /// measured from the holder for every implicit constraint (`LayoutSystem.positionOrigin`).
  init(
    implicit firstAttribute: LayoutAttribute, _ secondAttribute: LayoutAttribute,
    relation: LayoutRelation, multiplier: Double, constant: Double, priority: Double
  ) {
    self.firstAttribute = firstAttribute
    self.secondAttribute = secondAttribute
    self.relation = relation
    self.multiplier = multiplier
    self.constant = constant
    self.priority = priority
    isAutoresizingMask = false
    contentSize = nil
  }

  var isContentSizePair: Bool { contentSize != nil }

  /// The two halves of a content-size pair: `≤ @hugging`, `≥ @resistance`.
  var contentSizeHalves: [ConstraintShape] {
    guard let contentSize else { return [] }
    var hug = self
    hug.contentSize = nil
    hug.relation = .lessThanOrEqual
    hug.priority = contentSize.hugging
    var resist = hug
    resist.relation = .greaterThanOrEqual
    resist.priority = contentSize.resistance
    return [hug, resist]
  }
}
