import ParallelWork
import TerminalOutput

/// Every case of some folders run against its goldens (`inspect test DIR…`,
/// docs/cli-test.md): in parallel, each case's line printed in order as soon as it and the
/// ones before it are done, then one summary line.
package enum CaseRuns {
  /// - Returns: 0 when every golden matches; 1 when a case fails, a golden is missing, or
  ///   `record` wrote one.
  /// - Throws: what `TestCase.find` throws for a folder that holds no case.
  package static func run(
    _ folders: [String], record: Bool, program: CommandLineUnderTest, io: StandardStreams
  ) throws -> Int32 {
    let cases = try TestCase.find(folders)
    let results = orderedParallel(
      count: cases.count,
      work: { index in
        var runner = CaseRunner(cases[index], record: record, program: program, io: io)
        return runner.run()
      },
      emit: { _, result in
        io.out(result.text)
        return result
      })
    let outcomes = results.map(\.outcome)
    let count = { (outcome: CaseRunner.Outcome) in outcomes.filter { $0 == outcome }.count }
    var summary = cases.count == 1 ? "1 case: " : "\(cases.count) cases: "
    summary += "\(count(.pass)) passed, \(count(.fail)) failed, \(count(.missing)) missing"
    // The cases that wrote a golden, also those that failed otherwise (a full disk).
    if record { summary += ", \(results.filter { $0.recorded > 0 }.count) recorded" }
    io.out(summary)
    return outcomes.allSatisfy { $0 == .pass } ? ExitStatus.success : ExitStatus.failure
  }
}
