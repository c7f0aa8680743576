import Testing
@testable import Patcher

@Suite struct PatcherSmokeTests {
  @Test func moduleLinks() {
    #expect(Bool(true))
  }
}
