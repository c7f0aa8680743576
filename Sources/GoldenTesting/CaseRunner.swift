import FileSafety
import Foundation
import TerminalOutput

/// Runs the goldens of one `inspect test` case in-process and compares (or records) them.
package struct CaseRunner {
  package enum Outcome: Int, Comparable, Sendable {
    case pass, recorded, missing, fail
    package static func < (a: Outcome, b: Outcome) -> Bool { a.rawValue < b.rawValue }
  }

  /// What a case came to, and the lines that say so.
  package struct Result: Sendable {
    package var outcome: Outcome
    package var text: String
    /// Goldens `--record` wrote (or removed), also in a case that failed otherwise.
    package var recorded = 0
  }

  /// What one command line printed.
  private struct Run {
    var status: Int32
    var output: Data
    var error: Data
  }

  let testCase: TestCase
  let record: Bool
  /// What runs each golden's command line.
  let program: CommandLineUnderTest
  /// Where a warning of a golden recorded goes (a golden with other hard links).
  let io: StandardStreams
  private var runs: [[String]: Run] = [:]

  package init(
    _ testCase: TestCase, record: Bool, program: CommandLineUnderTest, io: StandardStreams
  ) {
    self.testCase = testCase
    self.record = record
    self.program = program
    self.io = io
  }

  /// What the goldens of a case came to.
  private struct Tally {
    var passed = 0
    var failures: [String] = []
    var missing: [String] = []
    var written: [String] = []
    /// What `--record` will write (data) or remove (nil), by golden: written at the end, a
    /// patch's dump and report together.
    var pending: [(golden: Golden, data: Data?, what: String)] = []
  }

  /// Every golden of the case, and the ones a patch run implies.
  package mutating func run() -> Result {
    guard testCase.inputs.count == 1 else {
      return failure(
        "\(testCase.inputs.count) inputs: \(testCase.inputs.joined(separator: ", ")); a case has one"
      )
    }
    let input: Data
    do {
      input = try Data(contentsOf: URL(fileURLWithPath: testCase.folder + "/" + testCase.inputs[0]))
    } catch {
      return failure("cannot read the input: \(FileError.reason(error))")
    }
    let (goldens, existing, problems) = readGoldens()
    // A case with no golden yet gets the default ones only for an input that reads: goldens
    // recorded from an input that does not (every run an error) would pass forever.
    if existing.isEmpty {
      let read = self.run(["validate", "-"], input: input)
      if read.status != 0 {
        let said = String(decoding: read.error, as: UTF8.self).split(separator: "\n")
        let error = said.first { $0.contains(": error: ") } ?? said.last ?? ""
        return failure("the input does not read, no golden recorded: \(error)")
      }
    }
    var tally = Tally(failures: problems)
    for golden in goldens.sorted(by: { $0.fileName < $1.fileName }) {
      check(golden, among: goldens, existing: existing, input: input, into: &tally)
    }
    commit(&tally)
    return result(tally)
  }

  private func failure(_ message: String) -> Result {
    Result(outcome: .fail, text: "fail     \(testCase.name): \(message)\n")
  }

  /// The case's goldens (the defaults when it has none, and those a patch implies), the
  /// names of the files that exist, and the names that do not read.
  private func readGoldens() -> ([Golden], Set<String>, [String]) {
    let files = (try? FileManager.default.contentsOfDirectory(atPath: testCase.folder)) ?? []
    var existing = Set(files.filter { $0.hasPrefix("expected.") })
    var goldens: [Golden] = []
    var problems: [String] = []
    // A golden is the case's own file: a link that leaves the case folder is neither read (it
    // would print another file in a diff) nor recorded through (it would overwrite it).
    for file in existing.sorted() {
      guard let target = GoldenFiles.linkOutside(testCase.folder, file) else { continue }
      existing.remove(file)
      problems.append(GoldenFiles.outsideMessage(file, target: target))
    }
    for file in existing.sorted() {
      do {
        goldens.append(try Golden(fileName: file, of: program))
      } catch {
        problems.append("\(file): \(error.message)")
      }
    }
    if existing.isEmpty {
      goldens = program.defaults.compactMap { try? Golden(fileName: $0, of: program) }
    }
    return (goldens + implied(by: goldens), existing, problems)
  }

  /// One golden: compared with its run's output, or recorded.
  private mutating func check(
    _ golden: Golden, among goldens: [Golden], existing: Set<String>, input: Data,
    into tally: inout Tally
  ) {
    let run = self.run(arguments(for: golden, among: goldens), input: input)
    let actual = golden.stream == .output ? run.output : run.error
    let produced = golden.stream == .report || !run.output.isEmpty || run.status == 0
    let path = testCase.folder + "/" + golden.fileName
    let expected =
      existing.contains(golden.fileName) ? FileManager.default.contents(atPath: path) : nil
    if let expected, produced, expected == actual {
      tally.passed += 1
      return
    }
    if expected == nil && !produced { return }  // a patch that fails writes no dump
    // Only a patch's dump golden is removed when its patch now fails; another run that fails
    // stays a failure, recorded or not: the user's file is never deleted for it.
    if record, produced || golden.isPatch {
      let what = expected == nil ? "new" : produced ? "changed" : "removed"
      tally.pending.append((golden, produced ? actual : nil, what))
    } else if let expected {
      tally.failures.append(
        mismatch(golden, expected: expected, actual: actual, run: run, produced: produced))
    } else {
      tally.missing.append(golden.fileName)
    }
  }

  /// Writes what `--record` found, each patch's dump and report together (both or neither,
  /// through `OutputFiles`: both are staged before either is put in place), every other golden
  /// on its own. Only what was written is counted; a failure says why
  /// (`no space left on device`).
  private func commit(_ tally: inout Tally) {
    var groups: [[(golden: Golden, data: Data?, what: String)]] = []
    for entry in tally.pending {
      if entry.golden.isPatch,
        let index = groups.firstIndex(where: {
          $0[0].golden.isPatch && $0[0].golden.key == entry.golden.key
        })
      {
        groups[index].append(entry)
      } else {
        groups.append([entry])
      }
    }
    for group in groups {
      let names = group.map(\.golden.fileName).joined(separator: ", ")
      if let outside = group.lazy.compactMap({
        entry in
        GoldenFiles.linkOutside(testCase.folder, entry.golden.fileName).map {
          (entry.golden.fileName, $0)
        }
      }).first {
        tally.failures.append(GoldenFiles.outsideMessage(outside.0, target: outside.1))
        continue
      }
      do {
        let outputs = group.compactMap { entry in
          entry.data.map {
            PendingOutput(
              path: testCase.folder + "/" + entry.golden.fileName, data: $0,
              role: entry.golden.fileName)
          }
        }
        try OutputFiles.write(outputs, force: false, io: io)
        for entry in group where entry.data == nil {
          try FileManager.default.removeItem(atPath: testCase.folder + "/" + entry.golden.fileName)
        }
        tally.written += group.map { "\($0.golden.fileName) (\($0.what))" }
      } catch let error as CommandFailure {
        tally.failures.append("\(names): not recorded: \(error.diagnostic.message)")
      } catch {
        tally.failures.append("\(names): not recorded: \(FileError.reason(error))")
      }
    }
    tally.pending = []
  }

  private func result(_ tally: Tally) -> Result {
    let (passed, failures, missing, written) =
      (tally.passed, tally.failures, tally.missing, tally.written)
    let name = testCase.name
    var text = ""
    var outcome = Outcome.pass
    if !failures.isEmpty {
      outcome = .fail
      for failure in failures {
        text += "fail     \(name): " + failure.replacingOccurrences(of: "\n", with: "\n           ")
        text = text.trimmingCharacters(in: .whitespaces) + "\n"
      }
    }
    if !missing.isEmpty {
      outcome = max(outcome, .missing)
      text += "missing  \(name): \(missing.joined(separator: ", ")) (write with --record)\n"
    }
    if !written.isEmpty {
      outcome = max(outcome, .recorded)
      text += "recorded \(name): \(written.joined(separator: ", "))\n"
    }
    if outcome == .pass {
      text = "pass     \(name): \(passed == 1 ? "1 golden" : "\(passed) goldens")\n"
    }
    return Result(outcome: outcome, text: text, recorded: written.count)
  }

  /// Why a golden does not match: a short diff, or what the run said instead.
  private func mismatch(_ golden: Golden, expected: Data, actual: Data, run: Run, produced: Bool)
    -> String
  {
    guard produced else {
      let said = String(decoding: run.error, as: UTF8.self).split(separator: "\n").first ?? ""
      return "\(golden.fileName): the run wrote no output (exit \(run.status)): \(said)"
    }
    let diff = LineDiff.short(
      expected: String(decoding: expected, as: UTF8.self),
      actual: String(decoding: actual, as: UTF8.self))
    return "\(golden.fileName) differs (- expected, + actual), \(diff)".trimmingCharacters(
      in: .newlines)
  }

  /// A patch's dump and report come from one run: each implies the other's golden.
  private func implied(by goldens: [Golden]) -> [Golden] {
    var implied: [Golden] = []
    for key in Set(goldens.filter(\.isPatch).map(\.key)).sorted() {
      let ofKey = goldens.filter { $0.key == key }
      if !ofKey.contains(where: { $0.stream == .output }) {
        implied += [try? Golden(fileName: "expected.\(key).xml", of: program)].compactMap { $0 }
      }
      if !ofKey.contains(where: { $0.stream == .report }) {
        implied += [try? Golden(fileName: "expected.\(key).report.txt", of: program)].compactMap {
          $0
        }
      }
    }
    return implied
  }

  /// The command line of a golden: its command on standard input, and the options that make
  /// its format (for a patch, those of its key's other golden too, so that the dump and the
  /// report come from one run).
  private func arguments(for golden: Golden, among goldens: [Golden]) -> [String] {
    var arguments = [golden.command[0], "-"] + golden.command.dropFirst()
    let command = golden.command[0]
    func format(_ stream: Golden.Stream, default fallback: String) -> String {
      if golden.stream == stream { return golden.format }
      return goldens.first { $0.key == golden.key && $0.stream == stream }?.format ?? fallback
    }
    if golden.isPatch {
      arguments += program.formatArguments(command, .output, format(.output, default: "xml")) ?? []
      arguments += program.formatArguments(command, .report, format(.report, default: "txt")) ?? []
    } else {
      arguments += program.formatArguments(command, golden.stream, golden.format) ?? []
    }
    return arguments
  }

  /// Runs a command line in-process on the case's input, once.
  private mutating func run(_ arguments: [String], input: Data) -> Run {
    if let run = runs[arguments] { return run }
    let captured = CapturedStreams(input: input)
    var streams = captured.streams
    streams.inputName = testCase.inputName
    let status = program.run(arguments, streams)
    let run = Run(status: status, output: captured.outputData, error: captured.errorData)
    runs[arguments] = run
    return run
  }
}
