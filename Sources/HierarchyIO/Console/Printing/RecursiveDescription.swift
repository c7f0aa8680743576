import DumpModel

extension Document {
  /// The tree as `-[UIView recursiveDescription]` prints it: one view a line, each indented
  /// by `   |` per level of depth, root views unindented.
  ///
  ///     <UINavigationBar: 0x11890f1b0; frame = (0 44; 375 44)>
  ///        | <_UINavigationBarContentView: 0x11890ff60; frame = (0 0; 375 44)>
  ///        |    | <_UIButtonBarStackView: 0x113b5df90; frame = (16 0; 44 44)>
  ///
  /// With `guides`, each view's layout guides follow it one level deeper, as
  /// `_autolayoutTrace` prints them; with `constraints`, then the constraints it holds, in
  /// the notation UIKit logs (`LayoutConstraintOf.uikitDescription(in:)`); its subviews come
  /// last. Every line ends with `\n`.
  /// - Complexity: O(n) in the number of views, guides and constraints.
  public func recursiveDescription(guides: Bool = false, constraints: Bool = false) -> String {
    var text = ""
    func prefix(_ depth: Int) -> String {
      String(repeating: "   | ", count: depth)
    }
    // Pre-order with an explicit stack of (view, depth): no recursion over the input's depth.
    var stack = roots.reversed().map { ($0, 0) }
    while let (view, depth) = stack.popLast() {
      let attributes = self[view]
      text += prefix(depth) + attributes.uikitDescription + "\n"
      if guides {
        for guide in self.guides(of: view) {
          text += prefix(depth + 1) + self[guide].uikitDescription(owner: attributes) + "\n"
        }
      }
      if constraints {
        for constraint in self.constraints(heldBy: view) {
          text += prefix(depth + 1) + self[constraint].uikitDescription(in: self) + "\n"
        }
      }
      stack += subviews(of: view).reversed().map { ($0, depth + 1) }
    }
    return text
  }
}
