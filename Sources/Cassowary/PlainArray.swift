/// A growable array of plain values (no references) for the tableau's hot tables: the row and
/// column pools and the per-symbol arrays.
///
/// `Array` checks on every write that its buffer is not shared (a call: 2.4 million of them
/// in `patch` at 200 bars), checks bounds, and empties or grows through generic paths
/// (`replaceSubrange`). Here a write is a store through `base`, an index is not checked, and
/// emptying sets `count` (Benchmarks/windowbench/RESULTS.md, "The solver engine").
///
/// Not a value type: a copy shares the elements with the original until one of them grows
/// (the memory stays valid: each holds its block). The solver keeps one of each table and
/// never copies it (`SolverCore` lives behind `Solver`'s pointer; a rebuild makes a new one).
struct PlainArray<Element: BitwiseCopyable>: RandomAccessCollection, MutableCollection {
  typealias Indices = Range<Int>

  /// The elements' memory (`base` points into it): one allocation, freed when the last array
  /// holding it lets go; nil before the first growth.
  private var block: ManagedBuffer<Void, Element>?
  private(set) var base: UnsafeMutablePointer<Element>
  private(set) var count = 0
  private(set) var capacity = 0

  init() {
    // Never read while `capacity` is 0.
    base = UnsafeMutablePointer(bitPattern: MemoryLayout<Element>.alignment)!
  }

  init(repeating value: Element, count: Int) {
    self.init()
    append(repeating: value, count: count)
  }

  var startIndex: Int { 0 }
  var endIndex: Int { count }

  @inline(__always)
  func index(after i: Int) -> Int { i + 1 }

  @inline(__always)
  func index(before i: Int) -> Int { i - 1 }

  /// Unchecked: the solver's indices are symbols and pool entries it made.
  subscript(i: Int) -> Element {
    @inline(__always) get { base[i] }
    @inline(__always) nonmutating set { base[i] = newValue }
  }

  /// Reads the elements through `base`, without holding the block (which `IndexingIterator`,
  /// holding a copy of the array, retains and releases around every loop): the array must
  /// not grow while it is iterated.
  struct Iterator: IteratorProtocol {
    let base: UnsafeMutablePointer<Element>
    let count: Int
    var index = 0

    @inline(__always)
    mutating func next() -> Element? {
      if index == count { return nil }
      index += 1
      return base[index - 1]
    }
  }

  @inline(__always)
  func makeIterator() -> Iterator { Iterator(base: base, count: count) }

  /// Makes room for `minimumCapacity` elements.
  mutating func reserveCapacity(_ minimumCapacity: Int) {
    if minimumCapacity > capacity { reallocate(minimumCapacity) }
  }

  @inline(__always)
  mutating func append(_ value: Element) {
    if count == capacity { reallocate(Swift.max(16, 2 * capacity)) }
    base[count] = value
    count += 1
  }

  mutating func append(repeating value: Element, count added: Int) {
    guard added > 0 else { return }
    if count + added > capacity { reallocate(Swift.max(count + added, 2 * capacity)) }
    (base + count).initialize(repeating: value, count: added)
    count += added
  }

  /// Empties the array, keeping its room.
  @inline(__always)
  mutating func removeAll() { count = 0 }

  @inline(__always)
  mutating func removeLast() { count -= 1 }

  @inline(__always)
  mutating func popLast() -> Element? {
    if count == 0 { return nil }
    count -= 1
    return base[count]
  }

  /// Keeps the first `kept` elements.
  @inline(__always)
  mutating func truncate(to kept: Int) { count = kept }

  @inline(never)
  private mutating func reallocate(_ newCapacity: Int) {
    let new = ManagedBuffer<Void, Element>.create(minimumCapacity: newCapacity) { _ in }
    let newBase = new.withUnsafeMutablePointerToElements { $0 }
    if count > 0 { newBase.initialize(from: base, count: count) }
    block = new
    base = newBase
    capacity = newCapacity
  }
}

extension Array {
  /// `insert(element, at: index)` by an append and a shift: the standard library's `insert`
  /// goes through a general `replaceSubrange`, several times the work for a list of a few
  /// (a row's cells, a symbol's costs).
  @inline(__always)
  mutating func insertByShifting(_ element: Element, at index: Int) {
    append(element)
    if index == count - 1 { return }
    withUnsafeMutableBufferPointer { elements in
      var k = elements.count - 1
      while k > index {
        elements[k] = elements[k - 1]
        k -= 1
      }
      elements[index] = element
    }
  }
}
