import DumpModel

/// Every view's and guide's frame in the coordinates of the dump's roots' superview (the
/// screen, for a window or a bar cut out of one): a frame is in its superview's bounds, so
/// each is moved by its ancestors' origins less their bounds' origins (a scroll view's
/// offset). An item whose frame is unknown has none; its subviews are placed as if it sat at
/// its superview's origin (a trace records a content view's frame but not its bar's).
public struct RootFrames: Sendable {
  private var views: [Rect?]
  private var guides: [Rect?]

  public init(_ document: Document) {
    views = Array(repeating: nil, count: document.viewCount)
    guides = Array(repeating: nil, count: document.guideCount)
    // The origin of each view's content (its bounds' origin) in root coordinates.
    var content: [(x: Double, y: Double)?] = Array(repeating: nil, count: document.viewCount)
    document.forEachView { view in
      let attributes = document[view]
      let base: (x: Double, y: Double)?
      if let superview = document.superview(of: view) {
        base = content[superview.index]
      } else {
        base = (0, 0)
      }
      guard let base else { return }
      guard let frame = attributes.frame else {
        content[view.index] = base
        for guide in document.guides(of: view) {
          guides[guide.index] = document[guide].frame?.offsetBy(base.x, base.y)
        }
        return
      }
      let absolute = frame.offsetBy(base.x, base.y)
      views[view.index] = absolute
      let bounds = attributes.bounds ?? Rect(x: 0, y: 0, width: frame.width, height: frame.height)
      content[view.index] = (absolute.x - bounds.x, absolute.y - bounds.y)
      for guide in document.guides(of: view) {
        if let frame = document[guide].frame {
          guides[guide.index] = frame.offsetBy(absolute.x - bounds.x, absolute.y - bounds.y)
        }
      }
    }
  }

  public subscript(item: ItemID) -> Rect? {
    switch item {
    case .view(let view): return views[view.index]
    case .guide(let guide): return guides[guide.index]
    }
  }

  public subscript(view: ViewID) -> Rect? { views[view.index] }
}
