import Foundation
import HierarchyIO

/// What every reader promises of a document it has read: written as XML and as JSON, it
/// reads back, and writing it again gives the same bytes (docs/format.md: the writer is
/// deterministic, and inspect never writes a file it then refuses). The JSON round trip runs
/// its reader and writer on a thread with a large stack, which ASan makes slow to start: the
/// targets that do not read JSON check it for one input in eight (`sampled`).
func checkRoundTrip(_ document: Document, json checkJSON: Bool = true) {
  let xml = document.xmlData()
  do {
    let again = try Document(xml: xml, source: "written.xml")
    if again.xmlData() != xml { violated("the XML written, read and written again, differs") }
  } catch {
    violated("the XML written is refused when read", error.description)
  }
  guard checkJSON else { return }
  let json = document.jsonData()
  do {
    var warnings: [ReadWarning] = []
    let again = try Document(
      data: json, source: "written.json", format: .json, warnings: &warnings)
    if again.jsonData() != json { violated("the JSON written, read and written again, differs") }
  } catch {
    violated("the JSON written is refused when read", error.description)
  }
}

/// One input in eight, the same ones on every run (a checksum of the bytes).
func sampled(_ data: Data) -> Bool {
  data.reduce(0) { ($0 &+ Int($1)) & 0xFF } & 7 == 0
}
