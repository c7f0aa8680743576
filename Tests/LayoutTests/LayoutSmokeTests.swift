import Testing
@testable import Layout

@Suite struct LayoutSmokeTests {
  @Test func moduleLinks() {
    #expect(Bool(true))
  }
}
