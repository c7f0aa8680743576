import DumpModel

/// A view that a test needs and the document does not have: the failure names the address
/// (`#require(document.view(at:))` would print the whole document).
struct MissingView: Error, CustomStringConvertible {
  var address: String
  var description: String { "no view at '\(address)'" }
}

extension Document {
  /// The view at `address`, or `MissingView`.
  func requireView(_ address: String) throws -> ViewID {
    guard let view = view(at: address) else { throw MissingView(address: address) }
    return view
  }
}
