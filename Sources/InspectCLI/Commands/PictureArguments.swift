import ArgumentParsing
import Audit
import BarPictures
import Foundation
import HierarchyIO
import LaidOut
import Pictures
import TerminalOutput

/// The options `render` and `report` share: what the picture shows and at which scale, and
/// `--root QUERY`, read as `find` reads its query.
enum PictureArguments {
  static let root = TypedOption.text(
    Option(
      "--root", value: .text(metavar: "QUERY", completion: .none),
      help: "draw the subtree of the views QUERY finds: a class name, an address or an XPath, "
        + "as 'inspect find' takes them"))
  static let scale = TypedOption.number(
    Option(
      "--scale", value: .numbers(metavars: ["N"], range: .positiveUpTo(SVGOptions.largestScale)),
      help: "pixels a point, up to \(formatNumber(SVGOptions.largestScale)) and to "
        + "\(PictureLayout.maximumPixels) px a side (default \(formatNumber(SVGOptions.defaultScale)))"
    ),
    default: SVGOptions.defaultScale)
  static let guides = TypedOption.flag(Option("--guides", help: "draw layout guides, dashed"))
  static let tapAreas = TypedOption.flag(
    Option(
      "--tap-areas",
      help: "draw each item's hit area, hatched (in the warning colour under --min-size)"))
  static let constraints = TypedOption.flag(
    Option(
      "--constraints",
      help: "draw the edge constraints of the bar's items as dimension lines with their "
        + "constants (a constraint the layout breaks in red)"))
  static let flags = [guides.option, tapAreas.option, constraints.option]

  /// What the picture shows and at which scale, typed, from the table.
  struct Options {
    /// `--guides`, `--tap-areas`, `--constraints` (the roots come from `--root`, found in
    /// the dump: `options(_:dump:xml:command:)`).
    var picture: PictureOptions
    /// `--root QUERY`.
    var root: String?
    /// The scale, checked by the parser against `SVGOptions.largestScale`.
    var svg: SVGOptions
    /// `--scale` as typed, for the message of a picture too large (nil when not given).
    var scaleAsTyped: String?

    /// - Throws: `UsageError` for a scale `SVGOptions` refuses (the table checks it first).
    init(_ arguments: Arguments, command: String) throws(UsageError) {
      picture = PictureOptions(
        guides: arguments[guides], tapAreas: arguments[tapAreas],
        constraints: arguments[PictureArguments.constraints])
      root = arguments[PictureArguments.root]
      do throws(SVGOptionsError) {
        svg = try SVGOptions(scale: arguments[scale])
      } catch {
        throw UsageError(error.message, command: command)
      }
      scaleAsTyped = arguments[scaleText]
    }
  }

  /// The picture's options, `--root` resolved in `dump`.
  static func options(_ options: Options, dump: LaidOutDump, xml: () -> Data, command: String)
    throws -> PictureOptions
  {
    var picture = options.picture
    if let query = options.root {
      picture.roots = try roots(query, in: dump, xml: xml, command: command)
    }
    return picture
  }

  private static let scaleText = TypedOption.text(scale.option)

  /// The views a query names: an XPath's `<view>` elements, the view at an address, or every
  /// view of a class; none inside another.
  static func roots(
    _ query: String, in dump: LaidOutDump, xml: () -> Data, command: String
  ) throws -> [ViewID] {
    let document = dump.document
    if query.isEmpty { throw UsageError("'--root' needs a query", command: command) }
    var views: [ViewID] = []
    if FindCommand.isXPath(query, isAddress: document.item(at: query) != nil) {
      let value = try XPath.evaluate(query, overXML: xml(), source: dump.source)
      guard case .nodes(let nodes) = value else {
        throw CommandFailure(
          file: dump.source, "the XPath '\(query)' of '--root' gives no elements")
      }
      views = nodes.filter { $0.name == "view" }.compactMap { $0.address.flatMap(document.view) }
    } else if let item = document.item(at: query) {
      guard let view = item.view else {
        throw CommandFailure(
          file: dump.source, "'\(query)' of '--root' is a layout guide; name a view")
      }
      views = [view]
    } else {
      views = document.preorder.filter { document[$0].className == query }
    }
    views = views.filter { view in
      !views.contains { $0 != view && document.isAncestor($0, of: view) }
    }
    guard !views.isEmpty else {
      var message = "'--root \(query)' finds no view"
      let classes = Set(document.viewIDs.map { document[$0].className }).sorted()
      if let near = Suggestion.nearest(to: query, among: classes, minimumLength: 4) {
        message += "; did you mean '\(near)'?"
      }
      throw CommandFailure(file: dump.source, message)
    }
    return views
  }
}
