import DumpModel

extension LayoutEngine {
  /// Constraints Auto Layout refuses that the engine still solves, as warnings
  /// (docs/layout.md, "Constraints UIKit refuses"): a multiplier of 0 with a location (an edge,
  /// a centre, a baseline, a margin) as the first attribute makes a location equal to a
  /// constant, which NSLayoutConstraint's documentation calls an illegal constraint.
  static func warnings(_ system: LayoutSystem, document: Document) -> [DiagnosticText] {
    var warnings: [DiagnosticText] = []
    for holder in system.holders {
      var current = document.firstConstraint(heldBy: holder)
      while let id = current {
        current = document.nextConstraint(after: id)
        let constraint = document[id]
        guard constraint.active, constraint.multiplier == 0, constraint.second != nil,
          constraint.secondAttribute != .notAnAttribute, isLocation(constraint.firstAttribute)
        else { continue }
        let message =
          "'\(constraint.notation(in: document))': a multiplier of 0 makes a location equal to "
          + "a constant, which Auto Layout refuses (UIKit throws); it is solved as "
          + "'\(document.name(of: constraint.first)).\(constraint.firstAttribute) "
          + "\(constraint.relation.symbol) \(formatNumber(constraint.constant))'"
        let location = constraint.location ?? document.location(of: constraint.first)
        warnings.append(DiagnosticText(.warning, message, at: location))
      }
    }
    return warnings
  }

  private static func isLocation(_ attribute: LayoutAttribute) -> Bool {
    switch attribute {
    case .width, .height, .notAnAttribute: return false
    default: return true
    }
  }
}
