import Foundation
import HierarchyIO

// The XML reader and the schema validator (docs/format.md), on any bytes.
func fuzz(_ data: Data) {
  _ = validateAgainstSchema(xml: data, source: "fuzz.xml")
  guard let document = try? Document(xml: data, source: "fuzz.xml") else { return }
  checkRoundTrip(document, json: sampled(data))
}
