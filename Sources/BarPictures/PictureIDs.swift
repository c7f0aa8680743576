import DumpModel

/// The ids a picture and a page give a dump's views, guides and constraints: the address,
/// which stays the same in a before and an after dump of one bar, unless it is empty, holds
/// whitespace, starts like the ids of drawn extras (`tap:`, `margins:`) or is another item's
/// (then `view-N`, `guide-N`, `constraint-N`, by the document's own numbering, with a suffix
/// when an address is that already). Node, item and constraint ids must be unique and hold no
/// whitespace (docs/pictures.md, "The page").
struct PictureIDs {
  private var views: [String]
  private var guides: [String]
  private var constraints: [String]

  init(_ document: Document) {
    var taken = Set<String>()
    func id(_ address: String?, _ fallback: String) -> String {
      if let address, !address.isEmpty, !Self.holdsWhitespace(address),
        !address.hasPrefix("tap:"), !address.hasPrefix("margins:"), taken.insert(address).inserted
      {
        return address
      }
      // A fallback another view's address already is (`view-3`) takes a suffix.
      var candidate = fallback
      var suffix = 1
      while !taken.insert(candidate).inserted {
        suffix += 1
        candidate = "\(fallback)-\(suffix)"
      }
      return candidate
    }
    views = document.viewIDs.map { id(document[$0].address, "view-\($0.index)") }
    guides = document.guideIDs.map { id(document[$0].address, "guide-\($0.index)") }
    constraints = (0..<document.constraintCapacity).map {
      id(document[ConstraintID(rawValue: Int32($0))].address, "constraint-\($0)")
    }
  }

  subscript(item: ItemID) -> String {
    switch item {
    case .view(let view): return views[view.index]
    case .guide(let guide): return guides[guide.index]
    }
  }

  subscript(constraint: ConstraintID) -> String { constraints[constraint.index] }

  /// Whether `text` holds a whitespace character: an ASCII text by its bytes (a window's
  /// addresses are; looking up each character's Unicode properties was a twentieth of `report`),
  /// any other by its characters.
  static func holdsWhitespace(_ text: String) -> Bool {
    var ascii = true
    for byte in text.utf8 {
      if byte >= 0x80 {
        ascii = false
        break
      }
      if byte == 0x20 || (0x09...0x0D).contains(byte) { return true }
    }
    return ascii ? false : text.contains(where: \.isWhitespace)
  }

  /// The tap area drawn for a view.
  static func tapArea(_ id: String) -> String { "tap:" + id }
}
