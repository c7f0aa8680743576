import DumpModel

/// A bar built from a description: the views UIKit makes for it, then the model's rebuild,
/// solve and frames (docs/navbar/building.md). What the description does not say — a label's
/// height, a button's vertical offset, a chevron's size — is what the captures show (the
/// numbers the matrix fixtures were made with, Tools/barmodel/*/make_matrix.py).
public struct BuiltBar: Sendable {
  /// The rebuild: `rebuild.laidOut` is the dump UIKit would have.
  public var rebuild: BarRebuild
  public var description: BarDescription
  public var phone: Phone
  /// What was estimated or assumed, in words for the output (`'Edit': width 34, estimated`).
  public var estimates: [String]
  /// The views made for each side's items, outermost first, and the title and back button.
  public var items: [BarSide: [ViewID]]
  public var title: ViewID?
  public var backButton: ViewID?

  /// The dump UIKit would have: views, guides, constraints (`origin="model"`) and frames.
  public var document: Document { rebuild.laidOut }
}

extension Bars {
  /// Makes the views of `description`, rebuilds, solves.
  /// - Throws: `DescriptionError` for a size out of range (`BarDescription.invalidOption`) or
  ///   a description the generation cannot hold; the layout engine's error on a system it
  ///   cannot build.
  public static func build(_ description: BarDescription) throws -> BuiltBar {
    if let problem = description.invalidOption { throw DescriptionError(problem) }
    guard let generation = BarGeneration(os: description.os) else {
      throw DescriptionError("'\(description.os)' is not an iOS version from 7 on")
    }
    if generation.family == .frameBased, description.largeTitle {
      throw DescriptionError("large titles came with iOS 11: --large-title needs --os 11 or later")
    }
    var maker = ViewMaker(description: description, generation: generation)
    let document = maker.document()
    let rebuild = try Bars.rebuild(
      document, options: BarModelOptions(os: description.os, direction: description.direction))
    func ids(_ addresses: [String]) -> [ViewID] { addresses.compactMap { document.view(at: $0) } }
    return BuiltBar(
      rebuild: rebuild, description: description, phone: maker.phone, estimates: maker.estimates,
      items: [
        .leading: ids(maker.itemAddresses[.leading] ?? []),
        .trailing: ids(maker.itemAddresses[.trailing] ?? []),
      ],
      title: maker.titleAddress.flatMap { document.view(at: $0) },
      backButton: maker.backAddress.flatMap { document.view(at: $0) })
  }
}
