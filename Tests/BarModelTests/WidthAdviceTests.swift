import BarModel
import DumpModel
import Testing

/// A bar that is not reproduced because its width is not the capture's gets advice that
/// names `--width`, with the value at which it is reproduced, before and instead of `--os`
/// (issue 19, "Messages": a width mismatch advised `--os`).
@Suite struct WidthAdviceTests {
  static let sample13 = Capture("sample13-ios17-trailing-stack", "input.txt")

  static func bar(width: Double) throws -> RebuiltBar {
    var options = try sample13.options()
    options.width = width
    let rebuild = try Bars.rebuild(sample13.document(), options: options)
    return try #require(rebuild.bars.first { !$0.comparison.isComplete }, "\(describe(rebuild))")
  }

  /// 13's system stack ends at 285 + 97 = 382. At 393 the model puts it 8 from the edge,
  /// at 385 (x 288); 390 is the one portrait width where 390 − 8 = 382.
  @Test(arguments: [393.0, 398.0])
  func aWrongWidthIsAdvisedAsTheWidthThatReproducesTheBar(_ width: Double) throws {
    let bar = try Self.bar(width: width)
    #expect(
      bar.advice.first
        == "--width \(formatNumber(width)) is not the capture's, and the bar is reproduced at "
        + "one portrait device width of docs/navbar/devices.md: give --width 390")
    #expect(!bar.advice.contains { $0.contains("--os") }, "\(bar.advice)")
  }

  /// A width the capture records is never advised: sample 66 told right to left is not
  /// reproduced, and its width (375, its bar's frame) is the capture's.
  @Test func aCapturedWidthIsNotAdvised() throws {
    let capture = Capture("sample66-ios13-back-button-push", "input.txt")
    var options = try capture.options()
    options.direction = .rightToLeft
    let rebuild = try Bars.rebuild(capture.document(), options: options)
    let bar = try #require(rebuild.bars.first { !$0.comparison.isComplete })
    #expect(bar.inputs?.widthIsCaptured == true)
    #expect(!bar.advice.contains { $0.contains("--width") }, "\(bar.advice)")
  }
}
