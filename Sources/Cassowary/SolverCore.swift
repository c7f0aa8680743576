/// The solver's state and algorithms, a value type so that its arrays are mutated in place
/// without the run-time exclusivity checks that stored properties of a class pay on every
/// access (they were an eighth of the run time). `Solver` wraps it. Its tables are
/// `PlainArray`s, which a copy shares: a `SolverCore` is changed only in place (one per
/// solver; a rebuild makes a new one).
///
/// The tableau keeps one row per basic symbol (`rows`, sorted cells, all rows in one pool), and
/// a column index (`columns`: per symbol, the rows that may hold it, also pooled) so a pivot
/// substitutes only into the rows that hold the entering symbol. Every choice (subject, entering and leaving symbols)
/// takes the lowest symbol id on ties, so the same calls give the same tableau on every run.
///
/// Values are read straight from the tableau: there is no separate `updateVariables()` step.
///
/// Dummy markers. kiwi writes the marker of each required equality (a "dummy", always 0) into
/// the rows, so that removing the equality can find its row and a failed add can name the
/// equalities it contradicts. In a chain of equalities (each bar's top is the previous bar's
/// bottom) every row carries the dummies of the whole chain: 90% of the cells, and rows that
/// grow with the system. This solver leaves them out (`tracksDummies == false`): dummies never
/// take part in a pivot, so values and pivots are unchanged. The two uses pay instead:
/// removing a required equality rebuilds the tableau from the remaining constraints (in their
/// order), and a failed add replays the constraints into a solver that does track dummies to
/// name the conflicting ones.
struct SolverCore {
  let mode: PriorityMode
  /// Whether dummy markers are written into rows (kiwi's tableau); see above.
  let tracksDummies: Bool

  // Variables: `variableSymbol[variable.id]` is its external symbol, or -1 before its first use.
  var variableSymbol = PlainArray<Int32>()
  /// The names `makeVariable` gave; shorter than `variableSymbol` when the last variables were
  /// made by hand (`Variable(id:)`, unnamed: a layout system's), which then cost no name each.
  var variableNames: [String] = []

  // Symbols (one entry per symbol id in each array).
  var kinds = PlainArray<SymbolKind>()
  /// The constraint record (`records` index) a marker or error symbol belongs to, or -1.
  var owner = PlainArray<Int32>()
  /// The rows of the basic symbols (`RowPool`: every row's cells in one pool).
  var rows = RowPool()
  var isBasic = PlainArray<Bool>()
  /// Rows that may contain the symbol: entries go stale when a cell cancels or a row leaves
  /// the basis, and are dropped the next time the column is read (`rowsContaining`).
  var columns = ColumnPool()
  /// Entries in all columns, and (at least) how many of them went stale since the last sweep
  /// (see `noteStaleEntries`).
  var columnEntries = 0
  var staleEntries = 0
  var stamp = PlainArray<UInt32>()
  var stampCounter: UInt32 = 0
  var basicCount = 0
  /// Work counters (for `statistics`): pivots made, row substitutions done.
  var pivotCount = 0
  var substitutionCount = 0
  /// Work done, in the units of `WorkBudget`, against `budget`.
  var work = 0
  var budget: WorkBudget
  /// Set when the budget ran out: every later change is refused.
  var budgetExceeded = false
  /// Set when a number of the tableau overflowed (`noteOverflow`): every later change is
  /// refused.
  var overflowed = false
  /// The constraint whose add, removal or suggestion is running (named when the budget runs
  /// out).
  var operation: Operation?

