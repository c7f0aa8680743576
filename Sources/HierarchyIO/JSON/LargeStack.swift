import Foundation

/// How deep JSON may nest for the reader and the writer to run on the caller's own thread:
/// 32 levels fit in 256 KB of stack even in a debug build, whose frames are the largest
/// (LargeStackTests; 60 levels need more than 256 KB there), and a bar's dump nests about 14
/// (its deepest view 5 levels down). Deeper input runs on a large stack.
let shallowNesting = 32

/// Runs `body` on the caller's thread when the JSON it reads or writes nests at most
/// `shallowNesting` levels, else on a thread with a large stack (`withLargeStack`). Starting
/// a thread for every read and write cost more than the read of a small dump (and four
/// threads an input in the fuzzers' round trips, most of their time under ASan).
func withStack<T>(forNesting nesting: Int, _ body: @escaping () -> T) -> T {
  nesting <= shallowNesting ? body() : withLargeStack(body)
}

/// How deep `bytes` nest as JSON, counting `[` and `{` outside strings, up to `limit`: the
/// scan stops at the first level past it.
func jsonNesting(_ bytes: UnsafeBufferPointer<UInt8>, limit: Int) -> Int {
  var depth = 0
  var deepest = 0
  var inString = false
  var escaped = false
  for byte in bytes {
    if inString {
      if escaped {
        escaped = false
      } else if byte == UInt8(ascii: "\\") {
        escaped = true
      } else if byte == UInt8(ascii: "\"") {
        inString = false
      }
      continue
    }
    switch byte {
    case UInt8(ascii: "\""): inString = true
    case UInt8(ascii: "["), UInt8(ascii: "{"):
      depth += 1
      if depth > deepest {
        deepest = depth
        if deepest > limit { return deepest }
      }
    case UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
    default: break
    }
  }
  return deepest
}

/// Runs `body` on a thread with a 256 MB stack and waits for it to end.
///
/// The JSON reader and writer recurse once per level of nesting (a view tree 1,000 levels
/// deep nests 2,000 levels of JSON), and a test or a task runs on a thread whose stack is far
/// smaller than the main thread's 8 MB. The stack is only reserved: pages are committed as
/// they are touched.
func withLargeStack<T>(_ body: @escaping () -> T) -> T {
  onThread(stackSize: 256 << 20, body)
}

/// Runs `body` on a thread with a stack of `stackSize` bytes and waits for it to end. The
/// thread is joined, not only waited for: until it has ended it holds `body` and what `body`
/// captured (the input), which LeakSanitizer then reports as leaked.
func onThread<T>(stackSize: Int, _ body: @escaping () -> T) -> T {
  var result: T?
  let job = LargeStackJob { result = body() }
  var attributes = pthread_attr_t()
  pthread_attr_init(&attributes)
  defer { pthread_attr_destroy(&attributes) }
  pthread_attr_setstacksize(&attributes, stackSize)
  #if canImport(Darwin)
    var thread: pthread_t?
  #else
    var thread = pthread_t()
  #endif
  let context = Unmanaged.passRetained(job).toOpaque()
  let status = pthread_create(
    &thread, &attributes,
    { context in
      Unmanaged<LargeStackJob>.fromOpaque(context!).takeRetainedValue().run()
      return nil
    }, context)
  guard status == 0 else {
    fatalError("cannot start a thread with a 256 MB stack: \(String(cString: strerror(status)))")
  }
  #if canImport(Darwin)
    pthread_join(thread!, nil)
  #else
    pthread_join(thread, nil)
  #endif
  return result!
}

/// The work of the thread, handed to it through a C pointer.
private final class LargeStackJob {
  let run: () -> Void
  init(_ run: @escaping () -> Void) { self.run = run }
}
