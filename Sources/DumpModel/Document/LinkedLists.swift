/// The one implementation of the lists a document links through its nodes: a view's subviews
/// (and the roots), its guides, its held constraints.
extension Array where Element: ListNode {
  /// Links node `index` into the list with `ends` before the node at `position` (nil or past
  /// the end: last).
  mutating func link(_ index: Int32, into ends: inout ListEnds, at position: Int?) {
    var next = noNode
    if let position {
      next = ends.first
      var steps = 0
      while next != noNode, steps < position {
        next = self[Int(next)].link.next
        steps += 1
      }
    }
    let previous = next == noNode ? ends.last : self[Int(next)].link.previous
    self[Int(index)].link = Link(previous: previous, next: next)
    if previous == noNode { ends.first = index } else { self[Int(previous)].link.next = index }
    if next == noNode { ends.last = index } else { self[Int(next)].link.previous = index }
  }

  /// Takes node `index` out of the list with `ends`.
  mutating func unlink(_ index: Int32, from ends: inout ListEnds) {
    let link = self[Int(index)].link
    if link.previous == noNode {
      ends.first = link.next
    } else {
      self[Int(link.previous)].link.next = link.next
    }
    if link.next == noNode {
      ends.last = link.previous
    } else {
      self[Int(link.next)].link.previous = link.previous
    }
    self[Int(index)].link = Link()
  }

  /// The nodes of the list with `ends`, in order.
  func members(of ends: ListEnds) -> [Int] {
    var result: [Int] = []
    var current = ends.first
    while current != noNode {
      result.append(Int(current))
      current = self[Int(current)].link.next
    }
    return result
  }
}
