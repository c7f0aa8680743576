import Foundation

/// What `stat` says about a file, in the few words the output code needs.
package struct FileStatus: Sendable {
  package var mode: mode_t
  package var owner: uid_t
  package var group: gid_t
  package var links: Int
  /// Who the file is and when it last changed: equal identities mean an unchanged file.
  package var identity: FileIdentity

  /// The status of `path`, following symbolic links (`stat`), or `lstat`'s when `link` is
  /// false; nil with `errno` set when there is none.
  package init?(_ path: String, followingLinks: Bool = true) {
    var status = stat()
    let result = followingLinks ? stat(path, &status) : lstat(path, &status)
    if result != 0 { return nil }
    self.init(status)
  }

  package init(_ status: stat) {
    mode = status.st_mode
    owner = status.st_uid
    group = status.st_gid
    links = Int(status.st_nlink)
    identity = FileIdentity(status)
  }

  private var type: mode_t { mode & mode_t(S_IFMT) }
  package var isRegular: Bool { type == mode_t(S_IFREG) }
  package var isDirectory: Bool { type == mode_t(S_IFDIR) }
  package var isSymbolicLink: Bool { type == mode_t(S_IFLNK) }
  /// The permission bits, with set-user-ID, set-group-ID and sticky.
  package var permissions: mode_t { mode & 0o7777 }
  /// No one may write it (0444): replacing it needs `--force`.
  package var isReadOnly: Bool { mode & 0o222 == 0 }
}

/// A file's device, inode, size and modification and status-change times.
package struct FileIdentity: Equatable, Sendable {
  package var device: UInt64
  package var inode: UInt64
  package var size: Int64
  package var modified: [Int]
  package var changed: [Int]

  package init(_ status: stat) {
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

package enum FilePaths {
  /// The folder part of a path: `.` for a bare name.
  package static func directory(of path: String) -> String {
    let folder = (path as NSString).deletingLastPathComponent
    return folder.isEmpty ? "." : folder
  }

  /// The path a chain of symbolic links ends at, for the last component only (folders on the
  /// way are the kernel's business): the file itself, or, for a dangling link, the path it
  /// names — `sed -i --follow-symlinks` and a shell's `>` write there too.
  /// - Throws: `FileError` after 40 links (a loop).
  package static func followingLinks(_ path: String, shownAs shown: String) throws(FileError)
    -> String
  {
    var current = path
    for _ in 0..<40 {
      guard let status = FileStatus(current, followingLinks: false), status.isSymbolicLink
      else { return current }
      var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
      let count = readlink(current, &buffer, buffer.count - 1)
      if count < 0 {
        throw FileError(file: shown, "cannot write: \(FileError.message(errno: errno))")
      }
      let target = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
      current = target.hasPrefix("/") ? target : directory(of: current) + "/" + target
    }
    throw FileError(file: shown, "cannot write: too many levels of symbolic links")
  }
}
