import DumpModel

// The items of a system: its views, guides and generated stack spacers.

extension LayoutSystem {
  /// A view, guide or generated spacer of the system.
  struct Item: Sendable {
    var reference: LayoutItem
    var isGuide: Bool
    /// The item index of the superview of a view, the owner of a guide or spacer; -1 for a
    /// root view.
    var parent: Int
    /// Id of the item's `minX` variable; `minY`, `width`, `height` follow.
    var firstVariable: Int
    /// The origin of the item's bounds (scroll views), for views.
    var boundsOrigin: (x: Double, y: Double) = (0, 0)
    var recorded: Rect?
    /// The item index of a view's `UIViewLayoutMarginsGuide`, when the dump lists one; -1.
    var marginsGuide: Int = -1
    var margins: Insets = .uikitDefault
    /// A `UIButtonBar.*LayoutGuide`, ambiguous by design (docs/layout.md, "Ambiguity").
    var isExpectedAmbiguity = false
    /// The LLDB reader's synthetic root of a log's items: no frame is reported for it.
    var isLogRoot = false
    /// A `UIViewLayoutMarginsGuide`: the one guide whose size may be negative.
    var isMarginsGuide = false
    /// The dump records the view's `margins`.
    var hasRecordedMargins = false
    var isSpacer: Bool { reference.documentItem == nil }
  }
}
