import DumpModel
import Layout

/// TEMPORARY bridge while the patches still edit a `Hierarchy` (issue 8, stage 2): a layout
/// of the hierarchy solved as a `Document`, its findings named by address and constraint
/// position as the patches read them. It goes when the patches edit the document.
struct SolvedLayout: Sendable {
  enum Source: Sendable, Hashable {
    case document(holder: String, index: Int)
    case implicit(LayoutConstraint)
  }

  struct Conflict: Sendable {
    var conflicting: [Source]
    var broken: Source
  }

  struct Ambiguous: Sendable, Hashable {
    var address: String
    var variables: [String]
    var isExpected: Bool
  }

  var frames: [String: Rect] = [:]
  var conflicts: [Conflict] = []
  var ambiguous: [Ambiguous] = []

  init() {}

  /// Solves `hierarchy` (every root of it).
  init(solving hierarchy: Hierarchy, options: LayoutOptions) throws {
    let document = try Document(hierarchy)
    let result = try AutoLayout.solve(document, options: options)
    let naming = result.naming(document)
    for (item, frame) in result.frames { frames[document.address(of: item)] = frame }
    func source(_ source: ConstraintSource) -> Source {
      switch source {
      case .document(let id):
        let holder = document.holder(of: id)!
        let index = document.constraints(heldBy: holder).firstIndex(of: id)!
        return .document(holder: document[holder].address, index: index)
      case .implicit(let implicit):
        return .implicit(implicit.constraint.mapItems { naming.address(of: $0) })
      }
    }
    conflicts = result.conflicts.map {
      Conflict(conflicting: $0.conflicting.map(source), broken: source($0.broken))
    }
    ambiguous = result.ambiguous.map {
      Ambiguous(
        address: document.address(of: $0.item), variables: $0.variables,
        isExpected: $0.isExpected)
    }
  }
}
