import DumpModel

/// iOS 11–12's guide sets and which stack belongs to which (docs/navbar/ios11-12.md, "What
/// the model takes from a capture"): a trace does not print which guide a stack is tied to.
enum ChainSets {
  /// The content view's recorded guide sets, as the anatomy reads them.
  static func recorded(_ parts: ContentParts) -> [ChainSet] {
    parts.guideSets.map { read in
      var set = ChainSet(key: read.layout)
      set.guides = read.guides
      return set
    }
  }

  /// Every way to arrange the stacks into guide sets, the likeliest first. With recorded
  /// sets: each stack into a set on its own side (the one its constraint names, if the dump
  /// holds one), no two on one side of a set; first those whose stacks lie on their bar
  /// guide's recorded frame. Without: the shown stacks in one set and `alpha = 0` stacks (the
  /// other navigation item, mid-push: 01:22–23) in a second.
  static func candidates(
    recorded: [ChainSet], parts: ContentParts, in document: Document, limit: Int = 64
  ) -> [[ChainSet]] {
    let stacks = parts.stacks
    if recorded.isEmpty {
      let hidden = stacks.map { document[$0.view].alpha == 0 }
      let count = hidden.contains(true) ? 2 : 1
      let sets = (1...count).map { ChainSet(key: "\(Synthetic.itemPrefix)\($0)") }
      return [arrange(sets, stacks, hidden.map { $0 ? 1 : 0 }, parts, in: document)]
    }
    var combos: [[Int]] = [[]]
    for stack in stacks {
      var choices = Array(recorded.indices)
      if case .guide(let guide) = stack.evidence,
        let index = recorded.firstIndex(where: { $0.guides.values.contains(guide) })
      {
        choices = [index]
      }
      combos = combos.flatMap { combo in choices.map { combo + [$0] } }.filter { combo in
        var seen: Set<SetSide> = []
        return zip(combo, stacks).allSatisfy {
          seen.insert(SetSide(set: $0, side: $1.side)).inserted
        }
      }
      if combos.count > limit { combos = Array(combos.prefix(limit)) }
    }
    func matches(_ combo: [Int]) -> Int {
      zip(combo, stacks).filter { index, stack in
        let role: BarIdentifier.ChainRole = stack.side == .leading ? .leadingBar : .trailingBar
        guard let guide = recorded[index].guides[role], let frame = document[guide].frame,
          let stackFrame = document[stack.view].frame
        else { return false }
        return frame == stackFrame
      }.count
    }
    let ordered = combos.enumerated().sorted {
      let (a, b) = (matches($0.element), matches($1.element))
      return a != b ? a > b : $0.offset < $1.offset
    }.map(\.element)
    return ordered.map { arrange(recorded, stacks, $0, parts, in: document) }
  }

  /// The sets with each stack in its set; the back button and the titles go with the shown
  /// navigation item (the set of the first stack with alpha above 0, else the first).
  private static func arrange(
    _ sets: [ChainSet], _ stacks: [StackParts], _ combo: [Int], _ parts: ContentParts,
    in document: Document
  ) -> [ChainSet] {
    var sets = sets
    for (stack, index) in zip(stacks, combo) { sets[index].stacks[stack.side] = stack }
    let shown =
      zip(stacks, combo).first { stack, _ in document[stack.view].alpha != 0 }.map(\.1) ?? 0
    sets[shown].backButton = parts.backButton
    sets[shown].titles = parts.titles
    return sets
  }
}

/// A chain set (its index among the candidates) and a side: each holds one stack.
private struct SetSide: Hashable {
  let set: Int
  let side: BarSide
}
