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

  func scaled(_ factor: Double) -> Linear {
    var result = Linear(constant: constant * factor)
    result.terms = terms.map { Term($0.variable, $0.coefficient * factor) }
    return result
  }

  /// The solver's expression: terms sorted by variable id, cancelled terms dropped.
  var expression: Expression {
    // Most are so already: the terms are then shared, not filtered and sorted into new arrays.
    var isKept = true
    for index in terms.indices {
      if abs(terms[index].coefficient) <= 1e-12
        || (index > 0 && terms[index - 1].variable.id >= terms[index].variable.id)
      {
        isKept = false
        break
      }
    }
    if isKept { return Expression(terms, constant: constant) }
    let kept = terms.filter { abs($0.coefficient) > 1e-12 }.sorted {
      $0.variable.id < $1.variable.id
    }
    return Expression(kept, constant: constant)
  }
}
