import Cassowary

/// A linear expression under construction: terms merged by variable, a constant. Its terms
/// are held inline (a constraint's two attributes and its holder's origin: at most ten), and
/// `expression()` makes the one array the solver keeps, with room for its terms alone: the
/// array was made first, with room for six, and merged and sorted in place, and the solver
/// keeps every constraint's (a window's system holds hundreds of thousands).
struct Linear: Sendable {
  /// Ten terms: two attributes of at most four (`FewTerms`) and an origin of two.
  private var storage: (Term, Term, Term, Term, Term, Term, Term, Term, Term, Term)
  private(set) var count = 0
  var constant: Double = 0

  private static let capacity = 10

  /// The terms and constant of `few`, as they are.
  init(_ few: FewTerms) {
    let empty = Term(Variable(id: 0), 0)
    storage = (empty, empty, empty, empty, empty, empty, empty, empty, empty, empty)
    withTerms { terms in
      for index in 0..<few.count { terms[index] = few[index] }
    }
    count = few.count
    constant = few.constant
  }

  /// The terms held, in the order they were added.
  private mutating func withTerms<R>(_ body: (UnsafeMutablePointer<Term>) -> R) -> R {
    withUnsafeMutableBytes(of: &storage) { raw in
      body(raw.baseAddress!.assumingMemoryBound(to: Term.self))
    }
  }

  mutating func add(_ variable: Variable, _ coefficient: Double) {
    if coefficient == 0 { return }
    let count = count
    let added = withTerms { terms -> Bool in
      for index in 0..<count where terms[index].variable.id == variable.id {
        terms[index].coefficient += coefficient
        return false
      }
      precondition(count < Self.capacity, "a constraint has at most ten terms")
      terms[count] = Term(variable, coefficient)
      return true
    }
    if added { self.count += 1 }
  }

  /// Adds `few` times `factor`, term by term (merged by variable), and its constant.
  mutating func add(_ few: FewTerms, times factor: Double = 1) {
    if factor == 0 { return }
    for index in 0..<few.count { add(few[index].variable, few[index].coefficient * factor) }
    constant += few.constant * factor
  }

  /// The solver's expression: terms sorted by variable id, cancelled terms dropped, in an
  /// array with room for them alone (no variable is in two terms: `add` merges them).
  /// Its terms are left sorted.
  mutating func expression() -> Expression {
    let count = count
    let kept = withTerms { held in
      // Cancelled terms dropped and the rest sorted in place, by insertion: a constraint has a
      // handful of terms.
      var kept = 0
      for index in 0..<count where !Self.cancels(held[index]) {
        let term = held[index]
        var slot = kept
        while slot > 0, held[slot - 1].variable.id > term.variable.id {
          held[slot] = held[slot - 1]
          slot -= 1
        }
        held[slot] = term
        kept += 1
      }
      return kept
    }
    // Reserved, then appended: the allocation `Array(repeating:count:)` or
    // `Array(unsafeUninitializedCapacity:)` make looks the array's type up generically, at
    // twice the cost.
    var terms: [Term] = []
    terms.reserveCapacity(kept)
    withTerms { held in
      for index in 0..<kept { terms.append(held[index]) }
    }
    return Expression(terms, constant: constant)
  }

  /// A term whose coefficient is zero but for rounding (a NaN is kept: the solver refuses it).
  private static func cancels(_ term: Term) -> Bool { abs(term.coefficient) <= 1e-12 }
}

/// At most four terms and a constant, held inline: the expression of one attribute of an
/// item (an edge or a size, a baseline's offset, a margin's two unknowns), so that
/// translating a constraint makes one array, its own, rather than one per attribute.
/// Terms are appended as they are (an attribute's variables are distinct).
struct FewTerms: Sendable {
  private var first = Term(Variable(id: 0), 0)
  private var second = Term(Variable(id: 0), 0)
  private var third = Term(Variable(id: 0), 0)
  private var fourth = Term(Variable(id: 0), 0)
  private(set) var count = 0
  var constant: Double = 0

  init() {}

  init(_ variable: Variable, _ coefficient: Double = 1) {
    append(variable, coefficient)
  }

  subscript(index: Int) -> Term {
    switch index {
    case 0: first
    case 1: second
    case 2: third
    default: fourth
    }
  }

  mutating func append(_ variable: Variable, _ coefficient: Double) {
    let term = Term(variable, coefficient)
    switch count {
    case 0: first = term
    case 1: second = term
    case 2: third = term
    default:
      precondition(count == 3, "an attribute has at most four terms")
      fourth = term
    }
    count += 1
  }
}
