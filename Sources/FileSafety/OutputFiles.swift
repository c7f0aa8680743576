import Foundation

/// One file a command writes: its bytes, and where.
package struct PendingOutput: Sendable {
  /// As the user gave it: `-` is standard output.
  package var path: String
  package var data: Data
  /// How messages name it when a command writes several: `the report` gives "cannot write the
  /// report: …"; nil gives "cannot write: …".
  package var role: String?
  /// For `--in-place`: the input as it was read. The file must still be that file, unchanged,
  /// when it is replaced, or nothing replaces it.
  package var original: FileIdentity?

  package init(path: String, data: Data, role: String? = nil, original: FileIdentity? = nil) {
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
package enum OutputFiles {
  /// - Parameters:
  ///   - standardOutput: writes the output named `-`.
  ///   - warn: says what was written but not as asked (a file with other hard links).
  /// - Throws: `FileError` naming the output and the reason.
  package static func write(
    _ outputs: [PendingOutput], force: Bool, standardOutput: (Data) -> Void,
    warn: (FileError) -> Void
  ) throws(FileError) {
    var plans: [Plan] = []
    for output in outputs { plans.append(try plan(output, force: force)) }
    defer { for plan in plans { plan.discardTemporary() } }
    for index in plans.indices { try plans[index].stage() }
    for index in plans.indices {
      try plans[index].commit(standardOutput: standardOutput, warn: warn)
    }
  }

  /// Where an output goes.
  package enum Target {
    case standardOutput
    /// A device, FIFO or socket: opened and written, never replaced.
    case stream(String)
    /// A regular file (its status), or a new one (nil): replaced through a temporary file.
    case file(String, FileStatus?)
  }

  private static func plan(_ output: PendingOutput, force: Bool) throws(FileError) -> Plan {
    let path = output.path
    let what = output.role.map { "cannot write \($0)" } ?? "cannot write"
    func failure(_ reason: String) -> FileError {
      FileError(file: path, "\(what): \(reason)")
    }
    if path == "-" { return Plan(output: output, target: .standardOutput, what: what) }
    if path.isEmpty { throw FileError(file: nil, "the output file name is empty") }
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
      guard code == ENOENT else { throw failure(FileError.message(errno: code)) }
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

  package static func changed(_ path: String) -> FileError {
    FileError(
      file: path, "the file changed while inspect was running: it is not overwritten")
  }

  /// One output on its way: checked, then staged in a temporary file, then put in place.
  package struct Plan {
    package var output: PendingOutput
    package var target: Target
    package var what: String
    package var temporary: String?
    package var slot: Int?

    package func failure(_ code: Int32) -> FileError {
      FileError(file: output.path, "\(what): \(FileError.message(errno: code))")
    }

    /// Writes the temporary file of a regular target: bytes, mode, owner, flushed to disk.
    package mutating func stage() throws(FileError) {
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
    package mutating func commit(standardOutput: (Data) -> Void, warn: (FileError) -> Void)
      throws(FileError)
    {
      switch target {
      case .standardOutput:
        standardOutput(output.data)
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
          warn(
            FileError(
              file: output.path,
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
