// A kiwi-style text dump of the solver, for tests and debugging: sections in a fixed order,
// rows and symbols ordered by creation id, so the same calls give the same text every run.

extension SolverCore {
  /// kiwi's `dump()`: the objective (one line per level, highest first), the tableau, the
  /// infeasible rows, the variables, edit variables and constraints.
  func dump() -> String {
    var out = "Objective\n---------\n"
    for level in objective.order {
      var row = Row(constant: objective.constants[level])
      for symbol in 0..<symbolCount where objective.cost(level, symbol) != 0 {
        row.cells.append(Cell(symbol: symbol, coefficient: objective.cost(level, symbol)))
      }
      let label = mode == .weighted ? "weighted" : "@\(format(objective.priorities[level]))"
      out += "\(label): \(text(row))\n"
    }
    out += "\nTableau\n-------\n"
    for symbol in 0..<symbolCount where isBasic[symbol] {
      out += "\(name(symbol)) | \(text(rows.row(symbol)))\n"
    }
    out += "\nInfeasible\n----------\n"
    for symbol in infeasible { out += "\(name(symbol))\n" }
    out += "\nVariables\n---------\n"
    for (id, symbol) in variableSymbol.enumerated() where symbol >= 0 {
      out += "\(givenName(id)) = \(name(Int(symbol)))\n"
    }
    out += "\nEdit Variables\n--------------\n"
    for id in edits.keys.sorted() {
      out += "\(givenName(id)) = \(format(edits[id]!.constant))\n"
    }
    out += "\nConstraints\n-----------\n"
    for record in records {
      guard let constraint = constraint(of: record) else { continue }
      let op: String
      switch constraint.relation {
      case .equal: op = "=="
      case .lessThanOrEqual: op = "<="
      case .greaterThanOrEqual: op = ">="
      }
      var terms = constraint.expression.terms.map {
        "\(format($0.coefficient)) * \(variableName($0.variable))"
      }
      terms.append(format(constraint.expression.constant))
      out += "\(terms.joined(separator: " + ")) \(op) 0 | priority = \(format(constraint.priority))"
      out += " | marker = \(name(record.marker))"
      if record.other >= 0 { out += " other = \(name(record.other))" }
      out += "\n"
    }
    return out
  }

  func name(_ symbol: Int) -> String {
    let letter: String
    switch kinds[symbol] {
    case .external: letter = "v"
    case .slack: letter = "s"
    case .error: letter = "e"
    case .dummy: letter = "d"
    }
    return "\(letter)\(symbol)"
  }

  func text(_ row: Row) -> String {
    var parts = [format(row.constant)]
    for cell in row.cells { parts.append("\(format(cell.coefficient)) * \(name(cell.symbol))") }
    return parts.joined(separator: " + ")
  }

  func format(_ value: Double) -> String {
    let v = value + 0.0
    if v.magnitude < 1e15 && v == Double(Int(v)) { return String(Int(v)) }
    return String(v)
  }
}

extension SolverCore {
  /// Size figures of the tableau, for benchmarks: rows, cells (average and longest row) and
  /// the column index's entries.
  var statistics: String {
    var cells = 0
    var longest = 0
    var longestSymbol = -1
    for symbol in 0..<symbolCount where isBasic[symbol] {
      cells += rows.count(symbol)
      if rows.count(symbol) > longest {
        longest = rows.count(symbol)
        longestSymbol = symbol
      }
    }
    let entries = columns.size.entries
    let average = basicCount == 0 ? 0 : Double(cells) / Double(basicCount)
    var text = "rows=\(basicCount) symbols=\(symbolCount) cells=\(cells)"
    text += " avg=\(format(Double(Int(average * 100)) / 100)) longest=\(longest)"
    if longestSymbol >= 0 { text += " (\(name(longestSymbol)))" }
    text += " column-entries=\(entries) levels=\(objective.priorities.count)"
    // The pools' room: entries in use, free in slots given back, in slots' unused ends.
    let (rowCells, rowRoom, rowFree) = rows.size
    let (_, columnRoom, columnFree) = columns.size
    text += " row-pool=\(rowCells)/\(rowRoom) (\(rowFree) free)"
    text += " column-pool=\(entries)/\(columnRoom) (\(columnFree) free)"
    return text + " pivots=\(pivotCount) substitutions=\(substitutionCount) work=\(work)"
  }
}

extension SolverCore {
  /// The non-basic, non-dummy symbols whose cost is lexicographically negative: empty when the
  /// tableau is optimal (a check for tests; O(symbols × levels)).
  func improvingSymbols() -> [Int] {
    (0..<symbolCount).filter { !isBasic[$0] && kinds[$0] != .dummy && objective.isNegative($0) }
  }

  /// The restricted rows whose constant is negative: empty when the tableau is feasible.
  func infeasibleRows() -> [Int] {
    (0..<symbolCount).filter {
      isBasic[$0] && kinds[$0] != .external && rows.constants[$0] < -epsilon
    }
  }

  /// The name a variable was made with (`makeVariable`); `v<id>` for one made by hand.
  func variableName(_ variable: Variable) -> String {
    let name = givenName(variable.id)
    return name.isEmpty ? variable.description : name
  }
}
