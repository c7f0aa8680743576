import Testing
@testable import Cassowary

@Suite struct CassowarySmokeTests {
  @Test func moduleLinks() {
    #expect(Bool(true))
  }
}
