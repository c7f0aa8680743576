import ArgumentParsing
import FileSafety
import Foundation
import HierarchyIO
import TerminalOutput

/// A dump as read: the document, and the bytes and format it was read from (`find` runs its
/// XPath over the original XML).
struct Dump {
  var document: Document
  var data: Data
  var format: InputFormat
  /// The name in messages: the path, or `<stdin>`.
  var source: String
  /// The file as it was before it was read (nil for anything but a regular file):
  /// `--in-place` replaces it only if it is still that file, unchanged.
  var identity: FileIdentity?

  /// The document, leaving an empty one: the caller then holds the only copy, which it can
  /// edit in place.
  mutating func takeDocument() -> Document {
    var taken = Document()
    swap(&taken, &document)
    return taken
  }
}

/// Reading dumps and writing outputs, shared by every command.
enum InputOutput {
  /// The bytes of a file, or of standard input for `-`.
  /// - Throws: `ReadError.unreadableFile` at `path:1:1` (`nav.xml:1:1: error: cannot read the
  ///   file: no such file or directory`).
  static func readData(_ path: String, io: StandardStreams) throws -> Data {
    if path == "-" {
      do {
        return try io.readInput()
      } catch var error as ReadError {
        error.location.file = io.inputName
        throw error
      } catch {
        throw ReadError(
          .unreadableFile(FileError.reason(error)),
          at: SourceLocation(file: io.inputName, line: 1, column: 1)
        )
      }
    }
    // `URL(fileURLWithPath: "")` is the current directory: say what is wrong instead.
    if path.isEmpty { throw CommandFailure(file: nil, "the file name is empty") }
    let location = SourceLocation(file: path, line: 1, column: 1)
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
      isDirectory.boolValue
    {
      throw ReadError(.unreadableFile("is a directory"), at: location)
    }
    // A file, a pipe (`inspect show <(pbpaste)` names /dev/fd/63), a FIFO or a device is
    // read as standard input is, up to the 2 GB limit and the first byte that cannot be text
    // (`InputBytes`).
    do {
      return try InputBytes.read(path: path, source: path)
    } catch let error as ReadError {
      throw error
    } catch {
      throw ReadError(.unreadableFile(FileError.reason(error)), at: location)
    }
  }

  /// `readData`, with the identity a regular file had before it was read (nil for anything
  /// else): a change made while it is read or after shows as a different identity.
  static func readFile(_ path: String, io: StandardStreams) throws -> (Data, FileIdentity?) {
    let status = path == "-" ? nil : FileStatus(path)
    let data = try readData(path, io: io)
    return (data, status.flatMap { $0.isRegular ? $0.identity : nil })
  }

  /// Reads the dump `DUMP` names, with `--from` and `--strict`; warnings go to stderr.
  /// - Throws: `ReadError` for unreadable or empty input.
  static func readDump(_ input: InputOptions, io: StandardStreams) throws -> Dump {
    try readDump(input.dump, input, io: io)
  }

  /// Reads a dump with the common `--from` / `--strict` options; warnings go to stderr.
  /// - Throws: `ReadError` for unreadable or empty input.
  static func readDump(_ path: String, _ options: InputOptions, io: StandardStreams) throws
    -> Dump
  {
    let requested = options.from
    let (data, identity) = try readFile(path, io: io)
    let source = io.displayName(path)
    if data.allSatisfy({ [0x20, 0x09, 0x0A, 0x0D].contains($0) }) {
      throw ReadError(.emptyInput, at: SourceLocation(file: source, line: 1, column: 1))
    }
    let format = requested ?? InputFormat.detect(data)
    var warnings: [ReadWarning] = []
    // Printed also when reading fails: `--strict` lists the lines it refuses, then errs.
    defer { for warning in warnings { io.diagnose(warning) } }
    let document = try Document(
      data: data, source: source, format: format, strict: options.strict,
      warnings: &warnings)
    return Dump(
      document: document, data: data, format: format, source: source, identity: identity)
  }

  /// Reads a dump as a `Document`, as every reader builds it.
  /// - Throws: `ReadError` as `readDump`.
  static func readDocument(_ path: String, _ options: InputOptions, io: StandardStreams) throws
    -> Document
  {
    try readDump(path, options, io: io).document
  }

  /// Writes `data` to a file (atomically, keeping its mode and owner, following symbolic links;
  /// a device or FIFO is written as it is), or to standard output for `-`: `OutputFiles`.
  /// - Throws: `CommandFailure` (`out/nav.xml: error: cannot write: no such directory 'out'`).
  static func write(_ data: Data, to path: String, force: Bool = false, io: StandardStreams)
    throws
  {
    try OutputFiles.write([PendingOutput(path: path, data: data)], force: force, io: io)
  }
}
