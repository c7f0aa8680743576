import DumpModel

/// Which views are stack views and which of their subviews are arranged: the one rule layout,
/// the patches and the bar model use (docs/layout.md, "Stack views").
public enum StackViews {
  /// A view of one of UIKit's stack classes (`BarClass.isStackView`, DumpModel: `UIStackView`,
  /// the bar's `_UIButtonBarStackView`), or one the dump marks as a stack view: a stack
  /// attribute other than its default (`axis`, `distribution`, `alignment`, `spacing`,
  /// `layoutMarginsRelativeArrangement`), or a subview marked `arranged`. An app's own
  /// `FooStackView` recorded with none of these is not one: nothing in the dump says so.
  public static func isStackView(_ view: ViewID, in document: Document) -> Bool {
    // Read in place: a copy of the view's attributes, for each view of a window, copied
    // every string and array of it.
    if BarClass.isStackView(document[view].className) || hasStackAttributes(view, in: document) {
      return true
    }
    var subview = document.firstSubview(of: view)
    while let current = subview {
      if document[current].arranged != nil { return true }
      subview = document.nextSibling(of: current)
    }
    return false
  }

  /// A stack attribute recorded with a value other than its default, each read in place (the
  /// attributes passed whole were copied, for each view of a window).
  static func hasStackAttributes(_ view: ViewID, in document: Document) -> Bool {
    document[view].axis != .horizontal || document[view].distribution != .fill
      || document[view].alignment != .fill || document[view].spacing != 0
      || document[view].layoutMarginsRelativeArrangement
  }

  /// The stack's arranged subviews, back to front (hidden ones included): the subviews
  /// marked `arranged="YES"` when any is; otherwise every subview not marked `arranged="NO"`
  /// (none marked: all of them; only `NO` marks: all the others).
  /// Walked along the subviews' list, twice: no array of every subview made first and
  /// filtered (the autoresizing rule and the stack plans ask of each stack of every solve).
  public static func arrangedSubviews(of stack: ViewID, in document: Document) -> [ViewID] {
    var marksArranged = false
    var subview = document.firstSubview(of: stack)
    while let current = subview, !marksArranged {
      marksArranged = document[current].arranged == true
      subview = document.nextSibling(of: current)
    }
    var arranged: [ViewID] = []
    subview = document.firstSubview(of: stack)
    while let current = subview {
      let mark = document[current].arranged
      if marksArranged ? mark == true : mark != false { arranged.append(current) }
      subview = document.nextSibling(of: current)
    }
    return arranged
  }
}