  var objective: Objective
  /// Phase-one objective while a constraint is added through an artificial variable.
  var artificial: Row?
  /// Restricted rows that went negative (checked by `dualOptimize`).
  var infeasible: [Int] = []
  /// Whether a phase one of one pivot is made without its artificial variable
  /// (`addThroughShortPhaseOne`); false in tests, to compare with the long way.
  var shortPhaseOne = true
  /// The artificial variable `addThroughShortPhaseOne` leaves out of the rows, while it
  /// substitutes (Solver+PhaseOne.swift).
  var ghost = Ghost()
  /// Constraints added by `addThroughShortPhaseOne` (for tests).
  var shortPhaseOneCount = 0
  /// Longer phase ones whose last pivot `pivotArtificialOut` made (for tests).
  var lastPivotShortCount = 0
  /// Per symbol, the column entries the long phase one would hold that went stale (an
  /// artificial variable's, left out: Solver+PhaseOne.swift); counted in `columnEntries`
  /// and in a column's length, and dropped with the column's stale entries.
  var phantom = PlainArray<UInt8>()
  /// Scratch for `Row.add(_:scale:removing:added:removed:)`.
  var added = PlainArray<Int>()
  /// Scratch: the column being substituted into (`substitute`).
  var substituting = PlainArray<Int32>()
  /// The last row stored (`setRow`), whose buffer `takeRow` or `makeRow` fills next: a pivot
  /// takes a row out and stores one, and a constraint's row is built, without allocating.
  var spareRow = Row()

  // Constraints.
  /// A constraint and its symbols, 24 bytes (one per constraint: 870,000 at N = 10,000).
  /// Its weight is not kept: `Objective.weight(for:)` gives it from the priority.
  struct Record {
    /// The constraint, when it was added as one (`add(_:)`), or nil.
    var constraint: Constraint?
    private var markerID: Int32 = -1
    private var otherID: Int32 = -1
    private var levelID: Int32 = -1
    /// Where its parts are in `SolverCore.parts`, when it was added as parts, or -1.
    private var partsID: Int32 = -1

    init(constraint: Constraint) { self.constraint = constraint }
    init(parts: Int) { partsID = Int32(parts) }

    /// Whether the constraint is in the solver (it was not discarded or removed).
    var isLive: Bool { constraint != nil || partsID >= 0 }

    /// The `SolverCore.parts` index of a constraint added as parts, or -1.
    var parts: Int {
      get { Int(partsID) }
      set { partsID = Int32(newValue) }
    }

    /// The slack or dummy (required) or error (optional equality: the positive side) symbol.
    var marker: Int {
      get { Int(markerID) }
      set { markerID = Int32(newValue) }
    }
    /// The second error symbol of an optional constraint, or -1.
    var other: Int {
      get { Int(otherID) }
      set { otherID = Int32(newValue) }
    }
    /// The objective level of an optional constraint, or -1.
    var level: Int {
      get { Int(levelID) }
      set { levelID = Int32(newValue) }
    }
  }
  var records: [Record] = []
  /// Each constraint's `records` index (those added as constraints).
  var recordOf = ConstraintIndex()
  /// The constraints added as parts (`add(_:_:priority:tag:)`).
  var parts: [ConstraintParts] = []
  /// The constraints in the solver.
  var liveCount = 0

  struct Edit {
    var constraint: Constraint
    var record: Int
    var constant: Double
  }
  var edits: [Int: Edit] = [:]

  init(mode: PriorityMode, tracksDummies: Bool, budget: WorkBudget) {
    self.mode = mode
    self.tracksDummies = tracksDummies
    self.budget = budget
    self.objective = Objective(mode: mode)
  }

  /// A new variable; ids are dense and in creation order.
  mutating func makeVariable(_ name: String) -> Variable {
    let variable = Variable(id: variableSymbol.count)
    while variableNames.count < variable.id { variableNames.append("") }
    variableSymbol.append(-1)
    variableNames.append(name)
    return variable
  }

  /// The name `makeVariable` gave variable `id`; "" for one made by hand (`Variable(id:)`).
  func givenName(_ id: Int) -> String {
    variableNames.indices.contains(id) ? variableNames[id] : ""
  }

  /// The number of constraints in the solver (edit variables' constraints included).
  var constraintCount: Int { liveCount }
  /// The number of rows in the tableau (basic symbols).
  var rowCount: Int { basicCount }
  /// The number of symbols created so far (variables, slacks, errors, dummies).
  /// (The per-symbol arrays are longer: `newSymbol` lengthens them in steps.)
  var symbolCount = 0

