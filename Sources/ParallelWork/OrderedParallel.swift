import Foundation

/// Runs `work` for every index in parallel on all cores and hands each result to `emit` in
/// index order, as soon as it and every result before it are done: the output of a batch
/// streams in a stable order while later inputs still run. Returns what `emit` returned, in
/// index order.
package func orderedParallel<Result: Sendable, Summary: Sendable>(
  count: Int, work: @escaping @Sendable (Int) -> Result,
  emit: @escaping @Sendable (Int, Result) -> Summary
) -> [Summary] {
  let state = OrderedResults<Result, Summary>(count: count)
  // `concurrentPerform` runs as many iterations at once as there are active cores.
  DispatchQueue.concurrentPerform(iterations: count) { index in
    let result = work(index)
    state.finish(index, result, emit: emit)
  }
  return state.summaries
}

/// The results that wait for an earlier one, under a lock.
private final class OrderedResults<Result, Summary>: @unchecked Sendable {
  private let lock = NSLock()
  private var pending: [Result?]
  private var next = 0
  private(set) var summaries: [Summary] = []

  init(count: Int) { pending = Array(repeating: nil, count: count) }

  func finish(_ index: Int, _ result: Result, emit: (Int, Result) -> Summary) {
    lock.lock()
    defer { lock.unlock() }
    pending[index] = result
    while next < pending.count, let ready = pending[next] {
      pending[next] = nil
      summaries.append(emit(next, ready))
      next += 1
    }
  }
}
