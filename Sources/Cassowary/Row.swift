/// One cell of a row: `coefficient × symbol`.
struct Cell: Sendable {
  var symbol: Int
  var coefficient: Double
}

/// `constant + Σ coefficient × symbol`, the cells sorted by symbol id with no zero coefficient.
///
/// In the tableau a row is the value of its basic symbol; while a constraint is being built it
/// is an expression that must equal zero (kiwi's convention).
struct Row: Sendable {
  var cells: [Cell] = []
  var constant: Double = 0

  init(constant: Double = 0) {
    self.constant = constant
  }

  /// Binary search: the index of `symbol`, or where it would be inserted.
  @inline(__always)
  func position(of symbol: Int) -> (found: Bool, index: Int) {
    var low = 0
    var high = cells.count
    while low < high {
      let mid = (low &+ high) >> 1
      let s = cells[mid].symbol
      if s == symbol { return (true, mid) }
      if s < symbol { low = mid &+ 1 } else { high = mid }
    }
    return (false, low)
  }

  func coefficient(for symbol: Int) -> Double {
    let (found, index) = position(of: symbol)
    return found ? cells[index].coefficient : 0
  }

  func contains(_ symbol: Int) -> Bool { position(of: symbol).found }

  /// Adds `coefficient × symbol`, dropping the cell if the sum is near zero.
  /// - Returns: whether the symbol is newly present in the row.
  @discardableResult
  mutating func insert(_ symbol: Int, _ coefficient: Double) -> Bool {
    let (found, index) = position(of: symbol)
    if found {
      let sum = cells[index].coefficient + coefficient
      if nearZero(sum) { removeCell(at: index) } else { cells[index].coefficient = sum }
      return false
    }
    if nearZero(coefficient) { return false }
    insertCell(Cell(symbol: symbol, coefficient: coefficient), at: index)
    return true
  }

  /// `cells.insert(cell, at: index)`, shifting the few cells after it by hand (the standard
  /// library's `insert` goes through a general `replaceSubrange`, several times the work for
  /// a row of a few cells).
  @inline(__always)
  private mutating func insertCell(_ cell: Cell, at index: Int) {
    cells.insertByShifting(cell, at: index)
  }

  /// `cells.remove(at: index)`, shifting by hand (as `insertCell`).
  @inline(__always)
  private mutating func removeCell(at index: Int) {
    cells.withUnsafeMutableBufferPointer { cells in
      var k = index
      while k < cells.count - 1 {
        cells[k] = cells[k + 1]
        k += 1
      }
    }
    cells.removeLast()
  }

  mutating func remove(_ symbol: Int) {
    let (found, index) = position(of: symbol)
    if found { removeCell(at: index) }
  }

  /// Adds `value` to the constant and returns the new constant.
  mutating func add(_ value: Double) -> Double {
    constant += value
    return constant
  }

  mutating func reverseSign() {
    constant = -constant
    cells.withUnsafeMutableBufferPointer { cells in
      for i in cells.indices { cells[i].coefficient = -cells[i].coefficient }
    }
  }

  /// `0 = row` solved for `symbol`: the row becomes `symbol`'s value.
  mutating func solve(for symbol: Int) {
    let (found, index) = position(of: symbol)
    precondition(found, "solving a row for a symbol it does not hold")
    let scale = -1 / cells[index].coefficient
    constant *= scale
    // The cell taken out and the others scaled in one pass over the buffer (`removeCell`'s
    // shift, then one uniqueness check for the whole row, not one per cell).
    cells.withUnsafeMutableBufferPointer { cells in
      for k in 0..<index { cells[k].coefficient *= scale }
      var k = index
      while k < cells.count - 1 {
        cells[k] = cells[k + 1]
        cells[k].coefficient *= scale
        k += 1
      }
    }
    cells.removeLast()
  }

  /// `lhs = row` solved for `rhs`: the row becomes `rhs`'s value, in terms of `lhs`.
  mutating func solve(for lhs: Int, _ rhs: Int) {
    insert(lhs, -1)
    solve(for: rhs)
  }

  /// `self += scale × other` (cells merged in one pass), without `skip` (which `other` must not
  /// hold). Symbols that were not in `self` before and are now are appended to `added`; symbols
  /// that cancelled out (other than `skip`) are counted in `removed`.
  mutating func add(
    _ other: Row, scale: Double, removing skip: Int, added: inout PlainArray<Int>,
    removed: inout Int
  ) {
    constant += scale * other.constant
    if other.cells.count <= 8 {
      // In place: a few binary-search inserts into these short rows beat allocating a merge.
      if skip >= 0 { remove(skip) }
      for cell in other.cells {
        let c = scale * cell.coefficient
        let (found, index) = position(of: cell.symbol)
        if found {
          let sum = cells[index].coefficient + c
          if nearZero(sum) {
            removeCell(at: index)
            removed += 1
          } else {
            cells[index].coefficient = sum
          }
        } else if !nearZero(c) {
          insertCell(Cell(symbol: cell.symbol, coefficient: c), at: index)
          added.append(cell.symbol)
        }
      }
      return
    }
    let a = cells
    let b = other.cells
    var merged: [Cell] = []
    merged.reserveCapacity(a.count + b.count)
    var i = 0
    var j = 0
    while i < a.count || j < b.count {
      if j == b.count || (i < a.count && a[i].symbol < b[j].symbol) {
        if a[i].symbol != skip { merged.append(a[i]) }
        i += 1
      } else if i == a.count || b[j].symbol < a[i].symbol {
        let c = scale * b[j].coefficient
        if !nearZero(c) {
          merged.append(Cell(symbol: b[j].symbol, coefficient: c))
          added.append(b[j].symbol)
        }
        j += 1
      } else {
        let c = a[i].coefficient + scale * b[j].coefficient
        if nearZero(c) {
          removed += 1
        } else {
          merged.append(Cell(symbol: a[i].symbol, coefficient: c))
        }
        i += 1
        j += 1
      }
    }
    cells = merged
  }
}