  /// Adds a constraint and re-optimizes.
  ///
  /// A required constraint that cannot be satisfied together with the required constraints
  /// already present is not added; the solver is left as it was (same values).
  /// - Throws: `SolverError.unsatisfiable` with the constraints it conflicts with,
  ///   `.duplicateConstraint`, `.internalError` (an unbounded objective, which a correct
  ///   tableau cannot have), `.workBudgetExceeded`.
  /// - Complexity: proportional to the rows touched by its pivots, which the column index
  ///   keeps to the rows that share symbols with the constraint in practice.
  mutating func add(_ constraint: Constraint) throws(SolverError) {
    if contains(constraint) { throw .duplicateConstraint(constraint) }
    operation = .constraint(constraint)
    try add(
      Record(constraint: constraint), constraint.expression, constraint.relation,
      priority: constraint.priority)
  }

  /// Adds `expression relation 0` at `priority`, with no `Constraint` made for it (one is made
  /// only for an error that names it, or a replay): `add(_:)` without an allocation and an
  /// index entry per constraint. Such a constraint cannot be removed; errors name it by `tag`.
  mutating func add(
    _ expression: Expression, _ relation: Relation, priority: Double, tag: Int
  ) throws(SolverError) {
    operation = .parts(parts.count)
    parts.append(
      ConstraintParts(expression: expression, relation: relation, priority: priority, tag: tag))
    try add(Record(parts: parts.count - 1), expression, relation, priority: priority)
  }

  /// The constraint of a record, made from its parts if it was added as parts.
  func constraint(of record: Record) -> Constraint? {
    if let constraint = record.constraint { return constraint }
    return record.parts >= 0 ? parts[record.parts].constraint : nil
  }

  private mutating func add(
    _ record: Record, _ expression: Expression, _ relation: Relation, priority: Double
  ) throws(SolverError) {
    try checkBudget()
    if !expression.constant.isFinite || priority.isNaN
      || !expression.terms.allSatisfy({ $0.coefficient.isFinite })
    {
      // A NaN or an infinity would poison every row it is substituted into.
      throw .internalError("\(operationConstraint) has a non-finite number")
    }
    let index = records.count
    var (row, record) = makeRow(expression, relation, priority: priority, record: record, index)
    work += 1 + row.cells.count
    noteOverflow(in: row)
    records.append(record)
    var subject = chooseSubject(row, record)
    if subject < 0 && row.cells.allSatisfy({ kinds[$0.symbol] == .dummy }) {
      if !nearZero(row.constant) {
        var conflicts: [Constraint] = []
        if tracksDummies { conflicts = conflictingConstraints(in: row, excluding: index) }
        discard(index)
        let constraint = operationConstraint
        if !tracksDummies { conflicts = try explainFailure(of: constraint) }
        throw .unsatisfiable(constraint, conflicting: conflicts)
      }
      if !tracksDummies {
        // 0 = 0 once the basic rows are substituted: implied by the constraints already in.
        keep(index)
        return
      }
      subject = record.marker
    }
    if subject < 0 {
      let art = newSymbol(.slack)
      if try addThroughShortPhaseOne(row, art) {
        keep(index)
        try optimize()
        try checkOverflow()
        return
      }
      if let failure = try addWithArtificialVariable(row, art) {
        var conflicts: [Constraint] = []
        if tracksDummies { conflicts = conflictingConstraints(in: failure, excluding: index) }
        discard(index)
        try optimize()
        let constraint = operationConstraint
        if !tracksDummies { conflicts = try explainFailure(of: constraint) }
        throw .unsatisfiable(constraint, conflicting: conflicts)
      }
    } else {
      row.solve(for: subject)
      substitute(subject, with: row)
      setRow(subject, consume row)
    }
    keep(index)
    try optimize()
    try checkOverflow()
  }

