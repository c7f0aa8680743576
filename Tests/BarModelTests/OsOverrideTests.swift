import BarModel
import TestSupport
import Testing

/// Issue 21, "Done when": `--os` always overrides. On every capture of the held-out table, for
/// every generation, each bar the model finds takes the generation `--os` names, and says that
/// `--os` decided, whatever the capture shows.
@Suite struct OsOverrideTests {
  static let versions = ["9", "10", "12", "14", "17", "26"]

  @Test(arguments: versions)
  func osOverridesOnEveryCapture(_ os: String) throws {
    let expected = try #require(BarGeneration(os: os))
    var bars = 0
    for row in HeldOutTests.rows {
      var options = try row.capture.options()
      if let width = row.width { options.width = width }
      options.os = os
      let rebuild = try Bars.rebuild(row.capture.document(), options: options)
      for bar in rebuild.bars {
        bars += 1
        #expect(bar.recognition.generation == expected, "\(row.sample)")
        #expect(bar.recognition.evidence == ["--os \(os)"], "\(row.sample)")
      }
    }
    #expect(bars >= 18)
  }
}
