import DumpModel
import Layout

/// Solves a rebuilt bar: the content view's subtree alone, with the content view as the root
/// at (0 0), so that its origin is the engine's. UIKit leaves the ambiguous `UIButtonBar.*`
/// guides at its engine host's origin: `(−S.x −S.y; 8 0)` in their stack (01:23–25), which a
/// solve in the dump root's space would not give (docs/navbar/ios11-12.md, "Solving").
enum BarSolver {
  struct Solution {
    /// Frames in each item's superview (owner) coordinates, snapped to the pixel grid.
    var frames: [ItemID: Rect] = [:]
    /// Items the rebuilt constraints leave free (`minX`, …), UIKit's `UIButtonBar.*` guides
    /// apart.
    var ambiguous: [ItemID: [String]] = [:]
    /// The constraint broken in each conflict, as UIKit prints it.
    var conflicts: [String] = []
  }

  static func solve(
    _ contentView: ViewID, size: Size, in document: Document, scale: Double
  ) throws -> Solution {
    var root = document.tree(contentView)
    root.frame = Rect(x: 0, y: 0, width: size.width, height: size.height)
    var inside: Set<String> = []
    collectAddresses(root, into: &inside)
    // A constraint naming an item outside the content view (a log's, or the bar's) is not the
    // bar's layout: left out.
    dropConstraints(in: &root) { constraint in
      !inside.contains(constraint.first) || constraint.second.map { !inside.contains($0) } == true
    }
    var metadata = document.metadata
    metadata.scale = scale
    metadata.patches = []
    let hierarchy = Hierarchy(metadata: metadata, views: [root])
    let result = try AutoLayout.solve(hierarchy)
    var solution = Solution()
    for (address, frame) in result.frames {
      guard let item = document.item(at: address) else { continue }
      solution.frames[item] = frame
    }
    for item in result.ambiguous where !item.isExpected {
      guard let id = document.item(at: item.address) else { continue }
      solution.ambiguous[id] = item.variables
    }
    for conflict in result.conflicts {
      solution.conflicts.append(result.uikitDescription(conflict.broken))
    }
    return solution
  }

  private static func collectAddresses(_ view: View, into set: inout Set<String>) {
    set.insert(view.address)
    for guide in view.guides { set.insert(guide.address) }
    for subview in view.subviews { collectAddresses(subview, into: &set) }
  }

  private static func dropConstraints(in view: inout View, where drop: (LayoutConstraint) -> Bool) {
    view.constraints.removeAll(where: drop)
    for index in view.subviews.indices { dropConstraints(in: &view.subviews[index], where: drop) }
  }
}
