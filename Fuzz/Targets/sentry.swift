import Foundation
import HierarchyIO

// The Sentry reader (docs/sentry.md), on any bytes, as the commands read it (`--from sentry`),
// and what it reads written and read back.
func fuzz(_ data: Data) {
  var warnings: [ReadWarning] = []
  guard
    let document = try? Document(
      data: data, source: "fuzz.json", format: .sentry, warnings: &warnings)
  else { return }
  checkRoundTrip(document, json: sampled(data))
}
