import Foundation

/// Runs `body` on a thread with a 256 MB stack and waits for it to end.
///
/// The JSON reader and writer recurse once per level of nesting (a view tree 1,000 levels
/// deep nests 2,000 levels of JSON), and a test or a task runs on a thread whose stack is far
/// smaller than the main thread's 8 MB. The stack is only reserved: pages are committed as
/// they are touched. The thread is joined, not only waited for: until it has ended it holds
/// `body` and what `body` captured (the input), which LeakSanitizer then reports as leaked.
func withLargeStack<T>(_ body: @escaping () -> T) -> T {
  var result: T?
  let job = LargeStackJob { result = body() }
  var attributes = pthread_attr_t()
  pthread_attr_init(&attributes)
  defer { pthread_attr_destroy(&attributes) }
  pthread_attr_setstacksize(&attributes, 256 << 20)
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
