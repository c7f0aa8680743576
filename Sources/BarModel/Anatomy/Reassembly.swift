import DumpModel

/// Puts back together what a paste printed apart (docs/navbar/ios13-18.md, "Reading a
/// paste"): views printed one by one (`Printing description of $40:`, 13:7–14) carry no
/// depth, and a stack printed without its bar (13:6) has no content view.
enum Reassembly {
  /// Where a view printed on its own belongs: the classes of the views it can sit in.
  static let containers: [String: [String]] = [
    BarClass.modernButton: [BarClass.button, BarClass.backButtonContainer],
    BarClass.button: [BarClass.stack],
    BarClass.adaptor: [BarClass.stack],
    "UIButtonLabel": [BarClass.modernButton],
    "UIImageView": [BarClass.modernButton],
  ]

  /// The document with single descriptions nested by the bar's grammar, a walk of a bar's
  /// subviews put in a bar (`model-navigation-bar-N`), and each stack printed alone put in a
  /// content view of `options.width` (`model-content-view-<stack>`); the document itself when
  /// there is nothing to do.
  static func reassemble(_ document: Document, options: BarModelOptions) throws -> Document {
    let roots = document.roots
    let flat = roots.count > 1 && roots.allSatisfy { document.firstSubview(of: $0) == nil }
    let strayStacks = roots.contains { document[$0].className == BarClass.stack }
    // A walk over a bar's subviews (52: iOS 12, a content view among them; 51: iOS 7–10,
    // the bar's items among them): the bar is not printed.
    let strayContent =
      roots.contains { FrameBasedWalk.isBarSubview(document[$0].className) }
      && roots.contains { BarClass.isBackground(document[$0].className) }
    guard flat || strayContent || (strayStacks && options.width != nil) else { return document }
    var hierarchy = document.hierarchy
    if flat { hierarchy.views = nest(hierarchy.views) }
    if strayContent { hierarchy.views = barsAroundWalks(hierarchy.views) }
    if let width = options.width {
      hierarchy.views = hierarchy.views.map { root in
        guard root.className == BarClass.stack else { return root }
        var content = View(
          className: BarClass.contentView,
          address: "\(Synthetic.itemPrefix)content-view-\(root.address)",
          frame: Rect(x: 0, y: 0, width: width, height: root.frame?.height ?? BarRules.barHeight))
        content.subviews = [root]
        return content
      }
    }
    return try Document(hierarchy)
  }

  /// A walk of a bar's subviews (sample 52: `view = <_UIBarBackground …>`, then the large
  /// title, content and prompt views) prints no bar: the roots from one background to the
  /// next that hold a content view are put in a bar of their own, frame unknown.
  static func barsAroundWalks(_ roots: [View]) -> [View] {
    var result: [View] = []
    var group: [View] = []
    var count = 0
    func close() {
      if group.contains(where: { FrameBasedWalk.isBarSubview($0.className) }) {
        count += 1
        var bar = View(
          className: BarClass.navigationBar,
          address: "\(Synthetic.itemPrefix)navigation-bar-\(count)")
        bar.subviews = group
        result.append(bar)
      } else {
        result += group
      }
      group = []
    }
    for root in roots {
      if BarClass.isBackground(root.className) { close() }
      group.append(root)
    }
    close()
    return result
  }

  /// Each view goes into the latest view of a class it can sit in when its frame fits in that
  /// view's bounds; anything else starts a new root (and ends the containers of the last).
  static func nest(_ views: [View]) -> [View] {
    // Paths of the views placed so far: root index, then subview indices.
    var roots: [View] = []
    var latest: [String: [Int]] = [:]
    for view in views {
      let classes =
        (containers[view.className] ?? []) + (FrameBasedWalk.containers[view.className] ?? [])
      let parentPath = classes.lazy.compactMap { latest[$0] }.first {
        fits(view, in: Self.view(at: $0, in: roots))
      }
      if let parentPath {
        let index = append(view, at: parentPath, in: &roots)
        latest[view.className] = parentPath + [index]
      } else {
        roots.append(view)
        latest = [view.className: [roots.count - 1]]
      }
    }
    return roots
  }

  private static func view(at path: [Int], in roots: [View]) -> View {
    var view = roots[path[0]]
    for index in path.dropFirst() { view = view.subviews[index] }
    return view
  }

  /// Appends `child` under the view at `path`; returns its index there.
  private static func append(_ child: View, at path: [Int], in roots: inout [View]) -> Int {
    func insert(_ view: inout View, _ rest: ArraySlice<Int>) -> Int {
      guard let next = rest.first else {
        view.subviews.append(child)
        return view.subviews.count - 1
      }
      return insert(&view.subviews[next], rest.dropFirst())
    }
    return insert(&roots[path[0]], path.dropFirst())
  }

  /// A subview printed after its container lies inside the container's bounds.
  private static func fits(_ child: View, in container: View) -> Bool {
    guard let frame = child.frame, let bounds = container.frame else { return false }
    return frame.x >= -0.5 && frame.y >= -0.5 && frame.maxX <= bounds.width + 0.5
      && frame.maxY <= bounds.height + 0.5
  }
}
