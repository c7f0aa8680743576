import DumpModel
import Foundation
import XMLFormat

// Terse reading of a `Document` for tests' expectations. `ViewHandle` holds a document and
// a view's id, nothing else: every property reads the document.

/// A view of a document, read through the document: `handle.subviews[1].frame`.
@dynamicMemberLookup
public struct ViewHandle: Sendable {
  public let document: Document
  public let id: ViewID

  public init(_ document: Document, _ id: ViewID) {
    self.document = document
    self.id = id
  }

  public var attributes: ViewAttributes { document[id] }
  /// Subviews, back to front.
  public var subviews: [ViewHandle] { document.subviews(of: id).map { ViewHandle(document, $0) } }
  public var guides: [LayoutGuide] { document.guides(of: id).map { document[$0] } }
  /// The constraints the view holds, in order, items by address.
  public var constraints: [LayoutConstraint] {
    document.constraints(heldBy: id).map { document.addressedConstraint($0) }
  }
  public var superview: ViewHandle? { document.superview(of: id).map { ViewHandle(document, $0) } }

  public subscript<Value>(dynamicMember keyPath: KeyPath<ViewAttributes, Value>) -> Value {
    document[id][keyPath: keyPath]
  }
}

extension Document {
  /// The root views, in order.
  public var rootViews: [ViewHandle] { roots.map { ViewHandle(self, $0) } }

  /// Every view in document order (pre-order).
  public var allViews: [ViewHandle] { preorder.map { ViewHandle(self, $0) } }

  /// The view with this address.
  public func handle(_ address: String) -> ViewHandle? {
    view(at: address).map { ViewHandle(self, $0) }
  }

  /// The address of the superview of the view at `address`.
  public func superviewAddress(of address: String) -> String? {
    view(at: address).flatMap { superview(of: $0) }.map { self[$0].address }
  }

  /// The guide at `address` and its owner's address.
  public func guideAndOwner(_ address: String) -> (guide: LayoutGuide, owner: String)? {
    guide(at: address).map { (self[$0], self[owner(of: $0)].address) }
  }

  /// Every held constraint in document order, items by address.
  public var allConstraints: [LayoutConstraint] {
    constraintsInDocumentOrder.map { addressedConstraint($0) }
  }

  /// Whether two documents hold the same dump, compared value by value without a writer:
  /// the metadata, the views in document order with their attributes, how many subviews
  /// each has (which with the order gives the tree), their guides and their held constraints
  /// (items by address). Source locations are not compared, as `ViewAttributes` leaves them
  /// out of equality.
  public func hasSameContent(as other: Document) -> Bool {
    guard metadata == other.metadata else { return false }
    let mine = preorder
    let theirs = other.preorder
    guard mine.count == theirs.count else { return false }
    for (a, b) in zip(mine, theirs) {
      guard self[a] == other[b],
        subviews(of: a).count == other.subviews(of: b).count,
        guides(of: a).map({ self[$0] }) == other.guides(of: b).map({ other[$0] }),
        constraints(heldBy: a).map({ addressedConstraint($0) })
          == other.constraints(heldBy: b).map({ other.addressedConstraint($0) })
      else { return false }
    }
    return true
  }

  /// The document as the XML writer writes it: what two documents are compared by (the XML
  /// form holds everything a document holds but source locations).
  public var xmlText: String { String(decoding: xmlData(), as: UTF8.self) }
}

/// The items of a document named by address, for printing constraints written by hand
/// (items by address) in UIKit's notation: an address that is no item is named as it is.
public struct AddressNaming: ItemNaming, Sendable {
  public let document: Document

  public init(_ document: Document) { self.document = document }

  public func uikitName(of address: String) -> String {
    document.item(at: address).map { document.name(of: $0) } ?? address
  }

  public func container(of address: String) -> String? {
    document.item(at: address).flatMap { document.parent(of: $0) }.map { document[$0].address }
  }

  public func accessibilityIdentifier(of address: String) -> String? {
    document.item(at: address).flatMap { document.accessibilityIdentifier(of: $0) }
  }
}
