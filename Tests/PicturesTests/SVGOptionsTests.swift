import Pictures
import Testing

/// `SVGOptions` refuses a scale or a padding out of its range with a typed error, where it
/// stopped the program before (issue 18: the library entry points check their own inputs).
@Suite struct SVGOptionsTests {
  @Test func theDefaults() throws {
    let options = SVGOptions()
    #expect(options.scale == SVGOptions.defaultScale && options.scale == 2)
    #expect(options.padding == SVGOptions.defaultPadding && options.padding == 12)
    #expect(options.idPrefix == "")
    #expect(try SVGOptions(scale: 2) == options)
  }

  @Test func theEndsOfTheRangesAreTaken() throws {
    #expect(try SVGOptions(scale: 100).scale == 100)
    #expect(try SVGOptions(scale: 0.01, padding: 0).padding == 0)
    #expect(try SVGOptions(scale: 1, padding: 1000).padding == 1000)
  }

  @Test(arguments: [
    (0.0, "the scale must be above 0 and at most 100, not 0"),
    (-1.0, "the scale must be above 0 and at most 100, not -1"),
    (100.5, "the scale must be above 0 and at most 100, not 100.5"),
    (Double.nan, "the scale must be above 0 and at most 100, not nan"),
    (Double.infinity, "the scale must be above 0 and at most 100, not inf"),
  ])
  func aScaleOutOfRangeIsRefused(scale: Double, message: String) {
    do {
      _ = try SVGOptions(scale: scale)
      Issue.record("scale \(scale) taken")
    } catch {
      #expect(error.message == message)
      #expect(error.description == "error: \(message)")
    }
  }

  @Test(arguments: [
    (-1.0, "the padding must be 0 to 1000, not -1"),
    (1000.5, "the padding must be 0 to 1000, not 1000.5"),
    (Double.nan, "the padding must be 0 to 1000, not nan"),
  ])
  func aPaddingOutOfRangeIsRefused(padding: Double, message: String) {
    do {
      _ = try SVGOptions(scale: 2, padding: padding)
      Issue.record("padding \(padding) taken")
    } catch {
      #expect(error.message == message)
    }
  }
}
