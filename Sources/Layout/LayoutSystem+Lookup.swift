import DumpModel

// Looking an item of the system up: its index for a constraint's item, or the error that
// names a constraint reaching outside the solved views; its location for messages.
extension LayoutSystem {
  /// The item index of a constraint's item.
  func resolve(_ item: LayoutItem, of source: ConstraintSource, in document: Document)
    throws(LayoutError) -> Int
  {
    if let index = index(of: item) { return index }
    let naming = LayoutNaming(document, spacers: spacers)
    let constraint: String
    let location: SourceLocation?
    switch source {
    case .document(let id):
      constraint = document[id].notation(in: document, numbers: .exact)
      location = document[id].location
    case .implicit(let implicit):
      constraint = implicit.constraint.notation(in: naming, numbers: .exact)
      location = document[implicit.view].location
    }
    throw LayoutError(
      .outsideSolvedViews(constraint: constraint, item: naming.uikitName(of: item)), at: location)
  }

  /// The location of an item of the system, for messages.
  func location(ofItem index: Int, in document: Document) -> SourceLocation? {
    items[index].reference.documentItem.flatMap { document.location(of: $0) }
  }
}
