// cassobench: solves a `cassobench 1` system with our Cassowary solver and writes the
// `cassobench-values 1` file that `cassobench.py compare` checks against kiwisolver's.
//
//   swift run -c release cassobench IN.txt OUT.values [--mode lexicographic|weighted]
import Cassowary
import Foundation

let usage =
  "usage: cassobench IN.txt OUT.values [--mode lexicographic|weighted] [--dump TABLEAU.txt]"
  + " [--budget standard|unlimited]"

func fail(_ message: String, status: Int32 = 1) -> Never {
  FileHandle.standardError.write(Data((message + "\n").utf8))
  exit(status)
}

var positional: [String] = []
var mode = PriorityMode.lexicographic
var dumpPath: String?
var budget = WorkBudget.standard
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
  switch argument {
  case "--mode":
    switch arguments.popFirst() {
    case "lexicographic": mode = .lexicographic
    case "weighted": mode = .weighted
    default:
      fail("cassobench: error: --mode takes 'lexicographic' or 'weighted'\n\(usage)", status: 64)
    }
  case "--dump":
    guard let path = arguments.popFirst() else {
      fail("cassobench: error: --dump takes a path\n\(usage)", status: 64)
    }
    dumpPath = path
  case "--budget":
    switch arguments.popFirst() {
    case "standard": budget = .standard
    case "unlimited": budget = .unlimited
    default:
      fail("cassobench: error: --budget takes 'standard' or 'unlimited'\n\(usage)", status: 64)
    }
  case "-h", "--help":
    print(usage)
    exit(0)
  default:
    positional.append(argument)
  }
}
guard positional.count == 2 else {
  fail("cassobench: error: expected IN and OUT\n\(usage)", status: 64)
}

let clock = ContinuousClock()
func seconds(since start: ContinuousClock.Instant) -> Double {
  let d = clock.now - start
  return Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18
}

/// CPU time of this process: on a loaded machine it says what wall-clock time cannot.
func cpuSeconds() -> Double {
  var spec = timespec()
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &spec)
  return Double(spec.tv_sec) + Double(spec.tv_nsec) * 1e-9
}

var times: [(String, Double)] = []
let t0 = clock.now
var t = clock.now
var system: BenchSystem
do { system = try BenchSystem(path: positional[0]) } catch { fail("\(error)") }
let constraintCount = system.constraintCount
times.append(("parse", seconds(since: t)))

do {
  let solver = Solver(mode: mode, budget: budget)
  t = clock.now
  solver.reserveCapacity(constraints: constraintCount, variables: system.variables.count)
  for (v, name) in system.variables.enumerated() {
    precondition(solver.makeVariable(name).id == v, "variables are numbered in creation order")
  }
  times.append(("build_vars", seconds(since: t)))

  t = clock.now
  let constraints = (0..<constraintCount).map { system.constraint($0) }
  // The solver holds the constraints from here on: the parsed copy is not needed.
  system.releaseConstraints()
  times.append(("build_constraints", seconds(since: t)))

  t = clock.now
  for (v, priority) in system.edits {
    try solver.addEditVariable(system.variable(v), priority: priority)
  }
  for (v, value) in system.suggests[0] ?? [] {
    try solver.suggestValue(value, for: system.variable(v))
  }
  times.append(("edits_and_suggest_0", seconds(since: t)))

  // Ten equal chunks, as cassobench.py does, to show how the cost per constraint grows.
  var chunks: [Double] = []
  let cpu = cpuSeconds()
  t = clock.now
  for i in 0..<10 {
    let tc = clock.now
    for c in constraints[constraints.count * i / 10..<constraints.count * (i + 1) / 10] {
      try solver.add(c)
    }
    chunks.append(seconds(since: tc))
  }
  times.append(("add_constraints", seconds(since: t)))
  times.append(("add_constraints_cpu", cpuSeconds() - cpu))
  times.append(("add_first_10pct", chunks[0]))
  times.append(("add_last_10pct", chunks[9]))

  let phases = [0] + system.suggests.keys.filter { $0 > 0 }.sorted()
  var results: [[Double]] = []
  var statistics = [solver.statistics]
  for phase in phases {
    if phase > 0 {
      let cpu = cpuSeconds()
      t = clock.now
      for (v, value) in system.suggests[phase]! {
        try solver.suggestValue(value, for: system.variable(v))
      }
      times.append(("suggest_\(phase)", seconds(since: t)))
      times.append(("suggest_\(phase)_cpu", cpuSeconds() - cpu))
      statistics.append(solver.statistics)
    }
    // Values are read from the tableau directly: there is no update step.
    times.append(("update_\(phase)", 0))
    t = clock.now
    results.append(system.variables.indices.map { solver.value(of: system.variable($0)) })
    times.append(("read_values_\(phase)", seconds(since: t)))
  }
  times.append(("total", seconds(since: t0)))

  let input = (positional[0] as NSString).lastPathComponent
  let modeName = mode == .weighted ? "weighted" : "lexicographic"
  try writeValues(
    path: positional[1], names: system.variables, phases: phases, results: results,
    times: times,
    info: [
      ("input", input), ("solver", "inspect Cassowary (Swift)"), ("mode", modeName),
      ("order", "file"), ("vars", "\(system.variables.count)"),
      ("constraints", "\(constraintCount)"), ("edits", "\(system.edits.count)"),
      ("rows", "\(solver.rowCount)"), ("symbols", "\(solver.symbolCount)"),
    ])
  print(
    "solve \(input): vars=\(system.variables.count) constraints=\(constraintCount) "
      + "edits=\(system.edits.count) mode=\(modeName)")
  for (key, value) in times {
    print("  \(key.padding(toLength: 22, withPad: " ", startingAt: 0)) \(fixed(value, 4)) s")
  }
  for (phase, text) in zip(phases, statistics) { print("  tableau \(phase): \(text)") }
  if let dumpPath {
    _ = FileManager.default.createFile(atPath: dumpPath, contents: Data(solver.dump().utf8))
  }
  for (phase, values) in zip(phases, results) {
    let crc = String(canonicalChecksum(system.variables, values), radix: 16)
    print(
      "  checksum phase \(phase): \(String(repeating: "0", count: 8 - crc.count) + crc) "
        + "sum=\(fixed(values.reduce(0, +), 6))")
  }
  // Tearing down a million-row tableau takes a noticeable fraction of a second: skip it.
  exit(0)
} catch {
  fail("cassobench: error: \(error)")
}
