import Foundation

/// What `stat` says about a file, in the few words the output code needs.
struct FileStatus: Sendable {
  var mode: mode_t
  var owner: uid_t
  var group: gid_t
  var links: Int
  /// Who the file is and when it last changed: equal identities mean an unchanged file.
  var identity: FileIdentity

  /// The status of `path`, following symbolic links (`stat`), or `lstat`'s when `link` is
  /// false; nil with `errno` set when there is none.
  init?(_ path: String, followingLinks: Bool = true) {
    var status = stat()
    let result = followingLinks ? stat(path, &status) : lstat(path, &status)
    if result != 0 { return nil }
    self.init(status)
  }

  init(_ status: stat) {
    mode = status.st_mode
    owner = status.st_uid
    group = status.st_gid
    links = Int(status.st_nlink)
    identity = FileIdentity(status)
  }

  private var type: mode_t { mode & mode_t(S_IFMT) }
  var isRegular: Bool { type == mode_t(S_IFREG) }
  var isDirectory: Bool { type == mode_t(S_IFDIR) }
  var isSymbolicLink: Bool { type == mode_t(S_IFLNK) }
  /// The permission bits, with set-user-ID, set-group-ID and sticky.
  var permissions: mode_t { mode & 0o7777 }
  /// No one may write it (0444): replacing it needs `--force`.
  var isReadOnly: Bool { mode & 0o222 == 0 }
}

/// A file's device, inode, size and modification and status-change times.
struct FileIdentity: Equatable, Sendable {
  var device: UInt64
  var inode: UInt64
  var size: Int64
  var modified: [Int]
  var changed: [Int]

  init(_ status: stat) {
    device = UInt64(status.st_dev)
    inode = UInt64(status.st_ino)
    size = Int64(status.st_size)
    #if os(Linux)
      modified = [Int(status.st_mtim.tv_sec), Int(status.st_mtim.tv_nsec)]
      changed = [Int(status.st_ctim.tv_sec), Int(status.st_ctim.tv_nsec)]
    #else
      modified = [Int(status.st_mtimespec.tv_sec), Int(status.st_mtimespec.tv_nsec)]
      changed = [Int(status.st_ctimespec.tv_sec), Int(status.st_ctimespec.tv_nsec)]
    #endif
  }
}

enum FilePaths {
  /// The folder part of a path: `.` for a bare name.
  static func directory(of path: String) -> String {
    let folder = (path as NSString).deletingLastPathComponent
    return folder.isEmpty ? "." : folder
  }

  /// The path a chain of symbolic links ends at, for the last component only (folders on the
  /// way are the kernel's business): the file itself, or, for a dangling link, the path it
  /// names — `sed -i --follow-symlinks` and a shell's `>` write there too.
  /// - Throws: `CommandFailure` after 40 links (a loop).
  static func followingLinks(_ path: String, shownAs shown: String) throws -> String {
    var current = path
    for _ in 0..<40 {
      guard let status = FileStatus(current, followingLinks: false), status.isSymbolicLink
      else { return current }
      var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
      let count = readlink(current, &buffer, buffer.count - 1)
      if count < 0 {
        throw CommandFailure(
          file: shown, "cannot write: \(InputOutput.message(errno: errno))")
      }
      let target = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
      current = target.hasPrefix("/") ? target : directory(of: current) + "/" + target
    }
    throw CommandFailure(file: shown, "cannot write: too many levels of symbolic links")
  }
}
