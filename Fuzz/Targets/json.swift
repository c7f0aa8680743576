import Foundation
import HierarchyIO

// The JSON reader (docs/format.md, "JSON"), on any bytes, as the commands read it.
func fuzz(_ data: Data) {
  var warnings: [ReadWarning] = []
  guard
    let document = try? Document(
      data: data, source: "fuzz.json", format: .json, warnings: &warnings)
  else { return }
  checkRoundTrip(document)
}
