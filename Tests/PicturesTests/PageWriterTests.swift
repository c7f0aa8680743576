import Foundation
import Pictures
import Testing

@Suite struct PageWriterTests {
  @Test func writesThePinPage() throws {
    try SamplePages.pin.htmlData().write(to: URL(fileURLWithPath: "/tmp/pictest/pin.html"))
  }
}
