import DumpIO
import Foundation

// The JSON reader (docs/format.md, "JSON"), on any bytes, as the commands read it.
func fuzz(_ data: Data) {
  var warnings: [ReadWarning] = []
  guard
    let hierarchy = try? Hierarchy(
      data: data, source: "fuzz.json", format: .json, warnings: &warnings)
  else { return }
  checkRoundTrip(hierarchy)
}
