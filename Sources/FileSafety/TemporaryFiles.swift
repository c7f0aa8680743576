import Foundation

/// The temporary files a command is writing (`.NAME.inspect-PID.tmp`, see OutputFiles), removed
/// when a signal ends the process before they are renamed (docs/output-files.md): every signal
/// whose default action ends the process and that a handler can catch (`fatalSignals`: SIGPIPE
/// of a closed `| head` among them; SIGKILL cannot be caught).
///
/// The signal handler may only make async-signal-safe calls: it reads paths from fixed C buffers
/// (allocated before the handler is installed), calls `unlink`, restores the default action and
/// raises the signal again, so the process still ends as the signal says. Registering takes a
/// lock (tests run commands on several threads at once); the handler never does.
package enum TemporaryFiles {
  /// Registers a path before the file is created; a path too long for a slot, or no free slot,
  /// is not registered (the file is still removed on every error, only not on a signal).
  /// - Returns: the slot to unregister, or nil.
  package static func register(_ path: String) -> Int? {
    let bytes = Array(path.utf8)
    guard bytes.count < slotSize, !bytes.contains(0) else { return nil }
    return lock.withLock {
      installHandlers()
      guard let slot = (0..<slotCount).first(where: { slotUsed[$0] == 0 }) else { return nil }
      let buffer = slotPaths + slot * slotSize
      for (offset, byte) in bytes.enumerated() { buffer[offset] = CChar(bitPattern: byte) }
      buffer[bytes.count] = 0
      markUsed(slot, 1)
      return slot
    }
  }

  /// Forgets a slot (its file was renamed or removed).
  package static func unregister(_ slot: Int?) {
    guard let slot else { return }
    lock.withLock { markUsed(slot, 0) }
  }

  /// The signals whose default action ends the process, which a handler can catch.
  package static let fatalSignals: [Int32] = [
    SIGHUP, SIGINT, SIGQUIT, SIGTERM, SIGPIPE, SIGALRM, SIGUSR1, SIGUSR2, SIGXCPU, SIGXFSZ,
    SIGVTALRM, SIGPROF,
  ]

  private static let lock = NSLock()
  nonisolated(unsafe) private static var installed = false

  /// Installs the handler once, for each signal that is not ignored (`nohup` keeps SIGHUP
  /// ignored), and unblocks those signals in this thread: a process started from a thread that
  /// blocks them (a libdispatch worker does) would otherwise never receive them.
  private static func installHandlers() {
    if installed { return }
    installed = true
    _ = slotPaths
    _ = slotUsed
    var signals = sigset_t()
    sigemptyset(&signals)
    for signal in fatalSignals { sigaddset(&signals, signal) }
    pthread_sigmask(SIG_UNBLOCK, &signals, nil)
    for signal in fatalSignals {
      let previous = Foundation.signal(signal, removeTemporaryFilesAndRaise)
      // Function pointers compare by address (an ignored signal's handler is SIG_IGN).
      if unsafeBitCast(previous, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self) {
        _ = Foundation.signal(signal, SIG_IGN)
      }
    }
  }
}

private let slotCount = 64
private let slotSize = Int(PATH_MAX) + 1
nonisolated(unsafe) private let slotPaths: UnsafeMutablePointer<CChar> = {
  let buffer = UnsafeMutablePointer<CChar>.allocate(capacity: slotCount * slotSize)
  buffer.initialize(repeating: 0, count: slotCount * slotSize)
  return buffer
}()
nonisolated(unsafe) private let slotUsed: UnsafeMutablePointer<sig_atomic_t> = {
  let flags = UnsafeMutablePointer<sig_atomic_t>.allocate(capacity: slotCount)
  flags.initialize(repeating: 0, count: slotCount)
  return flags
}()

/// Sets a slot's flag after its path is in place (not inlined: the call keeps the compiler from
/// moving the path's stores after the flag's).
@inline(never)
private func markUsed(_ slot: Int, _ value: sig_atomic_t) { slotUsed[slot] = value }

private func removeTemporaryFilesAndRaise(_ signal: Int32) {
  for slot in 0..<slotCount where slotUsed[slot] != 0 { unlink(slotPaths + slot * slotSize) }
  _ = Foundation.signal(signal, SIG_DFL)
  raise(signal)
}
