import DumpModel

/// How the model accounts for a recorded frame.
public enum FrameStatus: String, Sendable, Hashable {
  /// Placed by the rebuilt constraints.
  case solved
  /// Set by the chrome's frame arithmetic.
  case rule
  /// The app's or a button's own layout, or a view no rule covers: kept as recorded, not
  /// counted.
  case given
}

/// One recorded frame against the model's.
public struct FrameRow: Sendable, Hashable {
  public var item: ItemID
  /// `Class:0x…'label'`, as UIKit names the item: made when asked from the three strings the
  /// row shares with the document (a bar compares about 20 frames, and only those that differ
  /// are ever named; a name made for each was a string made and freed per frame of a window).
  public var name: String { uikitItemName(className: className, address: address, label: label) }
  let className: String
  let address: String
  let label: String?
  public var status: FrameStatus
  public var recorded: Rect
  /// Nil when the model places nothing there.
  public var model: Rect?
  /// Variables the rebuilt constraints leave free (a frame the model does not determine).
  public var ambiguous: [String] = []
  public var isReproduced: Bool
  /// The capture's scale, whose pixel grid the model's numbers are shown on (0: none known).
  public var scale: Double = 0

  /// `recorded (16 0; 44 44), model (0 0; 44 44)`: the recorded frame as read, the model's
  /// on the capture's pixel grid with at most three decimals (`11.667`, not
  /// `11.666666666666666`).
  public var values: String {
    let shown = model.map { rect in
      [rect.x, rect.y, rect.width, rect.height].map { formatOnGrid($0, scale: scale) }
    }
    let text = shown.map { "\($0[0]) \($0[1]); \($0[2]) \($0[3])" } ?? "none"
    return "recorded (\(recorded)), model (\(text))"
      + (ambiguous.isEmpty ? "" : ", ambiguous in \(ambiguous.joined(separator: ", "))")
  }

  /// The recorded frame on the pixel grid, at most 3 decimals (for data: `BarModelData`).
  public var shownRecorded: Rect { Self.shown(recorded, scale) }
  /// The model's frame on the pixel grid, at most 3 decimals.
  public var shownModel: Rect? { model.map { Self.shown($0, scale) } }

  static func shown(_ rect: Rect, _ scale: Double) -> Rect {
    Rect(
      x: onGrid(rect.x, scale: scale), y: onGrid(rect.y, scale: scale),
      width: onGrid(rect.width, scale: scale), height: onGrid(rect.height, scale: scale))
  }
}

/// Every recorded frame of a bar against the model's, within half a pixel.
public struct FrameComparison: Sendable, Hashable {
  public var rows: [FrameRow] = []

  // The counts are counted in place, each row's two fields read where it is: not of a
  // filtered copy of the rows, nor of a copy of each row (its strings retained and released;
  // each bar's score and completeness are asked several times).

  /// Rows the model predicts (solved and rule).
  public var predicted: [FrameRow] { rows.filter { $0.status != .given } }
  public var reproduced: Int { count(reproduced: true) }
  public var total: Int { count(reproduced: nil) }
  public var given: Int { rows.count - total }
  /// The predicted frames not reproduced, each with both values.
  public var differences: [FrameRow] {
    var differences: [FrameRow] = []
    for index in rows.indices where rows[index].status != .given && !rows[index].isReproduced {
      differences.append(rows[index])
    }
    return differences
  }
  public var isComplete: Bool {
    for index in rows.indices where rows[index].status != .given && !rows[index].isReproduced {
      return false
    }
    return true
  }

  /// The predicted rows, or those of them reproduced or not.
  private func count(reproduced: Bool?) -> Int {
    var count = 0
    for index in rows.indices where rows[index].status != .given {
      if let reproduced, rows[index].isReproduced != reproduced { continue }
      count += 1
    }
    return count
  }

  /// `20/20 recorded frames reproduced (+3 given)`.
  public var summary: String {
    "\(reproduced)/\(total) recorded frames reproduced"
      + (given > 0 ? " (+\(given) given: the app's and the buttons' own layout)" : "")
  }

  /// Compares the recorded frames of the bar under `root` (views in document order, each
  /// followed by its guides) with the model's.
  static func compare(
    root: ViewID, recorded document: Document, model: [ItemID: Rect],
    status: (ItemID) -> FrameStatus,
    ambiguous: [ItemID: [String]], scale: Double
  ) -> FrameComparison {
    var comparison = FrameComparison()
    let tolerance = 0.5 / scale + 1e-9
    func compare(_ item: ItemID) {
      // The model's own items (a content view made around a stack) record nothing.
      guard let recorded = document.frame(of: item),
        !Synthetic.isModel(document.address(of: item))
      else { return }
      let itemStatus = status(item)
      let computed = model[item]
      let free = itemStatus == .solved ? ambiguous[item] ?? [] : []
      let close = computed.map { within(recorded, $0, tolerance) } ?? false
      comparison.rows.append(
        FrameRow(
          item: item, className: document.className(of: item),
          address: document.address(of: item), label: document.label(of: item),
          status: itemStatus, recorded: recorded, model: computed, ambiguous: free,
          isReproduced: close && free.isEmpty, scale: scale))
    }
    document.forEachView(under: root) { view in
      compare(.view(view))
      document.forEachGuide(of: view) { compare(.guide($0)) }
    }
    return comparison
  }

  static func within(_ a: Rect, _ b: Rect, _ tolerance: Double) -> Bool {
    abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
      && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
  }
}
