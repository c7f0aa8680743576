import ArgumentParsing
import Foundation

/// One file a command writes: its bytes, and where.
struct PendingOutput: Sendable {
  /// As the user gave it: `-` is standard output.
  var path: String
  var data: Data
  /// How messages name it when a command writes several: `the report` gives "cannot write the
  /// report: …"; nil gives "cannot write: …".
  var role: String?
  /// For `--in-place`: the input as it was read. The file must still be that file, unchanged,
  /// when it is replaced, or nothing replaces it.
  var original: FileIdentity?

  init(path: String, data: Data, role: String? = nil, original: FileIdentity? = nil) {
    self.path = path
    self.data = data
    self.role = role
    self.original = original
  }
}

/// Writing a command's outputs: all of them or, on any failure before the first is in place,
/// none (docs/output-files.md).
///
/// - `-` is standard output. A device, a FIFO or a socket is opened and written as it is: it is
///   never replaced by a regular file (as root, a rename over `/dev/null` replaced the device).
/// - A regular file is written atomically: a temporary `.NAME.inspect-PID.tmp` beside it gets
///   the bytes, the file's mode and, where permitted, its owner and group, is flushed to disk
///   and renamed over it. A new file gets 0666 less the umask.
/// - A symbolic link (a dangling one too) is followed and its target is written that way, as
///   `sed -i --follow-symlinks` does: the link stays a link.
/// - A file with other hard links is replaced under this name only (the others keep the old
///   content), with a warning: writing through the shared inode cannot be atomic.
/// - A read-only file (no write permission for anyone, or not writable by this user) is refused
///   unless `force`.
/// - Outputs are written in the order given (a report before the dump it describes). Every
///   target is checked and every temporary file written before the first one is put in place;
///   a failure up to there leaves every output as it was, and a signal removes the temporary
///   files (`TemporaryFiles`).
enum OutputFiles {
  static func write(_ outputs: [PendingOutput], force: Bool, io: StandardStreams) throws {
    var plans: [Plan] = []
    for output in outputs { plans.append(try plan(output, force: force)) }
    defer { for plan in plans { plan.discardTemporary() } }
    for index in plans.indices { try plans[index].stage() }
    for index in plans.indices { try plans[index].commit(io: io) }
  }

  /// Where an output goes.
  enum Target {
    case standardOutput
    /// A device, FIFO or socket: opened and written, never replaced.
    case stream(String)
    /// A regular file (its status), or a new one (nil): replaced through a temporary file.
    case file(String, FileStatus?)
  }

  private static func plan(_ output: PendingOutput, force: Bool) throws -> Plan {
    let path = output.path
    let what = output.role.map { "cannot write \($0)" } ?? "cannot write"
    func failure(_ reason: String) -> CommandFailure {
      CommandFailure(file: path, "\(what): \(reason)")
    }
    if path == "-" { return Plan(output: output, target: .standardOutput, what: what) }
    if path.isEmpty { throw CommandFailure(file: nil, "the output file name is empty") }
    // What the name ends at, as the kernel follows it: `/dev/stdout` is a link to
    // `/proc/self/fd/1`, whose own target (`pipe:[4026]`) is no path at all, so a pipe, FIFO,
    // device or socket is recognised before the links are read one by one.
    if let status = FileStatus(path), !status.isRegular, !status.isDirectory {
      if output.original != nil {
        throw failure("'--in-place' replaces a regular file, and this is not one")
      }
      return Plan(output: output, target: .stream(path), what: what)
    }
    let resolved = try FilePaths.followingLinks(path, shownAs: path)
    guard let status = FileStatus(resolved) else {
      let code = errno
      guard code == ENOENT else { throw failure(InputOutput.message(errno: code)) }
      let folder = FilePaths.directory(of: resolved)
      guard let parent = FileStatus(folder) else {
        throw failure("no such directory '\((resolved as NSString).deletingLastPathComponent)'")
      }
      if !parent.isDirectory { throw failure("'\(folder)' is not a directory") }
      if output.original != nil { throw failure("the file is gone") }
      return Plan(output: output, target: .file(resolved, nil), what: what)
    }
    if status.isDirectory { throw failure("it is a directory") }
    if !status.isRegular {
      if output.original != nil {
        throw failure("'--in-place' replaces a regular file, and this is not one")
      }
      return Plan(output: output, target: .stream(resolved), what: what)
    }
    if let original = output.original, original != status.identity {
      throw changed(path)
    }
    if !force && (status.isReadOnly || access(resolved, W_OK) != 0) {
      throw failure("the file is read-only (use '--force' to replace it)")
    }
    return Plan(output: output, target: .file(resolved, status), what: what)
  }

