import ArgumentParsing
import Audit
import DumpModel
import Patcher
import Pictures
import Testing

@testable import InspectCLI

/// A default and a range are declared once, in the library, and the option table and its help
/// are made from them (issue 18).
@Suite struct OptionDeclarationTests {
  @Test func thePatchOptionsTakeTheirRangesAndDefaultsFromPatch() {
    guard case .numbers(_, .within(let gap)) = PatchOptions.gap.option.value,
      case .numbers(_, .nonNegativeUpTo(let itemGap)) = PatchOptions.itemGap.option.value,
      case .numbers(_, .positiveUpTo(let size)) = PatchOptions.minSize.option.value
    else {
      Issue.record("the patch options are no numbers with a range")
      return
    }
    #expect([gap, itemGap, size] == Array(repeating: Patch.largestDistance, count: 3))
    #expect(PatchOptions.itemGap.option.defaultValue == formatNumber(Patch.defaultItemGap))
    #expect(PatchOptions.kind.option.defaultValue == PatchKind.pin.rawValue)
  }

  /// `check`'s thresholds take the ranges `AuditOptions` checks again (`Checks.check`): a
  /// value the parser lets through is one the library takes, and none other.
  @Test func theAuditThresholdsRangesAreAuditOptions() {
    let samples = [-1, -0.0, 0, 0.5, 44, 1e300, .nan, .infinity, -.infinity]
    func range(_ option: Option) -> Option.NumberRange? {
      guard case .numbers(_, let range) = option.value else { return nil }
      return range
    }
    for value in samples {
      var size = AuditOptions()
      size.minSize = Size(width: value, height: 44)
      #expect(range(AuditArguments.minSize.option)?.contains(value) == (size.invalidOption == nil))
      var title = AuditOptions()
      title.minTitle = value
      #expect(
        range(AuditArguments.minTitle.option)?.contains(value) == (title.invalidOption == nil))
      var edge = AuditOptions()
      edge.minEdge = value
      #expect(range(AuditArguments.minEdge.option)?.contains(value) == (edge.invalidOption == nil))
    }
  }

  /// Each option reads as its declaration says, through the command's own parser.
  @Test func aCommandLineReadsAsTypedValues() throws {
    let arguments = try PatchCommand.parse([
      "a.xml", "--patch", "spacing", "--gap", "-4", "--side", "both", "-o", "b.json",
    ])
    let patch = PatchOptions.patch(arguments)
    #expect(patch.kind == .spacing)
    #expect(patch.gap == -4)
    #expect(patch.side == .both)
    #expect(patch.itemGap == Patch.defaultItemGap)
    let options = try PatchCommand.Options(arguments)
    #expect(options.input.dump == "a.xml")
    #expect(options.output.path == "b.json")
    #expect(options.output.to == nil)
    #expect(options.format == .text)
    #expect(!options.inPlace)
  }

  @Test func thePictureScaleIsSVGOptionsOwn() throws {
    guard case .numbers(_, .positiveUpTo(let largest)) = PictureArguments.scale.option.value
    else {
      Issue.record("--scale is no number with a range")
      return
    }
    #expect(largest == SVGOptions.largestScale)
    let arguments = try RenderCommand.parse(["a.xml"])
    let options = try PictureArguments.Options(arguments, command: "render")
    #expect(options.svg.scale == SVGOptions.defaultScale)
    #expect(options.scaleAsTyped == nil)
    let typed = try RenderCommand.parse(["a.xml", "--scale", "2.50"])
    #expect(try PictureArguments.Options(typed, command: "render").scaleAsTyped == "2.50")
  }
}
