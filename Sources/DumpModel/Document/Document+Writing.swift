/// The attributes of a document's items as the writers write them, read where the document
/// stores them: the XML writer's path (Benchmarks/windowbench/RESULTS.md). A view's or
/// guide's attributes lent by the subscript were copied for the table to read (a retain and
/// a release of each of their strings and arrays), and a constraint was copied into one
/// naming its items by address (`addressedConstraint`: every field, then its destruction).
extension Document {
  /// Calls `body` with the position in `ViewAttributeTable.table.all` and the value of each
  /// known attribute of `view` to write, as `forEachKnownValue(of:_:)` of the table does.
  public func forEachKnownValue(
    of view: ViewID, _ body: (_ position: Int, _ value: AttributeValue) -> Void
  ) {
    viewAttributes.withUnsafeBufferPointer {
      ViewAttributeTable.table.forEachKnownValue(at: lent($0, view.index), body)
    }
  }

  /// Calls `body` with the position in `GuideAttributeTable.table.all` and the value of each
  /// known attribute of `guide` to write, as `forEachKnownValue(of:_:)` of the table does.
  public func forEachKnownValue(
    of guide: GuideID, _ body: (_ position: Int, _ value: AttributeValue) -> Void
  ) {
    guideValues.withUnsafeBufferPointer {
      GuideAttributeTable.table.forEachKnownValue(at: lent($0, guide.index), body)
    }
  }

  /// Calls `body` with the position in `ConstraintAttributeTable.table.all` and the value of
  /// each known attribute of `constraint` to write: what the table writes of
  /// `addressedConstraint(constraint)`, its items by address.
  public func forEachKnownValue(
    of constraint: ConstraintID, _ body: (_ position: Int, _ value: AttributeValue) -> Void
  ) {
    constraintValues.withUnsafeBufferPointer { buffer in
      let value = lent(buffer, constraint.index)
      let writers = ConstraintAttributeTable.itemTable.writers
      var written: AttributeValue?
      for position in writers.indices {
        // The table's rows but its items', which are placeholders: written here by address.
        switch position {
        case ConstraintAttributeTable.firstPosition:
          written = .string(address(of: value.pointee.first))
        case ConstraintAttributeTable.secondPosition:
          written = value.pointee.second.map { .string(address(of: $0)) }
        default: writers[position].write(&value.pointee, &written)
        }
        if let written { body(position, written) }
      }
    }
  }
}

/// The element at `index` of `buffer`, for the tables' writers to read in place
/// (`AttributeTable.forEachKnownValue(at:_:)`: they never write it).
private func lent<Element>(_ buffer: UnsafeBufferPointer<Element>, _ index: Int)
  -> UnsafeMutablePointer<Element>
{
  UnsafeMutablePointer(mutating: buffer.baseAddress! + index)
}
