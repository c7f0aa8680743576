import Audit
import DumpModel
import LaidOut
import Testing

/// `Checks` checks its own options (issue 18), as `Patching.apply` does: thresholds out of
/// range or not numbers are refused with a typed error, and nothing is audited.
@Suite struct AuditOptionsTests {
  static func options(_ change: (inout AuditOptions) -> Void) -> AuditOptions {
    var options = AuditOptions()
    change(&options)
    return options
  }

  /// Options and the refusal they get; shown by the refusal (a size holding `nan` cannot be
  /// printed as a number).
  struct Refused: CustomTestStringConvertible, Sendable {
    var options: AuditOptions
    var message: String
    init(_ options: AuditOptions, _ message: String) {
      self.options = options
      self.message = message
    }
    var testDescription: String { message }
  }

  @Test(arguments: [
    Refused(
      options { $0.minSize = Size(width: .nan, height: 44) },
      "the smallest hit area must be above 0, not nan 44"
    ),
    Refused(
      options { $0.minSize = Size(width: 44, height: 0) },
      "the smallest hit area must be above 0, not 44 0"
    ),
    Refused(options { $0.minTitle = -1 }, "the width a title needs must be 0 or more, not -1"),
    Refused(
      options { $0.minTitle = .infinity }, "the width a title needs must be 0 or more, not inf"),
    Refused(
      options { $0.minEdge = .nan },
      "the least distance to the screen's edge must be 0 or more, not nan"
    ),
    Refused(
      options { $0.minEdge = -0.5 },
      "the least distance to the screen's edge must be 0 or more, not -0.5"
    ),
  ])
  func thresholdsOutOfRangeAreRefused(refused: Refused) throws {
    let (options, message) = (refused.options, refused.message)
    // A fixture with findings under the default options: a refusal is not an empty audit.
    let dump = try laidOutFixture("ios11-375-right-item")
    #expect(try !Checks.findings(dump).isEmpty)
    #expect(options.invalidOption == message)
    #expect(throws: AuditError(message)) { try Checks.check(dump, options: options) }
    #expect(throws: AuditError(message)) { try Checks.findings(dump, options: options) }
  }

  @Test func theEdgesOfTheRangesAreTaken() {
    #expect(AuditOptions().invalidOption == nil)
    let edges = Self.options {
      $0.minSize = Size(width: 0.001, height: 1e9)
      $0.minTitle = 0
      $0.minEdge = 0
    }
    #expect(edges.invalidOption == nil)
  }
}
