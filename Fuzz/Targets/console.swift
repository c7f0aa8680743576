import Foundation
import HierarchyIO

// The console reader (recursiveDescription, _autolayoutTrace, constraint logs), on any bytes,
// as the commands read it (`--from lldb`: the text checks first), leniently and strictly.
func fuzz(_ data: Data) {
  var warnings: [ReadWarning] = []
  _ = try? Document(
    data: data, source: "fuzz.txt", format: .lldb, strict: true, warnings: &warnings)
  guard
    let document = try? Document(
      data: data, source: "fuzz.txt", format: .lldb, warnings: &warnings)
  else { return }
  checkRoundTrip(document, json: sampled(data))
  // What the reader reads, `show` prints as text it reads again.
  let text = document.recursiveDescription(guides: true, constraints: true)
  do {
    _ = try Document(console: text, source: "shown.txt", warnings: &warnings)
  } catch {
    violated("the text 'show' prints is refused when read", error.description)
  }
}
