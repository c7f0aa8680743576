import DumpModel

extension LayoutEngine {
  /// Constraints Auto Layout refuses that the engine still solves, as warnings at the
  /// constraint (docs/layout.md, "Constraints UIKit refuses"): a multiplier of 0 with a
  /// location (an edge, a centre, a baseline, a margin) as the first attribute makes a location
  /// equal to a constant, which NSLayoutConstraint's documentation calls an illegal constraint;
  /// a location paired with a size, or a horizontal location with a vertical one, is an invalid
  /// pairing of attributes.
  static func warnings(_ system: LayoutSystem, document: Document) -> [DiagnosticText] {
    var warnings: [DiagnosticText] = []
    for holder in system.holders {
      var current = document.firstConstraint(heldBy: holder)
      while let id = current {
        current = document.nextConstraint(after: id)
        // Read in place, and copied only when warned about: a window's thousands of
        // constraints are each looked at, few are refused (a copy of each copied its strings).
        guard document[id].active, document[id].second != nil,
          document[id].secondAttribute != .notAnAttribute
        else { continue }
        let (first, second) = (document[id].firstAttribute, document[id].secondAttribute)
        let pairing = refusedPairing(first, second)
        guard pairing != nil || document[id].multiplier == 0 && isLocation(first) else {
          continue
        }
        let constraint = document[id]
        var notation: String { constraint.notation(in: document, numbers: .exact) }
        var location: SourceLocation? {
          constraint.location ?? document.location(of: constraint.first)
        }
        if let pairing {
          let message =
            "'\(notation)': \(pairing), which Auto Layout refuses (UIKit throws: invalid pairing "
            + "of layout attributes); it is solved as written"
          warnings.append(DiagnosticText(.warning, message, at: location))
        } else if constraint.multiplier == 0, isLocation(constraint.firstAttribute) {
          let message =
            "'\(notation)': a multiplier of 0 makes a location equal to a constant, which Auto "
            + "Layout refuses (UIKit throws); it is solved as "
            + "'\(document.name(of: constraint.first)).\(constraint.firstAttribute) "
            + "\(constraint.relation.symbol) \(formatNumber(constraint.constant))'"
          warnings.append(DiagnosticText(.warning, message, at: location))
        }
      }
    }
    return warnings
  }

  /// Why UIKit refuses to pair the two attributes, or nil: a location with a size (either
  /// way round), or locations on different axes (`leading` with `top`). Sizes of different
  /// axes pair (`width == height`, an aspect ratio).
  static func refusedPairing(_ first: LayoutAttribute, _ second: LayoutAttribute) -> String? {
    guard first != .notAnAttribute, second != .notAnAttribute else { return nil }
    switch (isLocation(first), isLocation(second)) {
    case (true, false):
      return "a location ('\(first)') paired with a size ('\(second)')"
    case (false, true):
      return "a size ('\(first)') paired with a location ('\(second)')"
    case (true, true) where first.axis != second.axis:
      return "a \(first.axis?.rawValue ?? "") location ('\(first)') paired with a "
        + "\(second.axis?.rawValue ?? "") one ('\(second)')"
    default:
      return nil
    }
  }

  private static func isLocation(_ attribute: LayoutAttribute) -> Bool {
    switch attribute {
    case .width, .height, .notAnAttribute: return false
    default: return true
    }
  }
}
