import DumpModel

extension Hierarchy {
  /// The tree as `-[UIView recursiveDescription]` prints it: one view a line, each indented
  /// by `   |` per level of depth, root views unindented.
  ///
  ///     <UINavigationBar: 0x11890f1b0; frame = (0 44; 375 44)>
  ///        | <_UINavigationBarContentView: 0x11890ff60; frame = (0 0; 375 44)>
  ///        |    | <_UIButtonBarStackView: 0x113b5df90; frame = (16 0; 44 44)>
  ///
  /// With `guides`, each view's layout guides follow it one level deeper, as
  /// `_autolayoutTrace` prints them; with `constraints`, then the constraints it holds, in
  /// the notation UIKit logs (`LayoutConstraint.uikitDescription(in:)`); its subviews come
  /// last. Every line ends with `\n`.
  /// - Complexity: O(n) in the number of views, guides and constraints.
  public func recursiveDescription(guides: Bool = false, constraints: Bool = false) -> String {
    let index = constraints ? ItemIndex(self) : nil
    var text = ""
    func prefix(_ depth: Int) -> String {
      String(repeating: "   | ", count: depth)
    }
    func visit(_ view: View, depth: Int) {
      text += prefix(depth) + view.uikitDescription + "\n"
      if guides {
        for guide in view.guides {
          text += prefix(depth + 1) + guide.uikitDescription(owner: view) + "\n"
        }
      }
      if let index {
        for constraint in view.constraints {
          text += prefix(depth + 1) + constraint.uikitDescription(in: index) + "\n"
        }
      }
      for subview in view.subviews { visit(subview, depth: depth + 1) }
    }
    for root in views { visit(root, depth: 0) }
    return text
  }
}
