import DumpModel

/// Two scenes of the same bar or window, before and after (a patch, a diff), drawn at the
/// same scale one above the other. Items are matched by id; an item whose frame changed is
/// flagged `.moved` in both, and the after scene also shows where it was (a dashed outline)
/// and an arrow with the distance (`−12 pt`), unless a container that moved by the same
/// distance says it already.
public struct Comparison: Sendable, Equatable {
  /// The before scene, moved items flagged.
  public var before: Scene
  /// The after scene, moved items flagged, with their previous frames and the arrows.
  public var after: Scene
  /// What moved, in the after scene's item order.
  public var moves: [Move]
  /// The text above each part.
  public var beforeCaption: String
  public var afterCaption: String

  /// An item whose frame differs between the two scenes.
  public struct Move: Sendable, Equatable {
    public var id: String
    public var from: Rect
    public var to: Rect
  }

  /// - Parameters:
  ///   - tolerance: frames closer than this on every edge, in points, have not moved (a
  ///     solver's rounding is not a move).
  public init(
    before: Scene, after: Scene, tolerance: Double = 0.001,
    beforeCaption: String = "Before", afterCaption: String = "After"
  ) {
    var beforeFrames: [String: Rect] = [:]
    for item in before.items where item.frame.isDrawable {
      beforeFrames[item.id] = beforeFrames[item.id] ?? item.frame.standardized
    }
    var moves: [Move] = []
    var after = after
    for index in after.items.indices {
      let item = after.items[index]
      guard item.frame.isDrawable, let from = beforeFrames[item.id] else { continue }
      let to = item.frame.standardized
      guard Self.edgesDiffer(from, to, tolerance: tolerance) else { continue }
      moves.append(Move(id: item.id, from: from, to: to))
      after.items[index].flags.insert(.moved)
    }
    // Where it was, for what moved on its own (not carried by a container that moved).
    let carried = Self.carried(moves, tolerance: tolerance)
    let shown = Dictionary(
      moves.enumerated().filter { !carried.contains($0.offset) }.map {
        ($0.element.id, $0.element.from)
      },
      uniquingKeysWith: { first, _ in first })
    for index in after.items.indices {
      if let from = shown[after.items[index].id] { after.items[index].previousFrame = from }
    }
    let movedIDs = Set(moves.map(\.id))
    var before = before
    for index in before.items.indices where movedIDs.contains(before.items[index].id) {
      before.items[index].flags.insert(.moved)
    }
    var placement = ArrowPlacement()
    for (index, move) in moves.enumerated() where !carried.contains(index) {
      placement.add(move, tolerance: tolerance)
    }
    after.arrows += placement.arrows
    self.before = before
    self.after = after
    self.moves = moves
    self.beforeCaption = beforeCaption
    self.afterCaption = afterCaption
  }

  private static func edgesDiffer(_ a: Rect, _ b: Rect, tolerance: Double) -> Bool {
    abs(a.minX - b.minX) > tolerance || abs(a.maxX - b.maxX) > tolerance
      || abs(a.minY - b.minY) > tolerance || abs(a.maxY - b.maxY) > tolerance
  }

  /// The moves carried by a container: an item that moved with a container, by the same
  /// distance and inside it (a stack view's adaptor and button), gets no arrow and no old
  /// outline of its own — the container's say it. Of two items with the same frames, the
  /// first carries the second.
  static func carried(_ moves: [Move], tolerance: Double) -> Set<Int> {
    var byTranslation: [Translation: [Int]] = [:]
    for (index, move) in moves.enumerated() {
      guard let translation = move.translation(tolerance: tolerance) else { continue }
      byTranslation[translation, default: []].append(index)
    }
    var carried = Set<Int>()
    for group in byTranslation.values where group.count > 1 {
      for i in group {
        let inner = moves[i].to
        let container = group.contains { j in
          j != i && moves[j].to.contains(inner) && (moves[j].to != inner || j < i)
        }
        if container { carried.insert(i) }
      }
    }
    return carried
  }
}

/// A move by the same distance on both axes, rounded to the tolerance.
struct Translation: Hashable {
  var dx: Int64
  var dy: Int64
}

extension Comparison.Move {
  /// The distance moved when the item kept its size; nil when it was resized.
  func translation(tolerance: Double) -> Translation? {
    guard abs(to.width - from.width) <= tolerance, abs(to.height - from.height) <= tolerance
    else { return nil }
    let unit = max(tolerance, 1e-9)
    return Translation(
      dx: Int64(((to.minX - from.minX) / unit).rounded()),
      dy: Int64(((to.minY - from.minY) / unit).rounded()))
  }
}