  /// Counts `records[index]`'s constraint in, and indexes it if it was added as one.
  private mutating func keep(_ index: Int) {
    if records[index].constraint != nil { recordOf.insert(index, records: records) }
    liveCount += 1
  }

  /// Removes a constraint and re-optimizes.
  /// - Throws: `SolverError.unknownConstraint`.
  mutating func remove(_ constraint: Constraint) throws(SolverError) {
    guard contains(constraint) else { throw .unknownConstraint(constraint) }
    operation = .constraint(constraint)
    try checkBudget()
    let index = recordOf.remove(constraint, records: records)!
    liveCount -= 1
    let record = records[index]
    records[index].constraint = nil
    if kinds[record.marker] == .dummy && !tracksDummies {
      try rebuild()
      return
    }
    if kinds[record.marker] == .error { removeCost(of: record.marker, record) }
    if record.other >= 0 && kinds[record.other] == .error { removeCost(of: record.other, record) }
    if isBasic[record.marker] {
      _ = takeRow(record.marker)
    } else {
      guard let leaving = markerLeavingRow(record.marker) else {
        throw .internalError("failed to find leaving row")
      }
      var row = takeRow(leaving)
      row.solve(for: leaving, record.marker)
      substitute(record.marker, with: row)
    }
    try optimize()
    try checkOverflow()
  }

  func contains(_ constraint: Constraint) -> Bool { recordIndex(of: constraint) != nil }

  /// The `records` index of a constraint in the solver.
  func recordIndex(of constraint: Constraint) -> Int? {
    recordOf.find(constraint, in: records)
  }

  /// Makes `variable` an edit variable: the optional constraint `variable == suggestion` at
  /// `priority` (the suggestion starts at 0).
  /// - Throws: `.duplicateEditVariable`, `.requiredEditStrength` (priority must be < 1000).
  mutating func addEditVariable(_ variable: Variable, priority: Double) throws(SolverError) {
    if edits[variable.id] != nil { throw .duplicateEditVariable(variable) }
    if !(priority < 1000) { throw .requiredEditStrength }
    let constraint = Constraint(Expression(variable), .equal, priority: priority)
    try add(constraint)
    let index = recordIndex(of: constraint)!
    edits[variable.id] = Edit(constraint: constraint, record: index, constant: 0)
  }

  /// - Throws: `.unknownEditVariable`.
  mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
    guard let edit = edits.removeValue(forKey: variable.id) else {
      throw .unknownEditVariable(variable)
    }
    try remove(edit.constraint)
  }

  func hasEditVariable(_ variable: Variable) -> Bool { edits[variable.id] != nil }

  /// Suggests a value for an edit variable and re-solves (dual simplex from the current
  /// solution: only the rows the change makes infeasible are pivoted).
  /// - Throws: `.unknownEditVariable`.
  mutating func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
    guard var edit = edits[variable.id] else { throw .unknownEditVariable(variable) }
    operation = .constraint(edit.constraint)
    try checkBudget()
    if !(value.magnitude < Self.overflowLimit) { overflowed = true }
    let delta = value - edit.constant
    edit.constant = value
    edits[variable.id] = edit
    let record = records[edit.record]
    let marker = record.marker
    let other = record.other
    if isBasic[marker] {
      if rows.add(marker, constant: -delta) < 0 { infeasible.append(marker) }
    } else if isBasic[other] {
      if rows.add(other, constant: delta) < 0 { infeasible.append(other) }
    } else {
      for k in rowsContaining(marker) {
        let r = Int(columns.items[k])
        let c = rows.coefficient(r, for: marker)
        if rows.add(r, constant: delta * c) < 0 && kinds[r] != .external { infeasible.append(r) }
      }
    }
    try dualOptimize()
    try checkOverflow()
  }

  /// The variable's current value (0 for a variable in no constraint).
  func value(of variable: Variable) -> Double {
    guard variable.id < variableSymbol.count else { return 0 }
    let symbol = Int(variableSymbol[variable.id])
    guard symbol >= 0, isBasic[symbol] else { return 0 }
    return rows.constants[symbol]
  }
}
