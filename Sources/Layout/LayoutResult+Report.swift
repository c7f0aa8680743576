import HierarchyIO

extension LayoutResult {
  /// A source as UIKit prints a constraint:
  /// `<NSLayoutConstraint:0x… 'id' A.x == B.y + 8   (active)>`.
  public func uikitDescription(_ source: ConstraintSource) -> String {
    guard let constraint = constraint(source) else { return "\(source)" }
    return constraint.uikitDescription(in: items)
  }

  /// The conflict as UIKit logs it: "Unable to simultaneously satisfy constraints.", the list,
  /// and "Will attempt to recover by breaking constraint".
  public func uikitLog(_ conflict: LayoutConflict) -> String {
    var text = """
      Unable to simultaneously satisfy constraints.
      \tProbably at least one of the constraints in the following list is one you don't want. 
      \tTry this: 
      \t\t(1) look at each constraint and try to figure out which you don't expect; 
      \t\t(2) find the code that added the unwanted constraint or constraints and fix it. 

      """
    let hasAutoresizing = conflict.conflicting.contains {
      constraint($0)?.className == "NSAutoresizingMaskLayoutConstraint"
    }
    if hasAutoresizing {
      text +=
        "\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't "
        + "understand, refer to the documentation for the UIView property "
        + "translatesAutoresizingMaskIntoConstraints) \n"
    }
    text += "(\n"
    text += conflict.conflicting.map { "    \"\(uikitDescription($0))\"" }.joined(separator: ",\n")
    text += "\n)\n\nWill attempt to recover by breaking constraint \n"
    text += uikitDescription(conflict.broken) + "\n"
    return text
  }
}

extension Hierarchy {
  /// The hierarchy with every view's and guide's frame replaced by the computed one. Items
  /// the layout could not place keep their recorded frame, and so do UIKit's bar-button
  /// guides (ambiguous by design: their computed frame means nothing).
  public func applyingFrames(_ result: LayoutResult) -> Hierarchy {
    let keep = Set(result.ambiguous.filter(\.isExpected).map(\.address))
    func frame(_ address: String, recorded: Rect?) -> Rect? {
      if keep.contains(address), recorded != nil { return recorded }
      return result.frames[address] ?? recorded
    }
    var copy = self
    copy.mutateViews { view in
      view.frame = frame(view.address, recorded: view.frame)
      for index in view.guides.indices {
        view.guides[index].frame = frame(
          view.guides[index].address, recorded: view.guides[index].frame)
      }
    }
    return copy
  }
}
