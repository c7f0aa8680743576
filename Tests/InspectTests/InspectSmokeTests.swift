import Testing
@testable import InspectCLI

@Suite struct InspectSmokeTests {
  @Test func moduleLinks() {
    #expect(Bool(true))
  }
}