  static func changed(_ path: String) -> CommandFailure {
    CommandFailure(
      file: path, "the file changed while inspect was running: it is not overwritten")
  }

  /// One output on its way: checked, then staged in a temporary file, then put in place.
  struct Plan {
    var output: PendingOutput
    var target: Target
    var what: String
    var temporary: String?
    var slot: Int?

    func failure(_ code: Int32) -> CommandFailure {
      CommandFailure(file: output.path, "\(what): \(InputOutput.message(errno: code))")
    }

    /// Writes the temporary file of a regular target: bytes, mode, owner, flushed to disk.
    mutating func stage() throws {
      guard case .file(let path, let status) = target else { return }
      let name =
        ".\((path as NSString).lastPathComponent)"
        + ".inspect-\(ProcessInfo.processInfo.processIdentifier).tmp"
      let temporary = FilePaths.directory(of: path) + "/" + name
      slot = TemporaryFiles.register(temporary)
      self.temporary = temporary
      let flags = O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW
      var descriptor = open(temporary, flags, 0o666)
      if descriptor < 0 && errno == EEXIST {
        // Left by a killed process that had this process's id: it is no one's now.
        unlink(temporary)
        descriptor = open(temporary, flags, 0o666)
      }
      if descriptor < 0 {
        let code = errno
        self.temporary = nil
        TemporaryFiles.unregister(slot)
        throw failure(code)
      }
      defer { close(descriptor) }
      if let status {
        // The owner where permitted (root; else the group at most), then the mode (a change
        // of owner clears set-user-ID).
        if fchown(descriptor, status.owner, status.group) != 0 {
          _ = fchown(descriptor, uid_t.max, status.group)
        }
        if fchmod(descriptor, status.permissions) != 0 { throw failure(errno) }
      }
      if let code = writeAll(output.data, to: descriptor) { throw failure(code) }
      if fsync(descriptor) != 0 && errno != EINVAL { throw failure(errno) }
    }

    /// Puts the output in place: the rename of a staged file, or the write of a stream.
    mutating func commit(io: StandardStreams) throws {
      switch target {
      case .standardOutput:
        io.writeOutput(output.data)
      case .stream(let path):
        let descriptor = open(path, O_WRONLY | O_NOCTTY | O_CLOEXEC)
        if descriptor < 0 { throw failure(errno) }
        defer { close(descriptor) }
        if let code = writeAll(output.data, to: descriptor) { throw failure(code) }
      case .file(let path, let status):
        guard let temporary else { return }
        if let original = output.original, FileStatus(path)?.identity != original {
          throw OutputFiles.changed(output.path)
        }
        if rename(temporary, path) != 0 { throw failure(errno) }
        self.temporary = nil
        TemporaryFiles.unregister(slot)
        if let status, status.links > 1 {
          let others = status.links - 1
          io.diagnose(
            Diagnostic(
              .warning, file: output.path,
              "the file had \(others) other hard link\(others == 1 ? "" : "s"), which "
                + "keep\(others == 1 ? "s" : "") the old content (docs/output-files.md)"))
        }
      }
    }

    /// Removes the temporary file if it is still there (a failure came first).
    func discardTemporary() {
      guard let temporary else { return }
      unlink(temporary)
      TemporaryFiles.unregister(slot)
    }
  }
}

extension Option {
  /// `--force`: replace a read-only output (OutputFiles).
  static let force = Option(
    "--force",
    help: "replace a read-only output file (files are written as docs/output-files.md says: "
      + "atomically, keeping mode and owner, through symbolic links; a device or FIFO as it is)")
}

extension OutputFiles {
  /// Refuses an output that is one of the inputs (the same file, by device and inode, through
  /// any name or link) where the output is no dump of it: a picture, a page or a report would
  /// replace the dump it was made from (`render a.xml -o a.xml`).
  /// - Parameter outputs: each option and the path it names (nil when not given).
  static func refuseInput(
    _ outputs: [(option: String, path: String?)], inputs: [String], command: String
  ) throws(UsageError) {
    let read = inputs.filter { $0 != "-" }.compactMap { FileStatus($0)?.identity }
    for (option, path) in outputs {
      guard let path, path != "-", let target = FileStatus(path), target.isRegular else {
        continue
      }
      let same = read.contains {
        $0.device == target.identity.device && $0.inode == target.identity.inode
      }
      if same {
        throw UsageError(
          "'\(option) \(SafeText.shown(path))' would replace the input with what is made from "
            + "it; name another file", command: command)
      }
    }
  }
}
