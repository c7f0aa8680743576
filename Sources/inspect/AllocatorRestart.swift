import Foundation

#if canImport(Glibc) && os(Linux)
  import Glibc

  /// glibc keeps a few freed blocks of each size at hand for the next request of that size
  /// (its tcache: 7 a size by default). A patch of a window solves each bar in a system and a
  /// solver of its own (docs/layout.md, "Roots solved one by one"): hundreds of small blocks
  /// made, then freed together, for each of thousands of bars. Beyond the seventh, a freed
  /// block goes to glibc's bins, and the next bar's requests take them back from there, cold,
  /// seven at a time: at 12,000 bars `_int_malloc` was 8.9 % of `patch`'s time. With room for
  /// 1,000 a size, the blocks a bar freed are the next bar's, still in the cache: `patch` took
  /// 8 % less CPU (Benchmarks/windowbench/RESULTS.md, "The allocator's cache of freed blocks").
  ///
  /// glibc reads that room once, as the process starts, from `GLIBC_TUNABLES` (`mallopt` has
  /// no setting for it). So a run given a large input (a file of 8 MB or more, about a
  /// thousand bars) starts itself again with it set, once; the run started again puts the
  /// environment back as it was, for any program it starts in turn. A run with small inputs,
  /// a run whose `GLIBC_TUNABLES` already sets the count, or one that cannot start itself again
  /// (no `/proc`) runs as it is. (A tool that follows a process, valgrind among them, follows
  /// the run started again only when told to follow children: `--trace-children=yes`.)
  enum AllocatorRestart {
    static let tunable = "glibc.malloc.tcache_count"
    static let setting = "\(tunable)=1000"
    /// Set in the run started again: the `GLIBC_TUNABLES` the user gave ("" for none).
    static let given = "INSPECT_GIVEN_GLIBC_TUNABLES"
    static let largeInput: Int64 = 8 << 20

    /// In the run started again, puts the environment back; otherwise starts again when an
    /// argument names a large file. Returns only when this process goes on.
    static func restartIfLarge(_ arguments: ArraySlice<String>) {
      if let given = ProcessInfo.processInfo.environment[given] {
        putBack(given)
        return
      }
      let current = ProcessInfo.processInfo.environment["GLIBC_TUNABLES"]
      guard current?.contains(tunable) != true, arguments.contains(where: isLargeFile) else {
        return
      }
      setenv(given, current ?? "", 1)
      setenv("GLIBC_TUNABLES", current.map { "\($0):\(setting)" } ?? setting, 1)
      execv("/proc/self/exe", CommandLine.unsafeArgv)
      putBack(current ?? "")  // not started again: go on as given
    }

    private static func putBack(_ given: String) {
      if given.isEmpty {
        unsetenv("GLIBC_TUNABLES")
      } else {
        setenv("GLIBC_TUNABLES", given, 1)
      }
      unsetenv(self.given)
    }

    private static func isLargeFile(_ path: String) -> Bool {
      var status = stat()
      guard !path.isEmpty, stat(path, &status) == 0 else { return false }
      return (status.st_mode & S_IFMT) == S_IFREG && Int64(status.st_size) >= largeInput
    }
  }
#endif
