import ConsoleFormat
import DumpModel
import Foundation
import TestSupport

/// Helpers for the LLDB reader and constraint notation tests.
enum LLDB {
  /// Reads console text; returns the document and the warnings.
  static func read(_ text: String, strict: Bool = false) throws -> (Document, [ReadWarning]) {
    var warnings: [ReadWarning] = []
    let document = try Document(
      console: text, source: "t.txt", strict: strict, warnings: &warnings)
    return (document, warnings)
  }

  /// Reads with `strict`: the error, if any, and the warnings given before it.
  static func readStrictly(_ text: String) -> (ReadError?, [ReadWarning]) {
    var warnings: [ReadWarning] = []
    do {
      _ = try Document(console: text, source: "t.txt", strict: true, warnings: &warnings)
      return (nil, warnings)
    } catch {
      return (error, warnings)
    }
  }

  /// A sample from `Fixtures/lldb-samples`, its `# ` header lines and the blank line after
  /// them stripped.
  static func sample(_ prefix: String) throws -> String {
    let folder = Repository.fixtures.appendingPathComponent("lldb-samples")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    guard let name = names.sorted().first(where: { $0.hasPrefix(prefix) }) else {
      throw CocoaError(.fileNoSuchFile)
    }
    let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)[...]
    while let first = lines.first, first.hasPrefix("# ") { lines = lines.dropFirst() }
    if let first = lines.first, first.isEmpty { lines = lines.dropFirst() }
    return lines.joined(separator: "\n")
  }

  /// What the console reader keeps of a description printed without `(active)`.
  static let noActive = ("printedActive", "NO")

  static let sampleNames = ["01", "03", "06", "10", "20", "31"]
  static let conflictSampleNames = ["06", "10", "20", "31"]
}

extension Document {
  /// Every view, pre-order.
  var lldbViews: [ViewHandle] { allViews }

  func lldbView(_ address: String) -> ViewHandle? { handle(address) }

  /// The superview's address of the view at `address`.
  func lldbSuperview(of address: String) -> String? { superviewAddress(of: address) }

  /// The guide at `address` and its owner's address.
  func lldbGuide(_ address: String) -> (guide: LayoutGuide, owner: String)? {
    guideAndOwner(address)
  }

  /// Every constraint in document order, items by address.
  var lldbConstraints: [LayoutConstraint] { allConstraints }

  /// Every constraint in document order as UIKit logs it.
  var lldbConstraintDescriptions: [String] {
    constraintsInDocumentOrder.map { self[$0].uikitDescription(in: self) }
  }
}
