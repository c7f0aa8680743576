import Cassowary

/// A linear expression under construction: terms merged by variable, a constant.
struct Linear: Sendable, Hashable {
  var terms: [Term] = []
  var constant: Double = 0

  init(constant: Double = 0) {
    self.constant = constant
    terms.reserveCapacity(6)
  }

  init(_ variable: Variable, _ coefficient: Double = 1) {
    // Room for the terms of a whole constraint (two items and a holder's origin), so that
    // building it does not grow the array.
    terms.reserveCapacity(6)
    terms.append(Term(variable, coefficient))
  }

  /// The terms and constant of `few`, as they are.
  init(_ few: FewTerms) {
    terms.reserveCapacity(6)
    for index in 0..<few.count { terms.append(few[index]) }
    constant = few.constant
  }

  mutating func add(_ variable: Variable, _ coefficient: Double) {
    if coefficient == 0 { return }
    if let index = terms.firstIndex(where: { $0.variable.id == variable.id }) {
      terms[index].coefficient += coefficient
    } else {
      terms.append(Term(variable, coefficient))
    }
  }

  mutating func add(_ other: Linear, times factor: Double = 1) {
    if factor == 0 { return }
    for term in other.terms { add(term.variable, term.coefficient * factor) }
    constant += other.constant * factor
  }

  /// `add` of a `Linear` holding the same terms and constant as `few`.
  mutating func add(_ few: FewTerms, times factor: Double = 1) {
    if factor == 0 { return }
    for index in 0..<few.count { add(few[index].variable, few[index].coefficient * factor) }
    constant += few.constant * factor
  }

  func scaled(_ factor: Double) -> Linear {
    var result = Linear(constant: constant * factor)
    result.terms = terms.map { Term($0.variable, $0.coefficient * factor) }
    return result
  }

  /// The solver's expression: terms sorted by variable id, cancelled terms dropped, in the
  /// expression's own array (no variable is in two terms: `add` merges them).
  consuming func expression() -> Expression {
    var isKept = true
    for index in terms.indices {
      if abs(terms[index].coefficient) <= 1e-12
        || (index > 0 && terms[index - 1].variable.id >= terms[index].variable.id)
      {
        isKept = false
        break
      }
    }
    if !isKept {
      terms.removeAll { abs($0.coefficient) <= 1e-12 }
      // Insertion sort: a constraint has a handful of terms.
      for index in terms.indices.dropFirst() {
        let term = terms[index]
        var slot = index
        while slot > 0, terms[slot - 1].variable.id > term.variable.id {
          terms[slot] = terms[slot - 1]
          slot -= 1
        }
        terms[slot] = term
      }
    }
    return Expression(terms, constant: constant)
  }
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
