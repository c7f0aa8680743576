import ArgumentParsing
import DumpModel
import FileSafety
import Foundation
import ParallelWork
import TerminalOutput

/// One command over several inputs (docs/inspect.1, BATCH RUNS): `DUMP…` expanded
/// (`InputFiles`), the command run once per file in parallel on all cores, each run's output
/// captured and written in input order, and one summary line. The commands know nothing of
/// it: each run is an ordinary run on one input, with `--out-dir` turned into that input's
/// `-o`.
package struct Batch {
  struct Job: Sendable {
    var input: InputFile
    var arguments: Arguments
    /// Where `--out-dir` puts this input's output.
    var output: String?
  }

  let command: any BatchCommand.Type
  /// One run of the command on one input's arguments: its exit status.
  let execute: @Sendable (Arguments, StandardStreams) -> Int32
  let jobs: [Job]
  /// Several files, or a directory: headers, a summary line. False for one file named on the
  /// command line with `--out-dir`, which runs exactly as with `-o`.
  let isBatch: Bool
  /// Standard output is one JSON array of per-input results (`Command.printsJSONResults`),
  /// for one input as for many.
  let jsonResults: Bool

  /// - Parameters:
  ///   - outputs: the program's `-o` and `--out-dir`, and the name an output gets.
  ///   - execute: runs the command on one input's arguments (the program's errors turned
  ///     into messages): its exit status.
  /// - Returns: nil when the command line names one file and no `--out-dir`: the command
  ///   runs as it always has, and its output is byte for byte what it was.
  /// - Throws: `UsageError` for what a batch cannot do (`-o` with several inputs, an output
  ///   name twice), `CommandFailure` for a directory without dumps.
  package init?(
    command: any BatchCommand.Type, arguments: Arguments, outputs: BatchOutputs,
    execute: @escaping @Sendable (Arguments, StandardStreams) -> Int32
  ) throws {
    // The repeating positional comes first; the fixed ones after it (`find DUMP… QUERY`).
    let fixed = command.positionals.count - 1
    let given = Array(arguments.positionals.dropLast(fixed))
    let rest = Array(arguments.positionals.suffix(fixed))
    let outDirectory = arguments[outputs.outDir]
    let files: [InputFile]
    do {
      files = try InputFiles.expand(given)
    } catch {
      throw CommandFailure(file: error.file, error.message)
    }
    let jsonResults = command.printsJSONResults(arguments)
    if files.count == 1, !files[0].fromDirectory, outDirectory == nil, !jsonResults { return nil }
    self.command = command
    self.execute = execute
    self.jsonResults = jsonResults
    isBatch = files.count > 1 || files.contains(where: \.fromDirectory)
    if isBatch {
      if arguments[outputs.output] != nil {
        throw UsageError(
          "'\(outputs.output.option.name)' names one output; with several inputs, use "
            + "'\(outputs.outDir.option.name) DIR'", command: command.name)
      }
      try command.checkBatch(arguments)
    }
    if files.filter({ $0.path == "-" }).count > 1 {
      throw UsageError("standard input can be read only once", command: command.name)
    }
    let paths = try outDirectory.map {
      try Self.outputs(
        for: files, in: $0, arguments: arguments, outputs: outputs, command: command.name)
    }
    let base = arguments.removing([outputs.outDir.option])
    jobs = files.indices.map { index in
      let output = paths?[index]
      return Job(
        input: files[index],
        arguments: (output.map { base.setting(outputs.output.option, to: $0) } ?? base)
          .with(positionals: [files[index].path] + rest),
        output: output)
    }
  }

  /// Each input's output under `directory`: its relative path, named as the program names
  /// an output (`BatchOutputs.name`).
  private static func outputs(
    for files: [InputFile], in directory: String, arguments: Arguments,
    outputs options: BatchOutputs, command: String
  ) throws(UsageError) -> [String] {
    let option = options.outDir.option.name
    var seen: [String: String] = [:]
    var outputs: [String] = []
    for file in files {
      if file.path == "-" {
        throw UsageError(
          "'\(option)' names each output after its input; standard input has no name",
          command: command)
      }
      let renamed = options.name(file.relativePath, arguments)
      let output = (directory.hasSuffix("/") ? directory : directory + "/") + renamed
      let key = URL(fileURLWithPath: output).standardizedFileURL.path
      if key == URL(fileURLWithPath: file.path).standardizedFileURL.path {
        throw UsageError(
          "'\(option)' would write over the input '\(file.path)'; name another directory "
            + "(or use '--in-place')", command: command)
      }
      if let first = seen[key] {
        throw UsageError(
          "'\(first)' and '\(file.path)' would both be written to '\(output)'", command: command)
      }
      seen[key] = file.path
      outputs.append(output)
    }
    return outputs
  }

  /// What one run printed, and the JSON it made of its input (`StandardStreams.emit`).
  private struct Finished: Sendable {
    var status: Int32
    var output: Data
    var error: Data
    var json: JSONText?
  }

  /// Runs every job; returns 0 when every input succeeded, else 1.
  package func run(io: StandardStreams) -> Int32 {
    let (command, execute) = (self.command, self.execute)
    let unmade = makeDirectories()
    guard isBatch || jsonResults else {
      return Self.run(jobs[0], execute, unmade: unmade, io: io)
    }
    let jobs = self.jobs
    let json = jsonResults
    let sections = Sections()
    // A command that merges its outputs (`check --format sarif`) gets them all at the end.
    let merging = command.mergedOutput([], arguments: jobs[0].arguments) != nil
    // A command whose JSON report goes to standard error gets them all at the end, so that
    // the runs' messages do not cut the array.
    let reports = command.reportsJSONResults(jobs[0].arguments)
    let gathered = Gathered(count: jobs.count)
    let statuses = orderedParallel(
      count: jobs.count,
      work: { index in
        let captured = CapturedStreams()
        let made = Made()
        var streams = captured.streams
        streams.readInput = io.readInput
        streams.inputName = io.inputName
        streams.jsonDiagnostics = io.jsonDiagnostics
        if json || merging || reports { streams.takeJSON = { made.json = $0 } }
        let status = Self.run(jobs[index], execute, unmade: unmade, io: streams)
        return Finished(
          status: status, output: captured.outputData, error: captured.errorData, json: made.json)
      },
      emit: { index, finished in
        if merging || reports { gathered.json[index] = finished.json }
        if merging {
          io.writeOutput(finished.output)
          io.writeError(finished.error)
        } else {
          Self.present(
            finished, of: jobs[index], command: command, json: json, sections: sections,
            stream: &gathered.stream, io: io)
        }
        return finished.status
      })
    if merging, let merged = command.mergedOutput(gathered.json, arguments: jobs[0].arguments) {
      io.out(merged.rendered)
    } else if json {
      io.writeOutput(Data(gathered.stream.end().utf8))
    }
    if reports {
      let results = jobs.indices.map { index in
        JSONResult(
          file: io.displayName(jobs[index].input.path), status: statuses[index],
          output: gathered.json[index]
        ).value
      }
      io.err(JSONText.array(results).rendered)
    }
    let failed = statuses.filter { $0 != ExitStatus.success }.count
    guard isBatch else { return statuses[0] }
    let files = jobs.count == 1 ? "1 file" : "\(jobs.count) files"
    let summary = "\(files): \(jobs.count - failed) ok, \(failed) failed"
    io.err(io.jsonDiagnostics ? Diagnostic(note: summary).json : summary)
    return failed == 0 ? ExitStatus.success : ExitStatus.failure
  }

  /// The directories `--out-dir` writes into, each made once before the runs (not once a
  /// job: a thousand inputs in one folder would make it a thousand times): the reason a
  /// directory could not be made, by directory.
  private func makeDirectories() -> [String: String] {
    var failures: [String: String] = [:]
    var made: Set<String> = []
    for output in jobs.compactMap(\.output) {
      let directory = (output as NSString).deletingLastPathComponent
      guard made.insert(directory).inserted else { continue }
      do {
        try FileManager.default.createDirectory(
          atPath: directory.isEmpty ? "." : directory, withIntermediateDirectories: true)
      } catch {
        failures[directory] = FileError.reason(error)
      }
    }
    return failures
  }

  /// One job: the command, unless its output's directory could not be made.
  private static func run(
    _ job: Job, _ execute: (Arguments, StandardStreams) -> Int32, unmade: [String: String],
    io: StandardStreams
  ) -> Int32 {
    if let output = job.output {
      let directory = (output as NSString).deletingLastPathComponent
      if let reason = unmade[directory] {
        io.diagnose(
          Diagnostic(file: output, "cannot make the directory '\(directory)': \(reason)"))
        return ExitStatus.failure
      }
    }
    return execute(job.arguments, io)
  }

  /// Whether a section has been printed: the next header is set off by a blank line. Only
  /// `present` touches it, one call at a time (`orderedParallel` emits under its lock).
  private final class Sections: @unchecked Sendable {
    var any = false
  }

  /// The JSON each run made, kept for a merging command, and the array of results being
  /// written. Only `emit` touches it, one call at a time.
  private final class Gathered: @unchecked Sendable {
    var json: [JSONText?]
    var stream = JSONText.ArrayStream()
    init(count: Int) { json = Array(repeating: nil, count: count) }
  }

  /// The JSON one run made. Only that run touches it.
  private final class Made: @unchecked Sendable {
    var json: JSONText?
  }

  /// Writes what one run printed: standard output under a `==> FILE <==` header (as head(1)
  /// does; nothing when it printed nothing), or its JSON as one element of the array of
  /// results under `--format json`; standard error as it is.
  private static func present(
    _ finished: Finished, of job: Job, command: any BatchCommand.Type, json: Bool,
    sections: Sections, stream: inout JSONText.ArrayStream, io: StandardStreams
  ) {
    let file = io.displayName(job.input.path)
    if json {
      // The command's JSON is all it prints (`StandardStreams.emit`).
      let element = JSONResult(file: file, status: finished.status, output: finished.json)
      io.writeOutput(Data(stream.append(element.value).utf8))
    } else if command.namesItsInput {
      io.writeOutput(finished.output)
    } else if !finished.output.isEmpty {
      io.writeOutput(Data(((sections.any ? "\n" : "") + "==> \(file) <==\n").utf8))
      io.writeOutput(finished.output)
      sections.any = true
    }
    io.writeError(finished.error)
  }
}
