import DumpModel

/// How UIKit names the items of a layout: the document's by `Document.name(of:)`, a generated
/// spacer as `_UILayoutSpacer:0x…+spanner'UISV-alignment-spanner'`, owned by its stack.
public struct LayoutNaming: ItemNaming {
  public let document: Document
  public let spacers: [Spacer]

  public init(_ document: Document, spacers: [Spacer]) {
    self.document = document
    self.spacers = spacers
  }

  public func uikitName(of item: LayoutItem) -> String {
    switch item {
    case .item(let id): return document.name(of: id)
    case .spacer(let index):
      let spacer = spacers[index]
      return uikitItemName(
        className: Spacer.className, address: address(of: item), label: spacer.identifier)
    }
  }

  public func container(of item: LayoutItem) -> LayoutItem? {
    switch item {
    case .item(let id): return document.parent(of: id).map { .item(.view($0)) }
    case .spacer(let index): return .item(.view(spacers[index].stack))
    }
  }

  /// The item's address; a spacer's is its stack's followed by `+spanner` or `+gapN`.
  public func address(of item: LayoutItem) -> String {
    switch item {
    case .item(let id): return document.address(of: id)
    case .spacer(let index):
      return document[spacers[index].stack].address + "+" + spacers[index].suffix
    }
  }
}

extension LayoutResult {
  /// What names this layout's items, the generated spacers included.
  public func naming(_ document: Document) -> LayoutNaming {
    LayoutNaming(document, spacers: spacers)
  }

  /// A source as UIKit prints a constraint:
  /// `<NSLayoutConstraint:0x… 'id' A.x == B.y + 8   (active)>`.
  public func uikitDescription(_ source: ConstraintSource, in document: Document) -> String {
    constraint(source, in: document).uikitDescription(in: naming(document))
  }

  /// A source's body in UIKit's notation (`A.x == B.y + 8`); `.exact` numbers in a message.
  public func notation(
    _ source: ConstraintSource, in document: Document, numbers: NotationNumbers = .printed
  ) -> String {
    constraint(source, in: document).notation(in: naming(document), numbers: numbers)
  }

  /// The conflict as UIKit logs it: "Unable to simultaneously satisfy constraints.", the list,
  /// and "Will attempt to recover by breaking constraint".
  public func uikitLog(_ conflict: LayoutConflict, in document: Document) -> String {
    var text = """
      Unable to simultaneously satisfy constraints.
      \tProbably at least one of the constraints in the following list is one you don't want. 
      \tTry this: 
      \t\t(1) look at each constraint and try to figure out which you don't expect; 
      \t\t(2) find the code that added the unwanted constraint or constraints and fix it. 

      """
    let hasAutoresizing = conflict.conflicting.contains {
      constraint($0, in: document).className == UIKitConstraintClass.autoresizingMask
    }
    if hasAutoresizing {
      text +=
        "\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't "
        + "understand, refer to the documentation for the UIView property "
        + "translatesAutoresizingMaskIntoConstraints) \n"
    }
    text += "(\n"
    text +=
      conflict.conflicting.map { "    \"\(uikitDescription($0, in: document))\"" }
      .joined(separator: ",\n")
    text += "\n)\n\nWill attempt to recover by breaking constraint \n"
    text += uikitDescription(conflict.broken, in: document) + "\n"
    return text
  }
}

extension Document {
  /// Writes a layout's frames back: every view's and guide's frame becomes the computed one.
  /// Items the layout could not place keep their recorded frame, and so do UIKit's bar-button
  /// guides (ambiguous by design: their computed frame means nothing). With
  /// `keepingAmbiguous` (`inspect layout -o`), an item whose layout the dump does not
  /// determine keeps its recorded frame too, and is marked `ambiguous` with the variables left
  /// free: a value the solver happened to leave is never written over what UIKit recorded. A
  /// patch writes every computed frame (its verification reports ambiguity). The one place
  /// frames are written back (`inspect layout -o`, every patch).
  public mutating func applyFrames(_ result: LayoutResult, keepingAmbiguous: Bool = false) {
    let keep = result.expectedAmbiguity
    var free: [ItemID: [String]] = [:]
    for item in result.ambiguous where keepingAmbiguous && !item.isExpected {
      free[item.item] = item.variables
    }
    // Without the marking, an item that records no frame gets none from a solution that
    // leaves it free: its value would be arbitrary (a trace's bar at (-367 0; 0 0), QA S3-19).
    let unmarked = keepingAmbiguous ? [] : Set(result.ambiguous.map(\.item))
    for (item, frame) in result.frames {
      if keep.contains(item), self.frame(of: item) != nil { continue }
      if unmarked.contains(item), self.frame(of: item) == nil { continue }
      if let variables = free[item] {
        switch item {
        case .view(let id): try? updateView(id) { $0.ambiguous = variables }
        case .guide(let id): try? updateGuide(id) { $0.ambiguous = variables }
        }
        if self.frame(of: item) != nil { continue }
      }
      setFrame(frame, of: item)
    }
  }
}
