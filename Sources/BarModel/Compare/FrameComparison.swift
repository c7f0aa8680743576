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
  /// `Class:0x…'label'`, as UIKit names the item.
  public var name: String
  public var status: FrameStatus
  public var recorded: Rect
  /// Nil when the model places nothing there.
  public var model: Rect?
  /// Variables the rebuilt constraints leave free (a frame the model does not determine).
  public var ambiguous: [String] = []
  public var isReproduced: Bool
  /// The capture's pixel grid (its scale): the values are shown on it.
  public var grid: Double = 1000

  /// The recorded frame on the pixel grid, at most 3 decimals.
  public var shownRecorded: Rect { Self.shown(recorded, grid) }
  /// The model's frame on the pixel grid, at most 3 decimals.
  public var shownModel: Rect? { model.map { Self.shown($0, grid) } }

  /// `recorded (16 0; 44 44), model (0 0; 44 44)`, both on the capture's pixel grid (at most
  /// 3 decimals: `53.667`, never `53.666666666666664`).
  public var values: String {
    "recorded (\(shownRecorded)), model (\(shownModel.map { "\($0)" } ?? "none"))"
      + (ambiguous.isEmpty ? "" : ", ambiguous in \(ambiguous.joined(separator: ", "))")
  }

  static func shown(_ rect: Rect, _ grid: Double) -> Rect {
    func value(_ v: Double) -> Double {
      // On the grid when the value lies on it (within a hundredth); else as printed.
      let snapped = (v * grid).rounded() / grid
      return ((abs(snapped - v) < 0.01 ? snapped : v) * 1000).rounded() / 1000
    }
    return Rect(
      x: value(rect.x), y: value(rect.y), width: value(rect.width), height: value(rect.height))
  }
}

/// Every recorded frame of a bar against the model's, within half a pixel.
public struct FrameComparison: Sendable, Hashable {
  public var rows: [FrameRow] = []

  /// Rows the model predicts (solved and rule).
  public var predicted: [FrameRow] { rows.filter { $0.status != .given } }
  public var reproduced: Int { predicted.filter(\.isReproduced).count }
  public var total: Int { predicted.count }
  public var given: Int { rows.count - total }
  /// The predicted frames not reproduced, each with both values.
  public var differences: [FrameRow] { predicted.filter { !$0.isReproduced } }
  public var isComplete: Bool { reproduced == total }

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
    var pending = [root]
    while let view = pending.popLast() {
      pending.append(contentsOf: document.subviews(of: view).reversed())
      for item in [ItemID.view(view)] + document.guides(of: view).map(ItemID.guide) {
        // The model's own items (a content view made around a stack) record nothing.
        guard let recorded = document.frame(of: item),
          !Synthetic.isModel(document.address(of: item))
        else { continue }
        let itemStatus = status(item)
        let computed = model[item]
        let free = itemStatus == .solved ? ambiguous[item] ?? [] : []
        let close = computed.map { within(recorded, $0, tolerance) } ?? false
        comparison.rows.append(
          FrameRow(
            item: item, name: document.name(of: item), status: itemStatus, recorded: recorded,
            model: computed, ambiguous: free, isReproduced: close && free.isEmpty, grid: scale))
      }
    }
    return comparison
  }

  static func within(_ a: Rect, _ b: Rect, _ tolerance: Double) -> Bool {
    abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
      && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
  }
}