/// Places arrows one by one: one from centre to centre for a move that kept the item's size
/// (its text: the distance along the axis it moved, or both), else one for each edge that
/// moved, across the new frame. A horizontal arrow whose text would overlap one already
/// placed slides up or down inside the item's frame, 9 pt at a time; a vertical one, sideways.
/// Two arrows with the same ends are drawn once (a guide that moves with its stack view has
/// the stack's frame).
struct ArrowPlacement {
  private(set) var arrows: [Arrow] = []
  private var seen = Set<[Double]>()
  private var textBoxes: [Rect] = []

  mutating func add(_ move: Comparison.Move, tolerance: Double) {
    let from = move.from
    let to = move.to
    if move.translation(tolerance: tolerance) != nil {
      let dx = to.minX - from.minX
      let dy = to.minY - from.minY
      if abs(dy) <= tolerance {
        horizontal(from.midX, to.midX, frame: to, text: distanceText(dx), id: move.id)
      } else if abs(dx) <= tolerance {
        vertical(from.midY, to.midY, frame: to, text: distanceText(dy), id: move.id)
      } else {
        let text = "x " + distanceText(dx) + ", y " + distanceText(dy)
        place(Arrow(from: from.center, to: to.center, text: text, itemID: move.id))
      }
      return
    }
    for (old, new) in [(from.minX, to.minX), (from.maxX, to.maxX)]
    where abs(new - old) > tolerance {
      horizontal(old, new, frame: to, text: distanceText(new - old), id: move.id)
    }
    for (old, new) in [(from.minY, to.minY), (from.maxY, to.maxY)]
    where abs(new - old) > tolerance {
      vertical(old, new, frame: to, text: distanceText(new - old), id: move.id)
    }
  }

  private static let lanes = [0.0, 9, -9, 18, -18]

  private mutating func horizontal(
    _ x0: Double, _ x1: Double, frame: Rect, text: String, id: String
  ) {
    var chosen = frame.midY
    for lane in Self.lanes {
      let y = frame.midY + lane
      guard y >= frame.minY, y <= frame.maxY else { continue }
      if !overlaps(Self.textBox(text, at: Point(x: (x0 + x1) / 2, y: y))) {
        chosen = y
        break
      }
    }
    place(Arrow(from: Point(x: x0, y: chosen), to: Point(x: x1, y: chosen), text: text, itemID: id))
  }

  private mutating func vertical(_ y0: Double, _ y1: Double, frame: Rect, text: String, id: String)
  {
    var chosen = frame.midX
    for lane in Self.lanes {
      let x = frame.midX + lane * 4
      guard x >= frame.minX, x <= frame.maxX else { continue }
      if !overlaps(Self.textBox(text, at: Point(x: x, y: min(y0, y1)))) {
        chosen = x
        break
      }
    }
    place(Arrow(from: Point(x: chosen, y: y0), to: Point(x: chosen, y: y1), text: text, itemID: id))
  }

  private mutating func place(_ arrow: Arrow) {
    let key = [arrow.from.x, arrow.from.y, arrow.to.x, arrow.to.y]
    guard seen.insert(key).inserted else { return }
    arrows.append(arrow)
    textBoxes.append(
      Self.textBox(
        arrow.text,
        at: Point(x: (arrow.from.x + arrow.to.x) / 2, y: min(arrow.from.y, arrow.to.y))))
  }

  private func overlaps(_ box: Rect) -> Bool { textBoxes.contains { $0.intersects(box) } }

  /// The text's estimated box: centred on `point.x`, its baseline 3 pt above `point.y` (as
  /// SVGAnnotation writes it).
  static func textBox(_ text: String, at point: Point) -> Rect {
    let size = SVGStyle.labelSize
    let width = estimatedWidth(text, fontSize: size)
    return Rect(x: point.x - width / 2, y: point.y - 3 - size, width: width, height: size + 1)
  }
}

/// A signed distance in points as the pictures print it: `−12 pt` (a true minus sign),
/// `+4 pt`, `0.5 pt`; at most two decimals.
public func distanceText(_ value: Double) -> String {
  let number = svgNumber(abs(value))
  if number == "0" { return "0 pt" }
  return (value < 0 ? "\u{2212}" : "+") + number + " pt"
}
