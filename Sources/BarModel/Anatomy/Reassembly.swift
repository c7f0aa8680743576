import DumpModel

/// Puts back together what a paste printed apart (docs/navbar/ios13-18.md, "Reading a
/// paste"): views printed one by one (`Printing description of $40:`, 13:7–14) carry no
/// depth, and a stack printed without its bar (13:6) has no content view.
enum Reassembly {
  /// The document with single descriptions nested by the bar's grammar, a walk of a bar's
  /// subviews or iOS 7–10 bar items printed alone put in a bar (`model-navigation-bar-N`), and
  /// each stack printed alone put in a
  /// content view of `options.width` (`model-content-view-<stack>`); the document itself when
  /// there is nothing to do.
  static func reassemble(_ document: Document, options: BarModelOptions) throws -> Document {
    let roots = document.roots
    let flat = roots.count > 1 && roots.allSatisfy { document.firstSubview(of: $0) == nil }
    let strayStacks = roots.contains { document[$0].className == UIKitClass.buttonBarStackView }
    // A walk over a bar's subviews (52: iOS 12, a content view among them; 51: iOS 7–10,
    // the bar's items among them): the bar is not printed.
    let strayContent =
      roots.contains { FrameBasedWalk.isBarSubview(document[$0].className) }
      && roots.contains { BarClass.isBackground(document[$0].className) }
    // iOS 7–10's bar items printed without their bar (96: a `po` of one `UINavigationButton`):
    // the items are the bar's subviews, as in a walk.
    let strayItems = roots.contains { BarClass.frameBasedItems.contains(document[$0].className) }
    guard flat || strayContent || strayItems || (strayStacks && options.width != nil) else {
      return document
    }
    var placements = roots.map { Placement(.existing($0)) }
    if flat { placements = nest(placements, in: document) }
    if strayContent || strayItems { placements = barsAroundWalks(placements, in: document) }
    if let width = options.width {
      placements = placements.map { root in
        let attributes = root.attributes(in: document)
        guard attributes.className == UIKitClass.buttonBarStackView else { return root }
        var content = Placement(
          .made(
            ViewAttributes(
              className: UIKitClass.navigationBarContentView,
              address: "\(Synthetic.itemPrefix)content-view-\(attributes.address)",
              frame: Rect(
                x: 0, y: 0, width: width, height: attributes.frame?.height ?? BarRules.barHeight))))
        content.added = [root]
        return content
      }
    }
    var builder = DocumentBuilder(
      metadata: document.metadata, expectedViews: document.viewCount + placements.count)
    builder.refusesDuplicateAddresses = false
    for placement in placements { try placement.build(from: document, into: &builder) }
    return try builder.finish()
  }

  /// Where a view goes in the reassembled document: a view of the input (with its whole
  /// subtree) or one the reassembly makes, and the views put under it, in front of its own
  /// subviews.
  struct Placement {
    enum Source {
      case existing(ViewID)
      case made(ViewAttributes)
    }
    var source: Source
    var added: [Placement] = []

    init(_ source: Source) { self.source = source }

    func attributes(in document: Document) -> ViewAttributes {
      switch source {
      case .existing(let id): return document[id]
      case .made(let attributes): return attributes
      }
    }

    /// Adds the view, its subtree and the views put under it (a few levels: a bar's grammar).
    func build(from document: Document, into builder: inout DocumentBuilder)
      throws(DocumentError)
    {
      switch source {
      case .existing(let id): try builder.openCopy(of: id, in: document)
      case .made(let attributes): try builder.openView(attributes)
      }
      for placement in added { try placement.build(from: document, into: &builder) }
      switch source {
      case .existing(let id): try builder.closeCopy(of: id, in: document)
      case .made: try builder.closeView()
      }
    }
  }

  /// A walk of a bar's subviews (sample 52: `view = <_UIBarBackground …>`, then the large
  /// title, content and prompt views) prints no bar: the roots from one background to the
  /// next that hold a content view are put in a bar of their own, frame unknown.
  static func barsAroundWalks(_ roots: [Placement], in document: Document) -> [Placement] {
    var result: [Placement] = []
    var group: [Placement] = []
    var count = 0
    func close() {
      if group.contains(where: {
        FrameBasedWalk.isBarSubview($0.attributes(in: document).className)
      }) {
        count += 1
        var bar = Placement(
          .made(
            ViewAttributes(
              className: UIKitClass.navigationBar,
              address: "\(Synthetic.itemPrefix)navigation-bar-\(count)")))
        bar.added = group
        result.append(bar)
      } else {
        result += group
      }
      group = []
    }
    for root in roots {
      if BarClass.isBackground(root.attributes(in: document).className) { close() }
      group.append(root)
    }
    close()
    return result
  }

  /// Each view goes into the latest view of a class it can sit in when its frame fits in that
  /// view's bounds; anything else starts a new root (and ends the containers of the last).
  /// After a navigation bar's line, the views are its pre-order walk printed flat (92: an
  /// `NSLog` of the bar, then of each view under it, no depth): each goes into the latest
  /// view of a class it can sit in, whatever its frame (a label before its first layout lies
  /// outside its item view, 92:9), a bar's own subview and any view the grammar does not place
  /// (an app's custom view) into the bar.
  static func nest(_ views: [Placement], in document: Document) -> [Placement] {
    // Paths of the views placed so far: root index, then indices among the views put under,
    // with the order they were placed in (the latest open container wins).
    var roots: [Placement] = []
    var latest: [String: (path: [Int], order: Int)] = [:]
    var bar: (path: [Int], order: Int)?
    for (order, view) in views.enumerated() {
      let attributes = view.attributes(in: document)
      let className = attributes.className
      let isBar = BarClass.isNavigationBar(attributes)
      // Where a view printed on its own belongs: the classes of the views it can sit in.
      let classes = UIKitContainment.holders(of: className, [.paste, .frameBasedWalk])
      let candidates = classes.compactMap { latest[$0] }.sorted { $0.order > $1.order }
      let parentPath: [Int]?
      if let bar {
        parentPath = candidates.first?.path ?? bar.path
      } else {
        parentPath =
          candidates.first { fits(view, in: Self.view(at: $0.path, in: roots), document) }?.path
      }
      if let parentPath, !isBar {
        let index = append(view, at: parentPath, in: &roots)
        latest[className] = (parentPath + [index], order)
      } else {
        roots.append(view)
        latest = [className: ([roots.count - 1], order)]
        bar = isBar ? ([roots.count - 1], order) : nil
      }
    }
    return roots
  }

  private static func view(at path: [Int], in roots: [Placement]) -> Placement {
    var view = roots[path[0]]
    for index in path.dropFirst() { view = view.added[index] }
    return view
  }

  /// Appends `child` under the view at `path`; returns its index there.
  private static func append(_ child: Placement, at path: [Int], in roots: inout [Placement])
    -> Int
  {
    func insert(_ view: inout Placement, _ rest: ArraySlice<Int>) -> Int {
      guard let next = rest.first else {
        view.added.append(child)
        return view.added.count - 1
      }
      return insert(&view.added[next], rest.dropFirst())
    }
    return insert(&roots[path[0]], path.dropFirst())
  }

  /// A subview printed after its container lies inside the container's bounds.
  private static func fits(_ child: Placement, in container: Placement, _ document: Document)
    -> Bool
  {
    guard let frame = child.attributes(in: document).frame,
      let bounds = container.attributes(in: document).frame
    else { return false }
    return frame.x >= -0.5 && frame.y >= -0.5 && frame.maxX <= bounds.width + 0.5
      && frame.maxY <= bounds.height + 0.5
  }
}
