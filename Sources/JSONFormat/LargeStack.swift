import Foundation

/// Runs `body` on a thread with a 256 MB stack and waits for it.
///
/// The JSON reader and writer recurse once per level of nesting (a view tree 1,000 levels
/// deep nests 2,000 levels of JSON), and a test or a task runs on a thread whose stack is far
/// smaller than the main thread's 8 MB. The stack is only reserved: pages are committed as
/// they are touched.
func withLargeStack<T>(_ body: @escaping () -> T) -> T {
  let box = LargeStackBox(body)
  let thread = Thread { box.run() }
  thread.stackSize = 256 << 20
  thread.start()
  box.done.wait()
  return box.result!
}

/// The body and its result, shared by the caller and the thread (which holds it until it
/// exits, so the semaphore outlives its last signal).
private final class LargeStackBox<T>: @unchecked Sendable {
  let body: () -> T
  var result: T?
  let done = DispatchSemaphore(value: 0)
  init(_ body: @escaping () -> T) { self.body = body }
  func run() {
    result = body()
    done.signal()
  }
}
